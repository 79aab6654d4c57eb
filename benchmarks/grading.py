"""Autograding a class: 200 students' notebooks of one assignment, graded as `make autograde` does.

Usage: python benchmarks/grading.py [--students 200] [--hostile 10] [--assignment ch01] [--jobs 2]

Builds a course in a temporary folder (the assignment released as `make grading` does), hands in
a term's mix of notebooks — 70 % worked answers, 20 % about half answered, 6 % unanswered, 2 % an
answer that never ends (it costs its check's time limit), 2 % unreadable files — of which
``--hostile`` students attack the grader instead (a cell that sleeps, a fork bomb, 2 GiB of
memory, killing the grader, a detached process, writing the gradebook: each costs at most its
notebook's wall-clock limit), and times `tools/grading.py --autograde` (one nbgrader process per
job, every notebook in the bubblewrap sandbox) and the feedback.  Then it times 20 sandboxes
started, given the assignment's setup cell and closed, with bubblewrap and without: the
sandbox's cost per notebook.  Prints the wall time, the time per submission and the load
average, for the README.
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import grading  # noqa: E402


def _answers(source_nb) -> dict[str, str]:
    return {c.metadata["nbgrader"]["grade_id"]: c.source.replace(grading.BEGIN + "\n", "").replace(grading.END, "")
            for c in source_nb.cells if c.metadata["nbgrader"].get("solution")}


ATTACKS = [
    "import time\ntime.sleep(10 ** 6)",
    "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass",
    "hog = bytearray(2 << 30)",
    "import os, signal\nos.kill(os.getppid(), signal.SIGSTOP)",
    "import subprocess, sys\nsubprocess.Popen([sys.executable, '-c', 'import time; time.sleep(3600)'], "
    "start_new_session=True)",
    "import sqlite3\nsqlite3.connect('../../gradebook.db').execute('update grade set manual_score = 10')",
]


def hand_in(course: Path, name: str, students: int, seed: int = 0, hostile: int = 0) -> None:
    """Write ``students`` submissions of assignment ``name`` into ``course/submitted``, the last
    ``hostile`` of them attacks on the grader."""
    rng = random.Random(seed)
    solved = _answers(nbformat.read(course / "source" / name / f"{name}-exercises.ipynb", 4))
    release = course / "release" / name / f"{name}-exercises.ipynb"
    for k in range(students):
        nb = nbformat.read(release, 4)
        draw = rng.random()
        answer_cells = [c for c in nb.cells if c.metadata.get("nbgrader", {}).get("solution")]
        for i, cell in enumerate(answer_cells):
            if draw < 0.70 or (draw < 0.90 and i % 2 == 0):
                cell.source = solved[cell.metadata["nbgrader"]["grade_id"]]
        if 0.96 <= draw < 0.98:      # a function answer that never returns
            first = next(c for c in answer_cells if c.source.lstrip().startswith("def "))
            head = first.source.split(":", 1)[0]
            first.source = head + ":\n    while True:\n        pass"
        if k >= students - hostile:
            answer_cells[0].source = ATTACKS[k % len(ATTACKS)] + "\n" + answer_cells[0].source
        folder = course / "submitted" / f"student{k:03d}" / name
        folder.mkdir(parents=True)
        if draw >= 0.98 and k < students - hostile:
            (folder / f"{name}-exercises.ipynb").write_text('{"cells": [')
        else:
            nbformat.write(nb, folder / f"{name}-exercises.ipynb")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=200)
    parser.add_argument("--assignment", default="ch01")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--hostile", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        course = Path(tmp)
        shutil.copy(ROOT / "grading" / "nbgrader_config.py", course)
        grading.write_sources(course, only=[args.assignment])
        grading.release(course)
        hand_in(course, args.assignment, args.students, hostile=args.hostile)
        load = os.getloadavg()[0]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        rows = grading.autograde(course, jobs=args.jobs)
        graded = time.perf_counter() - start
        start = time.perf_counter()
        files = grading.feedback(course)
        feedback = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        statuses = {}
        for row in rows.values():
            key = row.status.split(":")[0]
            statuses[key] = statuses.get(key, 0) + 1
        print(f"{args.students} students, assignment {args.assignment}, {args.jobs} graders, "
              f"{os.cpu_count()} cores, load average {load:.1f} at the start")
        print(f"  autograde: {graded:.0f} s ({graded / args.students:.2f} s a student), rows {statuses}")
        print(f"  feedback:  {feedback:.0f} s for {len(files)} files")
        print(f"  CPU of the graders: {cpu:.0f} s")
        setup = next(c.source for c in nbformat.read(course / "source" / args.assignment /
                                                      f"{args.assignment}-exercises.ipynb", 4).cells
                     if c.metadata.get("nbgrader", {}).get("grade_id") == "setup")
        confined, plain = sandbox_cost(setup, True), sandbox_cost(setup, False)
        print(f"  a sandbox started, given the setup cell and closed: {confined:.2f} s with bubblewrap, "
              f"{plain:.2f} s without (the sandbox's cost per notebook: {confined - plain:+.2f} s), "
              f"load average {os.getloadavg()[0]:.1f}")


def sandbox_cost(setup: str, confined: bool, times: int = 20) -> float:
    """Return the median seconds to start a sandbox, run ``setup`` in it and close it."""
    import statistics

    from gamekit.course.grading.sandbox import Sandbox

    spent = []
    for _ in range(times):
        start = time.perf_counter()
        with Sandbox(confined=confined) as box:
            box.exec(setup, "setup", seconds=60)
        spent.append(time.perf_counter() - start)
    return statistics.median(spent)


if __name__ == "__main__":
    main()
