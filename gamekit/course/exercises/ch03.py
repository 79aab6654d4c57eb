"""Self-checks for the exercises of chapter 3 (sums of games and the NIM family)."""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable

from gamekit.core.language import N_, ngettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import given, heap_position
from gamekit.course.grading.answers import AnswerError, checker, expect_int, expect_list
from gamekit.course.grading.forbidden import ANSWERS
from gamekit.course.exercises.checks import check_coin_move
from gamekit.course.exercises.checks import check_nim_move as check_nim_move_to_p
from gamekit.course.grading.verdict import Verdict
from gamekit.games.boards.coins import TurningTurtles
from gamekit.games.boards.strips import MountainClimbers
from gamekit.games.graphs.trees import RootedTreeGame, canonical_tree, edge_count
from gamekit.games.heaps.splitting import LaskersNim
from gamekit.games.heaps.staircase import StaircaseNim
from gamekit.games.heaps.takeaway import Dim
from gamekit.theory.arithmetic import nim_sum

__all__ = ["check_nim_move", "check_staircase_rule", "check_staircase_winning_moves",
           "check_fordito_move", "check_dim_rule", "check_climbers_rule", "check_tree_value",
           "check_lasker_rule"]


@checker
def check_nim_move(position: Iterable[int], move: Iterable[int]) -> Verdict:
    """Return whether ``move`` is a legal k-heap nim move from ``position`` leaving nim-sum 0.

    >>> check_nim_move((11, 25, 30, 7), (11, 25, 30, 6))
    ✗ Not yet: after (11, 25, 30, 6) the nim-sum is 10, not 0.
    """
    position, move = heap_position(list(position)), heap_position(list(move))
    return check_nim_move_to_p(position, move,
                               illegal=N_("{position} → {move} is not a nim move: lower exactly one heap."),
                               not_zero=N_("after {move} the nim-sum is {s}, not 0."),
                               right=N_("{move} has nim-sum 0: your opponent faces a P-position."))


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
            kind = _("a P-position") if game.outcome(p) == "P" else _("an N-position")
            return Verdict.wrong(_("{p} is {kind}, your rule says otherwise (steps listed from the bottom).").format(
                                     p=p, kind=kind))
    return Verdict.right(_("your rule is right on all {value} staircases checked.").format(
                             value=(tokens + 1) ** steps))


def _staircase(value: object, what: str, steps: int) -> tuple[int, ...]:
    items = expect_list(value, what, steps)
    return tuple(expect_int(x, _("a step of {what}").format(what=_(what))) for x in items)


@checker(forbid=ANSWERS)
def check_staircase_winning_moves(winning_moves: Callable[[tuple[int, ...]], Iterable[tuple[int, ...]]],
                                  steps: int = 4, tokens: int = 3) -> Verdict:
    """Return whether ``winning_moves(position)`` lists exactly the winning moves of staircase nim, as
    the positions they leave, on every staircase of ``steps`` steps with at most ``tokens`` tokens on each.

    >>> def down_from_odd_steps(p):
    ...     s, moves = nim_sum(*p[0::2]), []
    ...     for i in range(0, len(p), 2):
    ...         if p[i] ^ s < p[i]:
    ...             q = list(p)
    ...             q[i], k = p[i] ^ s, p[i] - (p[i] ^ s)
    ...             if i:
    ...                 q[i - 1] += k
    ...             moves.append(tuple(q))
    ...     return moves
    >>> check_staircase_winning_moves(down_from_odd_steps)
    ✗ Not yet: from (0, 1, 1, 0) your list misses 1 winning move: a winning move may also carry tokens onto an odd step.
    """
    game = StaircaseNim()
    name = getattr(winning_moves, "name", "f")
    positions = list(itertools.product(range(tokens + 1), repeat=steps))
    total = 0
    for p in positions:
        mine = [_staircase(q, _("a position in the list for {p}").format(p=p), steps)
                for q in expect_list(winning_moves(p), f"{name}({p})")]
        legal = set(game.moves(p))
        for q in mine:
            if q not in legal:
                return Verdict.wrong(_("from {p} your list gives {q}, which is not a move: carry some tokens "
                                       "from one step to the step below it (from step "
                                       "1 they leave the staircase).").format(
                                         p=p, q=q))
            if nim_sum(*q[0::2]):
                return Verdict.wrong(_("from {p} your list moves to {q}, where the odd steps have nim-sum "
                                       "{value}: your opponent wins from there.").format(
                                         p=p, q=q, value=nim_sum(*q[0::2])))
        if len(set(mine)) != len(mine):
            return Verdict.wrong(_("your list for {p} repeats a move.").format(p=p))
        missing = set(game.winning_moves(p)) - set(mine)
        if missing:
            onto_odd = any(sum(q[0::2]) > sum(p[0::2]) for q in missing)
            why = (_("a winning move may also carry tokens onto an odd step") if onto_odd else
                   _("look at every odd step that can lower the nim-sum of the odd steps to 0"))
            return Verdict.wrong(ngettext("from {p} your list misses {count} winning move: {why}.",
                                          "from {p} your list misses {count} winning moves: {why}.",
                                          len(missing)).format(p=p, count=len(missing), why=why))
        total += len(mine)
    return Verdict.right(_("your lists are right on all {count} staircases of {steps} steps with at most "
                           "{tokens} tokens on a step ({total} winning moves in all).").format(
                             count=len(positions), steps=steps, tokens=tokens, total=total))


