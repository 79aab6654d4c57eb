"""The lemmas under Officers' proof of an infinite quotient at heap 17, each checked on its own.

The proof beside a proved quotient (gamekit.games.heaps.infinite_quotient, module text, second
kind) stands on three statements about every row Y + Z + 17 of its class, of whatever size: a
row's type fixes the element of Y + Z in Q₁₆(·6), computed here by running the row's heaps
through the quotient's table heap by heap; every row reduces to a row of the checked box with
the same type, the same moves and options of the same types; and the rows of the witness keep
their types however far out they are taken.  An adversarial review (NOTES-45, V) also compared
the law with an exact search written from the octal code on every row of the class of total up
to 90 (745 667 rows) and on random rows of total 90–110: no disagreement.
"""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamekit as gk
from gamekit.games.heaps import infinite_quotient as iq
from tests.games.heaps.test_infinite_quotient import misere_by_definition


@pytest.fixture(scope="module")
def officers():
    """Officers (·6) at 17 heaps, its proof, the law, the moves and the set of rows of the checked box."""
    below = gk.misere_quotient("0.6", 16, progress=False)
    proof = iq.infinite_quotient_proof("0.6", 17, below=below)
    law, moves = proof._law, proof._moves
    parts, counts = iq._class_box(law, moves, iq.BOX_ROWS)
    box = {(int(z), tuple(c.tolist())) for z, c in zip(parts, counts)}
    return proof, law, moves, box, below


def _element(below, heaps):
    """The element of a row of heaps below 17 in Q₁₆, by its table of heaps, one heap after another."""
    state = 0
    for h in heaps:
        state = int(below.times_heap[state, h])
    return state


def _heaps(law, part, counts):
    return tuple(h for h in range(1, law.free + 1) for _ in range(int(counts[h]))) + law.parts[part]


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_officers_rows_reduce_into_the_box_with_their_type_element_moves_and_options_types(officers, data):
    """Step 3 of the proof for rows with up to 400 heaps of each free size: the reduced row is a row of the
    box, with the row's type and element, the same moves, and by each move an option of the same type."""
    proof, law, moves, box, below = officers
    part = data.draw(st.integers(0, len(law.parts) - 1), label="part")
    counts = np.array([0] + data.draw(st.lists(st.one_of(st.integers(0, 6), st.integers(0, 400)),
                                               min_size=law.free, max_size=law.free), label="counts"), dtype=np.int64)
    reduced = iq._class_reduced(law, moves, counts)
    assert (part, tuple(reduced.tolist())) in box
    parts = np.array([part, part])
    assert np.unique(law.types(parts, np.stack([counts, reduced]))).size == 1
    assert np.array_equal(counts > 0, reduced > 0)
    for source, change in zip(moves.heap_source, moves.heap_change):
        if counts[source]:
            assert np.unique(law.types(parts, np.stack([counts + change, reduced + change]))).size == 1
    for move in range(moves.part_first[part], moves.part_first[part + 1]):
        target, change = moves.part_target[move], moves.part_change[move]
        assert np.unique(law.types(np.array([target, target]),
                                   np.stack([counts + change, reduced + change]))).size == 1


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_officers_type_fixes_the_element_of_the_row_without_its_17(officers, data):
    """Step 2: the element the proof reads from a row's type is the element of its heaps in Q₁₆, for rows with
    up to 60 heaps of each free size (and so, by the powers' periods, for all)."""
    proof, law, moves, box, below = officers
    part = data.draw(st.integers(0, len(law.parts) - 1), label="part")
    counts = np.array([0] + data.draw(st.lists(st.integers(0, 60), min_size=law.free, max_size=law.free),
                                      label="counts"), dtype=np.int64)
    read = moves.elements(law, np.array([part]), counts[None, :])[0]
    assert read == _element(below, _heaps(law, part, counts))


def test_officers_witness_rows_keep_their_types_far_out(officers):
    """Step 5: R + 3ʸ + 7^(y+δ) + 17 has the type of y's first witness row, and R + 3^y' + 7^(y+δ) + 17 that of
    the second, for y, y' far past the thresholds (y' − y a multiple of lcm(q, pm)), and the two outcomes differ."""
    proof, law, moves, box, below = officers
    m, pm, d, q = (int(v) for v in law.pair_law)
    step = math.lcm(q, pm)
    rest = proof.context
    told, counted = proof.told_apart, proof.counted
    outcomes = set()
    for y in range(m, m + 3 * pm):
        for delta in range(d, d + 2 * step):
            for far in (1, 7, 40):
                y2 = y + step * (-(-(delta + d) // step) + far)
                first = rest + (told,) * y + (counted,) * (y + delta) + (17,)
                second = rest + (told,) * y2 + (counted,) * (y + delta) + (17,)
                outcomes.add((y % pm, delta % step, proof.outcome(first), proof.outcome(second)))
    # the outcome depends only on the residues, and some residues give the two rows different outcomes
    residues = {(a, b) for a, b, _, _ in outcomes}
    assert len(outcomes) == len(residues)
    assert any(first != second for _, _, first, second in outcomes)


@pytest.mark.slow
def test_officers_law_agrees_with_the_definition_on_rows_with_many_heaps(officers):
    """Rows of the class with many small heaps, read against the definition of misère play (total up to 44)."""
    proof, law, moves, box, below = officers
    memo, checked = {}, 0
    rng = np.random.default_rng(45)
    for _ in range(300):
        part = law.parts[rng.integers(len(law.parts))]
        room = 44 - 17 - sum(part)
        y = []
        while True:
            h = int(rng.integers(1, law.free + 1))
            if sum(y) + h > room:
                break
            y.append(h)
        row = tuple(sorted(y + list(part) + [17]))
        assert proof.outcome(row) == misere_by_definition("0.6", row, memo), row
        checked += 1
    assert checked == 300


def test_a_quotient_of_another_game_is_refused_as_below(officers):
    """The proof stands on the quotient below n of the game itself: Officers' quotient is no proof for ·64."""
    below = officers[4]
    with pytest.raises(ValueError, match=r"below must be the misère quotient of the heaps up to 16 of the game"):
        iq.infinite_quotient_proof("0.64", 17, below=below)


@pytest.mark.parametrize("heaps", [11, 12])
def test_dawsons_kayles_gets_no_proof_beside_its_finite_quotient(heaps):
    """Q₁₂(·07) has 12 elements (and Q₃₀ 360): beside the quotient below, no law of the proof's shape is claimed."""
    below = gk.misere_quotient("0.07", heaps - 1, progress=False)
    assert iq.infinite_quotient_proof("0.07", heaps, below=below) is None
