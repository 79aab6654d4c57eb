"""Grading a submitted exercises notebook: the student's cells in a sandbox, the checks outside it.

:func:`grade_notebook` runs a submission the way nbgrader's autograder would, with one difference
that makes the grade trustworthy: only the student's cells (answers and any cells they added) run
in the student's sandbox, a :class:`~gamekit.course.grading.sandbox.Sandbox` (bubblewrap, for credit);
each check cell is evaluated in the grader's own process, with the course's modules and the
course's own source of the cell, against plain values and proxies of the student's functions.
Each check has its time limit (the check's ``time_limit``) and the notebook a wall-clock limit;
what a check forbids (``forbidden``) is decided here from the text of the answer cell and the
student's cells it uses (:func:`~gamekit.course.grading.forbidden.refused`), so nothing the
answer does at run time switches the rule off; a check cell the student deleted or changed scores
0 with the reason.

The nbgrader preprocessors :class:`RecordTampering` (before nbgrader's ``OverwriteCells``) and
:class:`TrustedChecks` (in place of nbgrader's ``Execute``) put this into ``nbgrader autograde``;
``grading/nbgrader_config.py`` configures them.
"""
from __future__ import annotations

import ast
import builtins
import json
import keyword
import time
from dataclasses import dataclass
from typing import Any

from gamekit.core.language import gettext as _
from gamekit.course.grading.forbidden import calls_only, refused
from gamekit.course.grading.answers import DEFAULT_LIMIT, AnswerError, TimeLimit, clock_limits_suspended
from gamekit.course.grading.verdict import Verdict
from gamekit.course.grading.sandbox import DEFAULT_LIMITS, Budget, Limits, NotebookTimeLimit, Sandbox, rebuilt

__all__ = ["CheckResult", "grade_notebook", "RecordTampering", "TrustedChecks", "TAMPERING_KEY", "UnresolvedCheck",
           "report_graded"]

TAMPERING_KEY = "gamekit_tampering"
"""Notebook metadata where :class:`RecordTampering` notes deleted and changed check cells."""

_FIRST_REQUEST = 30.0  # seconds for the child's first answer (a cold start under load)
CELL_LIMIT = 10.0
"""Seconds of CPU an answer cell may run at the top level (imports, data); its check has its own limit."""


@dataclass
class CheckResult:
    """What one check cell said: its nbgrader grade id, whether it passed, the verdict's words."""

    grade_id: str
    ok: bool
    message: str

    def outputs(self) -> list[dict]:
        """Return the check cell's outputs as nbgrader reads them: an error output fails the cell."""
        verdict = repr(Verdict(self.ok, self.message))
        if self.ok:
            return [{"output_type": "stream", "name": "stdout", "text": verdict + "\n"}]
        return [{"output_type": "error", "ename": "AssertionError", "evalue": verdict,
                 "traceback": [verdict]}]


def _grade_id(cell) -> str | None:
    return cell.get("metadata", {}).get("nbgrader", {}).get("grade_id")


def _kind(cell) -> str:
    meta = cell.get("metadata", {}).get("nbgrader", {})
    if meta.get("grade"):
        return "check"
    if meta.get("grade_id") == "setup":
        return "setup"
    return "answer"


def _check_call(source: str) -> ast.Call | None:
    """Return the check's call in a check cell ``check(...).assert_correct()``."""
    try:
        tree = ast.parse(source, mode="eval") if "\n" not in source.strip() else ast.parse(source)
    except SyntaxError:
        return None
    node = tree.body if isinstance(tree, ast.Expression) else (
        tree.body[-1].value if tree.body and isinstance(tree.body[-1], ast.Expr) else None)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr == "assert_correct" and isinstance(node.func.value, ast.Call):
        return node.func.value
    return None


