"""Misère (betli) play through the tantrum (hiszti) variant of the slides.

𝒥^h adds one new position h after every terminal position.  Whoever moves into h wins the
tantrum game, so the player who reached a terminal position of 𝒥 has lost: winning the misère
game is winning the tantrum game.  γ^h(h) = 0, γ^h = 1 on the terminal positions of 𝒥, and the
mex rule elsewhere.
"""
from __future__ import annotations

from collections.abc import Hashable

from .game import Game

__all__ = ["Tantrum", "TANTRUM_END"]


class _TantrumEnd:
    """The extra end position h of a tantrum game (a singleton)."""

    _instance = None

    def __new__(cls) -> "_TantrumEnd":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "h"

    def __reduce__(self):
        return (_TantrumEnd, ())


TANTRUM_END = _TantrumEnd()


class Tantrum(Game):
    """The tantrum variant 𝒥^h of a game: its grundy is γ^h, its outcome the misère outcome.

    >>> from gamekit import Nim
    >>> t = Nim().misere()
    >>> t.grundy((0, 0)), t.grundy((1, 0)), t.outcome((1, 1)), t.outcome((1, 1, 1))
    (1, 0, 'N', 'P')
    >>> t.moves((0, 0)), t.winning_moves((2, 2, 1))
    ([h], [(2, 2, 0)])
    """

    def __init__(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise ValueError(f"the tantrum variant needs a game, got {game!r}")
        super().__init__()
        self.base = game

    def position(self, position: object) -> Hashable:
        return position if position is TANTRUM_END else self.base.position(position)

    def _key(self, position: Hashable) -> Hashable:
        return position if position is TANTRUM_END else self.base._key(position)

    def moves(self, position: Hashable) -> list:
        """Return the options of ``position`` in 𝒥^h: those of 𝒥, or ``[h]`` at a terminal position.

        >>> from gamekit import SubtractionGame
        >>> SubtractionGame({1}).misere().moves(0)
        [h]
        """
        if position is TANTRUM_END:
            return []
        options = list(self.base.moves(position))
        return options if options else [TANTRUM_END]

    def __repr__(self) -> str:
        return f"{self.base!r}.misere()"
