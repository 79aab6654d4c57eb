"""The message catalogs of the course's notebooks (tools/translations.py): cut, kept up to date, checked."""
from __future__ import annotations

import ast
import importlib.util
import re
import sys
from collections import Counter
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
    """A changed English block or code text is missing from the catalog until `extract` marks it fuzzy or new."""
    catalog = translations.read_catalog(translations.catalog_path(notebook, "hu"))
    wanted = ({(block, None) for block, _, _ in translations.entries(notebook)}
              | {(text, "code") for text, _, _ in translations.code_entries(notebook)})
    held = {(message.id, message.context) for message in catalog if message.id}
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


# --- code cells: their comments and the literals a student reads ---------------------------------

def _code_tokens(source: str) -> list[tuple[str, str]]:
    """The tokens of a cell other than its strings and comments (what the program is)."""
    import io
    import tokenize

    kept, depth = [], 0
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        name = tokenize.tok_name[token.type]
        if name == "FSTRING_START":
            depth += 1
        elif name == "FSTRING_END":
            depth -= 1
        elif depth == 0 and name not in {"STRING", "COMMENT", "NL", "NEWLINE"}:
            kept.append((name, token.string))
    return kept


class _Blanked(ast.NodeTransformer):
    """Blank every text: a string constant becomes "", an f-string keeps only its fields, in sorted order."""

    def visit_Constant(self, node):
        return ast.Constant("") if isinstance(node.value, str) else node

    def visit_JoinedStr(self, node):
        fields = [self.visit(value) for value in node.values if isinstance(value, ast.FormattedValue)]
        return ast.JoinedStr(sorted(fields, key=ast.dump))


_FIELD = re.compile(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}")


def _texts(source: str) -> list[str]:
    """The texts of a cell: each string constant's value, each f-string's text with {} for its fields."""
    texts = []

    def visit(node):
        if isinstance(node, ast.JoinedStr):
            texts.append("".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            texts.append(node.value)
        else:
            for child in ast.iter_child_nodes(node):
                visit(child)

    visit(ast.parse(source))
    return texts


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_a_translated_code_cell_is_the_english_program_with_other_words(notebook):
    """Same tokens but strings and comments, same tree with texts blanked; a changed text is a catalog entry."""
    if any(translations.problems(notebook, "hu").values()):
        pytest.skip(f"the catalog of {notebook.name} is not finished")
    catalog = translations.read_catalog(translations.catalog_path(notebook, "hu"))
    ids = [m.id for m in catalog if m.id and m.context == "code"]
    said = {ast.literal_eval(f'"""{i} """')[:-1] for i in ids if "{" not in i} | {_FIELD.sub("{}", i) for i in ids}
    english = [c for c in nbformat.read(notebook, as_version=4).cells if c.cell_type == "code"]
    hungarian = [c for c in translations.translated_notebook(notebook, "hu").cells if c.cell_type == "code"]
    assert len(english) == len(hungarian)
    changed = 0
    for en, hu in zip(english, hungarian):
        assert _code_tokens(hu.source) == _code_tokens(en.source)
        en_tree, hu_tree = ast.parse(en.source), ast.parse(hu.source)
        assert ast.dump(_Blanked().visit(hu_tree)) == ast.dump(_Blanked().visit(en_tree))
        gone = Counter(_texts(en.source)) - Counter(_texts(hu.source))
        strays = set(gone) - said
        assert strays == set(), f"{notebook.name}: a text that is no catalog entry changed: {strays}"
        changed += en.source != hu.source
    assert changed > 0 or not said


def test_the_prose_of_a_code_cell_is_found_by_its_place_and_data_is_left_alone():
    cell = ('table = {"periodic": 3, "open": 1}  # counted by status\n'
            'def share(kind):\n'
            '    """Return the share of a kind of game."""\n'
            '    return table[kind] / sum(table.values())\n'
            'if table["open"] == 1:\n'
            '    print(f"{table[\'periodic\']} periodic games", "and one open", title="not a keyword here")\n'
            'fig = plot(values, title="values of the heaps", key="fibonacci play")\n'
            'print("found" if share("open") else "not found")\n')
    found = [(s.kind, s.text) for s in translations.code_strings([cell])[0]]
    assert found == [("comment", "counted by status"), ("literal", "Return the share of a kind of game."),
                     ("literal", "{table['periodic']} periodic games"), ("literal", "and one open"),
                     ("literal", "not a keyword here"), ("literal", "values of the heaps"),
                     ("literal", "found"), ("literal", "not found")]


def test_literals_written_side_by_side_are_one_entry_and_stay_side_by_side():
    cell = 'print(\n    f"{len(p)} positions; the rule gives "\n    f"the value at {sum(c)} of them"\n)\n'
    [string] = translations.code_strings([cell])[0]
    assert string.text == "{len(p)} positions; the rule gives the value at {sum(c)} of them"
    hungarian = translations.translated_cell(cell, [string], lambda s: "{len(p)} állás; a szabály {sum(c)} helyen adja")
    assert hungarian.count("\n") == cell.count("\n")
    assert eval(compile(ast.Expression(ast.parse(hungarian).body[0].value.args[0]), "cell", "eval"),
                {"p": [1, 2], "c": [1]}) == "2 állás; a szabály 1 helyen adja"


def _one_cell_notebook(tmp_path, monkeypatch, source):
    root = tmp_path / "notebooks"
    (root / "solutions").mkdir(parents=True)
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Title", id="m"),
                                           nbformat.v4.new_code_cell(source, id="c")])
    notebook = root / "01-test.ipynb"
    nbformat.write(book, notebook)
    monkeypatch.setattr(translations, "ROOT", tmp_path)
    monkeypatch.setattr(translations, "SOURCE", root)
    return book, notebook


