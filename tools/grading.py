"""The course as nbgrader assignments: each chapter's exercises, autograded by their checks.

Usage: python tools/grading.py [course_dir]              (``make grading``; default: grading/)
       python tools/grading.py --autograde [course_dir] [--jobs N]  (``make autograde``)
       python tools/grading.py --feedback [course_dir]   (``make feedback``)

Writes ``<course_dir>/source/chNN/chNN-exercises.ipynb`` for every chapter that has exercises and
releases each assignment with ``nbgrader generate_assignment`` (into ``release/``), using the
course's own ``nbgrader_config.py`` and sqlite gradebook.  An assignment notebook holds, for each
exercise of the chapter,

* the statement and its hints (read-only markdown),
* the answer cell: the chapter's skeleton, then the worked solution from the solutions notebook
  between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` (nbgrader removes it in the release, so
  students get the skeleton with its ``...``),
* the check, an autograded read-only cell worth one point: ``check(...).assert_correct()``.

Autograding (``--autograde``) takes each student's newest notebook of each assignment from
``submitted/<student>/<assignment>/`` (a renamed download such as ``ch01-exercises (1).ipynb``
counts), records its time, and grades every readable one with ``nbgrader autograde`` in one
process per core; the checks run outside the student's code (``gamekit.course.autograde``).  A
notebook that cannot be read is that student's row of ``grades.csv`` with the reason, and a
student of the roster (``students.csv``, or the gradebook's students) with no notebook is "not
submitted" — never a 0.  ``checks.csv`` holds what every check said to every student.
``--feedback`` writes each graded notebook with its checks' verdicts as HTML into
``feedback/<student>/<assignment>/``, for handing back.

The chapters and their solutions notebooks are the one source: cells are found by their
``gamekit`` metadata (``{"exercise": "1.2", "part": "answer"}`` and so on; see CONTRIBUTING.md).
"""
from __future__ import annotations

import csv
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
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


def write_sources(course: Path = COURSE, notebooks: Path = NOTEBOOKS,
                  only: list[str] | None = None) -> list[str]:
    """Write every chapter's assignment (or those named in ``only``) into ``course/source``;
    return the assignment names."""
    names = []
    for chapter in sorted(notebooks.glob("[0-9][0-9]-*.ipynb")):
        if only is not None and assignment_name(chapter) not in only:
            continue
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


def _env() -> dict[str, str]:
    # nbgrader runs `alembic` for its database: the interpreter's own bin folder goes first in PATH
    return dict(os.environ, PATH=os.pathsep.join([str(Path(sys.executable).parent),
                                                  os.environ.get("PATH", "")]))


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess:
    """Run ``nbgrader args…`` in the course folder (its nbgrader_config.py and gradebook)."""
    result = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=_env(),
                            capture_output=True, text=True)
    if result.returncode:
        raise RuntimeError(f"nbgrader {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result


def release(course: Path) -> None:
    """Release every assignment of the course (``nbgrader generate_assignment``): solutions removed."""
    nbgrader(course, "generate_assignment", "--assignment=*", "--force")


def solution_lines(source: str) -> list[str]:
    """Return the lines between the solution markers of a cell's source."""
    inside = re.findall(rf"{re.escape(BEGIN)}\n(.*?)\n\s*{re.escape(END)}", source, flags=re.S)
    return [line for block in inside for line in block.splitlines() if line.strip()]


# ---------------------------------------------------------------------------------------------
# autograding a class


STAGE = ".autograde"      # inside the course: what nbgrader grades, one folder per grader


@dataclass
class Row:
    """One line of grades.csv: a student's result on one assignment."""

    student: str
    assignment: str
    status: str = "not submitted"
    submitted: str = ""
    score: float | None = None
    max_score: float | None = None
    failed: list[str] = field(default_factory=list)
    note: str = ""


def assignments(course: Path) -> list[str]:
    """Return the names of the course's assignments (the folders of ``source/``)."""
    return sorted(p.name for p in (course / "source").iterdir() if p.is_dir()) \
        if (course / "source").is_dir() else []


def roster(course: Path) -> list[str]:
    """Return every student: ``students.csv`` (an ``id`` column, or one id a line), the gradebook's
    students and everyone with a folder in ``submitted/``."""
    from nbgrader.api import Gradebook

    students: set[str] = set()
    listed = course / "students.csv"
    if listed.exists():
        lines = [line.strip() for line in listed.read_text().splitlines() if line.strip()]
        if lines and "id" in [c.strip() for c in lines[0].split(",")]:
            with listed.open() as handle:
                students |= {r["id"].strip() for r in csv.DictReader(handle) if r.get("id", "").strip()}
        else:
            students |= {line.split(",")[0] for line in lines}
    if (course / "gradebook.db").exists():
        with Gradebook(_db_url(course)) as gradebook:
            students |= {s.id for s in gradebook.students}
    if (course / "submitted").is_dir():
        students |= {p.name for p in (course / "submitted").iterdir() if p.is_dir()}
    return sorted(students)


def _db_url(course: Path) -> str:
    return f"sqlite:///{course / 'gradebook.db'}?timeout=120"


def _when(seconds: float) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc)


