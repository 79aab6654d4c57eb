"""The course in another language: message catalogs of the English notebooks, and the notebooks made from them.

Usage: python tools/translations.py extract|check|build [LANGUAGE] [notebook …]

The English notebooks in ``notebooks/`` are the one source.  Each markdown cell is cut into
blocks (paragraphs, lists, tables, headings, display formulas — the pieces between blank lines;
a fenced code block stays whole) and every block with words in it is one entry of a gettext
catalog, one catalog a notebook: ``locale/LANGUAGE/notebooks/<name>.po`` (solutions in
``locale/LANGUAGE/notebooks/solutions/``).  Translators edit only these catalogs.

- ``extract`` brings the catalogs up to date with the English notebooks (Babel's catalog update:
  an entry whose English changed keeps its old translation marked *fuzzy*; a new one is empty).
- ``check`` changes nothing and exits 1, naming each notebook and how many of its entries are
  missing, untranslated or fuzzy (the tests run it).
- ``build`` writes ``notebooks-LANGUAGE/``: the same notebooks with every markdown block
  translated, the same code cells, no outputs (``make notebooks-hu`` then runs them in the
  language).  It refuses a notebook whose catalog is not complete, naming it.

The edition sits beside ``notebooks/`` (same depth), so every relative path in a notebook still
holds.  Without ``notebook`` arguments every chapter and solutions notebook is meant.
"""
from __future__ import annotations

import re
import sys
from datetime import datetime, timezone
from collections.abc import Iterator
from pathlib import Path

import nbformat
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "notebooks"
LANGUAGES = {"hu": "Hungarian"}
_DATE = datetime(2026, 11, 26, tzinfo=timezone.utc)    # the catalogs' header date: fixed, so extract is idempotent
_HEADER = ("# {language} translation of the course notebook {name}.\n"
           "# Made by `python tools/translations.py extract`: translate the msgstr entries, nothing else;\n"
           "# an entry marked fuzzy had its English changed: check it, then remove the fuzzy mark.")
_FENCE = re.compile(r"^\s*(```|~~~)")
_BLANK = re.compile(r"\n[ \t]*\n")
# what is not a word of prose: display and inline formulas, code spans, HTML tags, link targets
_TEXT_IN_FORMULA = re.compile(r"\\(?:text|textrm|textit|mbox)\{([^{}]*)\}")   # words inside a formula
_NOT_PROSE = re.compile(r"\$\$.*?\$\$|\$[^$\n]*\$|`[^`]*`|<[^>]*>|\]\([^)]*\)|https?://\S+", re.S)


def notebooks() -> list[Path]:
    """Return the English chapter and solutions notebooks, in the order of their numbers."""
    source = SOURCE
    return sorted(source.glob("[0-9][0-9]-*.ipynb")) + sorted((source / "solutions").glob("[0-9][0-9]-*.ipynb"))


def blocks(text: str) -> list[tuple[str, str]]:
    """Return the blocks of a markdown text, each with the separator that follows it.

    Joining ``block + separator`` over the list gives the text back exactly.  Blocks are separated
    by blank lines, except inside a fenced code block or a display formula (``$$`` … ``$$``).

    >>> blocks("# Title\\n\\nOne line,\\nthe same paragraph.\\n\\n$$\\na\\n\\nb\\n$$")
    [('# Title', '\\n\\n'), ('One line,\\nthe same paragraph.', '\\n\\n'), ('$$\\na\\n\\nb\\n$$', '')]
    """
    pieces: list[tuple[str, str]] = []
    start = 0
    position = 0
    while True:
        match = _BLANK.search(text, position)
        if match is None:
            pieces.append((text[start:], ""))
            return pieces
        head = text[start:match.start()]
        if _open(head):
            position = match.end()
            continue
        pieces.append((head, match.group()))
        start = position = match.end()


def _open(head: str) -> bool:
    """Return whether ``head`` ends inside a fenced code block or a display formula."""
    fences = sum(1 for line in head.splitlines() if _FENCE.match(line))
    return fences % 2 == 1 or head.count("$$") % 2 == 1


def translatable(block: str) -> bool:
    """Return whether a block has words to translate (a formula, code or a bare link has none).

    Words a formula writes with ``\\text{…}`` are words to translate.

    >>> translatable("$$G(n) = \\\\operatorname{mex}\\\\{G(n-1)\\\\}$$")
    False
    >>> translatable("The mex of $\\\\{0, 1\\\\}$ is 2.")
    True
    >>> translatable("$$G \\\\equiv H \\\\text{ for every } X$$")
    True
    """
    if _FENCE.match(block):
        return False
    prose = _NOT_PROSE.sub(" ", block) + " " + " ".join(_TEXT_IN_FORMULA.findall(block))
    return re.search(r"[^\W\d_]{2,}", prose) is not None


