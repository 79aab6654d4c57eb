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
