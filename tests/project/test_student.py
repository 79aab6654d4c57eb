"""`make student`: clean chapter copies from which nothing of a solution leaks."""
from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))
import student  # noqa: E402


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns("student", ".ipynb_checkpoints"))
    return root


def _lines(nb) -> set[str]:
    return {line.strip() for c in nb.cells for line in c.source.splitlines() if line.strip()}


def test_student_copies_are_clean_and_leak_nothing(tmp_path):
    root = _copy(tmp_path)
    secret = "the_answer_nobody_may_see = 4  # from a solution cell"
    # a chapter with a solution cell of its own, to check that such cells are emptied
    chapter = sorted(root.glob("[0-9][0-9]-*.ipynb"))[-1]
    nb = nbformat.read(chapter, 4)
    nb.cells.insert(2, nbformat.v4.new_code_cell(f"# Solution\n{secret}", execution_count=7,
                                                 outputs=[nbformat.v4.new_output("stream", text="4\n")]))
    nbformat.write(nb, chapter)
    assert student.main([str(root)]) == 0
    out = root / "student"
    chapters = sorted(root.glob("[0-9][0-9]-*.ipynb"))
    assert sorted(p.name for p in out.glob("*.ipynb")) == [p.name for p in chapters]
    assert not list(out.rglob("*solutions*")), "solutions notebooks must not be copied"

    solution_lines = set()
    for sol in sorted((root / "solutions").glob("*.ipynb")) + chapters:
        for cell in nbformat.read(sol, 4).cells:
            if student.is_solution(cell) or "solutions" in sol.parts:
                solution_lines |= {line.strip() for line in cell.source.splitlines() if len(line.strip()) > 3}
    for original in chapters:
        copy = nbformat.read(out / original.name, 4)
        text = (out / original.name).read_text(encoding="utf-8")
        assert secret not in text and "the_answer_nobody_may_see" not in text
        assert not copy.metadata.get("widgets")
        for cell in copy.cells:
            if cell.cell_type == "code":
                assert cell.outputs == [] and cell.execution_count is None
                assert not student.is_solution(cell)
        # nothing is added: every line of the copy is a line of the chapter (links re-pointed)
        orig_lines = _lines(nbformat.read(original, 4))
        extra = {line for line in _lines(copy) if line.replace("../solutions/", "solutions/") not in orig_lines}
        assert not extra
        # no line that only a solution has (not the chapter itself) reaches the copy
        leaked = (_lines(copy) & solution_lines) - (orig_lines - {secret})
        assert not leaked, leaked
        # the outputs of the original are gone entirely
        assert all(not c.get("outputs") for c in json.loads(text)["cells"])


def test_links_into_solutions_still_resolve_from_the_copies(tmp_path):
    root = _copy(tmp_path)
    student.main([str(root)])
    for copy in (root / "student").glob("*.ipynb"):
        for cell in nbformat.read(copy, 4).cells:
            for target in __import__("re").findall(r"\]\(([^)#\s]*solutions/[^)#\s]+)", cell.source):
                assert (copy.parent / target).resolve().exists(), (copy.name, target)


def test_a_second_run_rebuilds_the_same_folder(tmp_path):
    root = _copy(tmp_path)
    student.main([str(root)])
    first = {p.name: p.read_bytes() for p in (root / "student").iterdir()}
    (root / "student" / "stray.ipynb").write_text("{}")
    student.main([str(root)])
    assert {p.name: p.read_bytes() for p in (root / "student").iterdir()} == first


def test_the_student_edition_keeps_every_exercise_with_its_hints_and_empty_answer(tmp_path):
    root = _copy(tmp_path)
    student.main([str(root)])
    for original in sorted(root.glob("[0-9][0-9]-*.ipynb")):
        parts = [(c.metadata.get("gamekit", {}).get("exercise"), c.metadata.get("gamekit", {}).get("part"))
                 for c in nbformat.read(original, 4).cells]
        copy = nbformat.read(root / "student" / original.name, 4)
        assert [(c.metadata.get("gamekit", {}).get("exercise"), c.metadata.get("gamekit", {}).get("part"))
                for c in copy.cells] == parts
        for cell in copy.cells:
            part = cell.metadata.get("gamekit", {}).get("part")
            if part == "answer":
                assert "..." in cell.source
            if part == "hints":
                assert cell.source.count("<details>") >= 2


