"""Self-checks for the exercises of chapter 3 (sums of games and the NIM family)."""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable

from ..coins import TurningTurtles
from ..heaps import heap_position
from ..nimfamily import Dim, LaskersNim, MountainClimbers, StaircaseNim
from ..trees import RootedTreeGame, canonical_tree, edge_count
from .checks import check_coin_move, check_nim_move as check_nim_move_to_p
from .answers import checker
from .verdict import Verdict

__all__ = ["check_nim_move", "check_staircase_rule", "check_fordito_move", "check_dim_rule",
           "check_climbers_rule", "check_tree_value", "check_lasker_rule"]


@checker
def check_nim_move(position: Iterable[int], move: Iterable[int]) -> Verdict:
    """Return whether ``move`` is a legal k-heap nim move from ``position`` leaving nim-sum 0.

    >>> check_nim_move((11, 25, 30, 7), (11, 25, 30, 6))
    ✗ Not yet: after (11, 25, 30, 6) the nim-sum is 10, not 0.
    """
    position, move = heap_position(list(position)), heap_position(list(move))
    return check_nim_move_to_p(position, move,
                               illegal="{position} → {move} is not a nim move: lower exactly one heap.",
                               not_zero="after {move} the nim-sum is {s}, not 0.",
                               right="{move} has nim-sum 0: your opponent faces a P-position.")


@checker
def check_staircase_rule(is_p: Callable[[tuple[int, ...]], bool], steps: int = 4,
                         tokens: int = 4) -> Verdict:
    """Return whether ``is_p(position)`` tells the P-positions of staircase nim, on every staircase
    of ``steps`` steps with at most ``tokens`` tokens on each.

    >>> check_staircase_rule(lambda p: sum(p) % 2 == 0).ok
    False
    """
    game = StaircaseNim()
    for p in itertools.product(range(tokens + 1), repeat=steps):
        if bool(is_p(p)) != (game.outcome(p) == "P"):
            kind = "a P-position" if game.outcome(p) == "P" else "an N-position"
            return Verdict.wrong(f"{p} is {kind}, your rule says otherwise (steps listed from the bottom).")
    return Verdict.right(f"your rule is right on all {(tokens + 1) ** steps} staircases checked.")


@checker
def check_fordito_move(coins: str, move: str) -> Verdict:
    """Return whether ``move`` (a row of P/K) follows ``coins`` by a FORDÍTÓ move to a P-position.

    >>> check_fordito_move("PKPPKPKP", "PKPPKKKK")
    ✗ Not yet: after your move the red coins' numbers have nim-sum 6, not 0.
    """
    return check_coin_move(
        TurningTurtles(), coins, move,
        rule="that is not a FORDÍTÓ move: turn one red coin, or two coins of which the right one "
             "goes from red to blue.",
        why_not_zero=lambda heads, value: f"after your move the red coins' numbers have nim-sum "
                                          f"{value}, not 0.",
        right=f"{move} has nim-sum 0.")


@checker
def check_dim_rule(rule: Callable[[int], int], up_to: int = 5000) -> Verdict:
    """Return whether ``rule(n)`` gives D_n of DIM for every n below ``up_to``.

    >>> check_dim_rule(lambda n: n % 3).ok
    False
    """
    values = Dim().grundy_sequence(up_to)
    for n, v in enumerate(values):
        if rule(n) != v:
            return Verdict.wrong(f"your rule fails at n = {n}: list the divisors of {n} and take the mex.")
    return Verdict.right(f"your rule gives D_n for every n below {up_to}.")


@checker
def check_climbers_rule(is_p: Callable[[tuple[int, ...]], bool], reaches: tuple[int, ...] = (1, 2, 4),
                        summit: int = 9) -> Verdict:
    """Return whether ``is_p(huts)`` tells the P-positions of HEGYMÁSZÓ with these reaches and summit.

    >>> check_climbers_rule(lambda huts: sum(huts) % 2 == 1).ok
    False
    """
    game = MountainClimbers(reaches, summit)
    positions = list(itertools.product(range(summit + 1), repeat=len(reaches)))
    for huts in positions:
        if bool(is_p(huts)) != (game.outcome(huts) == "P"):
            kind = "a P-position" if game.outcome(huts) == "P" else "an N-position"
            return Verdict.wrong(f"climbers at huts {huts} are {kind}; your rule says otherwise.")
    return Verdict.right(f"your rule is right on all {len(positions)} positions.")


@checker
def check_tree_value(tree: object, value: int) -> Verdict:
    """Return whether ``value`` is γ of the rooted tree (deleting edges), computed by brute force.

    >>> check_tree_value(((), ((),)), 2)
    ✗ Not yet: the tree is not worth 2: work upwards from the leaves with γ(x) = ⊕ (γ(child) + 1).
    """
    tree = canonical_tree(tree)
    if edge_count(tree) > 14:
        return Verdict.wrong("keep the tree to at most 14 edges for the brute-force check.")
    if RootedTreeGame().grundy(tree) != value:
        return Verdict.wrong(f"the tree is not worth {value}: work upwards from the leaves with "
                             "γ(x) = ⊕ (γ(child) + 1).")
    return Verdict.right(f"the tree is worth {value}.")


@checker
def check_lasker_rule(rule: Callable[[int], int], up_to: int = 200) -> Verdict:
    """Return whether ``rule(n)`` is the value of a heap of n in Lasker's nim for every n below ``up_to``.

    >>> check_lasker_rule(lambda n: n).ok
    False
    """
    values = LaskersNim().grundy_sequence(up_to)
    for n, v in enumerate(values):
        if rule(n) != v:
            return Verdict.wrong(f"your rule fails at n = {n}: remember that a heap may also be split in two.")
    return Verdict.right(f"your rule is right for every heap below {up_to}.")

