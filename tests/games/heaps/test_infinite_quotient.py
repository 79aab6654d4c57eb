"""The proof that a misère quotient is infinite (gamekit.games.heaps.infinite_quotient)."""
import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamekit as gk
from gamekit.games.heaps import infinite_quotient as iq


@pytest.fixture(scope="module", params=["4.77", "4.76"])
def proof(request):
    return iq.infinite_quotient_proof(request.param, 6)


def test_4_77_and_4_76_with_heaps_up_to_6_have_infinite_quotients(proof):
    """Why 4·77 and 4·76 stop at 5 heaps: beside 3 + 6 the rows 2ᵃ + 5ᵇ tell every power of 2 apart."""
    assert proof is not None
    assert (proof.told_apart, proof.context, proof.counted) == (2, (3,), 5)
    assert proof.sentence().startswith("infinite from heap 6 on (proved: beside 3 + 6, the rows 2ᵃ + 5ᵇ")
    assert proof.checked > 1000


def test_4_77_and_4_76_rows_2a_3_5b_6_are_p_exactly_when_b_is_at_most_a_of_its_parity_and_a_at_least_2(proof):
    """The README's law of 4·77 (found by exact search for a, b ≤ 30), now for every a and b up to 120."""
    for a in range(121):
        for b in range(121):
            expected = "P" if a >= 2 and b <= a and (a - b) % 2 == 0 else "N"
            assert proof.outcome((2,) * a + (3,) + (5,) * b + (6,)) == expected, (a, b)


rows = st.lists(st.integers(1, 5), max_size=7).flatmap(
    lambda row: st.booleans().map(lambda six: tuple(sorted(row + [6] * six))))


@pytest.mark.parametrize("code", ["4.77", "4.76"])
@settings(max_examples=60, deadline=None)
@given(row=rows)
def test_4_77_and_4_76_laws_agree_with_the_exact_misere_search(code, row):
    """The outcomes the proof reads off its law are those of the tantrum game's exact search."""
    proof = iq.infinite_quotient_proof(code, 6)
    assert proof.outcome(row) == gk.misere_outcome(code, row), row


def octal_moves(code: str, heap: int) -> set[tuple[int, ...]]:
    """Return what a heap can become under an octal code, read from the definition (digit k: take k)."""
    digits = [int(c) for c in code.replace(".", "")]
    leaves = set()
    for k, digit in enumerate(digits):
        if digit & 1 and heap == k and k > 0:
            leaves.add(())
        if digit & 2 and heap > k:
            leaves.add((heap - k,))
        if digit & 4:
            leaves |= {(a, heap - k - a) for a in range(1, (heap - k) // 2 + 1)}
    return leaves


def misere_by_definition(code: str, row: tuple[int, ...], memo: dict) -> str:
    """Return the misère outcome of a row by the definition: P when it has moves and every one leads to N."""
    if row not in memo:
        options = {tuple(sorted(row[:i] + row[i + 1:] + leave))
                   for i, heap in enumerate(row) for leave in octal_moves(code, heap)}
        memo[row] = "P" if options and all(misere_by_definition(code, o, memo) == "N" for o in options) else "N"
    return memo[row]


@pytest.mark.parametrize("code", ["4.77", "4.76"])
def test_4_77_and_4_76_laws_agree_with_a_search_written_from_the_octal_code(code):
    """An independent check of the proved law: every row of weight up to 20 (heaps ≤ 5, at most one 6)."""
    proof, memo = iq.infinite_quotient_proof(code, 6), {}
    found = 0
    for counts in itertools.product(*(range(20 // h + 1) for h in range(1, 6))):
        for six in (0, 1):
            row = tuple(h for h in range(1, 6) for _ in range(counts[h - 1])) + (6,) * six
            if sum(row) <= 20:
                assert proof.outcome(row) == misere_by_definition(code, row, memo), row
                found += 1
    assert found > 1000


def test_a_game_without_moves_gets_no_proof():
    """·04 takes two and splits what is left in two: no heap up to 3 has a move, and nothing is claimed."""
    assert iq.infinite_quotient_proof("0.04", 3) is None
    assert iq.infinite_quotient_proof("0.0", 4) is None


@pytest.mark.parametrize("code", ["4.77", "4.76"])
@settings(max_examples=60, deadline=None)
@given(counts=st.lists(st.integers(0, 400), min_size=5, max_size=5), six=st.booleans())
def test_every_row_reduces_into_the_checked_box_with_its_options_types(code, counts, six):
    """The reduction lemma: a row and the row it reduces to have the same type, and so do their options
    by each move, and the same moves; the reduced row is one of the rows the misère rule was checked on."""
    proof = iq.infinite_quotient_proof(code, 6)
    law, moves = proof._law, proof._moves
    x = np.array(counts + [int(six)], dtype=np.int64)
    y = iq._reduced_row(law, moves, x)
    box = iq._box(law, moves)
    assert (box == y).all(axis=1).any()
    assert np.array_equal(x > 0, y > 0)
    changes = np.concatenate([np.zeros((1, 6), dtype=np.int64), moves.change])
    possible = [True] + [bool(x[s - 1] > 0) for s in moves.source]
    assert np.array_equal(law.types((x + changes)[possible]), law.types((y + changes)[possible]))


def test_the_misere_rule_check_refutes_a_law_with_one_outcome_changed():
    """The check could fail: the proved law with the outcome of one type changed breaks the misère rule."""
    proof = iq.infinite_quotient_proof("4.77", 6)
    law, moves = proof._law, proof._moves
    box = iq._box(law, moves)
    assert iq._local_rule_failures(law, moves, box) == 0
    used = np.unique(law.types(box))
    wrong = iq._Law(law.n, law.t0, law.p0, law.t1, law.p1, law.pair, law.m, law.d, law.q)
    wrong.keys, wrong.values = law.keys, law.values.copy()
    wrong.values[np.searchsorted(law.keys, used[len(used) // 2])] ^= True
    assert iq._local_rule_failures(wrong, moves, box) > 0


def test_kayles_with_heaps_up_to_6_gets_no_proof_of_an_infinite_quotient():
    """Kayles' quotients are finite (12 elements at 6 heaps): nothing is claimed."""
    assert iq.infinite_quotient_proof(gk.Kayles, 6) is None


def test_a_row_the_proof_does_not_cover_is_refused_in_one_sentence():
    proof = iq.infinite_quotient_proof("4.77", 6)
    with pytest.raises(ValueError, match=r"position must be a row of heaps up to 6 with at most one heap of 6"):
        proof.outcome((6, 6))
    with pytest.raises(ValueError, match=r"heaps must be at least 2 for an infinite quotient, got 1"):
        iq.infinite_quotient_proof("4.77", 1)
    with pytest.raises(TypeError, match=r"infinite_quotient_proof needs a heap game"):
        iq.infinite_quotient_proof(gk.Wythoff(), 6)
