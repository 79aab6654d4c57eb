"""Self-checks for the exercises of chapter 5 (octal games)."""
from __future__ import annotations

from collections.abc import Callable, Iterable

from .._words import plural
from ..heaps import SubtractionGame, heap_position
from ..octal import DawsonsKayles, GrundysGame, Kayles, OctalGame
from .answers import checker
from .verdict import Verdict

__all__ = ["check_dawson_values", "check_octal_options", "check_kayles_move", "check_period",
           "check_grundys_game_p_positions", "check_code_for_subtraction"]


@checker
def check_dawson_values(values: Iterable[int]) -> Verdict:
    """Return whether ``values`` are E_0, E_1, … of Dawson's Kayles (·07), at least 20 of them.

    >>> check_dawson_values([0, 0, 1, 1, 2] + [0] * 15).ok
    False
    """
    values = list(values)
    if len(values) < 20:
        return Verdict.wrong(f"give at least 20 values, you gave {len(values)}.")
    true = DawsonsKayles.grundy_sequence(len(values))
    for n, (mine, real) in enumerate(zip(values, true)):
        if mine != real:
            return Verdict.wrong(f"E_{n} is not {mine}: list the options of a row of {n} dots "
                                 "(two adjacent dots go, the rest may fall into two rows) and take the mex.")
    return Verdict.right(f"all {len(values)} values are right.")


@checker
def check_octal_options(code: str, options: Callable[[int], Iterable[tuple[int, ...]]],
                        up_to: int = 30) -> Verdict:
    """Return whether ``options(n)`` lists the moves of a heap of n in the octal game ``code``.

    Options are tuples of the non-empty heaps left, in any order; (a, b) and (b, a) count once.

    >>> check_octal_options(".77", lambda n: [(n - 1,)]).ok
    False
    """
    game = OctalGame(code)
    for n in range(1, up_to):
        mine = {tuple(sorted(h for h in opt if h)) for opt in options(n)}
        real = {tuple(sorted(opt)) for opt in game.heap_options(n)}
        if mine - real:
            return Verdict.wrong(f"from a heap of {n}, {sorted(mine - real)[0]} is not a move of "
                                 f"{game.code}: read the digit of the number of tokens removed.")
        if real - mine:
            return Verdict.wrong(f"from a heap of {n} you miss {plural(len(real - mine), 'move')} of "
                                 f"{game.code}.")
    return Verdict.right(f"your options agree with {game.code} for every heap below {up_to}.")


@checker
def check_kayles_move(position: tuple[int, ...], move: tuple[int, ...]) -> Verdict:
    """Return whether ``move`` is a legal Kayles move from ``position`` that leaves a P-position.

    >>> check_kayles_move((4, 1, 3, 2), (4, 1, 3, 2))
    ✗ Not yet: (4, 1, 3, 2) → (4, 1, 3, 2) is not a Kayles move: knock down one pin or two adjacent pins.
    """
    position, move = heap_position(position), heap_position(move)
    legal = {Kayles.canonical(q) for q in Kayles.moves(position)}
    if Kayles.canonical(move) not in legal:
        return Verdict.wrong(f"{position} → {move} is not a Kayles move: knock down one pin or "
                             "two adjacent pins.")
    if Kayles.grundy(move) != 0:
        return Verdict.wrong(f"after {move} the nim-sum of the rows is {Kayles.grundy(move)}, not 0: "
                             "your opponent can win from there.")
    return Verdict.right(f"{move} has nim-sum 0: a P-position.")


@checker
def check_period(code: str, preperiod: int, period: int) -> Verdict:
    """Return whether (preperiod, period) is the least preperiod and period of the octal game ``code``.

    >>> check_period(".77", 72, 12)
    ✗ Not yet: 12 is the right period, but the values are periodic from an earlier heap than 72.
    """
    found = OctalGame(code).period(50_000)
    if found is None:  # pragma: no cover - exercises use games with short periods
        return Verdict.wrong("this game has no period provable from 50 000 values.")
    if period % found.period:
        return Verdict.wrong(f"{period} is not a period of {code}: compare γ(n) with γ(n + {period}) "
                             "for large n.")
    if period != found.period:
        return Verdict.wrong(f"{period} is a period, but not the least one.")
    if preperiod > found.preperiod:
        return Verdict.wrong(f"{period} is the right period, but the values are periodic from an "
                             f"earlier heap than {preperiod}.")
    if preperiod < found.preperiod:
        return Verdict.wrong(f"γ(n + {period}) = γ(n) fails for some n ≥ {preperiod}: look for the "
                             "last exception.")
    return Verdict.right(f"period {period} from n = {preperiod}, as the periodicity theorem proves.")


@checker
def check_grundys_game_p_positions(is_p: Callable[[int], bool], up_to: int = 200) -> Verdict:
    """Return whether ``is_p(n)`` tells the single-heap P-positions of Grundy's game for n < up_to.

    Single heaps are checked against the values: a heap is a P-position when γ(n) = 0.

    >>> check_grundys_game_p_positions(lambda n: n in (0, 1, 2)).ok
    False
    """
    values = GrundysGame().grundy_sequence(up_to)
    for n, v in enumerate(values):
        if bool(is_p(n)) != (v == 0):
            kind = "a P-position" if v == 0 else "an N-position"
            return Verdict.wrong(f"a heap of {n} is {kind}: check its splits and the values of "
                                 "the pairs of heaps.")
    return Verdict.right(f"your rule is right for every heap below {up_to}.")


@checker
def check_code_for_subtraction(subtraction_set: Iterable[int], code: str) -> Verdict:
    """Return whether the octal game ``code`` is the subtraction game with the given set (same moves).

    >>> check_code_for_subtraction({1, 2}, ".33")
    ✓ Correct: .33 has exactly the moves of the subtraction game {1, 2} on every heap below 60.
    """
    try:
        game = OctalGame(code)
    except ValueError as error:
        return Verdict.wrong(str(error))
    sub = SubtractionGame(subtraction_set)
    for n in range(1, 60):
        if sorted(game.heap_options(n)) != sorted(sub.heap_options(n)):
            return Verdict.wrong(f"a heap of {n} has different moves in {code} and in the "
                                 "subtraction game: which heaps may a removal leave?")
    return Verdict.right(f"{code} has exactly the moves of the subtraction game "
                         f"{{{', '.join(map(str, sub.subtraction_set))}}} on every heap below 60.")
