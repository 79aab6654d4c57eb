"""The course as nbgrader assignments: each chapter's exercises, autograded by their checks.

Usage: python tools/grading.py [--language LANGUAGE] [course_dir]
                                          (``make grading``: grading/; ``make grading-hu``: grading/hu/)
       python tools/grading.py --autograde [--language LANGUAGE] [course_dir] [--jobs N] [--notebook-seconds S]
                               [--practice]              (``make autograde``, ``make autograde-hu``)
       python tools/grading.py --feedback [--language LANGUAGE] [course_dir]
                                                          (``make feedback``, ``make feedback-hu``)

Writes ``<course_dir>/source/chNN/chNN-exercises.ipynb`` for every chapter that has exercises and
releases each assignment with ``nbgrader generate_assignment`` (into ``release/``), using the
course's own ``nbgrader_config.py`` and sqlite gradebook.  An assignment notebook holds, for each
exercise of the chapter,

* the statement and its hints (read-only markdown),
* the answer cell: the chapter's skeleton, then the worked solution from the solutions notebook
  between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` (nbgrader removes it in the release, so
  students get the skeleton with its ``...``),
* the check, an autograded read-only cell worth one point: ``check(...).assert_correct()``.

Autograding (``--autograde``) backs the gradebook up (``backups/``), then takes from
``submitted/<student>/<assignment>/`` the notebook holding that assignment's exercises (the newest,
whatever its file is called: a renamed download such as ``ch01-exercises (1).ipynb`` counts, an
empty ``Untitled.ipynb`` beside it does not), puts back the nbgrader marks an editor dropped, and
grades it with ``nbgrader autograde`` in one process per core.  Each notebook runs in a
bubblewrap sandbox (``gamekit.course.grading.sandbox``): a user of its own, no network, nothing of the
course folder in sight, limits on memory, processes, file size and CPU, and a wall-clock limit
per notebook; the checks run in the grader on plain data (``gamekit.course.grading.autograde``).  Without
bubblewrap, grading is refused unless ``--practice`` asks for an unsandboxed practice run.  A
notebook that cannot be graded is that student's row of ``grades.csv`` with its own reason, and a
student of the roster (``students.csv``, or the gradebook's students) with no notebook is "not
submitted" — never a 0; ``grades.csv`` lists every student whatever happens.  ``checks.csv``
holds what every check said to every student, one line each.
``--feedback`` writes each graded notebook with its checks' verdicts as HTML into
``feedback/<student>/<assignment>/``, for handing back.

The chapters and their solutions notebooks are the one source: cells are found by their
``gamekit`` metadata (``{"exercise": "1.2", "part": "answer"}`` and so on; see CONTRIBUTING.md).

The Hungarian course (``--language hu``, tools/editions.py) is a course folder of its own,
``grading/hu/`` (its own ``nbgrader_config.py``, gradebook and assignments ``chNN``), released from
the Hungarian edition ``notebooks-hu/``: the statements and hints in Hungarian, the same code.  The
course records its language in its source notebooks (``metadata.gamekit.language``); autograding
runs every grader, and so every sandbox and check, with ``GAMEKIT_LANGUAGE`` set to it, so the
verdicts and gamekit's messages are in the course's language, and the feedback pages are too (the
words this tool adds come from the tools' catalog; nbgrader's own labels on its feedback page are
put into the course's language after nbgrader writes it).
"""
from __future__ import annotations

import contextlib
import copy
import csv
import datetime
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

from gamekit.course.grading.forbidden import in_words

sys.path.insert(0, str(Path(__file__).resolve().parent))
import editions  # noqa: E402

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


def forbidden_by(check: str, setup: str) -> tuple[str, ...]:
    """Return what the check of a check cell forbids (its ``forbidden`` rule), the setup cell run first."""
    import ast

    namespace: dict = {}
    exec(compile(setup if "import gamekit as gk" in setup else "import gamekit as gk\n" + setup,
                 "<setup>", "exec"), namespace)
    call = ast.parse(check.strip()).body[-1].value
    while isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "assert_correct":
        call = call.func.value
    function = eval(compile(ast.Expression(call.func), "<check>", "eval"), namespace) \
        if isinstance(call, ast.Call) else None
    return tuple(getattr(function, "forbidden", ()))


