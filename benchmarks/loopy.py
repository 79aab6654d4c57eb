"""Benchmark of chapter 6: outcomes and Smith's generalised values of a large random loopy graph.

Targets (issue 7): 10^6 positions and 3·10^6 moves — outcomes in at most 5 s, generalised values
in at most 30 s.  Run by hand:  .venv/bin/python benchmarks/loopy.py [--python]
(``--python`` also times the plain-Python engine on a 10^5-position graph and checks that both
engines give identical arrays).
"""
from __future__ import annotations

import argparse
import time

import numpy as np

from gamekit.engines.jit import HAVE_NUMBA as HAS_NUMBA
from gamekit.engines.graphs import generalised_grundy, retrograde
from gamekit.games.graphs.graph import random_graph


def timed(label, f, *args, **kwargs):
    t = time.perf_counter()
    result = f(*args, **kwargs)
    print(f"{label:<52} {time.perf_counter() - t:7.2f} s")
    return result


def main(python: bool = False) -> None:
    print(f"numba available: {HAS_NUMBA}")
    small = random_graph(1000, 3000, seed=0)          # compile (or load the numba cache)
    generalised_grundy(small._indptr, small._indices)
    retrograde(small._indptr, small._indices)

    n, m = 10**6, 3 * 10**6
    g = timed(f"build random graph ({n} positions, {m} moves)", random_graph, n, m, seed=2026)
    codes, rem = timed("outcomes P/N/D + remoteness (retrograde)", retrograde, g._indptr, g._indices)
    values = timed("Smith's generalised values", generalised_grundy, g._indptr, g._indices)
    finite = values[values >= 0]
    print(f"outcomes: P {np.sum(codes == 1)}, N {np.sum(codes == 2)}, D {np.sum(codes == 0)}")
    print(f"values: {finite.size} finite (max {finite.max()}), {np.sum(values < 0)} infinite")
    # theorem 6 on the whole graph: P iff 0; N iff a follower is 0; otherwise a draw
    sources = np.repeat(np.arange(n), np.diff(g._indptr))
    zero_follower = np.zeros(n, dtype=bool)
    zero_follower[sources[values[g._indices] == 0]] = True
    theorem6 = np.where(values == 0, 1, np.where(zero_follower, 2, 0))
    print(f"theorem 6 agrees with the retrograde outcomes: {np.array_equal(theorem6, codes)}")

    if python:
        h = random_graph(10**5, 3 * 10**5, seed=7)
        fast = generalised_grundy(h._indptr, h._indices, engine="numba")
        slow = timed("plain-Python values, 10^5 positions", generalised_grundy, h._indptr, h._indices,
                     engine="python")
        c1, r1 = retrograde(h._indptr, h._indices, engine="numba")
        c2, r2 = timed("plain-Python outcomes, 10^5 positions", retrograde, h._indptr, h._indices,
                       engine="python")
        print("engines identical:", np.array_equal(fast, slow) and np.array_equal(c1, c2)
              and np.array_equal(r1, r2))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python benchmarks/loopy.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--python", action="store_true", help="also time the plain-Python engine")
    main(parser.parse_args().python)
