"""A law of misère outcomes checked by the misère rule on a box of rows, compiled.

The proof that a misère quotient is infinite (:mod:`gamekit.games.heaps.infinite_quotient`)
types the rows ``Y + Z + n`` of a class: ``Y`` counts of the heaps 1, …, k, ``Z`` one of a list
of parts (numbered), ``n`` one heap of the bound.  A row's *type* is a number made of

- the number of its part ``Z``;
- each count ``c`` of a heap h ≤ k clamped: ``c`` below ``threshold[h]``, else
  ``threshold[h] + (c − threshold[h]) mod period[h]``;
- for two groups of heaps (``group[h]`` 1 or 2; 0 for none), with ``a`` and ``b`` the counts of
  the heaps of each group added up: ``min(a, b)`` clamped by ``(m, pm)`` and ``a − b`` kept while
  ``abs(a − b) < d``, else its sign times ``d + (|a − b| − d) mod q`` (``pair = (m, pm, d, q)``).

The same type fixes the row's element of the proved quotient of the heaps below n (the caller
makes the periods multiples of the periods of the elements' powers there), read from power tables.

- :func:`law_types` — the type of each row;
- :func:`law_elements` — the element of each row's ``Y + Z`` in the quotient below n;
- :func:`law_check` — the rows of a box, lightest first: each row's outcome by the misère rule
  (its options in the class by the outcome of their type, its options by a move in the heap of n
  by the quotient below n), given to its type the first time the type is met and compared with it
  after that.

Each kernel is one plain Python function over NumPy arrays that numba compiles when ``engine``
says so (:func:`gamekit.engines.jit.use_numba`); run plain it gives identical results.

References
----------
.. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
   Journal of Combinatorial Theory, Series A 115, 593–622.
"""
from __future__ import annotations

import numpy as np

from gamekit.engines.jit import lazy_njit, use_numba

__all__ = ["BROKEN", "DONE", "UNKNOWN", "law_check", "law_elements", "law_types", "type_count"]

#: :func:`law_check` went through every row given.
DONE = 0
#: :func:`law_check` met a row whose outcome by the misère rule is not the outcome of its type.
BROKEN = 1
#: :func:`law_check` met an option whose type no lighter row had (the box is not closed).
UNKNOWN = 2


def _sizes(parts, threshold, period, pair):
    """Return the radix of each digit of a type: the part, each heap 1…k, min(a, b), a − b."""
    k = len(threshold) - 1
    sizes = np.empty(k + 3, dtype=np.int64)
    sizes[0] = parts
    for h in range(1, k + 1):
        sizes[h] = threshold[h] + period[h]
    sizes[k + 1] = pair[0] + pair[1]
    sizes[k + 2] = 2 * (pair[2] + pair[3]) - 1
    return sizes


def _clamped(c, t, p):
    return c if c < t else t + (c - t) % p


def _difference_class(diff, d, q):
    """Return a − b as a type keeps it, shifted to be at least 0."""
    if diff >= d:
        diff = d + (diff - d) % q
    elif diff <= -d:
        diff = -(d + (-diff - d) % q)
    return diff + d + q - 1


def _type_of(part, counts, threshold, period, group, pair, sizes):
    k = len(threshold) - 1
    key = part
    a = 0
    b = 0
    for h in range(1, k + 1):
        key = key * sizes[h] + _clamped(counts[h], threshold[h], period[h])
        if group[h] == 1:
            a += counts[h]
        elif group[h] == 2:
            b += counts[h]
    low = a if a < b else b
    key = key * sizes[k + 1] + _clamped(low, pair[0], pair[1])
    return key * sizes[k + 2] + _difference_class(a - b, pair[2], pair[3])


def _element_of(part, counts, threshold, period, group, pair, part_element, powers, pair_powers, i_powers, j_powers):
    k = len(threshold) - 1
    e = part_element[part]
    a = 0
    b = 0
    for h in range(1, k + 1):
        if group[h] == 0:
            e = powers[h, e, _clamped(counts[h], threshold[h], period[h])]
        elif group[h] == 1:
            a += counts[h]
        else:
            b += counts[h]
    low = a if a < b else b
    e = pair_powers[e, _clamped(low, pair[0], pair[1])]
    diff = _difference_class(a - b, pair[2], pair[3]) - (pair[2] + pair[3] - 1)
    if diff >= 0:
        return i_powers[e, diff]
    return j_powers[e, -diff]


