"""A game being played on a board: the model the play widget draws.

A :class:`Session` holds what a board shows at any moment — the :class:`~gamekit.play.match.Match`
(position, history, whose turn, the engine's replies), the coins chosen for a coin-turning move,
whether the hint is shown, and the sentence last said — and changes it only through what a student
can do: click a cell, undo, start a new game, ask for a hint.  It draws nothing: ``gk.widgets.play``
reads :meth:`Session.rows`, :meth:`Session.status` and :meth:`Session.history` and paints them.

>>> from gamekit import Nim
>>> s = Session(Nim(), (1, 2))
>>> s.click((1, 0))                     # the first pebble of the second heap: take the whole heap
'you took 2 from the second heap (2 → 0); the computer took 1 from the first heap (1 → 0)'
>>> s.announce()
'the computer wins'
>>> Session(Nim(), (1, 2)).announce()       # (1, 2) → (1, 1) → (0, 1) → (0, 0): two moves of the student's
'your move: you can win in 2 moves of yours'

See also: :class:`gamekit.play.match.Match`, :func:`gamekit.play.boards.board_for`.
"""
from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass

from gamekit.core.palette import D_COLOUR, N_COLOUR, P_COLOUR, PALETTE, darkened, text_on
from gamekit.core.language import N_, ngettext, pgettext
from gamekit.core.language import gettext as _
from gamekit.play.boards import board_for
from gamekit.play.match import ENGINE, STUDENT, Match
from gamekit.theory.game import Game, as_game

__all__ = ["Session", "ShownCell", "WHO", "OUTCOME_COLOURS", "plain_text"]

CELL_COLOURS = {"light": "#F0D9B5", "dark": "#B58863", "pebble": "#EEEEEE", "pin": "#EEEEEE",
                "chocolate": "#7B4A2A", "eaten": "#FFFFFF", "red": "#D55E00", "blue": "#56B4E9",
                "road": "#DDEEFF", "option": "#EEEEEE", "label": "#FFFFFF", "title": "#FFFFFF",
                "count": "#FFFFFF"}
#: The colour of each outcome on a board: P, N and D (a draw).
OUTCOME_COLOURS = {"P": P_COLOUR, "N": N_COLOUR, "D": D_COLOUR}
#: Who moves, in the words the board says it (English: translated where it is said).
WHO = {STUDENT: N_("you"), ENGINE: N_("the computer")}
HINT_LEGEND = N_("green: to a P-position, a winning move; orange: to an N-position")


def plain_text(html: str) -> str:
    """Return ``html`` without its tags.

    >>> plain_text("<b>your move</b>")
    'your move'
    """
    return re.sub(r"<[^>]+>", "", html).strip()


@dataclass(frozen=True)
class ShownCell:
    """One cell as the board shows it now: label, key (None: not clickable), kind and colours."""

    label: str
    key: Hashable | None
    kind: str
    colour: str
    text_colour: str
    disabled: bool
    chosen: bool


