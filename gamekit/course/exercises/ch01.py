"""Self-checks for the exercises of chapter 1 (kernel and mex).

Each returns a :class:`gamekit.course.grading.verdict.Verdict`; a failing verdict names a position where the
answer breaks, never the answer itself.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from math import gcd  # noqa: F401  (used in a doctest)

from gamekit.core.language import gettext as _
from gamekit.core.language import ngettext
from gamekit.core.words import written_position
from gamekit.course.grading.answers import checker, expect_int, expect_list, prefetch
from gamekit.course.exercises.checks import check_kernel_rule, check_values
from gamekit.course.grading.verdict import Verdict
from gamekit.games.boards.chess import CornerGame, King, Knight, Queen, chess_square
from gamekit.games.heaps.takeaway import RelativePrime
from gamekit.theory.game import Game, as_game

__all__ = ["check_relative_prime_winning_moves", "check_king_formula", "check_knight_bound",
           "check_second_player_strategy", "check_queen_from_h4", "check_komal_2881a",
           "check_komal_2881b", "check_winning_moves", "check_queen_winning_moves"]


def _grid(rows: int, cols: int) -> list[tuple[int, int]]:
    return [(r, c) for r in range(rows) for c in range(cols)]


# the answer must not ask gamekit for the winning moves or the values it asks about
_ASKED_1_1 = ("gamekit.theory.game.Game.winning_moves", "gamekit.theory.game.Game.grundy",
              "gamekit.theory.game.Game.outcome", "gamekit.theory.game.Game.kernel",
              "gamekit.games.heaps.takeaway.RelativePrime.grundy",
              "gamekit.games.heaps.takeaway.RelativePrime.grundy_sequence")


@checker(limit=5, forbid=_ASKED_1_1)
def check_relative_prime_winning_moves(winning_moves: Callable[[int], Iterable[int]],
                                       up_to: int = 300) -> Verdict:
    """Return whether ``winning_moves(n)`` lists every winning move of RELATÍV PRÍM from n < ``up_to``.

    A move is given by the heap it leaves; from a P-position the list must be empty.

    >>> check_relative_prime_winning_moves(lambda n: [n - 1] if n else [])
    ✗ Not yet: from 2 your list leaves 1, from which the opponent can win.
    >>> check_relative_prime_winning_moves(lambda n: [m for m in range(0, n, 2) if gcd(n, n - m) == 1])
    ✓ Correct: your lists are right for every heap below 300 (132 winning moves from 299, for one).

    See also: :func:`check_winning_moves`, :class:`gamekit.RelativePrime`.
    """
    game = RelativePrime()
    prefetch(winning_moves, [(n,) for n in range(up_to)])
    for n in range(up_to):
        mine = winning_moves(n)
        mine = [expect_int(m, _("a heap left from {n}").format(n=n))
                for m in expect_list(mine, _("the list for {n}").format(n=n))]
        legal = {q[0] if q else 0 for q in game.moves((n,))}
        winning = {q[0] if q else 0 for q in game.winning_moves(n)}
        for m in mine:
            if m not in legal:
                return Verdict.wrong(_("from {n} your list leaves {m}, but taking {take} is not a legal "
                                       "move: it must be between 1 and {n} and coprime to {n}.").format(
                    n=n, m=m, take=n - m))
            if m not in winning:
                return Verdict.wrong(_("from {n} your list leaves {m}, from which the opponent can win.").format(
                    n=n, m=m))
        if winning - set(mine):
            missing = len(winning - set(mine))
            return Verdict.wrong(ngettext("from {n} your list misses {count} winning move.",
                                          "from {n} your list misses {count} winning moves.", missing).format(
                n=n, count=missing))
    last = len(game.winning_moves(up_to - 1))
    return Verdict.right(ngettext("your lists are right for every heap below {up_to} ({count} winning move from "
                                  "{n}, for one).",
                                  "your lists are right for every heap below {up_to} ({count} winning moves from "
                                  "{n}, for one).", last).format(up_to=up_to, count=last, n=up_to - 1))


@checker(limit=5, forbid=("gamekit.games.boards.chess.BoardGame.grundy",
                          "gamekit.games.boards.chess.BoardGame.grundy_table",
                          "gamekit.theory.game.Game.grundy"))
def check_king_formula(formula: Callable[[int, int], int], size: int = 24) -> Verdict:
    """Return whether ``formula(row, col)`` is the king's Grundy number on a ``size × size`` window.

    >>> check_king_formula(lambda r, c: (r + c) % 2).ok
    False
    """
    prefetch(formula, _grid(size, size))
    return check_values(King(), lambda p: formula(*p), _grid(size, size))


@checker
def check_knight_bound(bound: int, size: int = 60) -> Verdict:
    """Return whether no knight position has more than ``bound`` options, and the bound is sharp.

    Every Grundy number is the mex of the values of the options, so it is at most the number
    of options: a sharp bound on the options explains the largest value in the table.

    >>> check_knight_bound(2)
    ✗ Not yet: the knight has more than 2 options at (2, 2).
    """
    knight = Knight()
    counts = {p: len(list(knight.moves(p))) for p in _grid(size, size)}
    over = [p for p, k in counts.items() if k > bound]
    if over:
        return Verdict.wrong(_("the knight has more than {bound} options at {square}.").format(
            bound=bound, square=over[0]))
    if bound > max(counts.values()):
        return Verdict.wrong(_("true, but not sharp: no square has as many as {bound} options; "
                               "look for the largest number of options a square can have.").format(bound=bound))
    values = knight.grundy_table(size, size)
    return Verdict.right(_("no square has more than {bound} options, so no mex can exceed {bound}; "
                           "the largest value on a {size}×{size} window is {largest}.").format(
        bound=bound, size=size, largest=values.max()))


@checker
def check_second_player_strategy(game: Game | str, start: Hashable,
                                 reply: Callable[[Hashable], Hashable], limit: int = 20000) -> Verdict:
    """Return whether answering every move of the first player with ``reply`` wins from ``start``.

    All plays of the first player are tried; the strategy must always answer with a legal move
    and leave the first player without a move in the end.

    >>> from gamekit import Rook
    >>> check_second_player_strategy(Rook(), (2, 2), lambda p: (min(p), min(p))).ok
    True
    """
    game = as_game(game, "check_second_player_strategy")
    seen: set = set()
    todo = [game.position(start)]
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        if len(seen) > limit:
            raise ValueError(_("more than {limit} positions to try; the game is too large to check").format(
                limit=limit))
        for q in dict.fromkeys(game.moves(p)):
            options = list(dict.fromkeys(game.moves(q)))
            if not options:
                return Verdict.wrong(_("the first player moves {position} → {option} and the second player "
                                       "cannot move there: that position must never be left to you.").format(
                    position=written_position(p), option=written_position(q)))
            answer = reply(q)
            if answer not in options:
                return Verdict.wrong(_("after the first player's move to {option} your reply {reply} is not a "
                                       "legal move.").format(option=written_position(q),
                                                             reply=written_position(answer)))
            todo.append(answer)
    return Verdict.right(_("your replies win against every play of the first player "
                           "({count} positions reached after your moves).").format(count=len(seen)))


@checker
def check_queen_from_h4(reply: Callable[[tuple[int, int]], tuple[int, int]]) -> Verdict:
    """Return whether ``reply`` is a winning strategy for the second player of KIRÁLYNŐ from h4.

    Positions are ``(row, col)`` distances from the corner a8; h4 is ``(4, 7)``.

    >>> check_queen_from_h4(lambda p: (0, 0)).ok
    False
    """
    return check_second_player_strategy(Queen(), chess_square("h4"), reply)


@checker
def check_komal_2881a(is_black: Callable[[int, int], bool], rows: int = 24, cols: int = 25) -> Verdict:
    """Return whether the black squares of ``is_black(row, col)`` are the P-positions of Gy. 2881 (a).

    ``row`` and ``col`` count squares above and to the left of the bottom-right target square;
    the piece moves right at most 4 or down at most 3, and whoever reaches the target wins.

    >>> check_komal_2881a(lambda r, c: r == c).ok
    False
    """
    prefetch(is_black, _grid(rows, cols))
    return check_kernel_rule(CornerGame(4, 3), lambda p: is_black(*p), _grid(rows, cols))


@checker
def check_komal_2881b(is_black: Callable[[int, int], bool], rows: int = 24, cols: int = 25) -> Verdict:
    """Return whether ``is_black(row, col)`` are the positions to move *into* in Gy. 2881 (b).

    In (b) whoever moves onto the target loses.  A black square is one the previous player
    wants to leave to the opponent: from black every move leads to white, from every white
    square other than the target some move leads to black; the target itself is white
    (the player who moved there has lost).

    >>> check_komal_2881b(lambda r, c: (r, c) == (0, 0)).ok
    False
    """
    game = CornerGame(4, 3)
    prefetch(is_black, _grid(rows, cols))
    for p in _grid(rows, cols):
        options = list(game.moves(p))
        black = bool(is_black(*p))
        if not options:
            if black:
                return Verdict.wrong(_("you call the target {square} black, but whoever moves there loses.").format(
                    square=p))
            continue
        black_options = [q for q in options if is_black(*q)]
        if black and black_options:
            return Verdict.wrong(_("you call {square} black, but the move {square} → {option} "
                                   "reaches another black square.").format(square=p, option=black_options[0]))
        if not black and not black_options:
            return Verdict.wrong(_("you call {square} white, but no move from it reaches a black square.").format(
                square=p))
    # These conditions are the kernel property of the game without the moves onto the target,
    # and a finite game has exactly one kernel: the colouring is the right one.
    return Verdict.right(_("your colouring has the kernel property of (b) on all {count} squares.").format(
        count=rows * cols))


@checker
def check_winning_moves(game: Game | str, position: Hashable, moves: Iterable[Hashable]) -> Verdict:
    """Return whether ``moves`` are exactly the winning moves (options that are P-positions).

    >>> from gamekit import Bachet
    >>> check_winning_moves(Bachet(2), 7, [5])
    ✗ Not yet: your list leaves to the opponent a position from which they can win.
    """
    game = as_game(game, "check_winning_moves")
    position = game.position(position)
    claimed = {game.position(q) for q in moves}
    options = set(game.moves(position))
    if not claimed <= options:
        return Verdict.wrong(_("not every move in your list is a legal move from {position}.").format(
            position=written_position(position)))
    winning = set(game.winning_moves(position))
    if claimed - winning:
        return Verdict.wrong(_("your list leaves to the opponent a position from which they can win."))
    if winning - claimed:
        missing = len(winning - claimed)
        return Verdict.wrong(ngettext("your moves are winning, but {count} winning move is missing.",
                                      "your moves are winning, but {count} winning moves are missing.",
                                      missing).format(count=missing))
    if len(winning) == 1:
        return Verdict.right(_("this is the one winning move from {position}.").format(
            position=written_position(position)))
    return Verdict.right(_("these are all {count} winning moves from {position}.").format(
        count=len(winning), position=written_position(position)))


@checker(forbid=("gamekit.theory.game.Game.winning_moves", "gamekit.games.heaps.nim.Nim.winning_moves"))
def check_queen_winning_moves(moves: Iterable[tuple[int, int]]) -> Verdict:
    """Return whether ``moves`` are all the winning moves of the queen from (10, 13).

    >>> check_queen_winning_moves([(0, 0)]).ok
    False
    """
    return check_winning_moves(Queen(), (10, 13), moves)