def _types_kernel(parts, counts, threshold, period, group, pair, nparts):
    sizes = _sizes(nparts, threshold, period, pair)
    keys = np.empty(len(parts), dtype=np.int64)
    for r in range(len(parts)):
        keys[r] = _type_of(parts[r], counts[r], threshold, period, group, pair, sizes)
    return keys


def _elements_kernel(parts, counts, threshold, period, group, pair, part_element, powers, pair_powers, i_powers,
                     j_powers):
    elements = np.empty(len(parts), dtype=np.int64)
    for r in range(len(parts)):
        elements[r] = _element_of(parts[r], counts[r], threshold, period, group, pair, part_element, powers,
                                  pair_powers, i_powers, j_powers)
    return elements


def _check_kernel(parts, counts, start, stop, threshold, period, group, pair, outcomes, part_element, powers,
                  pair_powers, i_powers, j_powers, n_wins, heap_source, heap_change, part_first, part_target,
                  part_change):
    """Check the rows ``start`` … ``stop − 1``; return (status, the row it stopped at)."""
    k = len(threshold) - 1
    sizes = _sizes(len(part_element), threshold, period, pair)
    option = np.empty(k + 1, dtype=np.int64)
    for r in range(start, stop):
        row = counts[r]
        part = parts[r]
        e = _element_of(part, row, threshold, period, group, pair, part_element, powers, pair_powers, i_powers,
                        j_powers)
        wins = n_wins[e]
        for move in range(len(heap_source)):
            if wins:
                break
            if row[heap_source[move]] == 0:
                continue
            for h in range(k + 1):
                option[h] = row[h] + heap_change[move, h]
            seen = outcomes[_type_of(part, option, threshold, period, group, pair, sizes)]
            if seen < 0:
                return UNKNOWN, r
            wins = seen == 1
        for move in range(part_first[part], part_first[part + 1]):
            if wins:
                break
            for h in range(k + 1):
                option[h] = row[h] + part_change[move, h]
            seen = outcomes[_type_of(part_target[move], option, threshold, period, group, pair, sizes)]
            if seen < 0:
                return UNKNOWN, r
            wins = seen == 1
        key = _type_of(part, row, threshold, period, group, pair, sizes)
        rule = 0 if wins else 1
        if outcomes[key] < 0:
            outcomes[key] = rule
        elif outcomes[key] != rule:
            return BROKEN, r
    return DONE, stop


_types_numba = lazy_njit(_types_kernel)
_elements_numba = lazy_njit(_elements_kernel)
_check_numba = lazy_njit(_check_kernel)


def type_count(part_count: int, threshold: np.ndarray, period: np.ndarray, pair: np.ndarray) -> int:
    """Return how many types there are (the types are the numbers below it).

    >>> type_count(1, np.array([0, 0, 2]), np.array([1, 1, 2]), np.array([1, 2, 1, 2]))
    60
    """
    return int(np.prod(_sizes(part_count, threshold, period, pair).astype(object)))


def law_types(row_parts: np.ndarray, counts: np.ndarray, threshold: np.ndarray, period: np.ndarray, group: np.ndarray,
              pair: np.ndarray, nparts: int, engine: str = "auto") -> np.ndarray:
    """Return the type of each row: part ``row_parts[r]`` and counts ``counts[r, h]`` of the heaps h = 1, …, k.

    >>> law_types(np.array([0]), np.array([[0, 3, 5]]), np.array([0, 1, 1]), np.array([1, 1, 1]),
    ...           np.array([0, 1, 2]), np.array([1, 2, 1, 2]), 1, engine="python")
    array([50])
    """
    kernel = _types_numba if use_numba(engine) else _types_kernel
    return kernel(np.ascontiguousarray(row_parts, dtype=np.int64), np.ascontiguousarray(counts, dtype=np.int64),
                  threshold, period, group, pair, nparts)


