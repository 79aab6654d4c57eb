"""Generic checks that every chapter's exercises build on."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence

from gamekit.core.language import N_, ngettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import heaps as as_heaps
from gamekit.core.words import written_position
from gamekit.course.grading.answers import checker, expect_pair, prefetch
from gamekit.course.grading.verdict import Verdict
from gamekit.games.boards.chomp import Chomp, chomp_winning_bites
from gamekit.games.heaps.heap import HeapGame
from gamekit.games.heaps.nim import Nim
from gamekit.theory.arithmetic import mex, nim_sum
from gamekit.theory.game import Game, as_game

__all__ = ["check_kernel_rule", "check_values", "check_coin_move", "check_nim_move", "nim_move_problem",
           "check_chomp_bite"]


def _as_user(game: Game, p: Hashable) -> Hashable:
    """Return a position as a student's function receives it: a single heap as a bare int."""
    if isinstance(game, HeapGame) and not isinstance(game, Nim):
        heaps = tuple(h for h in p if h)
        if len(heaps) > 1:
            raise ValueError(_("this check takes single heaps; the position {position} has several").format(
                position=written_position(p)))
        return heaps[0] if heaps else 0
    return p


@checker
def check_kernel_rule(game: Game | str, is_p: Callable[[Hashable], bool],
                      positions: Iterable[Hashable]) -> Verdict:
    """Return whether ``is_p`` picks out exactly the P-positions among ``positions``.

    The check uses the defining property of the kernel rather than the answer: no move from a
    claimed P-position leads to a claimed P-position, and every other position has a move into
    one.  When the rule fails, the verdict names a position where the property breaks.  The
    positions should be closed under moves (all options of a position are listed too).

    >>> from gamekit import SubtractionGame
    >>> mini = SubtractionGame({1, 2})
    >>> check_kernel_rule(mini, lambda n: n % 3 == 0, range(30)).ok
    True
    >>> check_kernel_rule(mini, lambda n: n % 2 == 0, range(30))
    ✗ Not yet: your rule calls 2 a P-position, but the move 2 → 0 reaches another position your rule calls P.
    """
    game = as_game(game, "check_kernel_rule")
    positions = [game.position(p) for p in positions]
    prefetch(is_p, [(_as_user(game, p),) for p in positions])
    for p in positions:
        options = list(dict.fromkeys(game.moves(p)))
        claimed_options = [q for q in options if is_p(_as_user(game, q))]
        here = _as_user(game, p)
        if is_p(here) and claimed_options:
            there = _as_user(game, claimed_options[0])
            return Verdict.wrong(_("your rule calls {position} a P-position, but the move {position} → {option} "
                                   "reaches another position your rule calls P.").format(
                position=written_position(here), option=written_position(there)))
        if not is_p(here) and not claimed_options:
            if not options:
                sentence = _("your rule calls {position} an N-position, but it has no moves at all, so the "
                             "player to move there cannot move into a P-position.")
            else:
                sentence = _("your rule calls {position} an N-position, but none of its options is a P-position "
                             "by your rule, so the player to move there cannot move into a P-position.")
            return Verdict.wrong(sentence.format(position=written_position(here)))
    return Verdict.right(_("your rule has the kernel property on all {count} positions.").format(count=len(positions)))


@checker
def check_values(game: Game | str, claimed: Callable[[Hashable], int],
                 positions: Iterable[Hashable]) -> Verdict:
    """Return whether ``claimed(p)`` is the Sprague–Grundy value of ``game`` at every position.

    On a mismatch the verdict names a position and says how the mex rule fails there, in terms
    of the claimed values, so the student sees where the formula breaks.

    >>> from gamekit import SubtractionGame
    >>> check_values(SubtractionGame(range(1, 11)), lambda n: n % 11, range(100)).ok
    True
    >>> check_values(SubtractionGame({1, 2}), lambda n: n % 2, range(10))
    ✗ Not yet: at 2 your formula gives 0, but the move 2 → 0 reaches a position where it also gives 0,
    and the mex rule forbids that.
    """
    game = as_game(game, "check_values")
    positions = [game.position(p) for p in positions]
    prefetch(claimed, [(_as_user(game, p),) for p in positions])
    for p in positions:
        here = _as_user(game, p)
        mine = claimed(here)
        if mine == game.grundy(p):
            continue
        options = list(dict.fromkeys(game.moves(p)))
        theirs = {q: claimed(_as_user(game, q)) for q in options}
        same = [q for q, v in theirs.items() if v == mine]
        if same:
            return Verdict.wrong(_("at {position} your formula gives {value}, but the move {position} → {option} "
                                   "reaches a position where it also gives {value}, and the mex rule forbids that.")
                                 .format(position=written_position(here), value=mine,
                                         option=written_position(_as_user(game, same[0]))))
        if mine != mex(theirs.values()):
            return Verdict.wrong(_("at {position} your formula gives {value}, which is not the mex "
                                   "of what it gives at the options of {position}.").format(
                position=written_position(here), value=mine))
        return Verdict.wrong(_("at {position} your formula is consistent with its own values at "
                               "the options, but those are wrong: check the options of {position}.").format(
            position=written_position(here)))
    return Verdict.right(_("your formula agrees with the mex rule on all {count} positions.").format(
        count=len(positions)))


