"""A student's answer as a check receives it: kind messages instead of tracebacks.

Every check of the exercises is decorated with :func:`checker`.  The decorator turns whatever can
go wrong with an answer into a failing :class:`~gamekit.course.grading.verdict.Verdict` that says what happened
in the student's terms:

* an answer cell still holding ``...`` (or ``None``): "there is no answer yet";
* a student's function that raises: the input where it failed and the error it raised;
* a student's function that returns nothing (a body without ``return``);
* a value of the wrong type or length: what was expected (the checks raise
  :class:`AnswerError` or ``ValueError`` for these, and the decorator reports them).

A check never shows a traceback from inside gamekit for a student's answer.
"""
from __future__ import annotations

import contextlib
import dis
import functools
import inspect
import signal
import textwrap
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.course.grading.forbidden import Forbidden, calls_only, refused
from gamekit.course.grading.verdict import Verdict

__all__ = ["AnswerError", "CheckRuntime", "RUNTIME", "StudentFunction", "TimeLimit", "checker", "clock_paused",
           "expect_int", "expect_list", "expect_pair", "expect_values", "prefetch", "time_limit",
           "clock_limits_suspended", "is_stub", "shown_arguments", "where_in_cell"]

F = TypeVar("F", bound=Callable[..., Verdict])


class AnswerError(ValueError):
    """Raised inside a check when the student's answer cannot be used; the check reports it."""


def shown_arguments(args: tuple) -> str:
    """Return the arguments of a call as they are written in it.

    >>> shown_arguments((3, (1, 2)))
    '3, (1, 2)'
    """
    return ", ".join(repr(a) for a in args)


class StudentFunction:
    """Return a student's function wrapped so that its failures become :class:`AnswerError`.

    The wrapper calls the function; an exception inside it, or a result of ``None`` (a body that
    has no ``return`` yet), is reported with the input where it happened.

    >>> def f(n):
    ...     return 10 // n
    >>> StudentFunction(f)(2)
    5
    >>> try:
    ...     StudentFunction(f)(0)
    ... except AnswerError as error:
    ...     print(error)
    your function f(0) raised ZeroDivisionError: integer division or modulo by zero.

    See also: :func:`checker`.
    """

    def __init__(self, function: Callable[..., Any], forbidden: Forbidden | None = None) -> None:
        self.function = function
        self.forbidden = forbidden
        name = getattr(function, "__name__", "")
        self.name = name if name and name != "<lambda>" and name.isidentifier() else "f"
        self.shown: Callable[[tuple], str] | None = None
        """How a check names the inputs of a call in words ("heaps of 1 and 2"); None: as written in Python."""

    def _arity(self, args: tuple) -> str | None:
        """Return why the function cannot take ``args`` (it takes another number of arguments), or None."""
        try:
            signature = inspect.signature(self.function)
        except (TypeError, ValueError):
            return None
        try:
            signature.bind(*args)
        except TypeError:
            takes = sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty
                        for p in signature.parameters.values())
            wanted = {0: _("no argument"), 1: _("one argument")}.get(
                len(args), _("{count} arguments").format(count=len(args)))
            has = {0: _("none"), 1: _("one")}.get(takes, str(takes))
            return _("your function {name} should take {wanted}, but it takes {has}: see the `def` line.").format(
                name=self.name, wanted=wanted, has=has)
        return None

    def prefetch(self, calls: Iterable[tuple]) -> None:
        """Let a function graded in a sandbox compute all these calls in one request (else nothing)."""
        ahead = getattr(self.function, "prefetch", None)
        if ahead is not None:
            ahead([tuple(args) for args in calls])

    def __call__(self, *args: Any) -> Any:
        call = (f"{self.name}({shown_arguments(args)})" if self.shown is None
                else _("{name}, given {arguments},").format(name=self.name, arguments=self.shown(args)))
        wrong_arity = self._arity(args)
        if wrong_arity:
            raise AnswerError(wrong_arity)
        try:
            if self.forbidden:
                with self.forbidden.watch():
                    result = self.function(*args)
                if self.forbidden.broken:
                    raise AnswerError(self.forbidden.broken)
            else:
                result = self.function(*args)
        except AnswerError:
            raise
        except Exception as error:  # the student's code: report it, never a traceback
            where = where_in_cell(error, self.function)
            text = str(error) if len(str(error)) <= 80 else str(error)[:79] + "…"
            raise AnswerError(_("your function {call} raised {error}: {text}{where}.").format(
                call=call, error=type(error).__name__, text=text, where=where)) from None
        if result is None or result is Ellipsis:
            raise AnswerError(_("your function {call} returned nothing: it needs a `return` "
                                "with its answer.").format(call=call))
        return result


