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


# --------------------------------------------------------------------------- beside a proved quotient: Officers
@pytest.fixture(scope="module")
def officers():
    """Officers (·6) at 17 heaps, proved beside its proved quotient of the heaps up to 16 (304 elements)."""
    below = gk.misere_quotient("0.6", 16, progress=False)
    return iq.infinite_quotient_proof("0.6", 17, below=below)


def test_officers_with_heaps_up_to_17_has_an_infinite_quotient(officers):
    """Why ·6 (and ·61–·63) stop at 16 heaps: beside 11 + 12 + 17 the rows 3ᵃ + 7ᵇ tell every power of 3 apart."""
    assert officers is not None
    assert (officers.told_apart, officers.context, officers.counted) == (3, (11, 12), 7)
    assert officers.sentence() == ("infinite from heap 17 on (proved: beside 11 + 12 + 17, the rows 3ᵃ + 7ᵇ tell all "
                                   "powers of a heap of 3 apart)")
    assert officers.checked > 100_000


def test_officers_rows_3a_7b_11_12_17_follow_the_law_measured_by_exact_search(officers):
    """The law found by exact search for a, b ≤ 8 (NOTES, test_officers_at_heap_17_…), now for a, b up to 80:
    P iff b is even and (a even and b ≥ a + 2, or a odd and b ≤ a − 1)."""
    for a in range(81):
        for b in range(81):
            expected = "P" if b % 2 == 0 and (b >= a + 2 if a % 2 == 0 else b <= a - 1) else "N"
            assert officers.outcome((3,) * a + (7,) * b + (11, 12, 17)) == expected, (a, b)


