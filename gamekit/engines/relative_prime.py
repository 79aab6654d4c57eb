"""The RELATÍV PRÍM engine: γ of "take k from n only when gcd(n, k) = 1" by the mex rule, in chunks.

The table is computed in chunks of about a tenth of a second, so a long one shows a progress bar
and stops between chunks on Ctrl-C with what it has kept consistent.

See also: :class:`gamekit.RelativePrime`, :func:`gamekit.games.heaps.takeaway.relative_prime_rule`.
"""
from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np

from gamekit.core.language import N_
from gamekit.core.limits import sequence_length
from gamekit.core.progress import Progress, next_chunk
from gamekit.engines.jit import lazy_njit, use_numba

__all__ = ["relative_prime_values"]


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

    See also: :func:`gamekit.games.heaps.takeaway.relative_prime_rule`.
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
    with Progress(progress, n, N_("RELATÍV PRÍM values")) as report:
        while m < n:
            stop = min(n, m + chunk)
            t0 = time.perf_counter()
            kernel(values, head, tail, after, common, m, stop)
            elapsed = time.perf_counter() - t0
            m = stop
            report(m)
            chunk = next_chunk(chunk, elapsed)
    return values[:n]
