"""Take-away games on one heap whose moves depend on the heap: take k from n when a rule allows it.

:class:`TakeAway` is the general constructor, and the heap games of the course are named
instances: :class:`Halom` (take any number), :class:`RelativePrime` (RELATÍV PRÍM: take k from
n only when gcd(n, k) = 1) and :class:`Dim` (DIM: take a divisor of n).  Rows of heaps are sums,
as in every :class:`gamekit.HeapGame`.

References
----------
.. [1] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy function of
   a simple game), lecture slides of the course.
.. [2] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import reduce
from math import gcd
from operator import xor


from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.limits import sequence_length
from gamekit.core.validation import count, given
from gamekit.core.validation import heap as as_heap
from gamekit.engines.dim import dim_values
from gamekit.engines.jit import ENGINES, engine_choice
from gamekit.engines.relative_prime import relative_prime_values
from gamekit.games.heaps.heap import HeapGame
from gamekit.theory.primes import PRIME_COUNT_LIMIT, is_prime, least_prime_factor, prime_count

__all__ = ["TakeAway", "Halom", "RelativePrime", "least_prime_factor", "prime_index", "relative_prime_rule",
           "dim_rule", "Dim"]


class TakeAway(HeapGame):
    """Take k ≥ 1 tokens from a heap of n, when ``allowed(n, k)`` is true.

    >>> odd_takes = TakeAway(lambda n, k: k % 2 == 1, name="take an odd number")
    >>> odd_takes.grundy_sequence(8)
    [0, 1, 0, 1, 0, 1, 0, 1]
    """

    def __init__(self, allowed: Callable[[int, int], bool], name: str | None = None) -> None:
        if not callable(allowed):
            raise TypeError(_("TakeAway(allowed) needs a function allowed(n, k) -> bool, got {given}").format(
                                given=given(allowed)))
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

    def grundy(self, position: object) -> int:
        """Return γ of a row of heaps by the rule γ(n) = n: the nim-sum of the heaps (no search).

        >>> Halom().grundy((3, 5)), Halom().grundy(10**12)
        (6, 1000000000000)
        """
        return reduce(xor, self.position(position), 0)


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


def prime_index(p: int) -> int:
    """Return k when ``p`` is the k-th prime (2 is the first, 3 the second): π(p), by :func:`prime_count`.

    >>> prime_index(2), prime_index(3), prime_index(97), prime_index(999_983), prime_index(2**31 - 1)
    (1, 2, 25, 78498, 105097565)

    See also: :func:`gamekit.theory.primes.prime_count`, :func:`gamekit.theory.primes.is_prime`.
    """
    p = as_heap(p)
    if not is_prime(p):
        raise ValueError(_("{p} is not a prime").format(p=p))
    return prime_count(p)


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
    p = least_prime_factor(n)
    if p > PRIME_COUNT_LIMIT:
        raise ValueError(_("Rₙ of a heap of {n} is the index of its least prime factor {p} among the primes, and "
                           "counting the primes is limited to 10¹² (about 7 seconds there)").format(n=n, p=p))
    return prime_index(p)


# ====================================================================== DIM
def dim_rule(n: int) -> int:
    """Return the article's rule for DIM: 0 for n = 0, else k + 1 when 2^k divides n and 2^(k+1) does not.

    >>> [dim_rule(n) for n in range(9)]
    [0, 1, 2, 1, 3, 1, 2, 1, 4]
    """
    n = count(n, N_("a heap"))
    return (n & -n).bit_length() if n else 0


class Dim(HeapGame):
    """DIM: take d tokens from a heap of n only when d divides n (so the whole heap may go).

    >>> Dim().grundy_sequence(9), Dim().takes(12)
    ([0, 1, 2, 1, 3, 1, 2, 1, 4], [1, 2, 3, 4, 6, 12])
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name or "DIM")

    def takes(self, n: int) -> list[int]:
        """Return the numbers of tokens that may be taken from a heap of ``n``: its divisors.

        >>> Dim().takes(10)
        [1, 2, 5, 10]
        """
        n = count(n, N_("a heap"))
        return [d for d in range(1, n + 1) if n % d == 0]

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        return [(n - d,) if d < n else () for d in self.takes(n)]

    def grundy_sequence(self, n: int, engine: str = "auto") -> list[int]:
        """Return ``[D_0, …, D_{n−1}]``; long runs use :func:`dim_values` (``engine="plain"``: the mex rule).

        ``engine`` is "auto", "numba", "python" (the sieve of :func:`dim_values`) or "plain"
        (the mex rule heap by heap).

        >>> Dim().grundy_sequence(5, engine="plain")
        [0, 1, 2, 1, 3]
        """
        n = count(n, N_("the number of values"))
        engine = engine_choice(engine, ENGINES)
        if engine == "plain" or n <= max(len(self._sequence), 64):
            return super().grundy_sequence(n)
        self._sequence[:] = dim_values(n, engine=engine).tolist()
        return list(self._sequence)
