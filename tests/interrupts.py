"""Inject a KeyboardInterrupt (what Ctrl-C raises) at a chosen line of the package's own code."""
from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import gamekit

PACKAGE = str(Path(gamekit.__file__).parent)


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
        sys.settrace(self)
        return self

    def __exit__(self, kind, error, traceback) -> bool:
        sys.settrace(None)
        return kind is KeyboardInterrupt           # the interrupt is expected: swallow it


def lines_run(call: Callable[[], object], inside: Callable[[object], bool] | None = None) -> int:
    """Return how many lines of gamekit's code ``call()`` runs (the points an interrupt can hit)."""
    with Interrupt(0, inside) as tracer:
        call()
    return tracer.seen


def interrupt_points(n: int, first: int = 12, spread: int = 40) -> list[int]:
    """Return the lines to interrupt at: each of the first ``first``, then ``spread`` evenly up to n."""
    return sorted(set(range(1, min(first, n) + 1)) | {1 + i * (n - 1) // spread for i in range(spread + 1)})
