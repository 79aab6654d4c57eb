"""Chapter 7 benchmarks (run by hand): Wythoff checks to 1000, formula moves, dynamic subtraction tables."""
from __future__ import annotations

import time

import numpy as np

import gamekit as gk


def timed(label, f):
    t = time.perf_counter()
    result = f()
    print(f"{label}: {time.perf_counter() - t:.3f} s")
    return result


if __name__ == "__main__":
    gk.Queen().grundy_table(8, 8)                      # numba compilation (cached on disk)
    queen = timed("Queen value table 1000 x 1000 (numba mex fill)", lambda: gk.Queen().grundy_table(1000, 1000))
    sieve = timed("Wythoff P-sieve 1000 x 1000 (rules only)", lambda: gk.wythoff_p_sieve(1000))
    beatty = timed("Beatty pairs below 1000", lambda: gk.wythoff_p_positions(1000))
    assert np.array_equal(queen == 0, sieve)
    assert set(map(tuple, np.argwhere(sieve).tolist())) == beatty
    timed("Wythoff P-sieve 10000 x 10000", lambda: gk.wythoff_p_sieve(10_000))

    def all_moves(size):
        for a in range(size):
            for b in range(size):
                gk.wythoff_winning_moves((a, b))
    timed("formula winning moves on all 1000 x 1000 positions", lambda: all_moves(1000))

    def check_moves(size):
        p = queen[:size, :size] == 0
        for a in range(size):
            for b in range(size):
                expected = {(a, c) for c in np.flatnonzero(p[a, :b])} | {(r, b) for r in np.flatnonzero(p[:a, b])}
                d = np.arange(1, min(a, b) + 1)
                expected |= {(a - k, b - k) for k in d[p[a - d, b - d]]}
                assert gk.wythoff_winning_moves((a, b)) == sorted(expected), (a, b)
    timed("formula moves checked against the queen table, 400 x 400", lambda: check_moves(400))
    timed("formula move at piles of 10^100", lambda: gk.wythoff_winning_moves((10**100, 3 * 10**100)))

    for k in (1, 2, 3):
        timed(f"{k}-dynamic outcome table, 3000 tokens x 3000 takes",
              lambda k=k: gk.DynamicSubtraction(k).outcome_table(3000))
    timed("k-dynamic P-heaps below 10^18 for k = 1..50",
          lambda: [gk.dynamic_p_heaps(k, 10**18) for k in range(1, 51)])
    every = gk.EverySG(gk.Bash(2), gk.Bash(4), gk.Wythoff())
    positions = [(a, b, (c, d)) for a in range(8) for b in range(8) for c in range(4) for d in range(4)]
    timed("Every-SG brute force, 1024 positions", lambda: [every.outcome(p) for p in positions])