def law_elements(row_parts: np.ndarray, counts: np.ndarray, threshold: np.ndarray, period: np.ndarray,
                 group: np.ndarray, pair: np.ndarray, part_element: np.ndarray, powers: np.ndarray,
                 pair_powers: np.ndarray, i_powers: np.ndarray, j_powers: np.ndarray,
                 engine: str = "auto") -> np.ndarray:
    """Return the element of each row (without its heap of n) in the quotient below n, read from its type.

    ``part_element[z]`` is the element of part z, ``powers[h, e, c]`` the element e times c heaps
    of h (h in no group), ``pair_powers[e, c]`` e times c heaps of each group's first heap, and
    ``i_powers[e, c]``, ``j_powers[e, c]`` e times c heaps of the first heap of group 1, 2.

    >>> identity = np.arange(2)[:, None] * np.ones(3, dtype=np.int64)
    >>> flip = np.array([[0, 1, 0], [1, 0, 1]])
    >>> law_elements(np.array([0]), np.array([[0, 1, 0]]), np.array([0, 0, 0]), np.array([1, 2, 1]),
    ...              np.array([0, 0, 0]), np.array([1, 1, 1, 1]), np.array([0]),
    ...              np.stack([identity, flip, identity]), identity, identity, identity, engine="python")
    array([1])
    """
    kernel = _elements_numba if use_numba(engine) else _elements_kernel
    return kernel(np.ascontiguousarray(row_parts, dtype=np.int64), np.ascontiguousarray(counts, dtype=np.int64),
                  threshold, period, group, pair, part_element, powers, pair_powers, i_powers, j_powers)


def law_check(row_parts: np.ndarray, counts: np.ndarray, start: int, stop: int, threshold: np.ndarray,
              period: np.ndarray, group: np.ndarray, pair: np.ndarray, outcomes: np.ndarray,
              part_element: np.ndarray, powers: np.ndarray, pair_powers: np.ndarray, i_powers: np.ndarray,
              j_powers: np.ndarray, n_wins: np.ndarray, heap_source: np.ndarray, heap_change: np.ndarray,
              part_first: np.ndarray, part_target: np.ndarray, part_change: np.ndarray,
              engine: str = "auto") -> tuple[int, int]:
    """Return (status, row) after checking the rows ``start`` … ``stop − 1`` of a box by the misère rule.

    The rows must come lightest first (an option before the row; ties: more heaps first).  A row
    is predicted P exactly when no option is: an option by a move of heap ``heap_source[s]``
    (changing the counts by ``heap_change[s]``) or a move in its part (``part_first[z]`` …
    ``part_first[z + 1] − 1``: part ``part_target[s]``, counts changed by ``part_change[s]``) is
    P when ``outcomes`` says so of its type; one in the heap of n when ``n_wins`` says so of the
    row's element.  A type met the first time gets the row's outcome in ``outcomes`` (int8, −1 for
    none yet, 1 for P, 0 for N); after that the row must agree.  Status :data:`DONE`, or
    :data:`BROKEN` / :data:`UNKNOWN` and the row where it stopped.

    >>> out = np.full(8, -1, dtype=np.int8)
    >>> zero = np.zeros((2, 1, 2), dtype=np.int64)
    >>> law_check(np.array([0]), np.array([[0, 0]]), 0, 1, np.array([0, 0]), np.array([1, 1]),
    ...           np.array([0, 0]), np.array([1, 1, 1, 1]), out, np.array([0]), zero, zero[0], zero[0],
    ...           zero[0], np.array([False]), np.zeros(0, dtype=np.int64), np.zeros((0, 2), dtype=np.int64),
    ...           np.array([0, 0]), np.zeros(0, dtype=np.int64), np.zeros((0, 2), dtype=np.int64),
    ...           engine="python"), out[:2]
    ((0, 1), array([-1,  1], dtype=int8))
    """
    kernel = _check_numba if use_numba(engine) else _check_kernel
    status, row = kernel(row_parts, counts, start, stop, threshold, period, group, pair, outcomes, part_element, powers,
                         pair_powers, i_powers, j_powers, n_wins, heap_source, heap_change, part_first, part_target,
                         part_change)
    return int(status), int(row)
