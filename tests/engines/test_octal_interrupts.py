"""An interrupt (Ctrl-C) at any line of the octal engine's state changes leaves right values behind."""
from __future__ import annotations

import numpy as np
import pytest

import gamekit as gk
from gamekit.engines import octal as engine
from gamekit.engines.jit import HAVE_NUMBA
from tests.interrupts import Interrupt

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

METHODS = {"extend", "_remask", "clear", "_certify", "_fill_periodic"}


def in_state_methods(code) -> bool:
    return code.co_name in METHODS and code.co_filename == engine.__file__


# In the interrupted run ·6 chooses its first mask (at 600 or 800 heaps) and ·106 its split by heap parity
# (at 900), so they re-mask; Kayles and 4·07 prove their periods (at 750 and 900) and copy the rest.
@pytest.mark.parametrize("code, n, kind", [(".6", 1_200, "python"), (".6", 1_600, "numba"),
                                           (".106", 1_800, "python"), (".106", 1_800, "numba"),
                                           ("4.07", 1_800, "numba"), ("0.77", 1_500, "python")])
def test_an_interrupt_at_every_line_leaves_the_values_right(code, n, kind):
    rules = gk.OctalGame(code).rules
    truth = engine.plain_values(rules, n)
    warm_up = "numba" if HAVE_NUMBA else kind       # the values before: the same either way
    k, interrupted = 0, 0
    while True:
        k += 1
        state = engine.SparseState(rules)
        state.extend(n // 4, engine=warm_up, progress=False)   # some values known already
        with Interrupt(k, in_state_methods) as tracer:
            state.extend(n, engine=kind, progress=False)
        interrupted += tracer.fired
        assert state.length <= len(state.g) and state.n_rare <= len(state.rare)
        assert np.array_equal(state.values(state.length), truth[:state.length])
        assert state.consistent(), f"rare table out of step after an interrupt at line {k}"
        if k % 5 == 0 or not tracer.fired:                      # and goes on right from there
            assert np.array_equal(state.extend(n, engine=kind, progress=False), truth)
        if not tracer.fired:
            break
    assert interrupted == k - 1 and interrupted > 20       # every line of the run was tried


@pytest.mark.skipif(not HAVE_NUMBA, reason="the threads share the compiled engine")
@pytest.mark.parametrize("code, n", [(".6", 1_600), (".205", 1_800)])
def test_an_interrupt_at_every_line_of_a_run_on_two_cores_leaves_the_values_right(code, n, monkeypatch):
    monkeypatch.setattr(engine, "PARALLEL_FROM", 64)      # heaps shared from heap 64 on, 16 ahead at most
    monkeypatch.setattr(engine, "PARALLEL_RARE", 1)
    monkeypatch.setattr(engine, "WINDOW", 16)
    monkeypatch.setattr(engine, "usable_cores", lambda: 2)
    test_an_interrupt_at_every_line_leaves_the_values_right(code, n, "numba")
