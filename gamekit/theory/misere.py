"""Misère play of any game: outcomes, Conway's genus, tame games and the Anti-SG theorem.

The tantrum (hiszti) game of the slides (:class:`gamekit.theory.game.Tantrum`) turns misère
play into normal play; this module holds what chapter 4 proves and checks with it for every game:

* misère outcomes (:func:`misere_outcome`) and the longest play of a position;
* Conway's genus γ₀^{λ₀λ₁λ₂…}, tame and wild positions, and the outcome rule for tame sums;
* the Anti-SG (SJ) theorem for misère sums.

This module is where misère play starts; the rest of it lives with what it is about:

* the tantrum game itself, ``game.misere()``: :class:`gamekit.theory.game.Tantrum`;
* misère nim (Bouton's misère rule, its winning moves): :mod:`gamekit.games.heaps.nim`;
* the misère Grundy sequence and Ferguson's theorem for subtraction games:
  :mod:`gamekit.games.heaps.subtraction`;
* misère quotients of heap games (Plambeck and Siegel): :mod:`gamekit.games.heaps.quotient`;
  proofs that one is infinite: :mod:`gamekit.games.heaps.infinite_quotient`;
* the misère column of the octal atlas: :func:`gamekit.atlas.misere_census`; the octal codes
  it computes once because they are one game: :mod:`gamekit.games.heaps.same_game`;
* their tables and explorers: :mod:`gamekit.tables.misere`, :mod:`gamekit.tables.quotient`,
  :mod:`gamekit.widgets.misere`, :mod:`gamekit.widgets.quotient`.

References
----------
.. [1] *Betli játékok* (Misère games), lecture slides of the course.
.. [2] Conway, J. H. (1976). *On Numbers and Games*. Academic Press (the genus).
.. [3] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982).
   *Winning Ways for your Mathematical Plays*. Academic Press, chapter 13 (misère play).
.. [4] A Chinese competitive-programming summary of Sprague–Grundy theory (Anti-SG, Multi-SG,
   Every-SG, classic games), one of the course's sources.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence, Set
from functools import reduce
from operator import xor
from typing import NamedTuple

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.progress import Progress
from gamekit.core.validation import given, is_integer, natural
from gamekit.core.words import superscript
from gamekit.theory.game import Game, Tantrum, as_game

__all__ = ["misere_outcome", "Genus", "longest_play", "genus", "is_tame_genus", "is_tame", "tame_outcome",
           "anti_sg_outcome", "sj_hypothesis_counterexample"]


def misere_outcome(game: Game | str, position: object) -> str:
    """Return the misère outcome of ``position`` in ``game``: ``"N"`` or ``"P"``.

    In misère play whoever cannot move wins.  The outcome is that of the tantrum game
    (``game.misere()``: every terminal position gets one move, to a position with none), the same
    as ``game.misere().outcome(position)``; all tantrum games of one game share a memo.

    Parameters
    ----------
    game : Game or str
        A game whose play always ends, or an octal code such as ``"0.77"``
        (:func:`gamekit.theory.game.as_game`).
    position : hashable
        A position of the game.

    Returns
    -------
    str
        ``"P"`` if the previous player wins, ``"N"`` if the next player does.

    Raises
    ------
    TypeError
        If ``game`` is neither a game nor a text.
    ValueError
        If ``game`` is a malformed code, ``position`` is not a position of it, or play can return
        to a position (a loopy game has no misère play here).

    See Also
    --------
    gamekit.theory.game.Game.misere : the tantrum game itself.
    genus : Conway's genus, which decides misère sums of tame games.
    gamekit.games.heaps.quotient.misere_quotient : the misère quotient of a heap game.
    gamekit.games.heaps.subtraction.misere_grundy_sequence : the misère values of one heap.

    Examples
    --------
    >>> from gamekit import Kayles
    >>> misere_outcome(Kayles, (12, 12, 12, 12)), misere_outcome(Kayles, (1, 1, 1))
    ('N', 'P')
    >>> misere_outcome("0.75", (1, 1))
    'N'
    """
    return Tantrum(as_game(game, "misere_outcome")).outcome(position)


# ===================================================================== genus
class _WithSmallNim(Game):
    """A game plus some nim heaps of 1 and 2: positions (position, number of 2s, number of 1s)."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.base = game

    def canonical(self, position: tuple) -> Hashable:
        p, twos, ones = position
        return (self.base.canonical(p), twos, ones)

    def moves(self, position: tuple) -> Iterator[tuple]:
        p, twos, ones = position
        for q in self.base.moves(p):
            yield (q, twos, ones)
        if twos:
            yield (p, twos - 1, ones + 1)     # *2 → *1
            yield (p, twos - 1, ones)         # *2 → 0
        if ones:
            yield (p, twos, ones - 1)         # *1 → 0


