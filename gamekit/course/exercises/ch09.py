"""Self-checks for the exercises of chapter 9 (misère quotients).

The checks of single positions search the misère game itself; the checks of rules compare with the
quotient, which :func:`gamekit.misere_quotient` proves for every sum (and the tests compare with
search).  A wrong answer is told where it breaks, never what the answer is.

The checks of rules (9.1, 9.4) also try long positions, of up to 300 heaps: no table made in advance
can hold them all, so only a rule computed from the heaps passes.
"""
from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from functools import cache
from itertools import combinations_with_replacement

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.core.words import heaps_in_words, listed
from gamekit.course.grading.answers import (AnswerError, StudentFunction, checker, clock_paused, expect_int,
                                            prefetch)
from gamekit.course.grading.forbidden import ANSWERS, QUOTIENT
from gamekit.course.grading.verdict import Verdict
from gamekit.games.heaps.nim import Nim
from gamekit.games.heaps.octal import OctalGame
from gamekit.games.heaps.quotient import MisereQuotient, misere_quotient
from gamekit.play.boards import HeapBoard
from gamekit.theory.misere import misere_outcome

__all__ = ["check_nim_image", "check_telling_apart", "check_quotient_move", "check_quotient_outcomes"]

LARGEST = 12          # the heaps of ·75 the exercises use: the quotient is computed to here
LONG = 300            # the most heaps of the long positions a check of a rule tries


@cache
def _quotient(code: str, heaps: int) -> MisereQuotient:
    game = Nim() if code == "nim" else OctalGame(code)
    with clock_paused():                      # the course's answer, not the student's: never timed
        return misere_quotient(game, heaps, progress=False)


def _heaps_in_words(position: tuple[int, ...]) -> str:
    return heaps_in_words(position)


def _rows_in_words(position: tuple[int, ...]) -> str:
    return heaps_in_words(position, "row", "pin")


def _long_positions(sizes: range, count: int, seed: int) -> list[tuple[int, ...]]:
    """Return ``count`` positions of 20 to LONG heaps of the given sizes, the same ones every time."""
    rng = random.Random(seed)
    return [tuple(sorted(rng.choice(sizes) for _ in range(rng.randint(20, LONG)))) for _ in range(count)]


_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


def _exponents(word: object, q: MisereQuotient, what: str) -> tuple[int, ...]:
    """Return how often each generator of ``q`` occurs in ``word`` (``'ab²'``, ``'ab^2'``, ``'abb'``, ``'1'``)."""
    if not isinstance(word, str):
        raise AnswerError(_("{what} should be the name of an element, a word such as 'ab', not {given}.").format(
                              what=_(what), given=given(word)))
    text = word.replace(" ", "").replace("*", "").replace("·", "").replace("^", "").translate(_DIGITS)
    if text in ("1", ""):
        return (0,) * len(q.generators)
    letters = "".join(q.generators)
    if not re.fullmatch(f"([{letters}][0-9]*)+", text):
        raise AnswerError(_("{what} is {word}, which is not a word in the generators {value} (write the identity "
                            "as '1').").format(what=_(what), word=repr(word), value=listed(q.generators)))
    powers = dict.fromkeys(q.generators, 0)
    for letter, power in re.findall(f"([{letters}])([0-9]*)", text):
        powers[letter] += int(power) if power else 1
    return tuple(powers.values())


@cache
def _normal_forms(code: str, heaps: int) -> dict[tuple[int, ...], str]:
    """Return {exponents: element} for the elements of the quotient, each in its normal form."""
    q = _quotient(code, heaps)
    return {_exponents(e, q, N_("an element")): e for e in q.elements}


def _reduced(word: object, code: str, heaps: int, what: str) -> str:
    """Return the element the word names; refuse a word not in normal form, saying which relation shortens it."""
    q = _quotient(code, heaps)
    powers = _exponents(word, q, what)
    normal = _normal_forms(code, heaps)
    if powers in normal:
        return normal[powers]
    shorten = next(_("it contains {left}, and {left} = {right}").format(left=left, right=right)
                   for left, right in q.relations
                   if all(n <= p for n, p in zip(_exponents(left, q, N_("a relation")), powers)))
    raise AnswerError(_("{what} is {word}, which is not reduced: {shorten}. Write each image as one of the "
                        "{count} elements {value}.").format(
                          what=_(what), word=repr(word), shorten=shorten, count=len(q), value=listed(q.elements)))


