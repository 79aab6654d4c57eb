"""A synthetic class through `make autograde`'s code: every case of a real term, graded by real nbgrader.

Thirty-three students hand in chapters 0 and 2: worked answers, partly answered, empty, an answer
that never returns and one whose cell never ends, an exception, each cheat (rebinding the check,
patching ``Verdict.assert_correct``, calling the function the exercise asks for, using ``^``), a
deleted and a changed check cell, ``exit()``, a helper cell of their own, a renamed file, a corrupt
file, a resubmission with a newer answer and a student who never hands anything in.  The test
checks every row of grades.csv, every check's words and every feedback file.
"""
from __future__ import annotations

import csv
import html
import os
import shutil
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import grading  # noqa: E402

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

pytest.importorskip("nbgrader")


def _notebook(course: Path, stage: str, name: str) -> Path:
    return course / stage / name / f"{name}-exercises.ipynb"



SOLVED = "solved"


def _student_notebook(root: Path, name: str, answers: dict[str, str] | None = None, *,
                      default: str = SOLVED, drop: tuple[str, ...] = (), edit: dict[str, str] | None = None,
                      extra: dict[str, str] | None = None):
    """Return a student's notebook of assignment ``name``: the release with answers filled in.

    ``answers`` maps an exercise ("2.2") to the source of its answer cell; the others get
    ``default`` (the worked solution, or the released skeleton for ``None``).  ``drop`` deletes
    check cells, ``edit`` rewrites them, ``extra`` adds a cell of the student's own before an
    exercise's answer.
    """
    answers, edit, extra = answers or {}, edit or {}, extra or {}
    source = {c.metadata["nbgrader"]["grade_id"]: c.source
              for c in nbformat.read(_notebook(root, "source", name), 4).cells}
    nb = nbformat.read(_notebook(root, "release", name), 4)
    cells = []
    for cell in nb.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id", "")
        kind, _, key = grade_id.partition("-")
        exercise = key.replace("_", ".")
        if kind == "answer":
            if exercise in extra:
                cells.append(nbformat.v4.new_code_cell(extra[exercise]))
            if exercise in answers:
                cell.source = answers[exercise]
            elif default == SOLVED:
                cell.source = source[grade_id].replace(grading.BEGIN + "\n", "").replace(grading.END, "")
        if kind == "check":
            if exercise in drop:
                continue
            if exercise in edit:
                cell.source = edit[exercise]
        cells.append(cell)
    nb.cells = cells
    return nb


def _hand_in(root: Path, student: str, name: str, nb, *, filename: str | None = None,
             when: float | None = None, text: str | None = None) -> Path:
    folder = root / "submitted" / student / name
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (filename or f"{name}-exercises.ipynb")
    if text is not None:
        path.write_text(text)
    else:
        nbformat.write(nb, path)
    if when is not None:
        os.utime(path, (when, when))
    return path


LOOP = "def nim_add(a, b):\n    while True:\n        pass"
CLASS_START = 1_780_000_000.0          # a fixed submission time: the rows can be compared exactly


