"""A student's code in a sandbox of its own: the grader asks it for values and calls, never trusts it.

The autograder runs a submission's cells in a :class:`Sandbox` and the checks in its own process.
For credit the sandbox is bubblewrap (``bwrap``, what Flatpak runs on): the student's code runs
as a user of its own, without network, in a private empty working folder holding only its
notebook, seeing the system, Python and gamekit read-only and nothing else — no course folder,
no gradebook, no solutions, no other student's work — with limits on memory, processes, file
size and CPU, and a wall-clock limit per notebook enforced from outside: every process of the
sandbox lives in one PID namespace that :meth:`Sandbox.close` ends at once.

Everything the check receives from the sandbox is plain data (numbers, strings, tuples, lists,
sets, dicts) read by an unpickler that refuses anything else, so nothing the student's code does
— rebinding a check, patching ``Verdict`` or ``assert`` — can reach the check or its verdict.  A
student's function is a proxy: each call is a request to the sandbox.  Every request has a
deadline; a sandbox past it is killed and the call raises
:class:`~gamekit.course.grading.answers.TimeLimit`.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import pickle
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamekit.core.language import gettext as _
from gamekit.course.grading.answers import AnswerError, TimeLimit, is_stub, shown_arguments, where_in_cell
from gamekit.course.grading.forbidden import Forbidden

__all__ = ["Budget", "DEFAULT_LIMITS", "Limits", "NotebookTimeLimit", "Sandbox", "SandboxDied", "SandboxUnavailable",
           "UNAVAILABLE", "bubblewrap", "plain", "rebuilt", "serve"]

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
        raise _Unplain(_("a structure nested too deeply"))
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
                raise _Unplain(_("a list of more than a million entries"))
        return items
    raise _Unplain(_("a {kind}").format(kind=type(value).__name__))


def _infinite(data: Any) -> Any:
    from gamekit.theory.infinite import Infinite

    return Infinite(data)


_TAG = "\x00gamekit value"
# gamekit's value types an answer may hold: how to send one as data, and how to rebuild it
_VALUE_TYPES = {("gamekit.theory.infinite", "Infinite"): (lambda v: sorted(v.K), _infinite)}
_REBUILD = {name: rebuild for (_, name), (_, rebuild) in _VALUE_TYPES.items()}


_MAX_NODES = 2_000_000


def rebuilt(value: Any) -> Any:
    """Return plain data from the sandbox with gamekit's values (such as ``Infinite``) rebuilt here.

    The copy is a tree of at most two million entries: a reply that shares its parts so that it
    would unfold into more raises :class:`~gamekit.course.grading.answers.AnswerError`.

    >>> from gamekit.theory.infinite import Infinite
    >>> rebuilt(plain({1: Infinite({0, 2}), 2: 3}))
    {1: ∞{0,2}, 2: 3}
    """
    budget = [_MAX_NODES]

    def copy(value: Any, depth: int) -> Any:
        budget[0] -= 1
        if budget[0] < 0 or depth > 60:
            raise AnswerError(_("your answer is too large or too deeply nested for the check to read."))
        if isinstance(value, tuple):
            if len(value) == 3 and value[0] == _TAG and value[1] in _REBUILD:
                try:
                    return _REBUILD[value[1]](copy(value[2], depth + 1))
                except (TypeError, ValueError) as error:
                    raise AnswerError(_("your answer holds a broken {kind}: {error}").format(
                        kind=value[1], error=error)) from None
            return tuple(copy(v, depth + 1) for v in value)
        if isinstance(value, list):
            return [copy(v, depth + 1) for v in value]
        if isinstance(value, (set, frozenset)):
            return type(value)(copy(v, depth + 1) for v in value)
        if isinstance(value, dict):
            return {copy(k, depth + 1): copy(v, depth + 1) for k, v in value.items()}
        if value is None or value is Ellipsis or type(value) in (bool, int, float, str):
            return value
        raise AnswerError(_("your answer sent something that is not plain data."))

    return copy(value, 0)


class _PlainUnpickler(pickle.Unpickler):
    """Unpickle plain data only: the child's replies cannot make this process run anything."""

    ALLOWED = {("builtins", "set"), ("builtins", "frozenset"), ("builtins", "Ellipsis")}

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in self.ALLOWED:
            return getattr(__import__("builtins"), name)
        raise pickle.UnpicklingError(f"the answer sent {module}.{name}, which is not plain data")


# ---------------------------------------------------------------------------------------------
# the limits and the sandbox's command


