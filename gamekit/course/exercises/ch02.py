"""Self-checks for the exercises of chapter 2 (the nim-sum)."""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

import numpy as np

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.core.validation import heaps as as_heaps
from gamekit.core.words import listed, written_position
from gamekit.course.exercises import checks
from gamekit.course.grading.answers import AnswerError, checker, expect_int, expect_list, prefetch
from gamekit.course.grading.verdict import Verdict
from gamekit.games.heaps.nim import Nim
from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.nimbers import cancellativity_violation, nim_monotonicity_violation
from gamekit.theory.nimfield import nim_product

__all__ = ["check_nim_sum_table", "check_mex_table", "check_nim_sum_function", "check_nim_move",
           "check_all_winning_moves", "check_monotone_witness", "check_operation",
           "check_one_property_tables", "check_nim_inverses"]


def _table(table: object, what: str) -> np.ndarray | str:
    rows = expect_list(table, what)
    rows = [expect_list(row, _("row {a} of {what}").format(a=a, what=_(what))) for a, row in enumerate(rows)]
    lengths = {len(row) for row in rows}
    if len(lengths) > 1:
        return _("{what} must be square (a list of equally long rows), but its rows have {lengths} entries").format(
            what=_(what), lengths=listed(sorted(set(lengths))))
    try:
        t = np.asarray(rows, dtype=object)
    except Exception:  # pragma: no cover - np.asarray accepts almost anything
        return _("{what} must be a list of rows").format(what=_(what))
    if t.ndim != 2 or t.shape[0] != t.shape[1]:
        if t.ndim == 2:
            return _("{what} must be square (a list of equally long rows), not {rows} rows of {entries} "
                     "entries").format(what=_(what), rows=t.shape[0], entries=t.shape[1])
        return _("{what} must be square (a list of equally long rows)").format(what=_(what))
    for v in t.ravel():
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 0:
            return _("{what} may hold only non-negative integers, not {given}").format(what=_(what), given=given(v))
    return t.astype(np.int64)


@checker
def check_nim_sum_table(table: Sequence[Sequence[int]]) -> Verdict:
    """Return whether ``table`` (rows a, columns b, at least 8×8) is the nim-sum table by the mex rule (*).

    Each cell is judged against the student's own cells to its left and above, so the message
    says which rule a cell breaks.

    >>> check_nim_sum_table([[0] * 8 for _ in range(8)])
    ✗ Not yet: cell (a, b) = (0, 1) repeats the value 0 that already stands in its row or column.
    """
    t = _table(table, N_("the table"))
    if isinstance(t, str):
        return Verdict.wrong(t)
    if len(t) < 8:
        return Verdict.wrong(_("fill at least an 8×8 table, yours is {count}×{count}.").format(count=len(t)))
    problem = _mex_rule_problem(t)
    if problem:
        return Verdict.wrong(problem + ".")
    return Verdict.right(_("all {size} cells follow the mex rule.").format(size=t.size))


def _mex_rule_problem(t: np.ndarray) -> str | None:
    """Return the first cell of the square table ``t`` that breaks the mex rule (*), or None."""
    for a in range(len(t)):
        for b in range(len(t)):
            earlier = set(t[:a, b].tolist()) | set(t[a, :b].tolist())
            v = int(t[a, b])
            if v in earlier:
                return _("cell (a, b) = ({a}, {b}) repeats the value {v} that already stands in its "
                         "row or column").format(a=a, b=b, v=v)
            if any(c not in earlier for c in range(v)):
                return _("cell (a, b) = ({a}, {b}) holds {v}, but a smaller value is missing from the "
                         "cells to its left and above: that is the mex").format(a=a, b=b, v=v)
    return None


