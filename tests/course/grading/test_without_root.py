"""A lecturer who is not root grades in the same sandbox, with the same grades.

Started by root, bubblewrap runs each student as an unprivileged user of its own; started by an
ordinary user it maps the student to ``nobody`` in a user namespace instead (what a lecturer's own
machine does).  Here the grader itself runs as ``nobody``: an answer that earns the mark gets it,
the forbidden operator is refused, and a cell writing beside the course changes nothing outside.

The Python running the tests may sit where another user cannot reach it (a pyenv under /root):
then the lecturer's Python is a virtual environment of the system's Python of the same version that
reads this environment's packages, built in a temporary folder.  Without root (to become
``nobody``), ``setpriv``, bubblewrap or such a Python the test is skipped with the reason.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
from pathlib import Path

import pytest

from gamekit.course.grading.sandbox import bubblewrap

pytestmark = pytest.mark.slow

NOBODY = 65534
ANSWERS = {
    "digits": "def nim_add(a, b):\n    total, place = 0, 1\n    while a or b:\n"
              "        total += (a % 2 + b % 2) % 2 * place\n        a, b, place = a // 2, b // 2, place * 2\n"
              "    return total",
    "xor": "def nim_add(a, b):\n    return a ^ b",
}
GRADE = textwrap.dedent('''
    import json, os, sys
    import nbformat
    from gamekit.course.grading.autograde import grade_notebook

    cell = nbformat.v4.new_code_cell
    said = {"uid": os.geteuid()}
    for name, answer in json.loads(sys.argv[1]).items():
        nb = nbformat.v4.new_notebook(cells=[
            cell("import gamekit as gk\\nfrom gamekit.course.exercises import ch02",
                 metadata={"nbgrader": {"grade_id": "setup"}}),
            cell(answer, metadata={"nbgrader": {"grade_id": "answer-2_2"}}),
            cell("ch02.check_nim_sum_function(nim_add).assert_correct()",
                 metadata={"nbgrader": {"grade_id": "check-2_2", "grade": True}})])
        [result] = grade_notebook(nb, confined=True)
        said[name] = [result.ok, result.message]
    print(json.dumps(said))
''')


def _as_nobody(*command: str, home: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run(["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
                           "env", f"HOME={home}", "GAMEKIT_PROGRESS=off", *command],
                          cwd=home, capture_output=True, text=True, timeout=timeout)


def _lecturers_python(folder: Path) -> str | None:
    """Return a Python that ``nobody`` can run with this environment's packages, or None."""
    if _as_nobody(sys.executable, "-c", "import gamekit, nbformat", home=folder, timeout=60).returncode == 0:
        return sys.executable
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    system = shutil.which(version, path="/usr/bin:/usr/local/bin")
    if system is None:
        return None
    venv = folder / "venv"
    made = subprocess.run([system, "-m", "venv", "--without-pip", str(venv)], capture_output=True, text=True)
    if made.returncode != 0:
        return None
    ours = sysconfig.get_paths()["purelib"]
    where = "import sysconfig; print(sysconfig.get_paths()['purelib'])"
    theirs = subprocess.run([str(venv / "bin" / "python"), "-c", where], capture_output=True, text=True).stdout.strip()
    Path(theirs, "gamekit-environment.pth").write_text(f"import site; site.addsitedir({ours!r})\n")
    python = str(venv / "bin" / "python")
    works = _as_nobody(python, "-c", "import gamekit, nbformat", home=folder, timeout=60).returncode == 0
    return python if works else None


def test_a_lecturer_without_root_grades_in_the_sandbox():
    if os.geteuid() != 0 or shutil.which("setpriv") is None or bubblewrap() is None:
        pytest.skip("needs root (to become nobody), setpriv and bubblewrap")
    folder = Path(tempfile.mkdtemp(prefix="gamekit lecturer ")).resolve()
    try:
        folder.chmod(0o777)
        home = folder / "home"
        home.mkdir()
        os.chown(home, NOBODY, NOBODY)
        python = _lecturers_python(folder)
        if python is None:
            pytest.skip("no Python that an ordinary user can run with this environment's packages")
        planted = Path(__file__).resolve().parents[3] / "planted-by-a-student.txt"
        plant = f"try:\n    open({str(planted)!r}, 'w').write('x')\nexcept OSError:\n    pass\n"
        answers = dict(ANSWERS, writes=plant + ANSWERS["digits"])
        graded = _as_nobody(python, "-c", GRADE, json.dumps(answers), home=home)
        assert graded.returncode == 0, graded.stderr[-3000:]
        said = json.loads(graded.stdout.strip().splitlines()[-1])
        assert said["uid"] == NOBODY
        assert said["digits"] == [True, "nim_add agrees with the nim-sum on 4596 pairs."]
        assert said["xor"][0] is False and "operator `^`" in said["xor"][1]
        assert said["writes"][0] is True and not planted.exists()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
