"""Smith's generalised Grundy values and retrograde analysis of a graph in compressed sparse row form.

A graph on positions 0 … n−1 is given by two integer arrays: position u has the followers
``indices[indptr[u]:indptr[u+1]]``.  Two independent engines work on it:

* :func:`generalised_grundy` — Smith's labelling algorithm, one stage per value m = 0, 1, 2, …;
* :func:`retrograde` — the outcomes P/N/D and the remoteness by counting unresolved followers
  (linear time).

Both run compiled with numba when it is installed, and otherwise as plain Python over lists,
with identical results (the same source code runs either way).

See also: :class:`gamekit.GraphGame` (a game on such a graph), :mod:`gamekit.theory.infinite`.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [2] Smith, C. A. B. (1966). "Graphs and composite games". *Journal of Combinatorial Theory* 1, 51–81.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from gamekit.core.language import gettext as _
from gamekit.engines.jit import lazy_njit, use_numba

__all__ = ["generalised_grundy", "retrograde", "csr_arrays", "OUTCOME_NAMES"]

# outcome codes of the array engines
_DRAW, _P, _N = 0, 1, 2
#: The outcome each code of :func:`retrograde` stands for.
OUTCOME_NAMES = {_DRAW: "D", _P: "P", _N: "N"}


def _smith_stage(m, n, indptr, indices, rindptr, rindices, val, nxt, hit, cnt, queue):
    """Label with m every position whose generalised value is m (one stage of Smith's algorithm).

    ``val[u] < 0``: unlabelled; ``nxt[u] == m``: u is still a candidate for the value m (its
    labelled followers carry 0 … m−1); ``hit[u] == m + 1``: u has a follower labelled m.
    Returns the number of positions labelled m and the number of candidates for m + 1.
    """
    stamp = m + 1
    qt = 0
    for u in range(n):
        if val[u] < 0 and nxt[u] == m:
            c = 0
            for e in range(indptr[u], indptr[u + 1]):
                if val[indices[e]] < 0:
                    c += 1
            cnt[u] = c
            if c == 0:
                queue[qt] = u
                qt += 1
    for k in range(qt):           # label only after counting, so the counts see the stage's start
        val[queue[k]] = m
    qh = 0
    while qh < qt:
        w = queue[qh]
        qh += 1
        for e in range(rindptr[w], rindptr[w + 1]):
            v = rindices[e]
            if val[v] < 0 and hit[v] != stamp:
                hit[v] = stamp
                for f in range(rindptr[v], rindptr[v + 1]):
                    u = rindices[f]
                    if val[u] < 0 and nxt[u] == m and hit[u] != stamp:
                        cnt[u] -= 1
                        if cnt[u] == 0:
                            val[u] = m
                            queue[qt] = u
                            qt += 1
    candidates = 0
    for u in range(n):
        if val[u] < 0 and nxt[u] == m and hit[u] == stamp:
            nxt[u] = m + 1
            candidates += 1
    return qt, candidates


def _retrograde_kernel(n, indptr, rindptr, rindices, code, rem, cnt, queue):
    """Fill ``code`` (0 draw, 1 P, 2 N) and ``rem`` (remoteness) by retrograde analysis."""
    qt = 0
    for u in range(n):
        cnt[u] = indptr[u + 1] - indptr[u]
        if cnt[u] == 0:
            code[u] = 1
            rem[u] = 0
            queue[qt] = u
            qt += 1
    qh = 0
    while qh < qt:
        w = queue[qh]
        qh += 1
        for e in range(rindptr[w], rindptr[w + 1]):
            u = rindices[e]
            if code[u] != 0:
                continue
            if code[w] == 1:
                code[u] = 2
                rem[u] = rem[w] + 1
                queue[qt] = u
                qt += 1
            else:
                cnt[u] -= 1
                if cnt[u] == 0:
                    code[u] = 1
                    rem[u] = rem[w] + 1
                    queue[qt] = u
                    qt += 1
    return qt


# numba compiles the very same functions on first use; without it they run as plain Python
_smith_stage_fast = lazy_njit(_smith_stage)
_retrograde_fast = lazy_njit(_retrograde_kernel)



def csr_arrays(indptr: Any, indices: Any) -> tuple[np.ndarray, np.ndarray]:
    """Return validated int64 CSR arrays ``(indptr, indices)``, or raise ValueError naming the problem.

    See also: :func:`generalised_grundy`, :func:`retrograde`.

    >>> [a.tolist() for a in csr_arrays([0, 1, 1], [1])]
    [[0, 1, 1], [1]]
    >>> csr_arrays([0, 1], [3])
    Traceback (most recent call last):
    ...
    ValueError: successor 3 is not a position: positions are 0 … 0
    """
    indptr = np.asarray(indptr)
    indices = np.asarray(indices)
    if indptr.ndim != 1 or indices.ndim != 1 or len(indptr) < 1:
        raise ValueError(_("CSR arrays must be one-dimensional, with len(indptr) = number of positions + 1"))
    if indptr.size and not np.issubdtype(indptr.dtype, np.integer) or \
            indices.size and not np.issubdtype(indices.dtype, np.integer):
        raise ValueError(_("CSR arrays must hold integers"))
    indptr = indptr.astype(np.int64, copy=False)
    indices = indices.astype(np.int64, copy=False)
    n = len(indptr) - 1
    if indptr[0] != 0 or indptr[-1] != len(indices) or np.any(np.diff(indptr) < 0):
        raise ValueError(_("indptr must start at 0, never decrease, and end at len(indices)"))
    if len(indices) and (indices.min() < 0 or indices.max() >= n):
        bad = indices[(indices < 0) | (indices >= n)][0]
        raise ValueError(_("successor {bad} is not a position: positions are 0 … {value}").format(
                             bad=bad, value=n - 1))
    return indptr, indices


def _reverse(n: int, indptr: np.ndarray, indices: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return the CSR arrays of the reversed graph (the predecessors of every position)."""
    sources = np.repeat(np.arange(n, dtype=np.int64), np.diff(indptr))
    order = np.argsort(indices, kind="stable")
    rindices = sources[order]
    rindptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(indices, minlength=n), out=rindptr[1:])
    return rindptr, rindices