class Genus(NamedTuple):
    """Conway's genus γ₀^{λ₀λ₁…}: γ₀ the normal value, λₖ the misère value of G + k copies of ``*2``.

    ``misere`` is truncated as usual: it stops after the first two terms of the alternating tail.

    Printed with the misère values as superscripts, as Conway writes it (``0¹²⁰``); values of
    two digits are set apart by a thin space (``4¹⁰ ¹⁴``).  :attr:`latex` gives the TeX.

    >>> g = Genus(0, (1, 2, 0)); str(g), g.fickle, g.tame
    ('0¹²⁰', True, True)
    """

    normal: int
    misere: tuple[int, ...]

    def __str__(self) -> str:
        sep = "\u2009" if any(v >= 10 for v in self.misere) else ""
        return f"{self.normal}{sep.join(superscript(v) for v in self.misere)}"

    @property
    def latex(self) -> str:
        """Return the genus in TeX, the misère values as the exponent: ``0^{120}``.

        >>> Genus(4, (4, 6)).latex
        '4^{46}'
        """
        sep = "," if any(v >= 10 for v in self.misere) else ""
        return f"{self.normal}^{{{sep.join(map(str, self.misere))}}}"

    def _repr_latex_(self) -> str:
        return f"${self.latex}$"

    @property
    def fickle(self) -> bool:
        """Whether the genus is 0^120 or 1^031 (it acts like a small nim position)."""
        return self in ((0, (1, 2, 0)), (1, (0, 3, 1)))

    @property
    def tame(self) -> bool:
        """Whether the genus is that of a nim position: 0^120, 1^031 or a^{a, a⊕2}."""
        return is_tame_genus(self)


def longest_play(game: Game | str, position: object) -> int:
    """Return the length of the longest play from ``position`` (explicit stack, memoised).

    ``game`` is a game or an octal code such as ``"0.77"``.

    See also: :func:`gamekit.remoteness`.

    >>> from gamekit import Kayles
    >>> longest_play(Kayles, (3,)), longest_play(Kayles, (4, 2))
    (3, 6)
    """
    game = as_game(game, "longest_play")
    position = game.position(position)
    memo = game.derived("longest play", dict)
    key = game.canonical
    start = key(position)
    if start in memo:
        return memo[start]
    stack = [[start, game._options(position), 0]]
    on_path, visited = {start}, 0
    with Progress("auto", None, "positions searched for the longest play") as report:
        _longest_play_search(game, position, memo, stack, on_path, visited, report)
    return memo[start]


def _longest_play_search(game, position, memo, stack, on_path, visited, report) -> None:
    """Run the depth-first search of :func:`longest_play` until ``stack`` is empty (values enter the memo complete)."""
    key = game.canonical
    steps = 0
    while stack:
        steps += 1
        if not steps & 0xF:                     # often: a step may list thousands of options
            report(visited)
        frame = stack[-1]
        options, i = frame[1], frame[2]
        while i < len(options) and key(options[i]) in memo:
            i += 1
        frame[2] = i
        if i < len(options):
            q = options[i]
            k = key(q)
            if k in on_path:
                raise ValueError(_("play can return to position {q}: this game has a cycle, so no longest play "
                                   "(and no genus) exists; use gk.GraphGame for loopy games").format(q=repr(q)))
            visited += 1
            if visited > game.max_positions:
                raise ValueError(_("{game}: {visited} positions reached from {position} and play has not ended; "
                                   "if play is finite, raise the limit with game.max_positions").format(
                                     game=repr(game), visited=f"{visited:,}", position=repr(position)))
            on_path.add(k)
            stack.append([k, game._options(q), 0])
            continue
        memo[frame[0]] = 1 + max((memo[key(q)] for q in options), default=-1)
        on_path.discard(frame[0])
        stack.pop()