@pytest.mark.slow
def test_a_student_copy_of_chapter_9_finds_its_stored_orders(tmp_path):
    """`make student` copies the chapters alone: chapter 9 reads its stored orders through the package."""
    from nbclient import NotebookClient

    root = _copy(tmp_path)
    student.main([str(root)])
    copy = root / "student" / "09-misere-quotients.ipynb"
    code = [c for c in nbformat.read(copy, 4).cells if c.cell_type == "code"]
    cells = [code[0]] + [c for c in code if "stored_misere_orders" in c.source]
    assert len(cells) == 2 and "import gamekit as gk" in cells[0].source
    assert all(p.is_file() for p in (root / "student").iterdir())          # nothing beside the notebooks
    NotebookClient(nbformat.v4.new_notebook(cells=cells), timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(root / "student")}}).execute()
    shown = "".join(o.get("text", "") for o in cells[1].outputs)
    assert "the stored orders agree with the code for rows up to 24\n" in shown, cells[1].outputs


def _hungarian_edition(tmp_path: Path) -> Path:
    """Return a folder holding the Hungarian edition's chapters and solutions, made from the catalogs."""
    import translations

    root = tmp_path / "notebooks-hu"
    for notebook in translations.notebooks():
        if any(translations.problems(notebook, "hu").values()):
            continue                                 # a catalog still being translated
        target = root / notebook.relative_to(NOTEBOOKS)
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(translations.translated_notebook(notebook, "hu"), target)
    return root


def test_the_hungarian_student_copies_are_the_hungarian_chapters_cleaned(tmp_path):
    """`make student-hu`: the Hungarian chapters, outputs and solutions gone, a README in Hungarian."""
    import editions

    root = _hungarian_edition(tmp_path)
    chapters = sorted(root.glob("[0-9][0-9]-*.ipynb"))
    assert len(chapters) >= 8
    assert student.main(["--language", "hu", str(root)]) == 0
    out = root / "student"
    assert sorted(p.name for p in out.glob("*.ipynb")) == [p.name for p in chapters]
    assert not list(out.rglob("*solutions*"))
    readme = (out / "README.md").read_text(encoding="utf-8")
    assert "make student-hu" in readme and "Clean copies" not in readme
    assert readme.strip() == editions.words("hu")(
        "Clean copies of the chapters for live coding, written by `{command}` (tools/student.py): "
        "outputs cleared, solution cells emptied. Rebuilt on every run; do not edit here. This folder "
        "is ignored by git.").format(command="make student-hu")
    linked = []
    for chapter in chapters:
        source, copy = nbformat.read(chapter, 4), nbformat.read(out / chapter.name, 4)
        assert copy.metadata["gamekit"]["language"] == "hu"
        assert [c.source.replace("../solutions/", "solutions/") for c in copy.cells if c.cell_type == "markdown"] \
            == [c.source for c in source.cells if c.cell_type == "markdown"]
        assert all(c.outputs == [] and not student.is_solution(c) for c in copy.cells if c.cell_type == "code")
        for cell in copy.cells:
            for target in re.findall(r"\]\(([^)#\s]*solutions/[^)#\s]+)", cell.source):
                solution = root / "solutions" / Path(target).name
                if solution.exists():                # in the edition once its catalog is finished
                    linked.append(target)
                    assert (out / target).resolve() == solution.resolve(), (chapter.name, target)
    assert linked


def test_student_hu_names_the_missing_edition(tmp_path, capsys):
    assert student.main(["--language", "hu", str(tmp_path / "nothing-here")]) == 1
    assert "make notebooks-hu" in capsys.readouterr().err
