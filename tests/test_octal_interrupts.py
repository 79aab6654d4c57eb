"""An interrupt (Ctrl-C) at any line of the octal engine's state changes leaves right values behind."""
from __future__ import annotations

import sys

import numpy as np
import pytest

import gamekit as gk
from gamekit import _octal_engine as engine

METHODS = {"extend", "_remask", "clear"}


class Interrupt:
    """A tracer raising KeyboardInterrupt at the k-th line run inside the engine's state methods."""

    def __init__(self, k: int) -> None:
        self.k, self.seen, self.fired = k, 0, False

    def __call__(self, frame, event, arg):
        if event == "call":
            code = frame.f_code
            inside = code.co_name in METHODS and code.co_filename == engine.__file__
            return self if inside else None
        if event == "line" and not self.fired:
            self.seen += 1
            if self.seen == self.k:
                self.fired = True
                raise KeyboardInterrupt
        return self


# .4 turns sparse (some values rare) between 3000 and 5000 heaps, so the interrupted run re-masks.
@pytest.mark.parametrize("code, n, backend", [(".4", 6_000, "numpy"), (".4", 6_000, "numba"),
                                              ("0.77", 1_500, "numpy")])
def test_an_interrupt_at_every_line_leaves_the_values_right(code, n, backend):
    rules = gk.OctalGame(code).rules
    truth = engine.plain_values(rules, n)
    k, interrupted = 0, 0
    while True:
        k += 1
        state = engine.SparseState(rules)
        state.extend(n // 4, backend=backend, progress=False)   # some values known already
        tracer = Interrupt(k)
        sys.settrace(tracer)
        try:
            state.extend(n, backend=backend, progress=False)
        except KeyboardInterrupt:
            interrupted += 1
        finally:
            sys.settrace(None)
        assert state.length <= len(state.g) and state.n_rare <= len(state.rare)
        assert np.array_equal(state.values(state.length), truth[:state.length])
        if k % 5 == 0 or not tracer.fired:                      # and goes on right from there
            assert np.array_equal(state.extend(n, backend=backend, progress=False), truth)
        if not tracer.fired:
            break
    assert interrupted == k - 1 and interrupted > 20       # every line of the run was tried
