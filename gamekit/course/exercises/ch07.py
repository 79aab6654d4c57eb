"""Self-checks for the exercises of chapter 7 (a gallery of classic games)."""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.course.grading.answers import AnswerError, checker, expect_int, expect_list, expect_pair
from gamekit.course.grading.forbidden import ANSWERS
from gamekit.course.exercises.checks import check_chomp_bite, check_coin_move
from gamekit.course.grading.verdict import Verdict
from gamekit.games.boards.coins import RulerGame
from gamekit.games.boards.wythoff import Wythoff, wythoff_p_sieve
from gamekit.games.heaps.dynamic import DynamicSubtraction
from gamekit.games.heaps.splitting import SplitNim
from gamekit.games.heaps.subtraction import Bash
from gamekit.theory.everysg import EverySG

__all__ = ["check_bash_rule", "check_misere_bash", "check_wythoff_move", "check_ruler_move",
           "check_dynamic_p_heaps", "check_dynamic_take", "check_every_sg_rule", "check_split_rule",
           "check_chomp_bite"]


def _misere_bash_losing(n: int, m: int) -> bool:
    """Return whether the player to move loses misère Bash(m) from a heap of n, by the rules.

    >>> [n for n in range(12) if _misere_bash_losing(n, 3)]
    [1, 5, 9]
    """
    losing = [False]                 # heap 0: the opponent took the last token, so the player to move wins
    for h in range(1, n + 1):
        losing.append(all(not losing[h - t] for t in range(1, min(m, h) + 1)))
    return losing[n]


@checker(forbid=ANSWERS)
def check_misere_bash(loses: Callable[[int, int], bool], largest: int = 8, length: int = 60) -> Verdict:
    """Return whether ``loses(n, m)`` says when the player to move loses misère Bash (take 1..m; taking the
    last token loses), for m ≤ ``largest`` and heaps n < ``length``.

    >>> check_misere_bash(lambda n, m: n % (m + 1) == 0)
    ✗ Not yet: with m = 1 and a heap of 0 the player to move wins (the opponent has taken the last token),
    but your function says she loses.
    >>> check_misere_bash(lambda n, m: n % (m + 1) == 1)
    ✓ Correct: your rule is right for m = 1 … 8 and heaps 0 … 59.
    """
    for m in range(1, largest + 1):
        for n in range(length):
            truth = _misere_bash_losing(n, m)
            said = loses(n, m)
            if not isinstance(said, (bool, int)) or isinstance(said, int) and said not in (0, 1):
                raise AnswerError(_("{value}({n}, {m}) should be True or False, not {given}.").format(
                                      value=getattr(loses, 'name', 'loses'), n=n, m=m, given=given(said)))
            if bool(said) == truth:
                continue
            if n == 0 and not truth:
                sentence = _("with m = {m} and a heap of {n} the player to move wins (the opponent has taken the "
                             "last token), but your function says she loses.")
            elif n == 0:
                sentence = _("with m = {m} and a heap of {n} the player to move loses (the opponent has taken the "
                             "last token), but your function says she wins.")
            elif truth:
                sentence = _("with m = {m} and a heap of {n} the player to move loses: every move leaves a heap of "
                             "{low} … {high} where the opponent wins, but your function says she wins.")
            else:
                sentence = _("with m = {m} and a heap of {n} the player to move wins: she has a move that leaves the "
                             "opponent lost, but your function says she loses.")
            return Verdict.wrong(sentence.format(m=m, n=n, low=max(n - m, 0), high=n - 1))
    return Verdict.right(_("your rule is right for m = 1 … {largest} and heaps 0 … {value}.").format(
                             largest=largest, value=length - 1))


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
                return Verdict.wrong(_("with m = {m}, heap {n} has value {v}, your rule gives {value}.").format(
                                         m=m, n=n, v=v, value=rule(n, m)))
    return Verdict.right(_("your rule is right for m = 1 … {largest} and heaps 0 … {value}.").format(
                             largest=largest, value=length - 1))


@checker
def check_wythoff_move(position: tuple[int, int], move: tuple[int, int]) -> Verdict:
    """Return whether ``move`` is a Wythoff move from ``position`` into a P-position (checked on a sieved table).

    >>> check_wythoff_move((10, 17), (10, 16))
    ✗ Not yet: (10, 16) is an N-position: your opponent can win from there.
    """
    game = Wythoff()
    move = expect_pair(move, N_("your move (the piles left)"))
    position, move = game.position(position), game.position(move)
    if move not in set(game.moves(position)):
        return Verdict.wrong(_("{position} → {move} is not a Wythoff move: lower one pile, or both by the same "
                               "amount.").format(position=position, move=move))
    p = wythoff_p_sieve(max(move) + 1)
    if not p[move]:
        return Verdict.wrong(_("{move} is an N-position: your opponent can win from there.").format(move=move))
    return Verdict.right(_("{move} is a P-position of Wythoff's game.").format(move=move))