def _class(root: Path) -> dict[str, dict]:
    """Hand in the class's notebooks; return what each student's row and checks must say."""
    ch00, ch02 = (lambda **k: _student_notebook(root, "ch00", **k)), (lambda **k: _student_notebook(root, "ch02", **k))
    wrong_nim_add = "def nim_add(a, b):\n    return a + b"
    cases = {
        # student: (ch02 notebook or marker, {exercise: (passed, words in the message)})
        "correct": (ch02(), {}),
        "partly": (ch02(default=None, answers={"2.3": "winning_move = (11, 6, 33, 44)",
                                               "2.6": "cancellative_only = monotone_only = [[0] * 4] * 4"}),
                   {"*": (False, "no answer yet"), "2.3": (True, ""), "2.6": (False, "")}),
        "empty": (ch02(default=None), {"*": (False, "no answer yet")}),
        "loops": (ch02(answers={"2.2": LOOP}), {"2.2": (False, "ran longer than 2 s")}),
        "loops_in_cell": (ch02(answers={"2.3": "while True:\n    pass\nwinning_move = (11, 6, 33, 44)"}),
                          {"2.3": (False, "answer cell ran longer than")}),
        "raises": (ch02(answers={"2.2": "def nim_add(a, b):\n    x = 1\n    return a // 0"}),
                   {"2.2": (False, "ZeroDivisionError")}),
        "rebinds_checker": (ch02(answers={"2.2": wrong_nim_add + "\nch02.check_nim_sum_function = "
                                          "lambda f: gk.course.exercises.Verdict(True, 'fine')"}),
                            {"2.2": (False, "(1, 1) = 2")}),
        "patches_verdict": (ch02(default=None, answers={
            "2.1": "from gamekit.course.exercises import Verdict\nVerdict.assert_correct = lambda self: None\n"
                   "def mex_table(n):\n    return [[0] * n] * n",
            "2.2": wrong_nim_add}), {"*": (False, ""), "2.2": (False, "(1, 1) = 2")}),
        "calls_nim_sum": (ch02(answers={"2.2": "def nim_add(a, b):\n    return gk.nim_sum(a, b)"}),
                          {"2.2": (False, "calls gamekit’s `nim_sum`")}),
        "uses_xor": (ch02(answers={"2.2": "def nim_add(a, b):\n    return a ^ b"}),
                     {"2.2": (False, "operator `^`")}),
        "calls_nim_inverse": (ch02(answers={"2.8": "from gamekit.theory.nimfield import nim_inverse\n"
                                            "nim_inverses = [0] + [nim_inverse(a) for a in range(1, 16)]"}),
                              {"2.8": (False, "calls gamekit’s `nim_inverse`")}),
        "deletes_check": (ch02(drop=("2.2",)), {"2.2": (False, "deleted")}),
        "edits_check": (ch02(edit={"2.2": "print('✓ Correct')"}), {"2.2": (False, "changed")}),
        "exits": (ch02(answers={"2.4": "import sys\nsys.exit()"}), {"2.4": (False, "")}),
        "own_helper": (ch02(answers={"2.2": "def nim_add(a, b):\n    return digitwise(a, b)"},
                            extra={"2.2": "def digitwise(a, b):\n    total, place = 0, 1\n    while a or b:\n"
                                   "        total += (a % 2 + b % 2) % 2 * place\n"
                                   "        a, b, place = a // 2, b // 2, place * 2\n    return total"}), {}),
        "renamed": ("renamed", {}),
        "corrupt": ("corrupt", None),
        "resubmits": ("resubmits", {}),
        "never": (None, None),
    }
    cases.update({f"student{k:02d}": (ch02(), {}) if k % 2 else
                  (ch02(answers={"2.1": "def mex_table(n):\n    return [[a + b for b in range(n)] for a in range(n)]"}),
                   {"2.1": (False, "")})
                  for k in range(14)})
    expected = {}
    for k, (student, (nb, checks)) in enumerate(sorted(cases.items())):
        when = CLASS_START + 60 * k
        if nb is None:
            expected[student] = {"ch02": None}
        elif nb == "renamed":
            _hand_in(root, student, "ch02", ch02(), filename="ch02-exercises (1).ipynb", when=when)
        elif nb == "corrupt":
            _hand_in(root, student, "ch02", None, text='{"cells": [', when=when)
        elif nb == "resubmits":
            _hand_in(root, student, "ch02", ch02(default=None), when=when)
        else:
            _hand_in(root, student, "ch02", nb, when=when)
        expected.setdefault(student, {"ch02": (when, checks)})
        # chapter 0 (one exercise): the worked answer for the even students, a wrong one for the odd
        if nb is not None:
            zero = ch00() if k % 2 == 0 else ch00(answers={"0.1": "def is_p(n):\n    return n % 2 == 0"})
            _hand_in(root, student, "ch00", zero, when=when)
            expected[student]["ch00"] = (when, {"0.1": (k % 2 == 0, "")})
        else:
            expected[student]["ch00"] = None
    return expected