def _translate(notebook, strings):
    path = translations.extract(notebook, "hu")
    catalog = translations.read_catalog(path)
    for (text, context), string in strings.items():
        catalog.get(text, context).string = string
    with open(path, "wb") as stream:
        translations.write_po(stream, catalog, width=100)


def test_a_changed_english_print_keeps_its_old_translation_as_fuzzy(tmp_path, monkeypatch):
    book, notebook = _one_cell_notebook(tmp_path, monkeypatch, 'n = 3\nprint(f"the mex is {n}")  # the mex\n')
    _translate(notebook, {("# Title", None): "# Cím", ("the mex is {n}", "code"): "a mex {n}",
                          ("the mex", "code"): "a mex"})
    assert translations.problems(notebook, "hu") == {"missing": 0, "untranslated": 0, "fuzzy": 0}
    assert translations.translated_notebook(notebook, "hu").cells[1].source == 'n = 3\nprint(f"a mex {n}")  # a mex\n'

    book.cells[1].source = 'n = 3\nprint(f"the mex is now {n}")  # the mex\n'
    nbformat.write(book, notebook)
    assert translations.problems(notebook, "hu")["missing"] == 1
    translations.extract(notebook, "hu")
    assert translations.problems(notebook, "hu") == {"missing": 0, "untranslated": 0, "fuzzy": 1}
    with pytest.raises(ValueError, match="no finished translation"):
        translations.translated_notebook(notebook, "hu")


def test_a_translation_that_loses_a_field_is_refused_naming_it(tmp_path, monkeypatch, capsys):
    _, notebook = _one_cell_notebook(tmp_path, monkeypatch, 'a, n = 2, 3\nprint(f"{a} of {n} heaps")\n')
    _translate(notebook, {("# Title", None): "# Cím", ("{a} of {n} heaps", "code"): "{n} kupacból"})
    assert translations.problems(notebook, "hu")["broken"] == 1
    with pytest.raises(ValueError, match=r"\{a\} missing"):
        translations.translated_notebook(notebook, "hu")
    assert translations.main(["check", "hu", str(notebook)]) == 1
    assert "{a} missing" in capsys.readouterr().out


def test_a_translation_that_breaks_the_literal_is_refused(tmp_path, monkeypatch):
    _, notebook = _one_cell_notebook(tmp_path, monkeypatch, 'print("the kernel")\n')
    _translate(notebook, {("# Title", None): "# Cím", ("the kernel", "code"): 'a "mag"'})
    assert translations.problems(notebook, "hu")["broken"] == 1


def test_a_table_built_from_written_claims_shows_their_names_and_verdicts_but_not_its_keys():
    cells = ['claims = [("KIRÁLY from h1", 7, "first"), ("BÁSTYA from h1", 0, "second")]\n'
             'scores = {"open": 1}\n',
             'rows = [{"game": name, "value": v, "says": said, "search says": "first" if v else "second"}\n'
             '        for name, v, said in claims]\n'
             'pd.DataFrame(rows)\n'
             'pd.DataFrame([(k, "even" if n % 2 == 0 else "odd") for k, n in scores.items()],'
             ' columns=["game code", "parity"])\n'
             'print(scores["open"])\n']
    found = [s.text for cell in translations.code_strings(cells) for s in cell]
    assert found == ["KIRÁLY from h1", "first", "BÁSTYA from h1", "second",
                     "game", "value", "says", "search says", "first", "second",
                     "even", "odd", "game code", "parity"]


@pytest.mark.parametrize("chapter", [p for p in NOTEBOOKS if p.parent == translations.SOURCE
                                     and (translations.SOURCE / "solutions" / f"{p.stem}-solutions.ipynb").exists()],
                         ids=lambda path: path.name)
def test_a_code_text_of_a_chapter_and_its_solutions_is_translated_alike(chapter):
    """The answer cell's docstring and the solution's are one English text: one Hungarian text too."""
    solutions = translations.SOURCE / "solutions" / f"{chapter.stem}-solutions.ipynb"
    here, there = ({m.id: m.string for m in translations.read_catalog(translations.catalog_path(p, "hu"))
                    if m.context == "code" and m.string} for p in (chapter, solutions))
    assert {text: (here[text], there[text]) for text in here.keys() & there.keys() if here[text] != there[text]} == {}