def _answer(function: Callable[[tuple[int, ...]], object], position: tuple[int, ...], long: bool, rule: str):
    """Return ``function(position)``; a failure on a long position says that no table can hold them all."""
    try:
        return function(position)
    except AnswerError as error:
        if not long:
            raise
        raise AnswerError(_("{error} A position may have any number of heaps: {rule}, not from a table made in "
                            "advance.").format(error=error, rule=_(rule))) from None


@checker(forbid=QUOTIENT)
def check_nim_image(image: Callable[[tuple[int, ...]], str], heaps: int = 6) -> Verdict:
    """Return whether ``image(position)`` is the element of misère nim's quotient (heaps ≤ 3) of every position.

    Positions are rows of heaps of 1 to 3 in increasing order: every one of at most ``heaps`` heaps,
    then long ones of up to 300 heaps (so no table made in advance can answer).  An element is
    written reduced, in the quotient's normal form: one of 1, a, b, ab, b², ab² (``'ab^2'`` and
    ``'abb'`` are the same word as ``'ab²'``).

    >>> check_nim_image(lambda p: "1")
    ✗ Not yet: the image of a heap of 1 is not '1': a heap of 1 is the generator a, and a ≠ 1 (a heap of 1 alone
    is a misère P-position, the empty position is not).
    >>> check_nim_image(lambda p: "a" * p.count(1) + "b" * (p.count(2) + p.count(3)) + "a" * p.count(3))
    ✗ Not yet: the image of heaps of 1 and 1 is 'aa', which is not reduced: it contains a², and a² = 1. Write each
    image as one of the 6 elements 1, a, b, ab, b² and ab².
    >>> def nim_image(p):
    ...     ones, twos = p.count(1) + p.count(3), p.count(2) + p.count(3)
    ...     return ("a" if ones % 2 else "") + ("" if twos == 0 else "b" if twos % 2 else "b²") or "1"
    >>> check_nim_image(nim_image)
    ✓ Correct: your images are right on all 84 positions of at most 6 heaps and on 20 long positions.

    See also: :func:`gamekit.misere_quotient`.
    """
    q = _quotient("nim", 3)
    if isinstance(image, StudentFunction):
        image.shown = lambda args: _heaps_in_words(args[0])
    positions = [p for r in range(heaps + 1) for p in combinations_with_replacement(range(1, 4), r)]
    long = _long_positions(range(1, 4), 20, seed=3)
    prefetch(image, [(p,) for p in positions + long])
    for p in positions + long:
        answer = _answer(image, p, p in long, N_("compute the image from the heaps"))
        mine = _reduced(answer, "nim", 3, _("the image of {position}").format(position=_heaps_in_words(p)))
        true = q.image(p)
        if mine == true:
            continue
        text = _("the image of {position} is not {answer}").format(position=_heaps_in_words(p), answer=repr(answer))
        if not p:
            return Verdict.wrong(text + _(": the empty position adds nothing to a sum, so its image is the "
                                          "identity, written '1'."))
        if len(p) == 1:
            h = p[0]
            if h == 3:
                return Verdict.wrong(text + _(": a heap of 3 is no generator; it behaves as heaps of 1 and 2 "
                                              "together (their nim-sum is 3): write it in a and b."))
            alone = "P" if q.is_p(true) else "N"
            text += _(": a heap of {h} is the generator {true}, and {true} ≠ {mine}").format(h=h, true=true, mine=mine)
            if q.is_p(true) != q.is_p(mine) and mine == "1":
                text += _(" (a heap of {h} alone is a misère {alone}-position, the empty position is not)").format(
                    h=h, alone=alone)
            elif q.is_p(true) != q.is_p(mine):
                text += _(" (a heap of {h} alone is a misère {alone}-position, a position of image {mine} is "
                          "not)").format(h=h, alone=alone, mine=mine)
            return Verdict.wrong(text + ".")
        outcome = q.outcome(p)
        if q.is_p(mine) != (outcome == "P"):
            other = "N" if outcome == "P" else "P"
            return Verdict.wrong(_("{text}: it is a misère {outcome}-position, but the positions of image {mine} "
                                   "are {other}-positions.").format(
                                     text=text, outcome=outcome, mine=mine, other=other))
        if p in long:
            return Verdict.wrong(_("{text}: multiply the images of its heaps, one heap at a time, and reduce "
                                   "with a² = 1 and b³ = b as you go.").format(text=text))
        rest, last = p[:-1], p[-1:]
        return Verdict.wrong(_("{text}: your images of {rest} and of {last} are right, and the image of the "
                               "whole is their product, reduced with a² = 1 and b³ = b.").format(
                                 text=text, rest=_heaps_in_words(rest), last=_heaps_in_words(last)))
    return Verdict.right(_("your images are right on all {count} positions of at most {heaps} heaps and on "
                           "{count2} long positions.").format(count=len(positions), heaps=heaps, count2=len(long)))


