"""Benchmarks of chapter 3 (sums of games and the NIM family).  Run by hand: python benchmarks/sums.py

- DIM: the divisor-sieve engine (numba, and its pure-Python fallback) against the plain mex rule
  of :class:`gamekit.Dim` (``engine="plain"``), and a million values with the numba engine.
- Coin turning and trees: the theorem (nim-sum of single coins, the colon principle) against the
  brute-force mex rule on the same moves.
"""
from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gamekit as gk  # noqa: E402
from gamekit.games.heaps.takeaway import dim_rule
from gamekit.engines.dim import dim_values
from gamekit.games.graphs.trees import random_tree


def timed(label: str, f):
    t = time.perf_counter()
    out = f()
    print(f"{label:<58} {time.perf_counter() - t:8.3f} s")
    return out


def main() -> None:
    n = 20_000
    plain = timed(f"DIM, {n} values, plain mex rule (Dim, engine='plain')",
                  lambda: gk.Dim().grundy_sequence(n, engine="plain"))
    py = timed(f"DIM, {n} values, sieve engine, pure Python", lambda: dim_values(n, engine="python"))
    timed("DIM, numba compile or cache load (first call)", lambda: dim_values(10, engine="numba"))
    nb = timed(f"DIM, {n} values, sieve engine, numba", lambda: dim_values(n, engine="numba"))
    assert plain == py.tolist() == nb.tolist()
    big = timed("DIM, 10^6 values, numba", lambda: dim_values(10**6, engine="numba"))
    assert all(int(big[k]) == dim_rule(k) for k in range(0, 10**6, 997))

    game = gk.TurningTurtles()
    rows = [tuple(i for i in range(1, 13) if m >> (i - 1) & 1) for m in range(2 ** 12)]
    timed("FORDÍTÓ, all 4096 rows of 12 coins, nim-sum of coins", lambda: [game.grundy(r) for r in rows])
    brute = gk.Game(game.moves)
    timed("FORDÍTÓ, all 4096 rows of 12 coins, brute-force mex", lambda: [brute.grundy(r) for r in rows])

    trees = [random_tree(12, seed=s) for s in range(30)]
    timed("30 random trees of 12 edges, colon principle", lambda: [gk.colon_value(t) for t in trees])
    timed("30 random trees of 12 edges, brute-force mex", lambda: [gk.RootedTreeGame().grundy(t) for t in trees])

    g5 = gk.Northcott(5)
    rowsets = [(w, b) for w in range(5) for b in range(5) if w != b]
    edges = timed("GYALOGOS 3 rows × 5: build the position graph",
                  lambda: {(r, m): g5.moves((r, m)) for r in itertools.product(rowsets, repeat=3)
                           for m in ("white", "black")})
    graph = gk.GraphGame(edges)
    ok = timed(f"GYALOGOS 3 rows × 5: retrograde analysis of {len(graph)} positions",
               lambda: all(graph.outcome(p) == g5.outcome(p) for p in graph.positions))
    print("GYALOGOS: nim-sum of the gaps decides every position:", ok)


if __name__ == "__main__":
    main()