@checker
def check_fordito_move(coins: str, move: str) -> Verdict:
    """Return whether ``move`` (a row of P/K) follows ``coins`` by a FORDÍTÓ move to a P-position.

    >>> check_fordito_move("PKPPKPKP", "PKPPKKKK")
    ✗ Not yet: after your move the red coins' numbers have nim-sum 6, not 0.
    >>> check_fordito_move("PKPPKPKP", [1, 3])
    ✗ Not yet: the row after your move should be a string of P and K like "PKPPKPKP", not the list [1, 3].
    """
    if not isinstance(move, str) or set(move) - set("PK"):
        kind = given(move) if not isinstance(move, str) else repr(move)
        raise AnswerError(_('the row after your move should be a string of P and K like "{coins}", not {kind}.').format(
                              coins=coins, kind=kind))
    return check_coin_move(
        TurningTurtles(), coins, move,
        rule=_("that is not a FORDÍTÓ move: turn one red coin, or two coins of which the right one "
               "goes from red to blue."),
        why_not_zero=lambda heads, value: _("after your move the red coins' numbers have nim-sum "
                                            "{value}, not 0.").format(value=value),
        right=_("{move} has nim-sum 0.").format(move=move))


@checker(limit=5, forbid=ANSWERS)          # 5000 calls of the answer: each a round trip to the sandbox
def check_dim_rule(rule: Callable[[int], int], up_to: int = 5000) -> Verdict:
    """Return whether ``rule(n)`` gives D_n of DIM for every n below ``up_to``.

    >>> check_dim_rule(lambda n: n % 3).ok
    False
    """
    values = Dim().grundy_sequence(up_to)
    name = getattr(rule, "name", "f")
    for n, v in enumerate(values):
        mine = expect_int(rule(n), f"{name}({n})")
        if mine != v:
            said = _("your rule gives {mine} at n = {n}, which is not D_{n}").format(mine=mine, n=n)
            same = next((d for d in range(1, n + 1) if n % d == 0 and values[n - d] == mine), None)
            if same is not None:
                return Verdict.wrong(_("{said}: taking {same} (a divisor of {n}) leaves {value}, where your rule "
                                       "gives {mine} too, and the mex rule forbids that.").format(
                                         said=said, same=same, n=n, value=n - same, mine=mine))
            return Verdict.wrong(_("{said}: list the divisors d of {n}, the values of the heaps {n} − d, and "
                                   "take the mex.").format(said=said, n=n))
    return Verdict.right(_("your rule gives D_n for every n below {up_to}.").format(up_to=up_to))


@checker(forbid=ANSWERS)
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
            kind = _("a P-position") if game.outcome(huts) == "P" else _("an N-position")
            return Verdict.wrong(_("climbers at huts {huts} are {kind}; your rule says otherwise.").format(
                                     huts=huts, kind=kind))
    return Verdict.right(_("your rule is right on all {count} positions.").format(count=len(positions)))


@checker
def check_tree_value(tree: object, value: int) -> Verdict:
    """Return whether ``value`` is γ of the rooted tree (deleting edges), computed by brute force.

    >>> check_tree_value(((), ((),)), 2)
    ✗ Not yet: the tree is not worth 2: work upwards from the leaves with γ(x) = ⊕ (γ(child) + 1).
    """
    value = expect_int(value, N_("the value of the tree"))
    tree = canonical_tree(tree)
    if edge_count(tree) > 14:
        return Verdict.wrong(_("keep the tree to at most 14 edges for the brute-force check."))
    if RootedTreeGame().grundy(tree) != value:
        return Verdict.wrong(_("the tree is not worth {value}: work upwards from the leaves with γ(x) = ⊕ "
                               "(γ(child) + 1).").format(value=value))
    return Verdict.right(_("the tree is worth {value}.").format(value=value))


@checker(forbid=ANSWERS)
def check_lasker_rule(rule: Callable[[int], int], up_to: int = 200) -> Verdict:
    """Return whether ``rule(n)`` is the value of a heap of n in Lasker's nim for every n below ``up_to``.

    >>> check_lasker_rule(lambda n: n).ok
    False
    """
    values = LaskersNim().grundy_sequence(up_to)
    name = getattr(rule, "name", "f")
    for n, v in enumerate(values):
        mine = expect_int(rule(n), f"{name}({n})")
        if mine != v:
            said = _("your rule gives {mine} at n = {n}, which is not γ({n})").format(mine=mine, n=n)
            if mine in values[:n]:
                m = values.index(mine)
                return Verdict.wrong(_("{said}: it gives {mine} at n = {m} too, and a heap of {m} is an option "
                                       "of {n}, so the mex rule forbids that.").format(said=said, mine=mine, m=m, n=n))
            split = next((a for a in range(1, n // 2 + 1) if values[a] ^ values[n - a] == mine), None)
            if split is not None:
                return Verdict.wrong(_("{said}: splitting {n} into {split} and {value} is an option worth "
                                       "{values} ⊕ {values2} = {mine} by your own values — remember that a heap "
                                       "may also be split in two.").format(
                                         said=said,
                                         n=n,
                                         split=split,
                                         value=n - split,
                                         values=values[split],
                                         values2=values[n - split],
                                         mine=mine))
            return Verdict.wrong(_("{said}: it is not the mex of the values of the options of {n}, the smaller "
                                   "heaps and the splits into two heaps.").format(said=said, n=n))
    return Verdict.right(_("your rule is right for every heap below {up_to}.").format(up_to=up_to))

