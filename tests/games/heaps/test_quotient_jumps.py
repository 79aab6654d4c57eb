"""Where the construction from the quotient stops: the true quotient jumps, and a refuted candidate shows it.

A refuted candidate predicts every row lighter than its smallest failure rightly, so the rows it
tells apart there are different elements of the true quotient (``extension.order_at_least``).
That bound never passes a proved order; ·76 at heap 12 is the textbook case of a quotient that
jumps: 34 elements with heaps up to 11, then a comparison of the heaps of 7 with those of 12.
·37 at 16 and ·36 at 22 stop as Officers (·6) does at 17, by the same law, and ·06 at 17 compares
its heaps of 5 with those of 12 (exact outcomes).
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

import gamekit as gk
from gamekit.games.heaps import extension
from gamekit.games.heaps.quotient import _leaves, _Machine, _Outcomes, misere_quotients
from gamekit.testing import octal_codes


def refuted_on_the_way(code: str, heaps: int) -> tuple[list[tuple], list[int]]:
    """Return the refuted candidates (delta, final, failure) met while the quotients are built, and the orders."""
    refuted = []
    real = extension.recalibrated

    def recorded(delta, final, failure, *rest):
        refuted.append((np.array(delta), np.array(final), failure))
        return real(delta, final, failure, *rest)

    extension.recalibrated = recorded
    try:
        orders = [len(q) for q in misere_quotients(code, heaps, largest=400, seconds=5)]
    finally:
        extension.recalibrated = real
    return refuted, orders


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(code=octal_codes(max_digits=3), heaps=st.integers(3, 8))
@example(code="0.07", heaps=14)
@example(code="0.6", heaps=9)
@example(code="0.45", heaps=9)
def test_the_rows_a_refuted_candidate_tells_apart_are_never_more_than_the_proved_quotient(code, heaps):
    try:
        refuted, orders = refuted_on_the_way(code, heaps)
    except ValueError:
        assume(False)
    for delta, final, failure in refuted:
        n = delta.shape[1] - 1
        assert 1 <= extension.order_at_least(delta, final, failure) <= orders[n - 1], (n, failure)
        assert extension.order_at_least(delta, final, failure, largest=5) <= 5


def test_dawsons_kayles_jumps_at_heap_10_and_its_refuted_candidates_show_it():
    # Q₉(·07) has 6 elements, Q₁₀(·07) 12: the candidates refuted on the way to Q₁₀ tell 11 apart
    refuted, orders = refuted_on_the_way("0.07", 10)
    assert orders[8:] == [6, 12] and all(r[0].shape[1] == 11 for r in refuted)
    assert max(extension.order_at_least(*r) for r in refuted) == 11


def heap_12_of_0_76(recalibrations: int) -> tuple[tuple[np.ndarray, np.ndarray], tuple[int, ...], int]:
    """Return the candidate of ·76 for heaps up to 12 after some recalibrations, its failure and Q₁₁'s order."""
    below = list(misere_quotients("0.76", 11))[-1]
    leaves = {k: _leaves(below.game, k) for k in range(1, 13)}
    delta = below.times_heap.astype(np.int64)
    delta[:, 0] = np.arange(len(delta))
    budget = extension.Budget(None)
    candidate = extension.new_generator(delta, leaves, budget)
    for _ in range(recalibrations):
        failure, _ = extension.proof_failure(*candidate, leaves, budget)
        candidate = extension.recalibrated(*candidate, failure, leaves, budget)
    failure, _ = extension.proof_failure(*candidate, leaves, budget)
    return candidate, failure, len(below)