def prefetch(function: Any, calls: Iterable[tuple]) -> None:
    """Tell a student's function which calls a check is about to make (the autograder batches them).

    Does nothing for a function run in the notebook itself.

    >>> prefetch(StudentFunction(abs), [(-1,), (2,)])
    """
    ahead = getattr(function, "prefetch", None)
    if ahead is not None:
        ahead(calls)


def _sources(function: Any, most: int = 20) -> list[str] | None:
    """Return the source of a student's function and of the functions of theirs it calls, or None.

    None when the source cannot be found (a function made by ``exec``): then the rule is watched
    while the function runs instead.
    """
    function = getattr(function, "func", function)
    found: list[str] = []
    todo, seen = [function], set()
    while todo and len(found) < most:
        current = todo.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        try:
            text = textwrap.dedent(inspect.getsource(current))
        except (OSError, TypeError):
            if current is function:
                return None
            continue
        if current.__name__ == "<lambda>":          # getsource gives the whole statement around it
            text = _lambda_text(text, current)
            if text is None:
                return None if current is function else found
        found.append(text)
        code = getattr(current, "__code__", None)
        names = set(code.co_names) if code is not None else set()
        for const in (code.co_consts if code is not None else ()):
            names |= set(getattr(const, "co_names", ()))
        space = dict(getattr(current, "__globals__", {}))
        for variable, cell in zip(code.co_freevars if code is not None else (), current.__closure__ or ()):
            with contextlib.suppress(ValueError):
                space[variable] = cell.cell_contents
                names.add(variable)
        todo += [space[n] for n in names if inspect.isfunction(space.get(n))
                 and not str(getattr(space[n], "__module__", "")).startswith("gamekit")]
    return found


def _lambda_text(statement: str, function: Any) -> str | None:
    """Return the text of the one lambda in ``statement`` with ``function``'s arguments, or None."""
    import ast

    try:
        tree = ast.parse(statement)
    except SyntaxError:
        return None
    code = function.__code__
    wanted = list(code.co_varnames[:code.co_argcount])
    found = [node for node in ast.walk(tree) if isinstance(node, ast.Lambda)
             and [a.arg for a in node.args.args] == wanted]
    return ast.get_source_segment(statement, found[0]) if len(found) == 1 else None


_STUB_BODIES = ([("LOAD_CONST", None), ("RETURN_VALUE", None)], [("RETURN_CONST", None)])


def is_stub(function: Any) -> bool:
    """Return True for a function whose body is still only ``...`` (and perhaps a docstring).

    >>> def king(row, col):
    ...     ...  # your answer
    >>> is_stub(king), is_stub(abs)
    (True, False)
    """
    code = getattr(function, "__code__", None)
    if code is None:
        return False
    body = [(i.opname, i.argval) for i in dis.get_instructions(code)
            if i.opname not in ("RESUME", "NOP", "CACHE")]
    return body in _STUB_BODIES


def _no_answer(value: Any) -> bool:
    """Return True for an answer cell not filled in: ``...``, ``None`` or a list holding ``...``."""
    if value is Ellipsis or value is None:
        return True
    return isinstance(value, (list, tuple)) and any(v is Ellipsis for v in value)


DEFAULT_LIMIT = 2.0
"""Seconds of CPU a check may use unless it sets its own ``limit`` (the worked solutions need < 0.1 s)."""


class TimeLimit(BaseException):
    """Raised inside a check that has run past its time limit (a BaseException: an answer's
    ``except Exception`` cannot swallow it)."""


