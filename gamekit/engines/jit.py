"""Optional numba compilation of the hot loops, loaded on first use.

Every fast engine in gamekit is a plain Python function over numpy arrays that numba compiles
(``cache=True``) when it is installed; without numba the same function runs as it is, with identical
results. :func:`lazy_njit` defers both the import of numba (≈0.4 s) and the compilation to the first
call, so ``import gamekit`` stays quick; :func:`use_numba` is the one place that reads an ``engine``
argument.  A kernel may call another plain function of its module (a step written once for several
kernels): compiled, the kernel calls that function compiled by numba too; run plain, it calls it plain.
Setting the environment variable ``GAMEKIT_NO_NUMBA=1`` makes ``"auto"`` choose plain Python everywhere.
"""
from __future__ import annotations

import contextlib
import dis
import importlib.util
import os
import signal
import threading
import types
from collections.abc import Callable, Iterator
from typing import Any

from gamekit.core.language import gettext as _
from gamekit.core.words import listed

__all__ = ["ENGINES", "HAVE_NUMBA", "LazyJit", "compiled_callees", "engine_choice", "interrupts_deferred",
           "lazy_njit", "numba_enabled", "numba_twin", "use_numba"]

# The one vocabulary of the ``engine`` option across gamekit:
#   "auto"   the fastest exact method (compiled with numba when it is installed),
#   "numba"  the fast method, compiled by numba,
#   "python" the same method without numba (plain Python / NumPy): identical results,
#   "plain"  the definition itself, the mex rule position by position (the reference).
#: The one vocabulary of ``engine=``: ``"auto"``, ``"numba"``, ``"python"`` and ``"plain"``.
ENGINES = ("auto", "numba", "python", "plain")
#: Whether numba is installed (the compiled engines are then available).
HAVE_NUMBA = importlib.util.find_spec("numba") is not None


def numba_enabled() -> bool:
    """Return whether ``"auto"`` engines compile with numba (installed and ``GAMEKIT_NO_NUMBA`` unset).

    >>> numba_enabled() == (HAVE_NUMBA and os.environ.get("GAMEKIT_NO_NUMBA", "") in ("", "0"))
    True
    """
    return HAVE_NUMBA and os.environ.get("GAMEKIT_NO_NUMBA", "") in ("", "0")


def engine_choice(engine: object, allowed: tuple[str, ...] = ("auto", "numba", "python")) -> str:
    """Return ``engine`` in the package's one vocabulary, or raise ``ValueError`` naming the choices.

    ``"numba"`` without numba installed is refused.

    >>> engine_choice("python"), engine_choice("plain", ENGINES)
    ('python', 'plain')
    >>> engine_choice("gpu")
    Traceback (most recent call last):
    ...
    ValueError: engine must be 'auto', 'numba' or 'python', got 'gpu'
    """
    name = engine
    if not isinstance(name, str) or name not in allowed:
        choices = listed([repr(a) for a in allowed], "or")
        raise ValueError(_("engine must be {choices}, got {engine}").format(choices=choices, engine=repr(engine)))
    if name == "numba" and not HAVE_NUMBA:
        raise ValueError(_("the numba engine was asked for, but numba is not installed"))
    return name


def use_numba(engine: str) -> bool:
    """Return True when ``engine`` ("auto", "numba" or "python") means the compiled kernel.

    >>> use_numba("python")
    False
    >>> use_numba("fast")
    Traceback (most recent call last):
    ...
    ValueError: engine must be 'auto', 'numba' or 'python', got 'fast'

    See also: :func:`engine_choice`.
    """
    name = engine_choice(engine)
    return name == "numba" or (name == "auto" and numba_enabled())


