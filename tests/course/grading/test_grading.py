"""Real nbgrader, end to end: the course's assignments released, submitted and autograded.

Each chapter's exercises form an assignment (tools/grading.py).  The released version holds no
solution; the solutions autograde to full marks, an unanswered submission to zero and a partly
answered one in between.  nbgrader runs as a lecturer runs it, with its own sqlite gradebook.
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools"))
import grading  # noqa: E402

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

pytest.importorskip("nbgrader")


@pytest.fixture(scope="module")
def course(tmp_path_factory) -> tuple[Path, list[str]]:
    root = tmp_path_factory.mktemp("course")
    shutil.copy(ROOT / "grading" / "nbgrader_config.py", root)
    names = grading.write_sources(root)
    grading.release(root)
    return root, names


def _notebook(course: Path, stage: str, name: str) -> Path:
    return course / stage / name / f"{name}-exercises.ipynb"


def _answer_cells(nb) -> list:
    return [c for c in nb.cells if c.metadata.get("nbgrader", {}).get("solution")]


def test_every_chapter_with_exercises_is_an_assignment(course):
    root, names = course
    chapters = [p for p in sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
                if grading.exercises(nbformat.read(p, 4))[1]]
    assert len(chapters) >= 8 and names == [grading.assignment_name(p) for p in chapters]
    for name in names:
        nb = nbformat.read(_notebook(root, "source", name), 4)
        graded = [c for c in nb.cells if c.metadata["nbgrader"].get("grade")]
        assert graded and len(graded) == len(_answer_cells(nb))
        assert all(c.metadata["nbgrader"]["points"] == 1 and c.metadata["nbgrader"]["locked"] for c in graded)


def test_the_release_holds_no_solution(course):
    root, names = course
    for name in names:
        source = nbformat.read(_notebook(root, "source", name), 4)
        release = nbformat.read(_notebook(root, "release", name), 4)
        text = "\n".join(c.source for c in release.cells)
        assert grading.BEGIN not in text and grading.END not in text
        released = {line.strip() for line in text.splitlines()}
        for cell in _answer_cells(source):
            skeleton = cell.source.split(grading.BEGIN)[0]
            own = {line.strip() for line in skeleton.splitlines()}
            for line in grading.solution_lines(cell.source):
                if line.strip() not in own and len(line.strip()) > 3:
                    assert line.strip() not in released, f"{name}: {line.strip()!r} is in the release"
        for cell in _answer_cells(release):
            assert "..." in cell.source, "the student gets the skeleton with its ..."


def _submit(root: Path, student: str, name: str, nb) -> None:
    folder = root / "submitted" / student / name
    folder.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, folder / f"{name}-exercises.ipynb")


def test_autograding_gives_full_marks_zero_and_partial_credit(course):
    from nbgrader.api import Gradebook

    root, names = course
    partial_answers = 2
    for name in names:
        _submit(root, "solutions", name, nbformat.read(_notebook(root, "source", name), 4))
    first = names[1]             # chapter 1: the unanswered and the partly answered submission
    release = nbformat.read(_notebook(root, "release", first), 4)
    _submit(root, "unanswered", first, release)
    source = nbformat.read(_notebook(root, "source", first), 4)
    partial = nbformat.read(_notebook(root, "release", first), 4)
    for mine, theirs in list(zip(_answer_cells(partial), _answer_cells(source)))[:partial_answers]:
        mine.source = theirs.source.replace(grading.BEGIN + "\n", "").replace(grading.END, "")
    _submit(root, "partly", first, partial)

    grading.autograde(root)

    with Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gradebook:
        for name in names:
            full = gradebook.find_submission(name, "solutions")
            assert full.max_score > 0 and full.score == full.max_score, name
        assert gradebook.find_submission(first, "unanswered").score == 0
        partly = gradebook.find_submission(first, "partly")
        assert partly.score == partial_answers < partly.max_score


# ---------------------------------------------------------------------------------------------
# the Hungarian course: assignments from the Hungarian edition, graded and fed back in Hungarian


@pytest.fixture(scope="module")
def hungarian_course(tmp_path_factory) -> tuple[Path, Path, str]:
    """Return a course released from the Hungarian chapter 1 (made from its catalogs), its edition and its name."""
    import translations

    root = tmp_path_factory.mktemp("course-hu")
    edition = tmp_path_factory.mktemp("edition") / "notebooks-hu"
    for notebook in (ROOT / "notebooks" / "01-kernel-and-mex.ipynb",
                     ROOT / "notebooks" / "solutions" / "01-kernel-and-mex-solutions.ipynb"):
        target = edition / notebook.relative_to(ROOT / "notebooks")
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(translations.translated_notebook(notebook, "hu"), target)
    shutil.copy(ROOT / "grading" / "nbgrader_config.py", root)
    names = grading.write_sources(root, edition, language="hu")
    grading.release(root)
    return root, edition, names[0]


def test_a_hungarian_assignment_is_graded_and_fed_back_in_hungarian(hungarian_course):
    """Chapter 1 in Hungarian, end to end: released, handed in by two students, autograded, fed back."""
    import csv

    import editions
    from nbgrader.api import Gradebook

    root, edition, name = hungarian_course
    _ = editions.words("hu")
    assert name == "ch01" and grading.language_of(root) == "hu"
    release = nbformat.read(_notebook(root, "release", name), 4)
    chapter = nbformat.read(edition / "01-kernel-and-mex.ipynb", 4)
    title = next(c.source.splitlines()[0].lstrip("# ") for c in chapter.cells
                 if c.cell_type == "markdown" and c.source.startswith("# "))
    assert release.cells[0].source.startswith("# " + _("Exercises — {title}").format(title=title))
    assert "Write each answer" not in release.cells[0].source
    statements = [c.source for c in chapter.cells if c.metadata.get("gamekit", {}).get("part") == "statement"]
    released = [c.source for c in release.cells if c.metadata["nbgrader"]["grade_id"].startswith("statement-")]
    assert len(statements) == len(released) >= 3
    assert all(r.startswith(s.rstrip()) for s, r in zip(statements, released))

    _submit(root, "megoldas", name, nbformat.read(_notebook(root, "source", name), 4))
    partial = nbformat.read(_notebook(root, "release", name), 4)
    source = nbformat.read(_notebook(root, "source", name), 4)
    first = _answer_cells(source)[0].source
    _answer_cells(partial)[0].source = first.replace(grading.BEGIN + "\n", "").replace(grading.END, "")
    _submit(root, "reszben", name, partial)
    (root / "submitted" / "ures" / name).mkdir(parents=True)
    (root / "submitted" / "ures" / name / "Untitled.ipynb").write_text("{", encoding="utf-8")

    grading.autograde(root, progress=False)
    with Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gradebook:
        full = gradebook.find_submission(name, "megoldas")
        assert full.max_score >= 3 and full.score == full.max_score
        assert gradebook.find_submission(name, "reszben").score == 1
    with (root / "checks.csv").open(encoding="utf-8") as handle:
        said = [row for row in csv.DictReader(handle) if row["student"] == "reszben"]
    assert [int(row["passed"]) for row in said].count(1) == 1 and all(row["message"] for row in said)
    # the checks ran in the grader with GAMEKIT_LANGUAGE=hu: every verdict opens with gamekit's Hungarian words
    from gamekit.core.language import translations

    correct, not_yet = (translations("hu").gettext(words) for words in ("✓ Correct:", "✗ Not yet:"))
    assert (correct, not_yet) != ("✓ Correct:", "✗ Not yet:")
    assert all(row["message"].startswith(correct if row["passed"] == "1" else not_yet) for row in said), said

    pages = grading.feedback(root)
    page = (root / "feedback" / "reszben" / name / f"{name}-exercises.html").read_text(encoding="utf-8")
    assert '<html lang="hu">' in page and f"({_('Score')}: " in page
    for english in ("(Score: ", ">Test cell<", ">Student's answer<", ">(Top)<", "Grade cell: "):
        assert english not in page, english
    unread = (root / "feedback" / "ures" / name / f"{name}-exercises.html").read_text(encoding="utf-8")
    assert _("{assignment}: not graded").format(assignment=name) in unread
    assert _("the notebook cannot be read") in unread and "unreadable" not in unread
    assert len(pages) == 3
