"""The engines behind :mod:`gamekit.games.heaps.octal`: Grundy values of take-and-break games, and periods.

A take-and-break rule is given by :class:`Rules`: the numbers j of tokens that may be removed
leaving nothing (``ones``), leaving one heap (``twos``) or leaving two non-empty heaps
(``fours``, with ``unequal`` for Grundy's game where the two heaps must differ).

Three engines compute γ(0), …, γ(N−1) and give identical results (the tests check it), named in
the package's one ``engine=`` vocabulary (:func:`gamekit.engines.jit.engine_choice`):

* :func:`plain_values` — "plain": the mex rule over every option of every heap, vectorised with
  numpy (``engine="python"``) or a compiled loop (``engine="numba"``).  O(N²) work.
* :func:`sparse_values` with ``engine="numba"`` — the rare/common ("sparse space") method of
  Berlekamp (Winning Ways, ch. 4, "Sparse space spells speed") as used by Flammenkamp, compiled
  with numba (``cache=True``).
* :func:`sparse_values` with ``engine="python"`` — the same method with numpy instead of numba,
  what ``"auto"`` chooses when numba is missing or disabled (``GAMEKIT_NO_NUMBA=1``).

The sparse space method.  Fix a mask m and call a value v *common* when ``v & m`` has an odd
number of 1 bits, *rare* otherwise.  The parity of a nim-sum is the sum of the parities, so a
common value is the nim-sum of a rare and a common value, never of two common or two rare
ones.  When the mask is chosen so that only few heaps have rare values, the common option
values of a heap are all found by pairing it with the rare heaps only (few pairs), and only the
rare candidates below the first missing common value need a search among all pairs — which
almost always stops at once, because rare values are produced by plentiful common⊕common pairs.
The method is exact for *every* mask; the mask only decides the speed, and it is re-chosen from
the values found so far whenever the rare heaps stop being rare.  Where every splitting move removes
tokens of one parity, the split may also flip with the parity of the heap (:class:`Split`), as the
analysers of Czajka and of Beling (``rc2``) do: it pays for games such as ·106 whose even and odd
heaps have values of opposite parity under the mask.  A larger modulus cannot help in the same
way: two common heaps a + b = rest give a value of one known parity for every split of ``rest``
only when the flip is a function of a mod 2.

Periods.  For a finite octal game the sequence is checked for a period at every doubling; once
the octal periodicity theorem proves one, every further value is copied from it (linear time).
A finite octal game is never arithmetic-periodic with a non-zero saltus (Horrocks and
Nowakowski [3]_), so in this engine's domain the period is the whole of the regularity to look for.

References
----------
.. [1] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982).
   *Winning Ways for your Mathematical Plays*. Academic Press, chapter 4 (sparse space).
.. [2] Flammenkamp, A. *Sprague–Grundy values of octal games*, tables, University of Bielefeld,
   https://wwwhomes.uni-bielefeld.de/achim/octal.html
.. [3] Horrocks, D. G., Nowakowski, R. J. (2003). "Regularity in the G-sequences of octal games with
   a pass". *INTEGERS* 3, G1 (finite octal games are not arithmetic periodic).
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.progress import Progress as _Progress
from gamekit.core.progress import next_chunk
from gamekit.engines.atomics import compare_and_swap, load, pause, store, yield_core
from gamekit.engines.jit import engine_choice, lazy_njit, numba_enabled, use_numba
from gamekit.engines.periods import least_period

__all__ = ["Rules", "plain_values", "sparse_values", "SparseState", "Split", "best_split", "numba_enabled"]

VALUE_DTYPE = np.int32
PARALLEL_FROM = 1 << 14  # the first heap computed on several cores (see SparseState.extend)
PARALLEL_RARE = 1024      # ... when the rare heaps times the splitting moves are at least this many
WINDOW = 64              # at most this many heaps' first steps ahead of the last finished (a pair of threads) ...
ROWS_BYTES = 1 << 24     # ... and their rows of option values at most this many bytes
BATCH = 64               # heaps a thread takes at once (at most), ...
BATCH_PAIRS = 1 << 15    # ... about this many pairs with a rare heap
RARE_ROOM = 1024        # the rare table's first size (every heap is rare until the first mask); it doubles when full


@dataclass(frozen=True)
class Rules:
    """The moves of a take-and-break game on one heap: which removals leave 0, 1 or 2 heaps.

    >>> Rules(ones=(1, 2), twos=(1, 2), fours=(1, 2)).largest_removal   # Kayles, .77
    2
    """

    ones: tuple[int, ...] = ()
    twos: tuple[int, ...] = ()
    fours: tuple[int, ...] = ()
    unequal: bool = False

    @property
    def largest_removal(self) -> int:
        """Return the largest number of tokens a move removes (0 if no move removes any)."""
        return max(self.ones + self.twos + self.fours, default=0)

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return ``ones``, ``twos``, ``fours`` as int64 arrays (the kernels' arguments)."""
        return (np.array(self.ones, dtype=np.int64), np.array(self.twos, dtype=np.int64),
                np.array(self.fours, dtype=np.int64))


# --------------------------------------------------------------------------- plain engine
def _plain_chunk(g, start, stop, ones, twos, fours, unequal, seen):
    """Fill g[start:stop] by the mex over every option (``seen`` all −1 on entry, heap-stamped)."""
    for m in range(start, stop):
        for j in ones:
            if j == m:
                seen[0] = m
        for j in twos:
            if j < m:
                seen[g[m - j]] = m
        for j in fours:
            rest = m - j
            half = (rest - 1) // 2 if unequal else rest // 2
            for a in range(1, half + 1):
                seen[g[a] ^ g[rest - a]] = m
        v = 0
        while seen[v] == m:
            v += 1
        g[m] = v


_plain_chunk_numba = lazy_njit(_plain_chunk, nogil=True)


