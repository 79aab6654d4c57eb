"""Wythoff's game: two piles; take any number from one pile, or the same number from both.

A position is a pair ``(a, b)`` of pile sizes.  The P-positions of normal play are the pairs
(⌊nφ⌋, ⌊nφ²⌋) and their mirror images (Wythoff 1907; the Beatty sequences of φ and φ²), computed
here in exact integer arithmetic.  :func:`wythoff_values` fills a whole table of γ (or of γ^h
for misère play) row by row, much faster than position-by-position evaluation.
"""
from __future__ import annotations

from math import isqrt

import numpy as np

from .arithmetic import mex
from .game import Game
from .heaps import _heap

__all__ = ["Wythoff", "wythoff_values", "wythoff_pair", "wythoff_p_positions"]


class Wythoff(Game):
    """Wythoff's game: from (a, b) take k ≥ 1 from one pile, or k from both.

    >>> w = Wythoff()
    >>> w.grundy((2, 1)), w.outcome((3, 5)), w.winning_moves((4, 4))
    (0, 'P', [(0, 0)])
    >>> w.misere().outcome((0, 1)), w.misere().outcome((1, 2))
    ('P', 'N')
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)

    def position(self, position: object) -> tuple[int, int]:
        """Return ``position`` as a pair of piles, or raise ``ValueError``.

        >>> Wythoff().position([3, 5])
        (3, 5)
        """
        if not isinstance(position, (tuple, list)) or len(position) != 2:
            raise ValueError(f"a Wythoff position is a pair (a, b) of pile sizes, got {position!r}")
        return (_heap(position[0]), _heap(position[1]))

    def moves(self, position: object) -> list[tuple[int, int]]:
        """Return the options of (a, b): one pile lowered, or both lowered by the same amount.

        >>> Wythoff().moves((1, 2))
        [(0, 2), (1, 1), (1, 0), (0, 1)]
        """
        a, b = self.position(position)
        return ([(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)]
                + [(a - k, b - k) for k in range(1, min(a, b) + 1)])

    def _key(self, position: tuple[int, int]) -> tuple[int, int]:
        a, b = position
        return (a, b) if a <= b else (b, a)     # the game is symmetric in its two piles


def wythoff_values(rows: int, cols: int | None = None, *, misere: bool = False) -> np.ndarray:
    """Return the array of γ(a, b) (or γ^h(a, b) if ``misere``) for a < rows, b < cols.

    Entry [a, b] is the value of the position (a, b); (0, 0) is the terminal position.

    >>> wythoff_values(3).tolist()
    [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    >>> wythoff_values(3, misere=True).tolist()
    [[1, 0, 2], [0, 2, 1], [2, 1, 0]]
    """
    rows = _heap(rows)
    cols = rows if cols is None else _heap(cols)
    n = max(rows, cols)
    g = np.zeros((n, n), dtype=np.int64)
    for a in range(n):
        for b in range(n):
            if a == 0 and b == 0:
                g[0, 0] = 1 if misere else 0
                continue
            seen = set(g[:a, b].tolist()) | set(g[a, :b].tolist())
            k = min(a, b)
            if k:
                seen |= set(g[np.arange(a - k, a), np.arange(b - k, b)].tolist())
            g[a, b] = mex(seen)
    return g[:rows, :cols]


def wythoff_pair(n: int) -> tuple[int, int]:
    """Return the n-th P-position (⌊nφ⌋, ⌊nφ²⌋) of Wythoff's game, in exact integer arithmetic.

    ⌊nφ⌋ = ⌊(n + √(5n²))/2⌋ = (n + isqrt(5n²)) // 2, and ⌊nφ²⌋ = ⌊nφ⌋ + n.

    >>> [wythoff_pair(n) for n in range(5)]
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    >>> wythoff_pair(10**30)[0]
    1618033988749894848204586834365
    """
    n = _heap(n)
    a = (n + isqrt(5 * n * n)) // 2
    return a, a + n


def wythoff_p_positions(limit: int) -> set[tuple[int, int]]:
    """Return the P-positions (a, b) of normal Wythoff with a, b < limit (both orientations).

    >>> sorted(wythoff_p_positions(6))
    [(0, 0), (1, 2), (2, 1), (3, 5), (5, 3)]
    """
    limit = _heap(limit)
    found: set[tuple[int, int]] = set()
    n = 0
    while True:
        a, b = wythoff_pair(n)
        if a >= limit:
            return found
        if b < limit:
            found |= {(a, b), (b, a)}
        n += 1