@contextlib.contextmanager
def interrupts_deferred() -> Iterator[None]:
    """Return a context in which Ctrl-C and time limits wait: the first is raised as it exits.

    numba's compiler is Python code that keeps tables of the types it has seen; a KeyboardInterrupt
    (SIGINT) or a time limit (SIGALRM, SIGPROF: an exercise check's) raised in the middle of a
    compilation leaves them half-written, and every later compilation in the session can fail.  A
    kernel's first call (its compilation) runs in this context, so the interrupt lands after it.
    Outside the main thread (where Python delivers no signal) it does nothing.

    >>> with interrupts_deferred():
    ...     pass

    See also: :class:`LazyJit`.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[tuple[int, Any]] = []
    numbers = [getattr(signal, name) for name in ("SIGINT", "SIGALRM", "SIGPROF") if hasattr(signal, name)]
    previous = {number: signal.signal(number, lambda number, frame: caught.append((number, frame)))
                for number in numbers}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        if caught:
            number, frame = caught[0]
            handler = previous[number]
            if callable(handler):
                handler(number, frame)
            elif handler == signal.SIG_DFL:
                signal.raise_signal(number)


_BUILDING = threading.RLock()   # one kernel built at a time (a kernel builds its callees inside)


class LazyJit:
    """A plain Python kernel that numba compiles (``cache=True``) the first time it is called.

    The plain functions the kernel calls by a global name (helpers of its module, or other lazy
    kernels) are compiled with it: numba cannot call a plain Python function, nor a
    :class:`LazyJit` object, from compiled code, so the compiled kernel sees those names bound to
    their compiled versions (:func:`compiled_callees`), while the plain kernel keeps calling them plain.
    """

    def __init__(self, function: Callable[..., Any], **options: Any) -> None:
        self.python = function
        self.options = {"cache": True, **options}
        self._compiled: Callable[..., Any] | None = None

    def compiled(self) -> Callable[..., Any]:
        """Return the numba dispatcher of the kernel (compiling it, and the helpers it calls, once).

        Threads that call a kernel for the first time at once (the octal engine's threads do) get
        the same dispatcher: one of them builds it while the others wait.
        """
        if self._compiled is None:
            with _BUILDING:
                if self._compiled is None:
                    self._compiled = compiled_callees(self.python, self.options)
        return self._compiled

    def __call__(self, *args: Any) -> Any:
        dispatcher = self.compiled()
        if dispatcher.overloads:        # compiled (or loaded from numba's cache) already
            return dispatcher(*args)
        with interrupts_deferred():     # the first call compiles: Ctrl-C must wait for the compiler
            return dispatcher(*args)

    def __repr__(self) -> str:
        return f"lazy_njit({self.python.__qualname__})"


def compiled_callees(function: Callable[..., Any], options: dict[str, Any],
                     done: dict[Callable[..., Any], Any] | None = None) -> Any:
    """Return ``function`` compiled by numba, every plain function or lazy kernel it calls compiled too.

    The function is rebuilt over a copy of its module's globals in which each name it uses that is
    bound to a plain Python function or a :class:`LazyJit` is bound to that callee's compiled
    version instead (recursively; ``done`` shares the work between callees), or to its numba twin
    if it has one (:func:`numba_twin`).  The module itself is not changed.  Needs numba.

    >>> def twice(x):
    ...     return 2 * x
    >>> def kernel(x):
    ...     return twice(x) + 1
    >>> compiled_callees(kernel, {"cache": False})(20), kernel(20)
    (41, 41)

    See also: :func:`lazy_njit`.
    """
    import numba

    done = {} if done is None else done
    if function in done:
        return done[function]
    namespace = dict(function.__globals__)
    for name in {step.argval for step in dis.get_instructions(function) if step.opname == "LOAD_GLOBAL"}:
        callee = namespace.get(name)
        if isinstance(callee, LazyJit):
            namespace[name] = callee.compiled()
        elif callable(getattr(callee, "numba_twin", None)):
            if callee not in done:
                done[callee] = callee.numba_twin()
            namespace[name] = done[callee]
        elif isinstance(callee, types.FunctionType) and callee is not function:
            namespace[name] = compiled_callees(callee, {"cache": options.get("cache", True)}, done)
    rebuilt = types.FunctionType(function.__code__, namespace, function.__name__, function.__defaults__,
                                 function.__closure__)
    rebuilt.__module__, rebuilt.__qualname__, rebuilt.__doc__ = (function.__module__, function.__qualname__,
                                                                function.__doc__)
    done[function] = numba.njit(**options)(rebuilt)
    return done[function]


def numba_twin(make: Callable[[], Any]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Return a decorator: compiled kernels that call the decorated plain function call ``make()`` instead.

    ``make`` is called (once, with numba imported) when the first kernel that calls the function is
    compiled, and returns what numba compiles in its place, typically an ``@intrinsic`` for what
    plain Python cannot say (an atomic instruction); run plain, kernels call the function itself.

    >>> @numba_twin(lambda: None)
    ... def hint():
    ...     return 0
    >>> hint(), callable(hint.numba_twin)
    (0, True)

    See also: :func:`compiled_callees`, :mod:`gamekit.engines.atomics`.
    """
    def mark(function: Callable[..., Any]) -> Callable[..., Any]:
        function.numba_twin = make  # type: ignore[attr-defined]
        return function
    return mark


def lazy_njit(function: Callable[..., Any], **options: Any) -> LazyJit:
    """Return ``function`` wrapped so that numba compiles it on its first call (options go to njit).

    >>> def double(x):
    ...     return 2 * x
    >>> lazy_njit(double)
    lazy_njit(double)
    >>> lazy_njit(double).python(21)
    42
    """
    return LazyJit(function, **options)
