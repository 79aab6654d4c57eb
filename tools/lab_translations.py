"""JupyterLab's own words in the course's language: our catalog of them, and the language pack made from it.

Usage: python tools/lab_translations.py extract|check|build|share [LANGUAGE]

The words JupyterLab shows — its menus, toolbars, dialogs, launcher, status bar, command palette —
are the English messages its code passes to its translator (``trans.__("Run All Cells")``,
``trans._n(…)``, ``trans._p("menu", "File")``) in a *domain*: ``jupyterlab`` for JupyterLab itself,
``jupyterlab_widgets`` for the widget manager, ``notebook`` for the Jupyter Notebook's extension.  The
course translates them as it translates everything else, in one gettext catalog a domain that we own:
``locale/LANGUAGE/jupyterlab/<domain>.po``, whose entries are the messages of the installed JupyterLab
(``share`` says how many of them are translated).

- ``extract`` brings the catalogs up to date with the JupyterLab installed beside this script
  (:func:`template`: the messages read out of its built JavaScript and its settings schemas): an entry
  whose English changed keeps its old translation marked *fuzzy*, an entry whose English is gone is
  dropped, a message new to JupyterLab comes in untranslated.
- ``check`` changes nothing and exits 1, naming each catalog with an entry untranslated or fuzzy,
  a translation that lost or gained a placeholder (``%1``), or an entry JupyterLab no longer has.
- ``build`` writes the JSON files JupyterLab's translation server reads, one a domain, into the
  language pack gamekit registers (the entry point ``jupyterlab.languagepack`` in pyproject.toml):
  ``gamekit/jupyterlab_LANGUAGE/locale/<locale>/LC_MESSAGES/<domain>.json``.  They are committed, so a
  plain ``pip install`` has them; a test requires them to equal what ``build`` makes.
- ``share`` prints, a domain, how many of the installed JupyterLab's messages the catalog translates.

Why gamekit registers the language pack itself: the pack on PyPI (``jupyterlab-language-pack-hu-HU``
4.5.post3) holds no Hungarian at all, only the headers of its files, and those headers' version
(``"jupyterlab"``) is no version number, so jupyterlab_server's merge of an extension's locale data
into it (``merge_locale_data``) raises and the whole language comes back empty.  A pack of our own has
a version the merge can read.  Only one pack a language may be installed (JupyterLab takes either),
so gamekit does not depend on the PyPI pack, and a test fails while it is installed.  What jupyterlab_server
translates on the server side with gettext (the settings editor's titles and descriptions) it looks for in
a module named after the PyPI pack only: those stay English.
"""
from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = {"hu": ("Hungarian", "hu_HU")}        # the course's language: its name and JupyterLab's locale
# JupyterLab itself; the widget manager (ipywidgets); the Jupyter Notebook's extension to JupyterLab
DOMAINS = ("jupyterlab", "jupyterlab_widgets", "notebook")
_DATE = datetime(2026, 11, 26, tzinfo=timezone.utc)     # the catalogs' header date: fixed, so extract is idempotent
_HEADER = ("# {language} translation of JupyterLab's own words ({domain}) as the course shows them.\n"
           "# Made by `python tools/lab_translations.py extract`: translate the msgstr entries, nothing else;\n"
           "# keep every placeholder (%1, %2 …), leading and trailing spaces and line breaks.")
# a call of JupyterLab's translator in its built JavaScript: the keyword, then its literal arguments
_CALL = re.compile(r"\.(__|_n|_p|_np)\(")
_ARGUMENTS = {"__": 1, "_n": 2, "_p": 2, "_np": 3}
_PLACEHOLDER = re.compile(r"%\d+")
# where JupyterLab's settings schemas hold words its front end translates: menu titles (context
# "menu") and toolbar labels ("toolbar") — jupyterlab_server's DEFAULT_SCHEMA_SELECTORS
_SCHEMA_WORDS = {re.compile(r"/jupyter\.lab\.menus/.*/label"): "menu",
                 re.compile(r"/jupyter\.lab\.toolbars/.*/label"): "toolbar"}