class _Grading:
    """The state of grading one notebook: the sandbox, the cells it ran, the trusted names."""

    def __init__(self, setup: str, *, confined: bool = True, limits: Limits = DEFAULT_LIMITS,
                 files: dict[str, bytes] | None = None, hidden: tuple[str, ...] = ()) -> None:
        self.trusted: dict[str, Any] = {"__builtins__": builtins}
        exec(compile(setup, "<setup>", "exec"), self.trusted)
        self.ran: list[tuple[str, str, tuple, float]] = []
        self.box: Sandbox | None = None
        self.limits, self.confined, self.files, self.hidden = limits, confined, files or {}, hidden
        self.deadline = time.monotonic() + limits.notebook_seconds

    def _new_box(self) -> Sandbox:
        if time.monotonic() >= self.deadline:
            raise NotebookTimeLimit()
        return Sandbox(confined=self.confined, limits=self.limits, files=self.files, deadline=self.deadline,
                       hidden=self.hidden)

    def close(self) -> None:
        if self.box is not None:
            self.box.close()

    def sandbox(self) -> Sandbox:
        """Return a live sandbox that has run every cell so far (replayed after a kill)."""
        if self.box is None or not self.box.alive:
            if self.box is not None:
                self.box.close()
            self.box = self._new_box()
            for source, label, forbid, seconds in self.ran:
                try:
                    self.box.exec(source, label, seconds=max(seconds, _FIRST_REQUEST), forbid=forbid)
                except NotebookTimeLimit:
                    raise
                except (AnswerError, TimeLimit):
                    pass
                if not self.box.alive:
                    self.box = self._new_box()
        return self.box

    def run(self, source: str, label: str, forbid: tuple, seconds: float) -> str | None:
        """Run a student's cell; return why it failed (words for the student) or None."""
        try:
            outcome = self.sandbox().exec(source, label, seconds=seconds, forbid=forbid)
        except NotebookTimeLimit:
            raise
        except TimeLimit:
            return _("your answer cell ran longer than {seconds} s: look for a loop that never ends, "
                     "or a much slower way than needed.").format(seconds=f"{seconds:g}")
        except AnswerError as error:
            return str(error)
        self.ran.append((source, label, forbid, seconds))
        if outcome is None:
            return None
        if outcome[0] == "forbidden":
            return outcome[1]
        _kind, name, message, line = outcome
        if line:
            return _Raised(_("your answer cell raised {error} at line {line}: {message}").format(
                error=name, line=line, message=message))
        return _Raised(_("your answer cell raised {error}: {message}").format(error=name, message=message))

    def student_name(self, name: str, check, seconds: float) -> Any:
        """Return what the student's ``name`` holds: plain data, or a proxy of their function."""
        described = self.sandbox().describe(name, seconds=max(seconds, _FIRST_REQUEST))
        kind = described[0] if isinstance(described, tuple) and described else None
        if kind == "missing":
            raise KeyError(name)
        if kind == "value" and len(described) == 2:
            return rebuilt(described[1])
        if kind == "unplain" and len(described) == 2 and isinstance(described[1], str):
            raise AnswerError(_("`{name}` holds {what}, which the check cannot read: give "
                                "numbers, tuples, lists, sets, dicts or strings.").format(
                name=name, what=described[1][:100]))
        if kind != "function" or len(described) != 3:
            raise AnswerError(_("`{name}` could not be read from your notebook.").format(name=name))
        _kind, stub, function_name = described
        function_name = function_name if isinstance(function_name, str) and function_name.isidentifier() \
            and not keyword.iskeyword(function_name) and len(function_name) < 80 else name
        if stub:
            namespace: dict[str, Any] = {}
            exec(f"def {function_name}(*args):\n    ...", namespace)
            return namespace[function_name]
        forbid = calls_only(getattr(check, "forbidden", ()))
        grading = self
        memo: dict = {}

        def proxy(*args: Any) -> Any:
            try:
                reply = memo.get(args)
            except TypeError:
                reply = None
            if reply is None:
                reply = grading.sandbox().map(name, [args], seconds=grading.budget, forbid=forbid)[0]
            return Sandbox.answer(function_name, args, reply)

        def prefetch(calls: list[tuple]) -> None:
            try:
                todo = [args for args in dict.fromkeys(calls) if args not in memo]
            except TypeError:
                return
            replies = grading.sandbox().map(name, todo, seconds=grading.budget, forbid=forbid)
            memo.update(zip(todo, replies))

        proxy.__name__ = proxy.__qualname__ = function_name
        proxy.prefetch = prefetch  # type: ignore[attr-defined]
        return proxy

    def check(self, source: str) -> tuple[bool, str]:
        """Evaluate a check cell's check here, with the student's names from the sandbox."""
        call = _check_call(source)
        if call is None:
            return False, _("this check cell could not be read.")
        trusted = self.trusted
        try:
            function = _check_function(self, call)
        except UnresolvedCheck as error:
            return False, str(error)
        limit = getattr(function, "time_limit", DEFAULT_LIMIT)
        grading = self

        class Names(dict):
            def __missing__(self, key: str) -> Any:
                return grading.student_name(key, function, limit)

        self.budget = Budget(limit)
        try:
            verdict = eval(compile(ast.Expression(call), "<check>", "eval"),
                           {"__builtins__": builtins}, Names(trusted))
        except NameError as error:
            missing = getattr(error, "name", None) or str(error)
            return False, _("`{name}` is not defined: write your answer in its cell (and keep the "
                            "name the cell gives it), then run the notebook from the top.").format(name=missing)
        except NotebookTimeLimit:
            raise
        except TimeLimit:
            return False, _("your answer ran longer than {seconds} s: look for a loop that never ends, "
                            "or a much slower way than needed.").format(seconds=f"{limit:g}")
        except AnswerError as error:
            return False, str(error)
        finally:
            if self.box is not None and self.box.busy:
                self.box.close()
        if not isinstance(verdict, Verdict):
            return False, _("this check did not give a verdict.")
        return verdict.ok, verdict.message


