"""The course as nbgrader assignments: each chapter's exercises, autograded by their checks.

Usage: python tools/grading.py [course_dir]              (``make grading``; default: grading/)
       python tools/grading.py --autograde [course_dir]  (``make autograde``)

Writes ``<course_dir>/source/chNN/chNN-exercises.ipynb`` for every chapter that has exercises and
releases each assignment with ``nbgrader generate_assignment`` (into ``release/``), using the
course's own ``nbgrader_config.py`` and sqlite gradebook.  An assignment notebook holds, for each
exercise of the chapter,

* the statement and its hints (read-only markdown),
* the answer cell: the chapter's skeleton, then the worked solution from the solutions notebook
  between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` (nbgrader removes it in the release, so
  students get the skeleton with its ``...``),
* the check, an autograded read-only cell worth one point: ``check(...).assert_correct()``.

The chapters and their solutions notebooks are the one source: cells are found by their
``gamekit`` metadata (``{"exercise": "1.2", "part": "answer"}`` and so on; see CONTRIBUTING.md).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
COURSE = ROOT / "grading"
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
PARTS = ("statement", "answer", "check", "hints")


def _part(cell) -> tuple[str | None, str | None]:
    meta = cell.metadata.get("gamekit", {})
    return meta.get("exercise"), meta.get("part")


def _nbgrader(cell, grade_id: str, *, solution: bool = False, grade: bool = False,
              points: int = 0, locked: bool = False):
    cell.metadata["nbgrader"] = {"grade": grade, "grade_id": grade_id, "locked": locked,
                                 "schema_version": 3, "solution": solution, "task": False}
    if grade:
        cell.metadata["nbgrader"]["points"] = points
    return cell


def exercises(chapter: nbformat.NotebookNode) -> tuple[str, dict[str, dict[str, str]]]:
    """Return the chapter's setup source and, per exercise id in order, its parts' sources."""
    setup, found = "", {}
    for cell in chapter.cells:
        ex, part = _part(cell)
        if part == "setup":
            setup = cell.source
        elif ex and part in PARTS:
            found.setdefault(ex, {})[part] = cell.source
    for ex, parts in found.items():
        missing = [p for p in PARTS if p not in parts]
        if missing:
            raise ValueError(f"exercise {ex} has no {', '.join(missing)} cell")
    return setup, found


def solutions(notebook: nbformat.NotebookNode) -> dict[str, str]:
    """Return the solution cell's source of each exercise id in a solutions notebook."""
    found: dict[str, str] = {}
    for cell in notebook.cells:
        ex, part = _part(cell)
        if part == "solution":
            found[ex] = (found[ex] + "\n\n" + cell.source) if ex in found else cell.source
    return found


def assignment_name(chapter_path: Path) -> str:
    """Return the assignment's name for a chapter file: ``01-kernel-and-mex.ipynb`` → ``ch01``."""
    return "ch" + chapter_path.name[:2]


def assignment(chapter_path: Path, solutions_path: Path) -> nbformat.NotebookNode | None:
    """Return the nbgrader source notebook of a chapter's exercises, or None if it has none."""
    chapter = nbformat.read(chapter_path, as_version=4)
    setup, found = exercises(chapter)
    if not found:
        return None
    answers = solutions(nbformat.read(solutions_path, as_version=4))
    unsolved = [ex for ex in found if ex not in answers]
    if unsolved:
        raise ValueError(f"{solutions_path.name} has no solution cell for {', '.join(unsolved)}")
    title = next((c.source.splitlines()[0].lstrip("# ").strip() for c in chapter.cells
                  if c.cell_type == "markdown" and c.source.startswith("# ")), chapter_path.stem)
    cells = [
        _nbgrader(nbformat.v4.new_markdown_cell(
            f"# Exercises — {title}\n\n"
            "Write each answer in place of the `...` in its answer cell and run the check below it: "
            "it verifies your answer by computation and says where it breaks. Each check that passes "
            "is worth one point. Hints open one at a time. Run the whole notebook before you hand it "
            "in (*Run → Run All Cells*)."), "intro", locked=True),
        _nbgrader(nbformat.v4.new_code_cell(setup if "import gamekit as gk" in setup
                                            else "import gamekit as gk\n" + setup), "setup", locked=True),
    ]
    for ex, parts in found.items():
        key = ex.replace(".", "_")
        answer = f"{parts['answer'].rstrip()}\n{BEGIN}\n{answers[ex].strip()}\n{END}"
        check = parts["check"].strip()
        cells += [
            _nbgrader(nbformat.v4.new_markdown_cell(parts["statement"]), f"statement-{key}", locked=True),
            _nbgrader(nbformat.v4.new_code_cell(answer), f"answer-{key}", solution=True),
            _nbgrader(nbformat.v4.new_code_cell(f"{check}.assert_correct()"), f"check-{key}",
                      grade=True, points=1, locked=True),
            _nbgrader(nbformat.v4.new_markdown_cell(parts["hints"]), f"hints-{key}", locked=True),
        ]
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def write_sources(course: Path = COURSE, notebooks: Path = NOTEBOOKS) -> list[str]:
    """Write every chapter's assignment into ``course/source``; return the assignment names."""
    names = []
    for chapter in sorted(notebooks.glob("[0-9][0-9]-*.ipynb")):
        sol = notebooks / "solutions" / f"{chapter.stem}-solutions.ipynb"
        nb = assignment(chapter, sol)
        if nb is None:
            continue
        name = assignment_name(chapter)
        folder = course / "source" / name
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        nbformat.write(nb, folder / f"{name}-exercises.ipynb")
        names.append(name)
    return names


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess:
    """Run ``nbgrader args…`` in the course folder (its nbgrader_config.py and gradebook)."""
    # nbgrader runs `alembic` for its database: the interpreter's own bin folder goes first in PATH
    env = dict(os.environ, PATH=os.pathsep.join([str(Path(sys.executable).parent),
                                                 os.environ.get("PATH", "")]))
    result = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=env,
                            capture_output=True, text=True)
    if result.returncode:
        raise RuntimeError(f"nbgrader {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result


def release(course: Path) -> None:
    """Release every assignment of the course (``nbgrader generate_assignment``): solutions removed."""
    nbgrader(course, "generate_assignment", "--assignment=*", "--force")


def autograde(course: Path) -> None:
    """Autograde every submission of every assignment (``nbgrader autograde``) into the gradebook."""
    nbgrader(course, "autograde", "--assignment=*", "--create")


def solution_lines(source: str) -> list[str]:
    """Return the lines between the solution markers of a cell's source."""
    inside = re.findall(rf"{re.escape(BEGIN)}\n(.*?)\n\s*{re.escape(END)}", source, flags=re.S)
    return [line for block in inside for line in block.splitlines() if line.strip()]


def export(course: Path) -> Path:
    """Write every student's scores to ``course/grades.csv`` (``nbgrader export``); return its path."""
    nbgrader(course, "export", "--to", str(course / "grades.csv"))
    return course / "grades.csv"


def main(argv: list[str]) -> int:
    grade = "--autograde" in argv
    argv = [a for a in argv if a != "--autograde"]
    course = Path(argv[0]).resolve() if argv else COURSE
    if grade:
        if not any((course / "submitted").glob("*/*/*.ipynb")):
            print(f"nothing to grade: put each student's notebook in {course}/submitted/<student>/<assignment>/")
            return 1
        autograde(course)
        print(f"graded every submission; the scores are in {export(course)}")
        return 0
    names = write_sources(course)
    release(course)
    print(f"wrote and released {len(names)} assignments in {course}: {', '.join(names)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