@checker(forbid=("^", "gamekit.theory.arithmetic.nim_sum", "gamekit.theory.nimbers.nim_sum_table"))
def check_mex_table(mex_table: Callable[[int], Sequence[Sequence[int]]],
                    sizes: Sequence[int] = (1, 2, 3, 5, 8, 13, 32)) -> Verdict:
    """Return whether ``mex_table(n)`` is the n×n table of the mex rule (*) for each of ``sizes``.

    Each cell is judged against the function's own cells to its left and above, so the message
    says which rule a cell breaks, and in which table.

    >>> check_mex_table(lambda n: [[a + b for b in range(n)] for a in range(n)])
    ✗ Not yet: in f(2), cell (a, b) = (1, 1) holds 2, but a smaller value is missing from the cells
    to its left and above: that is the mex.
    >>> check_mex_table(lambda n: [[0] * n])
    ✗ Not yet: f(2) should have 2 rows, not 1.
    """
    name = getattr(mex_table, "name", "mex_table")
    for n in sizes:
        call = f"{name}({n})"
        rows = expect_list(mex_table(n), call)
        if len(rows) != n:
            raise AnswerError(_("{call} should have {n} rows, not {count}.").format(call=call, n=n, count=len(rows)))
        for a, row in enumerate(rows):
            if len(expect_list(row, _("row {a} of {call}").format(a=a, call=call))) != n:
                raise AnswerError(_("row {a} of {call} should have {n} entries, not {count}.").format(
                                      a=a, call=call, n=n, count=len(row)))
        t = _table(rows, call)
        if isinstance(t, str):
            return Verdict.wrong(t + ".")
        problem = _mex_rule_problem(t)
        if problem:
            return Verdict.wrong(_("in {call}, {problem}.").format(call=call, problem=problem))
    return Verdict.right(_("your tables follow the mex rule, up to {value}×{value} ({value2} cells).").format(
                             value=max(sizes), value2=max(sizes) ** 2))


@checker(forbid=("bitwise", "gamekit.theory.arithmetic.nim_sum", "gamekit.theory.nimbers.nim_sum_table",
                 "gamekit.theory.nimbers.nim_sum_by_mex"))
def check_nim_sum_function(f: Callable[[int, int], int], limit: int = 64, samples: int = 500) -> Verdict:
    """Return whether ``f(a, b)`` is the nim-sum: on every pair below ``limit`` and on random large pairs.

    A wrong value is reported with a place value where theorem 3 (an even number of 1s among
    the digits of a, b and a ⊕ b) fails.

    >>> check_nim_sum_function(lambda a, b: a + b)
    ✗ Not yet: f(1, 1) = 2: at the place value 2 the digits of 1, 1 and 2 hold an odd number of 1s.
    """
    rng = random.Random(2)
    pairs = [(a, b) for a in range(limit) for b in range(limit)] + \
            [(rng.getrandbits(40), rng.getrandbits(40)) for _ in range(samples)]
    name = getattr(f, "name", "f")
    prefetch(f, pairs)
    for a, b in pairs:
        v = expect_int(f(a, b), f"{name}({a}, {b})")
        if v != nim_sum(a, b):
            if v < 0:
                return Verdict.wrong(_("{name}({a}, {b}) = {v} is negative.").format(name=name, a=a, b=b, v=v))
            place = 1
            while not (bool(a & place) + bool(b & place) + bool(v & place)) % 2:
                place *= 2
            return Verdict.wrong(_("{name}({a}, {b}) = {v}: at the place value {place} the digits of {a}, {b} "
                                   "and {v} hold an odd number of 1s.").format(name=name, a=a, b=b, v=v, place=place))
    return Verdict.right(_("{name} agrees with the nim-sum on {count} pairs.").format(name=name, count=len(pairs)))


@checker(forbid=("gamekit.theory.game.Game.winning_moves", "gamekit.games.heaps.nim.Nim.winning_moves"))
def check_nim_move(position: Sequence[int], move: Sequence[int]) -> Verdict:
    """Return whether ``move`` is a nim move from ``position`` to a P-position.

    >>> check_nim_move((11, 22, 33, 44), (11, 22, 33, 40))
    ✗ Not yet: after (11, 22, 33, 40) the nim-sum is 20, not 0: your opponent wins from there.

    See also: :func:`gamekit.course.exercises.checks.check_nim_move` (the checker it uses).
    """
    return checks.check_nim_move(position, move)


@checker(forbid=("gamekit.theory.game.Game.winning_moves", "gamekit.games.heaps.nim.Nim.winning_moves"))
def check_all_winning_moves(position: Sequence[int], moves: Iterable[Sequence[int]]) -> Verdict:
    """Return whether ``moves`` are exactly the winning moves from the nim ``position`` (any order).

    >>> check_all_winning_moves((7, 11, 13, 14), [(7, 11, 13, 1)])
    ✗ Not yet: your move wins, but there are more: look at every heap with a 1 at the highest place
    value of s.
    """
    position = as_heaps(position, N_("a nim position"), empty=False)
    mine = []
    for move in expect_list(moves, N_("the list of moves")):
        problem = checks.nim_move_problem(position, move)
        if problem:
            return Verdict.wrong(problem)
        mine.append(as_heaps(move, N_("a nim position"), empty=False))
    for move in mine:
        if nim_sum(*move):
            return Verdict.wrong(_("{move} has nim-sum {value}, so it is not a winning move.").format(
                                     move=written_position(move), value=nim_sum(*move)))
    if len(set(mine)) != len(mine):
        return Verdict.wrong(_("your list repeats a move."))
    real = set(Nim().winning_moves(position))
    if set(mine) != real:
        if len(mine) == 1:
            return Verdict.wrong(_("your move wins, but there are more: look at every heap with a 1 at the highest "
                                   "place value of s."))
        return Verdict.wrong(_("each of your {count} moves wins, but there are more: look at every heap with a 1 at "
                               "the highest place value of s.").format(count=len(mine)))
    if len(real) == 1:
        return Verdict.right(_("this is the one winning move from {position}.").format(
                                 position=written_position(position)))
    return Verdict.right(_("these are all {count} winning moves from {position}.").format(
                             count=len(real), position=written_position(position)))


