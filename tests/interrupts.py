"""Inject a KeyboardInterrupt (what Ctrl-C raises) at a chosen line of the package's own code."""
from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import gamekit

PACKAGE = str(Path(gamekit.__file__).parent) + os.sep     # the package by identity: its own folder


class SteadyClock:
    """The ``time`` module as gamekit's code sees it inside :class:`Interrupt`: each reading 0.1 s on.

    The engines size their chunks and the progress bars appear by the clock, so on a busy machine a
    run would take another path through the code than the run it is compared with; with this clock
    every run of the same computation runs the same lines, whatever the load.
    """

    def __init__(self) -> None:
        self.now = 0.0

    def reading(self) -> float:
        self.now += 0.1
        return self.now

    perf_counter = monotonic = time = property(lambda self: self.reading)

    def __getattr__(self, name: str) -> object:
        return getattr(time, name)


def gamekit_modules_reading_the_clock() -> list[object]:
    """Return the loaded modules of gamekit (by identity: their file is in its folder) that import ``time``."""
    return [module for name, module in list(sys.modules.items())
            if name.split(".")[0] == "gamekit" and getattr(module, "time", None) is time
            and str(getattr(module, "__file__", "")).startswith(PACKAGE)]


class Interrupt:
    """A tracer raising KeyboardInterrupt at the k-th line run in the functions ``inside`` accepts.

    ``Interrupt(k)`` counts every line of gamekit's own code; ``seen`` tells how many lines ran and
    ``fired`` whether the interrupt was raised.  Use it as a context manager around the call.
    """

    def __init__(self, k: int, inside: Callable[[object], bool] | None = None) -> None:
        self.k, self.seen, self.fired = k, 0, False
        self.inside = inside or (lambda code: code.co_filename.startswith(PACKAGE))

    def __call__(self, frame, event, arg):
        if event == "call":
            return self if self.inside(frame.f_code) else None
        if event == "line" and not self.fired:
            self.seen += 1
            if self.seen == self.k:
                self.fired = True
                raise KeyboardInterrupt
        return self

    def __enter__(self) -> Interrupt:
        self.clocked = gamekit_modules_reading_the_clock()
        clock = SteadyClock()
        for module in self.clocked:
            module.time = clock
        sys.settrace(self)
        return self

    def __exit__(self, kind, error, traceback) -> bool:
        sys.settrace(None)
        for module in self.clocked:
            module.time = time
        return kind is KeyboardInterrupt           # the interrupt is expected: swallow it


def lines_run(call: Callable[[], object], inside: Callable[[object], bool] | None = None) -> int:
    """Return how many lines of gamekit's code ``call()`` runs (the points an interrupt can hit)."""
    with Interrupt(0, inside) as tracer:
        call()
    return tracer.seen


def interrupt_points(n: int, first: int = 12, spread: int = 40) -> list[int]:
    """Return the lines to interrupt at: each of the first ``first``, then ``spread`` evenly up to n."""
    return sorted(set(range(1, min(first, n) + 1)) | {1 + i * (n - 1) // spread for i in range(spread + 1)})
