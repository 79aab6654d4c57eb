"""A synthetic class through `make autograde`'s code: every case of a real term, graded by real nbgrader.

Fifty students hand in chapters 0 and 2: worked answers, partly answered, empty, an answer that
never returns and one whose cell never ends, an exception, each cheat (rebinding the check,
patching ``Verdict.assert_correct``, calling the function the exercise asks for, using ``^`` and
each way around that rule: ``int.__xor__``, ``functools.reduce(operator.xor, …)``,
``numpy.bitwise_xor``, ``eval``, ``sys.setprofile``, a thread, patching the rule, an engine module),
a deleted and a changed check cell, ``exit()``, a helper cell of their own, a renamed file, a
corrupt file, a resubmission with a newer answer and a student who never hands anything in; and
what an honest term brings: set union in 2.2, an id with a space and accents, nbgrader's marks
dropped by an editor (with and without the cell ids), an exercise's cells deleted, a pasted copy of
a check cell, an original and a "(1)" copy handed in at the same time, an empty newer
``Untitled.ipynb`` beside the work, another assignment's notebook under this one's name.  The test
checks every row of grades.csv, every check's words and every feedback file.  (The attacks on the
grader itself are in test_sandbox.py.)
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

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools"))
import grading  # noqa: E402

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

pytest.importorskip("nbgrader")
if shutil.which("bwrap") is None and not os.environ.get("GAMEKIT_REQUIRE_SANDBOX"):
    pytest.skip("grading for credit needs bubblewrap (apt-get install bubblewrap)", allow_module_level=True)


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
SET_UNION = """def nim_add(a, b):
    ones_a = {i for i in range(a.bit_length()) if a // 2 ** i % 2}
    ones_b = {i for i in range(b.bit_length()) if b // 2 ** i % 2}
    return sum(2 ** i for i in (ones_a | ones_b) - (ones_a & ones_b))"""
AROUND_THE_RULE = {      # student: (answer of 2.2, the word the refusal names)
    "xor_dunder": ("def nim_add(a, b):\n    return int.__xor__(a, b)", "`__xor__`"),
    "reduces_operator_xor": ("import functools, operator\ndef nim_add(a, b):\n"
                             "    return functools.reduce(operator.xor, [a, b])", "`xor`"),
    "numpy_xor": ("import numpy as np\ndef nim_add(a, b):\n    return int(np.bitwise_xor(a, b))", "`bitwise_xor`"),
    "evals_xor": ("def nim_add(a, b):\n    return eval('a ' + chr(94) + ' b')", "`eval`"),
    "unhooks_the_rule": ("import sys\nsys.setprofile(None)\ndef nim_add(a, b):\n    return gk.nim_sum(a, b)",
                         "`sys.setprofile`"),
    "uses_a_thread": ("import threading\ndef nim_add(a, b):\n    out = []\n"
                      "    t = threading.Thread(target=lambda: out.append(gk.nim_sum(a, b)))\n"
                      "    t.start()\n    t.join()\n    return out[0]", "`threading`"),
    "patches_the_rule": ("import gamekit.course.grading.forbidden as rule\n"
                         "rule.Forbidden.watch = lambda self: __import__('contextlib').nullcontext(self)\n"
                         "def nim_add(a, b):\n    return gk.nim_sum(a, b)", "`__import__`"),
    "calls_an_engine": ("from gamekit.engines import octal\ndef nim_add(a, b):\n    return gk.nim_sum(a, b)",
                        "`engines`"),
}
RULED = ["2.1", "2.2", "2.3", "2.4", "2.7", "2.8"]     # the exercises of chapter 2 with a rule


def _refusal(answer: str) -> str:
    from gamekit.course.grading.forbidden import refused

    return refused(answer, [], ["bitwise", "gamekit.theory.arithmetic.nim_sum"]) or ""


def _refused_elsewhere(answer: str) -> str:
    """Return why a cell fails every ruled exercise, reached or not (it hides what it does), or ""."""
    from gamekit.course.grading.forbidden import refused

    return refused("def another_answer():\n    return 1", [answer], ["bitwise"]) or ""


ONLY_CH02 = set(AROUND_THE_RULE) | {"set_union", "Zoë Ångström", "no_metadata", "no_metadata_nor_ids",
                                    "deleted_exercise", "pasted_check", "copy_tie", "untitled_beside",
                                    "wrong_assignment"}


def _without_marks(nb, ids: bool = False):
    """Return the notebook as an editor that drops nbgrader's metadata (and perhaps the cell ids) saves it."""
    for k, cell in enumerate(nb.cells):
        cell.metadata.pop("nbgrader", None)
        if ids:
            cell["id"] = f"edited-{k}"
    return nb


def _without_exercise(nb, exercise: str):
    key = exercise.replace(".", "_")
    nb.cells = [c for c in nb.cells if not c.metadata.get("nbgrader", {}).get("grade_id", "").endswith(key)]
    return nb


def _with_pasted_check(nb, exercise: str):
    import copy

    key = f"check-{exercise.replace('.', '_')}"
    at = next(i for i, c in enumerate(nb.cells) if c.metadata.get("nbgrader", {}).get("grade_id") == key)
    pasted = copy.deepcopy(nb.cells[at])
    pasted["id"] = "pasted-check"
    nb.cells.insert(at + 1, pasted)
    return nb
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
                                          "lambda f: gk.course.grading.verdict.Verdict(True, 'fine')"}),
                            {"2.2": (False, "`course`")}),
        "patches_verdict": (ch02(default=None, answers={
            "2.1": "from gamekit.course.grading.verdict import Verdict\nVerdict.assert_correct = lambda self: None\n"
                   "def mex_table(n):\n    return [[0] * n] * n",
            "2.2": wrong_nim_add}), {"*": (False, ""), "2.1": (False, "`course`")}),
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
    cases.update({student: (ch02(answers={"2.2": answer}),
                            {**{e: (False, _refused_elsewhere(answer)) for e in RULED if _refused_elsewhere(answer)},
                             "2.2": (False, word)})
                  for student, (answer, word) in AROUND_THE_RULE.items()})
    cases.update({
        "set_union": (ch02(answers={"2.2": SET_UNION}), {}),
        "Zoë Ångström": (ch02(), {}),
        "no_metadata": (_without_marks(ch02()), {}),
        "no_metadata_nor_ids": (_without_marks(ch02(), ids=True), {}),
        "deleted_exercise": (_without_exercise(ch02(), "2.4"), {"2.4": (False, "no answer yet")}),
        "pasted_check": (_with_pasted_check(ch02(), "2.2"), {}),
        "copy_tie": ("copy_tie", {}),
        "untitled_beside": ("untitled_beside", {}),
        "wrong_assignment": ("wrong_assignment", "wrong assignment"),
    })
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
        elif nb == "copy_tie":
            _hand_in(root, student, "ch02", ch02(default=None), when=when)
            _hand_in(root, student, "ch02", ch02(), filename="ch02-exercises (1).ipynb", when=when)
        elif nb == "untitled_beside":
            _hand_in(root, student, "ch02", ch02(), when=when)
            _hand_in(root, student, "ch02", nbformat.v4.new_notebook(), filename="Untitled.ipynb", when=when + 30)
        elif nb == "wrong_assignment":
            _hand_in(root, student, "ch02", ch00(), when=when)
        else:
            _hand_in(root, student, "ch02", nb, when=when)
        expected.setdefault(student, {"ch02": (when, checks)})
        # chapter 0 (one exercise): the worked answer for the even students, a wrong one for the odd
        if nb is not None and student not in ONLY_CH02:
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
        if verdicts is None or isinstance(verdicts, str):
            reason = verdicts or "unreadable notebook: ch02-exercises.ipynb is not valid JSON"
            assert row["status"].startswith(reason), row
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
    assert rows[("renamed", "ch02")]["note"] == "graded ch02-exercises (1).ipynb, the notebook of ch02"
    assert rows[("copy_tie", "ch02")]["note"].startswith("graded ch02-exercises (1).ipynb, handed in at the same time")
    assert rows[("untitled_beside", "ch02")]["note"] == "Untitled.ipynb holds none of its exercises"
    assert "put back on" in rows[("no_metadata_nor_ids", "ch02")]["note"]
    assert rows[("deleted_exercise", "ch02")]["note"] == "exercise 2.4 not in the notebook: put back as released"
    assert rows[("wrong_assignment", "ch02")]["status"] == \
        "wrong assignment: ch02-exercises.ipynb holds the exercises of ch00, not those of ch02"


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