@dataclass(frozen=True)
class Limits:
    """Return the limits of one notebook's sandbox: memory, processes, file size, CPU and the clock.

    ``memory`` bytes of address space, ``processes`` processes and threads, ``file_size`` bytes a
    file may grow to and ``scratch`` bytes of each private folder (the working folder and
    ``/tmp``), ``cpu`` seconds of CPU for the whole notebook, and ``notebook_seconds`` of the clock
    for the whole notebook, enforced from outside (a cell that sleeps cannot escape it).

    >>> Limits().notebook_seconds
    120.0
    """

    memory: int = 1 << 30
    processes: int = 32
    file_size: int = 16 << 20
    scratch: int = 64 << 20
    cpu: int = 300
    notebook_seconds: float = 120.0


DEFAULT_LIMITS = Limits()
"""The limits of a sandbox unless told otherwise."""


class SandboxUnavailable(RuntimeError):
    """Raised when a sandbox for credit is asked for and bubblewrap is not installed."""


#: What grading for credit says when bubblewrap is missing.
UNAVAILABLE = ("grading for credit runs every notebook in a bubblewrap sandbox, and `bwrap` is not "
               "installed: install it with `sudo apt-get install bubblewrap` (Debian, Ubuntu), or run an "
               "unsandboxed practice grading with `--practice`.")


def bubblewrap() -> str | None:
    """Return the path of bubblewrap's ``bwrap``, or None when it is not installed.

    >>> bubblewrap() is None or bubblewrap().endswith("bwrap")
    True
    """
    return shutil.which("bwrap")


_HOME = "/home/student"
_SYSTEM = ("/usr", "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")


def _bound_paths() -> list[str]:
    """Return the folders the sandbox sees read-only: the system, Python, the environment, gamekit.

    Only gamekit's own package folder is shown, never the folder around it (with an editable
    install, that is the repository: the course, its solutions).
    """
    package = str(Path(__file__).resolve().parents[2])          # gamekit/course/grading/sandbox.py
    wanted = [sys.base_prefix, sys.prefix, str(Path(sys.executable).resolve().parent.parent), package]
    wanted += [p for p in sys.path if p.endswith(("site-packages", "dist-packages"))]
    found: list[str] = []
    for path in sorted({str(Path(p).resolve()) for p in wanted if p and Path(p).is_dir()}):
        if any(path == s or path.startswith(s + "/") for s in _SYSTEM):
            continue
        if not any(path.startswith(f + "/") for f in found):
            found.append(path)
    return found


def _sandbox_user() -> int | None:
    """Return the unprivileged user id a sandbox started by root runs as (one per grader), or None."""
    return 1_000_000_000 + os.getpid() if os.geteuid() == 0 else None


def _command(limits: Limits, files: dict[str, int], hidden: Iterable[str]) -> list[str]:
    """Return the bubblewrap command that starts the sandbox's server.

    Started by root, bubblewrap builds the sandbox with root's rights (it can bind Python from
    wherever it is installed) and the server then becomes an unprivileged user of its own, with
    no capabilities, before any of the student's code runs; started by anyone else, bubblewrap
    maps the user to ``nobody`` in a user namespace.
    """
    user = _sandbox_user()
    command = [bubblewrap() or "bwrap", "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
               "--unshare-cgroup-try", "--die-with-parent", "--new-session", "--hostname", "sandbox"]
    if user is None:
        command += ["--unshare-user", "--uid", "65534", "--gid", "65534"]
    for path in _SYSTEM:
        if os.path.islink(path):
            command += ["--symlink", os.readlink(path), path]
        elif os.path.isdir(path):
            command += ["--ro-bind", path, path]
    # the private folders first: Python or the repository may well live under /tmp (a CI clone)
    command += ["--perms", "1777", "--size", str(limits.scratch), "--tmpfs", "/tmp",
                "--perms", "0777", "--size", str(limits.scratch), "--tmpfs", _HOME]
    bound = _bound_paths()
    made: set[str] = {"/tmp", _HOME}
    for path in bound:
        for parent in reversed(Path(path).parents):
            if str(parent) != "/" and str(parent) not in made:
                made.add(str(parent))
                command += ["--perms", "0755", "--dir", str(parent)]
        command += ["--ro-bind", path, path]
    for path in hidden:              # a course folder inside a bound one is covered by an empty folder
        path = str(Path(path).resolve())
        if any(path.startswith(b + "/") for b in bound):
            command += ["--tmpfs", path]
    command += ["--proc", "/proc", "--dev", "/dev"]
    for name, fd in files.items():
        command += ["--perms", "0666", "--file", str(fd), f"{_HOME}/{name}"]
    command += ["--chdir", _HOME, "--clearenv"]
    for key, value in _environment(_HOME).items():
        command += ["--setenv", key, value]
    return command + ["--", *_server(limits, user)]


