"""Chomp (harapás): bite a rectangular chocolate bar whose corner square is poisoned.

A position is the shape left, as the tuple of its row lengths from the poisoned row up
(non-increasing, empty rows dropped).  A bite at square (row i, column j) removes every square
(i', j') with i' ≥ i and j' ≥ j.  Whoever eats the poisoned square (0, 0) loses: Chomp is the
misère form of the game "bite; whoever cannot bite loses", whose normal form is trivial (eat the
whole bar at once).  So ``Chomp().misere()`` is the real game.

References
----------
.. [1] *Betli játékok* (Misère games), lecture slides of the course.
"""
from __future__ import annotations

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import as_row, given
from gamekit.core.validation import heap as as_heap
from gamekit.theory.game import Game

__all__ = ["Chomp", "chomp_bite", "chomp_winning_bites", "strategy_stealing", "shapes_inside"]

_NAME = N_("Chomp")     # the name Game's repr says, marked for the catalog (harapás in the slides)


class Chomp(Game):
    """Chomp on Young-diagram shapes; ``Chomp.board(m, n)`` is the full m × n bar.

    See also: :func:`chomp_winning_bites`, :func:`strategy_stealing`.

    >>> chomp = Chomp()
    >>> chomp.misere().outcome(Chomp.board(1, 1)), chomp.misere().outcome(Chomp.board(3, 4))
    ('P', 'N')
    >>> chomp.misere().winning_moves(Chomp.board(2, 2))
    [(2, 1)]
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)

    @staticmethod
    def board(rows: int, cols: int) -> tuple[int, ...]:
        """Return the full ``rows × cols`` bar as a position.

        >>> Chomp.board(2, 3)
        (3, 3)
        """
        rows, cols = as_heap(rows), as_heap(cols)
        return (cols,) * rows if cols else ()

    def position(self, position: object) -> tuple[int, ...]:
        """Return ``position`` as a shape (non-increasing row lengths), or raise ``ValueError``.

        >>> Chomp().position([3, 2, 0])
        (3, 2)
        """
        row = as_row(position)
        if row is None:
            raise TypeError(_("a Chomp position is a tuple of row lengths, like (3, 3, 1); got {given}").format(
                                given=given(position)))
        rows = tuple(as_heap(r) for r in row)
        if any(a < b for a, b in zip(rows, rows[1:])):
            raise ValueError(_("the row lengths of a Chomp shape cannot increase upwards, got {rows}").format(
                                 rows=rows))
        rows = tuple(r for r in rows if r)
        if sum(rows) >= 100 and shapes_inside(rows) > self.max_positions:   # no smaller shape has as many
            raise ValueError(_("the Chomp shape {value} holds {value2} smaller shapes, more than the "
                               "{max_positions} one search visits: ask for a smaller bar (9 × 11 holds 167,960), "
                               "or raise game.max_positions and wait").format(
                                 value=_short_shape(rows),
                                 value2=f"{shapes_inside(rows):,}",
                                 max_positions=f"{self.max_positions:,}"))
        return rows

    def moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the shapes left by every bite, square by square (row by row, left to right).

        >>> Chomp().moves((2, 1))
        [(), (1, 1), (2,)]
        """
        rows = self.position(position)
        found = []
        for i, length in enumerate(rows):
            for j in range(length):
                found.append(rows[:i] + tuple(min(r, j) for r in rows[i:] if min(r, j)))
        return found


def shapes_inside(rows: tuple[int, ...]) -> int:
    """Return how many Chomp shapes fit inside ``rows`` (itself and the empty shape included).

    A shape inside is a non-increasing row of lengths μᵢ ≤ ``rows[i]``, counted row by row.

    >>> shapes_inside((3, 3)), shapes_inside((12,) * 12)     # C(5, 2) and C(24, 12)
    (10, 2704156)
    """
    counts = [1] * (rows[0] + 1) if rows else [1]
    for length in rows[1:]:
        suffix, total = [0] * (length + 1), 0
        for v in range(len(counts) - 1, -1, -1):
            total += counts[v]
            if v <= length:
                suffix[v] = total
        counts = suffix
    return sum(counts)


def _short_shape(rows: tuple[int, ...]) -> str:
    return f"{len(rows)} × {rows[0]}" if len(set(rows)) == 1 else str(rows)


def chomp_bite(before: object, after: object) -> tuple[int, int]:
    """Return the square (row, column) bitten to go from shape ``before`` to shape ``after``.

    See also: :func:`chomp_winning_bites`.

    >>> chomp_bite((3, 3), (3, 1))
    (1, 1)
    """
    game = Chomp()
    before, after = game.position(before), game.position(after)
    for i, length in enumerate(before):
        for j in range(length):
            if before[:i] + tuple(min(r, j) for r in before[i:] if min(r, j)) == after:
                return (i, j)
    raise ValueError(_("no single bite turns {before} into {after}").format(before=before, after=after))


def chomp_winning_bites(shape: object) -> list[tuple[int, int]]:
    """Return the squares (row, column) whose bite wins from ``shape`` (real Chomp: eating the poison loses).

    See also: :func:`chomp_bite`, :func:`strategy_stealing`.

    >>> chomp_winning_bites(Chomp.board(2, 3)), chomp_winning_bites(Chomp.board(3, 3))
    ([(1, 2)], [(1, 1)])
    """
    game = Chomp()
    shape = game.position(shape)
    real = game.misere()
    return [chomp_bite(shape, after) for after in dict.fromkeys(game.moves(shape))
            if real.outcome(after) == "P"]


def strategy_stealing(rows: int, cols: int) -> tuple[tuple[int, int], str]:
    """Return a winning first bite on the full ``rows × cols`` bar, found as the strategy-stealing argument says.

    Bite only the far corner.  If that leaves a P-position, it wins (``"corner"``).  Otherwise
    the opponent has a winning reply; every bite removes the far corner too, so the first player
    could have made that reply herself at once (``"stolen"``).  Either way the first player wins
    every bar except 1 × 1; the argument does not say which bite, the computation does.

    See also: :func:`chomp_winning_bites`.

    >>> strategy_stealing(2, 3), strategy_stealing(3, 3)
    (((1, 2), 'corner'), ((1, 1), 'stolen'))
    """
    rows, cols = as_heap(rows), as_heap(cols)
    if rows * cols < 2:
        raise ValueError(_("the {rows} × {cols} bar has no bite other than the poisoned square").format(
                             rows=rows, cols=cols))
    game = Chomp()
    real = game.misere()
    full = Chomp.board(rows, cols)
    corner = full[:-1] + ((cols - 1,) if cols > 1 else ())
    if real.outcome(corner) == "P":
        return ((rows - 1, cols - 1), "corner")
    reply = real.winning_moves(corner)[0]
    if reply not in set(game.moves(full)):
        raise AssertionError("a reply to the corner bite is not a first bite")  # pragma: no cover
    return (chomp_bite(full, reply), "stolen")