def _rows(value: object, what: str, example: str, largest: int | None = None) -> tuple[int, ...]:
    """Return ``value`` as a sorted tuple of non-empty rows, or raise AnswerError saying what was expected."""
    if isinstance(value, (str, bytes, dict, set, frozenset)) or not hasattr(value, "__iter__"):
        raise AnswerError(_("{what} should be a tuple of rows, such as {example}, not {given}.").format(
                              what=_(what), example=example, given=given(value)))
    rows = tuple(expect_int(h, _("each row of {what}").format(what=_(what))) for h in value)
    if any(h < 0 for h in rows):
        raise AnswerError(_("{what} has a row of {value} pins: a row has 0 pins or more.").format(
                              what=_(what), value=min(rows)))
    if largest is not None and any(h > largest for h in rows):
        raise AnswerError(_("{what} has a row of {value} pins: keep every row at most {largest}.").format(
                              what=_(what), value=max(rows), largest=largest))
    return tuple(sorted(h for h in rows if h))


@checker
def check_telling_apart(code: str, g: int, h: int, x: Iterable[int]) -> Verdict:
    """Return whether the position ``x`` tells a row of ``g`` from a row of ``h`` in misère ``code``.

    It does when g + x and h + x have different misère outcomes (found by search).  Rows of x have
    at most 12 pins.

    >>> check_telling_apart(".75", 5, 9, ())
    ✗ Not yet: with X the empty position, 5 + X and 9 + X are both misère N-positions: X does not tell them apart.
    >>> check_telling_apart(".75", 5, 9, "3")
    ✗ Not yet: your position should be a tuple of rows, such as (4, 6), not the text '3'.

    See also: :func:`gamekit.misere_outcome`.
    """
    game = OctalGame(code)
    x = _rows(x, N_("your position"), "(4, 6)", LARGEST)
    if len(x) > 8:
        raise AnswerError(_("your position has {count} rows: a few rows are enough (at most 8).").format(count=len(x)))
    first, second = tuple(sorted((g,) + x)), tuple(sorted((h,) + x))
    o1, o2 = misere_outcome(game, first), misere_outcome(game, second)
    shown = _("with X {x}, {g} + X and {h} + X").format(x=_rows_in_words(x), g=g, h=h)
    if o1 == o2:
        return Verdict.wrong(_("{shown} are both misère {o1}-positions: X does not tell them apart.").format(
                                 shown=shown, o1=o1))
    return Verdict.right(_("{shown} are a misère {o1}-position and a misère {o2}-position: X tells a row of {g} "
                           "from a row of {h}.").format(shown=shown, o1=o1, o2=o2, g=g, h=h))