def _environment(home: str) -> dict[str, str]:
    environment = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MPLBACKEND": "Agg",
                   "MPLCONFIGDIR": f"{home}/.matplotlib", "NUMBA_CACHE_DIR": f"{home}/.numba",
                   "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1",
                   "NUMBA_NUM_THREADS": "1", "GAMEKIT_PROGRESS": "off"}
    # the grader's language (a Hungarian course grades with GAMEKIT_LANGUAGE=hu): gamekit speaks it to the
    # student's code too, so an error the student's call raises reads as the checks' verdicts do
    if os.environ.get("GAMEKIT_LANGUAGE"):
        environment["GAMEKIT_LANGUAGE"] = os.environ["GAMEKIT_LANGUAGE"]
    return environment


def _server(limits: Limits, user: int | None = None) -> list[str]:
    settings = json.dumps([limits.memory, limits.processes, limits.file_size, limits.cpu, user])
    return [sys.executable, "-I", "-B", "-c",
            f"from gamekit.course.grading.sandbox import serve; serve({settings!r})"]


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
        return ("raised", type(error).__name__, str(error)[:_SHOWN], where_in_cell(error, function))
    try:
        return ("ok", plain(result), rule.broken)
    except _Unplain as error:
        return ("unplain", str(error))


_SHOWN = 2000     # characters of a student's error message sent back


def _read_exactly(fd: int, size: int) -> bytes:  # pragma: no cover - child
    chunks, left = [], size
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def serve(settings: str) -> None:  # pragma: no cover - runs in the sandbox
    """Answer the grader's requests on standard input and output until it closes them.

    ``settings`` is the JSON list ``[memory, processes, file_size, cpu, user]`` of the sandbox's
    limits, set here (soft and hard) before any of the student's code runs, and the user id to
    become first (None: stay who we are).
    """
    memory, processes, file_size, cpu, user = json.loads(settings)
    if user is not None:
        os.setgroups([])
        os.setgid(user)
        os.setuid(user)
    requests, replies = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    sys.stdin = io.StringIO("")
    import resource

    for kind, value in ((resource.RLIMIT_AS, memory), (resource.RLIMIT_NPROC, processes),
                        (resource.RLIMIT_FSIZE, file_size), (resource.RLIMIT_CPU, cpu),
                        (resource.RLIMIT_NOFILE, 256)):
        if value:
            resource.setrlimit(kind, (value, value))
    names: dict[str, Any] = {"__name__": "__main__", "__builtins__": __builtins__}
    rules: dict[tuple, Forbidden] = {}

    def reply(*message: Any) -> None:
        data = pickle.dumps(message)
        os.write(replies, struct.pack(">Q", len(data)))
        view = memoryview(data)
        while view:
            view = view[os.write(replies, view):]

    while True:
        try:
            size = struct.unpack(">Q", _read_exactly(requests, 8))[0]
            request = pickle.loads(_read_exactly(requests, size))
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
            reply("error", type(error).__name__, str(error)[:_SHOWN], line)


# ---------------------------------------------------------------------------------------------
# the parent


