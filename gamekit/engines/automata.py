"""The automata behind misère quotients, compiled: reachable part, minimal automaton, products, predictions.

A commutative automaton over heap sizes is an integer array ``delta`` with ``delta[s, k]`` the
state after adding a heap of k to a row of state s (column 0 unused, state 0 the empty row), and
a boolean array ``final`` of its predicted P-positions.  The construction of misère quotients
(:mod:`gamekit.games.heaps.extension`) makes candidates of this kind and needs four things of
them, each a kernel here, written once as plain Python over NumPy arrays and compiled by numba
(:func:`gamekit.engines.jit.lazy_njit`; ``engine="python"`` runs the same source plain, with
identical results):

- :func:`reachable_part` — the states reachable from the empty row, numbered breadth first;
- :func:`minimal_automaton` — states alike in every context merged (Moore's refinement, each
  round a single pass over the states with a hash table in place of sorting);
- :func:`counter_product` — an automaton beside cyclic counters for some heaps, built reachable
  part only, never the whole product;
- :func:`predicted_outcomes` — each state's outcome by the misère rule on the options of its
  least row, the rows taken largest heaps first (Dijkstra's search, in chunks so that a long one
  can be stopped and timed).

References
----------
.. [1] Moore, E. F. (1956). *Gedanken-experiments on sequential machines*. Automata Studies,
   Princeton University Press, 129–153 (the refinement of states alike in every context).
.. [2] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
   Journal of Combinatorial Theory, Series A 115, 593–622.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from gamekit.engines.jit import lazy_njit, use_numba

__all__ = ["counter_product", "minimal_automaton", "predicted_outcomes", "product_size", "reachable_part"]

CHUNK = 1 << 15        # states a chunk of the prediction settles before its caller may stop or time it

Row = tuple[int, ...]


# --------------------------------------------------------------------------- the reachable part
def _walk_rows(delta, walk):
    """Return ``delta`` restricted to the states of ``walk`` (int32), renumbered by their place in it."""
    size, width = delta.shape
    count = walk.shape[0]
    rank = np.full(size, -1, dtype=np.int64)
    for i in range(count):
        rank[walk[i]] = i
    out = np.empty((count, width), dtype=np.int32)
    for i in range(count):
        out[i, 0] = i
        for k in range(1, width):
            out[i, k] = rank[delta[walk[i], k]]
    return out


def _reachable_kernel(delta):
    """Return the states reachable from 0 level by level, each level's new states in increasing order."""
    size, width = delta.shape
    seen = np.zeros(size, dtype=np.bool_)
    walk = np.empty(size, dtype=np.int64)
    walk[0] = 0
    seen[0] = True
    start, end = 0, 1
    while start < end:
        found = end
        for i in range(start, end):
            s = walk[i]
            for k in range(1, width):
                t = delta[s, k]
                if not seen[t]:
                    seen[t] = True
                    walk[found] = t
                    found += 1
        walk[end:found] = np.sort(walk[end:found])
        start, end = end, found
    return _walk_rows(delta, walk[:end])


_reachable_numba = lazy_njit(_reachable_kernel)


def reachable_part(delta: np.ndarray, engine: str = "auto") -> np.ndarray:
    """Return ``delta`` restricted to the states reachable from state 0, renumbered breadth first.

    The states met at each distance from state 0 are numbered in increasing order of their old
    numbers; column 0 of the result holds each state's own number.

    >>> import numpy as np
    >>> delta = np.array([[0, 2], [1, 1], [2, 0]])     # state 1 is reached by no row
    >>> reachable_part(delta, engine="python").tolist()
    [[0, 1], [1, 0]]

    See also: :func:`minimal_automaton`, :func:`counter_product`.
    """
    kernel = _reachable_numba if use_numba(engine) else _reachable_kernel
    return kernel(np.ascontiguousarray(delta))


# --------------------------------------------------------------------------- the minimal automaton
def _slot(key, mask):
    """Return the first slot a key is looked for in a hash table of ``mask + 1`` slots."""
    return ((key * 0x9E3779B1) ^ (key >> 17)) & mask


def _refined(delta, classes, count, keys, ids):
    """Return (the classes of Moore's next round, how many): a state's class and its successors' classes."""
    size, width = delta.shape
    mask = keys.shape[0] - 1
    fresh = classes.copy()
    made = count
    for k in range(1, width):
        keys[:] = -1
        made = 0
        new = np.empty(size, dtype=np.int64)
        for s in range(size):
            key = fresh[s] * count + classes[delta[s, k]]
            h = _slot(key, mask)
            while keys[h] != -1 and keys[h] != key:
                h = (h + 1) & mask
            if keys[h] == -1:
                keys[h] = key
                ids[h] = made
                made += 1
            new[s] = ids[h]
        fresh = new
    return fresh, made