def plain_values(rules: Rules, n: int, progress: bool | str | Callable = False,
                 engine: str = "python") -> np.ndarray:
    """Return γ(0), …, γ(n−1) by the mex rule over every option, vectorised with numpy.

    ``engine``: "python" (numpy), "numba" (the same loop over every option, compiled: the tests'
    reference for tens of thousands of values; O(n²) either way) or "auto" (numba when enabled).

    >>> plain_values(Rules(ones=(1, 2), twos=(1, 2), fours=(1, 2)), 12).tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    """
    if use_numba(engine):
        g = np.zeros(max(n, 1), dtype=VALUE_DTYPE)
        ones, twos, fours = rules.arrays()
        options = len(twos) + 1 + len(fours) * max(n, 1)      # a value is at most a heap's number of options
        seen = np.full(options + 1, -1, dtype=np.int64)
        _plain_chunk_numba(g, 1, n, ones, twos, fours, rules.unequal, seen)
        return g[:n]
    g = np.zeros(max(n, 1), dtype=VALUE_DTYPE)
    report = _Progress(progress, n, N_("plain engine"))
    ones, twos, fours = set(rules.ones), rules.twos, rules.fours
    for m in range(1, n):
        parts = [g[m - j:m - j + 1] for j in twos if j < m]
        if m in ones:
            parts.append(np.zeros(1, dtype=VALUE_DTYPE))
        for j in fours:
            rest = m - j
            half = (rest - 1) // 2 if rules.unequal else rest // 2
            if half >= 1:
                parts.append(g[1:half + 1] ^ g[rest - 1:rest - half - 1:-1])
        if parts:
            options = np.concatenate(parts)
            seen = np.zeros(len(options) + 1, dtype=bool)
            seen[options[options <= len(options)]] = True
            g[m] = int(np.argmin(seen))
        if m % 4096 == 0:
            report(m)
    report.finish()
    return g[:n]


# --------------------------------------------------------------------------- sparse engine
def _scan_pairs(g, rest, first, last, need, mark, n, missing):
    """Return how many of the ``missing`` values flagged in ``need`` no pair (t, rest − t), first ≤ t ≤ last, gives.

    Each flagged value a pair gives is marked an option of heap n (``mark[x] = n``) and unflagged;
    the scan stops at the last one.  Four pairs to a test: blocks of up to 64 pairs were vectorised
    by LLVM into gathers that cost about twice this per pair.  Unsigned indices: numba then skips
    its check for negative (wrap-around) indices.  Every kernel that searches pairs calls this one.
    """
    if last < first or missing == 0:       # no pair (and no negative number made unsigned)
        return missing
    one, four = np.uint64(1), np.uint64(4)
    urest, end = np.uint64(rest), np.uint64(last + 1)
    t = np.uint64(first)
    while t + four <= end:
        x0 = np.uint64(g[t] ^ g[urest - t])
        x1 = np.uint64(g[t + one] ^ g[urest - t - one])
        x2 = np.uint64(g[t + np.uint64(2)] ^ g[urest - t - np.uint64(2)])
        x3 = np.uint64(g[t + np.uint64(3)] ^ g[urest - t - np.uint64(3)])
        if need[x0] | need[x1] | need[x2] | need[x3]:
            for x in (x0, x1, x2, x3):
                if need[x]:
                    need[x] = 0
                    mark[x] = n
                    missing -= 1
            if missing == 0:
                return 0
        t += four
    while missing and t < end:
        x = np.uint64(g[t] ^ g[urest - t])
        if need[x]:
            need[x] = 0
            mark[x] = n
            missing -= 1
        t += one
    return missing


def _first_from(rare, lo, hi, heap):
    """Return the first i, lo ≤ i ≤ hi, with ``rare[i] ≥ heap`` (hi if none: ``rare`` increases)."""
    while lo < hi:
        mid = (lo + hi) >> 1
        if rare[mid] < heap:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _mark_one_heap_moves(g, n, ones, twos, mark):
    """Mark n at the value of every move of heap n that leaves no heap (``ones``) or one (``twos``)."""
    for j in ones:
        if j == n:
            mark[0] = n
    for j in twos:
        if j < n:
            mark[g[n - j]] = n


def _settle(g, n, mark, common, alpha, split, rare, rare_values, n_rare, low):
    """Return (γ(n), the number of rare heaps) once every option value of heap n is marked n in ``mark``.

    γ(n) is the least value not marked (every value below ``low`` is); it is written to ``g[n]``, and
    heap n ≥ 1 is appended to the rare table when its value is rare under the split (see
    :func:`_sparse_chunk`).  Every kernel ends a heap with it.
    """
    v = low
    while mark[v] == n:
        v += 1
    g[n] = v
    if n >= 1 and common[v] == alpha ^ (split & n & 1):
        rare[n_rare] = n
        rare_values[n_rare] = v
        n_rare += 1
    return v, n_rare