@checker
def check_ruler_move(coins: str, move: str) -> Verdict:
    """Return whether ``move`` (a row of P = heads, K = tails) follows ``coins`` by a ruler-game move to a P-position.

    >>> check_ruler_move("KPKPPKPK", "KPKPKKPK")
    ✗ Not yet: after your move the heads are worth 2 ⊕ 4 ⊕ 1 = 7, not 0.
    """
    game = RulerGame()
    if not isinstance(move, str):
        raise AnswerError(_("write the row after your move as a string of P and K, like {coins}; not {given}.").format(
                              coins=repr(coins), given=given(move)))
    move = move.replace(" ", "").upper()
    return check_coin_move(
        game, coins, move,
        rule=_("that is not a ruler-game move: turn a run of consecutive coins whose rightmost coin "
               "goes from heads (P) to tails (K)."),
        why_not_zero=lambda heads, value: _("after your move the heads are worth {values} = {value}, not 0.").format(
            values=" ⊕ ".join(str(game.coin_value(i)) for i in heads), value=value),
        right=_("the heads left have nim-sum 0: a P-position."))


@checker
def check_dynamic_p_heaps(k: int, heaps: Iterable[int], limit: int = 100) -> Verdict:
    """Return whether ``heaps`` lists exactly the starting heaps n ≤ ``limit`` of k-dynamic subtraction that are P.

    >>> check_dynamic_p_heaps(3, [1, 2, 3, 5, 8, 13, 21, 34, 55, 89])
    ✗ Not yet: 5 is not a P-heap: the first player has a winning first take.
    """
    table = DynamicSubtraction(k).outcome_table(limit)
    truth = [n for n in range(1, limit + 1) if table[n, n - 1]]
    claimed = sorted(set(expect_int(h, N_("each heap")) for h in expect_list(heaps, N_("the P-heaps"))))
    for n in claimed:
        if not 1 <= n <= limit:
            return Verdict.wrong(_("list the heaps between 1 and {limit}; {n} is not.").format(limit=limit, n=n))
        if n not in truth:
            return Verdict.wrong(_("{n} is not a P-heap: the first player has a winning first take.").format(n=n))
    for n in truth:
        if n not in claimed:
            return Verdict.wrong(_("{n} is missing: from a heap of {n} the first player cannot win.").format(n=n))
    return Verdict.right(_("these are the {count} P-heaps up to {limit} of {k}-dynamic subtraction.").format(
                             count=len(truth), limit=limit, k=k))


@checker
def check_dynamic_take(k: int, position: int | tuple[int, int], take: int) -> Verdict:
    """Return whether taking ``take`` from ``position`` (a heap n, or (tokens, largest take)) wins the k-dynamic game.

    >>> check_dynamic_take(2, 100, 8)
    ✗ Not yet: after taking 8 your opponent faces 92 with at most 16 to take, and wins from there.
    """
    game = DynamicSubtraction(k)
    take = expect_int(take, N_("the take"))
    tokens, m = game.position(position)
    if not 1 <= take <= m:
        return Verdict.wrong(_("from {tokens} tokens you may take 1 … {m}, not {take}.").format(
                                 tokens=tokens, m=m, take=take))
    after = (tokens - take, min(tokens - take, game.limit_after(take)))
    if game.winning_take(after) is not None:
        return Verdict.wrong(_("after taking {take} your opponent faces {after} with at most {value} to take, "
                               "and wins from there.").format(take=take, after=after[0], value=game.limit_after(take)))
    return Verdict.right(_("after taking {take} your opponent faces a P-position.").format(take=take))


@checker(forbid=ANSWERS)
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
            if truth:
                return Verdict.wrong(_("at ({a}, {b}) the first player wins, your rule says she loses.").format(
                                         a=a, b=b))
            return Verdict.wrong(_("at ({a}, {b}) the first player loses, your rule says she wins.").format(a=a, b=b))
    return Verdict.right(_("your rule is right on all {value} positions checked.").format(value=size * size))


@checker(forbid=ANSWERS)
def check_split_rule(rule: Callable[[int], int], length: int = 120) -> Verdict:
    """Return whether ``rule(n)`` is γ(n) of the game "take from a heap, or split it into three non-empty heaps".

    >>> check_split_rule(lambda n: n)
    ✗ Not yet: a heap of 7 has value 8, your rule gives 7.
    """
    values = SplitNim(3).grundy_sequence(length)
    for n, v in enumerate(values):
        said = expect_int(rule(n), f"{getattr(rule, 'name', 'rule')}({n})")
        if said != v:
            return Verdict.wrong(_("a heap of {n} has value {v}, your rule gives {said}.").format(n=n, v=v, said=said))
    return Verdict.right(_("your rule is right for heaps 0 … {value}.").format(value=length - 1))
