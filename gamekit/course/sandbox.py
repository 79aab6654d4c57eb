"""A student's code in a process of its own: the grader asks it for values and calls, never trusts it.

The autograder runs a submission's cells in a :class:`Sandbox`, a fresh child process, and the
checks in its own process.  Everything the check receives from the child is plain data (numbers,
strings, tuples, lists, sets, dicts) read by an unpickler that refuses anything else, so nothing
the student's code does — rebinding a check, patching ``Verdict`` or ``assert`` — can reach the
check or its verdict.  A student's function is a proxy: each call is a request to the child.
Every request has a deadline; a child past it is killed and the call raises
:class:`~gamekit.course.exercises.answers.TimeLimit`.
"""
from __future__ import annotations

import contextlib
import io
import multiprocessing
import os
import pickle
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from gamekit.course.exercises.answers import AnswerError, TimeLimit, is_stub, shown_arguments, where_in_cell
from gamekit.course.exercises.forbidden import Forbidden

__all__ = ["Budget", "Sandbox", "SandboxDied", "plain", "rebuilt"]

_MAX_ITEMS = 1_000_000


class SandboxDied(AnswerError):
    """Raised when the student's code ended its own process (``exit()``, a crash)."""


class _Unplain(Exception):
    pass


def plain(value: Any, depth: int = 0) -> Any:
    """Return ``value`` as plain data: numbers, strings, tuples, lists, sets and dicts of them.

    Generators, ranges and NumPy arrays become lists, NumPy numbers Python numbers; anything
    else raises an error naming its type.

    >>> import numpy as np
    >>> plain([np.int64(3), range(2), {1: (True, "P")}])
    [3, [0, 1], {1: (True, 'P')}]
    """
    if depth > 50:
        raise _Unplain("a structure nested too deeply")
    if value is None or value is Ellipsis or isinstance(value, (bool, str, float)):
        return value
    if isinstance(value, int):
        return int(value)
    if hasattr(value, "__index__") and not hasattr(value, "__len__"):
        return int(value.__index__())
    if isinstance(value, tuple):
        return tuple(plain(v, depth + 1) for v in value)
    if isinstance(value, (set, frozenset)):
        return type(value)(plain(v, depth + 1) for v in value) if type(value) in (set, frozenset) \
            else set(plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return {plain(k, depth + 1): plain(v, depth + 1) for k, v in value.items()}
    kind = (type(value).__module__, type(value).__name__)
    if kind in _VALUE_TYPES:      # a value of gamekit's own, sent as its data and rebuilt by the grader
        return (_TAG, kind[1], plain(_VALUE_TYPES[kind][0](value), depth + 1))
    if hasattr(value, "tolist") and callable(value.tolist):
        return plain(value.tolist(), depth + 1)
    if isinstance(value, (list, range)) or hasattr(value, "__next__"):
        items = []
        for v in value:
            items.append(plain(v, depth + 1))
            if len(items) > _MAX_ITEMS:
                raise _Unplain("a list of more than a million entries")
        return items
    raise _Unplain(f"a {type(value).__name__}")


def _infinite(data: Any) -> Any:
    from gamekit.theory.infinite import Infinite

    return Infinite(data)


_TAG = "\x00gamekit value"
# gamekit's value types an answer may hold: how to send one as data, and how to rebuild it
_VALUE_TYPES = {("gamekit.theory.infinite", "Infinite"): (lambda v: sorted(v.K), _infinite)}
_REBUILD = {name: rebuild for (_, name), (_, rebuild) in _VALUE_TYPES.items()}


def rebuilt(value: Any, depth: int = 0) -> Any:
    """Return plain data from the sandbox with gamekit's values (such as ``Infinite``) rebuilt here.

    >>> from gamekit.theory.infinite import Infinite
    >>> rebuilt(plain({1: Infinite({0, 2}), 2: 3}))
    {1: ∞{0,2}, 2: 3}
    """
    if depth > 50:
        return value
    if isinstance(value, tuple):
        if len(value) == 3 and value[0] == _TAG and value[1] in _REBUILD:
            try:
                return _REBUILD[value[1]](rebuilt(value[2], depth + 1))
            except (TypeError, ValueError) as error:
                raise AnswerError(f"your answer holds a broken {value[1]}: {error}") from None
        return tuple(rebuilt(v, depth + 1) for v in value)
    if isinstance(value, list):
        return [rebuilt(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return type(value)(rebuilt(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return {rebuilt(k, depth + 1): rebuilt(v, depth + 1) for k, v in value.items()}
    return value


class _PlainUnpickler(pickle.Unpickler):
    """Unpickle plain data only: the child's replies cannot make this process run anything."""

    ALLOWED = {("builtins", "set"), ("builtins", "frozenset"), ("builtins", "Ellipsis")}

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in self.ALLOWED:
            return getattr(__import__("builtins"), name)
        raise pickle.UnpicklingError(f"the answer sent {module}.{name}, which is not plain data")


# ---------------------------------------------------------------------------------------------
# the child


def _call(function: Any, args: tuple, rules: dict, forbid: tuple) -> tuple:  # pragma: no cover - child
    """Return the reply to one call of the student's function: ok, raised or unplain."""
    rule = rules.get(forbid)
    if rule is None:
        rule = rules[forbid] = Forbidden(forbid)
    try:
        if forbid:
            with rule.watch():
                result = function(*args)
        else:
            rule.broken = None
            result = function(*args)
    except Exception as error:
        if rule.broken:
            return ("ok", None, rule.broken)
        return ("raised", type(error).__name__, str(error), where_in_cell(error, function))
    try:
        return ("ok", plain(result), rule.broken)
    except _Unplain as error:
        return ("unplain", str(error))


def _child(connection, parent) -> None:  # pragma: no cover - runs in the child process
    parent.close()
    devnull = open(os.devnull, "w")
    sys.stdout = sys.stderr = devnull
    sys.stdin = io.StringIO("")
    names: dict[str, Any] = {"__name__": "__main__", "__builtins__": __builtins__}
    rules: dict[tuple, Forbidden] = {}

    def reply(*message: Any) -> None:
        connection.send_bytes(pickle.dumps(message))

    while True:
        try:
            request = pickle.loads(connection.recv_bytes())
        except EOFError:
            return
        kind = request[0]
        try:
            if kind == "exec":
                _, source, label, forbid = request
                rule = Forbidden(forbid)
                code = compile(source, f"<answer {label}>", "exec")
                with rule.watch():
                    exec(code, names)
                reply("ok", rule.broken)
            elif kind == "describe":
                name = request[1]
                if name not in names:
                    reply("missing")
                    continue
                value = names[name]
                if callable(value) and not isinstance(value, type):
                    reply("function", is_stub(value), getattr(value, "__name__", name))
                else:
                    try:
                        reply("value", plain(value))
                    except _Unplain as error:
                        reply("unplain", str(error))
            elif kind == "call":
                _, name, args, forbid = request
                reply(*_call(names[name], args, rules, forbid))
            elif kind == "map":
                _, name, calls, forbid = request
                answers = []
                for args in calls:
                    answers.append(_call(names[name], args, rules, forbid))
                    if answers[-1][0] != "ok" or answers[-1][2]:
                        break
                reply("map", answers)
        except BaseException as error:  # the student's cell itself raised: say where
            if isinstance(error, SystemExit):
                os._exit(0)
            line, tb = None, error.__traceback__
            while tb is not None:
                if tb.tb_frame.f_code.co_filename.startswith("<answer"):
                    line = tb.tb_lineno
                tb = tb.tb_next
            reply("error", type(error).__name__, str(error), line)


# ---------------------------------------------------------------------------------------------
# the parent


def _cpu_seconds(pid: int) -> float | None:
    """Return the CPU time a process has used, from /proc (None where there is no /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Budget:
    """Return a time budget of ``seconds`` for a check: CPU time, not the clock, so a busy machine
    does not fail a right answer.

    What counts is the CPU time of the grader's own process and of the student's process since
    the budget began (the clock where /proc is missing); a student's code that waits without
    computing is stopped by the clock at five times the budget plus ten seconds.

    >>> Budget(2).seconds
    2
    """

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.wall, self.own = time.monotonic(), time.process_time()
        self._child: tuple[int, float] | None = None

    def used(self, pid: int) -> float:
        """Return the CPU seconds spent so far by this process and the child ``pid``."""
        child = _cpu_seconds(pid)
        if child is None:
            return time.monotonic() - self.wall
        if self._child is None or self._child[0] != pid:     # a new child: count from now
            self._child = (pid, child)
        return time.process_time() - self.own + child - self._child[1]

    def exceeded(self, pid: int) -> bool:
        """Return True when the budget is spent (or the clock has run far past it)."""
        return (self.used(pid) >= self.seconds
                or time.monotonic() - self.wall >= 5 * self.seconds + 10)


class Sandbox:
    """Return a child process that runs a student's cells and answers the grader's requests.

    ``exec`` runs a cell, ``describe`` says what a name holds, ``call`` calls a student's
    function; each takes ``seconds`` (a deadline), after which the child is killed and
    :class:`~gamekit.course.exercises.answers.TimeLimit` raised.  After ``exit()`` or a crash
    of the child, requests raise :class:`SandboxDied`.

    >>> with Sandbox() as box:
    ...     ran = box.exec("def double(n):\\n    return 2 * n", "1.1", seconds=5)
    ...     box.describe("double", seconds=5), box.call("double", (21,), seconds=5)
    (('function', False, 'double'), 42)
    """

    def __init__(self) -> None:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        self._connection, child_end = context.Pipe()
        self.process = context.Process(target=_child, args=(child_end, self._connection), daemon=True)
        self.process.start()
        child_end.close()
        self.busy = False

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @property
    def alive(self) -> bool:
        return self.process.is_alive() and not self.busy

    def close(self) -> None:
        """End the child process."""
        with contextlib.suppress(Exception):
            self._connection.close()
        if self.process.is_alive():
            self.process.kill()
        self.process.join(1)

    def _request(self, message: tuple, seconds: float | Budget) -> tuple:
        budget = seconds if isinstance(seconds, Budget) else Budget(seconds)
        pid = self.process.pid
        budget.used(pid)
        try:
            self.busy = True
            self._connection.send_bytes(pickle.dumps(message))
            while not self._connection.poll(0.05):
                if budget.exceeded(pid):
                    self.close()
                    raise TimeLimit()
            answer = _PlainUnpickler(io.BytesIO(self._connection.recv_bytes())).load()
            self.busy = False
            return answer
        except (EOFError, BrokenPipeError, ConnectionResetError, OSError):
            self.close()
            raise SandboxDied("your answer stopped Python itself (an exit() or a crash).") from None
        except BaseException:
            self.close()
            raise

    def exec(self, source: str, label: str, *, seconds: float | Budget,
             forbid: Iterable[str] = ()) -> tuple | None:
        """Run a cell; return None, or ("forbidden", reason), or ("error", name, message, line)."""
        answer = self._request(("exec", source, label, tuple(forbid)), seconds)
        if answer[0] == "ok":
            return ("forbidden", answer[1]) if answer[1] else None
        return answer

    def describe(self, name: str, *, seconds: float | Budget) -> tuple:
        """Return what ``name`` holds: ("missing",), ("function", is_stub, name), ("value", v)…"""
        return self._request(("describe", name), seconds)

    def call(self, name: str, args: tuple, *, seconds: float | Budget, forbid: Iterable[str] = ()) -> Any:
        """Return the student's function ``name`` called on ``args``, as plain data.

        Raises :class:`~gamekit.course.exercises.answers.AnswerError` with the student's error.
        """
        return self.answer(name, args, self._request(("call", name, tuple(args), tuple(forbid)), seconds))

    def map(self, name: str, calls: list[tuple], *, seconds: float | Budget,
            forbid: Iterable[str] = ()) -> list[tuple]:
        """Return the replies to many calls of ``name`` in one request; it stops at the first failure.

        Give each reply with its arguments to :meth:`answer` for the value or the error.
        """
        answer = self._request(("map", name, [tuple(a) for a in calls], tuple(forbid)), seconds)
        return answer[1]

    @staticmethod
    def answer(name: str, args: tuple, answer: tuple) -> Any:
        """Return the value in a reply to a call, or raise the student's error as words."""
        if answer[0] == "ok":
            if answer[2]:
                raise AnswerError(answer[2])
            return rebuilt(answer[1])
        if answer[0] == "raised":
            _, error, message, where = answer
            raise AnswerError(f"your function {name}({shown_arguments(args)}) raised {error}: {message}{where}.")
        raise AnswerError(f"your function {name}({shown_arguments(args)}) returned {answer[1]}, which the check "
                          "cannot read: return numbers, tuples, lists, sets, dicts or strings.")
