"""The candidates of the construction from the quotient: their proof, and how a refuted one is recalibrated.

Every candidate the construction makes for a game (proved or refuted) is recorded, and the proof is
run on it three ways: the numba kernels, the same kernels run as plain Python, and the NumPy
version they replaced (``tests/games/heaps/proof_reference.py``).  They must return the same
smallest failing row, or the same contexts of every state when the candidate is proved.  A refuted
candidate is recalibrated on a witness, a lighter row of its failure's state: the witness theorem is
checked on every refutation met, and ·6 at heap 17 is the textbook case.
"""
from __future__ import annotations

import functools
from unittest import mock

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

import gamekit as gk
from gamekit.engines.jit import HAVE_NUMBA
from gamekit.games.heaps import extension
from gamekit.games.heaps.quotient import _leaves, _machine_arrays, misere_quotients
from gamekit.testing import octal_codes
from tests.games.heaps import proof_reference as former

ENGINES = ["numba", "python"] if HAVE_NUMBA else ["python"]
PLAIN_SIZE = 150                 # the plain twin runs on candidates up to this many states (seconds each)

TEXTBOOK = {                     # name → (game, heaps): every candidate made on the way is checked
    "misère nim": (gk.Nim(), 7),
    "Dawson's Kayles": (gk.DawsonsKayles, 14),
    "Kayles": (gk.Kayles, 12),
    "0.75": (gk.OctalGame("0.75"), 12),
    "0.45": (gk.OctalGame("0.45"), 8),
    "4.7": (gk.OctalGame("4.7"), 9),
}


def candidates(game, heaps: int, largest: int | None = None) -> list[tuple]:
    """Return (delta, final, leaves) of every candidate proof_failure is asked about while the quotients are built."""
    made = []
    real = extension.proof_failure

    def recorded(delta, final, leaves, budget=None, engine="auto"):
        made.append((np.array(delta), np.array(final), dict(leaves)))
        return real(delta, final, leaves, budget, engine)

    extension.proof_failure = recorded
    try:
        for _ in misere_quotients(game, heaps, largest=largest):
            pass
    finally:
        extension.proof_failure = real
    return made


@functools.lru_cache(maxsize=None)
def textbook(name: str) -> list[tuple]:
    return candidates(*TEXTBOOK[name])


def sets(words: np.ndarray, size: int) -> np.ndarray:
    """Return the bitsets ``words`` (one row of uint32 words a state) as a size × size table of True and False."""
    little = np.ascontiguousarray(words, dtype="<u4").view(np.uint8)
    return np.unpackbits(little, axis=1, count=size, bitorder="little").astype(bool)