def generalised_grundy(indptr: Any, indices: Any, engine: str = "auto",
                       progress: Callable[[str], None] | None = None) -> np.ndarray:
    """Return Smith's generalised Grundy values of a CSR graph: an int64 array, −1 meaning infinite.

    Position u has the followers ``indices[indptr[u]:indptr[u+1]]``.  Stage m labels m every
    position that can be labelled m (the article's modified numbering rule), so stages run
    m = 0, 1, … until no candidate is left; ``progress`` (e.g. ``print``) hears about each stage,
    and an interrupt between stages leaves nothing half-done.

    See also: :func:`retrograde`, :func:`gamekit.theory.infinite.smith_sum`.

    >>> generalised_grundy([0, 1, 2, 2, 4], [1, 0, 2, 0]).tolist()   # 0 ↔ 1, 3 → 2, 3 → 0
    [-1, -1, 0, -1]
    """
    fast = use_numba(engine)
    indptr, indices = csr_arrays(indptr, indices)
    n = len(indptr) - 1
    rindptr, rindices = _reverse(n, indptr, indices)
    val = np.full(n, -1, dtype=np.int64)
    nxt = np.zeros(n, dtype=np.int64)
    hit = np.zeros(n, dtype=np.int64)
    cnt = np.zeros(n, dtype=np.int64)
    queue = np.zeros(max(n, 1), dtype=np.int64)
    if fast:
        stage = _smith_stage_fast
        args = (indptr, indices, rindptr, rindices, val, nxt, hit, cnt, queue)
    else:
        stage = _smith_stage
        lists = [a.tolist() for a in (indptr, indices, rindptr, rindices, val, nxt, hit, cnt, queue)]
        args = tuple(lists)
    m, candidates = 0, n
    while candidates:
        labelled, candidates = stage(m, n, *args)
        if progress is not None:
            progress(f"stage {m}: {labelled} positions have value {m}; {candidates} candidates for {m + 1}")
        m += 1
    if not fast:
        val = np.asarray(args[4], dtype=np.int64)
    return val


def retrograde(indptr: Any, indices: Any, engine: str = "auto") -> tuple[np.ndarray, np.ndarray]:
    """Return the outcomes (int8: 0 draw, 1 P, 2 N) and remoteness (int64, −1 for draws) of a CSR graph.

    Retrograde analysis: terminal positions are P; a position with a P follower is N; a position
    all of whose followers are N is P (counted down follower by follower); the rest are draws.
    Linear in the size of the graph, and independent of the Grundy values.

    See also: :func:`generalised_grundy`.

    >>> codes, rem = retrograde([0, 1, 2, 2, 4], [1, 0, 2, 0])
    >>> codes.tolist(), rem.tolist()
    ([0, 0, 1, 2], [-1, -1, 0, 1])
    """
    fast = use_numba(engine)
    indptr, indices = csr_arrays(indptr, indices)
    n = len(indptr) - 1
    rindptr, rindices = _reverse(n, indptr, indices)
    code = np.zeros(n, dtype=np.int8)
    rem = np.full(n, -1, dtype=np.int64)
    cnt = np.zeros(n, dtype=np.int64)
    queue = np.zeros(max(n, 1), dtype=np.int64)
    if fast:
        _retrograde_fast(n, indptr, rindptr, rindices, code, rem, cnt, queue)
        return code, rem
    lists = [a.tolist() for a in (indptr, rindptr, rindices, code, rem, cnt, queue)]
    _retrograde_kernel(n, *lists)
    return np.asarray(lists[3], dtype=np.int8), np.asarray(lists[4], dtype=np.int64)