def catalog_path(language: str, domain: str) -> Path:
    """Return where our catalog of JupyterLab's ``domain`` in ``language`` is kept."""
    return ROOT / "locale" / language / "jupyterlab" / f"{domain}.po"


def pack_folder(language: str) -> Path:
    """Return the folder of the language pack gamekit registers for ``language`` (a package of its own)."""
    return ROOT / "gamekit" / f"jupyterlab_{language}"


def json_path(language: str, domain: str) -> Path:
    """Return where the language pack keeps the JSON of ``domain`` that JupyterLab reads."""
    return pack_folder(language) / "locale" / LANGUAGES[language][1] / "LC_MESSAGES" / f"{domain}.json"


def _sources(domain: str) -> tuple[list[Path], list[Path]]:
    """Return the installed JupyterLab's JavaScript files and settings schemas that speak in ``domain``."""
    from jupyter_core.paths import jupyter_path
    from jupyterlab.commands import get_app_dir

    app = Path(get_app_dir())
    if domain == "jupyterlab":
        return sorted((app / "static").glob("*.js")), sorted((app / "schemas").rglob("*.json"))
    scripts = [path for folder in map(Path, jupyter_path("labextensions")) if folder.is_dir()
               for path in sorted(folder.rglob("static/*.js"))
               if f'load("{domain}")' in path.read_text(encoding="utf-8", errors="replace")]
    return scripts, []


def _literal(text: str, start: int) -> tuple[str, int] | None:
    """Return the value of the JavaScript string literal at ``text[start]`` and where it ends, or None."""
    quote = text[start:start + 1]
    if quote not in ('"', "'", "`"):
        return None
    escapes = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
    value, i = [], start + 1
    while i < len(text):
        c = text[i]
        if c == "\\":
            n = text[i + 1]
            if n == "u" and text[i + 2] == "{":
                end = text.index("}", i)
                value.append(chr(int(text[i + 3:end], 16)))
                i = end + 1
            elif n == "u":
                value.append(chr(int(text[i + 2:i + 6], 16)))
                i += 6
            elif n == "x":
                value.append(chr(int(text[i + 2:i + 4], 16)))
                i += 4
            elif n in "\r\n":                               # a line continuation
                i += 2
            else:
                value.append(escapes.get(n, n))
                i += 2
        elif c == quote:
            return "".join(value), i + 1
        elif quote == "`" and text.startswith("${", i):    # a template with fields: not a message
            return None
        else:
            value.append(c)
            i += 1
    return None


def script_messages(text: str) -> Iterator[tuple[str | None, str | tuple[str, str]]]:
    """Yield ``(context, message)`` for every call of the translator with literal arguments in ``text``.

    A plural message is the pair (singular, plural), as in a Babel catalog.

    >>> list(script_messages('a.__("Run All Cells"),b._p("menu","File"),c._n("%1 cell","%1 cells",n),d.__(x)'))
    [(None, 'Run All Cells'), ('menu', 'File'), (None, ('%1 cell', '%1 cells'))]
    """
    for call in _CALL.finditer(text):
        keyword, position, arguments = call.group(1), call.end(), []
        for k in range(_ARGUMENTS[keyword]):
            found = _literal(text, position)
            if found is None or (k < _ARGUMENTS[keyword] - 1 and text[found[1]:found[1] + 1] != ","):
                break
            arguments.append(found[0])
            position = found[1] + 1
        else:
            if keyword == "__":
                yield None, arguments[0]
            elif keyword == "_n":
                yield None, (arguments[0], arguments[1])
            elif keyword == "_p":
                yield arguments[0], arguments[1]
            else:
                yield arguments[0], (arguments[1], arguments[2])