def assignment(chapter_path: Path, solutions_path: Path,
               language: str = editions.ENGLISH) -> nbformat.NotebookNode | None:
    """Return the nbgrader source notebook of a chapter's exercises, or None if it has none.

    The opening cell is in ``language``, the chapter's edition; the notebook records it.
    """
    _ = editions.words(language)
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
            "# " + _("Exercises — {title}").format(title=title) + "\n\n"
            + _("Write each answer in place of the `...` in its answer cell and run the check below it: "
                "it verifies your answer by computation and says where it breaks. Each check that passes "
                "is worth one point. Hints open one at a time. Run the whole notebook before you hand it "
                "in (*Run → Run All Cells*).")), "intro", locked=True),
        _nbgrader(nbformat.v4.new_code_cell(setup if "import gamekit as gk" in setup
                                            else "import gamekit as gk\n" + setup), "setup", locked=True),
    ]
    for ex, parts in found.items():
        key = ex.replace(".", "_")
        answer = f"{parts['answer'].rstrip()}\n{BEGIN}\n{answers[ex].strip()}\n{END}"
        check = parts["check"].strip()
        rule = in_words(forbidden_by(check, setup))
        statement = f"{parts['statement'].rstrip()}\n\n*{rule}*" if rule else parts["statement"]
        cells += [
            _nbgrader(nbformat.v4.new_markdown_cell(statement), f"statement-{key}", locked=True),
            _nbgrader(nbformat.v4.new_code_cell(answer), f"answer-{key}", solution=True),
            _nbgrader(nbformat.v4.new_code_cell(f"{check}.assert_correct()"), f"check-{key}",
                      grade=True, points=1, locked=True),
            _nbgrader(nbformat.v4.new_markdown_cell(parts["hints"]), f"hints-{key}", locked=True),
        ]
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["gamekit"] = {"language": language}
    return nb


def language_of(course: Path) -> str:
    """Return the language of a course: what its source notebooks record (English if they say nothing)."""
    for path in sorted((course / "source").glob("*/*.ipynb")):
        return nbformat.read(path, as_version=4).metadata.get("gamekit", {}).get("language", editions.ENGLISH)
    return editions.ENGLISH


def write_sources(course: Path = COURSE, notebooks: Path = NOTEBOOKS,
                  only: list[str] | None = None, language: str = editions.ENGLISH) -> list[str]:
    """Write every chapter's assignment (or those named in ``only``) into ``course/source``;
    return the assignment names.  ``notebooks`` is the edition in ``language`` (tools/editions.py)."""
    names = []
    with speaking(language):
        for chapter in sorted(notebooks.glob("[0-9][0-9]-*.ipynb")):
            if only is not None and assignment_name(chapter) not in only:
                continue
            written = _write_source(course, chapter, notebooks, language)
            if written:
                names.append(written)
    return names


@contextlib.contextmanager
def speaking(language: str):
    """Let gamekit speak ``language`` inside the block (what a statement's rule says), as it spoke before after it."""
    from gamekit.core.language import language as spoken

    before = spoken()
    spoken(language)
    try:
        yield
    finally:
        spoken(before)


def _write_source(course: Path, chapter: Path, notebooks: Path, language: str) -> str | None:
    """Write the assignment of ``chapter`` into ``course/source``; return its name, or None if it has no exercises."""
    nb = assignment(chapter, notebooks / "solutions" / f"{chapter.stem}-solutions.ipynb", language)
    if nb is None:
        return None
    name = assignment_name(chapter)
    folder = course / "source" / name
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    nbformat.write(nb, folder / f"{name}-exercises.ipynb")
    return name