def _minimal_kernel(delta, final):
    """Return (the minimal automaton, its final states), its states numbered breadth first as met."""
    size, width = delta.shape
    classes = np.zeros(size, dtype=np.int64)
    count = 1
    if final.any() and not final.all():
        for s in range(size):
            classes[s] = 1 if final[s] else 0
        count = 2
    room = 1
    while room < 2 * size:
        room *= 2
    keys = np.empty(room, dtype=np.int64)
    ids = np.empty(room, dtype=np.int64)
    while width > 1:
        fresh, made = _refined(delta, classes, count, keys, ids)
        if made == count:
            break
        classes, count = fresh, made
    rank = np.full(count, -1, dtype=np.int64)
    walk = np.empty(count, dtype=np.int64)
    walk[0] = 0
    rank[classes[0]] = 0
    start, end = 0, 1
    while start < end:                     # a level at a time, parent by parent, heap by heap
        found = end
        for i in range(start, end):
            s = walk[i]
            for k in range(1, width):
                t = delta[s, k]
                if rank[classes[t]] < 0:
                    rank[classes[t]] = found
                    walk[found] = t
                    found += 1
        start, end = end, found
    out = np.empty((end, width), dtype=np.int32)
    out_final = np.empty(end, dtype=np.bool_)
    for i in range(end):
        out[i, 0] = i
        out_final[i] = final[walk[i]]
        for k in range(1, width):
            out[i, k] = rank[classes[delta[walk[i], k]]]
    return out, out_final


_minimal_numba = lazy_njit(_minimal_kernel)


def minimal_automaton(delta: np.ndarray, final: np.ndarray, engine: str = "auto") -> tuple[np.ndarray, np.ndarray]:
    """Return the minimal automaton of ``delta`` and its final states: states alike in every context merged.

    Two states are alike when every row of heaps added to them reaches two final states or two
    others; Moore's refinement [1]_ finds the classes.  The classes reachable from state 0 are
    numbered in the order a breadth-first walk meets them (state by state, heap by heap).

    Misère nim with heaps of 1, written with four states counting the heaps modulo 4, has two
    classes, an even or an odd number of heaps:

    >>> import numpy as np
    >>> delta = np.array([[0, 1], [1, 2], [2, 3], [3, 0]])
    >>> out, final = minimal_automaton(delta, np.array([False, True, False, True]), engine="python")
    >>> out.tolist(), final.tolist()
    ([[0, 1], [1, 0]], [False, True])

    See also: :func:`reachable_part`.

    References
    ----------
    .. [1] Moore, E. F. (1956). *Gedanken-experiments on sequential machines*. Automata Studies,
       Princeton University Press, 129–153.
    """
    kernel = _minimal_numba if use_numba(engine) else _minimal_kernel
    return kernel(np.ascontiguousarray(delta), np.ascontiguousarray(final, dtype=np.bool_))


# --------------------------------------------------------------------------- products with counters
def _product_kernel(delta, width, heaps, index, period, keep):
    """Return the reachable part of ``delta`` beside a cyclic counter for each of ``heaps``."""
    old_size = delta.shape[0]
    count = heaps.shape[0]
    units = np.empty(count, dtype=np.int64)
    lengths = index + period
    unit = old_size
    for i in range(count):
        units[i] = unit
        unit *= lengths[i]
    total = unit
    counter_of = np.full(width, -1, dtype=np.int64)        # counter_of[k]: the counter of heap k, −1 if none
    for i in range(count):
        if heaps[i] < width:
            counter_of[heaps[i]] = i
    rank = np.full(total, -1, dtype=np.int64)
    walk = np.empty(total, dtype=np.int64)
    targets = np.empty(width, dtype=np.int64)
    walk[0] = 0
    rank[0] = 0
    start, end = 0, 1
    while start < end:
        found = end
        for i in range(start, end):
            _counted(delta, walk[i], counter_of, index, period, units, lengths, keep, targets)
            for k in range(1, width):
                if rank[targets[k]] < 0:
                    rank[targets[k]] = 0
                    walk[found] = targets[k]
                    found += 1
        walk[end:found] = np.sort(walk[end:found])
        start, end = end, found
    for i in range(end):
        rank[walk[i]] = i
    out = np.empty((end, width), dtype=np.int32)
    for i in range(end):
        _counted(delta, walk[i], counter_of, index, period, units, lengths, keep, targets)
        out[i, 0] = i
        for k in range(1, width):
            out[i, k] = rank[targets[k]]
    return out


