"""Benchmarks of chapter 2 (nimbers), in one run.  Run by hand: python benchmarks/nimbers.py

What is measured: the nim-sum table by the mex recursion (*) against a naive mex-over-sets;
the nim-product by its mex definition (table) against the fast Fermat-power algorithm; the fast
algorithm on random 64-bit nimbers; nim inverses of 64-bit nimbers; the exhaustive field check
of the 256-element nim-field.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from gamekit.theory import nimbers, nimfield
from gamekit.theory.arithmetic import mex


def naive_nim_sum_table(n: int) -> list[list[int]]:
    """(*) with Python sets: each cell is the mex of its row to the left and column above."""
    t = [[0] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            t[a][b] = mex({t[a2][b] for a2 in range(a)} | {t[a][b2] for b2 in range(b)})
    return t


def timed(label: str, f, *args):
    start = time.perf_counter()
    result = f(*args)
    elapsed = time.perf_counter() - start
    print(f"{label:<58} {elapsed:8.3f} s")
    return result, elapsed


def main() -> None:
    for n in (64, 256):
        fast, t_fast = timed(f"nim_sum_table({n}) (mex recursion, numpy rows)", nimbers.nim_sum_table, n)
        naive, t_naive = timed(f"naive mex-over-sets table {n}×{n}", naive_nim_sum_table, n)
        assert (fast == np.array(naive)).all()
        print(f"{'':<58} speed-up {t_naive / t_fast:6.1f}×")
    timed("nim_sum_table(1024) (1 048 576 cells)", nimbers.nim_sum_table, 1024)

    table, _ = timed("nim_product_table(128) (mex definition)", nimbers.nim_product_table, 128)
    nimfield._byte_table.cache_clear()
    nimfield._small_table.cache_clear()
    fast, _ = timed("nim_product on the same 16 384 pairs (tables built)",
                    lambda: [[nimbers.nim_product(a, b) for b in range(128)] for a in range(128)])
    assert (table == np.array(fast)).all()

    rng = random.Random(0)
    pairs = [(rng.getrandbits(64), rng.getrandbits(64)) for _ in range(100_000)]
    _, t = timed("nim_product on 100 000 random 64-bit pairs",
                 lambda: [nimbers.nim_product(a, b) for a, b in pairs])
    print(f"{'':<58} {t / len(pairs) * 1e6:8.1f} µs per product")
    xs = [rng.getrandbits(64) | 1 for _ in range(200)]
    inverses, t = timed("nim_inverse of 200 random 64-bit nimbers",
                        lambda: [nimbers.nim_inverse(x) for x in xs])
    assert all(nimbers.nim_product(x, y) == 1 for x, y in zip(xs, inverses))
    print(f"{'':<58} {t / len(xs) * 1e3:8.2f} ms per inverse")
    result, _ = timed("field_violation(3): all of F_256 exhaustively", nimbers.field_violation, 3)
    assert result is None


if __name__ == "__main__":
    main()
