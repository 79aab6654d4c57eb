"""Self-checks for the exercises of chapter 5 (octal games)."""
from __future__ import annotations

from collections.abc import Callable, Iterable

from gamekit.core.language import N_, ngettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.core.words import listed, octal_code, written_position
from gamekit.course.grading.answers import AnswerError, checker, expect_int, expect_list, expect_values
from gamekit.course.grading.forbidden import ANSWERS
from gamekit.course.grading.verdict import Verdict
from gamekit.games.heaps.octal import GrundysGame, Kayles, OctalGame
from gamekit.games.heaps.subtraction import SubtractionGame

__all__ = ["check_octal_options", "check_octal_values", "check_kayles_move", "check_period",
           "check_grundys_game_p_positions", "check_subtraction_codes"]


@checker(forbid=ANSWERS + ("gamekit:moves",))
def check_octal_options(code: str, options: Callable[[int], Iterable[tuple[int, ...]]],
                        up_to: int = 30) -> Verdict:
    """Return whether ``options(n)`` lists the moves of a heap of n in the octal game ``code``.

    Options are tuples of the non-empty heaps left, in any order; (a, b) and (b, a) count once.

    >>> check_octal_options(".77", lambda n: [(n - 1,)])
    ✗ Not yet: from a heap of 1, the move to a heap of 0 is not a move of ·77: a heap of 0 is no heap, so leave it
    out (the move that takes everything is written `()`).
    >>> check_octal_options(".156", lambda n: [(n - 1,)] if n > 1 else [()])
    ✗ Not yet: from a heap of 2, the move to a heap of 1 is not a move of ·156: read the digit of the number of tokens
    removed (here 1).
    >>> check_octal_options(".156", lambda n: n)
    ✗ Not yet: options(1) should be a list, not the number 1.

    See also: :meth:`gamekit.OctalGame.heap_options`.
    """
    game = OctalGame(code)
    code_shown = octal_code(game.code)
    for n in range(1, up_to):
        listed = expect_list(options(n), _("options({n})").format(n=n))
        mine = set()
        for opt in listed:
            heaps = tuple(expect_int(h, _("a heap in options({n})").format(n=n)) for h in
                          expect_list(opt, _("each option in options({n})").format(n=n)))
            if 0 in heaps:
                return Verdict.wrong(_("from a heap of {n}, the move to {heaps} is not a move of {code_shown}: a "
                                       "heap of 0 is no heap, so leave it out (the move that takes everything is "
                                       "written `()`).").format(
                                         n=n, heaps=written_position(heaps), code_shown=code_shown))
            mine.add(tuple(sorted(heaps)))
        real = {tuple(sorted(opt)) for opt in game.heap_options(n)}
        if mine - real:
            wrong = sorted(mine - real)[0]
            removed = n - sum(wrong)
            if removed <= 0:
                return Verdict.wrong(_("from a heap of {n}, the move to {wrong} is not a move of {code_shown}: a "
                                       "move removes at least one token.").format(
                                         n=n, wrong=written_position(wrong), code_shown=code_shown))
            return Verdict.wrong(_("from a heap of {n}, the move to {wrong} is not a move of {code_shown}: read "
                                   "the digit of the number of tokens removed (here {removed}).").format(
                                     n=n, wrong=written_position(wrong), code_shown=code_shown, removed=removed))
        if real - mine:
            return Verdict.wrong(ngettext("from a heap of {n} you miss {count} move of {code}.",
                                          "from a heap of {n} you miss {count} moves of {code}.",
                                          len(real - mine)).format(n=n, count=len(real - mine),
                                                                   code=octal_code(game.code)))
    return Verdict.right(_("your options agree with {code} for every heap below {up_to}.").format(
                             code=octal_code(game.code), up_to=up_to))


