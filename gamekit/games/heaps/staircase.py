"""Staircase nim: tokens on steps, moved one step down; the odd steps are a nim in disguise.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
"""
from __future__ import annotations

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import count, given
from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.game import Game

__all__ = ["StaircaseNim"]


# ====================================================================== staircase nim, BUBORÉK
class StaircaseNim(Game):
    """Staircase nim: steps 1, 2, …, n hold tokens; a move takes some tokens from one step down to
    the next (from step 1 off the staircase).  The odd steps are a nim; the even ones do not count.

    A position is the tuple (tokens on step 1, on step 2, …).

    >>> s = StaircaseNim()
    >>> s.hidden_nim((3, 5, 1, 7)), s.grundy((3, 5, 1, 7))
    ((3, 1), 2)
    >>> s.winning_moves((3, 5, 1, 7))
    [(1, 5, 1, 7), (3, 5, 3, 5)]
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name or N_("staircase nim"))

    def position(self, position: object) -> tuple[int, ...]:
        if not isinstance(position, (tuple, list)):
            raise TypeError(_("a staircase position is a row of step sizes, like (0, 3, 1); got {given}").format(
                                given=given(position)))
        return tuple(count(x, N_("a step")) for x in position)

    def moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the options: k ≥ 1 tokens moved from step i to step i − 1 (or off from step 1).

        >>> StaircaseNim().moves((1, 2))
        [(0, 2), (2, 1), (3, 0)]
        """
        p = self.position(position)
        found = []
        for i, x in enumerate(p):
            for k in range(1, x + 1):
                q = list(p)
                q[i] -= k
                if i:
                    q[i - 1] += k
                found.append(tuple(q))
        return found

    def hidden_nim(self, position: object) -> tuple[int, ...]:
        """Return the heaps of the hidden nim: the tokens on the odd steps 1, 3, 5, …

        >>> StaircaseNim().hidden_nim((4, 9, 2))
        (4, 2)
        """
        return self.position(position)[0::2]

    def grundy(self, position: object) -> int:
        """Return the nim-sum of the odd steps.

        >>> StaircaseNim().grundy((4, 9, 2))
        6
        """
        return nim_sum(*self.hidden_nim(position))
