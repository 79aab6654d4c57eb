"""The prose of every notebook as a student reads it: mathematics typeset, no internal jargon.

Every markdown cell of every chapter and solutions notebook is scanned, one test case per notebook.
Mathematics must be written for MathJax (``$…$`` or ``$$…$$``): sub- and superscript markup left
in the prose (``γ_{𝒥+𝒥̃}``, ``2^(k+1)``, ``H_n``, ``x^h``) is shown to the reader as typed, and
``(*)`` outside ``$…$`` is read as emphasis.  Code spans and code blocks are code, not prose, and
are skipped.  Words that only make sense inside the project ("seed 001", "the issue", "the test
suite") are not for students: works are cited by title.
"""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("[0-9][0-9]-*.ipynb")) + sorted((NOTEBOOKS / "solutions").glob("*.ipynb"))

# What is not prose: fenced code, display and inline mathematics, code spans, link targets, URLs,
# HTML tags.  Removed before the prose is scanned.
NOT_PROSE = re.compile(
    r"```.*?```|~~~.*?~~~"                       # fenced code blocks
    r"|\$\$.*?\$\$|(?<!\\)\$.+?(?<!\\)\$"         # display and inline mathematics
    r"|``.+?``|`[^`\n]+`"                         # code spans
    r"|\]\([^)\s]*\)"                             # link targets
    r"|https?://\S+"                              # bare addresses
    r"|<[^>\n]+>",                                # HTML tags and their attributes
    re.S)

UNTYPESET = [
    (re.compile(r"_\{"), "a subscript in braces"),
    (re.compile(r"(?<![\[\w\\])[^\W\d_][\u0300-\u036f′']*_[^\W_]"), "a subscript"),
    (re.compile(r"[^\s\[\\]\^[\w{(]"), "a superscript"),
    (re.compile(r"\(\*\)"), "'(*)', read as emphasis"),
]

JARGON = re.compile(r"\bseeds?\s*0\d\d\b|\bthe issue\b|\bthe test suite\b|\bissue \d+\b", re.I)


def prose(source: str) -> str:
    """Return ``source`` with everything that is not prose (code, mathematics, links) blanked out."""
    return NOT_PROSE.sub(" ", source)


def problems(path: Path) -> list[str]:
    """Return a line for each untypeset formula or piece of jargon in the markdown cells of ``path``."""
    found = []
    nb = nbformat.read(path, as_version=4)
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "markdown":
            continue
        text = prose(cell.source)
        for pattern, what in UNTYPESET:
            for m in pattern.finditer(text):
                context = text[max(0, m.start() - 25): m.end() + 25].replace("\n", " ")
                found.append(f"cell {index}: {what} outside $…$: …{context}…")
        for m in JARGON.finditer(cell.source):
            found.append(f"cell {index}: internal jargon {m.group(0)!r}")
    return found


@pytest.mark.parametrize("path", PATHS, ids=[p.relative_to(NOTEBOOKS).as_posix() for p in PATHS])
def test_markdown_is_typeset_and_free_of_jargon(path: Path) -> None:
    found = problems(path)
    assert not found, f"{len(found)} problem{'s' if len(found) != 1 else ''} in {path.name}:\n" + "\n".join(found)


@pytest.mark.parametrize("text", ["the value γ_{𝒥+𝒥̃} is 0", "a heap of 2^(k+1) coins", "the sum H_n",
                                  "the game 𝒥^h", "in 0^{120}", "see (*) above", "as seed 001 says",
                                  "the test suite checks it"])
def test_scanner_flags_untypeset_markup_and_jargon(text: str, tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(text)])
    nbformat.write(nb, tmp_path / "x.ipynb")
    assert problems(tmp_path / "x.ipynb")


@pytest.mark.parametrize("text", ["the value $\\gamma_{\\mathcal J}$ is 0", "$$2^{k+1}$$",
                                  "call `gk.grundy_sequence(10)`", "see [the chapter](02-nim_sum.ipynb)",
                                  "```python\nx = a_b ** 2\n```", "a footnote[^1]", "H₁ and x² are fine"])
def test_scanner_leaves_mathematics_and_code_alone(text: str, tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(text)])
    nbformat.write(nb, tmp_path / "x.ipynb")
    assert problems(tmp_path / "x.ipynb") == []


CODE_WIDTH = 88   # characters: a code line that fits the RISE split pane and a projector


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_code_lines_fit_the_slides(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    long = [(i, line) for i, cell in enumerate(notebook.cells) if cell.cell_type == "code"
            for line in cell.source.splitlines() if len(line) > CODE_WIDTH]
    assert long == []