class Session:
    """Return a game in play on its board: a match, the chosen coins, the hint, what was said.

    ``game`` is a game or an octal code such as ``"0.77"``; ``student_first`` and ``misere``
    choose the first match; :meth:`restart` starts another.

    >>> Session("0.77", 3).board.name                     # Kayles, by its code: pins
    'pins'
    """

    def __init__(self, game: Game | str, start: object, *, student_first: bool = True, misere: bool = False) -> None:
        game = as_game(game, "Session")
        self.game, self.start = game, start
        self.board = board_for(game, start)
        self.misere_ok = Match.has_misere(game)
        self.hint = False
        self.restart(student_first, misere)

    # ------------------------------------------------------------------ what a student does
    def restart(self, student_first: bool = True, misere: bool = False) -> None:
        """Start a new match and say so (and that a game in progress was left); the computer may move at once.

        >>> from gamekit import Nim
        >>> s = Session(Nim(), (1, 2))
        >>> _ = s.click((1, 1))
        >>> s.restart(student_first=False)
        >>> s.said
        'a new game (the game in progress was left): the computer starts, normal play; the computer took 1 from \
the second heap (2 → 1)'
        """
        before = getattr(self, "match", None)
        self.match = Match(self.game, self.start, student_first=student_first, misere=misere and self.misere_ok)
        self.match.remoteness(self.match.position)  # the engine's tables are built now, not at the first reply
        self.chosen: set[Hashable] = set()
        reply = self.engine_moves()
        if before is None:
            self.said = reply
            return
        left = before.moves_made() and not before.over
        starts = _("you start") if student_first else _("the computer starts")
        play = _("misère play") if self.match.misere else _("normal play")
        said = (_("a new game (the game in progress was left): {starts}, {play}") if left
                else _("a new game: {starts}, {play}")).format(starts=starts, play=play)
        self.said = said + (f"; {reply}" if reply else "")

    def click(self, key: Hashable, mode: str | None = None) -> str:
        """Click the cell ``key`` (choosing a coin, or making a move of kind ``mode``); return what is said."""
        if self.board.chooses:
            self.chosen ^= {key}
            self.said = ""
            return self.said
        return self.move(key, mode)

    def turn_chosen(self) -> str:
        """Turn the chosen coins (a coin-turning move); return what is said."""
        return self.move(frozenset(self.chosen))

    def move(self, key: Hashable, mode: str | None = None) -> str:
        """Make the move a click on ``key`` makes and let the computer answer; return what is said."""
        match, board = self.match, self.board
        try:
            if match.over:
                raise ValueError(_("the game is over: start a new one"))
            p, mode = match.position, board.mode(mode)
            match.play(board.target(p, key, mode), lambda q: board.refusal(p, q, mode))   # the one check
            q = match.position
        except ValueError as error:
            self.said = f"<span style='color:{darkened(PALETTE[5])}'>{error}</span>"
            return str(error)
        reply = self.engine_moves()
        self.said = self.board.describe(p, q, STUDENT) + ("; " + reply if reply else "")
        self.chosen = set()
        return plain_text(self.said)

    def undo(self) -> None:
        """Take back the student's last move and the reply (or say why not)."""
        try:
            self.match.undo()
            self.said = _("your last move was taken back")
        except ValueError as error:
            self.said = str(error)

    def interrupted(self) -> str:
        """Return what is said after the stop button interrupted a move: the board is left playable.

        A move of the student's whose reply was not finished is taken back; a new game whose first
        move (the computer's) was not finished starts again with the student to move.

        >>> from gamekit import Nim
        >>> s = Session(Nim(), (1, 2))
        >>> s.match.play((1, 1))                 # the reply is not made: as if the stop button came now
        >>> print(s.interrupted())
        stopped before the computer answered: your last move was taken back, so play it again
        >>> s.match.position, s.announce()
        ((1, 2), 'your move: you can win in 2 moves of yours')
        """
        match = self.match
        if match.over or match.to_move == STUDENT:
            self.said = _("stopped: the board shows where the game stands")
        elif len(match.positions) > 1:
            match.positions.pop()
            self.said = _("stopped before the computer answered: your last move was taken back, so play it again")
        else:
            self.match = Match(self.game, self.start, misere=match.misere)
            self.said = _("stopped before the computer's first move: you start this game instead")
        self.chosen = set()
        return self.said

    def toggle_hint(self) -> None:
        """Show or hide the outcome of every move from the position."""
        self.hint = not self.hint
        match = self.match
        if self.hint and not match.over:
            self.said = f"<small>{_(HINT_LEGEND)}. {self.hint_text()}</small>"
        else:
            self.said = ""

    def hint_text(self, shown: int = 8) -> str:
        """Return every winning move from the position, then at most ``shown`` of the other moves.

        >>> from gamekit import Nim
        >>> print(Session(Nim(), (1, 2)).hint_text(shown=1))
        winning: took 1 from the second heap (2 → 1).
        Others: took 1 from the first heap (1 → 0): N (value 2); and 1 more.
        """
        position = self.match.position

        def said(q, o, v):
            move = self.board.describe(position, q)
            word = {"P": pgettext("outcome of a move", "P"), "N": pgettext("outcome of a move", "N"),
                    "D": pgettext("outcome of a move", "D")}.get(o, o)
            return (_("{move}: {outcome}") if v is None else _("{move}: {outcome} (value {value})")).format(
                move=move, outcome=word, value=v)

        hints = self.match.hint()
        winning = [self.board.describe(position, q) for q, o, _v in hints if o == "P"]
        others = [said(q, o, v) for q, o, v in hints if o != "P"]
        text = _("winning: {moves}.").format(moves="; ".join(winning)) if winning else \
            _("no winning move: every move is to an N-position.")
        if others:
            more = len(others) - shown
            listed = "; ".join(others[:shown])
            if more > 0:
                listed = ngettext("{moves}; and {count} more", "{moves}; and {count} more", more).format(
                    moves=listed, count=more)
            text += " " + _("Others: {moves}.").format(moves=listed)
        return text

    # ------------------------------------------------------------------ what a board shows
    def engine_moves(self) -> str:
        """Let the computer move if it is its turn; return the sentence saying what it did."""
        match = self.match
        if match.over or match.to_move != ENGINE:
            return ""
        p = match.position
        q = match.reply()
        return self.board.describe(p, q, ENGINE)

    def announce(self) -> str:
        """Return who has won, or that it is the student's move and who can win, in how many moves.

        The count is the remoteness (the winner hurries, the loser delays): the moves the winner
        still makes when both play their best.
        """
        match = self.match
        if match.winner is not None or match.to_move != STUDENT:
            return {"draw": _("a position came back with the same player to move: a draw by repetition"),
                    STUDENT: _("you win!"), ENGINE: _("the computer wins"),
                    None: _("the computer's move")}[match.winner]
        left, outcome = match.remoteness(), match.outcome(match.position)
        if outcome == "D":
            return _("your move: with best play neither of you can win (a draw)")
        if left is None:                          # a loopy game whose moves are not counted
            return _("your move: you can win") if outcome == "N" else _("your move: the computer can win")
        if outcome == "N":
            count = (left + 1) // 2
            return ngettext("your move: you can win in {count} move of yours",
                            "your move: you can win in {count} moves of yours", count).format(count=count)
        if left // 2 == 0:
            return _("your move: every move you have loses at once")
        return ngettext("your move: the computer can win, in {count} move of its own",
                        "your move: the computer can win, in {count} moves of its own", left // 2).format(
            count=left // 2)

    def status(self) -> str:
        """Return the status line (HTML): what was last said and who is to move or has won.

        While the hint is shown, the status says what its colours mean (after a new game too).
        """
        said, legend = self.said, _(HINT_LEGEND)
        if self.hint and not self.match.over and legend not in said:
            said = f"{said} <small>({legend})</small>" if said else f"<small>{legend}</small>"
        return f"<span class='gk-status' style='font-size:1.1em'>{said + ' · ' if said else ''}" \
               f"<b>{self.announce()}</b></span>"

    def history(self) -> list[str]:
        """Return the moves so far, one sentence each."""
        return [self.board.describe(p, q, who) for who, p, q in self.match.moves_made()]

    def can_undo(self) -> bool:
        """Return whether the student has a move to take back."""
        return any(who == STUDENT for who, _, _ in self.match.moves_made())

    def rows(self, mode: str | None = None) -> list[list[ShownCell]]:
        """Return the board's cells as they are shown now (hint colours for moves of kind ``mode``)."""
        match, board = self.match, self.board
        colours = {}
        if self.hint and not match.over:
            colours = {key: OUTCOME_COLOURS.get(match.outcome(q), D_COLOUR)
                       for key, q in board.targets(match.position, mode or board.modes[0]).items()}
        return [[ShownCell(cell.label, cell.key, cell.kind, colour, text_on(colour),
                           cell.key is None or match.over,
                           board.chooses and cell.key in self.chosen)
                 for cell in row
                 for colour in [colours.get(cell.key, CELL_COLOURS.get(cell.kind, "#EEEEEE"))]]
                for row in board.cells(match.position)]
