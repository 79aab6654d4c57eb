"""Every-SG games: a sum in which every unfinished component must be moved on every turn.

In an ordinary sum a player moves in *one* component; in an Every-SG sum (Conway's *continued
conjunctive compound*) she moves in *each* component that still has a move.  The game ends when
no component can move, and whoever cannot move loses.  Values of the components do not help;
time does.  Whoever makes the last move of the component that ends *last* wins, so in each
component the winner wants to win as *late* as possible and the loser to lose as *early* as
possible.  That is the *suspense number* ([2]_; the "step" of the Chinese summary [1]_):

- s(p) = 0 at a terminal position;
- s(p) = 1 + max{ s(q) : q an option with s(q) even } if some option has even s (the winner
  moves into a P-position, choosing the one that keeps the game going longest);
- s(p) = 1 + min{ s(q) } over all options otherwise (the loser ends it quickly).

P-positions have even s and N-positions odd, and the first player wins the Every-SG sum exactly
when the largest suspense number is odd.  The Chinese summary [1]_ says "compare the earliest win with the
latest loss"; taken literally that is the *remoteness* (:func:`remoteness`: the winner hurries, the loser
delays), which decides the conjunctive compound that stops when *any* component stops, but not
Every-SG: ``EverySG(Bachet(2), Bachet(4), Wythoff())`` at (0, 5, (2, 2)) has remotenesses
0, 2, 1 (largest even) and is nevertheless won by the first player, who plays (2, 2) → (1, 2) in
Wythoff to keep her winning component alive.  :class:`EverySG` plays the sum by its rules so that
the tests and chapter 7 check both statements by brute force.

References
----------
.. [1] A Chinese competitive-programming summary of Sprague–Grundy theory (Anti-SG, Multi-SG,
   Every-SG, classic games), one of the course's sources.
.. [2] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982).
   *Winning Ways for your Mathematical Plays*. Academic Press, chapter 9 (remoteness and suspense).
.. [3] Conway, J. H. (1976). *On Numbers and Games*. Academic Press (continued conjunctive compounds).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from itertools import product
from typing import Any

from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.theory.game import TANTRUM_END, Compound, Game, Tantrum, as_game

__all__ = ["remoteness", "best_option", "suspense", "EverySG", "every_sg_outcome", "Conjunctive", "conjunctive_outcome"]


class _TimeEngine(Game):
    """The moves of a game, evaluated by the remoteness or the suspense rule instead of the mex rule."""

    def __init__(self, game: Game, winner_hurries: bool) -> None:
        super().__init__(name=f"{'remoteness' if winner_hurries else 'suspense'} of {game!r}")
        self.game = game
        self.winner_hurries = winner_hurries

    def position(self, position: Hashable) -> Hashable:
        return self.game.position(position)

    def moves(self, position: Hashable) -> Iterable[Hashable]:
        return self.game.moves(position)

    def canonical(self, position: Hashable) -> Hashable:
        return self.game.canonical(position)

    def _value(self, option_values: list) -> Any:
        if not option_values:
            return 0
        even = [r for r in option_values if r % 2 == 0]
        if self.winner_hurries:
            return 1 + (min(even) if even else max(option_values))
        return 1 + (max(even) if even else min(option_values))


class _RemotenessEngine(Game):
    """Steinhaus's remoteness, led by the outcome: an N-position is followed only along its winning moves.

    Values come to :meth:`_value` from exactly the options that matter: all of them P-positions
    (even remoteness) at an N-position, all N-positions (odd) at a P-position.
    """

    def __init__(self, game: Game) -> None:
        super().__init__(name=f"remoteness of {game!r}")
        self.game = game

    def position(self, position: Hashable) -> Hashable:
        return self.game.position(position)

    def canonical(self, position: Hashable) -> Hashable:
        return self.game.canonical(position)

    def moves(self, position: Hashable) -> Iterable[Hashable]:
        game = self.game
        return game.winning_moves(position) if game.outcome(position) == "N" else game.moves(position)

    def _value(self, option_values: list) -> Any:
        if not option_values:
            return 0
        if all(r % 2 == 0 for r in option_values):     # the winning moves of an N-position
            return 1 + min(option_values)
        return 1 + max(option_values)                   # every move of a P-position


def _time(game: Game | str, position: object, winner_hurries: bool) -> int:
    game = as_game(game, "suspense")
    name = "remoteness" if winner_hurries else "suspense"
    return game.derived(name, lambda: _TimeEngine(game, winner_hurries)).grundy(position)


def remoteness(game: Game | str, position: object) -> int | None:
    """Return the remoteness of ``position``: the number of moves left when the winner hurries and the loser delays.

    Even for P-positions, odd for N-positions, 0 at terminal positions (Steinhaus's rule):
    from an N-position, 1 + the least remoteness of a move to a P-position; from a P-position,
    1 + the greatest remoteness of any move.  The outcome guides the search, so only the winning
    moves of N-positions are followed (Nim at (13, 42, 30, 43) in about a second); the values
    are remembered per game, with the explicit-stack engine (deep games need no recursion).
    ``game`` is a game or an octal code such as ``"0.77"``.

    Misère play: pass ``game.misere()``; the count is of real moves (the tantrum game's last
    move to h is not one), so parity no longer tells the outcome.  A loopy game with a
    ``remoteness`` of its own (:class:`gamekit.GraphGame`, by retrograde analysis) answers
    itself: ``None`` for a draw.

    See also: :func:`suspense`, :func:`conjunctive_outcome`, :func:`gamekit.theory.misere.longest_play`.

    >>> from gamekit import SubtractionGame, Nim
    >>> mini = SubtractionGame({1, 2})
    >>> [remoteness(mini, n) for n in range(10)]
    [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]
    >>> remoteness(Nim(), (2, 2)), remoteness(Nim().misere(), (2, 2))
    (4, 3)

    References
    ----------
    Berlekamp, Conway, Guy, *Winning Ways for your Mathematical Plays*, chapter 9 ("remoteness").
    """
    game = as_game(game, "remoteness")
    own = getattr(type(game), "remoteness", None)
    if own is not None:                          # a loopy game answers by retrograde analysis
        return game.remoteness(position)
    if game.loopy:
        raise ValueError(_("{game} is loopy: its remoteness is counted on its graph (gk.GraphGame.from_game)").format(
                             game=repr(game)))
    if isinstance(game, Tantrum):                # kept on the base game: game.misere() is new each time
        engine = game.base.derived("misère remoteness by outcome", lambda: _RemotenessEngine(game))
        position = game.position(position)
        return 0 if position is TANTRUM_END else engine.grundy(position) - 1
    return game.derived("remoteness by outcome", lambda: _RemotenessEngine(game)).grundy(position)


def best_option(options: Iterable[Hashable], outcome: Callable[[Hashable], str],
                remoteness: Callable[[Hashable], int | None],
                breadth: Callable[[Hashable], int]) -> Hashable:
    """Return the option of best play among ``options``: the fastest win, else a draw kept, else the slowest loss.

    The fastest win is a move to a P-position of least remoteness (in a loopy game, a win that
    *ends*, never one the loser can string along); a drawn position is kept drawn; when every
    move loses, the move of greatest remoteness.  Between equally fast moves, the one whose
    position has the fewest options (``breadth``) when winning, the most when losing.
    ``outcome`` gives 'P', 'N' or 'D' of an option, ``remoteness`` its remoteness (None where
    moves are not counted: taken as 0).  The one perfect player of the package: the engine of a
    match and :meth:`gamekit.GraphGame.best_move` both play by it.

    >>> from gamekit import SubtractionGame
    >>> g = SubtractionGame({1, 2, 6})                     # 7 is lost: take 2 (3 moves left), not 1 or 6 (1 left)
    >>> best_option(g.moves(7), g.outcome, lambda q: remoteness(g, q), lambda q: len(list(g.moves(q))))
    (5,)

    See also: :func:`remoteness`, :meth:`gamekit.play.match.Match.best_move`.

    References
    ----------
    Berlekamp, Conway, Guy, *Winning Ways for your Mathematical Plays*, chapter 9 ("remoteness").
    """
    options = list(options)
    if not options:
        raise ValueError(_("best_option needs at least one option, got none"))

    def left(q: Hashable) -> int:
        r = remoteness(q)
        return 0 if r is None else r

    outcomes = [outcome(q) for q in options]
    if "P" in outcomes:
        wins = [q for q, o in zip(options, outcomes) if o == "P"]
        return min(wins, key=lambda q: (left(q), breadth(q)))
    if "D" in outcomes:
        draws = [q for q, o in zip(options, outcomes) if o == "D"]
        return min(draws, key=breadth)
    return max(options, key=lambda q: (left(q), breadth(q)))


def suspense(game: Game | str, position: object) -> int:
    """Return the suspense number of ``position``: the moves left when the winner delays and the loser hurries.

    Even for P-positions, odd for N-positions, 0 at terminal positions; it decides Every-SG.
    ``game`` is a game or an octal code such as ``"0.77"``.

    See also: :func:`remoteness`, :func:`every_sg_outcome`.

    >>> from gamekit import Wythoff
    >>> remoteness(Wythoff(), (2, 2)), suspense(Wythoff(), (2, 2))
    (1, 3)
    """
    return _time(game, position, False)


class EverySG(Compound):
    """The Every-SG sum of games: each turn, a move in *every* component that can still move.

    A position is a tuple with one position per component.  ``outcome`` and ``grundy`` come
    from the moves by brute force (γ = 0 exactly at the P-positions; other values carry no
    meaning here); :func:`every_sg_outcome` gives the outcome by the suspense rule.

    See also: :func:`every_sg_outcome`, :class:`Conjunctive`, :class:`gamekit.Sum`.

    >>> from gamekit import SubtractionGame
    >>> g = EverySG(SubtractionGame({1, 2}), SubtractionGame({1, 2}))
    >>> g.moves((2, 1))
    [((1,), ()), ((), ())]
    >>> g.outcome((3, 4)), every_sg_outcome(g, (3, 4))
    ('N', 'N')
    """

    kind = "Every-SG sum"

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
    """Return the outcome of an Every-SG position by the suspense rule: ``"N"`` iff the largest suspense number is odd.

    See also: :func:`suspense`, :class:`EverySG`.

    >>> from gamekit import SubtractionGame
    >>> g = EverySG(SubtractionGame({1, 2}), SubtractionGame({1, 2}))
    >>> [every_sg_outcome(g, (a, 6)) for a in range(8)]
    ['P', 'P', 'P', 'P', 'P', 'P', 'P', 'N']
    """
    if not isinstance(game, EverySG) or isinstance(game, Conjunctive):
        raise TypeError(_("every_sg_outcome needs an EverySG game, got {given}").format(given=given(game)))
    parts = game.position(position)
    longest = max(suspense(g, p) for g, p in zip(game.components, parts))
    return "N" if longest % 2 else "P"


class Conjunctive(EverySG):
    """The conjunctive compound: move in every component each turn; play stops as soon as one cannot move.

    See also: :func:`conjunctive_outcome`, :class:`EverySG`.

    >>> from gamekit import SubtractionGame
    >>> g = Conjunctive(SubtractionGame({1, 2}), SubtractionGame({1, 2}))
    >>> g.moves((0, 5)), g.outcome((3, 7)), conjunctive_outcome(g, (3, 7))
    ([], 'P', 'P')
    """

    def moves(self, position: object) -> list[tuple]:
        parts = self.position(position)
        choices = [list(dict.fromkeys(g.moves(p))) for g, p in zip(self.components, parts)]
        if not all(choices):
            return []
        return [tuple(c) for c in product(*choices)]

    def __repr__(self) -> str:
        return "Conjunctive(" + ", ".join(repr(g) for g in self.components) + ")"


def conjunctive_outcome(game: Conjunctive, position: object) -> str:
    """Return the outcome of a conjunctive compound by the remoteness rule: ``"N"`` iff the least remoteness is odd.

    See also: :func:`remoteness`, :class:`Conjunctive`.

    >>> from gamekit import SubtractionGame
    >>> g = Conjunctive(SubtractionGame({1, 2}), SubtractionGame({1}))
    >>> [conjunctive_outcome(g, (a, 9)) for a in range(6)]
    ['P', 'N', 'N', 'P', 'N', 'N']
    """
    if not isinstance(game, Conjunctive):
        raise TypeError(_("conjunctive_outcome needs a Conjunctive game, got {given}").format(given=given(game)))
    parts = game.position(position)
    shortest = min(remoteness(g, p) for g, p in zip(game.components, parts))
    return "N" if shortest % 2 else "P"
