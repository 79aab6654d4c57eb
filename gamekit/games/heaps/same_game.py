"""Octal codes that are the same game: heaps renumbered, heaps without a move left out.

A heap with no move is the empty game: added to any position it changes nothing, in normal play
and in misère play.  Two octal games are *the same game* when, once such heaps are left out, a
heap of h in one is a heap of h + s in the other for a fixed s, option for option: every position
of one is then a position of the other with the same moves, so the two have the same values, the
same outcomes and the same misère quotients — the quotient of the heaps up to n of the first is
that of the heaps up to n + s of the second.  ·61, ·62, ·63 are Officers (·6) itself (s = 0: a
heap of 1 has no move in ·6, so taking a whole heap of 2, or 2 tokens from a larger heap, leaves
what a move of ·6 leaves), and ·37 is ·6 with every heap one smaller (s = 1).

**The proof, for every heap size.**  Let d₀.d₁…d_k be the digits and J₂ = {j ≥ 1 : d_j has the
bit 2}, J₄ = {j : d_j has the bit 4} (j = 0 for a leading 4).  If J₂ and J₄ are empty, no heap
above k has a move and the finitely many others are compared directly.  Otherwise every heap of
k + 2 or more has a move, so the heaps without a move, I, lie below k + 2; let m be the largest
(0 if none).  For h ≥ H = k + 2m + 2 the options of a heap of h, heaps without a move left out,
are exactly

* the heaps h − c for c in C = J₂ ∪ {j + a : j ∈ J₄, a ∈ I} (h − c > m has a move), and
* the pairs of heaps with a move a ≤ b, a + b = h − d, for d in D = J₄ (b > m always).

Suppose the heaps with a move of the second game are those of the first plus s, that C is the
same for both and D of the second is D of the first minus s, and that for every heap h with a move
below max(H, H' − s) the options of h, each heap plus s, are the options of h + s in the second.
Then the same holds for every h: above that bound both sides are given by the two lists, and a
heap h − c becomes (h + s) − c, a pair a + b = h − d becomes (a + s) + (b + s) = (h + s) − (d − s)
and, the heaps with a move of the second game being exactly those of the first plus s, every pair
of the second game is one of these.  :func:`same_game` checks exactly these finitely many things.

>>> same_game("0.37", "0.6")
SameGame(code='0.37', other='0.6', shift=1)
>>> same_game("0.6", "0.64") is None
True

References
----------
.. [1] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982). *Winning Ways for your Mathematical
   Plays*. Academic Press, chapter 4 (taking and breaking).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.words import octal_code
from gamekit.games.heaps.octal import OctalGame

__all__ = ["SameGame", "same_game", "same_game_classes"]

Options = frozenset[tuple[int, ...]]

# how SameGame.sentence says a shift of 1 to 4 heaps (0: any other, in figures)
_SMALLER = {1: N_("the same game as {code} with every heap one smaller"),
            2: N_("the same game as {code} with every heap two smaller"),
            3: N_("the same game as {code} with every heap three smaller"),
            4: N_("the same game as {code} with every heap four smaller"),
            0: N_("the same game as {code} with every heap {by} smaller")}
_LARGER = {1: N_("the same game as {code} with every heap one larger"),
           2: N_("the same game as {code} with every heap two larger"),
           3: N_("the same game as {code} with every heap three larger"),
           4: N_("the same game as {code} with every heap four larger"),
           0: N_("the same game as {code} with every heap {by} larger")}


@dataclass(frozen=True)
class SameGame:
    """A proof that the octal game ``code`` is the game ``other``, each heap with a move ``shift`` larger.

    The heaps without a move are left out on both sides (they are the empty game).  So the misère
    quotient of ``code`` for heaps up to n is that of ``other`` for heaps up to ``bound(n)``.

    >>> SameGame("0.37", "0.6", 1).bound(15)
    16
    >>> SameGame("0.37", "0.6", 1).sentence()
    'the same game as ·6 with every heap one smaller'

    See also: :func:`same_game`.
    """

    code: str
    other: str
    shift: int

    def bound(self, heaps: int) -> int:
        """Return n + shift: the heaps of ``other`` whose quotient is that of ``code``'s heaps up to n (at least 0)."""
        return max(heaps + self.shift, 0)

    def sentence(self) -> str:
        """Return how a reader is told the two games are one: "the same game as ·6 with every heap one smaller"."""
        code = octal_code(self.other)
        if self.shift == 0:
            return _("the same game as {code}").format(code=code)
        said = _SMALLER if self.shift > 0 else _LARGER
        size = abs(self.shift)
        return gettext(said.get(size, said[0])).format(code=code, by=size)


