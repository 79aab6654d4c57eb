"""Sums of different heap games: one heap per game, each played by its own rule.

:class:`HeapSum` plays the i-th heap of a position in the i-th game; RIDINIM (:class:`Ridinim`)
is the article's example, RELATÍV PRÍM + DIM + NIM.  Its γ is the nim-sum of the heaps' values,
each from its own game.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
"""
from __future__ import annotations

from functools import reduce
from operator import xor

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import count, fixed_row, given
from gamekit.games.heaps.heap import HeapGame
from gamekit.games.heaps.nim import Nim
from gamekit.games.heaps.takeaway import Dim
from gamekit.theory.game import Game, as_game

__all__ = ["HeapSum", "Ridinim"]


# ====================================================================== one heap per game
class HeapSum(Game):
    """One heap per game: a position is a tuple of heap sizes, the i-th played in the i-th game.

    Each game must be a one-heap game (its moves leave at most one heap), such as a subtraction
    game, NIM, RELATÍV PRÍM or DIM, or the octal code of one (``"0.33"``: take one or two tokens,
    the subtraction game {1, 2}).  Its value is the nim-sum of the heaps' values.

    >>> g = HeapSum(Nim(), Dim())
    >>> g.grundy((3, 8)), g.winning_moves((3, 8))
    (7, [(3, 4)])
    >>> HeapSum(Nim(), "0.33").grundy((3, 8))
    1
    """

    def __init__(self, *games: HeapGame | str, name: str | None = None) -> None:
        if not games:
            raise ValueError(_("HeapSum() needs at least one heap game"))
        games = tuple(as_game(g, "HeapSum()") for g in games)
        for g in games:
            if not isinstance(g, HeapGame):
                raise TypeError(_("HeapSum() takes heap games, got {given}").format(given=given(g)))
        self.games = tuple(games)
        super().__init__(name=name)

    def position(self, position: object) -> tuple[int, ...]:
        row = fixed_row(position, len(self.games),
                        _("a position is a tuple of {count} heap sizes, one per game").format(count=len(self.games)))
        return tuple(count(h, N_("a heap")) for h in row)

    def moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the options: one heap changed by a move of its own game.

        >>> HeapSum(Nim(), Dim()).moves((1, 2))
        [(0, 2), (1, 1), (1, 0)]
        """
        heaps = self.position(position)
        found = []
        for i, (g, h) in enumerate(zip(self.games, heaps)):
            if h == 0:
                continue
            for rest in g.heap_options(h):
                rest = tuple(rest)
                if len(rest) > 1:
                    raise ValueError(_("{g} splits a heap of {h} into {rest}: HeapSum needs one-heap games").format(
                                         g=repr(g), h=h, rest=rest))
                found.append(heaps[:i] + (rest[0] if rest else 0,) + heaps[i + 1:])
        return found

    def heap_values(self, position: object) -> tuple[int, ...]:
        """Return the value of each heap in its own game.

        >>> HeapSum(Nim(), Dim()).heap_values((10, 10))
        (10, 2)
        """
        return tuple(g.grundy(h) for g, h in zip(self.games, self.position(position)))

    def grundy(self, position: object) -> int:
        return reduce(xor, self.heap_values(position), 0)

    def cache_clear(self) -> None:
        super().cache_clear()
        for g in self.games:
            g.cache_clear()

    def __repr__(self) -> str:
        return gettext(self._name) if self._name else " + ".join(repr(g) for g in self.games)


class Ridinim(HeapSum):
    """RIDINIM: three heaps, played as RELATÍV PRÍM, DIM and NIM.

    >>> g = Ridinim()
    >>> g.heap_values((10, 10, 10)), g.winning_moves((10, 10, 10))
    ((0, 2, 10), [(10, 10, 2)])
    """

    def __init__(self) -> None:
        from .takeaway import RelativePrime

        super().__init__(RelativePrime(), Dim(), Nim(), name="RIDINIM")
