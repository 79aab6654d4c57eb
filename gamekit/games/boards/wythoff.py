"""Wythoff's game: two piles; take any number from one pile, or the same number from both.

A position is a pair ``(a, b)`` of pile sizes.  The P-positions of normal play are the pairs
(⌊nφ⌋, ⌊nφ²⌋) and their mirror images (Wythoff 1907; the Beatty sequences of φ and φ²), computed
here in exact integer arithmetic; outcomes and winning moves come from them, at any size.  The
values γ(a, b) are the queen's (:class:`gamekit.Queen`, the same game on a chessboard), whose
table engine :func:`wythoff_values` uses for γ, or γʰ for misère play.

References
----------
.. [1] Wythoff, W. A. (1907). "A modification of the game of nim". *Nieuw Archief voor Wiskunde* 7, 199–202.
.. [2] *Betli játékok* (Misère games), lecture slides of the course.
.. [3] A Chinese competitive-programming summary of Sprague–Grundy theory (Anti-SG, Multi-SG,
   Every-SG, classic games), one of the course's sources.
.. [4] Beatty, S. (1926). "Problem 3173". *American Mathematical Monthly* 33, 159.
"""
from __future__ import annotations

from math import isqrt

import numpy as np

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.limits import check_table_size
from gamekit.core.validation import as_row, given
from gamekit.core.validation import heap as as_heap
from gamekit.games.boards.chess import Queen
from gamekit.theory.game import Game

__all__ = ["Wythoff", "wythoff_values", "wythoff_pair", "wythoff_p_positions", "wythoff_partner",
           "wythoff_winning_moves", "wythoff_p_sieve"]

_NAME = N_("Wythoff")     # the name Game's repr says, marked for the catalog


