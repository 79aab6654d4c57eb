"""An interrupt (Ctrl-C) at any line of the octal engine's state changes leaves right values behind."""
from __future__ import annotations

import numpy as np
import pytest

import gamekit as gk
from gamekit.engines import octal as engine
from interrupts import Interrupt

METHODS = {"extend", "_remask", "clear"}


def in_state_methods(code) -> bool:
    return code.co_name in METHODS and code.co_filename == engine.__file__


# .4 turns sparse (some values rare) between 3000 and 5000 heaps (mask −2 at 5000), so the interrupted run re-masks.
@pytest.mark.parametrize("code, n, backend", [(".4", 5_000, "numpy"), (".4", 5_000, "numba"),
                                              ("0.77", 1_500, "numpy")])
def test_an_interrupt_at_every_line_leaves_the_values_right(code, n, backend):
    rules = gk.OctalGame(code).rules
    truth = engine.plain_values(rules, n)
    k, interrupted = 0, 0
    while True:
        k += 1
        state = engine.SparseState(rules)
        state.extend(n // 4, backend=backend, progress=False)   # some values known already
        with Interrupt(k, in_state_methods) as tracer:
            state.extend(n, backend=backend, progress=False)
        interrupted += tracer.fired
        assert state.length <= len(state.g) and state.n_rare <= len(state.rare)
        assert np.array_equal(state.values(state.length), truth[:state.length])
        assert state.consistent(), f"rare table out of step after an interrupt at line {k}"
        if k % 5 == 0 or not tracer.fired:                      # and goes on right from there
            assert np.array_equal(state.extend(n, backend=backend, progress=False), truth)
        if not tracer.fired:
            break
    assert interrupted == k - 1 and interrupted > 20       # every line of the run was tried