def _sparse_chunk(g, start, stop, ones, twos, fours, unequal, common, split, alpha, rare, n_rare, mark,
                  rare_values, need):
    """Fill g[start:stop] by the rare/common method; return (next heap, number of rare heaps).

    ``common[v]`` is the parity of ``v & mask``; heap n is rare when ``common[g[n]]`` equals
    ``alpha ^ (split & n & 1)`` (``split`` 1: the split by heap parity, see :class:`SparseState`).

    Stops early (returning the next heap to compute) when a value reaches half the size of
    ``mark`` (the caller then doubles ``mark`` and ``common``) or when the table ``rare`` is full
    (the caller then gives it more room).  ``rare`` lists, in increasing
    order, the heaps n ≥ 1 with a rare value (``common[g[n]] == 0``) and ``rare_values`` their
    values; ``mark[v] == n`` records that v is an option value of heap n.  ``need`` (all zero on
    entry and on return) flags the rare values still to be found among the pairs of common heaps.
    """
    cap = mark.shape[0]
    half_cap = cap // 2  # every option value is below it (the caller keeps values < cap / 2)
    j0 = fours[0] if fours.shape[0] > 0 else 0       # every j of fours has its parity when split is 1
    for n in range(start, stop):
        pc = split & (n - j0) & 1   # the parity common ⊕ common gives: the values to search pairs for
        _mark_one_heap_moves(g, n, ones, twos, mark)
        # every option value that involves a rare heap: all common values come from these
        for j in fours:
            rest = n - j
            lo = _first_from(rare, 0, n_rare, rest)    # the rare heaps r < rest (so that b = rest − r ≥ 1)
            # unsigned indices: numba then skips its check for negative (wrap-around) indices
            urest = np.uint64(rest)
            if unequal and rest % 2 == 0:
                h = rest // 2
                for i in range(lo):
                    r = rare[i]
                    if r != h:
                        mark[np.uint64(rare_values[i] ^ g[urest - np.uint64(r)])] = n
            else:
                for i in range(lo):
                    mark[np.uint64(rare_values[i] ^ g[urest - np.uint64(rare[i])])] = n
        # c = the least common value that is not an option (no other pair can give it)
        c = 0
        missing = 0  # rare values below c that are not known to be options yet
        while c < half_cap and (mark[c] == n or common[c] == pc):
            if mark[c] != n:
                missing += 1
                need[c] = 1
            c += 1
        if missing:
            # they can only come from two common heaps: scan the pairs and stop at the last one missing
            for j in fours:
                rest = n - j
                missing = _scan_pairs(g, rest, 1, (rest - 1) // 2 if unequal else rest // 2, need, mark, n, missing)
                if missing == 0:
                    break
            if missing:
                for u in range(c):
                    need[u] = 0
        v, n_rare = _settle(g, n, mark, common, alpha, split, rare, rare_values, n_rare, 0)
        if n_rare == rare.shape[0] or 2 * v + 2 >= cap:
            return n + 1, n_rare
    return stop, n_rare


_sparse_chunk_numba = lazy_njit(_sparse_chunk, nogil=True)


# --------------------------------------------------------------------------- the same, on several cores
# The cells of the shared ``sync`` array, a cache line (and its neighbour) apart so that threads
# writing different cells do not slow each other down.
DONE = 0      # every heap below it is finished (its value and its place in the rare table are final)
CLAIMED = 16  # the next heap whose first step is to be taken
RARES = 32    # the rare heaps listed so far (entries below it are written)
TOKEN = 48    # 1 while a thread finishes heaps (one at a time, in order)
END = 64      # the heap after the last to finish (lowered when a heap stops the run early)
SYNC_CELLS = 80
SPINS = 2000  # empty turns of a waiting thread before it lets other threads have its core


def _old_options(g, n, base, fours, unequal, common, split, rare, n_old, rare_values, row, need):
    """Mark in ``row`` the option values of heap n from pairs of old heaps; return (the bound L, values left).

    An *old* heap is below ``base`` (≤ n: its value is final when this step starts, while the heaps
    from ``base`` to n − 1 may still be being finished); ``rare`` lists its ``n_old`` rare heaps.  The
    row gets n (a stamp, as ``mark`` in :func:`_sparse_chunk`) at every value of a pair of old heaps
    with a rare heap, and the returned bound L is the least common value no such pair gives; below L
    the row also has every rare value that some pair of old common heaps gives (scanned, as in
    :func:`_sparse_chunk`, until every rare value below L is found or no pair is left); the values
    left are the values below L still not in the row (none: every value below L is).  It reads
    only the values of old heaps and the rare table below ``n_old``, and writes only ``row``;
    ``need`` (all zero on entry and on return) is the thread's own.
    """
    half_cap = row.shape[0] - 1
    j0 = fours[0] if fours.shape[0] > 0 else 0
    pc = split & (n - j0) & 1
    for j in fours:
        rest = n - j
        k = max(rest - base, 0)         # pairs (a, rest − a) with a ≤ k have a new heap rest − a
        a_lo = _first_from(rare, 0, n_old, k + 1)           # the old rare heaps k < r < rest
        b_lo = _first_from(rare, a_lo, n_old, rest)
        urest = np.uint64(rest)
        # loops from 0 over views: an index from a_lo is not known to be ≥ 0, and numba would
        # check each one for wrap-around (about 20% of this step on Grundy's game)
        rs, vs = rare[a_lo:b_lo], rare_values[a_lo:b_lo]
        if unequal and rest % 2 == 0:
            for i in range(rs.shape[0]):
                r = rs[i]
                if 2 * r != rest:
                    row[np.uint64(vs[i] ^ g[urest - np.uint64(r)])] = n
        else:
            for i in range(rs.shape[0]):
                row[np.uint64(vs[i] ^ g[urest - np.uint64(rs[i])])] = n
    c = 0
    missing = 0
    while c < half_cap and (row[c] == n or common[c] == pc):
        if row[c] != n:
            missing += 1
            need[c] = 1
        c += 1
    if missing:
        for j in fours:
            rest = n - j
            missing = _scan_pairs(g, rest, max(rest - base, 0) + 1, (rest - 1) // 2 if unequal else rest // 2,
                                  need, row, n, missing)
            if missing == 0:
                break
        if missing:
            for u in range(c):
                need[u] = 0
    return c, missing


def _finish(g, n, base, ones, twos, fours, unequal, common, split, alpha, rare, n_rare, n_old, rare_values, row,
            bound, left, need):
    """Finish heap n from its row; return (γ(n), the number of rare heaps).  Every heap below n is finished.

    Adds to the row what :func:`_old_options` (given the same ``base``) left out of the values
    below c, the least common value that is not an option: the moves to one heap or none, the pairs
    with a rare heap of which the other is new (at or above ``base``; ``n_old`` rare heaps are below
    it) — so that every common option value is in the row and c is known — then the rare values
    below c that a pair of common heaps gives: among the new pairs, and from the row's bound on
    (below it the first step found them all) among the old ones too, scanned until every one is found
    (as :func:`_sparse_chunk` scans).  Ends as :func:`_sparse_chunk` ends a heap (:func:`_settle`).
    ``bound`` and ``left`` are what :func:`_old_options` returned: the values below the bound are
    looked at again only when some were left out of the row.
    """
    half_cap = row.shape[0] - 1
    j0 = fours[0] if fours.shape[0] > 0 else 0
    pc = split & (n - j0) & 1
    _mark_one_heap_moves(g, n, ones, twos, row)
    for j in fours:
        rest = n - j
        k = max(rest - base, 0)
        urest = np.uint64(rest)
        i = 0
        while i < n_old and rare[i] <= k:          # a rare old heap with a new partner
            r = rare[i]
            if not (unequal and 2 * r == rest):
                row[np.uint64(rare_values[i] ^ g[urest - np.uint64(r)])] = n
            i += 1
        i = n_old
        while i < n_rare and rare[i] < rest:        # a new rare heap
            r = rare[i]
            if not (unequal and 2 * r == rest):
                row[np.uint64(rare_values[i] ^ g[urest - np.uint64(r)])] = n
            i += 1
    c = bound                  # every common value below the bound is in the row (first step)
    while c < half_cap and (row[c] == n or common[c] == pc):
        c += 1
    # every common value below c is in the row; a rare one missing comes from two common heaps:
    # a new pair (t ≤ k), or an old one if it is not below the bound (the first step found those below)
    known = 0 if left else bound    # every value below it is in the row
    missing = 0
    for u in range(known, c):
        if row[u] != n:
            need[u] = 1
            missing += 1
    if missing:
        for j in fours:
            rest = n - j
            last = (rest - 1) // 2 if unequal else rest // 2
            missing = _scan_pairs(g, rest, 1, min(max(rest - base, 0), last), need, row, n, missing)
            if missing == 0:
                break
        for u in range(known, bound):                 # not from an old pair either: not options
            missing -= need[u]
            need[u] = 0
        if missing:
            for j in fours:
                rest = n - j
                last = (rest - 1) // 2 if unequal else rest // 2
                missing = _scan_pairs(g, rest, max(rest - base, 0) + 1, last, need, row, n, missing)
                if missing == 0:
                    break
            if missing:
                for u in range(bound, c):
                    need[u] = 0
    return _settle(g, n, row, common, alpha, split, rare, rare_values, n_rare, known)


def _sparse_shared(g, ones, twos, fours, unequal, common, split, alpha, rare, rare_values, rows, slots, sync, batch,
                   need, me):
    """Fill g[sync[DONE]:sync[END]] as :func:`_sparse_chunk` does, with the other threads that run it at once.

    Every thread runs this loop until every heap is finished (``me`` numbers the threads from 0).  A
    heap's work is in two steps: the *first step* (:func:`_old_options`: the pairs of heaps whose
    values are final when it starts, nearly all of the work) and the *finish* (:func:`_finish`: the
    pairs with a newer heap, the mex), which must be taken in order.  A thread finishes the next
    heaps in order while their first steps are done (one thread at a time: it holds
    ``sync[TOKEN]``); otherwise it takes the first steps of the next ``batch`` heaps nobody has taken
    (``sync[CLAIMED]``), their old heaps being those finished at that moment; otherwise it waits
    (:func:`pause`, and after ``SPINS`` turns :func:`yield_core`).  A thread finishes another
    thread's heap only when it has no heap to take (it stops before one, and lets the token be,
    while there is one): the other thread finishes it when its batch is done, the heap's row still
    in its own cache.  So a heap's row and slot are mostly written and read on one core, and what
    crosses between the cores is a heap's value, not the hundreds of option values of its row (on
    Grundy's game to 2²², while both threads ran, a finish took 2–2.4 times as long as alone and a
    first step 4–10% more when rows went from core to core).  The slot of heap h is slot h mod R of
    ``slots`` (its stamp h when its first step is done, its base, the rare heaps below the base,
    its bound, the values left, its row, its thread), so at most R heaps are ahead of the last one
    finished (R small: the rows stay in the caches); each thread writes its rows in turn in a ring
    of R rows of its own (``rows`` has R rows a thread).  A run stops early as :func:`_sparse_chunk`
    stops (``sync[END]`` is lowered to the heap after the one that stops it, before ``sync[DONE]``
    passes it): the next holder of the token reads the end again once it holds it, and a first step
    whose base includes the heap that stopped the run (its value may not fit a row) is past the end
    and skipped.

    Why the values are those of one core.  γ(n) is the mex of the values of n's options: the moves
    to one heap or none, and the pairs (a, rest − a) of each splitting move.  Split the pairs into
    *old* ones (both heaps below the base, the heaps finished when n's first step began) and *new*
    ones (a heap from the base to n − 1).  A common value is the nim-sum of a rare and a common one,
    so it comes only from a pair with a rare heap.  After both steps, heap n's row holds (1) every
    value of a pair with a rare heap, old (first step) or new (finish), hence every common option
    value; (2) every value of a new pair of common heaps below c (the finish scans every new pair:
    a pair whose larger heap is new has its smaller heap a ≤ k = rest − base); (3) every rare value
    below the bound L that an old pair of common heaps gives (first step).  So c, the least common
    value not in the row, is the least common value that is not an option, and every value below
    min(c, L) is in the row exactly when it is an option.  If c > L, the rare values from L to c not
    in the row are searched among the old pairs, as :func:`_sparse_chunk` searches them.  Then every
    value below c is settled, c is not an option, and the least value not in the row is the mex.  The
    first step reads only the values of finished heaps and the rare table's entries below the count
    published with them (a heap's value and its rare entry are written before it is counted finished,
    :mod:`gamekit.engines.atomics`), which nothing writes again.  No row is written while another
    heap still needs it: a thread's j-th and (j + R)-th first steps share a row; the R steps after
    the j-th (heap m) are R distinct heaps above m, taken in increasing order, the last of them m′,
    so m′ ≥ m + R; and m′ < f + R for the finished count f the thread read before taking it, so
    m < f: m's finish was done with the row before f was published.  Which thread finishes a heap
    does not change what the finish computes, and every heap whose first step is done is finished:
    by its own thread once its batch is done, or by any thread that has no heap to take.  The split
    (mask) is the same through a call and the rare heaps are added in order, as on one core; the
    tests compare runs on 1, 2 and 3 threads with the mex over every option.
    """
    window = slots.shape[0]
    cap = 2 * (rows.shape[1] - 1)
    waited = 0
    taken = 0                                   # first steps this thread has taken (its next row)
    while True:
        f = load(sync, DONE)
        end = load(sync, END)
        if f >= end:
            return
        h = load(sync, CLAIMED)
        free = h < min(end, f + window)         # a heap to take's first step
        if (load(slots[f % window], 0) == f and (slots[f % window][6] == me or not free)
                and compare_and_swap(sync, TOKEN, 0, 1)):
            f = load(sync, DONE)                   # the heaps finished so far (by any thread)
            end = load(sync, END)                  # as lowered by the last holder: never finish beyond it
            n_rare = load(sync, RARES)
            first = f
            while f < end and load(slots[f % window], 0) == f:
                slot = slots[f % window]
                if slot[6] != me and f > first and load(sync, CLAIMED) < min(end, f + window):
                    break                          # another thread's heap: it finishes it itself
                v, n_rare = _finish(g, f, slot[1], ones, twos, fours, unequal, common, split, alpha, rare, n_rare,
                                    slot[2], rare_values, rows[slot[5]], slot[3], slot[4], need)
                f += 1
                store(sync, RARES, n_rare)
                if n_rare == rare.shape[0] or 2 * v + 2 >= cap:     # stop here: the caller makes room
                    end = f
                    store(sync, END, f)
                store(sync, DONE, f)
            store(sync, TOKEN, 0)
            waited = 0
            continue
        last = min(h + batch, end, f + window)  # the heaps to take: a batch, within the window
        if h < last and compare_and_swap(sync, CLAIMED, h, last):
            base = load(sync, DONE)
            # END is lowered before DONE passes the heap that stops the run (its value may not fit
            # a row): a first step whose base is beyond that heap is for a heap past the end, skipped
            last = min(last, load(sync, END))
            listed = load(sync, RARES)          # ≥ the rare heaps below base, every entry written
            lo = _first_from(rare, 0, listed, base)     # the rare heaps below base
            for n in range(h, last):
                slot = slots[n % window]
                at = me * window + taken % window       # this thread's next row
                taken += 1
                slot[1], slot[2], slot[5], slot[6] = base, lo, at, me
                slot[3], slot[4] = _old_options(g, n, base, fours, unequal, common, split, rare, lo, rare_values,
                                                rows[at], need)
                store(slot, 0, n)               # done: the row and the slot are seen before the stamp
            waited = 0
            continue
        waited += 1                             # the next heap's first step is another thread's
        if waited > SPINS:
            yield_core()
        else:
            pause()


_sparse_shared_numba = lazy_njit(_sparse_shared, nogil=True)


def _on_threads(pool, workers, g, start, stop, ones, twos, fours, unequal, common, split, alpha, rare, n_rare,
                rare_values, scratch):
    """Fill g[start:stop] as :func:`_sparse_chunk` does, on ``workers`` threads; return (next heap, rare heaps).

    Each thread runs :func:`_sparse_shared` on the same arrays (``scratch``: the rows, a ring of them
    for each thread, the slots, the shared cells and each thread's ``need``); this one is thread 0.
    """
    rows, slots, sync, needs = scratch
    slots[:, 0] = -1                            # no first step is done (a stopped call may have left some)
    sync[DONE], sync[CLAIMED], sync[RARES], sync[TOKEN], sync[END] = start, start, n_rare, 0, stop
    # a batch of heaps at a time, about BATCH_PAIRS pairs with a rare heap: the threads then meet
    # (exchange cache lines) once in tens of microseconds, and each mostly finishes its own heaps
    # (and room in the window for a batch on every thread and one more)
    batch = max(1, min(BATCH, BATCH_PAIRS // (n_rare * len(fours) + 64), slots.shape[0] // (workers + 1)))
    args = (g, ones, twos, fours, unequal, common, split, alpha, rare, rare_values, rows, slots, sync, batch)
    futures = [pool.submit(_sparse_shared_numba, *args, needs[w], w) for w in range(1, workers)]
    try:
        _sparse_shared_numba(*args, needs[0], 0)
    finally:
        if any(not future.done() for future in futures):   # interrupted here: the others stop at once
            sync[END] = sync[DONE]
        for future in futures:
            future.result()
    return int(sync[DONE]), int(sync[RARES])


def _sparse_chunk_numpy(g, start, stop, ones, twos, fours, unequal, common, split, alpha, rare, n_rare, mark,
                        rare_values, need):
    """The numpy twin of :func:`_sparse_chunk` (same arguments, same results)."""
    ones_l, twos_l, fours_l = ones.tolist(), twos.tolist(), fours.tolist()
    cap = mark.shape[0]
    half_cap = cap // 2  # every option value is below it (the caller keeps values < cap / 2)
    j0 = fours_l[0] if fours_l else 0
    for n in range(start, stop):
        pc = split & (n - j0) & 1
        if n in ones_l:
            mark[0] = n
        for j in twos_l:
            if j < n:
                mark[g[n - j]] = n
        rares = rare[:n_rare]
        for j in fours_l:
            rest = n - j
            r = rares[:np.searchsorted(rares, rest)]  # heaps r < rest, so b = rest − r ≥ 1
            b = rest - r
            if unequal:
                keep = b != r
                r, b = r[keep], b[keep]
            mark[g[r] ^ g[b]] = n
        c = 0
        missing = 0
        while c < half_cap and (mark[c] == n or common[c] == pc):
            if mark[c] != n:
                missing += 1
            c += 1
        if missing:
            for j in fours_l:
                rest = n - j
                half = (rest - 1) // 2 if unequal else rest // 2
                if half >= 1:
                    x = g[1:half + 1] ^ g[rest - 1:rest - half - 1:-1]
                    mark[x[x < c]] = n
        v, n_rare = _settle(g, n, mark, common, alpha, split, rare, rare_values, n_rare, 0)
        if n_rare == rare.shape[0] or 2 * v + 2 >= cap:
            return n + 1, n_rare
    return stop, n_rare


def usable_cores() -> int:
    """Return how many cores this process may run on (at least 1).

    >>> usable_cores() >= 1
    True
    """
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def value_dtype(cap: int) -> np.dtype:
    """Return the narrowest cell that holds every value below ``cap`` (8 or 16 bits, else 32).

    A narrow sequence keeps more of it in the processor's caches and memory; the engine widens
    it when values grow.

    >>> value_dtype(256), value_dtype(1024), value_dtype(1 << 20)
    (dtype('uint8'), dtype('uint16'), dtype('int32'))
    """
    return np.dtype(np.uint8 if cap <= 1 << 8 else np.uint16 if cap <= 1 << 16 else VALUE_DTYPE)


def parity_table(mask: int, size: int) -> np.ndarray:
    """Return ``common[v]`` = 1 when ``v & mask`` has an odd number of 1 bits, for v < size."""
    v = np.arange(size, dtype=np.int64) & mask
    parity = np.zeros(size, dtype=np.int64)
    while np.any(v):
        parity ^= v & 1
        v >>= 1
    return parity.astype(np.uint8)


def walsh_hadamard(counts: np.ndarray) -> np.ndarray:
    """Return H with ``H[f] = Σ_v counts[v]·(−1)^(parity of v & f)`` (len(counts) a power of two).

    For every mask f at once: the heaps whose value has even parity under f number
    ``(len + H[f]) / 2`` — the count of rare heaps the mask would give.

    >>> walsh_hadamard(np.array([3, 1, 0, 2])).tolist()
    [6, 0, 2, 4]
    """
    a = np.asarray(counts, dtype=np.int64)
    h = 1
    while h < len(a):
        blocks = a.reshape(-1, 2, h)
        a = np.concatenate((blocks[:, 0] + blocks[:, 1], blocks[:, 0] - blocks[:, 1]), axis=1).reshape(-1)
        h *= 2
    return a


@dataclass(frozen=True)
class Split:
    """A rare/common split: heap n is rare when the parity of ``γ(n) & mask`` is ``alpha ^ (by_parity & n)``.

    ``by_parity`` 0 is the split of Winning Ways (one mask for every heap, ``alpha`` 0); with
    ``by_parity`` 1 the heaps of even and of odd size have opposite common values, as in the
    analysers of Czajka and of Beling (``rc2``), which pays for games such as 4·07 whose values
    differ by the parity of the heap.  It needs every splitting move to remove a number of tokens
    of one parity, so that two common heaps always sum to a value of one known parity.

    >>> Split(-2, 0, 0).describe(), Split(3, 1, 1).describe()
    ('by value', 'by value and heap parity')
    """

    mask: int = 0
    by_parity: int = 0
    alpha: int = 0

    def describe(self) -> str:
        """Return ``"none"``, ``"by value"`` or ``"by value and heap parity"``."""
        if self.mask == 0 and not self.by_parity:
            return "none"
        return "by value and heap parity" if self.by_parity else "by value"

    def rare(self, values: np.ndarray, first_heap: int = 0) -> np.ndarray:
        """Return a boolean array: which of ``values`` (heaps first_heap, first_heap + 1, …) are rare."""
        values = np.asarray(values)
        size = 1 << max(1, int(values.max(initial=0)).bit_length())
        parity = parity_table(self.mask, size)[values]
        if not self.by_parity:
            return parity == self.alpha
        heaps = np.arange(first_heap, first_heap + len(values)) & 1
        return parity == (self.alpha ^ heaps)


def split_by_parity_possible(rules: Rules) -> bool:
    """Return whether the split by heap parity applies: every split removes tokens of one parity."""
    return bool(rules.fours) and len({j & 1 for j in rules.fours}) == 1


def best_split(values: np.ndarray, by_parity: bool = False) -> Split:
    """Return the split that makes the fewest of ``values`` (heaps 1, 2, …) rare.

    Masks are tried as finite bit strings f and as their complements ~f (infinite strings of
    ones, Winning Ways' convention), for f below the next power of two of the largest value;
    with ``by_parity`` also every mask f ≠ 0 with the heaps of odd size flipped (both ways).  Every
    candidate is counted at once by a Walsh–Hadamard transform of the values' counts (as
    Czajka's analyser does); a tie keeps the earlier candidate, the split by value first.

    >>> best_split(np.array([1, 2, 1, 2, 1, 2, 3]))     # γ(1), …, γ(7): one rare heap (γ = 3)
    Split(mask=-1, by_parity=0, alpha=0)
    >>> best_split(np.array([1, 2, 1, 2, 1, 2, 3]), by_parity=True)   # odd heaps 1 or 3, even 2: none
    Split(mask=1, by_parity=1, alpha=1)
    """
    top = int(values.max()) if len(values) else 0
    bits = max(1, top.bit_length())
    if bits > 12:  # pragma: no cover - values this large do not occur in practice
        bits = 12
    size = 1 << bits
    counts = np.zeros((2, size), dtype=np.int64)         # by the parity of the heap (heap i + 1)
    for i in range(0, len(values), 1 << 20):     # bincount copies to 64 bits: a block at a time
        block = np.minimum(values[i:i + (1 << 20)], size - 1)
        counts[(i + 1) & 1] += np.bincount(block[0::2], minlength=size)   # heaps i + 1, i + 3, …
        counts[i & 1] += np.bincount(block[1::2], minlength=size)
    n = len(values)
    f = np.arange(size)
    whole = walsh_hadamard(counts[0] + counts[1])
    rare = np.empty(2 * size, dtype=np.int64)
    rare[0::2], rare[1::2] = (n + whole) // 2, (n + whole[f ^ (size - 1)]) // 2    # f, ~f, in turn
    at = int(np.argmin(rare))
    best, fewest = Split(at // 2 if at % 2 == 0 else ~(at // 2)), int(rare[at])
    if by_parity:
        diff = walsh_hadamard(counts[0] - counts[1])      # even heaps minus odd heaps
        for alpha, sign in ((0, 1), (1, -1)):
            for complement in (False, True):
                split_rare = (n + sign * diff[f ^ (size - 1) if complement else f]) // 2
                split_rare[size - 1 if complement else 0] = n + 1    # mask 0: a parity class, no split
                at = int(np.argmin(split_rare))
                if split_rare[at] < fewest:
                    best, fewest = Split(~at if complement else at, 1, alpha), int(split_rare[at])
    return best


class SparseState:
    """Values computed so far by the sparse engine, kept consistent if a run is interrupted.

    Once the octal periodicity theorem proves a period from the values (every doubling of the
    sequence is checked, for a finite octal game), every further value is copied from the
    period: the run becomes linear, as fast as writing the values.

    >>> s = SparseState(Rules(ones=(1, 2), twos=(1, 2), fours=(1, 2)))
    >>> s.extend(12, engine="python").tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    >>> _ = s.extend(1000, engine="python"); s.periodic        # Kayles: (71, 12), proved from 512 values
    (71, 12, 512)
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.clear()

    def clear(self) -> None:
        """Forget every value."""
        # Every change of the state is one statement (build first, then assign all at once), so an
        # interrupt (Ctrl-C) leaves either the old or the new state, never a mixture; the tests
        # inject an interrupt at every line of these methods and check the values afterwards.
        self.g, self.length, self.split, self.rare, self.n_rare, self.periodic = (
            np.zeros(1, dtype=np.uint8), 1, Split(), np.zeros(RARE_ROOM, dtype=np.int32), 0, None)   # γ(0) = 0

    @property
    def mask(self) -> int:
        """Return the mask of the rare/common split in use (0 before the first is chosen)."""
        return self.split.mask

    @property
    def certifiable(self) -> bool:
        """Return whether the periodicity theorem applies (a finite octal game: not Grundy's game)."""
        return not self.rules.unequal

    def values(self, n: int) -> np.ndarray:
        """Return the known values γ(0), …, γ(n−1) (n must not exceed ``self.length``)."""
        return self.g[:n]

    def value(self, heap: int) -> int:
        """Return γ(heap): a known value, or one beyond them from the proved period."""
        if heap < self.length:
            return int(self.g[heap])
        if self.periodic is None:
            raise ValueError(_("γ({heap}) is not computed yet and no period is proved").format(heap=heap))
        n0, p, _proof = self.periodic
        return int(self.g[n0 + (heap - n0) % p])

    def _remask(self, split: Split) -> None:
        rare = np.flatnonzero(split.rare(self.g[1:self.length], first_heap=1)).astype(np.int32) + 1
        table = np.zeros(max(2 * len(rare), RARE_ROOM), dtype=np.int32)   # room to grow
        table[:len(rare)] = rare
        self.rare, self.n_rare, self.split = table, len(rare), split     # one statement: never half-masked

    def _certify(self) -> None:
        """Look for a period the theorem proves from the values so far; remember it if there is one."""
        found = least_period(self.g[:self.length], self.rules.largest_removal)
        if found is not None:
            self.periodic = (found[0], found[1], self.length)        # one statement

    def _fill_periodic(self, n: int, report: Callable[[int], None]) -> None:
        """Copy γ(length), …, γ(n−1) from the proved period, a doubling block at a time."""
        n0, p, _ = self.periodic
        g = self.g
        while self.length < n:
            m = p * ((self.length - n0) // p)       # whole periods, all beyond the preperiod (m ≥ p)
            stop = min(n, self.length + m)
            g[self.length:stop] = g[self.length - m:stop - m]
            self.length = stop                        # written first, then counted
            report(self.length)

    def extend(self, n: int, engine: str = "auto",
               progress: bool | str | Callable[[int, int], None] = "auto", cores: int | None = None) -> np.ndarray:
        """Return γ(0), …, γ(n−1), computing the values not known yet in interruptible chunks.

        ``engine``: "auto", "numba" or "python" (:func:`gamekit.engines.jit.engine_choice`).
        ``cores``: how many threads share the work once the run is long enough (the first steps of
        the heaps on every thread, each heap finished in order; the compiled engine only); None means
        every core this process may use.  The values do not depend on it.
        """
        workers = usable_cores() if cores is None else cores
        compiled = use_numba(engine_choice(engine))
        if n <= self.length:
            return self.g[:n]
        kernel = _sparse_chunk_numba if compiled else _sparse_chunk_numpy
        if len(self.g) < n:  # grow the sequence once (amortised doubling)
            g = np.zeros(max(n, min(2 * len(self.g), n * 2)), dtype=self.g.dtype)
            g[:self.length] = self.g[:self.length]
            self.g = g
        report = _Progress(progress, n, N_("Grundy values"))
        if self.periodic is not None:
            try:
                self._fill_periodic(n, report)
            finally:
                report.finish()
            return self.g[:n]
        ones, twos, fours = self.rules.arrays()
        by_parity = split_by_parity_possible(self.rules)
        # mark has room for every option value: the kernel stops when a value v reaches cap/2 − 1
        cap = max(64, 1 << (2 * int(self.g[:self.length].max()) + 2).bit_length())
        self._widen(cap)
        mark = np.full(cap, -1, dtype=np.int64)
        common = parity_table(self.mask, cap)
        need = np.zeros(cap, dtype=np.uint8)
        rare_values = self._rare_values()
        chunk = 256
        next_check = max(2 * self.length, 512)
        pool = scratch = None
        try:
            while self.length < n:
                if self.periodic is not None:           # proved at the last check: the rest is copied
                    self._fill_periodic(n, report)
                    break
                if self.n_rare == len(self.rare):       # the rare table is full: twice the room
                    rare = np.zeros(2 * len(self.rare), dtype=np.int32)
                    rare[:self.n_rare] = self.rare[:self.n_rare]
                    self.rare = rare
                    rare_values = self._rare_values()
                stop = min(n, self.length + chunk, max(next_check, self.length + 64))   # checks on time
                t0 = time.perf_counter()
                if (workers > 1 and compiled and self.length >= PARALLEL_FROM
                        and self.n_rare * len(fours) >= PARALLEL_RARE):
                    if pool is None:
                        pool = ThreadPoolExecutor(workers - 1, thread_name_prefix="gamekit-octal")
                    if scratch is None or scratch[0].shape[1] != cap // 2 + 1:
                        window = min(WINDOW * max(1, workers // 2),
                                     max(1, ROWS_BYTES // (4 * (cap // 2 + 1) * workers)))
                        scratch = (np.full((workers * window, cap // 2 + 1), -1, dtype=np.int32),
                                   np.zeros((window, 8), dtype=np.int64), np.zeros(SYNC_CELLS, dtype=np.int64),
                                   [np.zeros(cap, dtype=np.uint8) for _ in range(workers)])
                    reached, n_rare = _on_threads(pool, workers, self.g, self.length, stop, ones, twos, fours,
                                                  self.rules.unequal, common, self.split.by_parity, self.split.alpha,
                                                  self.rare, self.n_rare, rare_values, scratch)
                else:
                    reached, n_rare = kernel(self.g, self.length, stop, ones, twos, fours, self.rules.unequal,
                                             common, self.split.by_parity, self.split.alpha,
                                             self.rare, self.n_rare, mark, rare_values, need)
                elapsed = time.perf_counter() - t0
                # one assignment: an interrupt leaves either the old or the new state
                self.length, self.n_rare = reached, n_rare
                if 2 * int(self.g[reached - 1]) + 2 >= cap:
                    cap *= 2
                    if self._widen(cap):
                        rare_values = self._rare_values()
                    mark = np.full(cap, -1, dtype=np.int64)
                    common = parity_table(self.mask, cap)
                    need = np.zeros(cap, dtype=np.uint8)
                chunk = next_chunk(chunk, elapsed)
                if self.length >= next_check:
                    next_check = 2 * self.length
                    if self.certifiable:
                        self._certify()
                    # re-choose the split when more than 1 heap in 64 is rare
                    if self.periodic is None and self.fours_present and self.n_rare * 64 > self.length:
                        split = best_split(self.g[1:self.length], by_parity)
                        if split != self.split:
                            self._remask(split)
                            common = parity_table(self.mask, cap)
                            rare_values = self._rare_values()
                report(self.length)
        finally:
            if pool is not None:
                pool.shutdown()
            report.finish()
        return self.g[:n]

    def _widen(self, cap: int) -> bool:
        """Give the sequence cells room for values up to ``cap / 2``; return whether it changed.

        With ``mark`` of size cap, every value so far is below cap/2 − 1 (the kernel stops at it),
        so every option value is below cap/2 and a mex is at most cap/2.
        """
        wanted = value_dtype(cap // 2 + 1)
        if wanted.itemsize <= self.g.dtype.itemsize:
            return False
        self.g = self.g.astype(wanted)                  # one assignment: old or new, never half
        return True

    def _rare_values(self) -> np.ndarray:
        """Return a working array: the values of the rare heaps, room for as many as ``rare`` holds."""
        values = np.zeros(len(self.rare), dtype=self.g.dtype)
        values[:self.n_rare] = self.g[self.rare[:self.n_rare]]
        return values

    def consistent(self) -> bool:
        """Return whether the rare table lists exactly the heaps whose value is rare under the split.

        Every state change keeps this so (the interrupt tests check it after each interrupt); once
        a period is proved the table stays as it was then (no heap beyond needs it).

        >>> s = SparseState(Rules(fours=(0,), unequal=True)); _ = s.extend(5000, engine="python")
        >>> s.consistent()
        True
        """
        swept = self.periodic[2] if self.periodic is not None else self.length
        rare = np.flatnonzero(self.split.rare(self.g[1:swept], first_heap=1)) + 1
        return bool(np.array_equal(self.rare[:self.n_rare], rare))

    @property
    def fours_present(self) -> bool:
        return bool(self.rules.fours)


def sparse_values(rules: Rules, n: int, engine: str = "auto",
                  progress: bool | str | Callable[[int, int], None] = False, cores: int | None = None) -> np.ndarray:
    """Return γ(0), …, γ(n−1) by the rare/common method (``engine`` "auto", "numba" or "python").

    >>> sparse_values(Rules(fours=(0,), unequal=True), 12, engine="python").tolist()  # Grundy's game
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
    """
    return SparseState(rules).extend(n, engine=engine, progress=progress, cores=cores).astype(VALUE_DTYPE)