def schema_messages(schema: dict) -> Iterator[tuple[str, str]]:
    """Yield ``(context, message)`` for the words of a settings schema JupyterLab's front end translates.

    >>> list(schema_messages({"jupyter.lab.menus": {"main": [{"id": "jp-mainmenu-run", "label": "Run"}]}}))
    [('menu', 'Run')]
    """
    def walk(node, path: str) -> Iterator[tuple[str, str]]:
        items = node.items() if isinstance(node, dict) else ((f"[{i}]", e) for i, e in enumerate(node))
        for key, value in items:
            where = f"{path}/{key}" if isinstance(node, dict) else path + key
            if isinstance(value, str):
                context = next((c for pattern, c in _SCHEMA_WORDS.items() if pattern.fullmatch(where)), None)
                if context and value:
                    yield context, value
            elif isinstance(value, (dict, list)):
                yield from walk(value, where)

    yield from walk(schema, "")


def jupyterlab_version() -> str:
    """Return the version of the installed JupyterLab, whose messages the template holds."""
    from importlib.metadata import version

    return version("jupyterlab")


def template(language: str, domain: str) -> Catalog:
    """Return the catalog of every message the installed JupyterLab says in ``domain``, untranslated."""
    catalog = _empty(language, domain)
    scripts, schemas = _sources(domain)
    for path in scripts:
        for context, message in script_messages(path.read_text(encoding="utf-8", errors="replace")):
            catalog.add(message, context=context)
    for path in schemas:
        for context, message in schema_messages(json.loads(path.read_text(encoding="utf-8"))):
            catalog.add(message, context=context)
    return catalog


def _empty(language: str, domain: str) -> Catalog:
    return Catalog(locale=language, domain=domain, project="JupyterLab", version=jupyterlab_version(),
                   copyright_holder="the gamekit authors", msgid_bugs_address="the gamekit issue tracker",
                   last_translator="the gamekit authors", language_team=LANGUAGES[language][0],
                   revision_date=_DATE, creation_date=_DATE, fuzzy=False,
                   header_comment=_HEADER.format(language=LANGUAGES[language][0], domain=domain))


def read_catalog(path: Path) -> Catalog:
    """Return the catalog at ``path``."""
    with path.open("rb") as stream:
        return read_po(stream)