class _Raised(str):
    """The words of an answer cell that raised an error: its check still runs, and says both."""


class UnresolvedCheck(Exception):
    """Raised when a check cell's check cannot be found in the course's modules: it counts as failed."""

    def __init__(self, name: str) -> None:
        super().__init__(_("the check `{name}` could not be found in the course's modules, so this exercise "
                           "counts as failed: tell your lecturer.").format(name=name))


def _check_function(grading: _Grading, call: ast.Call) -> Any:
    """Return the check a check cell calls, from the course's modules; raise :class:`UnresolvedCheck`."""
    try:
        return eval(compile(ast.Expression(call.func), "<check>", "eval"), dict(grading.trusted))
    except Exception:
        raise UnresolvedCheck(ast.unparse(call.func)[:80]) from None


def _limit_and_forbid(grading: _Grading, check_source: str | None) -> tuple[float, tuple]:
    """Return a check cell's time limit and rule; raise :class:`UnresolvedCheck` when its check is not found
    (a rule that cannot be read is never taken for no rule)."""
    call = _check_call(check_source or "")
    if call is None:
        return DEFAULT_LIMIT, ()
    function = _check_function(grading, call)
    return getattr(function, "time_limit", DEFAULT_LIMIT), tuple(getattr(function, "forbidden", ()))


def _answer_of(code_cells: list, index: int) -> int | None:
    """Return the index of the answer cell a check cell at ``index`` checks (the nearest above it)."""
    above = [i for i in range(index) if _kind(code_cells[i]) == "answer"]
    marked = [i for i in above if str(_grade_id(code_cells[i]) or "").startswith("answer-")]
    return (marked or above or [None])[-1]