def _truncate(values: Sequence[int]) -> tuple[int, ...] | None:
    """Return the values up to the first two of the alternating tail, or None if no tail shows."""
    last = len(values) - 1
    start = last - 1
    while start - 1 >= 0 and values[start - 1] == values[start + 1]:
        start -= 1
    if last - start < 3:          # the alternation must be seen over at least four terms
        return None
    return tuple(values[:start + 2])


def genus(game: Game | str, position: object, extra: int = 4) -> Genus:
    """Return Conway's genus of ``position``: γ₀ and the misère values λₖ of G + k·``*2``, truncated.

    The genus says how a position behaves in misère sums with small nim heaps: γ₀ is its
    normal value and λₖ the misère value of the position plus k heaps of 2.  λₖ is computed for
    k = 0, 1, …, L + ``extra``, where L is the longest play from the position; the tail must then
    be seen to alternate (tests check on random games that more terms never change the truncated
    genus).  A sum of tame positions is decided by the genera of its parts (:func:`tame_outcome`).

    Parameters
    ----------
    game : Game or str
        A game whose play always ends, or an octal code such as ``"0.77"``.
    position : hashable
        A position of the game.
    extra : int, default 4
        How many terms λₖ beyond the longest play to compute, from 0 to 100.

    Returns
    -------
    Genus
        γ₀ and the truncated tuple of the λₖ; ``str(genus)`` writes it as the slides do (``0¹²⁰``).

    Raises
    ------
    TypeError
        If ``game`` is neither a game nor a text.
    ValueError
        If ``game`` is a malformed code, ``position`` is not a position of it, play can return to
        a position, or ``extra`` is out of range.

    See Also
    --------
    is_tame : whether a position is tame.
    tame_outcome : the misère outcome of a sum of tame positions, from their genera.
    misere_outcome : the misère outcome of one position.

    Examples
    --------
    >>> from gamekit import Nim, Kayles
    >>> [str(genus(Nim(), (n,))) for n in range(5)]
    ['0¹²⁰', '1⁰³¹', '2²⁰', '3³¹', '4⁴⁶']
    >>> str(genus(Kayles, (2, 2))), str(genus(Kayles, (4,)))
    ('0⁰²', '1⁰³¹')
    >>> str(genus("0.77", 4))
    '1⁰³¹'
    """
    game = as_game(game, "genus")
    position = game.position(position)
    helper = game.derived("genus", lambda: Tantrum(_WithSmallNim(game)))
    if not is_integer(extra) or not 0 <= extra <= 100:
        raise ValueError(_("extra (how many more terms λₖ to compute) must be a whole number from 0 to 100, got "
                           "{extra}").format(extra=repr(extra)))
    terms = longest_play(game, position) + max(int(extra), 2) + 2
    values = []
    with Progress("auto", terms, f"genus of {position!r}: terms λₖ") as report:
        for k in range(terms):
            values.append(helper.grundy((position, k, 0)))
            report(k + 1)
    truncated = _truncate(values)
    while truncated is None:      # pragma: no cover - defensive: extend until it alternates
        terms *= 2
        values = [helper.grundy((position, k, 0)) for k in range(terms)]
        truncated = _truncate(values)
    return Genus(game.grundy(position), truncated)


def is_tame_genus(g: Genus) -> bool:
    """Return whether a genus is the genus of a nim position: 0^120, 1^031 or a^{a(a⊕2)}.

    >>> is_tame_genus(Genus(0, (1, 2, 0))), is_tame_genus(Genus(3, (3, 1))), is_tame_genus(Genus(0, (1, 3, 1)))
    (True, True, False)
    """
    a, m = g
    return m in ((1, 2, 0), (0, 3, 1)) and a == m[0] ^ 1 or m == (a, a ^ 2)