@checker
def check_coin_move(game: Game, coins: str, move: str, *, rule: str,
                    why_not_zero: Callable[[tuple, int], str], right: str) -> Verdict:
    """Return whether the row ``move`` follows the row ``coins`` by a legal move of ``game`` to a P-position.

    Rows are written with P (heads) and K (tails).  ``rule`` describes a legal move for the
    message when the move is illegal; ``why_not_zero(heads, value)`` explains a move that leaves
    a non-zero value; ``right`` is the message for a winning move.

    >>> from gamekit.games.boards.coins import TurningTurtles
    >>> check_coin_move(TurningTurtles(), "PK", "KK", rule="turn a red coin",
    ...                 why_not_zero=lambda heads, v: f"nim-sum {v}", right="nim-sum 0")
    ✓ Correct: nim-sum 0
    """
    from gamekit.games.boards.coins import coins_from_string

    if len(coins) != len(move):
        return Verdict.wrong(_("the rows have different lengths ({before} and {after}).").format(
            before=len(coins), after=len(move)))
    before, after = coins_from_string(coins), coins_from_string(move)
    if after not in set(game.moves(before)):
        return Verdict.wrong(rule)
    value = game.grundy(after)
    if value:
        return Verdict.wrong(why_not_zero(after, value))
    return Verdict.right(right)


def nim_move_problem(position: tuple[int, ...], move: object) -> str | None:
    """Return why ``move`` is not a nim move from the heaps ``position``, or ``None`` if it is one.

    A nim move lowers exactly one heap; the reason names what breaks that.

    >>> nim_move_problem((3, 4, 5), (3, 4, 1)) is None
    True
    >>> nim_move_problem((3, 4, 5), (3, 5, 5))
    '(3, 4, 5) → (3, 5, 5) makes a heap grow; a nim move only takes away.'

    See also: :func:`check_nim_move`, :meth:`gamekit.Nim.moves`.
    """
    try:
        move = as_heaps(move, N_("a nim position"), empty=False)
    except (ValueError, TypeError) as error:
        return str(error)
    if len(move) != len(position):
        return _("{move} does not have the {count} heaps of {position}.").format(
            move=written_position(move), count=len(position), position=written_position(position))
    changed = [i for i in range(len(position)) if position[i] != move[i]]
    if len(changed) != 1:
        return ngettext("{position} → {move} changes {count} heap; a nim move changes exactly one.",
                        "{position} → {move} changes {count} heaps; a nim move changes exactly one.",
                        len(changed)).format(position=written_position(position), move=written_position(move),
                                             count=len(changed))
    i = changed[0]
    if move[i] > position[i]:
        return _("{position} → {move} makes a heap grow; a nim move only takes away.").format(
            position=written_position(position), move=written_position(move))
    return None


@checker
def check_nim_move(position: Sequence[int], move: Sequence[int], *, illegal: str | None = None,
                   not_zero: str = N_("after {move} the nim-sum is {s}, not 0: your opponent wins from there."),
                   right: str = N_("{position} → {move} leaves nim-sum 0, a P-position.")) -> Verdict:
    """Return whether ``move`` is a nim move from ``position`` to a P-position (nim-sum 0).

    The messages are format strings over ``position``, ``move`` and the nim-sum ``s``:
    ``illegal`` replaces the reason :func:`nim_move_problem` gives for an illegal move,
    ``not_zero`` explains a move leaving a non-zero nim-sum, ``right`` praises a winning move.  Each is
    said in the language spoken (mark a message given here with ``N_``: it is translated when said).

    >>> check_nim_move((11, 22, 33, 44), (11, 22, 33, 40))
    ✗ Not yet: after (11, 22, 33, 40) the nim-sum is 20, not 0: your opponent wins from there.
    >>> check_nim_move((3, 4, 5), (1, 4, 5), right="{move} has nim-sum {s}.")
    ✓ Correct: (1, 4, 5) has nim-sum 0.

    See also: :func:`nim_move_problem`, :meth:`gamekit.Nim.winning_moves`.
    """
    position = as_heaps(position, N_("a nim position"), empty=False)
    problem = nim_move_problem(position, move)
    if problem:
        if illegal is None:
            return Verdict.wrong(problem)
        return Verdict.wrong(_(illegal).format(position=written_position(position),
                                               move=written_position(tuple(move)), s=None))
    move = as_heaps(move, N_("a nim position"), empty=False)
    s = nim_sum(*move)
    if s:
        return Verdict.wrong(_(not_zero).format(position=written_position(position), move=written_position(move),
                                                s=s))
    return Verdict.right(_(right).format(position=written_position(position), move=written_position(move), s=s))


@checker
def check_chomp_bite(rows: int, cols: int, bite: tuple[int, int]) -> Verdict:
    """Return whether biting square ``bite`` = (row, column) first wins Chomp on the rows × cols bar.

    >>> check_chomp_bite(3, 4, (2, 3))
    ✗ Not yet: after the bite (2, 3) your opponent has a winning reply.
    >>> check_chomp_bite(3, 4, 5)
    ✗ Not yet: the bite (row, column) should be a pair of whole numbers like (1, 2),
    not the number 5.

    See also: :func:`gamekit.games.boards.chomp.chomp_winning_bites`,
    :func:`gamekit.games.boards.chomp.strategy_stealing`.
    """
    i, j = expect_pair(bite, N_("the bite (row, column)"))
    if not (0 <= i < rows and 0 <= j < cols):
        return Verdict.wrong(_("{square} is not a square of the {rows} × {cols} bar.").format(
            square=(i, j), rows=rows, cols=cols))
    if (i, j) == (0, 0):
        return Verdict.wrong(_("(0, 0) is the poisoned square: eating it loses at once."))
    if (i, j) not in chomp_winning_bites(Chomp.board(rows, cols)):
        return Verdict.wrong(_("after the bite {square} your opponent has a winning reply.").format(square=(i, j)))
    return Verdict.right(_("{square} leaves a lost position for your opponent.").format(square=(i, j)))