def grade_notebook(nb, tampering: dict | None = None, *, sources: dict[str, str] | None = None,
                   confined: bool = True, limits: Limits = DEFAULT_LIMITS, hidden: tuple[str, ...] = (),
                   name: str = "notebook.ipynb") -> list[CheckResult]:
    """Return the result of every check cell of an exercises notebook, graded outside its kernel.

    Runs the setup cell here and in a sandbox, the student's cells in the sandbox only (each
    with the time limit of the check that follows it), and each check here.  ``sources`` maps
    the grade ids of the setup and check cells to their sources in the course (the gradebook):
    when given, those are what runs here, whatever the notebook holds.  A check cell listed in
    ``tampering`` (``{"missing": [...], "changed": [...]}`` grade ids) fails with the reason.
    The sandbox (:class:`~gamekit.course.grading.sandbox.Sandbox`, ``confined`` for credit) holds the
    notebook as ``name`` and keeps to ``limits``; past the notebook's wall-clock limit the checks
    still to come fail.  The check cells' outputs are set to what they said.

    >>> import nbformat
    >>> from gamekit.course.grading.sandbox import bubblewrap
    >>> cell = nbformat.v4.new_code_cell
    >>> nb = nbformat.v4.new_notebook(cells=[
    ...     cell("from gamekit.course.exercises import start", metadata={"nbgrader": {"grade_id": "setup"}}),
    ...     cell("def is_p(n):\\n    return n % 7 in (0, 2)"),
    ...     cell("start.check_take_1_3_or_4(is_p).assert_correct()",
    ...          metadata={"nbgrader": {"grade_id": "check-0_1", "grade": True}})])
    >>> [result.ok for result in grade_notebook(nb, confined=bubblewrap() is not None)]
    [True]
    """
    import nbformat

    tampering, sources = tampering or {}, sources or {}

    def source_of(cell) -> str:
        """The course's source of a setup or check cell; the notebook's own of any other."""
        if sources and _kind(cell) in ("setup", "check"):
            return sources.get(_grade_id(cell), cell.source)
        return cell.source

    setup = next((source_of(c) for c in nb.cells if c.cell_type == "code" and _kind(c) == "setup"),
                 sources.get("setup", ""))
    grading = _Grading(setup, confined=confined, limits=limits, hidden=hidden,
                       files={name: nbformat.writes(nb).encode()})
    results = []
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    failed_cell: dict[str, str] = {}
    overtime = None
    suspended = clock_limits_suspended()      # the budget here is CPU time (Budget), not the clock
    suspended.__enter__()
    try:
        for index, cell in enumerate(code_cells):
            kind, grade_id = _kind(cell), _grade_id(cell)
            if kind in ("setup", "answer"):
                if overtime:
                    continue
                following = next((c for c in code_cells[index + 1:] if _kind(c) == "check"), None)
                try:
                    limit, forbid = _limit_and_forbid(grading, source_of(following) if following else None)
                except UnresolvedCheck:         # the check fails with the reason; the cell runs unruled
                    limit, forbid = DEFAULT_LIMIT, ()
                if kind == "setup":
                    limit, forbid = _FIRST_REQUEST, ()
                limit = max(limit, CELL_LIMIT)
                label = (grade_id or "cell").replace("answer-", "").replace("_", ".")
                try:
                    problem = grading.run(source_of(cell), label, calls_only(forbid), limit)
                except NotebookTimeLimit:
                    overtime = _overtime(limits)
                    continue
                if problem and following is not None and kind == "answer":
                    failed_cell.setdefault(_grade_id(following), problem)
                continue
            if grade_id in tampering.get("missing", ()):
                ok, message = False, _("this check cell was deleted from your notebook: it has been put "
                                       "back for grading, and this exercise scores 0.")
            elif grade_id in tampering.get("changed", ()):
                ok, message = False, _("this check cell was changed in your notebook: the original has "
                                       "been put back for grading, and this exercise scores 0.")
            elif overtime:
                ok, message = False, overtime
            elif (broken := _broken(grading, code_cells, index, source_of(cell))) is not None:
                ok, message = False, broken
            elif grade_id in failed_cell and not isinstance(failed_cell[grade_id], _Raised):
                ok, message = False, failed_cell[grade_id]
            else:
                try:
                    ok, message = grading.check(source_of(cell))
                except NotebookTimeLimit:
                    overtime = _overtime(limits)
                    ok, message = False, overtime
                if not ok and grade_id in failed_cell and not overtime:
                    message = f"{failed_cell[grade_id]} — {message}"
            result = CheckResult(grade_id, ok, _shortened(message))
            cell.outputs = [_output(o) for o in result.outputs()]
            cell.execution_count = None
            results.append(result)
    finally:
        suspended.__exit__(None, None, None)
        grading.close()
    return results


def _broken(grading: _Grading, code_cells: list, index: int, check_source: str) -> str | None:
    """Return why the answer a check cell checks fails before its check runs (or None): the check
    cannot be found, or the answer breaks the check's rule, read from its text."""
    try:
        _limit, forbid = _limit_and_forbid(grading, check_source)
    except UnresolvedCheck as error:
        return str(error)
    answer = _answer_of(code_cells, index)
    if not forbid or answer is None:
        return None
    others = [c.source for i, c in enumerate(code_cells) if _kind(c) == "answer" and i != answer]
    return refused(code_cells[answer].source, others, forbid)


MESSAGE_LIMIT = 600
"""Characters of a verdict kept in a graded notebook (a longer one is cut, with "…")."""


def _shortened(message: str) -> str:
    return message if len(message) <= MESSAGE_LIMIT else message[:MESSAGE_LIMIT - 1] + "…"


def _overtime(limits: Limits) -> str:
    return _("your notebook ran longer than {seconds} s altogether, the limit for one "
             "notebook, so this check could not run: look for a cell that waits or loops for a long time.").format(
        seconds=f"{limits.notebook_seconds:g}")


def _output(output: dict):
    import nbformat

    return nbformat.from_dict(output)


# ---------------------------------------------------------------------------------------------
# nbgrader


try:
    from nbgrader.preprocessors import NbGraderPreprocessor as _Base
    from traitlets import Bool, Float
