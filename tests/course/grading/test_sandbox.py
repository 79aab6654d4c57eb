"""A hostile class through `make autograde`'s code: every attack on the grader gains nothing and disturbs nobody.

Chapter 0 (one exercise) handed in by two honest students and one student per attack a teaching
assistant tried: writing or deleting the gradebook, reading the worked solutions and a classmate's
notebook, planting code in the course's nbgrader config and in gamekit's source, killing or
stopping the grader, a detached process holding the grader's output open, a cell that sleeps, one
that takes 2 GiB, a fork bomb, a verdict of 3 MB.  Each notebook runs in the bubblewrap sandbox
with a short wall-clock limit; afterwards the honest students have their grades, every attacker
scores what their answer is worth (nothing), no file outside the sandboxes changed and no process
of theirs is left.
"""
from __future__ import annotations

import csv
import hashlib
import os
import shutil
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools"))
import grading  # noqa: E402

import gamekit  # noqa: E402
from gamekit.course.grading.sandbox import bubblewrap  # noqa: E402

pytest.importorskip("nbgrader")
if bubblewrap() is None and not os.environ.get("GAMEKIT_REQUIRE_SANDBOX"):
    pytest.skip("grading for credit needs bubblewrap (apt-get install bubblewrap)", allow_module_level=True)

MARKER = "gamekit-hostile-grandchild"
RIGHT = "def is_p(n):\n    return n % 7 in (0, 2)"
WRONG = "def is_p(n):\n    return n % 2 == 0"
NOTEBOOK_SECONDS = 15


def attacks(root: Path) -> dict[str, str]:
    """Return each attacker's answer cell: the attack, then a wrong answer (or none)."""
    course = str(root)
    package = str(Path(gamekit.__file__).resolve().parent)
    return {
        "writes_gradebook": f"""
import sqlite3, os
for attempt in (lambda: sqlite3.connect({course + '/gradebook.db'!r}).execute(
                    "update grade set manual_score = 10, extra_credit = 7"),
                lambda: os.remove({course + '/gradebook.db'!r}),
                lambda: open({course + '/pwned.txt'!r}, 'w').write('x')):
    try:
        attempt()
    except Exception:
        pass
{WRONG}""",
        "reads_answers": f"""
import json
for path in ({course + '/source/ch00/ch00-exercises.ipynb'!r},
             {course + '/submitted/alice/ch00/ch00-exercises.ipynb'!r}):
    try:
        cells = json.load(open(path))["cells"]
        exec("\\n".join("".join(c["source"]).replace("### BEGIN SOLUTION", "").replace("### END SOLUTION", "")
                       for c in cells if "def is_p" in "".join(c["source"])))
        break
    except Exception:
        def is_p(n):
            ...""",
        "plants_code": f"""
for path in ({course + '/nbgrader_config.py'!r}, {package + '/course/exercises/start.py'!r},
             {package + '/__init__.py'!r}):
    try:
        with open(path, 'a') as handle:
            handle.write('\\nraise SystemExit("planted")\\n')
    except Exception:
        pass
{WRONG}""",
        "kills_grader": f"""
import os, signal
for pid, sig in ((os.getppid(), signal.SIGSTOP), (os.getppid(), signal.SIGKILL), (-1, signal.SIGSTOP)):
    try:
        os.kill(pid, sig)
    except Exception:
        pass
{WRONG}""",
        "detaches": f"""
import subprocess, sys
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)", "{MARKER}"],
                 start_new_session=True, stdin=subprocess.DEVNULL)
{WRONG}""",
        "sleeps": f"import time\ntime.sleep(10 ** 6)\n{RIGHT}",
        "hogs_memory": f"hog = bytearray(2 << 30)\n{RIGHT}",
        "forks": f"""
import os, sys
bomb = "import os\\nwhile True:\\n    try:\\n        os.fork()\\n    except OSError:\\n        pass"
while True:
    try:
        if os.fork() == 0:
            os.execv(sys.executable, [sys.executable, "-c", bomb, "{MARKER}"])
    except OSError:
        pass
{RIGHT}""",
        "long_verdict": "def is_p(n):\n    raise ValueError('x' * 3_000_000)",
    }


def _hand_in(root: Path, student: str, source: str) -> None:
    nb = nbformat.read(root / "release" / "ch00" / "ch00-exercises.ipynb", 4)
    for cell in nb.cells:
        if cell.metadata.get("nbgrader", {}).get("solution"):
            cell.source = source
    folder = root / "submitted" / student / "ch00"
    folder.mkdir(parents=True)
    nbformat.write(nb, folder / "ch00-exercises.ipynb")