@checker
def check_octal_values(code: str, values: Iterable[int], count: int = 30) -> Verdict:
    """Return whether ``values`` are γ(0), …, γ(count − 1) of the octal game ``code``.

    >>> check_octal_values(".156", list(range(30)))
    ✗ Not yet: γ(2) is not 2: from a heap of 2, ·156 moves to the empty position; take the mex of the values of these
    positions.
    >>> check_octal_values(".156", [0, 1, 1, 0, 2, 2, 2, 4, 4, 1, 1, 1, 3, 2, 2] + [0] * 15)
    ✗ Not yet: γ(15) is not 0: from a heap of 15, ·156 moves to (1, 12), (2, 11), ... (two heaps a, b are worth
    γ(a) ⊕ γ(b)).
    >>> check_octal_values(".156", [0] * 20)
    ✗ Not yet: your values should have 30 entries, not 20: γ(0), …, γ(29).

    See also: :meth:`gamekit.OctalGame.grundy_sequence`.

    ``()`` is the position with no heap left, of value 0.
    """
    mine = expect_values(values, count, "γ")
    game = OctalGame(code)
    true = game.grundy_sequence(count)
    for n, (v, real) in enumerate(zip(mine, true)):
        if v != real:
            options = game.heap_options(n)
            if not options:
                return Verdict.wrong(_("γ({n}) is not {v}: a heap of {n} has no move in {code}, and the mex of "
                                       "the empty set is 0.").format(n=n, v=v, code=octal_code(game.code)))
            shown = listed(written_position(o) for o in options)
            if any(len(o) == 2 for o in options):
                return Verdict.wrong(_("γ({n}) is not {v}: from a heap of {n}, {code} moves to {shown}; take the mex "
                                       "of the values of these positions (two heaps a, b are worth γ(a) ⊕ γ(b)).")
                                     .format(n=n, v=v, code=octal_code(game.code), shown=shown))
            return Verdict.wrong(_("γ({n}) is not {v}: from a heap of {n}, {code} moves to {shown}; take the mex "
                                   "of the values of these positions.").format(n=n, v=v, code=octal_code(game.code),
                                                                               shown=shown))
    return Verdict.right(_("all {count} values of {code} are right.").format(count=count, code=octal_code(game.code)))


@checker
def check_kayles_move(position: tuple[int, ...], move: tuple[int, ...]) -> Verdict:
    """Return whether ``move`` is a legal Kayles move from ``position`` that leaves a P-position.

    The rows may be listed in any order.

    >>> check_kayles_move((4, 1, 3, 2), (4, 1, 3, 2))
    ✗ Not yet: (4, 1, 3, 2) → (4, 1, 3, 2) is not a Kayles move: knock down one pin or two adjacent pins.
    >>> check_kayles_move((5, 6, 7), "4, 6, 7")
    ✗ Not yet: your move should be a list, not the text '4, 6, 7'.
    """
    position = tuple(expect_int(h, N_("each row of the position")) for h in expect_list(position, N_("the position")))
    move = tuple(expect_int(h, N_("each row of your move")) for h in expect_list(move, N_("your move")))
    legal = {Kayles.canonical(q) for q in Kayles.moves(position)}
    if any(h < 0 for h in move) or Kayles.canonical(move) not in legal:
        return Verdict.wrong(_("{position} → {move} is not a Kayles move: knock down one pin or two adjacent "
                               "pins.").format(position=_rows(position), move=_rows(move)))
    if Kayles.grundy(move) != 0:
        return Verdict.wrong(_("after {move} the nim-sum of the rows is {value}, not 0: your opponent can win "
                               "from there.").format(move=_rows(move), value=Kayles.grundy(move)))
    return Verdict.right(_("{move} has nim-sum 0: a P-position.").format(move=_rows(move)))


@checker
def check_period(code: str, preperiod: int, period: int) -> Verdict:
    """Return whether (preperiod, period) is the least preperiod and period of the octal game ``code``.

    >>> check_period(".77", 72, 12)
    ✗ Not yet: 12 is the right period, but the values are periodic from an earlier heap than 72.
    >>> check_period(".77", 71, "12")
    ✗ Not yet: the period should be a whole number, not the text '12'.
    """
    preperiod = expect_int(preperiod, N_("the preperiod"))
    period = expect_int(period, N_("the period"))
    if period < 1 or preperiod < 0:
        return Verdict.wrong(_("the period should be at least 1, and the preperiod at least 0."))
    found = OctalGame(code).period(50_000)
    if found is None:  # pragma: no cover - exercises use games with short periods
        return Verdict.wrong(_("this game has no period provable from 50 000 values."))
    if period % found.period:
        return Verdict.wrong(_("{period} is not a period of {code}: compare γ(n) with γ(n + {period}) for large "
                               "n.").format(period=period, code=code))
    if period != found.period:
        return Verdict.wrong(_("{period} is a period, but not the least one.").format(period=period))
    if preperiod > found.preperiod:
        return Verdict.wrong(_("{period} is the right period, but the values are periodic from an earlier heap "
                               "than {preperiod}.").format(period=period, preperiod=preperiod))
    if preperiod < found.preperiod:
        return Verdict.wrong(_("γ(n + {period}) = γ(n) fails for some n ≥ {preperiod}: look for the last "
                               "exception.").format(period=period, preperiod=preperiod))
    return Verdict.right(_("period {period} from the heap of {preperiod} on, "
                           "as the periodicity theorem proves.").format(
                             period=period, preperiod=preperiod))


