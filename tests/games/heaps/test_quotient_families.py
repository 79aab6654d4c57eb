"""Officers (·6) and ·64 with their cousins: the wild octal games whose quotients grow into the thousands.

·61, ·62 and ·63 add to Officers only moves it already has, once a heap of 1 (no move at all) is
seen to be nothing: taking a heap of 2 leaves the same as leaving a heap of 1, and taking two
tokens to leave one heap of n − 2 is splitting a heap of n − 1 into 1 and n − 2.  The same holds
for ·65, ·66, ·67 beside ·64.  So each family has one quotient, found by the construction for
each code separately; the learner checks the construction where it is quick enough.
"""
from __future__ import annotations

import functools

import pytest

import gamekit as gk
from gamekit.games.heaps.quotient import _leaves, _Machine, _Outcomes


@functools.lru_cache(maxsize=None)
def quotient(code: str, heaps: int) -> gk.MisereQuotient:
    return gk.misere_quotient(code, heaps, progress=False)


def described(q: gk.MisereQuotient) -> tuple:
    return q.orders, q.presentation, q.p_portion, q.heap_images


@pytest.mark.parametrize("code, cousin, heaps", [
    ("0.6", "0.61", 16), ("0.6", "0.62", 16), ("0.6", "0.63", 16),
    ("0.64", "0.65", 13), ("0.64", "0.66", 13), ("0.64", "0.67", 13),
])
def test_the_cousins_of_officers_and_of_64_have_their_quotients(code, cousin, heaps):
    assert described(quotient(cousin, heaps)) == described(quotient(code, heaps))
    assert len(quotient(code, heaps)) > 300                        # past the learner's reach


@pytest.mark.parametrize("code, heaps", [("0.6", 11), ("0.64", 10)])
def test_the_quotients_of_officers_and_of_64_are_those_the_learner_finds(code, heaps):
    learned = gk.misere_quotient(code, heaps, method="learn", progress=False)
    assert described(quotient(code, heaps)) == described(learned)
    assert len(learned.orders) == heaps and learned.orders[-1] == len(learned)


def test_a_heap_of_one_in_officers_is_nothing():
    officers = gk.OctalGame("0.6")
    assert list(officers.heap_options(1)) == []
    q = quotient("0.6", 16)
    assert q.image((1,)) == q.image(()) and q.image((5, 1, 1)) == q.image((5,))


def officers_beside_11_12_17(a: int, b: int) -> bool:
    """The law read off the exact outcomes: 3ᵃ + 7ᵇ + 11 + 12 + 17 is P exactly when this holds."""
    return b % 2 == 0 and (b >= a + 2 if a % 2 == 0 else b <= a - 1)


@pytest.mark.slow
def test_officers_at_heap_17_compares_the_threes_with_the_sevens():
    # Why ·6 stops at heap 16: beside 11 + 12 + 17 a row 3ᵃ + 7ᵇ is P when the 7s outnumber the 3s
    # by two or more (a even) or the 3s outnumber the 7s (a odd), both counts of 7s even.  Exact
    # outcomes, the rows of heaps up to 16 read off the proved quotient Q₁₆.  Were the law true for
    # every a and b, all powers of a heap of 3 would differ in Q₁₇: no finite quotient to prove.
    game = gk.OctalGame("0.6")
    q = quotient("0.6", 16)
    outcomes = _Outcomes({h: _leaves(game, h) for h in range(1, 18)})
    outcomes.learn_below(_Machine(q.times_heap.tolist(), q.in_p_portion.tolist()), 17)
    top = 4
    table = [[outcomes.is_p(tuple(sorted((3,) * a + (7,) * b + (11, 12, 17)))) for b in range(top + 1)]
             for a in range(top + 1)]
    assert table == [[officers_beside_11_12_17(a, b) for b in range(top + 1)] for a in range(top + 1)]
    assert len({tuple(row) for row in table}) == top + 1        # 3⁰, 3¹, …, 3⁴: five elements of Q₁₇
