"""A match: a game played move by move from a start position between a student and the engine.

A :class:`Match` is the model behind the play widget: the position, the history, whose turn it
is and the engine's reply.  The engine plays by remoteness (Steinhaus; *Winning Ways*, chapter 9):
when it can win, it makes the fastest win (a move to the P-position of least remoteness); when
every move loses against perfect play, the slowest loss (the option of greatest remoteness), so
that the student must keep finding winning moves.  In a loopy game the winning move is the one
whose win *ends* (never a draw from a won position), a drawn position is kept drawn, and a
position that comes back with the same player to move is a draw by repetition.

>>> from gamekit import Nim
>>> match = Match(Nim(), (1, 2))
>>> match.play((1, 1))                 # the student moves to a P-position
>>> match.reply()                      # every move loses: the engine takes the slowest loss
(0, 1)
>>> match.play((0, 0)); match.winner
'student'

See also: :mod:`gamekit.play.boards`, :func:`gamekit.widgets.play`.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Hashable

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import flag
from gamekit.theory.everysg import best_option, remoteness
from gamekit.theory.game import Game, as_game

__all__ = ["STUDENT", "ENGINE", "DRAW", "short_text", "options_by_key", "option_reached", "Match"]


#: Who moves or has won: the student, the engine, or nobody (a draw).
STUDENT, ENGINE, DRAW = "student", "engine", "draw"


def short_text(position: object, width: int = 60) -> str:
    """Return ``repr(position)``, cut to ``width`` characters with an ellipsis.

    >>> short_text(tuple(range(30)), 12)
    '(0, 1, 2, 3…'
    """
    text = repr(position)
    return text if len(text) <= width else text[:width - 1] + "…"


def options_by_key(game: Game | str, position: Hashable) -> dict[Hashable, Hashable]:
    """Return ``{canonical form: option}`` for the options of ``position``, each in the game's own form.

    >>> from gamekit import Nim
    >>> options_by_key(Nim(), (1, 1))
    {(1,): (0, 1)}
    """
    game = as_game(game, "options_by_key")
    found: dict[Hashable, Hashable] = {}
    for q in game.moves(position):
        found.setdefault(game.canonical(q), q)
    return found


def option_reached(game: Game | str, position: Hashable, q: object,
                   refusal: Callable[[Hashable], str] | None = None) -> Hashable:
    """Return the option of ``position`` that ``q`` is, in the game's own form; raise ``ValueError`` if it is none.

    The one check of a move: a match checks the student's move with it, a board the move a click
    makes.  ``refusal(q)`` says why ``q`` is no move (a board says it in its own picture's words);
    without it the error names both positions.

    >>> from gamekit import Nim
    >>> option_reached(Nim(), (1, 2), (1, 1)), option_reached(Nim(), (1, 2), [1, 1])   # any form of the position
    ((1, 1), (1, 1))
    >>> option_reached(Nim(), (1, 2), (2, 2))
    Traceback (most recent call last):
    ...
    ValueError: (2, 2) cannot be reached from (1, 2) in one move

    See also: :meth:`gamekit.play.boards.Board.move`, :meth:`Match.play`.
    """
    game = as_game(game, "option_reached")
    reached = game.position(q)
    option = options_by_key(game, position).get(game.canonical(reached))
    if option is not None:
        return option
    raise ValueError(refusal(reached) if refusal is not None
                     else _("{option} cannot be reached from {position} in one move").format(
                         option=short_text(q), position=short_text(position)))


class Match:
    """A game played move by move: the student against the engine, from ``start``.

    The student moves with :meth:`play`, the engine answers with :meth:`reply`, a perfect player
    (:func:`~gamekit.theory.everysg.best_option`: the fastest win, else a draw kept, else the
    slowest loss).  A move is checked once, by :func:`option_reached`.  The match is the model of
    the play widget (:func:`gamekit.widgets.play.play`), usable without a screen.

    Parameters
    ----------
    game : Game or str
        The game, any :class:`~gamekit.theory.game.Game` (a loopy one too: a repetition is a draw),
        or an octal code such as ``"0.77"`` (Kayles).
    start : hashable
        The start position, in the game's own form (a heap game takes ``9`` or ``(3, 5)``).
    student_first : bool, default True
        Whether the student moves first.
    misere : bool, default False
        Play the misère version (whoever cannot move wins), for a game whose play always ends.

    Raises
    ------
    TypeError
        If ``game`` is neither a game nor a text, or a flag is not True or False.
    ValueError
        If ``game`` is a malformed code, ``start`` is no position of the game, or ``misere`` is
        asked of a loopy game.

    See Also
    --------
    gamekit.play.session.Session : a match on a board, as the play widget draws it.
    gamekit.play.boards.board_for : the board a game is drawn on.
    gamekit.widgets.play.play : the match in a notebook, played by clicking.

    Examples
    --------
    >>> from gamekit import Bachet
    >>> match = Match(Bachet(3), 9, student_first=False)
    >>> match.to_move, match.reply(), match.to_move        # 9 → 8: a winning move, 8 is a multiple of 4
    ('engine', (8,), 'student')
    >>> match.play(5); match.over, match.to_move
    (False, 'engine')
    >>> Match("0.07", 5).game                              # an octal code: Dawson's Kayles
    Dawson's Kayles (·07)
    """

    def __init__(self, game: Game | str, start: object, *, student_first: bool = True, misere: bool = False) -> None:
        game = as_game(game, "Match")
        flag(student_first, N_("student_first"))
        flag(misere, N_("misere"))
        if misere and not self.has_misere(game):
            raise ValueError(_("{game} has no misère play here: its play can go on for ever").format(game=repr(game)))
        self.game, self.misere, self.student_first = game, misere, student_first
        self.played = game.misere() if misere else game    # whose outcome and remoteness count
        self.start = game.position(start)
        self.positions: list[Hashable] = [self.start]
        self.reply_seconds: list[float] = []
        self._uncounted = False     # set when the remoteness cannot be counted (see remoteness)
        self._options: dict[Hashable, list[Hashable]] = {}

    @staticmethod
    def has_misere(game: Game) -> bool:
        """Return whether the match can be played misère: the game says its play always ends.

        >>> from gamekit import Nim, Northcott
        >>> Match.has_misere(Nim()), Match.has_misere(Northcott())
        (True, False)
        """
        return not game.loopy

    # ------------------------------------------------------------------ the state
    @property
    def position(self) -> Hashable:
        """The position on the board now."""
        return self.positions[-1]

    @property
    def to_move(self) -> str:
        """Who moves now: ``"student"`` or ``"engine"``."""
        student_turn = (len(self.positions) % 2 == 1) == self.student_first
        return STUDENT if student_turn else ENGINE

    def options(self, position: Hashable | None = None) -> list[Hashable]:
        """Return the positions one move away (each once; kept, as the board asks for them often)."""
        position = self.position if position is None else position
        if position not in self._options:
            self._options[position] = list(options_by_key(self.game, position).values())
        return self._options[position]

    def outcome(self, position: Hashable) -> str:
        """Return 'P', 'N' or 'D' (a draw, in loopy games) of ``position`` in the chosen play."""
        return self.played.outcome(position)

    def remoteness(self, position: Hashable | None = None) -> int | None:
        """Return how many moves are left from ``position`` when the winner hurries and the loser delays.

        ``None`` for a draw (a loopy game); also for a loopy game decided otherwise than on its
        graph (GYALOGOS: by its hidden nim), and for a match too large to count (the search passed
        the game's ``max_positions``), where the outcome alone guides the engine.  Winning Ways'
        remoteness, in the chosen play.

        >>> from gamekit import Nim
        >>> Match(Nim(), (1, 2)).remoteness()     # (1, 2) → (1, 1) → (0, 1) → (0, 0)
        3
        """
        if self._uncounted:
            return None
        try:
            return remoteness(self.played, self.position if position is None else position)
        except ValueError:                      # a cycle, or too many positions: the outcome still decides,
            self._uncounted = True              # the moves are not counted (and not searched again)
            return None

    @property
    def repeated(self) -> bool:
        """Whether the position now was on the board before with the same player to move."""
        return self.position in self.positions[-3::-2]

    @property
    def over(self) -> bool:
        """Whether the match has ended: no move left, or a draw by repetition."""
        return self.repeated or not self.options()

    @property
    def winner(self) -> str | None:
        """``"student"``, ``"engine"``, ``"draw"`` (by repetition) or None while the match goes on."""
        if self.repeated:
            return DRAW
        if self.options():
            return None
        stuck = self.to_move                       # cannot move: loses, or wins in misère play
        other = ENGINE if stuck == STUDENT else STUDENT
        return stuck if self.misere else other

    # ------------------------------------------------------------------ moves
    def _check_turn(self, who: str) -> None:
        if self.over:
            raise ValueError(_("the game is over: start a new one"))
        if self.to_move != who:
            raise ValueError(_("it is the computer's move") if who == STUDENT else _("it is the student's move"))

    def play(self, position: object, refusal: Callable[[Hashable], str] | None = None) -> None:
        """Make the student's move to ``position``, or raise ``ValueError`` if it is no move.

        The move is checked by :func:`option_reached`; ``refusal(q)``, if given, says why ``q``
        is no move (a board gives its own words).

        >>> from gamekit import Nim
        >>> match = Match(Nim(), (1, 2))
        >>> match.play((0, 0))
        Traceback (most recent call last):
        ...
        ValueError: (0, 0) cannot be reached from (1, 2) in one move
        """
        self._check_turn(STUDENT)
        self.positions.append(option_reached(self.game, self.position, position, refusal))

    def best_move(self, position: Hashable | None = None) -> Hashable:
        """Return the engine's move from ``position``: the fastest win, else a draw kept, else the slowest loss.

        The fastest win is a move to a P-position of least remoteness (in a loopy game, the
        win that ends); the slowest loss a move of greatest remoteness.  Between equally fast
        moves, the one that leaves the fewest options when winning, the most when losing: the
        package's one perfect player, :func:`gamekit.theory.everysg.best_option`.

        >>> from gamekit import Nim, SubtractionGame
        >>> Match(Nim(), (3, 5)).best_move()                   # to the P-position (3, 3)
        (3, 3)
        >>> Match(SubtractionGame({1, 2, 6}), 7).best_move()   # lost: take 2 (3 moves left), not 1 or 6 (1 left)
        (5,)
        """
        options = self.options(position)
        if not options:
            raise ValueError(_("no move is left from {value}").format(
                                 value=short_text(self.position if position is None else position)))
        return best_option(options, self.outcome, self.remoteness, lambda q: len(self.options(q)))

    def reply(self) -> Hashable:
        """Make the engine's move and return the position it reached; the time it took is kept."""
        self._check_turn(ENGINE)
        t0 = time.perf_counter()
        q = self.best_move()
        self.reply_seconds.append(time.perf_counter() - t0)
        self.positions.append(q)
        return q

    def undo(self) -> None:
        """Take back the student's last move and the engine's reply to it."""
        if len(self.positions) == 1:
            raise ValueError(_("there is no move to take back"))
        self.positions.pop()
        while len(self.positions) > 1 and self.to_move != STUDENT:
            self.positions.pop()

    def hint(self) -> list[tuple[Hashable, str, object]]:
        """Return each option with its outcome and (in normal play of a finite game) its value.

        >>> from gamekit import Nim
        >>> Match(Nim(), (1, 2)).hint()
        [((0, 2), 'N', 2), ((1, 0), 'N', 1), ((1, 1), 'P', 0)]
        """
        valued = not self.misere
        return [(q, self.outcome(q), self.game.grundy(q) if valued else None) for q in self.options()]

    def moves_made(self) -> list[tuple[str, Hashable, Hashable]]:
        """Return the moves so far as ``(who, from, to)``, first move first."""
        first = STUDENT if self.student_first else ENGINE
        second = ENGINE if first == STUDENT else STUDENT
        return [(first if i % 2 == 0 else second, p, q)
                for i, (p, q) in enumerate(zip(self.positions, self.positions[1:]))]
