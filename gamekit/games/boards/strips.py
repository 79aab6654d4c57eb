"""Games on strips: pawns in rows (GYALOGOS, Northcott's game), bubbles in a tube (BUBORÉK) and
climbers on a mountain (HEGYMÁSZÓ) — each a nim hidden in the gaps between pieces.

Each class plays by its own rules (its :meth:`gamekit.theory.game.Game.moves` know nothing about nim) and has a
``hidden_nim(position)`` method giving the heaps the article finds inside a position.  Its
:meth:`gamekit.theory.game.Game.grundy` is the nim-sum of those heaps — a theorem the tests check against the mex rule.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import count, given, positive
from gamekit.games.heaps.subtraction import SubtractionGame
from gamekit.games.heaps.sums import HeapSum
from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.game import Game

__all__ = ["WHITE", "BLACK", "Northcott", "Bubbles", "MountainClimbers"]


#: The two colours of the pawns of a strip.
WHITE, BLACK = "white", "black"


# ====================================================================== GYALOGOS (Northcott)
class Northcott(Game):
    """GYALOGOS (Northcott's game): in each row a white and a black pawn; a player moves one of
    their own pawns any number of squares along its row, forwards or back, never onto or over
    the opponent's pawn.  Whoever cannot move loses.

    A position is ``(rows, mover)``: ``rows`` a tuple of ``(white column, black column)`` pairs
    (columns 0 … width−1) and ``mover`` ``"white"`` or ``"black"``.  Retreats make the game
    loopy, yet the hidden nim decides it: the heaps are the gaps between the pawns.

    >>> g = Northcott(width=8)
    >>> start = g.from_gaps([4, 0, 0, 3, 1, 1, 3, 5])
    >>> g.hidden_nim(start), g.grundy(start)
    ((4, 0, 0, 3, 1, 1, 3, 5), 1)
    >>> len(g.winning_moves(start))
    5
    """

    loopy = True

    def __init__(self, width: int = 8, name: str | None = None) -> None:
        width = count(width, N_("the board width"))
        if width < 2:
            raise ValueError(_("a row needs room for two pawns: width ≥ 2, got {width}").format(width=width))
        self.width = width
        super().__init__(name=name)

    def __repr__(self) -> str:
        return gettext(self._name) if self._name else _("GYALOGOS(width={width})").format(width=self.width)

    def position(self, position: object) -> tuple:
        """Return ``(rows, mover)`` checked: distinct columns on the board, a known mover.

        >>> Northcott(4).position((((0, 3),), "white"))
        (((0, 3),), 'white')
        """
        if not isinstance(position, (tuple, list)):
            raise TypeError(_("a GYALOGOS position is (rows, mover) with mover 'white' or 'black', got {given}").format(
                                given=given(position)))
        if not (len(position) == 2 and position[1] in (WHITE, BLACK)):
            raise ValueError(_("a GYALOGOS position is (rows, mover) with mover 'white' or 'black', got "
                               "{position}").format(position=repr(position)))
        rows = []
        for row in position[0]:
            if not isinstance(row, (tuple, list)):
                raise TypeError(_("a row is a pair (white column, black column), got {given}").format(
                                    given=given(row)))
            if len(row) != 2:
                raise ValueError(_("a row is a pair (white column, black column), got {row}").format(row=repr(row)))
            w, b = (count(c, N_("a column")) for c in row)
            if w >= self.width or b >= self.width:
                raise ValueError(_("row {row} leaves the board of width {width}").format(
                                     row=repr(row), width=self.width))
            if w == b:
                raise ValueError(_("row {row} puts both pawns on one square").format(row=repr(row)))
            rows.append((w, b))
        return tuple(rows), position[1]

    def from_gaps(self, gaps: Iterable[int], mover: str = WHITE) -> tuple:
        """Return the position with white pawns on column 0 and the given gaps (white to move).

        >>> Northcott(5).from_gaps([2, 0])
        (((0, 3), (0, 1)), 'white')
        """
        rows = []
        for gap in gaps:
            gap = count(gap, N_("a gap"))
            if gap + 2 > self.width:
                raise ValueError(_("a gap of {gap} does not fit in a row of width {width}").format(
                                     gap=gap, width=self.width))
            rows.append((0, gap + 1))
        return self.position((tuple(rows), mover))

    def moves(self, position: object) -> list[tuple]:
        """Return the positions after one move of the player to move (the other player then moves).

        >>> Northcott(4).moves((((1, 3),), "white"))
        [(((0, 3),), 'black'), (((2, 3),), 'black')]
        """
        rows, mover = self.position(position)
        other = BLACK if mover == WHITE else WHITE
        found = []
        for i, (w, b) in enumerate(rows):
            mine, theirs = (w, b) if mover == WHITE else (b, w)
            low, high = (0, theirs - 1) if mine < theirs else (theirs + 1, self.width - 1)
            for c in range(low, high + 1):
                if c != mine:
                    row = (c, b) if mover == WHITE else (w, c)
                    found.append((rows[:i] + (row,) + rows[i + 1:], other))
        return found

    def hidden_nim(self, position: object) -> tuple[int, ...]:
        """Return the nim heaps of a position: the number of empty squares between the pawns of each row.

        >>> Northcott(8).hidden_nim((((0, 5), (6, 2)), "black"))
        (4, 3)
        """
        rows, _ = self.position(position)
        return tuple(abs(w - b) - 1 for w, b in rows)

    def grundy(self, position: object) -> int:
        """Return the nim-sum of the gaps, the value of the hidden nim (checked by retrograde analysis).

        >>> Northcott(8).grundy((((0, 5), (6, 2)), "black"))
        7
        """
        return nim_sum(*self.hidden_nim(position))


class Bubbles(Game):
    """BUBORÉK: bubbles in a tube of ``length`` cells (0 at the bottom); a move pushes one bubble up
    any number of cells, never past or onto another bubble.  Play ends when the bubbles fill the
    top of the tube.

    A position is the sorted tuple of the occupied cells.  The gaps between the bubbles, read
    from the bottom, are a staircase: pushing a bubble up takes tokens from the gap above it and
    puts them in the gap below (the bottom bubble's gap below does not count).

    >>> b = Bubbles(length=12)
    >>> b.staircase((0, 8, 10)), b.hidden_nim((0, 8, 10)), b.grundy((0, 8, 10))
    ((7, 1, 1), (7, 1), 6)
    """

    def __init__(self, length: int, name: str | None = None) -> None:
        self.length = count(length, N_("the tube length"))
        super().__init__(name=name)

    def __repr__(self) -> str:
        return gettext(self._name) if self._name else _("BUBORÉK(length={length})").format(length=self.length)

    def position(self, position: object) -> tuple[int, ...]:
        if not isinstance(position, (tuple, list, set, frozenset)):
            raise TypeError(_("a BUBORÉK position is a collection of cells, like (0, 3); got {given}").format(
                                given=given(position)))
        cells = sorted(count(c, N_("a cell")) for c in position)
        if len(set(cells)) < len(cells):
            raise ValueError(_("two bubbles share a cell in {position}").format(position=repr(position)))
        if cells and cells[-1] >= self.length:
            raise ValueError(_("cell {cells} is outside the tube of length {length}").format(
                                 cells=cells[-1], length=self.length))
        return tuple(cells)

    def moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the options: one bubble pushed up into a free cell below the next bubble.

        >>> Bubbles(4).moves((0, 2))
        [(1, 2), (0, 3)]
        """
        cells = self.position(position)
        found = []
        for i, c in enumerate(cells):
            ceiling = cells[i + 1] if i + 1 < len(cells) else self.length
            for d in range(c + 1, ceiling):
                found.append(cells[:i] + (d,) + cells[i + 1:])
        return found

    def staircase(self, position: object) -> tuple[int, ...]:
        """Return the staircase of a position: the empty cells above each bubble, bottom bubble first.

        >>> Bubbles(10).staircase((1, 4, 5))
        (2, 0, 4)
        """
        cells = self.position(position) + (self.length,)
        return tuple(cells[i + 1] - cells[i] - 1 for i in range(len(cells) - 1))

    def hidden_nim(self, position: object) -> tuple[int, ...]:
        """Return the article's heaps: from the 1st, 3rd, 5th … bubble (from the bottom) the empty
        cells up to the next bubble, or to the top for the last one.

        >>> Bubbles(10).hidden_nim((1, 4, 5))
        (2, 4)
        """
        return self.staircase(position)[0::2]

    def grundy(self, position: object) -> int:
        """Return the nim-sum of the hidden heaps.

        >>> Bubbles(10).grundy((1, 4, 5))
        6
        """
        return nim_sum(*self.hidden_nim(position))


class MountainClimbers(HeapSum):
    """HEGYMÁSZÓ: climbers on a mountain with huts 0 … summit; a move takes one climber up 1 … r
    huts, r its reach.  Whoever brings the last climber to the summit wins.

    A position is the tuple of the climbers' huts; the climber with reach r at hut h is a heap
    of summit − h in LÉTRA with t = r, of value (summit − h) mod (r + 1).

    >>> m = MountainClimbers()
    >>> m.grundy((0, 0, 0)), m.winning_moves((0, 0, 0))
    (2, [(0, 2, 0), (0, 0, 2)])
    """

    def __init__(self, reaches: Sequence[int] = (1, 2, 3), summit: int = 5,
                 name: str | None = None) -> None:
        if isinstance(reaches, (str, bytes)) or not isinstance(reaches, Iterable):
            raise TypeError(_("the reaches are positive integers, one per climber, like (1, 2, 3); got {given}").format(
                                given=given(reaches)))
        reaches = tuple(positive(r, N_("each of the reaches (one per climber)")) for r in reaches)
        if not reaches:
            raise ValueError(_("the reaches are positive integers, one per climber: there must be at least one"))
        self.reaches, self.summit = reaches, count(summit, N_("the summit"))
        super().__init__(*(SubtractionGame(range(1, r + 1)) for r in reaches), name=name)

    def __repr__(self) -> str:
        if self._name:
            return gettext(self._name)
        return _("HEGYMÁSZÓ(reaches={reaches}, summit={summit})").format(reaches=self.reaches, summit=self.summit)

    def position(self, position: object) -> tuple[int, ...]:
        huts = super().position(position)
        if any(h > self.summit for h in huts):
            raise ValueError(_("a hut above the summit {summit}: {position}").format(
                                 summit=self.summit, position=repr(position)))
        return huts

    def moves(self, position: object) -> list[tuple[int, ...]]:
        huts = self.position(position)
        to_go = tuple(self.summit - h for h in huts)
        return [tuple(self.summit - x for x in q) for q in super().moves(to_go)]

    def heap_values(self, position: object) -> tuple[int, ...]:
        huts = self.position(position)
        return super().heap_values(tuple(self.summit - h for h in huts))
