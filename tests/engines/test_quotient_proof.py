"""The kernels of a quotient's proof on random commutative automata: compiled and plain, and the definitions."""
from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from gamekit.engines import quotient_proof as proof
from gamekit.engines.jit import HAVE_NUMBA

ENGINES = ["numba", "python"] if HAVE_NUMBA else ["python"]


def _step(count: int, index: int, period: int) -> int:
    count += 1
    return count if count < index + period else index + (count - index) % period


@st.composite
def commutative_automata(draw) -> np.ndarray:
    """A commutative automaton: counters x^(index + period) = x^index, each heap adding to some of them."""
    cycles = draw(st.lists(st.tuples(st.integers(0, 3), st.integers(1, 3)), min_size=1, max_size=2))
    heaps = draw(st.integers(1, 4))
    adds = [draw(st.lists(st.integers(0, 2), min_size=len(cycles), max_size=len(cycles))) for _ in range(heaps)]
    states = list(itertools.product(*[range(i + p) for i, p in cycles]))
    number = {s: i for i, s in enumerate(states)}
    delta = np.zeros((len(states), heaps + 1), dtype=np.int64)
    delta[:, 0] = np.arange(len(states))
    for s in states:
        for k, add in enumerate(adds, start=1):
            t = list(s)
            for j, times in enumerate(add):
                for _ in range(times):
                    t[j] = _step(t[j], *cycles[j])
            delta[number[s], k] = number[tuple(t)]
    seen, order = {0}, [0]                       # the part reached from the empty row, in the order met
    for s in order:
        for k in range(1, heaps + 1):
            if int(delta[s, k]) not in seen:
                seen.add(int(delta[s, k]))
                order.append(int(delta[s, k]))
    rank = {s: i for i, s in enumerate(order)}
    out = np.array([[rank[int(t)] for t in delta[s]] for s in order], dtype=np.int64)
    out[:, 0] = np.arange(len(order))
    return out


def run(delta: np.ndarray, row, state: int = 0) -> int:
    for k in row:
        state = int(delta[state, k])
    return state


@settings(max_examples=60, deadline=None)
@given(delta=commutative_automata())
def test_the_lightest_row_of_a_state_is_its_first_row_of_least_total(delta):
    size, width = delta.shape
    best: dict[int, tuple] = {}
    for length in range(size + 1):                # every sorted row up to the longest needed
        for row in itertools.combinations_with_replacement(range(1, width), length):
            s = run(delta, row)
            if s not in best or (sum(row), row) < (sum(best[s]), best[s]):
                best[s] = row
        if len(best) == size and length >= max(sum(r) for r in best.values()):
            break                                 # longer rows weigh more than any row found
    for engine in ENGINES:
        parent, letter, weight = proof.lightest_rows(delta, engine=engine)
        assert [proof.row_of(parent, letter, s) for s in range(size)] == [best[s] for s in range(size)]
        assert weight.tolist() == [sum(best[s]) for s in range(size)]


@settings(max_examples=60, deadline=None)
@given(delta=commutative_automata())
def test_the_products_are_the_states_of_the_rows_put_together(delta):
    parent, letter, _ = proof.lightest_rows(delta, engine="python")
    rows = [proof.row_of(parent, letter, s) for s in range(len(delta))]
    truth = [[run(delta, rows[x] + rows[y]) for y in range(len(delta))] for x in range(len(delta))]
    for engine in ENGINES:
        assert proof.products(delta, engine=engine).tolist() == truth
    assert proof.noncommuting_pair(delta, engine="python") is None


@settings(max_examples=60, deadline=None)
@given(delta=commutative_automata(), data=st.data())
def test_the_compiled_and_plain_searches_agree(delta, data):
    size, width = delta.shape
    final = np.array(data.draw(st.lists(st.booleans(), min_size=size, max_size=size)))
    final[0] = False
    images = [np.zeros(0, dtype=np.int64)] + [
        np.unique(data.draw(st.lists(st.integers(0, size - 1), max_size=3))).astype(np.int64) for _ in range(1, width)]
    movable = np.array([len(images[k]) > 0 for k in range(1, width)])
    tree = proof.lightest_rows(delta, engine="python")[:2]
    answers = [proof.proof_search(delta, final, tree, images, movable, None, engine=engine) for engine in ENGINES]
    for row, contexts in answers[1:]:
        assert row == answers[0][0]
        assert (contexts is None) == (answers[0][1] is None)
        assert contexts is None or np.array_equal(contexts, answers[0][1])


def test_kayles_quotient_proved_past_sixty_four_heaps():
    """Kayles' 40 elements, proved for every row length from 98 heaps on: the proof's hash tables
    are sized by the heaps, and at 65 heaps a size that was no power of two made a probe loop forever."""
    from gamekit.games.heaps.quotient import misere_quotient

    q = misere_quotient("0.77", 100, seconds=300)
    assert len(q) == 40 and q.period is not None
    assert q.orders[64:] == [40] * (len(q.orders) - 64)


@settings(max_examples=60, deadline=None)
@given(delta=commutative_automata(), data=st.data())
def test_the_images_a_new_heap_may_have_are_those_the_definition_gives(delta, data):
    size = delta.shape[0]
    final = np.array(data.draw(st.lists(st.booleans(), min_size=size, max_size=size)))
    inside = np.array(data.draw(st.lists(st.lists(st.booleans(), min_size=size, max_size=size),
                                         min_size=size, max_size=size)), dtype=bool).reshape(size, size)
    targets = np.unique(data.draw(st.lists(st.integers(0, size - 1), max_size=3))).astype(np.int64)
    words = np.zeros((size, (size + 31) // 32), dtype=np.uint32)
    for y, x in zip(*np.nonzero(inside)):
        words[y, x >> 5] |= np.uint32(1 << (x & 31))
    rows = {s: proof.row_of(*proof.lightest_rows(delta, engine="python")[:2], s) for s in range(size)}
    product = [[run(delta, rows[x], y) for x in range(size)] for y in range(size)]      # product[y][x] = y·x
    wins = [any(final[product[y][t]] for t in targets) for y in range(size)]
    heap_p = not final[targets].any()
    truth = [x for x in range(size) if final[x] == heap_p
             and all(final[product[y][x]] != (wins[y] or inside[y, x]) for y in range(size))]
    for engine in ENGINES:
        assert proof.conservative_images(delta, final, words, targets, engine=engine) == truth
