"""Self-checks for the exercises of chapter 9 (misère quotients).

The checks of single positions search the misère game itself; the checks of rules compare with the
quotient, which :func:`gamekit.misere_quotient` proves for every sum (and the tests compare with
search).  A wrong answer is told where it breaks, never what the answer is.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from itertools import combinations_with_replacement

from gamekit.core.validation import given
from gamekit.course.exercises.answers import AnswerError, checker, expect_int, expect_list
from gamekit.course.exercises.forbidden import ANSWERS, QUOTIENT
from gamekit.course.exercises.verdict import Verdict
from gamekit.games.heaps.nim import Nim
from gamekit.games.heaps.octal import OctalGame
from gamekit.games.heaps.quotient import MisereQuotient, misere_quotient
from gamekit.theory.misere import misere_outcome

__all__ = ["check_nim_image", "check_telling_apart", "check_quotient_move", "check_quotient_outcomes"]

LARGEST = 12          # the heaps of ·75 the exercises use: the quotient is computed to here


@cache
def _quotient(code: str, heaps: int) -> MisereQuotient:
    game = Nim() if code == "nim" else OctalGame(code)
    return misere_quotient(game, heaps, progress=False)


_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


def _element(word: object, q: MisereQuotient, what: str) -> str:
    """Return the element of ``q`` that the word ``word`` in its generators names (``'ab²'``, ``'ab^2'``, ``'abb'``)."""
    if not isinstance(word, str):
        raise AnswerError(f"{what} should be the name of an element, a string such as 'ab', not {given(word)}.")
    text = word.replace(" ", "").replace("*", "").replace("·", "").replace("^", "").translate(_DIGITS)
    if text in ("1", ""):
        return "1"
    letters = "".join(q.generators)
    if not re.fullmatch(f"([{letters}][0-9]*)+", text):
        raise AnswerError(f"{what} is {word!r}, which is not a word in the generators "
                          f"{', '.join(q.generators)} (write the identity as '1').")
    element = "1"
    for letter, power in re.findall(f"([{letters}])([0-9]*)", text):
        for _ in range(int(power) if power else 1):
            element = q.product(element, q.heap_images[q.generator_heaps[letter]])
    return element


def _heaps(value: object, what: str, largest: int | None = None) -> tuple[int, ...]:
    """Return ``value`` as a sorted tuple of non-empty heaps, or raise AnswerError saying what was expected."""
    heaps = tuple(expect_int(h, f"each heap of {what}") for h in expect_list(value, what))
    if any(h < 0 for h in heaps):
        raise AnswerError(f"{what} has a negative heap: {heaps}.")
    if largest is not None and any(h > largest for h in heaps):
        raise AnswerError(f"{what} has a heap larger than {largest}: keep every heap at most {largest}.")
    return tuple(sorted(h for h in heaps if h))


@checker(forbid=QUOTIENT)
def check_nim_image(image: Callable[[tuple[int, ...]], str], heaps: int = 6) -> Verdict:
    """Return whether ``image(position)`` is the element of misère nim's quotient (heaps ≤ 3) of every position.

    Positions are rows of at most ``heaps`` heaps of 1 to 3, in increasing order; an element may be
    written in any word of the generators a = *1 and b = *2 (``'ab²'``, ``'ab^2'``, ``'abb'``, ``'1'``).

    >>> check_nim_image(lambda p: "1")
    ✗ Not yet: the image of (1,) is not '1': a heap of 1 is the generator a, and a ≠ 1 (a heap of 1 alone
    is a misère P-position, the empty position is not).
    >>> check_nim_image(lambda p: "a" * p.count(1) + "b" * (p.count(2) + p.count(3)) + "a" * p.count(3))
    ✓ Correct: your images are right on all 84 positions.

    See also: :func:`gamekit.misere_quotient`.
    """
    q = _quotient("nim", 3)
    positions = [p for r in range(heaps + 1) for p in combinations_with_replacement(range(1, 4), r)]
    for p in positions:
        mine = _element(image(p), q, f"the image of {p}")
        true = q.image(p)
        if mine == true:
            continue
        text = f"the image of {p} is not {image(p)!r}"
        if len(p) == 1:
            h = p[0]
            alone = "P" if q.is_p(true) else "N"
            text += (f": a heap of {h} is the generator {true}" if h < 3 else ": write *3 = *2 + *1 in the generators")
            if h < 3:
                text += f", and {true} ≠ {mine}"
                if q.is_p(true) != q.is_p(mine):
                    text += (f" (a heap of {h} alone is a misère {alone}-position, "
                             f"{'the empty position' if mine == '1' else 'a position of ' + mine} is not)")
            return Verdict.wrong(text + ".")
        same = q.outcome(p) == ("P" if q.is_p(mine) else "N")
        other = "N" if q.outcome(p) == "P" else "P"
        hint = ("use the relations a² = 1 and b³ = b to shorten the word" if same else
                f"{p} is a misère {q.outcome(p)}-position, but the positions of {mine} are {other}-positions")
        return Verdict.wrong(f"{text}: {hint}.")
    return Verdict.right(f"your images are right on all {len(positions)} positions.")


@checker
def check_telling_apart(code: str, g: int, h: int, x: Iterable[int]) -> Verdict:
    """Return whether the position ``x`` tells a heap of ``g`` from a heap of ``h`` in misère ``code``.

    It does when g + x and h + x have different misère outcomes (found by search).  Heaps of x are at
    most 12.

    >>> check_telling_apart(".75", 5, 9, ())
    ✗ Not yet: (5,) and (9,) are both misère N-positions: the empty position does not tell them apart.

    See also: :func:`gamekit.misere_outcome`.
    """
    game = OctalGame(code)
    x = _heaps(x, "your position", LARGEST)
    if len(x) > 8:
        raise AnswerError(f"your position has {len(x)} heaps: a few heaps are enough (at most 8).")
    first, second = tuple(sorted((g,) + x)), tuple(sorted((h,) + x))
    o1, o2 = misere_outcome(game, first), misere_outcome(game, second)
    shown = f"the position {x}" if x else "the empty position"
    if o1 == o2:
        return Verdict.wrong(f"{first} and {second} are both misère {o1}-positions: {shown} does not "
                             "tell them apart.")
    return Verdict.right(f"{first} is a misère {o1}-position and {second} a misère {o2}-position: "
                         f"{shown} tells a heap of {g} from a heap of {h}.")


@checker(limit=5)
def check_quotient_move(code: str, position: Iterable[int], move: Iterable[int]) -> Verdict:
    """Return whether ``move`` (the rows left, in any order) is a move of misère ``code`` to a P-position.

    >>> check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 7))
    ✗ Not yet: after (1, 1, 1, 7) your opponent wins the misère game: (1, 1, 1, 7) is an N-position.

    See also: :meth:`gamekit.MisereQuotient.winning_moves`.
    """
    game = OctalGame(code)
    position, after = _heaps(position, "the position"), _heaps(move, "your move")
    legal = {tuple(sorted(h for h in q if h)) for q in game.moves(position)}
    if after not in legal:
        return Verdict.wrong(f"{position} → {tuple(move)} is not a move of {game.code}: read its digits "
                             "(how many pins may fall, and how many rows may be left).")
    if misere_outcome(game, after) != "P":
        return Verdict.wrong(f"after {tuple(move)} your opponent wins the misère game: {tuple(move)} is an "
                             "N-position.")
    return Verdict.right(f"{tuple(move)} is a misère P-position: whoever moves next loses.")


@checker(limit=10, forbid=ANSWERS + QUOTIENT)
def check_quotient_outcomes(code: str, is_p: Callable[[tuple[int, ...]], bool], heaps: int = 4) -> Verdict:
    """Return whether ``is_p(position)`` tells the misère P-positions of ``code`` among rows of heaps ≤ 12.

    Every row of at most ``heaps`` heaps from 1 to 12 is tried (and the empty row), in increasing
    size; the truth is read off the quotient, proved for every sum.

    >>> check_quotient_outcomes(".75", lambda p: len(p) % 2 == 1)
    ✗ Not yet: your rule is wrong at (2,): it is a misère N-position (it has a move to a P-position).

    See also: :func:`gamekit.misere_quotient`.
    """
    q = _quotient(OctalGame(code).code, LARGEST)
    positions = [p for r in range(heaps + 1) for p in combinations_with_replacement(range(1, LARGEST + 1), r)]
    for p in sorted(positions, key=lambda p: (sum(p), p)):
        mine = is_p(p)
        if not isinstance(mine, (bool, int)) or isinstance(mine, int) and mine not in (0, 1):
            raise AnswerError(f"is_p{p} should be True or False, not {given(mine)}.")
        true = q.outcome(p) == "P"
        if bool(mine) == true:
            continue
        if not p:
            return Verdict.wrong("your rule is wrong at the empty position (): whoever must move there has "
                                 "already won, so it is a misère N-position.")
        why = "every move from it reaches an N-position" if true else "it has a move to a P-position"
        return Verdict.wrong(f"your rule is wrong at {p}: it is a misère {'P' if true else 'N'}-position ({why}).")
    return Verdict.right(f"your rule is right on all {len(positions)} positions of at most {heaps} heaps ≤ {LARGEST}.")