def _env(language: str | None = None) -> dict[str, str]:
    # nbgrader runs `alembic` for its database: the interpreter's own bin folder goes first in PATH;
    # a course in another language grades in it (the sandbox passes GAMEKIT_LANGUAGE on)
    env = dict(os.environ, PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    if language is not None:
        env["GAMEKIT_LANGUAGE"] = language
    return env


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess:
    """Run ``nbgrader args…`` in the course folder (its nbgrader_config.py and gradebook), in its language."""
    result = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=_env(language_of(course)),
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
        lines = [line.strip() for line in listed.read_text(encoding="utf-8-sig").splitlines() if line.strip()]
        if lines and "id" in [c.strip() for c in lines[0].split(",")]:
            with listed.open(encoding="utf-8-sig") as handle:
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


def _submitted_at(path: Path) -> datetime.datetime:
    """Return when a notebook was handed in: the later of its modification time and a
    ``timestamp.txt`` beside it (what ``nbgrader collect`` writes), so a resubmission always counts."""
    when = _when(path.stat().st_mtime)
    stamp = path.parent / "timestamp.txt"
    if stamp.exists():
        from nbgrader.utils import parse_utc

        try:
            recorded = parse_utc(stamp.read_text(encoding="utf-8", errors="replace").strip())
            recorded = recorded.replace(tzinfo=datetime.timezone.utc) if recorded.tzinfo is None else recorded
            when = max(when, recorded)
        except (ValueError, OverflowError):
            pass
    return when


def newest_notebook(folder: Path) -> tuple[Path | None, datetime.datetime | None]:
    """Return the newest notebook in a student's assignment folder and when it was submitted."""
    notebooks = _notebooks_in(folder)
    if not notebooks:
        return None, None
    newest = max(notebooks, key=lambda p: (_submitted_at(p), p.name))
    return newest, _submitted_at(newest)


def _notebooks_in(folder: Path) -> list[Path]:
    """Return the notebooks handed in in a folder (real files, not links)."""
    return sorted(p for p in folder.glob("*.ipynb") if p.is_file() and not p.is_symlink()) \
        if folder.is_dir() else []


MAX_NOTEBOOK_BYTES = 20 << 20
"""A notebook larger than this (20 MB) is not graded: its row says so."""


def _read(path: Path) -> tuple[dict | None, str | None]:
    """Return a notebook's JSON and None, or None and why it cannot be graded."""
    size = path.stat().st_size
    if size > MAX_NOTEBOOK_BYTES:
        return None, (f"unreadable notebook: {path.name} is {size / 2 ** 20:.0f} MB, more than the "
                      f"{MAX_NOTEBOOK_BYTES >> 20} MB a notebook of exercises may hold")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return None, f"unreadable notebook: {path.name} cannot be read as text ({type(error).__name__})"
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        line = f"line {error.lineno}: {error.msg}" if isinstance(error, json.JSONDecodeError) else "nested too deeply"
        return None, f"unreadable notebook: {path.name} is not valid JSON ({line})"
    try:
        nb = nbformat.from_dict(data)
        if nb.get("nbformat") != 4 or not isinstance(nb.get("cells"), list):
            raise ValueError("not a version-4 notebook")
        for cell in nb.cells:
            kind, source = cell.get("cell_type"), cell.get("source")
            if kind not in ("code", "markdown", "raw") or not isinstance(source, (str, list)):
                raise ValueError("a cell is damaged")
            if not isinstance(cell.get("metadata", {}), dict):
                raise ValueError("a cell's metadata is damaged")
    except (ValueError, AttributeError, TypeError) as error:
        return None, f"unreadable notebook: {path.name} is not a Jupyter notebook ({error})"
    return data, None


def _unreadable(path: Path) -> str | None:
    """Return why a notebook file cannot be graded, or None when it can be read."""
    return _read(path)[1]


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return ("".join(source) if isinstance(source, list) else str(source)).strip()


def _meta(cell: dict) -> dict:
    meta = cell.get("metadata", {}).get("nbgrader")
    return meta if isinstance(meta, dict) and meta.get("grade_id") else {}


@dataclass
class Signature:
    """What identifies an assignment's notebook: its cells' grade ids, ids, locked sources and checks."""

    name: str
    grade_ids: set[str]
    by_cell_id: dict[str, dict]          # cell id → nbgrader metadata
    by_source: dict[str, dict]           # source of a locked cell → nbgrader metadata
    checks: dict[str, str]               # grade id of a check → its source
    answers: dict[str, str]              # grade id of a check → grade id of its answer cell
    skeletons: dict[str, str]            # grade id of an answer cell → its released source
    cells: list[dict]                    # the released notebook's cells


def signatures(course: Path) -> dict[str, Signature]:
    """Return the signature of every released assignment of the course."""
    found = {}
    for name in assignments(course):
        path = course / "release" / name / f"{name}-exercises.ipynb"
        if not path.exists():
            continue
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        grade_ids, by_id, by_source, checks, answers, skeletons = set(), {}, {}, {}, {}, {}
        last_answer = None
        for cell in cells:
            meta = _meta(cell)
            if not meta:
                continue
            grade_ids.add(meta["grade_id"])
            if cell.get("id"):
                by_id[cell["id"]] = meta
            if meta.get("locked"):
                by_source.setdefault(_source(cell), meta)
            if meta.get("solution"):
                last_answer = meta["grade_id"]
                skeletons[last_answer] = _source(cell)
            if meta.get("grade") and cell.get("cell_type") == "code":
                checks[meta["grade_id"]] = _source(cell)
                if last_answer:
                    answers[meta["grade_id"]] = last_answer
        found[name] = Signature(name, grade_ids, by_id, by_source, checks, answers, skeletons, cells)
    return found


def _belongs(data: dict, signature: Signature) -> int:
    """Return how many of an assignment's grade ids and check sources a notebook holds."""
    cells = data.get("cells", [])
    own = set(signature.checks) | set(signature.answers.values())      # not "intro", "setup": all have them
    ids = {_meta(c).get("grade_id") for c in cells} & own
    sources = {_source(c) for c in cells} & set(signature.checks.values())
    return len(ids) + len(sources)


def _answered(data: dict, signature: Signature) -> int:
    """Return how many answer cells of a notebook differ from the released skeletons."""
    skeletons = set(signature.skeletons.values())
    return sum(1 for c in data.get("cells", []) if c.get("cell_type") == "code" and _source(c)
               and _source(c) not in skeletons and _source(c) not in signature.by_source)


def _copy_number(path: Path) -> int:
    match = re.search(r"\((\d+)\)\.ipynb$", path.name)
    return int(match.group(1)) if match else 0


@dataclass
class Choice:
    """The notebook of a student's assignment folder to grade, when it was handed in, and what to say."""

    path: Path | None = None
    data: dict | None = None
    when: datetime.datetime | None = None
    note: str = ""
    problem: str | None = None


def choose(folder: Path, name: str, known: dict[str, Signature]) -> Choice:
    """Return the notebook to grade in ``folder`` for assignment ``name``.

    The notebook is chosen by what it holds, not by its file's name or age alone: among the
    notebooks holding this assignment's exercises, the newest; at equal times, the one with more
    answers, then the later copy ("(1)").  A newer empty ``Untitled.ipynb`` beside it does not
    count; a folder whose notebooks all hold another assignment says so.
    """
    notebooks = _notebooks_in(folder)
    if not notebooks:
        return Choice()
    signature = known[name]
    read = {p: _read(p) for p in notebooks}
    ours = [p for p, (data, _) in read.items() if data is not None and _belongs(data, signature)]
    if ours:
        best = max(ours, key=lambda p: (_submitted_at(p), _answered(read[p][0], signature), _copy_number(p), p.name))
        when = _submitted_at(best)
        notes = []
        if best.name != f"{name}-exercises.ipynb" or len(ours) > 1:
            ties = [p for p in ours if p != best and _submitted_at(p) == when]
            if ties:
                notes.append(f"graded {best.name}, handed in at the same time as {ties[0].name} "
                             "and holding more answers" if _answered(read[ties[0]][0], signature)
                             < _answered(read[best][0], signature) else
                             f"graded {best.name}, the later copy of {ties[0].name} handed in at the same time")
            elif len(ours) > 1:
                notes.append(f"graded {best.name}, the newest of {len(ours)} notebooks of {name}")
            else:
                notes.append(f"graded {best.name}, the notebook of {name}")
        others = [p.name for p in notebooks if p not in ours]
        if others:
            notes.append(f"{', '.join(others)} {'holds' if len(others) == 1 else 'hold'} none of its exercises")
        return Choice(best, read[best][0], when, "; ".join(notes))
    newest = max(notebooks, key=lambda p: (_submitted_at(p), p.name))
    when = _submitted_at(newest)
    for path in sorted(notebooks, key=lambda p: (_submitted_at(p), p.name), reverse=True):
        data = read[path][0]
        if data is None:
            continue
        for other, sign in known.items():
            if other != name and _belongs(data, sign):
                return Choice(path, None, _submitted_at(path), problem=(
                    f"wrong assignment: {path.name} holds the exercises of {other}, not those of {name}"))
    problems = [read[p][1] for p in sorted(notebooks, key=_submitted_at, reverse=True) if read[p][1]]
    if problems:
        return Choice(newest, None, when, problem=problems[0])
    listed = ", ".join(p.name for p in notebooks)
    return Choice(newest, None, when, problem=f"no notebook of {name}: {listed} "
                  f"{'holds' if len(notebooks) == 1 else 'hold'} none of its exercises")


def repaired(data: dict, signature: Signature) -> tuple[dict, int, list[str]]:
    """Return a notebook with the nbgrader metadata an editor dropped put back, how many cells got it
    and the exercises put back.

    A cell gets its metadata back by its cell id, or (a locked cell) by its source, or (an answer
    cell) by its place just above its check; a pasted second copy of a check cell is removed; an
    exercise whose answer and check cells were both deleted is put back as released (its check
    then says there is no answer yet), so the other exercises are graded as they stand.
    """
    data = copy.deepcopy(data)
    cells = data["cells"]
    present = {_meta(c)["grade_id"] for c in cells if _meta(c)}
    restored, put_back = 0, []
    for cell in cells:
        if _meta(cell):
            continue
        meta = signature.by_cell_id.get(cell.get("id") or "") or signature.by_source.get(_source(cell))
        if meta and meta["grade_id"] not in present:
            cell.setdefault("metadata", {})["nbgrader"] = copy.deepcopy(meta)
            present.add(meta["grade_id"])
            restored += 1
    for check, answer in signature.answers.items():
        if answer in present:
            continue
        at = next((i for i, c in enumerate(cells) if _meta(c).get("grade_id") == check), None)
        before = next((c for c in reversed(cells[:at or 0]) if c.get("cell_type") == "code"), None)
        if before is not None and not _meta(before):
            before.setdefault("metadata", {})["nbgrader"] = {
                "grade": False, "grade_id": answer, "locked": False, "schema_version": 3, "solution": True,
                "task": False}
            present.add(answer)
            restored += 1
    for check, answer in signature.answers.items():
        if check in present or answer in present:
            continue
        key = check.removeprefix("check-")
        released = [c for c in signature.cells if _meta(c).get("grade_id", "").endswith("-" + key)]
        after = signature.cells.index(released[-1]) + 1
        following = next((_meta(c)["grade_id"] for c in signature.cells[after:] if _meta(c).get("grade_id") in present),
                         None)
        at = next((i for i, c in enumerate(cells) if _meta(c).get("grade_id") == following), len(cells))
        cells[at:at] = copy.deepcopy(released)
        present |= {_meta(c)["grade_id"] for c in released}
        put_back.append(key.replace("_", "."))
    checks = set(signature.checks.values())
    graded = {_source(c) for c in cells if _meta(c).get("grade")}
    seen: set[str] = set()
    kept = []
    for cell in reversed(cells):            # nbgrader keeps the last copy of a grade id: so do we
        source = _source(cell)
        if source in checks and cell.get("cell_type") == "code":
            if source in seen or (not _meta(cell) and source in graded):
                continue
            seen.add(source)
        kept.append(cell)
    data["cells"] = kept[::-1]
    return data, restored, put_back


def stage(course: Path, jobs: int) -> tuple[dict[tuple[str, str], Row], list[Path]]:
    """Return a row for every student and assignment, and the folders to hand to each grader.

    Each chosen notebook (:func:`choose`), its dropped metadata put back (:func:`repaired`), is
    written under its expected name into one of ``jobs`` folders with its ``timestamp.txt``;
    a folder with nothing to grade only gets its row, which says why.
    """
    names = [name for name in assignments(course)
             if list((course / "submitted").glob(f"*/{name}"))]   # those handed out so far
    known = signatures(course)
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
            choice = choose(course / "submitted" / student / name, name, known)
            if choice.path is None:
                continue
            row.submitted = choice.when.isoformat(timespec="seconds")
            row.note = choice.note
            if choice.problem:
                row.status = choice.problem
                continue
            data, restored, put_back = repaired(choice.data, known[name])
            if restored:
                row.note = "; ".join(filter(None, [row.note, f"nbgrader's marks put back on {restored} "
                                                   f"cell{'s' if restored > 1 else ''} an editor had dropped"]))
            if put_back:
                row.note = "; ".join(filter(None, [row.note, f"exercise{'s' if len(put_back) > 1 else ''} "
                                                   f"{', '.join(put_back)} not in the notebook: put back as "
                                                   "released"]))
            row.status = "graded"
            target = folders[k % jobs] / student / name
            target.mkdir(parents=True, exist_ok=True)
            (target / f"{name}-exercises.ipynb").write_text(json.dumps(data), encoding="utf-8")
            when = choice.when.timestamp()
            os.utime(target / f"{name}-exercises.ipynb", (when, when))
            (target / "timestamp.txt").write_text(choice.when.strftime("%Y-%m-%d %H:%M:%S.%f %Z"))
            staged_any = True
        k += staged_any
    return rows, [f for f in folders if f.exists()]


def _graders(course: Path, folders: list[Path], *, practice: bool, notebook_seconds: float) -> list[subprocess.Popen]:
    processes = []
    for folder in folders:
        processes.append(subprocess.Popen(
            [sys.executable, "-m", "nbgrader", "autograde", "--assignment=*", "--create",
             f"--CourseDirectory.submitted_directory={folder.relative_to(course)}",
             "--Autograde.post_convert_hook=gamekit.course.grading.autograde.report_graded",
             f"--TrustedChecks.practice={practice}", f"--TrustedChecks.notebook_seconds={notebook_seconds}"],
            cwd=course, env=_env(language_of(course)), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            bufsize=1, start_new_session=True))
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


def _marker(line: str, word: str) -> list | None:
    if not line.startswith(word + " "):
        return None
    try:
        found = json.loads(line[len(word) + 1:])
    except json.JSONDecodeError:
        return None
    return found if isinstance(found, list) else None


def backup(course: Path) -> Path | None:
    """Copy the gradebook to ``backups/gradebook-<UTC time>.db`` before a run; return the copy."""
    import sqlite3

    database = course / "gradebook.db"
    if not database.exists():
        return None
    folder = course / "backups"
    folder.mkdir(exist_ok=True)
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%S.%fZ")
    target = folder / f"gradebook-{stamp}.db"
    with contextlib.closing(sqlite3.connect(database, timeout=120)) as source, \
            contextlib.closing(sqlite3.connect(target)) as copy_:
        source.backup(copy_)
    return target


def autograde(course: Path, jobs: int | None = None, progress: bool = True, *, practice: bool = False,
              notebook_seconds: float | None = None) -> dict[tuple[str, str], Row]:
    """Grade every student's submission of every assignment; return the rows of grades.csv.

    Backs the gradebook up first, then runs ``jobs`` nbgrader processes at once (default: one per
    core), each notebook in a bubblewrap sandbox (``practice=True``: without it, never for credit)
    within ``notebook_seconds`` of the clock, with a progress bar over the submissions, and writes
    ``grades.csv`` (every student, whatever happens) and ``checks.csv`` into the course folder.
    """
    from gamekit.course.grading.sandbox import DEFAULT_LIMITS, UNAVAILABLE, Sandbox, SandboxUnavailable, bubblewrap

    if not practice:
        if bubblewrap() is None:
            raise SandboxUnavailable(UNAVAILABLE)
        with Sandbox() as box:            # a machine where bubblewrap cannot work says so here, once
            box.exec("pass", "probe", seconds=60)
    start = time.perf_counter()
    jobs = max(1, jobs or os.cpu_count() or 1)
    saved = backup(course)
    rows, folders = stage(course, jobs)
    todo = [key for key, row in rows.items() if row.status == "graded"]
    reasons: dict[tuple[str, str], str] = {}
    done: set[tuple[str, str]] = set()
    try:
        if todo:
            _run(course, folders, todo, done, reasons, practice=practice, progress=progress,
                 notebook_seconds=notebook_seconds or DEFAULT_LIMITS.notebook_seconds)
        _collect(course, rows, done, reasons)
    finally:
        for row in rows.values():
            if row.status == "graded" and row.score is None:
                row.status = f"grading failed: {reasons.get((row.student, row.assignment), 'the run was stopped')}"
        write_grades(course, rows)
    graded = sum(1 for r in rows.values() if r.status == "graded")
    minutes, seconds = divmod(time.perf_counter() - start, 60)
    print(f"graded {graded} submissions of {len({r.student for r in rows.values()})} students in "
          f"{int(minutes)} min {seconds:.0f} s; the scores are in {course / 'grades.csv'}, what each "
          f"check said in {course / 'checks.csv'}" + (f"; the gradebook before this run is {saved}" if saved else ""))
    return rows


def _run(course: Path, folders: list[Path], todo: list, done: set, reasons: dict, *, practice: bool,
         progress: bool, notebook_seconds: float) -> None:
    """Run the graders over the staged folders; note which submissions were graded and why others failed."""
    from tqdm import tqdm

    bar = tqdm(total=len(todo), desc="autograding", unit="submission", disable=not progress,
               dynamic_ncols=True, mininterval=0.5)
    processes = _graders(course, folders, practice=practice, notebook_seconds=notebook_seconds)
    current: dict[int, tuple[str, str]] = {}
    errors: dict[tuple[str, str], list[str]] = {}
    logs = [(folder.parent / f"{folder.name}.log").open("w", encoding="utf-8") for folder in folders]
    try:
        for index, line in _read_lines(processes):
            print(line, file=logs[index], flush=True)
            if (who := _marker(line, "gamekit-start")) and len(who) == 2:
                current[index] = (str(who[0]), str(who[1]))
                bar.set_postfix_str(f"{who[0]} · {who[1]}", refresh=False)
            elif (who := _marker(line, "gamekit-graded")) and len(who) == 2:
                done.add((str(who[0]), str(who[1])))
            elif (who := _marker(line, "gamekit-failed")) and len(who) == 3:
                reasons[(str(who[0]), str(who[1]))] = str(who[2])
            elif index in current and ("error" in line.lower() or "exception" in line.lower()):
                errors.setdefault(current[index], []).append(line)
            bar.update(len(done) - bar.n)
    except KeyboardInterrupt:
        for process in processes:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
        raise
    finally:
        for process in processes:
            process.wait()
        for log in logs:
            log.close()
        bar.close()
    for key, lines in errors.items():
        if key not in done:
            reasons.setdefault(key, _last_error(lines))
    for index, process in enumerate(processes):
        if process.returncode and index in current and current[index] not in done:
            reasons.setdefault(current[index], f"the grader stopped (see {STAGE}/{folders[index].name}.log)")


def _last_error(lines: list[str]) -> str:
    for line in reversed(lines):
        text = line.split("]", 1)[-1].strip()
        if text and not text.startswith(("Traceback", "File ", "There was an error processing", "Please see")):
            return text[:200]
    return "nbgrader stopped"


def _collect(course: Path, rows: dict, done: set, reasons: dict) -> None:
    """Fill the rows of graded submissions from the gradebook and the graded notebooks.

    A submission nbgrader skipped (graded before, not handed in again) counts when the gradebook
    holds it with the time it was handed in.
    """
    from nbgrader.api import Gradebook, MissingEntry

    with Gradebook(_db_url(course)) as gradebook:
        for key, row in rows.items():
            if row.status != "graded":
                continue
            graded = course / "autograded" / row.student / row.assignment / f"{row.assignment}-exercises.ipynb"
            try:
                submission = gradebook.find_submission(row.assignment, row.student)
            except MissingEntry:
                submission = None
            when = submission.timestamp if submission is not None else None
            stamped = when is not None and \
                when.replace(tzinfo=datetime.timezone.utc).isoformat(timespec="seconds") == row.submitted
            if submission is None or not graded.exists() or (key not in done and not stamped):
                row.status = (f"grading failed: {reasons.get(key) or 'not graded'} "
                              f"(see {STAGE}/grader*.log)")
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

    with (course / "grades.csv").open("w", newline="", encoding="utf-8") as handle:
        out = csv.writer(handle)
        out.writerow(["student", "assignment", "status", "submitted", "score", "max_score",
                      "failed_checks", "note"])
        for (student, name), row in sorted(rows.items()):
            out.writerow([student, name, row.status, row.submitted, number(row.score),
                          number(row.max_score), " ".join(row.failed), row.note])
    with (course / "checks.csv").open("w", newline="", encoding="utf-8") as handle:
        out = csv.writer(handle)
        out.writerow(["student", "assignment", "exercise", "passed", "message"])
        for (student, name), row in sorted(rows.items()):
            if row.status == "graded":
                for exercise, passed, text in verdicts(course, student, name):
                    out.writerow([student, name, exercise, int(passed), one_line(text)])


CHECKS_CSV_LIMIT = 300
"""Characters of a verdict kept in checks.csv."""


def one_line(text: str, limit: int = CHECKS_CSV_LIMIT) -> str:
    """Return a verdict on one line of at most ``limit`` characters (cut with "…").

    >>> one_line("✗ Not yet:\\n" + "x" * 400, 20)
    '✗ Not yet: xxxxxxxx…'
    """
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def feedback(course: Path) -> list[Path]:
    """Write every graded notebook as HTML feedback (``nbgrader generate_feedback``); return the files.

    A student whose notebook could not be read gets a page that says why, in the same place.  The
    pages are in the course's language (:func:`language_of`).
    """
    import html

    language = language_of(course)
    _ = editions.words(language)
    nbgrader(course, "generate_feedback", "--assignment=*", "--force")
    if language != editions.ENGLISH:
        for page in (course / "feedback").glob("*/*/*.html"):
            page.write_text(feedback_in(page.read_text(encoding="utf-8"), language), encoding="utf-8")
    grades = course / "grades.csv"
    if grades.exists():
        with grades.open() as handle:
            for row in csv.DictReader(handle):
                if row["status"] in ("graded", "not submitted"):
                    continue
                folder = course / "feedback" / row["student"] / row["assignment"]
                folder.mkdir(parents=True, exist_ok=True)
                reason = html.escape(_reason(row["status"], language))
                when = _("on {day} at {time} UTC").format(**_moment(row["submitted"], language)) \
                    if row["submitted"] else ""
                title = _("{assignment}: not graded").format(assignment=row["assignment"])
                sentence = _("Your notebook handed in {when} could not be graded — {reason}.").format(
                    when=when, reason=reason)
                (folder / f"{row['assignment']}-exercises.html").write_text(
                    f"<!DOCTYPE html>\n<html lang=\"{language}\"><head><meta charset=\"utf-8\">"
                    f"<title>{row['assignment']}</title></head>\n<body><h1>{title}</h1>\n<p>{sentence}</p>\n"
                    f"<p>{_advice(row, language)}</p></body></html>\n", encoding="utf-8")
    return sorted((course / "feedback").glob("*/*/*.html"))


def _moment(submitted: str, language: str) -> dict[str, str]:
    """Return the day and the time of an ISO timestamp as a feedback page in ``language`` writes them.

    >>> _moment("2026-11-26T08:05:00+00:00", "en"), _moment("2026-11-26T08:05:00+00:00", "hu")
    ({'day': '26 November 2026', 'time': '08:05'}, {'day': '2026. november 26.', 'time': '08:05'})
    """
    when = datetime.datetime.fromisoformat(submitted)
    if language == editions.ENGLISH:
        return {"day": when.strftime("%d %B %Y"), "time": when.strftime("%H:%M")}
    from babel.dates import format_date

    return {"day": format_date(when, "long", locale=language), "time": when.strftime("%H:%M")}


def _reason(status: str, language: str) -> str:
    """Return why a notebook was not graded, for its student: the status itself in English, its kind otherwise.

    A status names files and says what broke in the words of grades.csv, which the lecturer reads in
    English; a student of another course is told the kind of the problem in the course's language.
    """
    if language == editions.ENGLISH:
        return status
    _ = editions.words(language)
    kinds = (("unreadable notebook", _("the notebook cannot be read")),
             ("wrong assignment", _("the notebook holds the exercises of another assignment")),
             ("no notebook of", _("none of the notebooks handed in holds the exercises of this assignment")))
    return next((said for kind, said in kinds if status.startswith(kind)), _("the grader could not finish it"))


#: The words nbgrader's feedback page (its template ``feedback``) shows around the student's cells,
#: each as it stands there; a page of a course in another language gets them from the tools' catalog.
FEEDBACK_WORDS = (
    ("(Score: ", "Score"), (">Score: ", "Score"), ("\n      Score: ", "Score"), (">Test cell<", "Test cell"),
    (">Coding free-response<", "Coding free-response"), (">Written response<", "Written response"),
    (">Task<", "Task"), (">Comment<", "Comment"), (">Late submission penalty ", "Late submission penalty"),
    (">(Top)<", "Top"), (">Student's answer<", "Student's answer"), (">Student's task<", "Student's task"),
    (">Grade cell: <", "Grade cell"), (">Task: <", "Task"), ("<b>Comments:</b>", "Comments"),
)


def feedback_in(page: str, language: str) -> str:
    """Return nbgrader's feedback page ``page`` with its own words in ``language`` (and the page marked so).

    >>> feedback_in('<html>\\n<h4>ch01-exercises (Score: 3.0 / 4.0)</h4>', "hu")
    '<html lang="hu">\\n<h4>ch01-exercises (Pontszám: 3.0 / 4.0)</h4>'
    """
    _ = editions.words(language)
    labels = {"Score": _("Score"), "Test cell": _("Test cell"), "Coding free-response": _("Coding free-response"),
              "Written response": _("Written response"), "Task": _("Task"), "Comment": _("Comment"),
              "Late submission penalty": _("Late submission penalty"), "Top": _("Top"),
              "Student's answer": _("Student's answer"), "Student's task": _("Student's task"),
              "Grade cell": _("Grade cell"), "Comments": _("Comments")}
    for fragment, word in FEEDBACK_WORDS:
        page = page.replace(fragment, fragment.replace(word, labels[word]))
    return page.replace("<html>", f'<html lang="{language}">', 1)


def _option(argv: list[str], flag: str) -> str | None:
    if flag not in argv:
        return None
    i = argv.index(flag)
    if i + 1 >= len(argv):
        raise SystemExit(f"{flag} needs a value")
    value = argv[i + 1]
    del argv[i:i + 2]
    return value


PRACTICE_WARNING = ("*** PRACTICE RUN, NOT FOR CREDIT: the notebooks run WITHOUT the bubblewrap sandbox, as "
                    "you, with your files in reach: grade only notebooks you trust. ***")


def _advice(row: dict, language: str = editions.ENGLISH) -> str:
    """Return what a student whose notebook was not graded can do, for their feedback page."""
    import html

    _ = editions.words(language)
    if row["status"].startswith("unreadable"):
        return _("Open it in JupyterLab, save it again (<em>File → Save Notebook</em>) and hand it in once more.")
    if row["status"].startswith(("wrong assignment", "no notebook")):
        name = html.escape(row["assignment"])
        return _("Hand in your notebook of {assignment} (<code>{file}</code>) once more.").format(
            assignment=name, file=f"{name}-exercises.ipynb")
    return _("Your lecturer has been told and will grade it by hand.")


def main(argv: list[str]) -> int:
    from gamekit.course.grading.sandbox import UNAVAILABLE, SandboxUnavailable, bubblewrap

    language, argv = editions.language_option(argv)
    mode = "autograde" if "--autograde" in argv else "feedback" if "--feedback" in argv else "release"
    jobs = _option(argv, "--jobs")
    seconds = _option(argv, "--notebook-seconds")
    practice = "--practice" in argv
    argv = [a for a in argv if a not in ("--autograde", "--feedback", "--practice")]
    course = Path(argv[0]).resolve() if argv else COURSE if language == editions.ENGLISH else COURSE / language
    if mode == "autograde":
        if not assignments(course):
            target = "grading" if language == editions.ENGLISH else f"grading-{language}"
            print(f"no assignments in {course}/source: run `make {target}` first")
            return 1
        if not (course / "submitted").is_dir() and not (course / "students.csv").exists():
            print(f"nothing to grade: put each student's notebook in {course}/submitted/<student>/<assignment>/")
            return 1
        if not practice and bubblewrap() is None:
            print(UNAVAILABLE, file=sys.stderr)
            return 1
        if practice:
            print(PRACTICE_WARNING, file=sys.stderr)
        try:
            autograde(course, int(jobs) if jobs else None, practice=practice,
                      notebook_seconds=float(seconds) if seconds else None)
        except SandboxUnavailable as error:
            print(str(error).rstrip(".") + ".", file=sys.stderr)
            return 1
        if practice:
            print(PRACTICE_WARNING, file=sys.stderr)
        return 0
    if mode == "feedback":
        files = feedback(course)
        print(f"wrote {len(files)} feedback files in {course / 'feedback'}/<student>/<assignment>/")
        return 0
    notebooks = editions.notebooks(language)
    if not sorted(notebooks.glob("[0-9][0-9]-*.ipynb")):
        print(f"no chapters in {notebooks}: make them with `make notebooks-{language}`", file=sys.stderr)
        return 1
    names = write_sources(course, notebooks, language=language)
    release(course)
    print(f"wrote and released {len(names)} assignments in {course}: {', '.join(names)}")
    if bubblewrap() is None:
        print(UNAVAILABLE, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