def test_each_failed_notebook_gets_its_own_reason(tmp_path, monkeypatch):
    """Two graders' lines interleave; each reason comes from that student's own lines."""
    import json
    import subprocess

    said = [["gamekit-start " + json.dumps(["ann", "ch02"]), "gamekit-graded " + json.dumps(["ann", "ch02"]),
             "gamekit-start " + json.dumps(["Bo Ek", "ch02"]), "[AutogradeApp | ERROR] something broke",
             "gamekit-failed " + json.dumps(["Bo Ek", "ch02", "Bo's own reason"]),
             "gamekit-start " + json.dumps(["Cy Ångström", "ch02"]), "[AutogradeApp | ERROR] Cy's own error"],
            ["gamekit-start " + json.dumps(["dee", "ch02"]), "[AutogradeApp | ERROR] dee's own error"]]

    def graders(course, folders, **_):
        return [subprocess.Popen([sys.executable, "-c", f"print({chr(10).join(lines)!r}); raise SystemExit(1)"],
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
                for lines in said]

    monkeypatch.setattr(grading, "_graders", graders)
    folders = [tmp_path / "grader0", tmp_path / "grader1"]
    done, reasons = set(), {}
    grading._run(tmp_path, folders, [("ann", "ch02")] * 4, done, reasons, practice=False, progress=False,
                 notebook_seconds=10)
    assert done == {("ann", "ch02")}
    assert reasons == {("Bo Ek", "ch02"): "Bo's own reason", ("Cy Ångström", "ch02"): "Cy's own error",
                       ("dee", "ch02"): "dee's own error"}