def write_catalog(catalog: Catalog, path: Path) -> None:
    """Write ``catalog`` to ``path`` the way every catalog of the course is written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as stream:
        write_po(stream, catalog, width=100, ignore_obsolete=True, sort_output=True, omit_header=False)


def extract(language: str, domain: str) -> Path:
    """Bring our catalog of ``domain`` up to date with the installed JupyterLab; return its path.

    Babel's update: a message new to JupyterLab comes in untranslated; an entry whose English changed
    is kept *fuzzy* with its old translation; an entry JupyterLab no longer says is dropped.  When
    nothing installed speaks ``domain`` (the Notebook's extension comes with nbgrader, not with
    ``make lab``), the catalog is left as it is.
    """
    path = catalog_path(language, domain)
    fresh = template(language, domain)
    catalog = read_catalog(path) if path.exists() else _empty(language, domain)
    if any(message.id for message in fresh):
        catalog.update(fresh, update_header_comment=True, update_creation_date=False)
        catalog.version = fresh.version
    write_catalog(catalog, path)
    return path


def problems(language: str, domain: str) -> list[str]:
    """Return what is wrong with our catalog of ``domain``, one sentence a problem (none when it is good)."""
    path = catalog_path(language, domain)
    if not path.exists():
        return [f"{path.relative_to(ROOT)} is missing: run `python tools/lab_translations.py extract {language}`"]
    said = {(m.id, m.context) for m in template(language, domain) if m.id}   # empty: nothing installed speaks it
    found = []
    for message in read_catalog(path):
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        where = f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {english[0]!r}"
        if not all(strings):
            found.append(f"{where} is not translated")
        if message.fuzzy:
            found.append(f"{where} is fuzzy (its English changed): check it and remove the mark")
        if said and (message.id, message.context) not in said:
            found.append(f"{where} is no message of JupyterLab {jupyterlab_version()}: run extract")
        for form, string in enumerate(strings):            # a plural's forms: singular, then plural
            source = english[min(form, len(english) - 1)]
            wanted = sorted(set(_PLACEHOLDER.findall(source)))
            if string and sorted(set(_PLACEHOLDER.findall(string))) != wanted:
                found.append(f"{where}: the translation {string!r} must keep the placeholders {wanted}")
            ends = (string[:1].isspace(), string[-1:].isspace())
            if string and ends != (source[:1].isspace(), source[-1:].isspace()):
                found.append(f"{where}: the translation {string!r} must keep the English's leading and trailing space")
    return found


def pack_data(language: str, domain: str) -> dict:
    """Return the JSON JupyterLab reads for ``domain``, made from our catalog.

    Its header names the domain, the language, the plural rule and, as version, the JupyterLab version
    the catalog was extracted from (a version number, so ``merge_locale_data`` can compare it); then
    one key a message — ``context\\x04message`` when it has a context — whose value lists the
    translation (both plural forms for a plural message), as JupyterLab's own packs do.  An entry
    untranslated or fuzzy is left out: JupyterLab then says the English.
    """
    catalog = read_catalog(catalog_path(language, domain))
    data: dict = {"": {"domain": domain, "language": LANGUAGES[language][1].replace("_", "-"),
                       "plural_forms": catalog.plural_forms, "version": catalog.version}}
    finished = (m for m in catalog if m.id and not m.fuzzy
                and all(m.string if isinstance(m.string, tuple) else (m.string,)))
    for message in sorted(finished, key=lambda m: (m.context or "", str(m.id))):
        singular = message.id[0] if isinstance(message.id, tuple) else message.id
        key = f"{message.context}\x04{singular}" if message.context else singular
        data[key] = list(message.string) if isinstance(message.string, tuple) else [message.string]
    return data


def pack_text(language: str, domain: str) -> str:
    """Return the text of the JSON file of ``domain`` in the language pack (what ``build`` writes)."""
    return json.dumps(pack_data(language, domain), ensure_ascii=False, indent=1, sort_keys=False) + "\n"


def build(language: str) -> list[Path]:
    """Write the language pack's JSON files from our catalogs; return their paths."""
    written = []
    for domain in DOMAINS:
        path = json_path(language, domain)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(pack_text(language, domain), encoding="utf-8")
        written.append(path)
    return written


def share(language: str, domain: str) -> tuple[int, int]:
    """Return how many messages of the installed JupyterLab's ``domain`` our catalog translates, and how many it has."""
    said = {(m.id, m.context) for m in template(language, domain) if m.id}
    ours = {(m.id, m.context) for m in read_catalog(catalog_path(language, domain)) if m.id and m.string}
    return len(said & ours), len(said)


def main(arguments: list[str]) -> int:
    if not arguments or arguments[0] not in ("extract", "check", "build", "share") or len(arguments) > 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    command, language = arguments[0], (arguments[1] if len(arguments) > 1 else "hu")
    if language not in LANGUAGES:
        print(f"the language must be one of {', '.join(LANGUAGES)}; got {language!r}", file=sys.stderr)
        return 2
    if command == "build":
        for path in build(language):
            print(path.relative_to(ROOT))
        return 0
    failed = False
    for domain in DOMAINS:
        if command == "extract":
            print(extract(language, domain).relative_to(ROOT))
        elif command == "share":
            done, total = share(language, domain)
            print(f"{domain}: {done} of {total} messages translated ({done / total:.0%})" if total
                  else f"{domain}: nothing installed speaks it")
        else:
            for problem in problems(language, domain):
                print(problem)
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