def _cpu_seconds(pid: int) -> float | None:
    """Return the CPU time a process and all its descendants have used, from /proc (None without it)."""
    total, todo, seen = 0.0, [pid], set()
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        try:
            fields = Path(f"/proc/{current}/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            if current == pid:
                return None
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        with contextlib.suppress(OSError, ValueError):
            for task in Path(f"/proc/{current}/task").iterdir():
                todo += [int(c) for c in (task / "children").read_text().split()]
    return total


class Budget:
    """Return a time budget of ``seconds`` for a check: CPU time, not the clock, so a busy machine
    does not fail a right answer.

    What counts is the CPU time of the grader's own process and of the student's processes since
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
        """Return the CPU seconds spent so far by this process and the sandbox ``pid`` (all its processes)."""
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


class NotebookTimeLimit(TimeLimit):
    """Raised when a notebook's sandbox has run past the notebook's wall-clock limit."""


_MAX_REPLY = 64 << 20     # bytes of one reply


class Sandbox:
    """Return a sandbox that runs a student's cells and answers the grader's requests.

    For credit (``confined=True``, the default) the cells run under bubblewrap: a user of their
    own, no network, a private empty working folder holding only ``files``, the system, Python
    and gamekit read-only and nothing else of the machine, every process in one PID namespace
    killed by :meth:`close`, and the ``limits`` on memory, processes, file size and CPU.  Each
    request has a deadline, and all requests together end at ``deadline`` (a ``time.monotonic()``
    instant: the notebook's wall-clock limit).  ``confined=False`` is a practice run: a plain
    child process with the same limits on memory, file size and CPU, and no wall around it.

    ``exec`` runs a cell, ``describe`` says what a name holds, ``call`` calls a student's function;
    past its deadline a request kills the sandbox and raises
    :class:`~gamekit.course.grading.answers.TimeLimit` (:class:`NotebookTimeLimit` at the
    notebook's); after ``exit()`` or a crash, requests raise :class:`SandboxDied`.

    >>> with Sandbox(confined=bubblewrap() is not None) as box:
    ...     ran = box.exec("def double(n):\\n    return 2 * n", "1.1", seconds=30)
    ...     box.describe("double", seconds=30), box.call("double", (21,), seconds=30)
    (('function', False, 'double'), 42)

    See also: :class:`Limits`, :func:`bubblewrap`.
    """

    def __init__(self, *, confined: bool = True, limits: Limits = DEFAULT_LIMITS, files: dict[str, bytes] | None = None,
                 deadline: float | None = None, hidden: Iterable[str] = ()) -> None:
        if confined and bubblewrap() is None:
            raise SandboxUnavailable(UNAVAILABLE)
        self.confined, self.deadline, self.busy = confined, deadline, False
        self._scratch: str | None = None
        descriptors: dict[str, int] = {}
        try:
            if confined:
                for name, data in (files or {}).items():
                    fd = os.memfd_create("notebook")
                    os.write(fd, data)
                    os.lseek(fd, 0, os.SEEK_SET)
                    descriptors[Path(name).name] = fd
                command, cwd = _command(limits, descriptors, hidden), None
                env = None
            else:
                self._scratch = tempfile.mkdtemp(prefix="gamekit-practice-")
                for name, data in (files or {}).items():
                    Path(self._scratch, Path(name).name).write_bytes(data)
                command, cwd = _server(Limits(limits.memory, 0, limits.file_size, limits.scratch, limits.cpu,
                                              limits.notebook_seconds)), self._scratch
                env = _environment(self._scratch)
            # the server sends its own standard error to /dev/null: what comes here is bubblewrap's
            self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=subprocess.PIPE, cwd=cwd, env=env,
                                            pass_fds=tuple(descriptors.values()), start_new_session=True)
        finally:
            for fd in descriptors.values():
                os.close(fd)
        self._requests, self._replies = self.process.stdin, self.process.stdout
        os.set_blocking(self._requests.fileno(), False)
        os.set_blocking(self._replies.fileno(), False)

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @property
    def alive(self) -> bool:
        return self.process.poll() is None and not self.busy

    def close(self) -> None:
        """End the sandbox and every process in it."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()
        for stream in (self._requests, self._replies, self.process.stderr):
            with contextlib.suppress(OSError, AttributeError):
                stream.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(5)
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None

    def _wait(self, budget: Budget, *, write: bool) -> None:
        """Wait until the pipe is ready, or kill the sandbox and raise past a deadline."""
        stream = self._requests if write else self._replies
        while True:
            ready = select.select([] if write else [stream], [stream] if write else [], [], 0.05)
            if ready[0] or ready[1]:
                return
            if self.deadline is not None and time.monotonic() >= self.deadline:
                self.close()
                raise NotebookTimeLimit()
            if budget.exceeded(self.process.pid):
                self.close()
                raise TimeLimit()

    def _request(self, message: tuple, seconds: float | Budget) -> tuple:
        budget = seconds if isinstance(seconds, Budget) else Budget(seconds)
        budget.used(self.process.pid)
        try:
            self.busy = True
            data = pickle.dumps(message)
            view = memoryview(struct.pack(">Q", len(data)) + data)
            while view:
                self._wait(budget, write=True)
                view = view[os.write(self._requests.fileno(), view):]
            size = struct.unpack(">Q", self._read(8, budget))[0]
            if size > _MAX_REPLY:
                self.close()
                raise AnswerError(_("your answer sent more than 64 MB back: the check cannot read it."))
            answer = _PlainUnpickler(io.BytesIO(self._read(size, budget))).load()
            self.busy = False
            return answer
        except (EOFError, BrokenPipeError, ConnectionResetError, OSError, pickle.UnpicklingError, struct.error,
                ValueError, TypeError, IndexError, KeyError, AttributeError):
            failure = self._failure() if self.confined else None
            self.close()
            if failure:
                raise SandboxUnavailable(f"bubblewrap could not build a sandbox on this machine ({failure}): "
                                         "grading for credit needs a machine where it can, or `--practice` "
                                         "for an unsandboxed practice run") from None
            raise SandboxDied(_("your answer stopped Python itself (an exit() or a crash).")) from None
        except BaseException:
            self.close()
            raise

    def _failure(self) -> str | None:
        """Return bubblewrap's own complaint when it could not build the sandbox, or None."""
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(2)
        if self.process.poll() is None or self.process.stderr is None:
            return None
        try:
            os.set_blocking(self.process.stderr.fileno(), False)
            text = (self.process.stderr.read(2000) or b"").decode(errors="replace").strip()
        except (OSError, ValueError):
            return None
        return " ".join(text.split()) if text.startswith("bwrap:") else None

    def _read(self, size: int, budget: Budget) -> bytes:
        chunks, left = [], size
        while left:
            self._wait(budget, write=False)
            chunk = os.read(self._replies.fileno(), min(left, 1 << 20))
            if not chunk:
                raise EOFError
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)

    def exec(self, source: str, label: str, *, seconds: float | Budget,
             forbid: Iterable[str] = ()) -> tuple | None:
        """Run a cell; return None, or ("forbidden", reason), or ("error", name, message, line)."""
        answer = self._request(("exec", source, label, tuple(forbid)), seconds)
        if answer[0] == "ok":
            return ("forbidden", _text(answer[1])) if answer[1] else None
        if answer[0] == "error" and len(answer) == 4:
            return ("error", _text(answer[1]), _text(answer[2]), answer[3] if isinstance(answer[3], int) else None)
        raise SandboxDied(_("your answer stopped Python itself (an exit() or a crash)."))

    def describe(self, name: str, *, seconds: float | Budget) -> tuple:
        """Return what ``name`` holds: ("missing",), ("function", is_stub, name), ("value", v)…"""
        return self._request(("describe", name), seconds)

    def call(self, name: str, args: tuple, *, seconds: float | Budget, forbid: Iterable[str] = ()) -> Any:
        """Return the student's function ``name`` called on ``args``, as plain data.

        Raises :class:`~gamekit.course.grading.answers.AnswerError` with the student's error.
        """
        return self.answer(name, args, self.map(name, [args], seconds=seconds, forbid=forbid)[0])

    def map(self, name: str, calls: list[tuple], *, seconds: float | Budget,
            forbid: Iterable[str] = ()) -> list[tuple]:
        """Return the replies to many calls of ``name`` in one request; it stops at the first failure.

        Give each reply with its arguments to :meth:`answer` for the value or the error.
        """
        answer = self._request(("map", name, [tuple(a) for a in calls], tuple(forbid)), seconds)
        if answer[0] == "error":
            raise AnswerError(_("your function {name} could not be called: {error}").format(
                name=name, error=_text(answer[2])))
        if answer[0] != "map" or not isinstance(answer[1], list) or not answer[1] or len(answer[1]) > len(calls):
            raise SandboxDied(_("your answer stopped Python itself (an exit() or a crash)."))
        return answer[1]

    @staticmethod
    def answer(name: str, args: tuple, answer: tuple) -> Any:
        """Return the value in a reply to a call, or raise the student's error as words."""
        if not isinstance(answer, tuple) or not answer:
            raise AnswerError(_("your function {call} sent back something unreadable.").format(
                call=f"{name}({shown_arguments(args)})"))
        if answer[0] == "ok" and len(answer) == 3:
            if answer[2]:
                raise AnswerError(_text(answer[2]))
            return rebuilt(answer[1])
        if answer[0] == "raised" and len(answer) == 4:
            _kind, error, message, where = answer
            raise AnswerError(_("your function {call} raised {error}: {text}{where}.").format(
                call=f"{name}({shown_arguments(args)})", error=_text(error), text=_text(message), where=_text(where)))
        if answer[0] == "unplain" and len(answer) == 2:
            raise AnswerError(_("your function {call} returned {what}, which the check cannot read: return "
                                "numbers, tuples, lists, sets, dicts or strings.").format(
                call=f"{name}({shown_arguments(args)})", what=_text(answer[1])))
        raise AnswerError(_("your function {call} sent back something unreadable.").format(
            call=f"{name}({shown_arguments(args)})"))


def _text(value: Any, limit: int = 300) -> str:
    """Return a string from the sandbox as words for a verdict: a string, cut to ``limit`` characters."""
    text = value if isinstance(value, str) else ""
    return text if len(text) <= limit else text[:limit - 1] + "…"