@checker
def check_monotone_witness(f: Callable[[int, int, int], tuple[str, int]], limit: int = 32) -> Verdict:
    """Return whether ``f(a, b, c)`` finds ("a", a') with a' < a, a' ⊕ b = c or ("b", b') with b' < b, a ⊕ b' = c,
    for all c < a ⊕ b.

    >>> check_monotone_witness(lambda a, b, c: ("a", c ^ b))
    ✗ Not yet: f(0, 1, 0) = ('a', 1), but a' = 1 is not smaller than a = 0.
    """
    name = getattr(f, "name", "f")
    prefetch(f, [(a, b, c) for a in range(limit) for b in range(limit) for c in range(nim_sum(a, b))])
    for a in range(limit):
        for b in range(limit):
            for c in range(nim_sum(a, b)):
                answer = f(a, b, c)
                if isinstance(answer, (str, bytes)) or not hasattr(answer, "__len__") or len(answer) != 2:
                    return Verdict.wrong(_('{name}({a}, {b}, {c}) gives {given}, not a '
                                           'pair ("a" or "b", number).').format(
                                             name=name, a=a, b=b, c=c, given=given(answer)))
                which, value = answer
                value = expect_int(value, _("the number in {name}({a}, {b}, {c})").format(name=name, a=a, b=b, c=c))
                said = f"{name}({a}, {b}, {c}) = {answer}"
                if which not in ("a", "b"):
                    return Verdict.wrong(_('{said}: the first entry must be "a" or "b".').format(said=said))
                was, (x, y) = (a, (value, b)) if which == "a" else (b, (a, value))
                if not value < was:
                    return Verdict.wrong(_("{said}, but {which}' = {value} is not "
                                           "smaller than {which} = {was}.").format(
                                             said=said, which=which, value=value, was=was))
                if nim_sum(x, y) != c:
                    return Verdict.wrong(_("{said}, but {x} ⊕ {y} = {value}, not {c}.").format(
                                             said=said, x=x, y=y, value=nim_sum(x, y), c=c))
    return Verdict.right(_("{name} finds a witness for every a, b < {limit} and c < a ⊕ b.").format(
                             name=name, limit=limit))


@checker
def check_operation(table: Sequence[Sequence[int]], *, cancellative: bool, nim_monotone: bool) -> Verdict:
    """Return whether the operation table (on 0, …, n−1, n ≥ 2) is cancellative and nim-monotone exactly as claimed.

    >>> check_operation([[0, 1], [1, 0]], cancellative=True, nim_monotone=False)
    ✗ Not yet: your table is nim-monotone after all.
    """
    t = _table(table, N_("the table"))
    if isinstance(t, str):
        return Verdict.wrong(t)
    if len(t) < 2:
        return Verdict.wrong(_("take at least a 2×2 table."))
    for name, wanted, witness in (("cancellative", cancellative, cancellativity_violation(t)),
                                  ("nim-monotone", nim_monotone, nim_monotonicity_violation(t))):
        if wanted and witness is not None:
            if name == "cancellative":
                a2, b2, a, b = witness
                return Verdict.wrong(_("your table is not cancellative: cells ({a2}, {b2}) and ({a}, {b}) are "
                                       "equal and share a row or column.").format(a2=a2, b2=b2, a=a, b=b))
            a, b, c = witness
            return Verdict.wrong(_("your table is not nim-monotone: {c} < T[{a}, {b}] but {c} is neither above "
                                   "nor to the left of that cell.").format(c=c, a=a, b=b))
        if not wanted and witness is None:
            return Verdict.wrong(_("your table is cancellative after all.") if name == "cancellative"
                                 else _("your table is nim-monotone after all."))
    return Verdict.right(_("your table has exactly the claimed properties."))