def test_heap_12_of_0_76_compares_the_heaps_of_7_with_those_of_12():
    """Why ·76 stops at 11 heaps: with a heap of 1, a row 1 + 7ᵃ + 12ᵇ is a P-position exactly when
    b ≤ max(a, 1), so 7ᵃ and 7ᵃ⁺¹ differ in the context 1 + 12ᵃ⁺¹ and every power of the heap of 7
    is an element of its own.  Each recalibration is refuted by a row with one more heap of 7 or
    12, and the rows told apart grow with the failures: Q₁₂(·76) has at least 190 elements where
    Q₁₁(·76) has 34, and very likely infinitely many (the pattern is read here below the failure)."""
    (delta, final), failure, order_below = heap_12_of_0_76(45)
    assert order_below == 34
    assert set(failure) <= {1, 7, 12} and sum(failure) > 450
    for a in range(15):
        for b in range(15):
            row = (1,) + (7,) * a + (12,) * b
            assert sum(row) < sum(failure)                       # predicted rightly
            assert bool(final[extension._run(delta, row)]) == (b <= max(a, 1)), (a, b)
            alone = (7,) * a + (12,) * b
            assert bool(final[extension._run(delta, alone)]) == (b >= a + 2 and (b - a) % 2 == 0), (a, b)
    assert extension.order_at_least(delta, final, failure) >= 190


@pytest.mark.slow
def test_heap_12_of_0_76_compares_the_heaps_of_7_with_those_of_12_by_exact_search():
    # the same pattern by the tantrum game's search, independent of the construction (seconds)
    for a in range(3):
        for b in range(5):
            assert gk.misere_outcome("0.76", (1,) + (7,) * a + (12,) * b) == ("P" if b <= max(a, 1) else "N"), (a, b)


def exact_outcomes(code: str, heaps: int):
    """Return is_p(row) for rows of heaps up to ``heaps``: exact search, smaller heaps read off the proved quotient."""
    below = list(misere_quotients(code, heaps - 1))[-1]
    outcomes = _Outcomes({h: _leaves(below.game, h) for h in range(1, heaps + 1)})
    outcomes.learn_below(_Machine(below.times_heap.tolist(), below.in_p_portion.tolist()), heaps)
    return lambda row: outcomes.is_p(tuple(sorted(row)))


@pytest.mark.slow
@pytest.mark.parametrize("code, heaps, i, j, beside", [
    ("0.37", 16, 2, 6, (10, 11, 16)),          # Q₁₅(·37) is Q₁₆(·6) with each heap one smaller
    ("0.36", 22, 3, 8, (13, 15, 22)),          # Q₂₁(·36) is Q₁₆(·6) too: heaps 3, 8, 13, 15, 20 for 3, 7, 11, 12, 16
])
def test_0_37_and_0_36_stop_where_officers_does_comparing_two_counts(code, heaps, i, j, beside):
    # Officers (·6) at heap 17: beside 11 + 12 + 17, 3ᵃ + 7ᵇ is P exactly when b is even and b ≥ a + 2
    # (a even) or b ≤ a − 1 (a odd).  ·37 at 16 and ·36 at 22 have the same quotient before and
    # the same law, so the powers of their heap i are pairwise told apart: no finite quotient there.
    assert len(list(misere_quotients(code, heaps - 1))[-1]) == 304
    is_p = exact_outcomes(code, heaps)
    table = [[is_p((i,) * a + (j,) * b + beside) for b in range(5)] for a in range(5)]
    assert table == [[b % 2 == 0 and (b >= a + 2 if a % 2 == 0 else b <= a - 1) for b in range(5)] for a in range(5)]
    assert len({tuple(row) for row in table}) == 5


@pytest.mark.slow
def test_0_06_at_heap_17_compares_the_fives_with_the_twelves():
    # beside a heap of 17, 5ᵃ + 12ᵇ is P exactly when b < a and a − b is odd; beside 3 + 17,
    # when b ≥ a + 2 and b − a is even: the powers of a heap of 5 are pairwise told apart
    is_p = exact_outcomes("0.06", 17)
    for a in range(5):
        for b in range(5):
            assert is_p((5,) * a + (12,) * b + (17,)) == (b < a and (a - b) % 2 == 1), (a, b)
            assert is_p((5,) * a + (12,) * b + (3, 17)) == (b >= a + 2 and (b - a) % 2 == 0), (a, b)