def bitsets(table: np.ndarray) -> np.ndarray:
    """Return the rows of True and False ``table`` as bitsets, (size + 31) // 32 uint32 words a row."""
    size = table.shape[1]
    padded = np.zeros((table.shape[0], 32 * ((size + 31) // 32)), dtype=bool)
    padded[:, :size] = table
    return np.packbits(padded, axis=1, bitorder="little").view("<u4").astype(np.uint32)


def same_answer(a: tuple, b: tuple) -> bool:
    """a: the proof's answer (contexts as bitsets), b: the former proof's (contexts as a table)."""
    if a[0] != b[0] or (a[1] is None) != (b[1] is None):
        return False
    return a[1] is None or np.array_equal(sets(a[1], len(b[1])), b[1])


def assert_one_answer(delta, final, leaves) -> tuple:
    truth = former.proof_failure(delta, final, leaves)
    for engine in ENGINES:
        if engine == "python" and len(delta) > PLAIN_SIZE:
            continue
        got = extension.proof_failure(delta, final, leaves, engine=engine)
        assert same_answer(got, truth), (engine, len(delta), got[0], truth[0])
    return truth


@pytest.mark.parametrize("name", sorted(TEXTBOOK))
def test_the_proof_of_every_textbook_candidate_is_the_former_proof(name):
    answers = [assert_one_answer(*candidate) for candidate in textbook(name)]
    assert any(row is None for row, _ in answers)               # proved candidates, one a heap at least


def test_the_textbook_candidates_are_refuted_as_well_as_proved():
    refuted = [name for name in TEXTBOOK if any(former.proof_failure(*c)[0] is not None for c in textbook(name))]
    assert {"Dawson's Kayles", "Kayles", "4.7"} <= set(refuted)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(code=octal_codes(max_digits=3), heaps=st.integers(2, 8))
def test_the_proofs_agree_on_the_candidates_of_random_octal_games(code, heaps):
    try:
        made = candidates(code, heaps, largest=300)
    except ValueError:
        assume(False)
    for candidate in made:
        assert_one_answer(*candidate)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_proofs_find_the_same_smallest_failure_when_predictions_are_changed(data):
    name = data.draw(st.sampled_from(sorted(TEXTBOOK)))
    delta, final, leaves = data.draw(st.sampled_from(textbook(name)))
    flips = data.draw(st.lists(st.integers(0, len(final) - 1), min_size=1, max_size=3))
    changed = final.copy()
    changed[flips] ^= True
    assert_one_answer(delta, changed, leaves)


@pytest.mark.parametrize("name", ["Dawson's Kayles", "0.45", "4.7"])
def test_the_images_a_new_heap_may_have_are_those_of_the_former_proof(name):
    game, heaps = TEXTBOOK[name]
    *_, q = misere_quotients(game, heaps - 1)
    leaves = {n: _leaves(game, n) for n in range(1, heaps + 1)}
    delta, final = _machine_arrays(q._machine)
    _, contexts = former.proof_failure(delta, final, {k: leaves[k] for k in range(1, heaps)})
    budget = extension.Budget(None)
    for engine in ENGINES:
        assert extension.candidate_images(delta, final, bitsets(contexts), leaves[heaps], budget, engine) == \
            former._conservative(delta, final, contexts, leaves[heaps], budget)
        assert np.array_equal(extension.products(delta, budget, engine), former._products(delta, budget))
        table = extension.products(delta, budget, engine)
        assert all(np.array_equal(extension.times_column(delta, x, engine), table[:, x]) for x in range(len(delta)))


@functools.lru_cache(maxsize=None)
def largest_candidate() -> tuple:
    return max(textbook("Dawson's Kayles") + candidates("0.35", 12), key=lambda c: len(c[0]))


def test_a_long_proof_reads_the_clock_between_chunks():
    delta, final, leaves = largest_candidate()
    ticks = []
    extension.proof_failure(delta, final, leaves, extension.Budget(None, lambda: ticks.append(1)))
    assert len(ticks) >= 3

    def stop():
        raise extension.LimitReached("passed its time limit of 0 s")

    with pytest.raises(extension.LimitReached, match="time limit"):
        extension.proof_failure(delta, final, leaves, extension.Budget(None, stop))


def test_the_proof_within_a_small_memory_is_the_same_or_refused_in_a_sentence():
    delta, final, leaves = largest_candidate()
    truth = former.proof_failure(delta, final, leaves)
    asked = []

    class Asked(extension.Budget):
        def room(self, nbytes: int, what: str) -> None:
            asked.append(nbytes)

    extension.proof_failure(delta, final, leaves, Asked(None))
    budget = extension.Budget(None)
    budget.memory = max(asked)                      # just the room asked for: the bitsets of few states kept
    assert budget.memory // 16 < 8 * delta.shape[1] * (len(delta) // 32 + 1) * len(delta)
    assert same_answer(extension.proof_failure(delta, final, leaves, budget), truth)
    budget.memory = 1_000
    with pytest.raises(extension.LimitReached, match="half of this machine's memory for the proof"):
        extension.proof_failure(delta, final, leaves, budget)


# How a refuted candidate is recalibrated (the witness, the counters).

def first_candidate(code: str, heaps: int):
    """Return the leaves, the proved quotient of the heaps below ``heaps`` and the first candidate with the new heap."""
    game = gk.OctalGame(code)
    leaves = {k: _leaves(game, k) for k in range(1, heaps + 1)}
    below = list(misere_quotients(code, heaps - 1))[-1]._machine
    delta = np.array(below.delta, dtype=np.int32)
    delta[:, 0] = np.arange(len(delta))
    budget = extension.Budget(None)
    return leaves, delta, extension.new_generator(delta, leaves, budget), budget


@pytest.mark.slow
def test_heap_17_of_0_6_tells_c_squared_from_1_and_the_smallest_mend_is_taken():
    # In Q₁₆(·6) the heaps 7, 10 and 13 are one element c with c² = 1.  A heap of 17 tells c²
    # from 1: the first candidate's smallest failure is 7 + 7 + 17, whose witness is 17 alone.
    # The heap of 7 is then counted apart; of the ways tried (with the heaps 10 and 13 of the
    # same element or alone, with the old state or without) the smallest candidate is kept,
    # smaller than MisereSolver's first way (the heap alone, without the old state, its counter as
    # long as the failure's count).
    leaves, delta, candidate, budget = first_candidate("0.6", 17)
    assert delta[0, 7] == delta[0, 10] == delta[0, 13] and delta[delta[0, 7], 7] == 0
    failure, _ = extension.proof_failure(*candidate, leaves, budget)
    assert failure == (7, 7, 17)
    assert extension._witness(candidate[0], failure) == (17,)
    better = extension.recalibrated(*candidate, failure, leaves, budget)
    assert better[1][extension._run(better[0], failure)] != candidate[1][extension._run(candidate[0], failure)]
    first_way = extension._counted(candidate[0], 18, (7,), {7: []}, {7: (2, 2)}, leaves, budget, False, 10 ** 6)
    together = extension._counted(candidate[0], 18, (7,), {7: [10, 13]}, {7: (1, 2)}, leaves, budget, False, 10 ** 6)
    assert len(better[0]) < len(first_way[0]) < len(together[0])
    assert extension.proof_failure(*first_way, leaves, budget)[0] == (10, 10, 17)
    assert sum(extension.proof_failure(*together, leaves, budget)[0]) > sum((13, 13, 17))


def test_a_counter_tells_the_two_counts_apart_and_is_no_longer():
    assert extension._separating_index(1, 2, 0, 2) == 1          # 0 | 1, 2, 1, 2, …: 0 and 2 differ
    assert extension._separating_index(1, 2, 2, 4) == 3          # 2 and 4 differ once 2 is below the index
    assert extension._separating_index(2, 2, 1, 2) == 2          # an odd difference needs no longer counter
    assert extension._separating_index(0, 4, 3, 1) == 0


@settings(max_examples=30, deadline=None)
@given(code=octal_codes(max_digits=3), heaps=st.integers(3, 9))
@example(code="0.6", heaps=7)
@example(code="0.07", heaps=10)
def test_a_witness_lighter_than_the_failure_has_the_other_outcome(code, heaps):
    """The theorem behind the witness: the predictions are right for every row lighter than the
    smallest failure, so a lighter row of the failure's state has the outcome predicted, and the
    failure the other one — the two rows are told apart in the quotient, and the recalibrated
    candidate predicts the failure rightly.  Checked on every refutation met on the way."""
    refuted = []

    def recorded(delta, final, failure, leaves, budget, *rest):
        better = recalibrated(delta, final, failure, leaves, budget, *rest)
        refuted.append((delta, failure, better))
        return better

    recalibrated = extension.recalibrated
    with mock.patch.object(extension, "recalibrated", recorded):
        try:
            list(misere_quotients(code, heaps, largest=400))
        except ValueError:
            assume(False)
    for delta, failure, better in refuted:
        truth = gk.misere_outcome(code, failure)
        if better is not None:                              # otherwise the construction learns the quotient
            assert better[1][extension._run(better[0], failure)] == (truth == "P")
        witness = extension._witness(delta, failure)
        if witness is not None and sum(witness) < sum(failure):
            assert extension._run(delta, witness) == extension._run(delta, failure)
            assert gk.misere_outcome(code, witness) != truth