def _fingerprint(paths: list[Path]) -> dict[str, str]:
    found = {}
    for top in paths:
        for path in sorted([top] if top.is_file() else top.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                found[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def _marked_processes() -> list[str]:
    """Return the command lines of processes the attackers started (they carry the marker)."""
    left = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue
            if MARKER in command and "pytest" not in command:
                left.append(command)
    return left


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    shutil.copy(ROOT / "grading" / "nbgrader_config.py", root)
    grading.write_sources(root, only=["ch00"])
    grading.release(root)
    _hand_in(root, "alice", RIGHT)
    _hand_in(root, "bob", WRONG)
    for student, source in attacks(root).items():
        _hand_in(root, student, source)
    watched = [root / "nbgrader_config.py", root / "source", root / "release", root / "submitted",
               Path(gamekit.__file__).resolve().parent]
    before = _fingerprint(watched)
    rows = grading.autograde(root, jobs=2, progress=False, notebook_seconds=NOTEBOOK_SECONDS)
    return root, rows, before, _fingerprint(watched)


def _checks(root: Path) -> dict[str, str]:
    with (root / "checks.csv").open(encoding="utf-8") as handle:
        return {r["student"]: r["message"] for r in csv.DictReader(handle)}


@pytest.mark.slow          # the hostile class is graded once for these: half a minute
def test_honest_students_get_their_grades_beside_the_attackers(hostile):
    root, rows, before, after = hostile
    assert rows[("alice", "ch00")].score == 1 and rows[("bob", "ch00")].score == 0
    assert rows[("alice", "ch00")].status == rows[("bob", "ch00")].status == "graded"


@pytest.mark.slow          # the hostile class is graded once for these: half a minute
def test_no_attack_gains_a_mark(hostile):
    root, rows, before, after = hostile
    from nbgrader.api import Gradebook

    attackers = set(attacks(root))
    assert {student for student, _ in rows} == attackers | {"alice", "bob"}
    for student in attackers:
        assert rows[(student, "ch00")].score == 0, (student, rows[(student, "ch00")])
    with Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gradebook:
        for student in attackers | {"alice", "bob"}:
            submission = gradebook.find_submission("ch00", student)
            assert submission.score == rows[(student, "ch00")].score
            assert all(not g.manual_score and not g.extra_credit for nb in submission.notebooks for g in nb.grades)


@pytest.mark.slow          # the hostile class is graded once for these: half a minute
def test_no_file_outside_the_sandboxes_changed(hostile):
    root, rows, before, after = hostile
    assert before == after
    assert not (root / "pwned.txt").exists() and (root / "gradebook.db").exists()


@pytest.mark.slow          # the hostile class is graded once for these: half a minute
def test_no_process_outlives_its_notebook(hostile):
    assert _marked_processes() == []


@pytest.mark.slow          # the hostile class is graded once for these: half a minute
def test_what_each_attack_is_told(hostile):
    root, rows, before, after = hostile
    said = _checks(root)
    assert "no answer yet" in said["reads_answers"]
    assert f"ran longer than {NOTEBOOK_SECONDS} s altogether" in said["sleeps"]
    assert "is_p" in said["hogs_memory"] and "not defined" in said["hogs_memory"]
    assert "ran longer than" in said["forks"]
    message = said["long_verdict"]
    assert "raised ValueError" in message and len(message) <= grading.CHECKS_CSV_LIMIT and "\n" not in message


def test_grading_is_refused_without_the_sandbox_unless_asked_for_practice(tmp_path, monkeypatch, capsys):
    course = tmp_path / "course"
    (course / "source" / "ch00").mkdir(parents=True)
    (course / "submitted").mkdir()
    monkeypatch.setattr(shutil, "which", lambda name, *args, **kwargs: None)
    assert grading.main(["--autograde", str(course)]) == 1
    said = capsys.readouterr().err.strip()
    assert said.count(".") == 1 and "apt-get install bubblewrap" in said and "--practice" in said


def test_grading_is_refused_where_bubblewrap_cannot_build_a_sandbox(tmp_path, monkeypatch, capsys):
    from gamekit.course.grading import sandbox

    course = tmp_path / "course"
    (course / "source" / "ch00").mkdir(parents=True)
    (course / "submitted").mkdir()
    broken = tmp_path / "bwrap"
    broken.write_text("#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n")
    broken.chmod(0o755)
    monkeypatch.setattr(sandbox, "bubblewrap", lambda: str(broken))
    assert grading.main(["--autograde", str(course)]) == 1
    said = capsys.readouterr().err.strip()
    assert said.count(".") == 1 and "No permissions to create new namespace" in said and "--practice" in said
    assert not (course / "grades.csv").exists()


@pytest.mark.slow          # the hostile class is graded once for these: half a minute
def test_a_stopped_run_still_lists_every_student_and_kept_a_backup(hostile, monkeypatch):
    root, rows, before, after = hostile

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(grading, "_run", stopped)
    with pytest.raises(KeyboardInterrupt):
        grading.autograde(root, jobs=2, progress=False, notebook_seconds=NOTEBOOK_SECONDS)
    with (root / "grades.csv").open(encoding="utf-8") as handle:
        listed = {r["student"]: r["status"] for r in csv.DictReader(handle)}
    assert set(listed) == {student for student, _ in rows}
    assert set(listed.values()) == {"grading failed: the run was stopped"}
    assert len(list((root / "backups").glob("gradebook-*.db"))) == 2


def _ruled_notebook(check: str, answer: str = "def nim_add(a, b):\n    return a ^ b"):
    cell = nbformat.v4.new_code_cell
    return nbformat.v4.new_notebook(cells=[
        cell("import gamekit as gk\nfrom gamekit.course.exercises import ch02",
             metadata={"nbgrader": {"grade_id": "setup"}}),
        cell(answer, metadata={"nbgrader": {"grade_id": "answer-2_2"}}),
        cell(f"{check}(nim_add).assert_correct()", metadata={"nbgrader": {"grade_id": "check-2_2", "grade": True}})])


def test_a_check_the_grader_cannot_find_fails_closed_with_one_sentence():
    """autograde dropped the rule of a check it could not resolve: the xor answer then ran unruled."""
    from gamekit.course.grading.autograde import grade_notebook

    confined = bubblewrap() is not None
    [found] = grade_notebook(_ruled_notebook("ch02.check_nim_sum_function"), confined=confined)
    assert not found.ok and "operator `^`" in found.message
    for answer in ["def nim_add(a, b):\n    return a ^ b", "def nim_add(a, b):\n    return (a + b) % 2"]:
        [lost] = grade_notebook(_ruled_notebook("ch02.check_nim_sum_functoin", answer), confined=confined)
        assert not lost.ok
        assert lost.message == ("the check `ch02.check_nim_sum_functoin` could not be found in the course's "
                                "modules, so this exercise counts as failed: tell your lecturer.")
