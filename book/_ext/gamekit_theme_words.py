"""The theme's own words in the book's language: the catalogs of book/locale/ for what the themes leave out.

Sphinx translates the words of its templates through the ``sphinx`` catalogs of ``locale_dirs``
before its own; book/locale/LANGUAGE/LC_MESSAGES/sphinx.po holds the theme's words that neither
Sphinx's nor pydata-sphinx-theme's catalogs translate.  Two more catalogs need help to be read:

- sphinx-book-theme translates its buttons through a catalog of its own, ``booktheme``; our
  ``booktheme.po`` (e.g. the search field's "Search") is compiled here and added to that catalog
  (``Sphinx.add_message_catalog``), before the theme's own catalog.
- The search page speaks through JavaScript, from ``sphinx.js``, a file Sphinx ships per language
  (made from its catalog when Sphinx is released) and takes from ``locale_dirs`` first.  It is
  written here: Sphinx's own file for the language with every message that our ``sphinx.po``
  translates put in its place (Sphinx's Hungarian file leaves the search's summary empty).

The four texts the book theme writes in its templates without marking them ("Toggle primary
sidebar", …) are marked in book/_templates/ (the theme's template, included, its text translated).
"""
from __future__ import annotations

import json
from pathlib import Path

import sphinx
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

#: The catalogs of the themes that this extension adds to: their domain, each a .po of book/locale/.
THEME_DOMAINS = ("booktheme",)


def translations_js(sphinx_js: str, catalog_path: Path) -> str:
    """Return ``sphinx_js`` (Sphinx's translations of its search page) with our catalog's translations in it.

    Only the messages Sphinx's file already holds change: they are the ones its scripts say.  A
    plural message takes our catalog's plural forms and its plural rule.

    >>> import tempfile
    >>> po = ('msgid ""\\nmsgstr ""\\n"Language: hu\\\\n"\\n"Plural-Forms: nplurals=1; plural=0;\\\\n"\\n\\n'
    ...       'msgid "Searching"\\nmsgstr "Keresés…"\\n')
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = Path(folder) / "sphinx.po"
    ...     _ = path.write_text(po, encoding="utf-8")
    ...     js = translations_js('Documentation.addTranslations({"locale": "hu", "messages": '
    ...                          '{"Searching": "Keresés folyamatban", "Go": "Ok"}, "plural_expr": "(n != 1)"});',
    ...                          path)
    >>> json.loads(js[js.index("(") + 1:js.rindex(")")])["messages"]
    {'Go': 'Ok', 'Searching': 'Keresés…'}
    """
    data = json.loads(sphinx_js[sphinx_js.index("(") + 1:sphinx_js.rindex(")")])
    with open(catalog_path, "rb") as stream:
        catalog = read_po(stream)
    for key in data["messages"]:
        message = catalog.get(key)
        if message is None or not message.string or (isinstance(message.string, tuple) and not all(message.string)):
            continue
        data["messages"][key] = list(message.string) if isinstance(message.string, tuple) else message.string
        if isinstance(message.string, tuple):
            data["plural_expr"] = catalog.plural_expr
    return f"Documentation.addTranslations({json.dumps(data, indent=4, sort_keys=True)});\n"


def _prepare(app, config) -> None:
    language = config.language
    if not language or language == "en":
        return
    for folder in config.locale_dirs:
        messages = Path(app.srcdir, folder, language, "LC_MESSAGES")
        for domain in THEME_DOMAINS:
            po = messages / f"{domain}.po"
            if po.is_file():
                with open(po, "rb") as stream:
                    catalog = read_po(stream, locale=language)
                with open(po.with_suffix(".mo"), "wb") as stream:
                    write_mo(stream, catalog)
                app.add_message_catalog(domain, str(Path(app.srcdir, folder)))
        ours = messages / "sphinx.po"
        theirs = Path(sphinx.__file__).parent / "locale" / language / "LC_MESSAGES" / "sphinx.js"
        if ours.is_file() and theirs.is_file():
            (messages / "sphinx.js").write_text(translations_js(theirs.read_text(encoding="utf-8"), ours),
                                                encoding="utf-8")


def setup(app):
    app.connect("config-inited", _prepare, priority=100)
    return {"parallel_read_safe": True, "parallel_write_safe": True}


__all__ = ["THEME_DOMAINS", "translations_js"]
