"""gamekit.engines.automata: compiled and plain kernels agree, and agree with the definitions they replace.

The references below are the NumPy versions that the construction of misère quotients used before
the kernels (repeated sorting and a heap of big-integer costs): the kernels must give exactly
their results, the same states in the same order.
"""
from __future__ import annotations

import heapq

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamekit.engines.automata import (counter_product, minimal_automaton, predicted_outcomes, product_size,
                                      reachable_part)
from gamekit.engines.jit import HAVE_NUMBA

ENGINES = ["python", "numba"] if HAVE_NUMBA else ["python"]


def reference_reachable(delta):
    size = delta.shape[0]
    seen = np.zeros(size, dtype=bool)
    seen[0] = True
    order = [np.array([0], dtype=np.int64)]
    frontier = order[0]
    while len(frontier):
        reached = np.unique(delta[frontier, 1:])
        frontier = reached[~seen[reached]]
        seen[frontier] = True
        order.append(frontier)
    walk = np.concatenate(order)
    rank = np.full(size, -1, dtype=np.int64)
    rank[walk] = np.arange(len(walk))
    out = rank[delta[walk]].astype(np.int32)
    out[:, 0] = np.arange(len(walk))
    return out


def reference_minimal(delta, final):
    _, classes = np.unique(final, return_inverse=True)
    classes = classes.ravel().astype(np.int64)
    count = int(classes.max()) + 1
    while True:
        fresh = classes
        for k in range(1, delta.shape[1]):
            _, fresh = np.unique(fresh * count + classes[delta[:, k]], return_inverse=True)
            fresh = fresh.ravel().astype(np.int64)
        new_count = int(fresh.max()) + 1
        if new_count == count:
            break
        classes, count = fresh, new_count
    width = delta.shape[1]
    rank = np.full(count, -1, dtype=np.int64)
    rank[classes[0]] = 0
    walk, frontier, found = [np.array([0])], np.array([0]), 1
    while len(frontier):
        reached = delta[frontier, 1:].ravel()
        met = classes[reached]
        _, first = np.unique(met, return_index=True)
        first = np.sort(first[rank[met[first]] < 0])
        rank[met[first]] = np.arange(found, found + len(first))
        found += len(first)
        frontier = reached[first]
        walk.append(frontier)
    walk = np.concatenate(walk)
    out = np.empty((len(walk), width), dtype=np.int32)
    out[:, 0] = np.arange(len(walk))
    out[:, 1:] = rank[classes[delta[walk, 1:]]]
    return out, final[walk]