def _property_problem(table: object, what: str, size: int, *, cancellative: bool,
                      nim_monotone: bool) -> str | None:
    """Return why ``table`` is not a size×size table on 0, …, size−1 with exactly these properties, or None."""
    t = _table(table, what)
    if isinstance(t, str):
        return t + "."
    if len(t) != size:
        return _("{what} should be {size}×{size}, yours is {count}×{count}.").format(what=_(what), size=size,
                                                                                    count=len(t))
    too_big = [int(v) for v in t.ravel() if v >= size]
    if too_big:
        return _("{what} uses the value {value}; keep every value in 0, …, {last} (an operation on {size} "
                 "numbers).").format(what=_(what), value=max(too_big), last=size - 1, size=size)
    broken_c = cancellativity_violation(t)
    broken_m = nim_monotonicity_violation(t)
    if cancellative and broken_c is not None:
        a2, b2, a, b = broken_c
        return _("{what} is not cancellative: cells ({a2}, {b2}) and ({a}, {b}) are equal and share "
                 "a row or column.").format(what=_(what), a2=a2, b2=b2, a=a, b=b)
    if not cancellative and broken_c is None:
        return _("{what} is cancellative after all: no value repeats in a row or a column.").format(what=_(what))
    if nim_monotone and broken_m is not None:
        a, b, c = broken_m
        return _("{what} is not nim-monotone: {c} < T[{a}, {b}] but {c} is neither above nor to the "
                 "left of that cell.").format(what=_(what), a=a, b=b, c=c)
    if not nim_monotone and broken_m is None:
        return _("{what} is nim-monotone after all: every value smaller than a cell stands above or "
                 "to the left of it.").format(what=_(what))
    return None


@checker
def check_one_property_tables(cancellative_only: Sequence[Sequence[int]],
                              monotone_only: Sequence[Sequence[int]], size: int = 4) -> Verdict:
    """Return whether the two size×size tables on 0, …, size−1 have exactly one of the two properties each:
    ``cancellative_only`` cancellative but not nim-monotone, ``monotone_only`` the other way round.

    >>> check_one_property_tables([[a + b for b in range(4)] for a in range(4)], [[0] * 4] * 4)
    ✗ Not yet: cancellative_only uses the value 6; keep every value in 0, …, 3 (an operation on 4 numbers).
    >>> cyclic = [[(a + b) % 4 for b in range(4)] for a in range(4)]
    >>> check_one_property_tables(cyclic, [[a ^ b for b in range(4)] for a in range(4)])
    ✗ Not yet: monotone_only is cancellative after all: no value repeats in a row or a column.
    """
    for table, what, props in ((cancellative_only, "cancellative_only", (True, False)),
                               (monotone_only, "monotone_only", (False, True))):
        problem = _property_problem(table, what, size, cancellative=props[0], nim_monotone=props[1])
        if problem:
            return Verdict.wrong(problem)
    return Verdict.right(_("each table has exactly one of the two properties: neither property alone forces the "
                           "nim-sum."))


@checker(forbid=("gamekit.theory.nimfield.nim_inverse",))
def check_nim_inverses(inverses: Sequence[int], k: int = 2) -> Verdict:
    """Return whether ``inverses[a]`` is the nim-inverse of a for a = 1, …, 2^(2^k) − 1 (``inverses[0]`` is ignored).

    >>> check_nim_inverses([0] + [1] * 15)
    ✗ Not yet: 2 ⊗ 1 = 2, not 1.
    """
    q = 2 ** (2 ** k)
    inverses = expect_list(inverses, _("the inverses (a list of {q} entries, index 0 ignored)").format(q=q))
    if len(inverses) != q:
        raise AnswerError(_("give a list of {q} entries, one for each a = 0, …, {value} (index 0 is ignored); "
                            "yours has {count}.").format(q=q, value=q - 1, count=len(inverses)))
    for a in range(1, q):
        b = expect_int(inverses[a], _("the inverse of {a}").format(a=a))
        if not 0 <= b < q:
            return Verdict.wrong(_("the inverse of {a} must be a nimber below {q}, not {given}.").format(
                                     a=a, q=q, given=given(b)))
        if nim_product(a, int(b)) != 1:
            return Verdict.wrong(_("{a} ⊗ {b} = {value}, not 1.").format(a=a, b=b, value=nim_product(a, int(b))))
    return Verdict.right(_("all {value} inverses are right.").format(value=q - 1))