except ImportError:  # pragma: no cover - nbgrader (with traitlets) comes with the `grading` extra
    _Base, Bool, Float = object, None, None


class RecordTampering(_Base):
    """nbgrader preprocessor: note in the notebook's metadata which check cells were deleted or changed.

    It runs before nbgrader's ``OverwriteCells`` (which puts the original cells back), so the
    grade can say why the check scores 0.  It also prints the line ``gamekit-start`` with the
    student and assignment, so that the grading tool knows whose notebook each later line is about.
    """

    def preprocess(self, nb, resources):
        """Return the notebook with the deleted and changed check cells noted in its metadata, and ``resources``.

        Parameters
        ----------
        nb : nbformat.NotebookNode
            The submitted notebook, as nbgrader reads it.
        resources : dict
            nbgrader's resources: ``resources["nbgrader"]`` names the student, the assignment,
            the notebook and the gradebook.

        Returns
        -------
        tuple
            ``(nb, resources)``, as every nbgrader preprocessor returns them.
        """
        from nbgrader.api import Gradebook

        info = resources["nbgrader"]
        print("gamekit-start " + json.dumps([info["student"], info["assignment"]]), flush=True)
        with Gradebook(info["db_url"]) as gradebook:
            notebook = gradebook.find_notebook(info["notebook"], info["assignment"])
            sources = {cell.name: cell.source for cell in notebook.source_cells}
            checks = [cell.name for cell in notebook.grade_cells]
        present = {_grade_id(c): c for c in nb.cells if _grade_id(c)}
        missing = [g for g in checks if g not in present]
        changed = [g for g in checks if g in present
                   and present[g].source.strip() != sources.get(g, "").strip()]
        nb.metadata[TAMPERING_KEY] = {"missing": missing, "changed": changed}
        return nb, resources


class TrustedChecks(_Base):
    """nbgrader preprocessor in place of ``Execute``: grade the notebook by :func:`grade_notebook`.

    The setup and check cells that run are the course's, read from the gradebook.  ``practice``
    grades without the sandbox (a practice run, never for credit); ``notebook_seconds`` is each
    notebook's wall-clock limit.  A notebook that cannot be graded prints the line
    ``gamekit-failed`` with the student, the assignment and the reason.
    """

    if Bool is not None:
        practice = Bool(False, help="grade without the bubblewrap sandbox (a practice run, not for credit)"
                        ).tag(config=True)
        notebook_seconds = Float(DEFAULT_LIMITS.notebook_seconds,
                                 help="the wall-clock limit of one notebook, in seconds").tag(config=True)

    def preprocess(self, nb, resources):
        """Return the notebook graded by the course's checks (in the sandbox unless ``practice``), and ``resources``.

        Parameters
        ----------
        nb : nbformat.NotebookNode
            The submitted notebook, as nbgrader reads it.
        resources : dict
            nbgrader's resources: ``resources["nbgrader"]`` names the student, the assignment,
            the notebook and the gradebook.

        Returns
        -------
        tuple
            ``(nb, resources)``, as every nbgrader preprocessor returns them.
        """
        import os

        from nbgrader.api import Gradebook

        info = resources["nbgrader"]
        tampering = dict(nb.metadata.pop(TAMPERING_KEY, {}) or {})
        try:
            with Gradebook(info["db_url"]) as gradebook:
                notebook = gradebook.find_notebook(info["notebook"], info["assignment"])
                sources = {cell.name: cell.source for cell in notebook.source_cells}
            limits = Limits(notebook_seconds=float(self.notebook_seconds))
            grade_notebook(nb, tampering, sources=sources, confined=not self.practice, limits=limits,
                           hidden=(os.getcwd(),), name=f"{info['notebook']}.ipynb")
        except Exception as error:
            reason = " ".join(str(error).split())[:300] or type(error).__name__
            print("gamekit-failed " + json.dumps([info["student"], info["assignment"], reason]), flush=True)
            raise
        return nb, resources


def report_graded(assignment: str, student: str, notebooks: list[str]) -> None:
    """nbgrader post-convert hook: print one line per graded submission (the grading tool's progress).

    nbgrader passes its patterns (``*``) as ``assignment`` and ``student``: who was graded is read
    from each notebook's path, ``…/<student>/<assignment>/<notebook>.ipynb``.
    """
    from pathlib import Path

    for notebook in notebooks:
        folder = Path(notebook).parent
        print("gamekit-graded " + json.dumps([folder.parent.name, folder.name]), flush=True)