def newest_notebook(folder: Path) -> tuple[Path | None, datetime.datetime | None]:
    """Return the newest notebook in a student's assignment folder and when it was submitted.

    The time is the later of the notebook's modification time and a ``timestamp.txt`` beside it
    (what ``nbgrader collect`` writes), so a resubmission always counts.
    """
    notebooks = [p for p in folder.glob("*.ipynb") if p.is_file()]
    if not notebooks:
        return None, None
    newest = max(notebooks, key=lambda p: (p.stat().st_mtime, p.name))
    when = _when(newest.stat().st_mtime)
    stamp = folder / "timestamp.txt"
    if stamp.exists():
        from nbgrader.utils import parse_utc

        try:
            recorded = parse_utc(stamp.read_text().strip())
            recorded = recorded.replace(tzinfo=datetime.timezone.utc) if recorded.tzinfo is None else recorded
            when = max(when, recorded)
        except ValueError:
            pass
    return newest, when


def _unreadable(path: Path) -> str | None:
    """Return why a notebook file cannot be graded, or None when it can be read."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return f"unreadable notebook: {path.name} cannot be read as text ({type(error).__name__})"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        return f"unreadable notebook: {path.name} is not valid JSON (line {error.lineno}: {error.msg})"
    try:
        nb = nbformat.from_dict(data)
        if nb.get("nbformat") != 4 or not isinstance(nb.get("cells"), list):
            raise ValueError("not a version-4 notebook")
        for cell in nb.cells:
            kind, source = cell.get("cell_type"), cell.get("source")
            if kind not in ("code", "markdown", "raw") or not isinstance(source, (str, list)):
                raise ValueError("a cell is damaged")
    except (ValueError, AttributeError, TypeError) as error:
        return f"unreadable notebook: {path.name} is not a Jupyter notebook ({error})"
    return None


def stage(course: Path, jobs: int) -> tuple[dict[tuple[str, str], Row], list[Path]]:
    """Return a row for every student and assignment, and the folders to hand to each grader.

    Each readable newest notebook is copied under its expected name into one of ``jobs``
    folders with its ``timestamp.txt``; unreadable ones and missing ones only get their row.
    """
    names = [name for name in assignments(course)
             if list((course / "submitted").glob(f"*/{name}"))]   # those handed out so far
    students = roster(course)
    root = course / STAGE
    if root.exists():
        shutil.rmtree(root)
    folders = [root / f"grader{k}" for k in range(jobs)]
    rows: dict[tuple[str, str], Row] = {}
    k = 0
    for student in students:
        staged_any = False
        for name in names:
            row = rows[(student, name)] = Row(student, name)
            found, when = newest_notebook(course / "submitted" / student / name)
            if found is None:
                continue
            row.submitted = when.isoformat(timespec="seconds")
            expected = f"{name}-exercises.ipynb"
            others = len(list(found.parent.glob("*.ipynb"))) - 1
            if found.name != expected:
                row.note = f"graded {found.name}, the newest notebook" + (f" of {others + 1}" if others else "")
            elif others:
                row.note = f"graded {found.name}, the newest of {others + 1} notebooks"
            problem = _unreadable(found)
            if problem:
                row.status = problem
                continue
            row.status = "graded"
            target = folders[k % jobs] / student / name
            target.mkdir(parents=True, exist_ok=True)
            shutil.copy2(found, target / expected)
            (target / "timestamp.txt").write_text(when.strftime("%Y-%m-%d %H:%M:%S.%f %Z"))
            staged_any = True
        k += staged_any
    return rows, [f for f in folders if f.exists()]


def _graders(course: Path, folders: list[Path]) -> list[subprocess.Popen]:
    processes = []
    for folder in folders:
        processes.append(subprocess.Popen(
            [sys.executable, "-m", "nbgrader", "autograde", "--assignment=*", "--create",
             f"--CourseDirectory.submitted_directory={folder.relative_to(course)}",
             "--Autograde.post_convert_hook=gamekit.course.autograde.report_graded"],
            cwd=course, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            bufsize=1))
    return processes


def _read_lines(processes: list[subprocess.Popen]):
    """Yield (process index, line) from all graders' output as it comes."""
    import selectors

    selector = selectors.DefaultSelector()
    for i, process in enumerate(processes):
        selector.register(process.stdout, selectors.EVENT_READ, i)
    open_streams = len(processes)
    while open_streams:
        for key, _ in selector.select():
            line = key.fileobj.readline()
            if not line:
                selector.unregister(key.fileobj)
                open_streams -= 1
                continue
            yield key.data, line.rstrip("\n")