@dataclass(frozen=True)
class _Pattern:
    """What the proof needs of one code: its heaps with a move (listed below ``always``, all of them
    from ``always`` on when ``endless``), C, D and the heap H (``start``) from which the options follow them."""

    game: OctalGame
    moving: frozenset[int]
    always: int
    start: int
    endless: bool
    singles: frozenset[int]
    pairs: frozenset[int]

    def options(self, h: int) -> Options:
        """Return the options of a heap of h, heaps without a move left out (each a sorted tuple)."""
        return frozenset(tuple(sorted(x for x in option if self.has_move(x))) for option in self.game.heap_options(h))

    def has_move(self, h: int) -> bool:
        return h in self.moving or (self.endless and h >= self.always)


def _pattern(code: str) -> _Pattern:
    game = OctalGame(code)
    digits = game.digits
    k = len(digits) - 1
    twos = {j for j in range(1, k + 1) if digits[j] & 2}
    fours = {j for j in range(k + 1) if digits[j] & 4}
    endless = bool(twos or fours)
    top = k + 2 if endless else k + 1                   # every heap from k + 2 on has a move, or none from k + 1
    moving = frozenset(h for h in range(1, top) if game.heap_options(h))
    still = [h for h in range(1, top) if h not in moving]
    m = max(still, default=0)
    singles = frozenset(twos | {j + a for j in fours for a in still})
    return _Pattern(game, moving, top, max(k + 2 * m + 2, top) if endless else top, endless, singles,
                    frozenset(fours))


def _shifted(options: Options, shift: int) -> Options:
    return frozenset(tuple(x + shift for x in option) for option in options)


def same_game(code: str, other: str) -> SameGame | None:
    """Return the proof that octal games ``code`` and ``other`` are the same game, heaps renumbered, or None.

    The heaps without a move are left out of both; the games are the same when a heap of h with a
    move in ``code`` is a heap of h + s in ``other``, option for option, for every h (the module's
    text proves it from finitely many heaps and the digits).  None when no such s exists.

    >>> same_game("0.61", "0.6")
    SameGame(code='0.61', other='0.6', shift=0)
    >>> same_game("0.6", "0.37").sentence()
    'the same game as ·37 with every heap one larger'
    >>> same_game("0.77", "4.4")
    SameGame(code='0.77', other='4.4', shift=1)

    See also: :func:`same_game_classes`.
    """
    first, second = _pattern(code), _pattern(other)
    if first.endless != second.endless:
        return None
    low = min(first.moving, default=first.always if first.endless else 0)
    high = min(second.moving, default=second.always if second.endless else 0)
    shift = high - low
    if first.endless:
        if first.singles != second.singles or {d - shift for d in first.pairs} != second.pairs:
            return None
        top = max(first.start, second.start - shift, second.start, first.start + shift) + 1
    else:
        top = max(first.start, second.start - shift) + 1
    heaps = [h for h in range(1, top) if first.has_move(h)]
    if any(not second.has_move(h + shift) for h in heaps) or any(
            second.has_move(h) and not first.has_move(h - shift) for h in range(1, top + shift)):
        return None
    if any(_shifted(first.options(h), shift) != second.options(h + shift) for h in heaps):
        return None
    return SameGame(OctalGame(code).code, OctalGame(other).code, shift)


def same_game_classes(codes: Iterable[str]) -> list[list[str]]:
    """Return the octal codes grouped by :func:`same_game`, each class led by the code whose heaps come first.

    Within a class the first code is the one whose heaps with a move are the smallest: every other
    is that game with its heaps as they are or larger (:class:`SameGame` with a shift of 0 or
    less), so its quotients are the first code's up to as many heaps or fewer.  Among equals the
    code given first leads; the classes come in the order of the first of their codes given.

    >>> same_game_classes(["0.6", "0.64", "0.37", "0.61", "0.65"])
    [['0.37', '0.6', '0.61'], ['0.64', '0.65']]
    >>> same_game("0.61", "0.37")
    SameGame(code='0.61', other='0.37', shift=-1)

    See also: :func:`same_game`.
    """
    codes = [OctalGame(code).code for code in codes]
    order = {code: i for i, code in reversed(list(enumerate(codes)))}
    classes: list[list[str]] = []
    for code in dict.fromkeys(codes):
        for members in classes:
            if same_game(code, members[0]) is not None:
                members.append(code)
                break
        else:
            classes.append([code])
    ranked = []
    for members in classes:
        lead = min(members, key=lambda c: (same_game(members[0], c).shift, order[c]))
        ranked.append([lead] + sorted((c for c in members if c != lead), key=order.__getitem__))
    return sorted(ranked, key=lambda members: min(order[c] for c in members))
