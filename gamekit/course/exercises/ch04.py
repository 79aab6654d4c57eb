"""Self-checks for the exercises of chapter 4 (misère play).

Every check computes the answer itself, by a search of the tantrum variant, and says where a wrong
answer breaks, never the answer itself.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import product

from gamekit.core.language import N_, ngettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.core.words import listed, octal_code, written_position
from gamekit.course.grading.answers import AnswerError, checker, expect_int, expect_list, expect_values
from gamekit.course.exercises.checks import check_chomp_bite
from gamekit.course.grading.forbidden import ANSWERS
from gamekit.course.grading.verdict import Verdict
from gamekit.games.boards.wythoff import wythoff_values
from gamekit.games.heaps.nim import Nim
from gamekit.games.heaps.octal import Kayles, OctalGame
from gamekit.games.heaps.subtraction import SubtractionGame, ferguson_prediction, misere_grundy_sequence

__all__ = ["check_misere_values", "check_misere_nim_winning_moves", "check_misere_kayles_move",
           "check_misere_wythoff_rule", "check_misere_sum_move", "check_chomp_bite",
           "check_ferguson_fails_without_splits"]


def _rows(position: tuple[int, ...]) -> str:
    return written_position(position, "row", "pin")


def _heaps(value: object, what: str) -> tuple[int, ...]:
    """Return ``value`` as a tuple of whole numbers, or raise AnswerError saying what was expected."""
    items = expect_list(value, what)
    heaps = tuple(expect_int(h, _("each heap of {what}").format(what=_(what))) for h in items)
    if any(h < 0 for h in heaps):
        raise AnswerError(_("{what} has a negative heap: {heaps}.").format(what=_(what),
                                                                           heaps=written_position(heaps)))
    return heaps


def _sorted_heaps(position: tuple[int, ...]) -> tuple[int, ...]:
    """Return the heaps of ``position`` in increasing order, empty heaps left out."""
    return tuple(sorted(h for h in position if h))


@checker
def check_misere_values(subtraction_set: Iterable[int], values: Iterable[int], count: int = 20) -> Verdict:
    """Return whether ``values`` are γʰ(0), …, γʰ(count − 1) of the subtraction game K.

    >>> check_misere_values({1, 2, 5}, [0, 1, 2] * 6 + [0, 1])
    ✗ Not yet: γʰ(0) is not 0: a heap of 0 has no move, so in the tantrum variant its only option is the new
    end position h, of value 0.
    >>> check_misere_values({1, 2, 5}, "10210210")
    ✗ Not yet: your values should be a list, not the text '10210210'.
    >>> check_misere_values({1, 2, 5}, [1, 0, 1])
    ✗ Not yet: your values should have 20 entries, not 3: γʰ(0), …, γʰ(19).

    See also: :func:`gamekit.misere_grundy_sequence`.
    """
    mine = expect_values(values, count, "γʰ")
    game = SubtractionGame(subtraction_set)
    true = misere_grundy_sequence(game, count)
    normal = game.grundy_sequence(count)
    for n, (v, real) in enumerate(zip(mine, true)):
        if v == real:
            continue
        options = [n - k for k in game.subtraction_set if k <= n]
        if not options:
            return Verdict.wrong(_("γʰ({n}) is not {v}: a heap of {n} has no move, so in the tantrum variant its "
                                   "only option is the new end position h, of value 0.").format(n=n, v=v))
        shown = ", ".join(map(str, options))
        text = _("γʰ({n}) is not {v}: the options of {n} are the heaps {shown}; take the mex of their γʰ.").format(
            n=n, v=v, shown=shown)
        if v == normal[n] and normal[n] <= 1:
            text += " " + _("({v} is the normal-play value γ({n}).)").format(v=v, n=n)
        return Verdict.wrong(text)
    return Verdict.right(_("all {count} values of γʰ are right.").format(count=count))


@checker(forbid=ANSWERS)
def check_misere_nim_winning_moves(winning_moves: Callable[[tuple[int, ...]], Iterable[tuple[int, ...]]],
                                   heaps: int = 3, largest: int = 6) -> Verdict:
    """Return whether ``winning_moves(position)`` lists all winning moves of misère nim.

    Moves are given as the positions they leave, heaps in place.  Every non-empty position of
    ``heaps`` heaps up to ``largest`` is checked, and every position of four heaps up to 3.

    >>> normal = lambda p: [q for q in Nim().moves(p) if q[0] ^ q[1] ^ q[2] == 0]
    >>> check_misere_nim_winning_moves(normal)
    ✗ Not yet: from (0, 0, 1) your list leaves (0, 0, 0), from which the opponent wins the misère game.
    >>> check_misere_nim_winning_moves(lambda p: [p])
    ✗ Not yet: from (0, 0, 1) your list leaves (0, 0, 1), which is not a nim move: lower exactly one heap,
    keeping the heaps in place.

    See also: :func:`gamekit.misere_nim_outcome`.
    """
    tantrum = Nim().misere()
    positions = [p for p in product(range(largest + 1), repeat=heaps) if any(p)]
    positions += [p for p in product(range(4), repeat=4) if any(p)]
    for p in positions:
        mine = [_heaps(q, _("a move in your list from {p}").format(p=written_position(p))) for q in
                expect_list(winning_moves(p), _("the list from {p}").format(p=written_position(p)))]
        legal = set(Nim().moves(p))
        winning = {q for q in legal if tantrum.outcome(q) == "P"}
        for q in mine:
            if q not in legal:
                return Verdict.wrong(_("from {p} your list leaves {q}, which is not a nim move: lower exactly "
                                       "one heap, keeping the heaps in place.").format(
                                         p=written_position(p), q=written_position(q)))
            if q not in winning:
                return Verdict.wrong(_("from {p} your list leaves {q}, from which the opponent wins the misère "
                                       "game.").format(p=written_position(p), q=written_position(q)))
        if winning - set(mine):
            missing = len(winning - set(mine))
            return Verdict.wrong(ngettext("from {p} your list misses {count} winning move.",
                                          "from {p} your list misses {count} winning moves.", missing).format(
                                     p=written_position(p), count=missing))
    return Verdict.right(_("your lists are right from all {count} positions.").format(count=len(positions)))


@checker(limit=5)
def check_misere_kayles_move(position: Iterable[int], move: Iterable[int]) -> Verdict:
    """Return whether ``move`` is a Kayles move from ``position`` that wins misère Kayles.

    The rows may be listed in any order.

    >>> check_misere_kayles_move((4, 4, 4, 4), (4, 4, 4, 2))
    ✗ Not yet: after (4, 4, 4, 2) your opponent wins misère Kayles: (4, 4, 4, 2) is an N-position.
    >>> check_misere_kayles_move((4, 4, 4, 4), (4, 4, 4))
    ✗ Not yet: (4, 4, 4, 4) → (4, 4, 4) is not a Kayles move: knock down one pin or two adjacent pins.

    See also: :func:`gamekit.tame_outcome`, :func:`gamekit.genus`.
    """
    position, move = _heaps(position, N_("the position")), _heaps(move, N_("your move"))
    legal = {_sorted_heaps(q) for q in Kayles.moves(position)}
    if _sorted_heaps(move) not in legal:
        return Verdict.wrong(_("{position} → {move} is not a Kayles move: knock down one pin or two adjacent "
                               "pins.").format(position=_rows(position), move=_rows(move)))
    if Kayles.misere().outcome(_sorted_heaps(move)) != "P":
        return Verdict.wrong(_("after {move} your opponent wins misère Kayles: {move} is an N-position.").format(
                                 move=_rows(move)))
    return Verdict.right(_("{move} is a misère P-position: whoever moves next loses.").format(move=_rows(move)))


@checker(forbid=ANSWERS)
def check_misere_wythoff_rule(is_p: Callable[[int, int], bool], limit: int = 40) -> Verdict:
    """Return whether ``is_p(a, b)`` tells the misère Wythoff P-positions with a, b < ``limit``.

    >>> check_misere_wythoff_rule(lambda a, b: (a, b) == (0, 0))
    ✗ Not yet: (0, 0) is not a misère P-position: whoever must move there has already won.
    >>> check_misere_wythoff_rule(lambda a, b: (a, b) in {(0, 1), (1, 0), (2, 2)})
    ✗ Not yet: your rule is wrong at (3, 5): it is a misère P-position (every move from it reaches an N-position).

    See also: :func:`gamekit.wythoff_values`.
    """
    values = wythoff_values(limit, misere=True)
    for s in range(2 * limit - 1):  # by increasing a + b, so the first break is near the corner
        for a in range(max(0, s - limit + 1), min(s, limit - 1) + 1):
            b = s - a
            real = values[a, b] == 0
            if bool(is_p(a, b)) == real:
                continue
            if (a, b) == (0, 0):
                return Verdict.wrong(_("(0, 0) is not a misère P-position: whoever must move there has already "
                                       "won."))
            if real:
                return Verdict.wrong(_("your rule is wrong at {value}: it is a misère P-position (every move "
                                       "from it reaches an N-position).").format(value=(a, b)))
            return Verdict.wrong(_("your rule is wrong at {value}: it is an N-position, it has a move to a "
                                   "misère P-position.").format(value=(a, b)))
    return Verdict.right(_("your rule is right on all {value} positions with both piles below {limit}.").format(
                             value=limit * limit, limit=limit))


@checker
def check_misere_sum_move(subtraction_set: Iterable[int], heaps: Iterable[int], move: Iterable[int]) -> Verdict:
    """Return whether ``move`` is a move of the sum of subtraction games that wins misère play.

    >>> check_misere_sum_move({2, 5}, (3, 3, 12), (3, 3, 7))
    ✗ Not yet: after (3, 3, 7) your opponent wins the misère game: the γ values are 1, 1, 0.
    >>> check_misere_sum_move({2, 5}, (3, 3, 12), (3, 3, 11))
    ✗ Not yet: (3, 3, 12) → (3, 3, 11) is not a move: take 2 or 5 from one heap.

    See also: :func:`gamekit.anti_sg_outcome`.
    """
    game = SubtractionGame(subtraction_set)
    position, move = _heaps(heaps, N_("the position")), _heaps(move, N_("your move"))
    legal = {_sorted_heaps(q) for q in game.moves(position)}
    if _sorted_heaps(move) not in legal:
        ks = listed(game.subtraction_set, "or")
        return Verdict.wrong(_("{position} → {move} is not a move: take {ks} from one heap.").format(
                                 position=written_position(position), move=written_position(move), ks=ks))
    if game.misere().outcome(_sorted_heaps(move)) != "P":
        values = ", ".join(str(game.grundy(h)) for h in move)
        return Verdict.wrong(_("after {move} your opponent wins the misère game: the γ values are {values}.").format(
                                 move=written_position(move), values=values))
    return Verdict.right(_("{move} is a misère P-position: whoever moves next loses.").format(
                             move=written_position(move)))


@checker
def check_ferguson_fails_without_splits(code: str, heaps: int = 20) -> Verdict:
    """Return whether ``code`` never splits a heap and Ferguson's swap rule fails for it.

    The swap rule says γʰ is γ with 0 and 1 swapped; it is checked on the heaps below ``heaps``.

    >>> check_ferguson_fails_without_splits("0.77")
    ✗ Not yet: in ·77 the digit 7 lets a move leave two heaps: the exercise asks for a code whose moves never
    split a heap.
    >>> check_ferguson_fails_without_splits("0.33")
    ✗ Not yet: ·33 is the subtraction game {1, 2} in disguise, and Ferguson's theorem holds for every subtraction game.

    See also: :func:`gamekit.ferguson_prediction`, :func:`gamekit.misere_grundy_sequence`.
    """
    if not isinstance(code, str):
        raise AnswerError(_('your code should be a string such as "0.3", not {given}.').format(given=given(code)))
    game = OctalGame(code)
    digits = game.digits
    if digits[0]:
        return Verdict.wrong(_("in {code} the digit {digits} before the point splits a heap without removing "
                               "anything: the exercise asks for a code whose moves never split a heap.").format(
                                 code=octal_code(game.code), digits=digits[0]))
    for d in digits[1:]:
        if d & 4:
            return Verdict.wrong(_("in {code} the digit {d} lets a move leave two heaps: the exercise asks for a "
                                   "code whose moves never split a heap.").format(code=octal_code(game.code), d=d))
    if all(d in (0, 3) for d in digits[1:]):
        ks = [k for k, d in enumerate(digits) if k and d == 3]
        return Verdict.wrong(_("{code} is the subtraction game {{{value}}} in disguise, and Ferguson's theorem "
                               "holds for every subtraction game.").format(
                                 code=octal_code(game.code), value=', '.join(map(str, ks))))
    predicted = ferguson_prediction(game.grundy_sequence(heaps))
    actual = misere_grundy_sequence(game, heaps)
    wrong = [n for n in range(heaps) if predicted[n] != actual[n]]
    if not wrong:
        return Verdict.wrong(_("in {code} γʰ is γ with 0 and 1 swapped for every heap below {heaps}: this game "
                               "obeys Ferguson's rule.").format(code=octal_code(game.code), heaps=heaps))
    return Verdict.right(_("{code} never splits a heap, and the swap rule fails first at the heap {wrong}.").format(
                             code=octal_code(game.code), wrong=wrong[0]))
