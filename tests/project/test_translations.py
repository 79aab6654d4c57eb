"""The message catalogs of the course's notebooks (tools/translations.py): cut, kept up to date, checked."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import nbformat
import pytest
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("gamekit_translations_tool", ROOT / "tools" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


translations = _tool()
NOTEBOOKS = translations.notebooks()


def test_the_chapters_and_their_solutions_have_catalogs():
    names = {path.name for path in NOTEBOOKS}
    assert "01-kernel-and-mex.ipynb" in names and "01-kernel-and-mex-solutions.ipynb" in names
    for notebook in NOTEBOOKS:
        assert translations.catalog_path(notebook, "hu").exists(), notebook.name


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_every_markdown_cell_is_its_blocks_joined(notebook):
    for cell in nbformat.read(notebook, as_version=4).cells:
        if cell.cell_type == "markdown":
            assert "".join(block + separator for block, separator in translations.blocks(cell.source)) == cell.source


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_each_catalog_holds_every_block_of_its_notebook_and_no_other(notebook):
    """A changed English block is missing from the catalog until `extract` marks it fuzzy or new."""
    catalog = translations.read_catalog(translations.catalog_path(notebook, "hu"))
    wanted = {block for block, _, _ in translations.entries(notebook)}
    held = {message.id for message in catalog if message.id}
    assert wanted - held == set(), f"run: python tools/translations.py extract hu notebooks/{notebook.name}"
    assert held - wanted == set(), f"run: python tools/translations.py extract hu notebooks/{notebook.name}"


def test_a_code_fence_and_a_display_formula_stay_whole_across_blank_lines():
    text = "Before.\n\n```python\nx = 1\n\ny = 2\n```\n\n$$\na\n\nb\n$$\n\nAfter."
    assert [block for block, _ in translations.blocks(text)] == [
        "Before.", "```python\nx = 1\n\ny = 2\n```", "$$\na\n\nb\n$$", "After."]


def test_a_formula_or_a_code_span_alone_has_nothing_to_translate():
    assert not translations.translatable("$$\\gamma(p) = \\operatorname{mex}\\{\\gamma(q)\\}$$")
    assert not translations.translatable("`gk.mex([0, 1, 3])`")
    assert not translations.translatable("```python\nprint('hello world')\n```")
    assert translations.translatable("The **mex** of $\\{0, 1, 3\\}$ is 2.")


@given(st.lists(st.sampled_from(["word", "$x$", "```", "$$", "\n", "\n\n", " ", "- item", "| a |"]), max_size=30))
def test_blocks_give_back_any_text_exactly(pieces):
    text = "".join(pieces)
    assert "".join(block + separator for block, separator in translations.blocks(text)) == text


def test_a_changed_english_block_keeps_its_old_translation_as_fuzzy(tmp_path, monkeypatch):
    source = tmp_path / "notebooks"
    (source / "solutions").mkdir(parents=True)
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Title\n\nThe mex of a set.", id="a")])
    notebook = source / "01-test.ipynb"
    nbformat.write(book, notebook)
    monkeypatch.setattr(translations, "ROOT", tmp_path)
    monkeypatch.setattr(translations, "SOURCE", source)
    path = translations.extract(notebook, "hu")
    catalog = translations.read_catalog(path)
    catalog.get("# Title").string = "# Cím"
    catalog.get("The mex of a set.").string = "Egy halmaz lkz-je."
    with open(path, "wb") as stream:
        translations.write_po(stream, catalog, width=100)
    assert translations.problems(notebook, "hu") == {"missing": 0, "untranslated": 0, "fuzzy": 0}
    assert "Egy halmaz lkz-je." in translations.translated_notebook(notebook, "hu").cells[0].source

    book.cells[0].source = "# Title\n\nThe mex of a set of numbers."
    nbformat.write(book, notebook)
    assert translations.problems(notebook, "hu")["missing"] == 1
    translations.extract(notebook, "hu")
    assert translations.problems(notebook, "hu") == {"missing": 0, "untranslated": 0, "fuzzy": 1}
    with pytest.raises(ValueError, match="no finished translation"):
        translations.translated_notebook(notebook, "hu")
