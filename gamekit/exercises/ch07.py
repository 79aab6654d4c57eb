"""Self-checks for the exercises of chapter 7 (a gallery of classic games)."""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable

from ..coins import RulerGame
from ..dynamic import DynamicSubtraction
from ..everysg import EverySG
from ..multisg import SplitNim
from ..takeaway import Bash
from ..wythoff import Wythoff, wythoff_p_sieve
from .ch04 import check_chomp_bite  # one checker for Chomp bites, shared with chapter 4
from .checks import check_coin_move
from .answers import checker
from .verdict import Verdict

__all__ = ["check_bash_rule", "check_wythoff_move", "check_ruler_move", "check_dynamic_p_heaps",
           "check_dynamic_take", "check_every_sg_rule", "check_split_rule", "check_chomp_bite"]


@checker
def check_bash_rule(rule: Callable[[int, int], int], largest: int = 8, length: int = 60) -> Verdict:
    """Return whether ``rule(n, m)`` is γ(n) in Bash with take 1..m, for m ≤ ``largest`` and n < ``length``.

    >>> check_bash_rule(lambda n, m: n % m + 1)
    ✗ Not yet: with m = 1, heap 0 has value 0, your rule gives 1.
    """
    for m in range(1, largest + 1):
        values = Bash(m).grundy_sequence(length)
        for n, v in enumerate(values):
            if rule(n, m) != v:
                return Verdict.wrong(f"with m = {m}, heap {n} has value {v}, your rule gives {rule(n, m)}.")
    return Verdict.right(f"your rule is right for m = 1 … {largest} and heaps 0 … {length - 1}.")


@checker
def check_wythoff_move(position: tuple[int, int], move: tuple[int, int]) -> Verdict:
    """Return whether ``move`` is a Wythoff move from ``position`` into a P-position (checked on a sieved table).

    >>> check_wythoff_move((10, 17), (10, 16))
    ✗ Not yet: (10, 16) is an N-position: your opponent can win from there.
    """
    game = Wythoff()
    position, move = game.position(position), game.position(move)
    if move not in set(game.moves(position)):
        return Verdict.wrong(f"{position} → {move} is not a Wythoff move: lower one pile, or both by "
                             "the same amount.")
    p = wythoff_p_sieve(max(move) + 1)
    if not p[move]:
        return Verdict.wrong(f"{move} is an N-position: your opponent can win from there.")
    return Verdict.right(f"{move} is a P-position of Wythoff's game.")


@checker
def check_ruler_move(coins: str, move: str) -> Verdict:
    """Return whether ``move`` (a row of P = heads, K = tails) follows ``coins`` by a ruler-game move to a P-position.

    >>> check_ruler_move("KPKPPKPK", "KPKPKKPK")
    ✗ Not yet: after your move the heads are worth 2 ⊕ 4 ⊕ 1 = 7, not 0.
    """
    game = RulerGame()
    return check_coin_move(
        game, coins, move,
        rule="that is not a ruler-game move: turn a run of consecutive coins whose rightmost coin "
             "goes from heads (P) to tails (K).",
        why_not_zero=lambda heads, value: "after your move the heads are worth "
            f"{' ⊕ '.join(str(game.coin_value(i)) for i in heads)} = {value}, not 0.",
        right="the heads left have nim-sum 0: a P-position.")


@checker
def check_dynamic_p_heaps(k: int, heaps: Iterable[int], limit: int = 100) -> Verdict:
    """Return whether ``heaps`` lists exactly the starting heaps n ≤ ``limit`` of k-dynamic subtraction that are P.

    >>> check_dynamic_p_heaps(3, [1, 2, 3, 5, 8, 13, 21, 34, 55, 89])
    ✗ Not yet: 5 is not a P-heap: the first player has a winning first take.
    """
    table = DynamicSubtraction(k).outcome_table(limit)
    truth = [n for n in range(1, limit + 1) if table[n, n - 1]]
    claimed = sorted(set(heaps))
    for n in claimed:
        if not 1 <= n <= limit:
            return Verdict.wrong(f"list the heaps between 1 and {limit}; {n} is not.")
        if n not in truth:
            return Verdict.wrong(f"{n} is not a P-heap: the first player has a winning first take.")
    for n in truth:
        if n not in claimed:
            return Verdict.wrong(f"{n} is missing: from a heap of {n} the first player cannot win.")
    return Verdict.right(f"these are the {len(truth)} P-heaps up to {limit} of {k}-dynamic subtraction.")


@checker
def check_dynamic_take(k: int, position: int | tuple[int, int], take: int) -> Verdict:
    """Return whether taking ``take`` from ``position`` (a heap n, or (tokens, largest take)) wins the k-dynamic game.

    >>> check_dynamic_take(2, 100, 8)
    ✗ Not yet: after taking 8 your opponent faces 92 with at most 16 to take, and wins from there.
    """
    game = DynamicSubtraction(k)
    tokens, m = game.position(position)
    if not 1 <= take <= m:
        return Verdict.wrong(f"from {tokens} tokens you may take 1 … {m}, not {take}.")
    after = (tokens - take, min(tokens - take, game.limit_after(take)))
    if game.winning_take(after) is not None:
        return Verdict.wrong(f"after taking {take} your opponent faces {after[0]} with at most "
                             f"{game.limit_after(take)} to take, and wins from there.")
    return Verdict.right(f"after taking {take} your opponent faces a P-position.")


@checker
def check_every_sg_rule(first_wins: Callable[[int, int], bool], size: int = 16) -> Verdict:
    """Return whether ``first_wins(a, b)`` tells who wins Every-SG of Bash(2) on heap a and Bash(3) on heap b.

    Checked by brute force on every pair a, b < ``size``.

    >>> check_every_sg_rule(lambda a, b: a % 3 != 0 or b % 4 != 0)
    ✗ Not yet: at (1, 4) the first player loses, your rule says she wins.
    """
    game = EverySG(Bash(2), Bash(3))
    for a, b in itertools.product(range(size), repeat=2):
        truth = game.outcome((a, b)) == "N"
        if bool(first_wins(a, b)) != truth:
            says = "wins" if first_wins(a, b) else "loses"
            real = "wins" if truth else "loses"
            return Verdict.wrong(f"at ({a}, {b}) the first player {real}, your rule says she {says}.")
    return Verdict.right(f"your rule is right on all {size * size} positions checked.")


@checker
def check_split_rule(rule: Callable[[int], int], length: int = 120) -> Verdict:
    """Return whether ``rule(n)`` is γ(n) of the game "take from a heap, or split it into three non-empty heaps".

    >>> check_split_rule(lambda n: n)
    ✗ Not yet: a heap of 7 has value 8, your rule gives 7.
    """
    values = SplitNim(3).grundy_sequence(length)
    for n, v in enumerate(values):
        if rule(n) != v:
            return Verdict.wrong(f"a heap of {n} has value {v}, your rule gives {rule(n)}.")
    return Verdict.right(f"your rule is right for heaps 0 … {length - 1}.")


