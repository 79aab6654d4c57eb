"""The course's editions — English, the source, and its translations — and the tools' own words in each.

Usage: python tools/editions.py extract|check [LANGUAGE]

An edition is a language and the folder of its notebooks: English in ``notebooks/``, Hungarian in
``notebooks-hu/`` (written by ``python tools/translations.py build hu``, run by ``make notebooks-hu``;
same file names, same depth).  Every tool that makes something of the course from the notebooks
takes ``--language LANGUAGE`` and works on that edition — the book (tools/book.py), the nbgrader
assignments (tools/grading.py), the student copies (tools/student.py), the slides (tools/slides.py);
the Makefile's targets ending in ``-hu`` pass ``--language hu``, as ``make lab-hu`` and ``make
notebooks-hu`` choose the Hungarian edition.

What the tools themselves write into the course — an assignment's opening, the book's note above a
notebook, a feedback page, the student folder's README — is marked ``_("…")`` in their code, as
gamekit's own messages are (``_ = editions.words(language)``, then ``_("…").format(…)``), and
translated in ``locale/LANGUAGE/LC_MESSAGES/tools.po``.  ``extract`` brings that catalog up to date
with the marked messages (Babel's extractor; an entry whose English changed turns fuzzy), ``check``
changes nothing and exits 1 while an entry is missing, untranslated or fuzzy (a test runs it).
"""
from __future__ import annotations

import gettext
import io
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
#: The editions by language: English, the source, and the translations, each named in English.
LANGUAGES = {"en": "English", "hu": "Hungarian"}
ENGLISH = "en"
_HEADER = ("# {language} translation of what the course's tools write (tools/*.py).\n"
           "# Made by `python tools/editions.py extract`: translate the msgstr entries, nothing else;\n"
           "# keep every {{name}} of a message (the values said), the HTML tags and the Markdown.")


def notebooks(language: str) -> Path:
    """Return the folder of the notebooks of the edition in ``language``.

    >>> notebooks("en").name, notebooks("hu").name
    ('notebooks', 'notebooks-hu')
    """
    return ROOT / ("notebooks" if checked(language) == ENGLISH else f"notebooks-{language}")


def checked(language: str) -> str:
    """Return ``language`` if the course has an edition in it; otherwise raise the error that names them.

    >>> checked("fr")
    Traceback (most recent call last):
    ...
    ValueError: the language must be one of the course's editions, en (English) or hu (Hungarian); got 'fr'
    """
    if language not in LANGUAGES:
        known = " or ".join(f"{code} ({name})" for code, name in LANGUAGES.items())
        raise ValueError(f"the language must be one of the course's editions, {known}; got {language!r}")
    return language


def language_option(argv: list[str]) -> tuple[str, list[str]]:
    """Return the language a tool's arguments choose (``--language hu``; English without it) and the rest.

    >>> language_option(["--feedback", "--language", "hu", "course"])
    ('hu', ['--feedback', 'course'])
    >>> language_option(["course"])
    ('en', ['course'])
    """
    if "--language" not in argv:
        return ENGLISH, list(argv)
    i = argv.index("--language")
    if i + 1 >= len(argv):
        raise SystemExit("--language needs a value: " + ", ".join(LANGUAGES))
    try:
        return checked(argv[i + 1]), argv[:i] + argv[i + 2:]
    except ValueError as error:
        raise SystemExit(str(error)) from None


def catalog_path(language: str) -> Path:
    """Return where the tools' words in ``language`` are kept."""
    return ROOT / "locale" / language / "LC_MESSAGES" / "tools.po"


@cache
def _translations(language: str) -> gettext.NullTranslations:
    if checked(language) == ENGLISH:
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with open(catalog_path(language), "rb") as stream:
        catalog = read_po(stream, locale=language, domain="tools")
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def words(language: str) -> Callable[[str], str]:
    """Return the function that says a tool's message in ``language`` (the message itself in English).

    >>> _ = words("hu")
    >>> _("gamekit — impartial games")
    'gamekit — pártatlan játékok'
    >>> words("en")("gamekit — impartial games")
    'gamekit — impartial games'
    """
    return _translations(language).gettext


def template(language: str):
    """Return the catalog of every message marked in the tools' code, with no translations."""
    import translations

    return translations.messages_template(TOOLS, language, _HEADER.format(language=LANGUAGES[language]))


def extract(language: str) -> Path:
    """Bring the tools' catalog in ``language`` up to date with the marked messages; return its path."""
    import translations

    path = translations._updated(catalog_path(language), template(language), include_lineno=False,
                                 sort_by_file=True)
    _translations.cache_clear()
    return path


def problems(language: str) -> dict[str, int]:
    """Return how many of the tools' marked messages are missing, untranslated or fuzzy in ``language``,
    and how many of the catalog's entries no message wants any more (obsolete)."""
    import translations

    return translations.messages_problems(catalog_path(language), template(language))


def main(arguments: list[str]) -> int:
    if not arguments or arguments[0] not in ("extract", "check"):
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    translated = [code for code in LANGUAGES if code != ENGLISH]
    languages = [checked(a) for a in arguments[1:]] or translated
    failed = False
    for language in languages:
        if arguments[0] == "extract":
            print(extract(language).relative_to(ROOT))
            continue
        counts = problems(language)
        if any(counts.values()):
            failed = True
            print(f"{catalog_path(language).relative_to(ROOT)}: "
                  + ", ".join(f"{n} {what}" for what, n in counts.items() if n))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