@checker(limit=5)
def check_quotient_move(code: str, position: Iterable[int], move: Iterable[int]) -> Verdict:
    """Return whether ``move`` (the rows left, in any order) is a move of misère ``code`` to a P-position.

    >>> check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 7))
    ✗ Not yet: after your move to rows of 1, 1, 1 and 7 pins your opponent wins the misère game: it is an
    N-position.
    >>> check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 6))
    ✗ Not yet: rows of 1, 1, 1 and 6 pins cannot be reached in one move: ·75 never knocks 2 pins off the end
    of a row: knocking down 2 pins, it takes a whole row of 2 or takes 2 pins from the middle of a row, which
    splits in two.

    See also: :meth:`gamekit.MisereQuotient.winning_moves`.
    """
    game = OctalGame(code)
    position = _rows(position, N_("the position"), "(1, 1, 1, 8)")
    after = _rows(move, N_("your move"), "(1, 1, 2, 4)")
    legal = {tuple(sorted(h for h in q if h)) for q in game.moves(position)}
    if after not in legal:
        why = HeapBoard(game, position).refusal(position, after, "")
        return Verdict.wrong(_("{value} cannot be reached in one move: {why}.").format(
                                 value=_rows_in_words(after), why=why))
    if misere_outcome(game, after) != "P":
        return Verdict.wrong(_("after your move to {value} your opponent wins the misère game: it is an "
                               "N-position.").format(value=_rows_in_words(after)))
    return Verdict.right(_("your move leaves {value}, a misère P-position: whoever moves next loses.").format(
                             value=_rows_in_words(after)))


@checker(limit=10, forbid=ANSWERS + QUOTIENT)
def check_quotient_outcomes(code: str, is_p: Callable[[tuple[int, ...]], bool], heaps: int = 4) -> Verdict:
    """Return whether ``is_p(position)`` tells the misère P-positions of ``code`` among rows of at most 12 pins.

    Every position of at most ``heaps`` rows of 1 to 12 pins is tried (and the empty one), smallest
    first, then 100 long positions of up to 300 rows (so no table made in advance can answer); the
    truth is read off the quotient, proved for every sum.

    >>> check_quotient_outcomes(".75", lambda p: len(p) % 2 == 1)
    ✗ Not yet: your rule is wrong at a row of 2 pins: it is a misère N-position (it has a move to a
    P-position).
    >>> check_quotient_outcomes(".75", lambda p: "P")
    ✗ Not yet: your function f should answer True or False, but at the empty position it answered the text 'P'.

    See also: :func:`gamekit.misere_quotient`.
    """
    q = _quotient(OctalGame(code).code, LARGEST)
    if isinstance(is_p, StudentFunction):
        is_p.shown = lambda args: _rows_in_words(args[0])
    positions = [p for r in range(heaps + 1) for p in combinations_with_replacement(range(1, LARGEST + 1), r)]
    long = _long_positions(range(1, LARGEST + 1), 100, seed=75)
    tried = sorted(positions, key=lambda p: (sum(p), p)) + long
    prefetch(is_p, [(p,) for p in tried])
    for p in tried:
        mine = _answer(is_p, p, p in long, N_("compute the outcome from the rows"))
        if not isinstance(mine, (bool, int)) or isinstance(mine, int) and mine not in (0, 1):
            raise AnswerError(_("your function {value} should answer True or False, but at {value2} it answered "
                                "{given}.").format(
                                  value=getattr(is_p, 'name', ''), value2=_rows_in_words(p), given=given(mine)))
        true = q.outcome(p) == "P"
        if bool(mine) == true:
            continue
        if not p:
            return Verdict.wrong(_("your rule is wrong at the empty position: whoever must move there has "
                                   "already won, so it is a misère N-position."))
        why = _("every move from it reaches an N-position") if true else _("it has a move to a P-position")
        return Verdict.wrong(_("your rule is wrong at {value}: it is a misère {value2}-position ({why}).").format(
                                 value=_rows_in_words(p), value2='P' if true else 'N', why=why))
    return Verdict.right(_("your rule is right on all {count} positions of at most {heaps} rows of at most "
                           "{LARGEST} pins, and on {count2} long positions.").format(
                             count=len(positions), heaps=heaps, LARGEST=LARGEST, count2=len(long)))