def _who(path: str, course: Path) -> tuple[str, str] | None:
    match = re.search(rf"(?:{re.escape(STAGE)}/grader\d+|autograded)/([^/\s]+)/([^/\s]+)",
                      path.replace(os.sep, "/"))
    return (match.group(1), match.group(2)) if match else None


def autograde(course: Path, jobs: int | None = None, progress: bool = True) -> dict[tuple[str, str], Row]:
    """Grade every student's newest submission of every assignment; return the rows of grades.csv.

    Runs ``jobs`` nbgrader processes at once (default: one per core) with a progress bar over the
    submissions, then writes ``grades.csv`` and ``checks.csv`` into the course folder.
    """
    from tqdm import tqdm

    start = time.perf_counter()
    jobs = max(1, jobs or os.cpu_count() or 1)
    rows, folders = stage(course, jobs)
    todo = [key for key, row in rows.items() if row.status == "graded"]
    errors: dict[tuple[str, str], list[str]] = {}
    done: set[tuple[str, str]] = set()
    if todo:
        bar = tqdm(total=len(todo), desc="autograding", unit="submission", disable=not progress,
                   dynamic_ncols=True, mininterval=0.5)
        processes = _graders(course, folders)
        current: dict[int, tuple[str, str]] = {}
        logs = [(folder.parent / f"{folder.name}.log").open("w") for folder in folders]
        try:
            for index, line in _read_lines(processes):
                print(line, file=logs[index])
                who = _who(line, course)
                if line.startswith("gamekit-graded") and who:
                    done.add(who)
                elif "Skipping existing assignment" in line and (who or current.get(index)):
                    done.add(who or current[index])
                elif "Converting notebook" in line and who and "/autograded/" not in line:
                    current[index] = who
                    bar.set_postfix_str(f"{who[0]} · {who[1]}", refresh=False)
                elif "error" in line.lower():
                    errors.setdefault(current.get(index, ("", str(index))), []).append(line)
                bar.update(len(done) - bar.n)
        except KeyboardInterrupt:
            for process in processes:
                process.kill()
            raise
        finally:
            for process in processes:
                process.wait()
            for log in logs:
                log.close()
            bar.close()
        for index, process in enumerate(processes):
            if process.returncode and not any(key in done for key in current.values()):
                print(f"grader {index} failed; its log is {folders[index].parent / folders[index].name}.log:\n  "
                      + _last_error(errors.get(("", str(index)), [])), file=sys.stderr)
    _collect(course, rows, done, errors)
    write_grades(course, rows)
    graded = sum(1 for r in rows.values() if r.status == "graded")
    minutes, seconds = divmod(time.perf_counter() - start, 60)
    print(f"graded {graded} submissions of {len({r.student for r in rows.values()})} students in "
          f"{int(minutes)} min {seconds:.0f} s; the scores are in {course / 'grades.csv'}, what each "
          f"check said in {course / 'checks.csv'}")
    return rows


def _last_error(lines: list[str]) -> str:
    for line in reversed(lines):
        text = line.split("]", 1)[-1].strip()
        if text and not text.startswith(("Traceback", "File ", "There was an error processing", "Please see")):
            return text[:200]
    return "nbgrader stopped"


def _collect(course: Path, rows: dict, done: set, errors: dict) -> None:
    """Fill the rows of graded submissions from the gradebook and the graded notebooks."""
    from nbgrader.api import Gradebook, MissingEntry

    with Gradebook(_db_url(course)) as gradebook:
        for key, row in rows.items():
            if row.status != "graded":
                continue
            graded = course / "autograded" / row.student / row.assignment / f"{row.assignment}-exercises.ipynb"
            if key not in done or not graded.exists():
                row.status = f"grading failed: {_last_error(errors.get(key, []))} (see {STAGE}/grader*.log)"
                continue
            try:
                submission = gradebook.find_submission(row.assignment, row.student)
            except MissingEntry:
                row.status = "grading failed: not in the gradebook"
                continue
            row.score, row.max_score = submission.score, submission.max_score
            row.failed = [g.name.replace("check-", "").replace("_", ".")
                          for nb in submission.notebooks for g in nb.grades
                          if g.max_score and (g.score or 0) < g.max_score]


