"""Self-checks for the exercises of chapter 4 (misère play)."""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from itertools import product

from .._words import plural
from ..chomp import Chomp, chomp_winning_bites
from ..heaps import Nim, SubtractionGame, heap_position
from ..misere import ferguson_prediction, misere_grundy_sequence
from ..octal import OctalGame
from ..wythoff import wythoff_values
from .answers import checker
from .verdict import Verdict

__all__ = ["check_misere_values", "check_misere_nim_rule", "check_misere_nim_move",
           "check_misere_wythoff_p_positions", "check_sj_rule", "check_chomp_bite",
           "check_ferguson_fails"]


@checker
def check_misere_values(subtraction_set: Iterable[int], values: Iterable[int]) -> Verdict:
    """Return whether ``values`` are γ^h(0), γ^h(1), … of the subtraction game K (at least 18).

    >>> check_misere_values({1, 2}, [0, 1, 2] * 6)
    ✗ Not yet: γ^h(0) is not 0: a heap with no move has γ^h = 1, then take the mex of the options' γ^h.
    """
    values = list(values)
    if len(values) < 18:
        return Verdict.wrong(f"give at least 18 values, you gave {len(values)}.")
    true = misere_grundy_sequence(SubtractionGame(subtraction_set), len(values))
    for n, (mine, real) in enumerate(zip(values, true)):
        if mine != real:
            return Verdict.wrong(f"γ^h({n}) is not {mine}: a heap with no move has γ^h = 1, then take "
                                 "the mex of the options' γ^h.")
    return Verdict.right(f"all {len(values)} values of γ^h are right.")


@checker
def check_misere_nim_rule(is_p: Callable[[tuple[int, ...]], bool], heaps: int = 3,
                          largest: int = 6) -> Verdict:
    """Return whether ``is_p(position)`` tells the misère nim P-positions (checked by search).

    >>> check_misere_nim_rule(lambda p: p[0] ^ p[1] ^ p[2] == 0)
    ✗ Not yet: your rule is wrong at (0, 0, 0): the player to move there wins (it is N).
    """
    tantrum = Nim().misere()
    for p in product(range(largest + 1), repeat=heaps):
        real = tantrum.outcome(p) == "P"
        if bool(is_p(p)) != real:
            return Verdict.wrong(f"your rule is wrong at {p}: the player to move there "
                                 f"{'loses' if real else 'wins'} (it is {'P' if real else 'N'}).")
    return Verdict.right(f"your rule is right on all {(largest + 1) ** heaps} positions of {heaps} "
                         f"heaps up to {largest}.")


@checker
def check_misere_nim_move(position: Iterable[int], move: Iterable[int]) -> Verdict:
    """Return whether ``move`` is a legal nim move from ``position`` leaving a misère P-position.

    >>> check_misere_nim_move((3, 1, 1), (0, 1, 1))
    ✗ Not yet: from (0, 1, 1) your opponent wins the misère game: count the heaps of 1.
    """
    position, move = heap_position(position), heap_position(move)
    if move not in set(Nim().moves(position)):
        return Verdict.wrong(f"{position} → {move} is not a nim move: lower exactly one heap, in place.")
    if Nim().misere().outcome(move) != "P":
        return Verdict.wrong(f"from {move} your opponent wins the misère game: count the heaps of 1.")
    return Verdict.right(f"{move} is a misère P-position.")


@checker
def check_misere_wythoff_p_positions(positions: Iterable[tuple[int, int]], limit: int = 12) -> Verdict:
    """Return whether ``positions`` are exactly the misère Wythoff P-positions (a, b) with a, b < limit.

    >>> check_misere_wythoff_p_positions([(0, 0), (1, 2), (2, 1)])
    ✗ Not yet: (0, 0) is not a misère P-position: whoever must move there has already won.
    """
    mine = {tuple(p) for p in positions}
    values = wythoff_values(limit, misere=True)
    real = {(a, b) for a in range(limit) for b in range(limit) if values[a, b] == 0}
    for p in sorted(mine - real):
        if p == (0, 0):
            return Verdict.wrong("(0, 0) is not a misère P-position: whoever must move there has already won.")
        return Verdict.wrong(f"{p} is not a misère P-position: it has a move to another P-position.")
    if real - mine:
        return Verdict.wrong(f"you miss {plural(len(real - mine), 'P-position')} with both piles below {limit}.")
    return Verdict.right(f"all {len(real)} misère P-positions below {limit} found.")


@checker
def check_sj_rule(first_player_wins: Callable[[list[int]], bool], trials: int = 300,
                  seed: int = 4) -> Verdict:
    """Return whether ``first_player_wins(values)`` predicts misère sums of subtraction games
    from the components' γ values (checked by search on random sums).

    >>> check_sj_rule(lambda values: values.count(1) % 2 == 0)
    ✗ Not yet: for the heaps (6, 9, 4, 6) of K = {2, 3, 5} (γ values [3, 1, 2, 3]) the first player wins
    misère play, your rule says not.
    """
    rng = random.Random(seed)
    for _ in range(trials):
        ks = sorted(rng.sample(range(1, 7), rng.randint(1, 3)))
        game = SubtractionGame(ks)
        heaps = tuple(rng.randint(0, 10) for _ in range(rng.randint(1, 4)))
        values = [game.grundy(h) for h in heaps]
        real = game.misere().outcome(heaps) == "N"
        if bool(first_player_wins(list(values))) != real:
            k_text = "{" + ", ".join(map(str, ks)) + "}"
            return Verdict.wrong(f"for the heaps {heaps} of K = {k_text} (γ values {values}) the first "
                                 f"player {'wins' if real else 'loses'} misère play, your rule says "
                                 f"{'not' if real else 'so'}.")
    return Verdict.right(f"your rule is right on {trials} random misère sums.")


@checker
def check_chomp_bite(rows: int, cols: int, bite: tuple[int, int]) -> Verdict:
    """Return whether biting square ``bite`` = (row, column) first wins Chomp on the rows × cols bar.

    >>> check_chomp_bite(3, 3, (0, 1))
    ✗ Not yet: after the bite (0, 1) your opponent has a winning reply.
    """
    board = Chomp.board(rows, cols)
    i, j = bite
    if not (0 <= i < rows and 0 <= j < cols):
        return Verdict.wrong(f"{bite} is not a square of the {rows} × {cols} bar.")
    if (i, j) == (0, 0):
        return Verdict.wrong("(0, 0) is the poisoned square: eating it loses at once.")
    if (i, j) not in chomp_winning_bites(board):
        return Verdict.wrong(f"after the bite {bite} your opponent has a winning reply.")
    return Verdict.right(f"{bite} leaves a lost position for your opponent.")


@checker
def check_ferguson_fails(code: str, heaps: int = 20) -> Verdict:
    """Return whether Ferguson's swap rule (γ^h = γ with 0 and 1 swapped) fails for the octal game ``code``.

    >>> check_ferguson_fails("0.3333")
    ✗ Not yet: in 0.3333 γ^h is γ with 0 and 1 swapped for every heap below 20: this game obeys Ferguson's rule.
    """
    game = OctalGame(code)
    predicted = ferguson_prediction(game.grundy_sequence(heaps))
    actual = misere_grundy_sequence(game, heaps)
    wrong = [n for n in range(heaps) if predicted[n] != actual[n]]
    if not wrong:
        return Verdict.wrong(f"in {game.code} γ^h is γ with 0 and 1 swapped for every heap below "
                             f"{heaps}: this game obeys Ferguson's rule.")
    return Verdict.right(f"in {game.code} the rule fails first at the heap {wrong[0]}.")