class CheckRuntime(threading.local):
    """Return the state of the checks running in one thread: how deeply they are nested, and
    whether their clock is suspended.

    A check may call another check (chapter 3's coin move calls the nim move's): only the outermost
    one keeps the time limit and reports an interrupt, the inner ones let both pass.  The autograder
    counts CPU time itself (a sandbox's budget) and suspends the checks' own clock while it grades.
    Each thread has its own state (a ``threading.local``); :data:`RUNTIME` is the one the checks use.

    >>> runtime = CheckRuntime()
    >>> with runtime.check() as outermost, runtime.check() as inner:
    ...     outermost, inner, runtime.depth
    (True, False, 2)
    >>> runtime.depth, runtime.clock_suspended
    (0, False)

    See also: :func:`checker`, :func:`clock_limits_suspended`.
    """

    def __init__(self) -> None:
        self.depth = 0
        self.clock_suspended = False

    def __repr__(self) -> str:
        return f"CheckRuntime(depth={self.depth}, clock_suspended={self.clock_suspended})"

    @contextlib.contextmanager
    def check(self) -> Iterator[bool]:
        """Count one check running inside the ``with`` block; give whether it is the outermost."""
        self.depth += 1
        try:
            yield self.depth == 1
        finally:
            self.depth -= 1

    @contextlib.contextmanager
    def clock_off(self) -> Iterator[None]:
        """Suspend the checks' clock inside the ``with`` block (nested blocks restore what was)."""
        before, self.clock_suspended = self.clock_suspended, True
        try:
            yield
        finally:
            self.clock_suspended = before


RUNTIME = CheckRuntime()
"""The state of the running checks, per thread (:class:`CheckRuntime`)."""


def where_in_cell(error: BaseException, function: Any) -> str:
    """Return " (line N of the cell that defines `f`)" for the student's code deepest in ``error``.

    Only code from a notebook cell (or an answer run by the autograder) is pointed at; elsewhere
    the result is empty.

    >>> source = "def f(n):\\n    x = n\\n    return 1 // x"
    >>> namespace = {}
    >>> exec(compile(source, "<answer 1.1>", "exec"), namespace)
    >>> try:
    ...     namespace["f"](0)
    ... except ZeroDivisionError as error:
    ...     print(where_in_cell(error, namespace["f"]))
     (line 3 of the cell that defines `f`)
    """
    code = getattr(function, "__code__", None)
    if code is None:
        return ""
    line, tb = None, error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == code.co_filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    name = code.co_filename
    if line is None or not (name.startswith("<answer") or "ipykernel" in name or "<ipython" in name):
        return ""
    return " " + _("(line {line} of the cell that defines `{name}`)").format(line=line, name=function.__name__)