def _partitions(largest, left):
    """Yield every row of heaps up to ``largest`` of total at most ``left``."""
    if largest == 0:
        yield ()
        return
    for c in range(left // largest + 1):
        for rest in _partitions(largest - 1, left - c * largest):
            yield rest + (largest,) * c


def test_officers_law_agrees_with_a_search_written_from_the_octal_code(officers):
    """An independent check: every row of the class of total up to 34 (heaps ≤ 7, a part, one 17), and every
    row of heaps below 17 of total up to 16, by the definition of misère play alone."""
    law, memo, found = officers._law, {}, 0
    for part in law.parts:
        for y in _partitions(law.free, 34 - sum(part) - 17):
            row = tuple(sorted(y + part + (17,)))
            assert officers.outcome(row) == misere_by_definition("0.6", row, memo), row
            found += 1
    for row in _partitions(16, 16):
        assert officers.outcome(row) == misere_by_definition("0.6", row, memo), row
    assert found > 1000


def _checked(law, moves, outcomes):
    """Return the status of the check of the law's box with the table ``outcomes`` given in advance."""
    saved = law.outcomes
    law.outcomes = outcomes
    try:
        return iq._class_check(law, moves, *iq._class_box(law, moves, iq.BOX_ROWS), lambda: None)[0]
    finally:
        law.outcomes = saved


def test_officers_check_refutes_the_law_with_one_outcome_changed(officers):
    """The check could fail: the proved table passes it, and with the outcome of any one of twenty types
    flipped it breaks the misère rule somewhere in the box."""
    law, moves = officers._law, officers._moves
    assert _checked(law, moves, law.outcomes.copy()) == iq.outcome_law.DONE
    used = np.flatnonzero(law.outcomes >= 0)
    for t in used[:: len(used) // 20]:
        wrong = law.outcomes.copy()
        wrong[t] ^= 1
        assert _checked(law, moves, wrong) == iq.outcome_law.BROKEN, t


@pytest.mark.parametrize("change", ["difference threshold 1", "difference period 1", "min(a, b) period 1",
                                    "min(a, b) threshold 0", "heap 2 without parity", "heap 5 without parity"])
def test_officers_check_refutes_a_perturbed_law(officers, change):
    """Types too coarse to carry the law are refused: by the check of the box, or (a threshold or period that
    does not fix the element below 17) before it."""
    below = gk.misere_quotient("0.6", 16, progress=False)
    leaves = {k: tuple(sorted({tuple(h for h in leave if h) for leave in gk.OctalGame("0.6").heap_options(k)}))
              for k in range(1, 18)}
    law = iq._class_law(17, leaves, below.times_heap.astype(np.int64), below.in_p_portion, (3, 7), (11, 12), 0)
    assert iq._fixes_elements(law, iq._ClassMoves(law, leaves))
    place = {"difference threshold 1": (law.pair_law, 2), "difference period 1": (law.pair_law, 3),
             "min(a, b) period 1": (law.pair_law, 1), "min(a, b) threshold 0": (law.pair_law, 0),
             "heap 2 without parity": (law.period, 2), "heap 5 without parity": (law.period, 5)}[change]
    place[0][place[1]] = 1 if change != "min(a, b) threshold 0" else 0
    law.outcomes = np.full(iq.outcome_law.type_count(len(law.parts), law.threshold, law.period, law.pair_law), -1,
                           dtype=np.int8)
    moves = iq._ClassMoves(law, leaves)
    refused = not iq._fixes_elements(law, moves)
    broken = iq._class_check(law, moves, *iq._class_box(law, moves, iq.BOX_ROWS), lambda: None)[0] != 0
    assert refused or broken
    if change == "min(a, b) threshold 0":       # the one the check alone would pass: only the elements tell
        assert refused and not broken


def test_a_class_not_closed_under_moves_is_refused(officers):
    """The parts must be closed under moves: without one of them, or with a heap of n in the context, no law."""
    law = officers._law
    leaves = {k: tuple(sorted({tuple(h for h in leave if h) for leave in gk.OctalGame("0.6").heap_options(k)}))
              for k in range(1, 18)}
    assert iq._closed(law.parts, leaves, 7, 17)
    for missing in range(1, len(law.parts)):
        assert not iq._closed(law.parts[:missing] + law.parts[missing + 1:], leaves, 7, 17), law.parts[missing]
    assert not iq._closed(law.parts + [(17,)], leaves, 7, 17)
    assert iq._class_law(17, leaves, law.delta, law.final, (3, 7), (11, 17), 0) is None
    with pytest.raises(ValueError, match=r"^position must be a row of heaps below 17, or any heaps up to 7 plus one "
                                         r"heap of 17 beside 11 \+ 12 or what a move in it leaves"):
        officers.outcome((13, 13, 17))


@pytest.fixture(scope="module")
def officers_box(officers):
    """The rows of the box of the Officers proof, as a set of (part, counts)."""
    parts, counts = iq._class_box(officers._law, officers._moves, iq.BOX_ROWS)
    return {(int(z), tuple(c)) for z, c in zip(parts.tolist(), counts.tolist())}


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_officers_rows_reduce_into_the_box_with_their_options_types(officers, officers_box, data):
    """The reduction lemma (module text, step 3): a row of the class and the row it reduces to have the same
    moves, type and element below 17, and so do their options by each move; the reduced row is in the box."""
    law, moves = officers._law, officers._moves
    part = data.draw(st.integers(0, len(law.parts) - 1))
    counts = np.array([0] + data.draw(st.lists(st.integers(0, 300), min_size=7, max_size=7)), dtype=np.int64)
    y = iq._class_reduced(law, moves, counts)
    assert (part, tuple(y.tolist())) in officers_box
    assert np.array_equal(counts > 0, y > 0)
    both = np.array([part, part])
    assert len(set(law.types(both, np.stack([counts, y])))) == 1
    assert len(set(moves.elements(law, both, np.stack([counts, y])))) == 1
    for source, change in zip(moves.heap_source, moves.heap_change):
        if counts[source]:
            assert len(set(law.types(both, np.stack([counts + change, y + change])))) == 1
    for s in range(moves.part_first[part], moves.part_first[part + 1]):
        target = np.array([moves.part_target[s]] * 2)
        assert len(set(law.types(target, np.stack([counts + moves.part_change[s], y + moves.part_change[s]])))) == 1


def shifted_by_one(code: str, heap: int) -> set[tuple[int, ...]]:
    """Return what a heap of h + 1 becomes under ``code``, each heap one smaller (heaps of 1, which have no move
    in ·6, dropped)."""
    return {tuple(sorted(x - 1 for x in leave if x > 1)) for leave in octal_moves(code, heap + 1)}


def test_0_37_is_officers_with_every_heap_one_smaller():
    """·37 heap h moves as ·6 heap h + 1 (a heap of 1 of ·6 has no move, a heap of 0 of ·37 is none):
    compared option set by option set, read from the two codes."""
    for h in range(1, 40):
        assert {tuple(sorted(leave)) for leave in octal_moves("0.37", h)} == shifted_by_one("0.6", h), h


@pytest.mark.slow
def test_0_37_with_heaps_up_to_16_has_the_shifted_officers_proof():
    """·37 at 16 is ·6 at 17 with every heap one smaller: beside 10 + 11 + 16, 2ᵃ + 6ᵇ (= ·6's 3ᵃ + 7ᵇ beside
    11 + 12 + 17)."""
    with pytest.raises(iq.InfiniteQuotientError, match="beside 10 \\+ 11 \\+ 16, the rows 2ᵃ \\+ 6ᵇ tell all powers"):
        gk.misere_quotient("0.37", 16, progress=False)