def verdicts(course: Path, student: str, assignment: str) -> list[tuple[str, bool, str]]:
    """Return (exercise, passed, what the check said) for every check of a graded notebook."""
    path = course / "autograded" / student / assignment / f"{assignment}-exercises.ipynb"
    nb = nbformat.read(path, as_version=4)
    found = []
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if not meta.get("grade") or cell.cell_type != "code":
            continue
        exercise = meta["grade_id"].replace("check-", "").replace("_", ".")
        text = "".join(o.get("text", "") if o.output_type == "stream" else o.get("evalue", "")
                       for o in cell.get("outputs", []))
        passed = not any(o.output_type == "error" for o in cell.get("outputs", []))
        found.append((exercise, passed, text.strip()))
    return found


def write_grades(course: Path, rows: dict) -> None:
    """Write ``grades.csv`` (a row per student and assignment) and ``checks.csv`` (a row per check)."""
    def number(x: float | None) -> str:
        return "" if x is None else f"{x:g}"

    with (course / "grades.csv").open("w", newline="") as handle:
        out = csv.writer(handle)
        out.writerow(["student", "assignment", "status", "submitted", "score", "max_score",
                      "failed_checks", "note"])
        for (student, name), row in sorted(rows.items()):
            out.writerow([student, name, row.status, row.submitted, number(row.score),
                          number(row.max_score), " ".join(row.failed), row.note])
    with (course / "checks.csv").open("w", newline="") as handle:
        out = csv.writer(handle)
        out.writerow(["student", "assignment", "exercise", "passed", "message"])
        for (student, name), row in sorted(rows.items()):
            if row.status == "graded":
                for exercise, passed, text in verdicts(course, student, name):
                    out.writerow([student, name, exercise, int(passed), text])


def feedback(course: Path) -> list[Path]:
    """Write every graded notebook as HTML feedback (``nbgrader generate_feedback``); return the files.

    A student whose notebook could not be read gets a page that says why, in the same place.
    """
    import html

    nbgrader(course, "generate_feedback", "--assignment=*", "--force")
    grades = course / "grades.csv"
    if grades.exists():
        with grades.open() as handle:
            for row in csv.DictReader(handle):
                if not row["status"].startswith(("unreadable", "grading failed")):
                    continue
                folder = course / "feedback" / row["student"] / row["assignment"]
                folder.mkdir(parents=True, exist_ok=True)
                reason = html.escape(row["status"])
                when = datetime.datetime.fromisoformat(row["submitted"]).strftime("on %d %B %Y at %H:%M UTC") \
                    if row["submitted"] else ""
                (folder / f"{row['assignment']}-exercises.html").write_text(
                    f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{row['assignment']}</title>"
                    f"</head>\n<body><h1>{row['assignment']}: not graded</h1>\n<p>Your notebook handed in "
                    f"{when} could not be graded — {reason}.</p>\n<p>Open it in "
                    "JupyterLab, save it again (<em>File → Save Notebook</em>) and hand it in once more."
                    "</p></body></html>\n")
    return sorted((course / "feedback").glob("*/*/*.html"))


def main(argv: list[str]) -> int:
    mode = "autograde" if "--autograde" in argv else "feedback" if "--feedback" in argv else "release"
    jobs = None
    if "--jobs" in argv:
        i = argv.index("--jobs")
        jobs = int(argv[i + 1])
        del argv[i:i + 2]
    argv = [a for a in argv if a not in ("--autograde", "--feedback")]
    course = Path(argv[0]).resolve() if argv else COURSE
    if mode == "autograde":
        if not assignments(course):
            print(f"no assignments in {course}/source: run `make grading` first")
            return 1
        if not (course / "submitted").is_dir() and not (course / "students.csv").exists():
            print(f"nothing to grade: put each student's notebook in {course}/submitted/<student>/<assignment>/")
            return 1
        autograde(course, jobs)
        return 0
    if mode == "feedback":
        files = feedback(course)
        print(f"wrote {len(files)} feedback files in {course / 'feedback'}/<student>/<assignment>/")
        return 0
    names = write_sources(course)
    release(course)
    print(f"wrote and released {len(names)} assignments in {course}: {', '.join(names)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