def is_tame(game: Game | str, position: object, limit: int = 20_000) -> bool:
    """Return whether ``position`` is tame: it and every position reachable from it has a tame genus.

    A position with a wild follower is called wild here, even where Conway's finer theory
    (reversible moves) would still tame it.  ``limit`` bounds the number of followers; ``game``
    may be an octal code such as ``"0.77"``.

    See also: :func:`genus`, :func:`is_tame_genus`.

    >>> from gamekit import Nim, Kayles
    >>> is_tame(Nim(), (3, 2, 1)), is_tame(Kayles, (4,)), is_tame(Kayles, (5,))
    (True, True, False)
    """
    game = as_game(game, "is_tame")
    graph = game.graph(game.position(position), limit=limit)
    seen: set = set()
    for p in graph:
        k = game.canonical(p)
        if k not in seen:
            seen.add(k)
            if not genus(game, p).tame:
                return False
    return True


def tame_outcome(genera: Iterable[Genus]) -> str:
    """Return the misère outcome of a sum of tame positions with these genera, by the nim rule.

    Fickle components (0^120, 1^031) act as small nim heaps, the others as big ones: if some
    component is firm the sum is P iff the nim-sum of the γ₀ is 0, otherwise iff it is 1.

    See also: :func:`genus`, :func:`is_tame`.

    >>> tame_outcome([Genus(1, (0, 3, 1))] * 3), tame_outcome([Genus(2, (2, 0)), Genus(2, (2, 0))])
    ('P', 'P')
    """
    if isinstance(genera, Genus) or not isinstance(genera, Iterable):
        raise TypeError(_("tame_outcome takes a list of genera (gk.genus(game, position)), got {given}").format(
                            given=given(genera)))
    genera = list(genera)
    for g in genera:
        if not isinstance(g, Genus):
            raise TypeError(_("tame_outcome takes a list of genera, such as gk.genus(gk.Nim(), (3,)); got "
                              "{given} in it").format(given=given(g)))
        if not is_tame_genus(g):
            raise ValueError(_("the genus {g} is not tame: the nim rule does not apply to it").format(g=g))
    s = reduce(xor, (g.normal for g in genera), 0)
    if all(g.fickle for g in genera):
        return "P" if s == 1 else "N"
    return "P" if s == 0 else "N"


# ===================================================================== Anti-SG (SJ theorem)
def anti_sg_outcome(values: Iterable[int]) -> str:
    """Return the outcome the SJ theorem gives a misère sum whose components have these γ values.

    N (first player wins) iff either every γ ≤ 1 and the nim-sum is 0, or some γ > 1 and the
    nim-sum is not 0.  Valid when every component satisfies the SJ hypothesis (see
    :func:`sj_hypothesis_counterexample`).

    See also: :func:`sj_hypothesis_counterexample`.

    >>> anti_sg_outcome([1, 1]), anti_sg_outcome([1, 1, 1]), anti_sg_outcome([3, 2, 1]), anti_sg_outcome([])
    ('N', 'P', 'P', 'N')
    """
    if isinstance(values, (str, bytes, Mapping, Set)) or not isinstance(values, Iterable):
        raise TypeError(_("anti_sg_outcome takes the list of the components' Sprague–Grundy values, got "
                          "{given}").format(
                            given=given(values)))
    values = [natural(v, N_("each Sprague–Grundy value given to anti_sg_outcome")) for v in values]
    s = reduce(xor, values, 0)
    if all(v <= 1 for v in values):
        return "N" if s == 0 else "P"
    return "N" if s != 0 else "P"


def sj_hypothesis_counterexample(game: Game | str, position: object, limit: int = 100_000) -> object | None:
    """Return a follower of ``position`` breaking the SJ hypothesis, or None if there is none.

    The hypothesis: every position with γ = 0 that is not terminal has an option with γ = 1.
    ``game`` is a game or an octal code such as ``"0.77"``.

    See also: :func:`anti_sg_outcome`.

    >>> from gamekit import Kayles
    >>> from gamekit import SubtractionGame
    >>> sj_hypothesis_counterexample(SubtractionGame({2, 5}), 40) is None
    True
    >>> sj_hypothesis_counterexample(Kayles, 5)
    (2, 2)
    """
    game = as_game(game, "sj_hypothesis_counterexample")
    graph = game.graph(game.position(position), limit=limit)
    for p, options in graph.items():
        if options and game.grundy(p) == 0 and all(game.grundy(q) != 1 for q in options):
            return p
    return None