@checker(forbid=ANSWERS)
def check_grundys_game_p_positions(is_p: Callable[[int], bool], up_to: int = 200) -> Verdict:
    """Return whether ``is_p(n)`` tells the single-heap P-positions of Grundy's game for n < up_to.

    Single heaps are checked against the values: a heap is a P-position when γ(n) = 0.

    >>> check_grundys_game_p_positions(lambda n: n % 2 == 1)
    ✗ Not yet: a heap of 0 cannot be split into two unequal non-empty heaps: it has no move, so it is a P-position.
    >>> check_grundys_game_p_positions(lambda n: n < 3)
    ✗ Not yet: a heap of 4 is a P-position: none of its splits into two unequal heaps leaves a P-position (each
    pair of heaps has a nonzero nim-sum).
    """
    game = GrundysGame()
    values = game.grundy_sequence(up_to)
    for n, v in enumerate(values):
        if bool(is_p(n)) == (v == 0):
            continue
        if not game.heap_options(n):
            return Verdict.wrong(_("a heap of {n} cannot be split into two unequal non-empty heaps: it has no "
                                   "move, so it is a P-position.").format(n=n))
        if v == 0:
            return Verdict.wrong(_("a heap of {n} is a P-position: none of its splits into two unequal heaps "
                                   "leaves a P-position (each pair of heaps has a nonzero nim-sum).").format(n=n))
        return Verdict.wrong(_("a heap of {n} is an N-position: one of its splits into two unequal heaps leaves "
                               "a pair of heaps of nim-sum 0.").format(n=n))
    return Verdict.right(_("your rule is right for every heap below {up_to}.").format(up_to=up_to))


SUBTRACTION_SETS = ((1, 2, 3), (2, 5), (1, 3, 4), (4,), (1, 6), (2, 4, 7))


@checker
def check_subtraction_codes(code_for: Callable[[tuple[int, ...]], str]) -> Verdict:
    """Return whether ``code_for(subtraction_set)`` is an octal code of the subtraction game, for a few sets.

    >>> check_subtraction_codes(lambda ks: "." + "7" * max(ks))
    ✗ Not yet: ·777 is not the subtraction game {1, 2, 3}: from a heap of 3 it has the move to (1, 1), which the
    subtraction game does not have.
    >>> check_subtraction_codes(lambda ks: "." + "3" * max(ks))
    ✗ Not yet: ·33333 is not the subtraction game {2, 5}: from a heap of 1 it has the move to the empty position,
    which the subtraction game does not have.

    See also: :class:`gamekit.OctalGame`, :class:`gamekit.SubtractionGame`.
    """
    for ks in SUBTRACTION_SETS:
        code = code_for(ks)
        if not isinstance(code, str):
            raise AnswerError(_('your code for {{{value}}} should be a string such as ".3", not {given}.').format(
                                  value=', '.join(map(str, ks)), given=given(code)))
        try:
            game = OctalGame(code)
        except (ValueError, TypeError) as error:
            raise AnswerError(_("your code for {{{value}}}, {code}, is not an octal code: {error}").format(
                                  value=', '.join(map(str, ks)), code=repr(code), error=error)) from None
        sub = SubtractionGame(ks)
        name = "{" + ", ".join(map(str, ks)) + "}"
        for n in range(1, 60):
            mine = {tuple(sorted(o)) for o in game.heap_options(n)}
            real = {tuple(sorted(o)) for o in sub.heap_options(n)}
            if mine == real:
                continue
            extra, missing = sorted(mine - real), sorted(real - mine)
            if extra:
                return Verdict.wrong(_("{code} is not the subtraction game {name}: from a heap of {n} it has the "
                                       "move to {extra}, which the subtraction game does not have.").format(
                                         code=octal_code(game.code), name=name, n=n, extra=written_position(extra[0])))
            return Verdict.wrong(_("{code} is not the subtraction game {name}: from a heap of {n} it misses the "
                                   "move to {missing}.").format(
                                     code=octal_code(game.code), name=name, n=n, missing=written_position(missing[0])))
    return Verdict.right(_("your codes have exactly the moves of all {count} subtraction games tried, on every "
                           "heap below 60.").format(count=len(SUBTRACTION_SETS)))


def _rows(position: tuple[int, ...]) -> str:
    return written_position(position, "row", "pin")
