"""Primes for RELATÍV PRÍM: an exact primality test, the least prime factor and the count of primes.

R_n, the value of a heap of n in RELATÍV PRÍM, is the index of n's least prime factor among the
primes, so a heap of 2⁶¹ − 1 needs a primality test and a prime count that do not try every
number.  :func:`is_prime` is the Miller–Rabin test with the twelve prime bases up to 37, which is
exact (no probability) below :data:`EXACT_PRIMALITY_LIMIT`; :func:`least_prime_factor` divides
by the small primes and then splits what is left with Pollard's rho (Brent's variant);
:func:`prime_count` counts the primes up to x by the Lucy–Hedgehog recursion over the values
⌊x/k⌋, in about x^¾ steps done by NumPy, up to :data:`PRIME_COUNT_LIMIT`.

>>> is_prime(2**61 - 1), least_prime_factor(2**61 - 1) == 2**61 - 1
(True, True)
>>> least_prime_factor(1_000_003 * 1_000_033), prime_count(10**9)
(1000003, 50847534)

References
----------
.. [1] Miller, G. L. (1976). "Riemann's hypothesis and tests for primality"; Rabin, M. O. (1980).
   "Probabilistic algorithm for testing primality".
.. [2] Jaeschke, G. (1993). "On strong pseudoprimes to several bases" (the bases that make the test exact).
.. [3] Brent, R. P. (1980). "An improved Monte Carlo factorization algorithm".
"""
from __future__ import annotations

from collections.abc import Callable
from math import gcd, isqrt

import numpy as np

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.progress import Progress
from gamekit.core.validation import heap as as_heap

__all__ = ["is_prime", "least_prime_factor", "prime_count", "EXACT_PRIMALITY_LIMIT", "PRIME_COUNT_LIMIT"]

_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
EXACT_PRIMALITY_LIMIT = 318_665_857_834_031_151_167_461
"""Below this number (about 3.2·10²³) Miller–Rabin with the prime bases up to 37 is exact."""
PRIME_COUNT_LIMIT = 10**12
"""The largest x whose prime count :func:`prime_count` computes (10¹¹ takes about a second, 10¹² about 7 s)."""
_SMALL_PRIMES = [p for p in range(2, 1000) if all(p % q for q in range(2, isqrt(p) + 1))]


def is_prime(n: int) -> bool:
    """Return whether ``n`` is a prime, by the Miller–Rabin test with the prime bases up to 37.

    Exact for every ``n`` below :data:`EXACT_PRIMALITY_LIMIT`; larger numbers are refused with a
    ``ValueError`` rather than answered with a probability.

    >>> [p for p in range(30) if is_prime(p)]
    [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
    >>> is_prime(3_215_031_751)           # a strong pseudoprime to the bases 2, 3, 5 and 7
    False

    See also: :func:`least_prime_factor`.
    """
    n = as_heap(n)
    if n < 2:
        return False
    for p in _SMALL_PRIMES[:12]:
        if n % p == 0:
            return n == p
    if n >= EXACT_PRIMALITY_LIMIT:
        raise ValueError(_("deciding whether {value} is a prime is limited to numbers below "
                           "{EXACT_PRIMALITY_LIMIT} (about 3.2·10²³), where the test is exact").format(
                             value=_digits(n), EXACT_PRIMALITY_LIMIT=f"{EXACT_PRIMALITY_LIMIT:_}"))
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in _BASES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _round in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def least_prime_factor(n: int) -> int:
    """Return the least prime factor of ``n`` ≥ 2: small primes by division, the rest by Pollard's rho.

    >>> least_prime_factor(91), least_prime_factor(97), least_prime_factor(2**64 + 1)
    (7, 97, 274177)

    See also: :func:`is_prime`.
    """
    n = as_heap(n)
    if n < 2:
        raise ValueError(_("{n} has no prime factor: the least prime factor is asked of numbers ≥ 2").format(n=n))
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return p
    if n >= EXACT_PRIMALITY_LIMIT:
        raise ValueError(_("the least prime factor of {value}: it has none below 1000, and factoring is limited "
                           "to numbers below {EXACT_PRIMALITY_LIMIT} (about 3.2·10²³), where primality is decided "
                           "exactly").format(value=_digits(n), EXACT_PRIMALITY_LIMIT=f"{EXACT_PRIMALITY_LIMIT:_}"))
    return min(_prime_factors(n))