@contextlib.contextmanager
def clock_limits_suspended() -> Iterator[None]:
    """Run the checks inside the ``with`` block without their clock (the autograder counts CPU time).

    >>> with clock_limits_suspended():
    ...     with time_limit(0.001):
    ...         sum(range(10 ** 5)) > 0
    True
    """
    with RUNTIME.clock_off():
        yield


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`TimeLimit` inside the ``with`` block once it has used ``seconds`` of CPU time.

    CPU time, not the clock, so a busy machine does not stop a right answer; code that waits
    without computing is stopped by the clock at five times ``seconds`` plus ten seconds.  Works in
    the main thread of a Unix process (the notebook's kernel); elsewhere it does nothing.

    >>> with time_limit(1):
    ...     sum(range(10))
    45
    """
    usable = (not RUNTIME.clock_suspended and hasattr(signal, "setitimer")
              and threading.current_thread() is threading.main_thread()
              and signal.getitimer(signal.ITIMER_PROF)[0] == 0
              and signal.getitimer(signal.ITIMER_REAL)[0] == 0)
    if not usable:
        yield
        return

    def expire(signum, frame):
        raise TimeLimit()

    previous = {s: signal.signal(s, expire) for s in (signal.SIGPROF, signal.SIGALRM)}
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, 5 * seconds + 10)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        for s, handler in previous.items():
            signal.signal(s, handler)


@contextlib.contextmanager
def clock_paused() -> Iterator[None]:
    """Pause a running :func:`time_limit` inside the ``with`` block: the course's own work is not timed.

    A check's reference answer (a misère quotient, compiled by numba the first time it is needed)
    counts against no student's limit, and a time limit raised inside numba's compiler would leave
    it half-built.  The clock resumes where it stood when the block ends.

    >>> with time_limit(1), clock_paused():
    ...     sum(range(10))
    45
    """
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return
    prof = signal.setitimer(signal.ITIMER_PROF, 0)[0]
    real = signal.setitimer(signal.ITIMER_REAL, 0)[0]
    try:
        yield
    finally:
        if prof > 0:
            signal.setitimer(signal.ITIMER_PROF, prof)
        if real > 0:
            signal.setitimer(signal.ITIMER_REAL, real)


def checker(check: F | None = None, *, limit: float = DEFAULT_LIMIT,
            forbid: Sequence[str] = ()) -> F:
    """Return ``check`` made kind: a student's answer can make it fail, never crash or hang.

    Arguments that are still ``...`` (an answer cell not filled in) give "there is no answer
    yet"; a student's function is wrapped in :class:`StudentFunction`; an :class:`AnswerError`,
    ``ValueError`` or any other exception while checking becomes a failing verdict naming what
    was wrong.  The check stops after ``limit`` seconds ("your answer ran longer than …"), an
    interrupt (the stop button) ends it with one line, and a student's function that calls
    anything in ``forbid`` (see :class:`~gamekit.course.grading.forbidden.Forbidden`) fails.
    Used bare (``@checker``) or with options (``@checker(limit=5, forbid=["^"])``); the options
    are kept on the check as ``time_limit`` and ``forbidden`` for the autograder.

    >>> @checker
    ... def check_double(f):
    ...     return Verdict.right("fine") if f(2) == 4 else Verdict.wrong("not double")
    >>> check_double(...)
    ✗ Not yet: there is no answer yet: write yours in place of the `...` above, then run this cell again.
    >>> def double(n):
    ...     ...
    >>> check_double(double)
    ✗ Not yet: there is no answer yet: write the body of `double` in place of the `...` above, then run this cell again.
    >>> check_double(lambda n: n / 0)
    ✗ Not yet: your function f(2) raised ZeroDivisionError: division by zero.
    >>> check_double(lambda n: 2 * n)
    ✓ Correct: fine
    >>> check_double(lambda n: n << 1)
    ✓ Correct: fine
    >>> checker(check_double.__wrapped__, forbid=["bitwise"])(lambda n: n << 1)
    ✗ Not yet: your answer uses the operator `<<`, which this exercise asks you to do without.

    See also: :class:`StudentFunction`, :class:`~gamekit.course.grading.verdict.Verdict`.
    """
    if check is None:
        return functools.partial(checker, limit=limit, forbid=forbid)  # type: ignore[return-value]
    signature = inspect.signature(check)
    rule = tuple(forbid)

    @functools.wraps(check)
    def kind(*args: Any, **kwargs: Any) -> Verdict:
        bound = signature.bind_partial(*args, **kwargs)
        functions = []
        for name, value in bound.arguments.items():
            if _no_answer(value) and signature.parameters[name].default is inspect.Parameter.empty:
                return Verdict.wrong(_("there is no answer yet: write yours in place of the `...` "
                                       "above, then run this cell again."))
            if is_stub(value):
                return Verdict.wrong(_("there is no answer yet: write the body of `{name}` in "
                                       "place of the `...` above, then run this cell again.").format(
                    name=value.__name__))
            if inspect.isfunction(value) or inspect.ismethod(value) or isinstance(value, functools.partial):
                functions.append(value)
                texts = _sources(value) if rule else None
                if texts:           # the rule read from the answer's text, as the autograder reads it
                    broken = refused(texts[0], texts[1:], rule)
                    if broken:
                        return Verdict.wrong(broken)
                watch = Forbidden(calls_only(rule) if texts else rule) if rule else None
                bound.arguments[name] = StudentFunction(value, watch)
        with RUNTIME.check() as outermost:
            return _verdict(check, bound, limit, outermost, functions)

    kind.time_limit = limit  # type: ignore[attr-defined]
    kind.forbidden = rule  # type: ignore[attr-defined]
    return kind  # type: ignore[return-value]


def _verdict(check: Callable[..., Verdict], bound: inspect.BoundArguments, limit: float, outermost: bool,
             functions: list) -> Verdict:
    """Return what ``check`` says of the bound answer, every failure of the answer made a verdict."""
    try:
        with time_limit(limit) if outermost else contextlib.nullcontext():
            return check(*bound.args, **bound.kwargs)
    except AnswerError as error:
        return Verdict.wrong(str(error))
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
        # a KeyError's text is only the key's repr; any other error's text is its message, quotes and all
        message = (_("there is no key {key}").format(key=repr(error.args[0]))
                   if isinstance(error, KeyError) and error.args else str(error)) or type(error).__name__
        return Verdict.wrong(_("this answer cannot be checked: {message}").format(message=message)
                             + ("" if message.endswith(".") else "."))
    except RecursionError:
        return Verdict.wrong(_("your answer recursed too deeply."))
    except TimeLimit as error:
        if not outermost:
            raise
        where = "".join(where_in_cell(error, f) for f in functions[:1])
        return Verdict.wrong(_("your answer ran longer than {seconds} s{where}: look for a loop "
                               "that never ends, or a much slower way than needed.").format(
            seconds=f"{limit:g}", where=where))
    except KeyboardInterrupt as error:
        if not outermost:
            raise
        where = "".join(where_in_cell(error, f) for f in functions[:1])
        return Verdict.wrong(_("the check was interrupted{where}.").format(where=where))


def expect_int(value: Any, what: str) -> int:
    """Return ``value`` as an int, or raise :class:`AnswerError` saying an integer was expected.

    >>> expect_int(3, "γ(4)")
    3
    >>> expect_int("3", "γ(4)")
    Traceback (most recent call last):
    ...
    gamekit.course.grading.answers.AnswerError: γ(4) should be a whole number, not the text '3'.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        if hasattr(value, "__index__") and not isinstance(value, bool):
            return int(value.__index__())
        raise AnswerError(_("{what} should be a whole number, not {given}.").format(what=_(what), given=given(value)))
    return value


def expect_list(value: Any, what: str, length: int | None = None) -> list:
    """Return ``value`` as a list, or raise :class:`AnswerError` saying what was expected.

    >>> expect_list(range(3), "the values", 3)
    [0, 1, 2]
    >>> expect_list("0123", "the values", 4)
    Traceback (most recent call last):
    ...
    gamekit.course.grading.answers.AnswerError: the values should be a list, not the text '0123'.
    >>> expect_list([1, 2], "the values", 4)
    Traceback (most recent call last):
    ...
    gamekit.course.grading.answers.AnswerError: the values should have 4 entries, not 2.
    """
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        raise AnswerError(_("{what} should be a list, not {given}.").format(what=_(what), given=given(value)))
    items = list(value)
    if length is not None and len(items) != length:
        raise AnswerError(_("{what} should have {length} entries, not {count}.").format(
            what=_(what), length=length, count=len(items)))
    return items


def expect_pair(value: Any, what: str) -> tuple[int, int]:
    """Return ``value`` as a pair of whole numbers, or raise :class:`AnswerError` saying a pair was expected.

    >>> expect_pair([1, 2], "the bite (row, column)")
    (1, 2)
    >>> expect_pair(5, "the bite (row, column)")
    Traceback (most recent call last):
    ...
    gamekit.course.grading.answers.AnswerError: the bite (row, column) should be a pair of whole numbers like (1, 2),
    not the number 5.

    See also: :func:`expect_int`, :func:`expect_list`.
    """
    if not isinstance(value, (tuple, list)) or len(value) != 2:
        raise AnswerError(_("{what} should be a pair of whole numbers like (1, 2), not {given}.").format(
            what=_(what), given=given(value)))
    return expect_int(value[0], what), expect_int(value[1], what)


def expect_values(values: Any, count: int, symbol: str = "γ") -> list[int]:
    """Return ``values`` as the list of ``count`` whole numbers symbol(0), …, symbol(count − 1).

    Anything else raises :class:`AnswerError` saying what was expected.

    >>> expect_values([0, 1, 2], 3)
    [0, 1, 2]
    >>> expect_values([1, 0], 20, "γʰ")
    Traceback (most recent call last):
    ...
    gamekit.course.grading.answers.AnswerError: your values should have 20 entries, not 2: γʰ(0), …, γʰ(19).

    See also: :func:`expect_list`, :func:`expect_int`.
    """
    items = expect_list(values, N_("your values"))
    if len(items) != count:
        raise AnswerError(_("your values should have {count} entries, not {given}: "
                            "{symbol}(0), …, {symbol}({last}).").format(count=count, given=len(items), symbol=symbol,
                                                                        last=count - 1))
    return [expect_int(v, f"{symbol}({n})") for n, v in enumerate(items)]
