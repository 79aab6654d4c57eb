"""The proof of a candidate misère quotient as first written (NumPy, Python sets of integers): the reference.

:func:`gamekit.games.heaps.extension.proof_failure` runs the same argument in the compiled kernels of
:mod:`gamekit.engines.quotient_proof`; this is the version it replaced, kept word for word (the
rows found by a heap of tuples, the contexts F as Python integers used as bitsets, the products a
column at a time) so that the tests compare the two on every candidate they make.
"""
from __future__ import annotations

import heapq
from collections.abc import Sequence

import numpy as np

from gamekit.games.heaps.extension import Budget

Row = tuple[int, ...]


def _run(delta: np.ndarray, row: Sequence[int], state: int = 0) -> int:
    """Return the state reached from ``state`` by adding the heaps of ``row``."""
    for k in row:
        state = int(delta[state, k])
    return state


def _products(delta: np.ndarray, budget: Budget) -> np.ndarray:
    """Return the multiplication table: ``table[x, y]`` is the state of a row of x plus a row of y.

    Built a row y at a time (``x·y`` for every x, contiguous in memory), along a breadth-first walk
    from the empty row; the table returned is its transpose (a view).
    """
    size, width = delta.shape
    budget.room(4 * size * size, f"the multiplication table of {size} elements")
    columns = np.ascontiguousarray(delta.T)          # columns[k, x]: the state of x plus a heap of k
    by = np.empty((size, size), dtype=np.int32)      # by[y, x] = x·y
    by[0] = np.arange(size)
    seen = np.zeros(size, dtype=bool)
    seen[0] = True
    order = [0]
    for y in order:
        for k in range(1, width):
            z = int(columns[k, y])
            if not seen[z]:
                seen[z] = True
                by[z] = columns[k][by[y]]
                order.append(z)
        if len(order) % 256 == 0:
            budget.check()
    if not seen.all():
        raise AssertionError("a state of the candidate is reached by no row")
    return by.T