def reference_product(delta, width, counters, keep=False):
    def step(count, index, period):
        count += 1
        return count if count < index + period else index + (count - index) % period

    old_size, old_width = delta.shape
    heaps = sorted(counters)
    lengths = [sum(counters[k]) for k in heaps]
    total = old_size * int(np.prod(lengths, dtype=np.int64))
    codes = np.arange(total, dtype=np.int64)
    b = codes % old_size
    digits, unit, units = [], old_size, []
    for length in lengths:
        digits.append((codes // unit) % length)
        units.append(unit)
        unit *= length
    machine = np.empty((total, width), dtype=np.int64)
    machine[:, 0] = codes
    for k in range(1, width):
        acts = k < old_width and (k not in counters or keep)
        target = (delta[b, k].astype(np.int64) if acts else b).copy()
        for i, h in enumerate(heaps):
            digit = digits[i]
            if h == k:
                digit = np.array([step(c, *counters[h]) for c in range(lengths[i])], dtype=np.int64)[digit]
            target += digit * units[i]
        machine[:, k] = target
    return reference_reachable(machine)


def reference_predict(delta, leaves):
    size, width = delta.shape
    final = np.zeros(size, dtype=bool)
    done = np.zeros(size, dtype=bool)
    without = [None] * size
    weight = [0] + [(size + 1) ** k for k in range(1, width)]
    best = [None] * size
    best[0] = 0
    queue = [(0, 0, -1, 0)]
    targets = delta[:, 1:].tolist()
    while queue:
        cost, s, parent, letter = heapq.heappop(queue)
        if done[s]:
            continue
        less = {} if parent < 0 else {k: int(delta[t, letter]) for k, t in without[parent].items()}
        if parent >= 0:
            less[letter] = parent
        without[s] = less
        moved = p_move = False
        for k, rest in less.items():
            if not leaves[k]:
                continue
            moved = True
            for leave in leaves[k]:
                t = rest
                for h in leave:
                    t = int(delta[t, h])
                if not done[t]:
                    raise AssertionError("an option's state is reached after the row")
                if final[t]:
                    p_move = True
                    break
            if p_move:
                break
        final[s] = moved and not p_move
        done[s] = True
        for k, t in enumerate(targets[s], start=1):
            if not done[t] and (best[t] is None or cost + weight[k] < best[t]):
                best[t] = cost + weight[k]
                heapq.heappush(queue, (cost + weight[k], t, s, k))
    return final


@st.composite
def automata(draw, largest=24):
    """Any automaton over heaps 1..k (column 0 each state's own number) and a set of final states."""
    size = draw(st.integers(1, largest))
    width = draw(st.integers(1, 5))
    cells = draw(st.lists(st.integers(0, size - 1), min_size=size * width, max_size=size * width))
    delta = np.array(cells, dtype=np.int32).reshape(size, width)
    delta[:, 0] = np.arange(size)
    final = np.array(draw(st.lists(st.booleans(), min_size=size, max_size=size)))
    return delta, final


@st.composite
def counters(draw, width):
    heaps = draw(st.sets(st.integers(1, max(1, width - 1)), min_size=1, max_size=3))
    return {k: (draw(st.integers(0, 3)), draw(st.integers(1, 3))) for k in heaps}


@st.composite
def leaves(draw, width):
    """The rows each heap k < width can become: a few rows of smaller heaps (none for a heap with no move)."""
    found = {}
    for k in range(1, width):
        rows = draw(st.sets(st.lists(st.integers(1, k - 1), max_size=2).map(lambda r: tuple(sorted(r)))
                            if k > 1 else st.just(()), max_size=3))
        found[k] = tuple(sorted(rows))
    return found


@pytest.mark.parametrize("engine", ENGINES)
@settings(max_examples=150, deadline=None)
@given(automata())
def test_the_reachable_part_is_numbered_as_the_breadth_first_walk_meets_it(engine, machine):
    delta, _ = machine
    out = reachable_part(delta, engine=engine)
    assert out.dtype == np.int32 and np.array_equal(out, reference_reachable(delta))


@pytest.mark.parametrize("engine", ENGINES)
@settings(max_examples=150, deadline=None)
@given(automata())
def test_the_minimal_automaton_is_moores_by_refinement_without_sorting(engine, machine):
    delta, final = machine
    out, out_final = minimal_automaton(delta, final, engine=engine)
    expected, expected_final = reference_minimal(delta, final)
    assert out.dtype == np.int32 and np.array_equal(out, expected)
    assert np.array_equal(out_final, expected_final)


@pytest.mark.parametrize("engine", ENGINES)
@settings(max_examples=150, deadline=None)
@given(st.data())
def test_the_product_with_counters_is_the_reachable_part_of_the_whole_product(engine, data):
    delta, _ = data.draw(automata(largest=10))
    width = delta.shape[1] + data.draw(st.integers(0, 1))
    chosen = data.draw(counters(width))
    keep = data.draw(st.booleans())
    out = counter_product(delta, width, chosen, keep=keep, engine=engine)
    assert np.array_equal(out, reference_product(delta, width, chosen, keep))
    assert len(out) <= product_size(len(delta), chosen)


@pytest.mark.parametrize("engine", ENGINES)
@settings(max_examples=150, deadline=None)
@given(st.data())
def test_predictions_follow_the_misere_rule_on_the_least_rows_largest_heaps_first(engine, data):
    delta, _ = data.draw(automata(largest=8))
    width = delta.shape[1] + data.draw(st.integers(0, 1))
    machine = counter_product(delta, width, data.draw(counters(width)), engine="python")
    options = data.draw(leaves(width))
    try:
        expected = reference_predict(machine, options)
    except AssertionError:
        with pytest.raises(AssertionError, match="reached after the row"):
            predicted_outcomes(machine, options, engine=engine)
        return
    assert np.array_equal(predicted_outcomes(machine, options, engine=engine), expected)


def test_misere_nim_with_heaps_of_one_and_two_counted_apart():
    # heaps of 1 by parity, heaps of 2 by a counter with h⁴ = h²; a heap of 2 can become 1 or nothing
    machine = counter_product(np.array([[0, 1], [1, 0]], dtype=np.int32), 3, {2: (2, 2)})
    final = predicted_outcomes(machine, {1: ((),), 2: ((), (1,))})
    out, out_final = minimal_automaton(machine, final)
    assert len(out) == 6                       # Q(misère nim, heaps ≤ 2): a² = 1, b³ = b
    assert out_final.sum() == 2                # its P-portion {a, b²}


def test_a_long_prediction_is_done_in_chunks_and_can_be_stopped():
    size = 3 * 2 ** 15                           # a single heap counted up to 3·2¹⁵: two chunks at least
    delta = np.zeros((size, 2), dtype=np.int32)
    delta[:, 0] = np.arange(size)
    delta[:, 1] = (np.arange(size) + 1) % size
    calls = []
    final = predicted_outcomes(delta, {1: ((),)}, check=lambda: calls.append(1))
    assert calls and final.tolist() == [s % 2 == 1 for s in range(size)]

    def stop():
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        predicted_outcomes(delta, {1: ((),)}, check=stop)