def _prime_factors(n: int) -> list[int]:
    """Return the prime factors of ``n`` > 1 that has no prime factor below 1000 (with repeats)."""
    found, todo = [], [n]
    while todo:
        m = todo.pop()
        if m == 1:
            continue
        if is_prime(m):
            found.append(m)
            continue
        d = _rho(m)
        todo += [d, m // d]
    return found


def _rho(n: int) -> int:
    """Return a proper factor of the odd composite ``n`` by Pollard's rho in Brent's variant."""
    root = isqrt(n)
    if root * root == n:
        return root
    c = 1
    while True:
        y, r, q, g = 2, 1, 1, 1
        x = ys = y
        while g == 1:
            x = y
            for _square in range(r):
                y = (y * y + c) % n
            k = 0
            while k < r and g == 1:
                ys = y
                for _step in range(min(128, r - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = gcd(q, n)
                k += 128
            r *= 2
        if g == n:                     # the batch overshot: step back one at a time
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = gcd(abs(x - ys), n)
        if g != n:
            return g
        c += 1                         # an unlucky polynomial: try the next one


def prime_count(x: int, progress: bool | str | Callable[[int, int | None], None] = "auto") -> int:
    """Return π(x), the number of primes up to ``x``, by the Lucy–Hedgehog recursion.

    For every value v = ⌊x/k⌋ the count of numbers up to v that no prime below p divides is
    updated prime by prime, about x^¾ steps in all, done by NumPy; ``x`` above
    :data:`PRIME_COUNT_LIMIT` is refused.  ``progress`` as in :class:`gamekit.core.progress.Progress`.

    >>> [prime_count(x) for x in (1, 2, 10, 100, 10**6)]
    [0, 1, 4, 25, 78498]

    See also: :func:`least_prime_factor`.
    """
    x = as_heap(x)
    if x > PRIME_COUNT_LIMIT:
        raise ValueError(_("counting the primes up to {value} is limited to 10¹² (about 7 seconds there; the "
                           "time grows like the ¾ power of x)").format(value=_digits(x)))
    if x < 2:
        return 0
    r = isqrt(x)
    small = np.arange(-1, r, dtype=np.int64)      # small[v] = count for v (v − 1 at the start)
    small[0] = 0
    k = np.arange(1, r + 1, dtype=np.int64)
    large = np.zeros(r + 1, dtype=np.int64)       # large[k] = count for ⌊x/k⌋
    large[1:] = x // k - 1
    with Progress(progress, r, N_("counting primes")) as report:
        for p in range(2, r + 1):
            if small[p] == small[p - 1]:
                continue                          # p is not a prime
            if not p & 0x3FF:
                report(p)
            below, square = small[p - 1], p * p
            top = min(r, x // square)             # the large values ⌊x/k⌋ ≥ p², k = 1…top
            ks = k[:top]
            kp = ks * p
            inner = np.where(kp <= r, large[np.minimum(kp, r)], small[np.minimum(x // np.maximum(kp, 1), r)])
            large[1:top + 1] -= inner - below
            if square <= r:
                v = np.arange(square, r + 1, dtype=np.int64)
                small[square:] -= small[v // p] - below
        report(r)
    return int(large[1])


def _digits(n: int) -> str:
    """Return ``n`` in digits, or as "a number of d digits" when it is long."""
    text = str(n)
    return text if len(text) <= 30 else f"a number of {len(text)} digits"