class Wythoff(Game):
    """Wythoff's game: from (a, b) take k ≥ 1 from one pile, or k from both.

    See also: :func:`wythoff_values`, :func:`wythoff_winning_moves`, :class:`gamekit.Queen`.

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
        pair = as_row(position)
        if pair is None:
            raise TypeError(_("a Wythoff position is a pair (a, b) of pile sizes, like (3, 5); got {given}").format(
                                given=given(position)))
        if len(pair) != 2:
            raise ValueError(_("a Wythoff position is a pair (a, b) of pile sizes, got {position}").format(
                                 position=repr(position)))
        return (as_heap(pair[0]), as_heap(pair[1]))

    def moves(self, position: object) -> list[tuple[int, int]]:
        """Return the options of (a, b): one pile lowered, or both lowered by the same amount.

        >>> Wythoff().moves((1, 2))
        [(0, 2), (1, 1), (1, 0), (0, 1)]
        """
        a, b = self.position(position)
        return ([(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)]
                + [(a - k, b - k) for k in range(1, min(a, b) + 1)])

    def canonical(self, position: tuple[int, int]) -> tuple[int, int]:
        a, b = position
        return (a, b) if a <= b else (b, a)     # the game is symmetric in its two piles

    def grundy(self, position: object) -> int:
        """Return γ(a, b), read from the queen's table (the same game: a queen moving toward a corner).

        The table is filled by the mex rule with :meth:`gamekit.BoardGame.grundy_table` and kept by
        this game (``cache_clear`` drops it); sizes beyond memory are refused.

        >>> Wythoff().grundy((3, 5)), Wythoff().grundy((4, 6))
        (0, 9)
        """
        return self.derived("queen", Queen).grundy(self.position(position))

    def outcome(self, position: object) -> str:
        """Return ``"P"`` or ``"N"`` by Wythoff's theorem: (a, b) is P exactly when b is the partner of a.

        No table is needed, so any size is instant; the tests compare it with the mex rule.

        >>> Wythoff().outcome((3, 5)), Wythoff().outcome((300, 500)), Wythoff().outcome((10**30, 1))
        ('P', 'N', 'N')
        """
        a, b = self.position(position)
        return "P" if wythoff_partner(a) == b else "N"

    def winning_moves(self, position: object) -> list[tuple[int, int]]:
        """Return the winning moves from (a, b), from the formula for the P-positions (no search).

        See also: :func:`wythoff_winning_moves`.

        >>> Wythoff().winning_moves((4, 4)), Wythoff().winning_moves((2000, 3000))
        ([(0, 0)], [(1618, 2618), (1854, 3000), (2000, 1236)])
        """
        return wythoff_winning_moves(position)


def wythoff_values(rows: int, cols: int | None = None, *, misere: bool = False) -> np.ndarray:
    """Return the array of γ(a, b) (or γʰ(a, b) if ``misere``) for a < rows, b < cols.

    Entry [a, b] is the value of the position (a, b); (0, 0) is the terminal position.  The
    table is the queen's (:meth:`gamekit.BoardGame.grundy_table`), filled by the mex rule.

    See also: :class:`Wythoff`, :func:`wythoff_p_sieve`.

    >>> wythoff_values(3).tolist()
    [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    >>> wythoff_values(3, misere=True).tolist()
    [[1, 0, 2], [0, 2, 1], [2, 1, 0]]
    """
    rows = as_heap(rows)
    cols = rows if cols is None else as_heap(cols)
    if rows == 0 or cols == 0:
        return np.zeros((rows, cols), dtype=np.int64)
    return Queen().grundy_table(rows, cols, misere=misere)


def wythoff_pair(n: int) -> tuple[int, int]:
    """Return the n-th P-position (⌊nφ⌋, ⌊nφ²⌋) of Wythoff's game, in exact integer arithmetic.

    ⌊nφ⌋ = ⌊(n + √(5n²))/2⌋ = (n + isqrt(5n²)) // 2, and ⌊nφ²⌋ = ⌊nφ⌋ + n.

    See also: :func:`wythoff_p_positions`, :func:`wythoff_partner`, :func:`wythoff_winning_moves`.

    >>> [wythoff_pair(n) for n in range(5)]
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    >>> wythoff_pair(10**30)[0]
    1618033988749894848204586834365
    """
    n = as_heap(n)
    a = (n + isqrt(5 * n * n)) // 2
    return a, a + n


def wythoff_p_positions(limit: int) -> set[tuple[int, int]]:
    """Return the P-positions (a, b) of normal Wythoff with a, b < limit (both orientations).

    See also: :func:`wythoff_pair`, :func:`wythoff_p_sieve`.

    >>> sorted(wythoff_p_positions(6))
    [(0, 0), (1, 2), (2, 1), (3, 5), (5, 3)]
    """
    limit = as_heap(limit)
    found: set[tuple[int, int]] = set()
    n = 0
    while True:
        a, b = wythoff_pair(n)
        if a >= limit:
            return found
        if b < limit:
            found |= {(a, b), (b, a)}
        n += 1



def wythoff_partner(x: int) -> int:
    """Return the y with (x, y) a P-position of Wythoff's game (each pile size has exactly one partner).

    By Beatty's theorem every x ≥ 1 is exactly one of ⌊nφ⌋ (partner ⌊nφ⌋ + n) or ⌊nφ²⌋
    (partner ⌊nφ⌋); n is found from x/φ or x/φ² in exact integer arithmetic.

    See also: :func:`wythoff_pair`, :func:`wythoff_winning_moves`.

    >>> [wythoff_partner(x) for x in range(8)]
    [0, 2, 1, 5, 7, 3, 10, 4]
    """
    x = as_heap(x)
    if x == 0:
        return 0
    lower = (isqrt(5 * x * x) - x) // 2            # about x/φ
    for n in range(max(lower - 1, 1), lower + 3):
        a, b = wythoff_pair(n)
        if a == x:
            return b
    upper = (3 * x - isqrt(5 * x * x)) // 2         # about x/φ²
    for n in range(max(upper - 1, 1), upper + 3):
        a, b = wythoff_pair(n)
        if b == x:
            return a
    raise AssertionError(f"Beatty's theorem failed at {x}")  # pragma: no cover - a theorem


def wythoff_winning_moves(position: object) -> list[tuple[int, int]]:
    """Return every winning move from (a, b), found from the formula for the P-positions (no search).

    The P-positions a move can reach are the partner of a in the same row, the partner of b
    in the same column, and the one P-position on the diagonal through (a, b), the Beatty pair
    whose difference is ``|b − a|``; each is a move when it is smaller.  Empty at a P-position.

    See also: :func:`wythoff_partner`, :meth:`Wythoff.winning_moves`.

    >>> wythoff_winning_moves((4, 4)), wythoff_winning_moves((3, 5))
    ([(0, 0)], [])
    >>> wythoff_winning_moves((9, 14)), wythoff_winning_moves((5, 7))
    ([(8, 13)], [(3, 5), (4, 7), (5, 3)])
    """
    a, b = Wythoff().position(position)
    found = []
    if wythoff_partner(a) < b:
        found.append((a, wythoff_partner(a)))
    if wythoff_partner(b) < a:
        found.append((wythoff_partner(b), b))
    x, y = wythoff_pair(abs(b - a))
    if min(a, b) > x:
        found.append((x, y) if a <= b else (y, x))
    return sorted(set(found))


def wythoff_p_sieve(limit: int) -> np.ndarray:
    """Return the boolean array P[a, b] (a, b < limit) of Wythoff's P-positions, sieved from the rules alone.

    Row by row: (a, b) is P when no P-position lies to its left, above it, or up-left on its
    diagonal.  A row holds at most one P-position, so each row is one vectorised search.

    See also: :func:`wythoff_p_positions`, :func:`wythoff_values`.

    >>> np.argwhere(wythoff_p_sieve(6)).tolist()
    [[0, 0], [1, 2], [2, 1], [3, 5], [5, 3]]
    """
    limit = as_heap(limit)
    check_table_size(limit * limit, 1, N_("the Wythoff sieve of limit × limit positions"))
    p = np.zeros((limit, limit), dtype=bool)
    column = np.zeros(limit, dtype=bool)           # column[b]: a P-position above, in column b
    diagonal = np.zeros(2 * limit, dtype=bool)     # diagonal[b - a + limit]
    for a in range(limit):
        free = ~column & ~diagonal[limit - a:2 * limit - a]
        if free.any():
            b = int(np.argmax(free))
            p[a, b] = True
            column[b] = True
            diagonal[b - a + limit] = True
    return p