def entries(notebook: Path) -> Iterator[tuple[str, str, int]]:
    """Yield (block, cell id, index of the block in its cell) for each block to translate in ``notebook``."""
    book = nbformat.read(notebook, as_version=4)
    for cell in book.cells:
        if cell.cell_type != "markdown":
            continue
        for index, (block, _) in enumerate(blocks(cell.source)):
            if translatable(block):
                yield block, cell.get("id", ""), index


def catalog_path(notebook: Path, language: str) -> Path:
    """Return where the catalog of ``notebook`` in ``language`` is kept."""
    return ROOT / "locale" / language / "notebooks" / notebook.relative_to(SOURCE).with_suffix(".po")


def template(notebook: Path, language: str) -> Catalog:
    """Return the catalog of ``notebook``'s blocks with no translations (the template)."""
    catalog = Catalog(locale=language, project="gamekit", version="0.1", copyright_holder="the gamekit authors",
                      msgid_bugs_address="the gamekit issue tracker", last_translator="the gamekit authors",
                      language_team=LANGUAGES[language], revision_date=_DATE, creation_date=_DATE, fuzzy=False,
                      header_comment=_HEADER.format(language=LANGUAGES[language], name=notebook.name))
    for block, cell, index in entries(notebook):
        catalog.add(block, locations=[(f"{notebook.name}#{cell}", index)])
    return catalog


def read_catalog(path: Path) -> Catalog:
    """Return the catalog stored at ``path``."""
    with open(path, "rb") as stream:
        return read_po(stream)


def extract(notebook: Path, language: str) -> Path:
    """Bring the catalog of ``notebook`` up to date with its English text; return its path."""
    path = catalog_path(notebook, language)
    fresh = template(notebook, language)
    if path.exists():
        catalog = read_catalog(path)
        catalog.update(fresh, update_header_comment=False)
    else:
        catalog = fresh
    catalog.fuzzy = False
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as stream:
        write_po(stream, catalog, width=100, ignore_obsolete=True, sort_output=False)
    return path


def problems(notebook: Path, language: str) -> dict[str, int]:
    """Return how many entries of ``notebook``'s catalog are missing, untranslated and fuzzy."""
    path = catalog_path(notebook, language)
    wanted = [message.id for message in template(notebook, language) if message.id]
    if not path.exists():
        return {"missing": len(wanted), "untranslated": 0, "fuzzy": 0}
    catalog = read_catalog(path)
    counts = {"missing": 0, "untranslated": 0, "fuzzy": 0}
    for block in wanted:
        message = catalog.get(block)
        if message is None:
            counts["missing"] += 1
        elif message.fuzzy:
            counts["fuzzy"] += 1
        elif not message.string:
            counts["untranslated"] += 1
    return counts


def translated_notebook(notebook: Path, language: str) -> nbformat.NotebookNode:
    """Return ``notebook`` with its markdown translated, its code cells the same and no outputs."""
    catalog = read_catalog(catalog_path(notebook, language))
    book = nbformat.read(notebook, as_version=4)
    for cell in book.cells:
        if cell.cell_type == "markdown":
            cell.source = "".join((_translation(catalog, block, notebook) if translatable(block) else block) + separator
                                  for block, separator in blocks(cell.source))
        elif cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    book.metadata["gamekit"] = {**book.metadata.get("gamekit", {}), "language": language}
    return book


def _translation(catalog: Catalog, block: str, notebook: Path) -> str:
    message = catalog.get(block)
    if message is None or message.fuzzy or not message.string:
        raise ValueError(f"the catalog of {notebook.name} has no finished translation of: {block[:60]!r}")
    return message.string


def build(notebook: Path, language: str) -> Path:
    """Write the translated ``notebook`` into ``notebooks-LANGUAGE/``; return its path."""
    target = ROOT / f"notebooks-{language}" / notebook.relative_to(SOURCE)
    target.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(translated_notebook(notebook, language), target)
    return target


def main(arguments: list[str]) -> int:
    if not arguments or arguments[0] not in {"extract", "check", "build"}:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    command, rest = arguments[0], arguments[1:]
    language = rest.pop(0) if rest and rest[0] in LANGUAGES else "hu"
    chosen = [Path(name).resolve() for name in rest] or notebooks()
    failed = []
    for notebook in chosen:
        if command == "extract":
            print(extract(notebook, language).relative_to(ROOT))
        elif command == "check":
            counts = problems(notebook, language)
            if any(counts.values()):
                failed.append(notebook)
                print(f"{notebook.relative_to(SOURCE)}: " + ", ".join(f"{n} {what}" for what, n in counts.items() if n))
        else:
            counts = problems(notebook, language)
            if any(counts.values()):
                failed.append(notebook)
                print(f"{notebook.relative_to(SOURCE)}: not built, its catalog is not finished", file=sys.stderr)
            else:
                print(build(notebook, language).relative_to(ROOT))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