class _Times:
    """The products x·y of a commutative candidate, a column at a time: ``times(y)[x]`` is x·y.

    A column is the word of y (its lightest row) run from every state at once; the columns asked
    for are kept while they fit in a sixteenth of the memory allowed, so a proof over a candidate
    of 10⁵ states never holds its 4·10¹⁰-byte table.
    """

    def __init__(self, delta: np.ndarray, light: list[Row], budget: Budget) -> None:
        self.delta, self.light, self.budget = delta, light, budget
        self.columns: dict[int, np.ndarray] = {}
        self.room = max(1, budget.memory // 16 // max(1, 4 * delta.shape[0]))
        self.made = 0

    def __call__(self, y: int) -> np.ndarray:
        column = self.columns.get(y)
        if column is None:
            self.made += 1
            if not self.made % 64:
                self.budget.check()
            column = np.arange(self.delta.shape[0], dtype=np.int32)
            for k in self.light[y]:
                column = self.delta[column, k]
            if len(self.columns) < self.room:
                self.columns[y] = column
        return column


def _lightest(delta: np.ndarray) -> list[Row]:
    """Return, for each state, a row of least total reaching it (a heap of k costs k)."""
    size, width = delta.shape
    best: list[Row | None] = [None] * size
    queue = [(0, (), 0)]
    while queue:
        total, row, s = heapq.heappop(queue)
        if best[s] is not None:
            continue
        best[s] = row
        for k in range(1, width):
            t = int(delta[s, k])
            if best[t] is None:
                heapq.heappush(queue, (total + k, row + (k,), t))
    return best   # type: ignore[return-value]


def _option_images(delta: np.ndarray, leaves: dict[int, tuple[Row, ...]]) -> list[np.ndarray]:
    """Return, for each heap k, the states of the rows a heap of k can become (``[k]``; entry 0 empty)."""
    width = delta.shape[1]
    return [np.zeros(0, dtype=np.int64)] + [
        np.unique(np.array([_run(delta, leave) for leave in leaves[k]], dtype=np.int64)) for k in range(1, width)]


def proof_failure(delta: np.ndarray, final: np.ndarray, leaves: dict[int, tuple[Row, ...]],
                  budget: Budget | None = None) -> tuple[Row | None, np.ndarray | None]:
    """Return (a smallest failing row or None, contexts of each state): the proof as first written."""
    budget = Budget(None) if budget is None else budget
    size, width = delta.shape
    n = width - 1
    if final[0]:
        return (), None                               # the empty row is won by the player to move
    for a in range(1, width):                       # the heaps commute: a row's state is well defined
        for b in range(a + 1, width):
            if not np.array_equal(delta[delta[:, a], b], delta[delta[:, b], a]):
                raise AssertionError(f"the candidate is not commutative (heaps {a} and {b})")
    light = _lightest(delta)
    if any(row is None for row in light):
        raise AssertionError("a state of the candidate is reached by no row")
    times = _Times(delta, light, budget)             # x ↦ x·y for a y at a time: no table of size²
    images = _option_images(delta, leaves)
    wins = np.zeros((width, size), dtype=bool)       # wins[k, x]: beside x, a heap of k has a winning move
    for k in range(1, width):
        for y in images[k]:
            wins[k] |= final[times(int(y))]
        budget.check()
    best: Row | None = None
    for k in range(1, width):
        for x in np.flatnonzero(final[delta[:, k]] & wins[k]):
            row = tuple(sorted(light[x] + (k,)))
            if best is None or (sum(row), row) < (sum(best), best):
                best = row
    behind = np.ascontiguousarray(delta[:, 1:].T)    # behind[k − 1, y] = (heap of k)·y, y plus a heap of k
    movable = np.array([len(images[k]) > 0 for k in range(1, width)])
    start = (0, False, np.packbits(np.zeros(size, dtype=bool), bitorder="little").tobytes())
    parent: dict[tuple, tuple | None] = {start: None}
    dist = {start: 0}
    queue = [(0, 0, start)]
    kept: dict[tuple[int, bool], list[int]] = {}
    contexts: list[np.ndarray | None] = [None] * size
    count = 0
    while queue:
        total, _, key = heapq.heappop(queue)
        if best is not None and total >= sum(best):
            break
        s, moved, packed = key
        mask = int.from_bytes(packed, "little")
        seen = kept.setdefault((s, moved), [])
        if any(old & mask == old for old in seen):
            continue
        seen.append(mask)
        contexts_f = np.unpackbits(np.frombuffer(packed, dtype=np.uint8), count=size, bitorder="little").astype(bool)
        if contexts[s] is None:
            contexts[s] = contexts_f
        if (moved and not final[s] and not contexts_f[0]) or (not moved and final[s]):
            row: list[int] = []
            node = key
            while parent[node] is not None:
                node, k = parent[node]
                row.append(k)
            best = tuple(sorted(row))
            break
        count += 1
        if count % 512 == 0:
            budget.check()
            budget.room(len(dist) * (size // 8 + 120), "the proof")
        grown = contexts_f[behind] | wins[1:, times(s)]   # s·y = y·s: the column of s
        packs = np.packbits(grown, axis=1, bitorder="little")
        targets = delta[s, 1:]
        for k in range(1, n + 1):
            child = (int(targets[k - 1]), bool(moved or movable[k - 1]), packs[k - 1].tobytes())
            if dist.get(child, total + k + 1) <= total + k:
                continue
            dist[child] = total + k
            parent[child] = (key, k)
            count += 1
            heapq.heappush(queue, (total + k, count, child))
    if best is not None:
        return best, None
    return None, np.array([c if c is not None else np.zeros(size, dtype=bool) for c in contexts])




def _conservative(delta: np.ndarray, final: np.ndarray, contexts: np.ndarray, leaves: tuple[Row, ...],
                 budget: Budget) -> list[int]:
    """Return the old elements x that a new heap may be (the two necessary checks, as first written)."""
    table = _products(delta, budget)
    targets = np.unique(np.array([_run(delta, leave) for leave in leaves], dtype=np.int64))
    wins = final[table[:, targets]].any(axis=1)
    heap_p = not final[targets].any()
    found = []
    for x in range(delta.shape[0]):
        if bool(final[x]) != heap_p:
            continue
        if np.array_equal(final[table[:, x]], ~(wins | contexts[:, x])):
            found.append(x)
    return found