def _counted(delta, code, counter_of, index, period, units, lengths, keep, targets):
    """Fill ``targets[k]`` with the code of ``code`` plus a heap of k, for each k (see :func:`counter_product`)."""
    old_size, old_width = delta.shape
    b = code % old_size
    rest = code - b                                    # the counters' part of the code
    for k in range(1, targets.shape[0]):
        i = counter_of[k]
        if i < 0:
            targets[k] = (delta[b, k] if k < old_width else b) + rest
            continue
        digit = (code // units[i]) % lengths[i]
        step = digit + 1
        if step >= index[i] + period[i]:
            step = index[i] + (step - index[i]) % period[i]
        targets[k] = (delta[b, k] if keep and k < old_width else b) + rest + (step - digit) * units[i]


_product_numba = lazy_njit(_product_kernel)


def counter_product(delta: np.ndarray, width: int, counters: dict[int, tuple[int, int]], *, keep: bool = False,
                    engine: str = "auto") -> np.ndarray:
    """Return the reachable part of ``delta`` beside a cyclic counter for each heap of ``counters``.

    ``counters[k] = (index, period)`` counts the heaps of k in the cyclic monoid
    x^(index + period) = x^index.  A heap of ``counters`` moves only its counter (also the old
    state with ``keep``); any other heap below ``width`` acts on the old state (as the identity
    past the old automaton's heaps).  A state is coded b + old_size·(c₁ + ℓ₁·(c₂ + …)) for the old
    state b and the counts c₁, c₂, … (ℓᵢ the length of counter i), and the reachable codes are
    numbered as :func:`reachable_part` numbers them; the whole product is never built.

    Misère nim with heaps of 1 beside a counter of heaps of 2 with h⁴ = h²:

    >>> import numpy as np
    >>> counter_product(np.array([[0, 1], [1, 0]]), 3, {2: (2, 2)}, engine="python").tolist()[:3]
    [[0, 1, 2], [1, 0, 3], [2, 3, 4]]

    See also: :func:`reachable_part`.
    """
    heaps = sorted(counters)
    kernel = _product_numba if use_numba(engine) else _product_kernel
    return kernel(np.ascontiguousarray(delta), int(width), np.array(heaps, dtype=np.int64),
                  np.array([counters[k][0] for k in heaps], dtype=np.int64),
                  np.array([counters[k][1] for k in heaps], dtype=np.int64), bool(keep))


def product_size(old_size: int, counters: dict[int, tuple[int, int]]) -> int:
    """Return the number of codes of :func:`counter_product`: the old states times every counter's length.

    >>> product_size(2, {2: (2, 2), 3: (1, 2)})
    24
    """
    total = old_size
    for index, period in counters.values():
        total *= index + period
    return total


# --------------------------------------------------------------------------- predictions
def _cheaper(vec, p, k, s, q, j, t):
    """Return True when (the row of p plus a heap of k, s) comes before (the row of q plus a heap of j, t).

    Rows are compared by their number of heaps of the largest size first, then the next, … (the
    order of Σ cₖ·Mᵏ for M larger than any count), ties by the state reached.
    """
    for h in range(vec.shape[1] - 1, 0, -1):
        a = vec[p, h] + (1 if h == k else 0)
        b = vec[q, h] + (1 if h == j else 0)
        if a != b:
            return a < b
    return s < t


def _sift_up(heap, place, at, vec, parent, letter):
    """Move the state at ``heap[at]`` up to its place in the heap ordered by :func:`_cheaper`."""
    s = heap[at]
    while at > 0:
        up = (at - 1) // 2
        t = heap[up]
        if not _cheaper(vec, parent[s], letter[s], s, parent[t], letter[t], t):
            break
        heap[at] = t
        place[t] = at
        at = up
    heap[at] = s
    place[s] = at


def _sift_down(heap, place, length, vec, parent, letter):
    """Move the state at ``heap[0]`` down to its place in the heap ordered by :func:`_cheaper`."""
    s = heap[0]
    at = 0
    while True:
        child = 2 * at + 1
        if child >= length:
            break
        t = heap[child]
        if child + 1 < length:
            u = heap[child + 1]
            if _cheaper(vec, parent[u], letter[u], u, parent[t], letter[t], t):
                child, t = child + 1, u
        if not _cheaper(vec, parent[t], letter[t], t, parent[s], letter[s], s):
            break
        heap[at] = t
        place[t] = at
        at = child
    heap[at] = s
    place[s] = at


def _predict_chunk(delta, leaf_first, leave_first, leave_heaps, final, done, without, vec, parent, letter,
                   heap, place, length, limit):
    """Settle up to ``limit`` states of the prediction; return 0 when all are, 1 when not yet, 2 on a bad order.

    ``length[0]`` is the number of states waiting in the heap ``heap`` (``place[s]`` the place of s,
    −1 if none); ``without[s, k]`` is the state of s's least row less a heap of k (−1 if it has none),
    ``vec[s]`` that row's count of each heap.
    """
    size, width = delta.shape
    settled = 0
    while length[0] > 0:
        if settled == limit:
            return 1
        s = heap[0]
        length[0] -= 1
        place[s] = -1
        if length[0] > 0:
            heap[0] = heap[length[0]]
            place[heap[0]] = 0
            _sift_down(heap, place, length[0], vec, parent, letter)
        p = parent[s]
        if p >= 0:
            k = letter[s]
            for h in range(1, width):
                vec[s, h] = vec[p, h]
                rest = without[p, h]
                without[s, h] = delta[rest, k] if rest >= 0 else -1
            vec[s, k] += 1
            without[s, k] = p
        moved = False
        p_move = False
        for h in range(1, width):
            rest = without[s, h]
            if rest < 0 or leaf_first[h] == leaf_first[h + 1]:
                continue
            moved = True
            for leave in range(leaf_first[h], leaf_first[h + 1]):
                t = rest
                for i in range(leave_first[leave], leave_first[leave + 1]):
                    t = delta[t, leave_heaps[i]]
                if not done[t]:
                    return 2
                if final[t]:
                    p_move = True
                    break
            if p_move:
                break
        final[s] = moved and not p_move
        done[s] = True
        settled += 1
        for h in range(1, width):
            t = delta[s, h]
            if done[t]:
                continue
            if place[t] < 0:
                parent[t] = s
                letter[t] = h
                heap[length[0]] = t
                length[0] += 1
                _sift_up(heap, place, length[0] - 1, vec, parent, letter)
            elif _cheaper(vec, s, h, t, parent[t], letter[t], t):
                parent[t] = s
                letter[t] = h
                _sift_up(heap, place, place[t], vec, parent, letter)
    return 0


_predict_numba = lazy_njit(_predict_chunk)


def predicted_outcomes(delta: np.ndarray, leaves: dict[int, Sequence[Row]], engine: str = "auto",
                       check: Callable[[], None] = lambda: None) -> np.ndarray:
    """Return each state's predicted outcome (True for P): the misère rule on the options of its least row.

    ``leaves[k]`` lists the rows a heap of k can become.  The rows are taken in the order that
    compares the number of the largest heaps first (a row's cost is Σ cₖ·Mᵏ for cₖ heaps of k, M
    larger than any count), so a row's options (a heap replaced by smaller ones) come before it,
    and so does the least row of each option's state: each option's prediction is known when the
    row is reached.  ``check()`` is called between chunks of states (a clock, a progress bar).

    Misère nim with heaps of 1: an odd number of heaps is a P-position.

    >>> import numpy as np
    >>> predicted_outcomes(np.array([[0, 1], [1, 0]]), {1: [()]}, engine="python").tolist()
    [False, True]

    See also: :func:`minimal_automaton`.
    """
    delta = np.ascontiguousarray(delta)
    size, width = delta.shape
    leaf_first = [0]
    leave_first = [0]
    leave_heaps: list[int] = []
    for k in range(1, width):
        for leave in leaves[k]:
            leave_heaps.extend(leave)
            leave_first.append(len(leave_heaps))
        leaf_first.append(len(leave_first) - 1)
    leaf_first = [0] + leaf_first                     # leaf_first[k]: the first leave of a heap of k
    final = np.zeros(size, dtype=np.bool_)
    done = np.zeros(size, dtype=np.bool_)
    without = np.full((size, width), -1, dtype=np.int32)
    vec = np.zeros((size, width), dtype=np.int32)
    parent = np.full(size, -1, dtype=np.int64)
    letter = np.zeros(size, dtype=np.int64)
    heap = np.zeros(size, dtype=np.int64)
    place = np.full(size, -1, dtype=np.int64)
    place[0] = 0
    length = np.ones(1, dtype=np.int64)
    chunk = _predict_numba if use_numba(engine) else _predict_chunk
    arrays = (np.array(leaf_first, dtype=np.int64), np.array(leave_first, dtype=np.int64),
              np.array(leave_heaps, dtype=np.int64))
    while True:
        status = chunk(delta, *arrays, final, done, without, vec, parent, letter, heap, place, length, CHUNK)
        if status == 2:
            raise AssertionError("an option's state is reached after the row")
        if status == 0:
            return final
        check()
