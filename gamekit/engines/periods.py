"""Periods of sequences of values: the one :class:`Period` every heap game's ``period(max_n)`` returns.

A sequence γ(0), γ(1), … is *periodic* with preperiod n₀ and period p when γ(n + p) = γ(n) for every
n ≥ n₀.  Finitely many values prove such a pair only with a theorem that bounds how far the check must
go; each family of games has its own:

* a subtraction game's value depends on the m = max K values before it, so the first window of m
  values that repeats proves the pair (:func:`first_repeated_window`);
* a finite octal game whose moves remove at most t tokens is periodic once the check runs to
  2·n₀ + p + t (the octal periodicity theorem of Guy and Smith; :func:`least_period`).

Both return the *least* preperiod and period, or ``None`` when the values given prove none.

References
----------
.. [1] Guy, R. K., Smith, C. A. B. (1956). "The G-values of various games".
   *Proceedings of the Cambridge Philosophical Society* 52, 514–526.
.. [2] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982).
   *Winning Ways for your Mathematical Plays*. Academic Press, chapter 4.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from gamekit.core.language import gettext as _
from gamekit.engines.jit import lazy_njit, numba_enabled

__all__ = ["Period", "first_repeated_window", "last_break", "least_period"]

MAX_CANDIDATES = 64      # periods of the word tried by least_period


class Period(NamedTuple):
    """A proved period: γ(n + period) = γ(n) for every n ≥ preperiod (both the least such).

    What ``period(max_n)`` of every heap game returns (:meth:`gamekit.OctalGame.period`,
    :meth:`gamekit.SubtractionGame.period`), or ``None`` where the first ``max_n`` values prove none.

    A notebook shows it in words, as the course says it; ``repr`` stays the Python one:

    >>> print(Period(71, 12))
    period 12 from the heap of 71 on
    >>> Period(71, 12)
    Period(preperiod=71, period=12)

    See also: :func:`least_period`, :func:`first_repeated_window`.
    """

    preperiod: int
    period: int

    def __str__(self) -> str:
        return _("period {period} from the heap of {preperiod} on").format(period=self.period,
                                                                            preperiod=self.preperiod)

    def _repr_markdown_(self) -> str:
        """Return the period in words: what a notebook shows for it."""
        return str(self)


def first_repeated_window(values: np.ndarray, m: int) -> Period | None:
    """Return ``Period(j, i − j)`` for the first window ``values[i:i+m]`` equal to an earlier ``values[j:j+m]``.

    When each value depends only on the ``m`` before it, the window is the state of the sequence:
    the first repeated state gives the exact preperiod ``j`` and period ``i - j``.  ``None`` if no
    window of ``values`` repeats.  Windows are compared by a rolling hash (odd base, arithmetic
    modulo 2⁶⁴, in NumPy) and every match is confirmed value by value, so the time is linear in
    ``len(values)`` whatever ``m`` is (comparing windows as tuples costs ``m`` per step: minutes
    for the set {1, 50000}).

    >>> first_repeated_window(np.array([5, 0, 1, 0, 1, 0]), 2)
    Period(preperiod=1, period=2)
    >>> first_repeated_window(np.array([1, 2, 3]), 2) is None
    True
    """
    count = len(values) - m + 1
    if m < 1 or count < 2:
        return None
    base = np.uint64(0x9E3779B97F4A7C15)                  # odd, so invertible modulo 2**64
    inverse = np.uint64(pow(int(base), -1, 2**64))
    with np.errstate(over="ignore"):
        powers = np.ones(len(values), dtype=np.uint64)
        powers[1:] = np.cumprod(np.full(len(values) - 1, base, dtype=np.uint64))
        prefix = np.zeros(len(values) + 1, dtype=np.uint64)
        np.cumsum(values.astype(np.uint64) * powers, out=prefix[1:])
        unshift = np.ones(count, dtype=np.uint64)
        unshift[1:] = np.cumprod(np.full(count - 1, inverse, dtype=np.uint64))
        windows = (prefix[m:m + count] - prefix[:count]) * unshift
    _, first, inverse_index = np.unique(windows, return_index=True, return_inverse=True)
    earlier = first[inverse_index.ravel()]
    for i in np.flatnonzero(earlier < np.arange(count)):
        for j in np.flatnonzero(windows[:i] == windows[i]):
            if np.array_equal(values[j:j + m], values[i:i + m]):
                return Period(int(j), int(i - j))
    return None


def _prefix_function(w):
    """Return the KMP prefix function of the sequence ``w`` (longest proper border of each prefix)."""
    pi = np.zeros(len(w), dtype=np.int32)
    k = 0
    for i in range(1, len(w)):
        while k > 0 and w[i] != w[k]:
            k = pi[k - 1]
        if w[i] == w[k]:
            k += 1
        pi[i] = k
    return pi


_prefix_function_numba = lazy_njit(_prefix_function, nogil=True)


def _word_periods(w: np.ndarray) -> list[int]:
    """Return every period of the word ``w`` (p with w[i + p] = w[i] wherever defined), ascending."""
    if len(w) == 0:
        return []
    pi = (_prefix_function_numba if numba_enabled() else _prefix_function)(w)
    periods, b = [], int(pi[-1])
    while b > 0:
        periods.append(len(w) - b)
        b = int(pi[b - 1])
    periods.append(len(w))
    return periods


def last_break(g: np.ndarray, p: int) -> int:
    """Return the least n₀ with g[n + p] = g[n] for all n₀ ≤ n < len(g) − p.

    >>> last_break(np.array([5, 0, 1, 0, 1, 0]), 2)
    1
    """
    # from the end backwards, 2¹⁶ heaps at a time: no temporary array is as long as the sequence
    step = 1 << 16
    stop = len(g) - p
    while stop > 0:
        start = max(0, stop - step)
        differs = g[start + p:stop + p] != g[start:stop]
        if differs.any():
            return stop - int(np.argmax(differs[::-1]))
        stop = start
    return 0


def least_period(g: np.ndarray, t: int) -> Period | None:
    """Return the least (preperiod, period) that the octal periodicity theorem proves from ``g``.

    ``t`` is the largest number of tokens a move removes.  A pair (n₀, p) is proved when
    g[n + p] = g[n] for all n with n₀ ≤ n < 2·max(n₀, 1) + p + max(t, 1), which needs
    len(g) ≥ 2·max(n₀, 1) + 2p + max(t, 1).  Returns None when no pair is proved.

    Every proved period is a period of the second half of ``g`` (as a word), so the candidates
    are the periods of that word (from its KMP borders), tried in increasing order; the first
    proved one is the least period (any period of the sequence is a multiple of the least, which
    has the same preperiod and a shorter check), and n₀ is then the least preperiod (the data
    show a break just before it).  At most ``MAX_CANDIDATES`` candidates are tried.

    >>> least_period(np.array([0, 1, 2] * 10), 2)
    Period(preperiod=0, period=3)
    """
    g = np.ascontiguousarray(g)
    n_values, t = len(g), max(int(t), 1)
    if n_values < 4 + t:
        return None
    half = (n_values + 1) // 2
    for tried, p in enumerate(_word_periods(g[half:])):
        if 2 * 1 + 2 * p + t > n_values or tried >= MAX_CANDIDATES:
            break
        n0 = last_break(g, p)
        if 2 * max(n0, 1) + 2 * p + t <= n_values:
            return Period(n0, p)
    return None
