"""Generic checks that every chapter's exercises build on."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence

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
            raise ValueError(f"this check takes single heaps; the position {written_position(p)} has several")
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
            return Verdict.wrong(f"your rule calls {written_position(here)} a P-position, but the move "
                                 f"{written_position(here)} → {written_position(there)} reaches another position your "
                                 "rule calls P.")
        if not is_p(here) and not claimed_options:
            reason = "it has no moves at all" if not options else \
                "none of its options is a P-position by your rule"
            return Verdict.wrong(f"your rule calls {written_position(here)} an N-position, but {reason}, so the "
                                 "player to move there cannot move into a P-position.")
    return Verdict.right(f"your rule has the kernel property on all {len(positions)} positions.")


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
            return Verdict.wrong(f"at {written_position(here)} your formula gives {mine}, but the move "
                                 f"{written_position(here)} → {written_position(_as_user(game, same[0]))} reaches a "
                                 f"position where it also gives {mine}, and the mex rule forbids that.")
        if mine != mex(theirs.values()):
            return Verdict.wrong(f"at {written_position(here)} your formula gives {mine}, which is not the mex "
                                 f"of what it gives at the options of {written_position(here)}.")
        return Verdict.wrong(f"at {written_position(here)} your formula is consistent with its own values at "
                             f"the options, but those are wrong: check the options of {written_position(here)}.")
    return Verdict.right(f"your formula agrees with the mex rule on all {len(positions)} positions.")


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
        return Verdict.wrong(f"the rows have different lengths ({len(coins)} and {len(move)}).")
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
        move = as_heaps(move, "a nim position", empty=False)
    except (ValueError, TypeError) as error:
        return str(error)
    if len(move) != len(position):
        return f"{written_position(move)} does not have the {len(position)} heaps of {written_position(position)}."
    changed = [i for i in range(len(position)) if position[i] != move[i]]
    if len(changed) != 1:
        return (f"{written_position(position)} → {written_position(move)} changes {len(changed)} heaps; a nim move "
                "changes exactly one.")
    i = changed[0]
    if move[i] > position[i]:
        return f"{written_position(position)} → {written_position(move)} makes a heap grow; a nim move only takes away."
    return None


@checker
def check_nim_move(position: Sequence[int], move: Sequence[int], *, illegal: str | None = None,
                   not_zero: str = "after {move} the nim-sum is {s}, not 0: your opponent wins from there.",
                   right: str = "{position} → {move} leaves nim-sum 0, a P-position.") -> Verdict:
    """Return whether ``move`` is a nim move from ``position`` to a P-position (nim-sum 0).

    The messages are format strings over ``position``, ``move`` and the nim-sum ``s``:
    ``illegal`` replaces the reason :func:`nim_move_problem` gives for an illegal move,
    ``not_zero`` explains a move leaving a non-zero nim-sum, ``right`` praises a winning move.

    >>> check_nim_move((11, 22, 33, 44), (11, 22, 33, 40))
    ✗ Not yet: after (11, 22, 33, 40) the nim-sum is 20, not 0: your opponent wins from there.
    >>> check_nim_move((3, 4, 5), (1, 4, 5), right="{move} has nim-sum {s}.")
    ✓ Correct: (1, 4, 5) has nim-sum 0.

    See also: :func:`nim_move_problem`, :meth:`gamekit.Nim.winning_moves`.
    """
    position = as_heaps(position, "a nim position", empty=False)
    problem = nim_move_problem(position, move)
    if problem:
        if illegal is None:
            return Verdict.wrong(problem)
        return Verdict.wrong(illegal.format(position=written_position(position), move=written_position(tuple(move)),
                                            s=None))
    move = as_heaps(move, "a nim position", empty=False)
    s = nim_sum(*move)
    if s:
        return Verdict.wrong(not_zero.format(position=written_position(position), move=written_position(move), s=s))
    return Verdict.right(right.format(position=written_position(position), move=written_position(move), s=s))


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
    i, j = expect_pair(bite, "the bite (row, column)")
    if not (0 <= i < rows and 0 <= j < cols):
        return Verdict.wrong(f"{(i, j)} is not a square of the {rows} × {cols} bar.")
    if (i, j) == (0, 0):
        return Verdict.wrong("(0, 0) is the poisoned square: eating it loses at once.")
    if (i, j) not in chomp_winning_bites(Chomp.board(rows, cols)):
        return Verdict.wrong(f"after the bite {(i, j)} your opponent has a winning reply.")
    return Verdict.right(f"{(i, j)} leaves a lost position for your opponent.")
