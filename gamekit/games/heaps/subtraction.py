"""Subtraction games: take k tokens from a heap, k in a fixed subtraction set.

:class:`SubtractionGame` is the general constructor; :class:`Bachet` (take 1..t; the Chinese
summary's Bash) and :class:`Letra` (the article's LÉTRA) are named instances.  Their misère play
is here too: the misère Grundy sequence of a heap game and Ferguson's pairs lemma and theorem,
which say when a subtraction game's misère values are its normal values with 0 and 1 swapped.

References
----------
.. [1] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy function of
   a simple game), lecture slides of the course.
.. [2] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [3] Ferguson, T. S. (1974). "On sums of graph games with last player losing".
   *International Journal of Game Theory* 3, 159–167.
.. [4] *Betli játékok* (Misère games), lecture slides of the course.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from functools import reduce
from itertools import combinations
from operator import xor

import numpy as np

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.limits import sequence_length
from gamekit.core.progress import Progress
from gamekit.core.validation import given, is_integer, positive
from gamekit.core.validation import heap as as_heap
from gamekit.engines.periods import Period, first_repeated_window
from gamekit.games.heaps.heap import HeapGame
from gamekit.theory.arithmetic import mex
from gamekit.theory.game import as_game

__all__ = ["SubtractionGame", "Bachet", "Bash", "Letra", "misere_grundy_sequence", "ferguson_prediction",
           "ferguson_pairs_counterexample", "ferguson_counterexample", "subtraction_sets"]


class SubtractionGame(HeapGame):
    """Remove k tokens from a heap, k in the subtraction set K.

    A position is a row of heaps, played as a sum.  The values of a finite subtraction set are
    eventually periodic, so ``grundy`` answers any heap, however large, from one period [1]_.

    Parameters
    ----------
    subtraction_set : iterable of int
        The set K of positive integers a move may remove, such as ``{1, 3, 4}`` or ``range(1, 11)``.
    name : str, optional
        The name the game is shown by; "subtraction game {1, 3, 4}" (its set) if none.

    Raises
    ------
    TypeError
        If ``subtraction_set`` is not a collection, or holds something that is not a whole number.
    ValueError
        If it is empty, or holds 0 or a negative number.

    See Also
    --------
    Bachet : take 1 to k tokens, whose values repeat with period k + 1.
    gamekit.games.heaps.takeaway.TakeAway : moves that depend on the heap.
    misere_grundy_sequence : the misère values, and Ferguson's theorem.

    References
    ----------
    .. [1] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982). *Winning Ways for your
       Mathematical Plays*. Academic Press, chapter 4 (subtraction games).

    Examples
    --------
    >>> bachet = SubtractionGame(range(1, 11))
    >>> bachet.grundy_sequence(12)
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0]
    >>> SubtractionGame({1, 2}).grundy(200000)
    2
    """

    def __init__(self, subtraction_set: Iterable[int], name: str | None = None) -> None:
        if isinstance(subtraction_set, (str, bytes, Mapping)) or not isinstance(subtraction_set, Iterable):
            raise TypeError(_("a subtraction set is a set of positive integers, like {{1, 3, 4}}; got {given}").format(
                                given=given(subtraction_set)))
        ks = list(subtraction_set)
        if not ks:
            raise ValueError(_("the subtraction set is empty: no move would ever be possible"))
        for k in ks:
            if not is_integer(k):
                raise TypeError(_("the subtraction set may hold only positive integers, got {given}").format(
                                    given=given(k)))
            if k == 0:
                raise ValueError(_("the subtraction set contains 0: removing nothing is not a move"))
            if k < 0:
                raise ValueError(_("the subtraction set contains the negative number {k}").format(k=k))
        self.subtraction_set: tuple[int, ...] = tuple(sorted({int(k) for k in ks}))
        self._period: Period | None = None
        super().__init__(name=name)

    def heap_options(self, n: int) -> Iterable[tuple[int, ...]]:
        return [(n - k,) if n > k else () for k in self.subtraction_set if k <= n]

    def grundy_sequence(self, n: int) -> list[int]:
        n = sequence_length(n)
        seq, ks = self._sequence, self.subtraction_set
        with Progress("auto", n, f"{self!r}: values") as report:
            for m in range(len(seq), n):
                if not m & 0xFFFF:
                    report(m)
                seq.append(mex({seq[m - k] for k in ks if k <= m}))

        return seq[:n]

    def period(self, max_n: int = 10_000) -> Period | None:
        """Return the least preperiod and period proved from γ(0), …, γ(max_n − 1), or ``None``.

        γ(n) depends only on the m = max K values before it, so once a window of m consecutive
        values repeats, every later value repeats with it: the first repeated window proves the
        least pair (:func:`gamekit.engines.periods.first_repeated_window`).  ``None`` when the first
        ``max_n`` values hold no repeated window (every subtraction game is periodic: more values
        find it).

        See also: :class:`gamekit.Period`, :meth:`gamekit.OctalGame.period` (the same meaning).

        >>> SubtractionGame({1, 2}).period(), SubtractionGame({2, 5, 6}).period()
        (Period(preperiod=0, period=3), Period(preperiod=0, period=11))
        >>> SubtractionGame({1, 40}).period(50) is None
        True
        """
        max_n = sequence_length(max_n)
        found = self._period
        if found is not None:           # proved from the values up to the window's second end
            return found if found.preperiod + found.period + self.subtraction_set[-1] <= max_n else None
        found = first_repeated_window(np.asarray(self.grundy_sequence(max_n), dtype=np.int64), self.subtraction_set[-1])
        if found is not None:
            self._period = found
        return found

    def _proved_period(self) -> Period:
        """Return the period, computing values (twice as many each time) until a window repeats."""
        n = max(len(self._sequence), 4 * self.subtraction_set[-1], 1024)
        while (found := self.period(n)) is None:
            n *= 2
        return found

    def grundy(self, position: object) -> int:
        """Return γ of a row of heaps; heaps beyond the computed values are read off the period.

        >>> SubtractionGame({1, 2}).grundy(10**8)          # 10⁸ ≡ 1 (mod 3)
        1
        """
        position = self.position(position)
        if position and max(position) >= max(len(self._sequence), 2**16):
            start, p = self._proved_period()
            seq = self._sequence
            return reduce(xor, (seq[h] if h < start + p else seq[start + (h - start) % p] for h in position), 0)
        return super().grundy(position)

    def cache_clear(self) -> None:
        super().cache_clear()
        self._period = None

    def __repr__(self) -> str:
        if self._name:
            return gettext(self._name)
        return _("subtraction game {{{takes}}}").format(takes=", ".join(map(str, self.subtraction_set)))


class Bachet(SubtractionGame):
    """Bachet's game: take 1, 2, …, ``largest_take`` tokens; γ(n) = n mod (largest_take + 1).

    The P-positions are the multiples of ``largest_take + 1``: whatever the opponent takes, take
    the rest of that number.

    Parameters
    ----------
    largest_take : int, default 10
        The most tokens a move may take, at least 1.

    Raises
    ------
    TypeError
        If ``largest_take`` is not a whole number.
    ValueError
        If it is below 1.

    See Also
    --------
    SubtractionGame : any set of takes.
    Letra : the article's name for the same game.

    Examples
    --------
    >>> Bachet(2).grundy_sequence(7), Bachet()
    ([0, 1, 2, 0, 1, 2, 0], Bachet (take 1–10))
    """

    def __init__(self, largest_take: int = 10) -> None:
        largest_take = positive(largest_take, N_("the largest take"))
        self.largest_take = largest_take
        super().__init__(range(1, largest_take + 1))

    def __repr__(self) -> str:
        return _("Bachet (take 1–{largest_take})").format(largest_take=self.largest_take)


Bash = Bachet  # the Chinese summary calls Bachet's game "Bash": take 1..m, γ(n) = n mod (m + 1)


class Letra(SubtractionGame):
    """LÉTRA of the article: take 1..t tokens (the same game as :class:`Bachet`).

    >>> Letra(3).grundy_sequence(9)
    [0, 1, 2, 3, 0, 1, 2, 3, 0]
    """

    def __init__(self, t: int = 3) -> None:
        t = positive(t, N_("LÉTRA's largest take t"))
        super().__init__(range(1, t + 1), name=f"LÉTRA (t = {t})")


def misere_grundy_sequence(game: HeapGame | str, n: int) -> list[int]:
    """Return ``[γʰ(0), …, γʰ(n−1)]`` for single heaps of a heap game (γʰ = 1 on dead heaps).

    ``game`` is a heap game or an octal code such as ``"0.77"``.

    See also: :func:`gamekit.theory.misere.misere_outcome`, :func:`ferguson_prediction`.

    >>> misere_grundy_sequence(SubtractionGame({2, 5}), 18)
    [1, 1, 0, 0, 1, 2, 0, 1, 1, 0, 0, 1, 2, 0, 1, 1, 0, 0]
    """
    game = as_game(game, "misere_grundy_sequence")
    if not isinstance(game, HeapGame):
        raise TypeError(_("misere_grundy_sequence needs a heap game, got {given}").format(given=given(game)))
    n = as_heap(n)
    if isinstance(game, SubtractionGame):
        seq: list[int] = []
        for m in range(n):
            values = {seq[m - k] for k in game.subtraction_set if k <= m}
            seq.append(mex(values) if values else 1)
        return seq
    tantrum = game.misere()
    return [tantrum.grundy((m,)) for m in range(n)]


# ===================================================================== Ferguson
def ferguson_prediction(values: Iterable[int]) -> list[int]:
    """Return γʰ as Ferguson's theorem predicts it from γ: swap 0 and 1, keep values ≥ 2.

    See also: :func:`ferguson_counterexample`, :func:`ferguson_pairs_counterexample`.

    >>> ferguson_prediction([0, 0, 1, 1, 2, 3])
    [1, 1, 0, 0, 2, 3]
    """
    return [1 if v == 0 else 0 if v == 1 else v for v in values]


def _subtraction_game(subtraction_set: Iterable[int] | SubtractionGame) -> SubtractionGame:
    if isinstance(subtraction_set, SubtractionGame):
        return subtraction_set
    return SubtractionGame(subtraction_set)


def ferguson_pairs_counterexample(subtraction_set: Iterable[int], n: int = 200) -> int | None:
    """Return the least m < n breaking the pairs lemma γ(m) = 1 ⇔ m ≥ a₁ and γ(m − a₁) = 0, or None.

    a₁ = min K.  (The slides write the lemma for every m; for m < a₁ the right side is read as
    false, and indeed γ(m) = 0 there.)

    See also: :func:`ferguson_counterexample`.

    >>> ferguson_pairs_counterexample({2, 4, 7}) is None
    True
    """
    game = _subtraction_game(subtraction_set)
    g, a1 = game.grundy_sequence(as_heap(n)), game.subtraction_set[0]
    for m, v in enumerate(g):
        if (v == 1) != (m >= a1 and g[m - a1] == 0):
            return m
    return None


def ferguson_counterexample(subtraction_set: Iterable[int], n: int = 200) -> int | None:
    """Return the least m < n where γʰ(m) differs from Ferguson's prediction, or None.

    See also: :func:`ferguson_prediction`, :func:`ferguson_pairs_counterexample`.

    >>> [ferguson_counterexample(k) for k in ({2, 6}, {2, 5}, {1, 3, 4}, {2, 4, 7})]
    [None, None, None, None]
    """
    game = _subtraction_game(subtraction_set)
    n = as_heap(n)
    predicted = ferguson_prediction(game.grundy_sequence(n))
    actual = misere_grundy_sequence(game, n)
    return next((m for m in range(n) if predicted[m] != actual[m]), None)


def subtraction_sets(largest: int) -> Iterator[tuple[int, ...]]:
    """Yield every non-empty subtraction set with elements in 1..largest (2^largest − 1 of them).

    >>> list(subtraction_sets(2))
    [(1,), (2,), (1, 2)]
    """
    largest = as_heap(largest)
    for size in range(1, largest + 1):
        yield from combinations(range(1, largest + 1), size)
