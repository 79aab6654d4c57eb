"""Take-away games on one heap: take k tokens from a heap of n when a rule allows it.

:class:`TakeAway` is the general constructor, and the heap games of chapter 1 are named
instances: :class:`Halom` (take any number), :class:`RelativePrime` (take k from n only when
gcd(n, k) = 1), and :class:`Bachet` / :class:`Letra` (take 1..t; the slides call it Bachet's
game, the article LÉTRA).  Rows of heaps are sums, as in every :class:`gamekit.HeapGame`.

References
----------
.. [1] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy function of
   a simple game), lecture slides of the course.
.. [2] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [3] A Chinese competitive-programming summary of Sprague–Grundy theory (Anti-SG, Multi-SG,
   Every-SG, classic games), one of the course's sources.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from functools import reduce
from math import gcd, isqrt
from operator import xor

import numpy as np

from ._jit import ENGINES, engine_choice, lazy_njit, use_numba
from ._limits import check_table_size
from ._progress import Progress, next_chunk
from .heaps import HeapGame, SubtractionGame, sequence_length
from .validation import heap as as_heap

__all__ = ["TakeAway", "Halom", "RelativePrime", "Bachet", "Bash", "Letra", "least_prime_factor",
           "prime_index", "relative_prime_values", "relative_prime_rule"]


class TakeAway(HeapGame):
    """Take k ≥ 1 tokens from a heap of n, when ``allowed(n, k)`` is true.

    >>> odd_takes = TakeAway(lambda n, k: k % 2 == 1, name="take an odd number")
    >>> odd_takes.grundy_sequence(8)
    [0, 1, 0, 1, 0, 1, 0, 1]
    """

    def __init__(self, allowed: Callable[[int, int], bool], name: str | None = None) -> None:
        if not callable(allowed):
            raise ValueError(f"TakeAway(allowed) needs a function allowed(n, k) -> bool, got {allowed!r}")
        self.allowed = allowed
        super().__init__(name=name)

    def takes(self, n: int) -> list[int]:
        """Return the numbers of tokens that may be taken from a heap of ``n``.

        >>> RelativePrime().takes(9)
        [1, 2, 4, 5, 7, 8]
        """
        n = as_heap(n)
        return [k for k in range(1, n + 1) if self.allowed(n, k)]

    def heap_options(self, n: int) -> Iterable[tuple[int, ...]]:
        return [(n - k,) if k < n else () for k in self.takes(n)]


class Halom(TakeAway):
    """HALOM: take any positive number of tokens from the heap; γ(n) = n.

    >>> Halom().grundy_sequence(6), Halom().winning_moves(5)
    ([0, 1, 2, 3, 4, 5], [()])
    """

    def __init__(self) -> None:
        super().__init__(lambda n, k: True, name="HALOM")


class RelativePrime(TakeAway):
    """RELATÍV PRÍM: take k tokens from a heap of n only when gcd(n, k) = 1.

    Its :meth:`grundy_sequence` uses a fast exact engine (numba when installed) for long runs.

    >>> RelativePrime().grundy_sequence(12)
    [0, 1, 0, 2, 0, 3, 0, 4, 0, 2, 0, 5]
    """

    def __init__(self) -> None:
        super().__init__(lambda n, k: gcd(n, k) == 1, name="RELATÍV PRÍM")

    def grundy(self, position: object) -> int:
        """Return γ of a row of heaps: the nim-sum of R_n by :func:`relative_prime_rule` (no table).

        >>> RelativePrime().grundy(10**6 + 3), RelativePrime().grundy((9, 15))
        (78499, 0)
        """
        position = self.position(position)
        return reduce(xor, (relative_prime_rule(h) for h in position), 0)

    def grundy_sequence(self, n: int, engine: str = "auto",
                        progress: bool | str | Callable[[int, int], None] = "auto") -> list[int]:
        """Return ``[R_0, …, R_{n−1}]`` by the mex rule (engine ``"auto"``, ``"numba"``, ``"python"``, ``"plain"``).

        ``progress`` as in :func:`relative_prime_values`; an interrupted run keeps the values
        known before it.

        >>> RelativePrime().grundy_sequence(21, engine="python")[15:]
        [2, 0, 7, 0, 8, 0]
        """
        n = sequence_length(n)
        engine = engine_choice(engine, ENGINES)
        if n <= len(self._sequence) or n <= 64 or engine == "plain":
            return super().grundy_sequence(n)
        values = relative_prime_values(n, engine=engine, progress=progress)
        self._sequence[:] = values
        return list(values)


def _relative_prime_chunk(values, head, tail, after, common, start, stop):
    """Fill R_m for start ≤ m < stop: R_m = mex of R_j over 1 ≤ j < m coprime to m (R_0 for m = 1).

    For each candidate value v in increasing order it looks for an earlier j with R_j = v and
    gcd(j, m) = 1; the first v without such a j is the mex.  The members of each value class
    are kept in increasing order in a linked list (``head``, ``tail``, ``after``), and with the gcd
    of all of them (``common``): when that gcd shares a factor with m, so does every member, and the
    class is skipped without a scan.
    """
    for m in range(start, stop):
        v = 0
        while True:
            found = m == 1 and v == 0              # the move 1 -> 0
            j = head[v]
            a, b = m, common[v]
            while b:
                a, b = b, a % b
            if a > 1:
                j = -1                             # every member shares the factor a with m
            while not found and j >= 0:
                a, b = m, j
                while b:
                    a, b = b, a % b
                if a == 1:
                    found = True
                j = after[j]
            if not found:
                break
            v += 1
        values[m] = v
        if head[v] < 0:
            head[v] = m
        else:
            after[tail[v]] = m
        tail[v] = m
        a, b = m, common[v]
        while b:
            a, b = b, a % b
        common[v] = a


_relative_prime_chunk_numba = lazy_njit(_relative_prime_chunk)


def relative_prime_values(n: int, engine: str = "auto",
                          progress: bool | str | Callable[[int, int], None] = "auto") -> np.ndarray:
    """Return the array R_0, …, R_{n−1} of RELATÍV PRÍM computed by the mex rule.

    The heaps are computed in chunks of a fraction of a second: ``progress`` ("auto": a bar
    after 2 s, True, False or a function ``callback(done, total)``) follows them, and Ctrl-C stops
    the computation between two chunks.

    >>> relative_prime_values(10).tolist()
    [0, 1, 0, 2, 0, 3, 0, 4, 0, 2]

    See also: :func:`relative_prime_rule`.
    """
    n = sequence_length(n)
    kernel = _relative_prime_chunk_numba if use_numba(engine) else _relative_prime_chunk
    size = max(n, 1)
    values = np.zeros(size, dtype=np.int64)
    head = np.full(size + 2, -1, dtype=np.int64)    # head[v]: the least j with R_j = v
    tail = np.full(size + 2, -1, dtype=np.int64)
    after = np.full(size, -1, dtype=np.int64)      # after[j]: the next member of j's class
    common = np.zeros(size + 2, dtype=np.int64)    # common[v]: gcd of the j with R_j = v
    m, chunk = 1, 1024
    with Progress(progress, n, "RELATÍV PRÍM values") as report:
        while m < n:
            stop = min(n, m + chunk)
            t0 = time.perf_counter()
            kernel(values, head, tail, after, common, m, stop)
            elapsed = time.perf_counter() - t0
            m = stop
            report(m)
            chunk = next_chunk(chunk, elapsed)
    return values[:n]


class Bachet(SubtractionGame):
    """Bachet's game: take 1, 2, …, ``largest_take`` tokens; γ(n) = n mod (largest_take + 1).

    >>> Bachet(2).grundy_sequence(7), Bachet()
    ([0, 1, 2, 0, 1, 2, 0], Bachet (take 1–10))
    """

    def __init__(self, largest_take: int = 10) -> None:
        if isinstance(largest_take, bool) or not isinstance(largest_take, int) or largest_take < 1:
            raise ValueError(f"the largest take must be a positive integer, got {largest_take!r}")
        super().__init__(range(1, largest_take + 1), name=f"Bachet (take 1–{largest_take})")


Bash = Bachet  # the Chinese summary calls Bachet's game "Bash": take 1..m, γ(n) = n mod (m + 1)


class Letra(SubtractionGame):
    """LÉTRA of the article: take 1..t tokens (the same game as :class:`Bachet`).

    >>> Letra(3).grundy_sequence(9)
    [0, 1, 2, 3, 0, 1, 2, 3, 0]
    """

    def __init__(self, t: int = 3) -> None:
        if isinstance(t, bool) or not isinstance(t, int) or t < 1:
            raise ValueError(f"LÉTRA needs a positive integer t, got {t!r}")
        super().__init__(range(1, t + 1), name=f"LÉTRA (t = {t})")


def least_prime_factor(n: int) -> int:
    """Return the least prime factor of ``n`` ≥ 2.

    >>> least_prime_factor(91), least_prime_factor(97)
    (7, 97)
    """
    n = as_heap(n)
    if n < 2:
        raise ValueError(f"{n} has no prime factor")
    p = 2
    while p * p <= n:
        if n % p == 0:
            return p
        p += 1
    return n


def prime_index(p: int) -> int:
    """Return k when ``p`` is the k-th prime (2 is the first, 3 the second), counting primes with a sieve.

    >>> prime_index(2), prime_index(3), prime_index(97), prime_index(999_983)
    (1, 2, 25, 78498)
    """
    p = as_heap(p)
    if p < 2 or least_prime_factor(p) != p:
        raise ValueError(f"{p} is not a prime")
    check_table_size(p + 1, 1, f"a sieve up to the prime {p}")
    sieve = np.ones(p + 1, dtype=bool)
    sieve[:2] = False
    for q in range(2, isqrt(p) + 1):
        if sieve[q]:
            sieve[q * q::q] = False
    return int(sieve.sum())


def relative_prime_rule(n: int) -> int:
    """Return R_n of RELATÍV PRÍM by the rule: 0 for even n, 1 for n = 1, else the index of the least prime factor.

    An odd n with least prime factor p can reach every value below π(p) and none equal to it
    (the tests and chapter 1 compare the rule with the mex rule), so no table is needed.

    See also: :func:`relative_prime_values`, :func:`least_prime_factor`, :func:`prime_index`.

    >>> [relative_prime_rule(n) for n in range(12)], relative_prime_rule(10**6 + 3)
    ([0, 1, 0, 2, 0, 3, 0, 4, 0, 2, 0, 5], 78499)
    """
    n = as_heap(n)
    if n % 2 == 0:
        return 0
    if n == 1:
        return 1
    return prime_index(least_prime_factor(n))
