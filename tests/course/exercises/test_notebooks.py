"""The shape of every exercise in the chapters, and that no exercise is answered above itself.

Each exercise is four cells, in order: the statement, an answer cell holding ``...`` for the
student, the check, and a ladder of two or three hints that open one at a time.  Its worked
solution lives in the solutions notebook only: a solution cell defining the answer's names and
the same check, saved passing.
"""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[3]
ALL_CHAPTERS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
# the chapters with exercises (the atlas of chapter 8 has none: it is a census to read and extend)
CHAPTERS = [p for p in ALL_CHAPTERS if any(c.metadata.get("gamekit", {}).get("part") == "statement"
                                           for c in nbformat.read(p, 4).cells)]
PARTS = ["statement", "answer", "check", "hints"]


def _meta(cell) -> tuple[str | None, str | None]:
    meta = cell.metadata.get("gamekit", {})
    return meta.get("exercise"), meta.get("part")


def _output(cell) -> str:
    return "".join(o.get("text", "") or o.get("data", {}).get("text/plain", "") for o in cell.outputs)


def _solutions(chapter: Path) -> Path:
    return chapter.parent / "solutions" / f"{chapter.stem}-solutions.ipynb"


def _distinctive(line: str) -> bool:
    """Return True for a line of a solution that would give it away (not an import or a game's name)."""
    line = line.strip()
    naming_a_game = re.fullmatch(r"\w+ = gk\.\w+\([^()]*\)", line)
    return (len(line) > 12 and not naming_a_game
            and not line.startswith(("#", "import ", "from ", '"""', "def ", "return ("))
            and not line.endswith('"""'))


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.stem)
def test_every_exercise_is_statement_answer_check_hints(chapter):
    nb = nbformat.read(chapter, 4)
    number = int(chapter.name[:2])
    cells = [(c, *_meta(c)) for c in nb.cells]
    ids = list(dict.fromkeys(ex for _, ex, part in cells if ex and part in PARTS))
    assert ids == [f"{number}.{k}" for k in range(1, len(ids) + 1)], ids
    assert sum(part == "setup" for _, _, part in cells) == 1
    for ex in ids:
        run = [(c, part) for c, e, part in cells if e == ex]
        assert [part for _, part in run] == PARTS, (ex, [part for _, part in run])
        at = next(i for i, (c, e, _) in enumerate(cells) if e == ex)
        assert [e for _, e, _ in cells[at:at + 4]] == [ex] * 4, f"the cells of {ex} are not together"
        statement, answer, check, hints = (c for c, _ in run)
        assert statement.source.startswith(f"**Exercise {ex}")
        assert "..." in answer.source and not answer.outputs
        assert "no answer yet" in _output(check), (ex, _output(check))
        assert 2 <= hints.source.count("<details>") <= 3 and "Hint 1" in hints.source


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.stem)
def test_each_solution_is_in_the_solutions_notebook_only_and_passes_its_check(chapter):
    nb = nbformat.read(chapter, 4)
    sol = nbformat.read(_solutions(chapter), 4)
    checks = {ex: c.source for c in nb.cells for ex, part in [_meta(c)] if part == "check"}
    answers = {ex: c.source for c in nb.cells for ex, part in [_meta(c)] if part == "answer"}
    solved = {}
    for i, cell in enumerate(sol.cells):
        ex, part = _meta(cell)
        if part == "solution":
            solved[ex] = cell.source
            following = sol.cells[i + 1]
            assert _meta(following) == (ex, "check") and following.source == checks[ex]
            assert _output(following).startswith("✓ Correct"), (ex, _output(following))
    assert set(solved) == set(checks)
    chapter_lines = {line.strip() for c in nb.cells for line in c.source.splitlines()}
    for ex, source in solved.items():
        own = {line.strip() for line in answers[ex].splitlines()}
        leaked = [line.strip() for line in source.splitlines()
                  if _distinctive(line) and line.strip() not in own and line.strip() in chapter_lines]
        assert not leaked, f"exercise {ex}: the chapter already has {leaked}"


def test_every_chapter_but_the_atlas_has_exercises():
    assert [p.stem for p in ALL_CHAPTERS if p not in CHAPTERS] == ["08-octal-atlas"]


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.stem)
def test_at_most_one_naive_attempt_is_shown_per_chapter(chapter):
    nb = nbformat.read(chapter, 4)
    calls = [c for c in nb.cells if c.cell_type == "code" and re.search(r"\bcheck_\w+\(", c.source)
             and _meta(c)[1] != "check"]
    assert len(calls) <= 1, [c.source for c in calls]
