"""The DIM engine: γ(0), …, γ(n−1) of DIM (take d tokens from a heap of n when d divides n).

The kernel walks the divisors of every n with a sieve, compiled by numba or run as plain Python
(identical results).

See also: :class:`gamekit.Dim`.
"""
from __future__ import annotations

import numpy as np

from gamekit.core.language import N_
from gamekit.core.limits import check_table_size
from gamekit.core.validation import count
from gamekit.engines.jit import lazy_njit, use_numba

__all__ = ["dim_values"]


def _dim_kernel(n, out):
    """Fill out[0..n-1] with the DIM values by the mex rule over the divisors (smallest-prime sieve)."""
    spf = np.zeros(max(n, 2), dtype=np.int64)
    for p in range(2, n):
        if spf[p] == 0:
            for q in range(p, n, p):
                if spf[q] == 0:
                    spf[q] = p
    divisors = np.zeros(4096, dtype=np.int64)
    for m in range(1, n):
        # the divisors of m from its factorisation
        count = 1
        divisors[0] = 1
        r = m
        while r > 1:
            p = spf[r]
            e = 0
            while r % p == 0:
                r //= p
                e += 1
            old = count
            power = 1
            for _ in range(e):
                power *= p
                for i in range(old):
                    divisors[count] = divisors[i] * power
                    count += 1
        seen = 0
        for i in range(count):
            seen |= 1 << out[m - divisors[i]]
        v = 0
        while (seen >> v) & 1:
            v += 1
        out[m] = v
    return out


_dim_numba = lazy_njit(_dim_kernel)


def dim_values(n: int, engine: str = "auto") -> np.ndarray:
    """Return D_0, …, D_{n−1} of DIM by the mex rule (engine ``"auto"``, ``"numba"`` or ``"python"``).

    >>> dim_values(21, engine="python").tolist()
    [0, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5, 1, 2, 1, 3]
    """
    n = count(n, N_("the number of values"))
    check_table_size(n, 8, N_("D_0, …, D_{n−1}"))
    kernel = _dim_numba if use_numba(engine) else _dim_kernel
    return kernel(n, np.zeros(n, dtype=np.int64))
