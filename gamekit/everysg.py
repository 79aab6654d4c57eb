"""Every-SG games: a sum in which every unfinished component must be moved on every turn.

In an ordinary sum a player moves in *one* component; in an Every-SG sum she moves in *each*
component that still has a move.  The game ends when no component can move, and whoever cannot
move loses.  Values of the components do not help; time does.  In each component the winner
wants to finish early and the loser to drag it out, which is measured by the *remoteness*:

- r(p) = 0 at a terminal position;
- r(p) = 1 + min{ r(q) : q an option with r(q) even } if some option has even remoteness
  (the winner hurries into a P-position);
- r(p) = 1 + max{ r(q) } over all options otherwise (the loser delays).

P-positions have even remoteness and N-positions odd.  The component that lasts longest decides:
the first player wins the Every-SG sum exactly when the largest remoteness is odd (seed 001:
"compare the earliest win with the latest loss").  :class:`EverySG` plays the sum by its rules
so that the tests and chapter 7 check this by brute force.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable
from itertools import product
from typing import Any
import weakref

from .game import Game

__all__ = ["remoteness", "EverySG", "every_sg_outcome"]


class _RemotenessEngine(Game):
    """The moves of a game, evaluated by the remoteness rule instead of the mex rule."""

    def __init__(self, game: Game) -> None:
        super().__init__(name=f"remoteness of {game!r}")
        self.game = game

    def position(self, position: Hashable) -> Hashable:
        return self.game.position(position)

    def moves(self, position: Hashable) -> Iterable[Hashable]:
        return self.game.moves(position)

    def _key(self, position: Hashable) -> Hashable:
        return self.game._key(position)

    def _value(self, option_values: list) -> Any:
        if not option_values:
            return 0
        even = [r for r in option_values if r % 2 == 0]
        return 1 + (min(even) if even else max(option_values))


_ENGINES: "weakref.WeakKeyDictionary[Game, _RemotenessEngine]" = weakref.WeakKeyDictionary()


def remoteness(game: Game, position: object) -> int:
    """Return the remoteness of ``position``: the number of moves left when the winner hurries and the loser delays.

    Even for P-positions, odd for N-positions, 0 at terminal positions.  Computed from the
    moves with the explicit-stack engine (deep games need no recursion) and remembered per game.

    >>> from gamekit import SubtractionGame
    >>> mini = SubtractionGame({1, 2})
    >>> [remoteness(mini, n) for n in range(10)]
    [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]
    """
    if not isinstance(game, Game):
        raise ValueError(f"remoteness needs a gamekit Game, got {game!r}")
    engine = _ENGINES.get(game)
    if engine is None:
        engine = _ENGINES[game] = _RemotenessEngine(game)
    return engine.grundy(position)


class EverySG(Game):
    """The Every-SG sum of games: each turn, a move in *every* component that can still move.

    A position is a tuple with one position per component.  ``outcome`` and ``grundy`` come
    from the moves by brute force (γ = 0 exactly at the P-positions; other values carry no
    meaning here); :func:`every_sg_outcome` gives the outcome by the remoteness rule.

    >>> from gamekit import SubtractionGame
    >>> g = EverySG(SubtractionGame({1, 2}), SubtractionGame({1, 2}))
    >>> g.moves((2, 1))
    [((1,), ()), ((), ())]
    >>> g.outcome((3, 4)), every_sg_outcome(g, (3, 4))
    ('N', 'N')
    """

    def __init__(self, *games: Game) -> None:
        if not games:
            raise ValueError("EverySG() needs at least one game")
        for g in games:
            if not isinstance(g, Game):
                raise ValueError(f"EverySG() takes games, got {g!r}")
        super().__init__()
        self.components: tuple[Game, ...] = tuple(games)

    def position(self, position: object) -> tuple:
        """Return ``position`` as a tuple of component positions, or raise ``ValueError``.

        >>> from gamekit import SubtractionGame
        >>> EverySG(SubtractionGame({1}), SubtractionGame({1})).position([3, 4])
        ((3,), (4,))
        """
        if not isinstance(position, (tuple, list)) or len(position) != len(self.components):
            raise ValueError(f"a position of an Every-SG sum of {len(self.components)} games is a "
                             f"tuple with one position per component, got {position!r}")
        return tuple(g.position(p) for g, p in zip(self.components, position))

    def moves(self, position: object) -> list[tuple]:
        """Return the options: every component that can move is moved, finished ones stay.

        >>> from gamekit import SubtractionGame
        >>> EverySG(SubtractionGame({1}), SubtractionGame({1})).moves((0, 2))
        [((0,), (1,))]
        """
        parts = self.position(position)
        choices = []
        for g, p in zip(self.components, parts):
            options = list(dict.fromkeys(g.moves(p)))
            choices.append(options or [p])
        if all(not list(g.moves(p)) for g, p in zip(self.components, parts)):
            return []
        return [tuple(c) for c in product(*choices)]

    def cache_clear(self) -> None:
        super().cache_clear()
        for g in self.components:
            g.cache_clear()

    def __repr__(self) -> str:
        return "EverySG(" + ", ".join(repr(g) for g in self.components) + ")"


def every_sg_outcome(game: EverySG, position: object) -> str:
    """Return the outcome of an Every-SG position by the remoteness rule: ``"N"`` iff the largest remoteness is odd.

    >>> from gamekit import SubtractionGame
    >>> g = EverySG(SubtractionGame({1, 2}), SubtractionGame({1, 2}))
    >>> [every_sg_outcome(g, (a, 6)) for a in range(8)]
    ['P', 'P', 'P', 'P', 'P', 'P', 'P', 'N']
    """
    if not isinstance(game, EverySG):
        raise ValueError(f"every_sg_outcome needs an EverySG game, got {game!r}")
    parts = game.position(position)
    longest = max(remoteness(g, p) for g, p in zip(game.components, parts))
    return "N" if longest % 2 else "P"