@pytest.fixture(scope="module")
def term(tmp_path_factory):
    root = tmp_path_factory.mktemp("term")
    shutil.copy(ROOT / "grading" / "nbgrader_config.py", root)
    names = grading.write_sources(root, only=["ch00", "ch02"])
    grading.release(root)
    expected = _class(root)
    (root / "students.csv").write_text("id\n" + "\n".join(sorted(expected)) + "\n")
    first = grading.autograde(root, jobs=2, progress=False)
    # the resubmission: a newer notebook with the worked answers replaces the empty one
    later = CLASS_START + 86_400
    _hand_in(root, "resubmits", "ch02", _student_notebook(root, "ch02"), when=later)
    expected["resubmits"]["ch02"] = (later, {})
    second = grading.autograde(root, jobs=2, progress=False)
    return root, names, expected, first, second


def _rows(root: Path) -> dict[tuple[str, str], dict]:
    with (root / "grades.csv").open() as handle:
        return {(r["student"], r["assignment"]): r for r in csv.DictReader(handle)}


def _checks(root: Path) -> dict[tuple[str, str, str], tuple[bool, str]]:
    with (root / "checks.csv").open() as handle:
        return {(r["student"], r["assignment"], r["exercise"]): (r["passed"] == "1", r["message"])
                for r in csv.DictReader(handle)}


def test_the_class_has_every_kind_of_submission(term):
    root, names, expected, first, second = term
    assert names == ["ch00", "ch02"] and len(expected) >= 30


def test_every_row_of_the_grades(term):
    root, names, expected, first, second = term
    rows, checks = _rows(root), _checks(root)
    assert set(rows) == {(s, n) for s in expected for n in names}
    exercises = {"ch00": ["0.1"], "ch02": [f"2.{k}" for k in range(1, 9)]}
    for (student, name), row in rows.items():
        want = expected[student][name]
        if want is None:
            assert row["status"] == "not submitted" and row["score"] == "" and row["submitted"] == "", row
            continue
        when, verdicts = want
        assert row["submitted"] == grading._when(when).isoformat(timespec="seconds"), row
        if verdicts is None:
            assert row["status"].startswith("unreadable notebook: ch02-exercises.ipynb is not valid JSON"), row
            assert row["score"] == "" and not any(k[:2] == (student, name) for k in checks)
            continue
        assert row["status"] == "graded", row
        passed = []
        for exercise in exercises[name]:
            ok, words = verdicts.get(exercise, verdicts.get("*", (True, "")))
            said_ok, message = checks[(student, name, exercise)]
            assert said_ok == ok and words in message, (student, exercise, message)
            assert message.startswith("✓ Correct" if ok else "✗ Not yet") and "Traceback" not in message
            passed.append(ok)
        assert float(row["score"]) == sum(passed) and float(row["max_score"]) == len(exercises[name]), row
        assert row["failed_checks"].split() == [e for e, ok in zip(exercises[name], passed) if not ok]
    assert rows[("renamed", "ch02")]["note"] == "graded ch02-exercises (1).ipynb, the newest notebook"


def test_a_resubmission_is_graded_again_and_the_rest_is_not(term):
    root, names, expected, first, second = term
    assert first[("resubmits", "ch02")].score == 0 and second[("resubmits", "ch02")].score == 8
    assert {k: r.score for k, r in first.items() if k[0] != "resubmits"} == \
        {k: r.score for k, r in second.items() if k[0] != "resubmits"}


def test_every_feedback_file_says_what_each_check_said(term):
    root, names, expected, first, second = term
    files = grading.feedback(root)
    rows = _rows(root)
    handed_in = {key for key, r in rows.items() if r["status"] != "not submitted"}
    assert {(f.parent.parent.name, f.parent.name) for f in files} == handed_in
    checks = _checks(root)
    for path in files:
        student, name = path.parent.parent.name, path.parent.name
        page = html.unescape(path.read_text())
        if rows[(student, name)]["status"] != "graded":
            assert rows[(student, name)]["status"] in page and "could not be graded" in page
            continue
        for (s, n, exercise), (_ok, message) in checks.items():
            if (s, n) == (student, name):
                assert message.replace("\n", " ") in page.replace("\n", " "), (student, exercise)
