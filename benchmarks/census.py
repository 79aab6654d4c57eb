"""Benchmark of the octal census on Dask.  Run by hand: python benchmarks/census.py

The three-digit census (every code 0.d₁d₂d₃ whose last digit is not 0: 448 games) to 2¹⁶ values
a game, on a local Dask cluster of one worker process and of two, and the speed-up (target ≥ 1.7×
on two cores).  Both tables must agree.  The figures go in the README with the estimate of the
four-digit census on a cluster.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    import gamekit as gk

    codes = gk.octal_codes(3)
    n = 1 << 16
    tables, times = {}, {}
    for workers in (1, 2):
        t0 = time.perf_counter()
        tables[workers] = gk.census(codes, n, workers=workers, progress=False)
        times[workers] = time.perf_counter() - t0
        print(f"three-digit census, {len(codes)} games to 2^16, {workers} worker(s): {times[workers]:7.1f} s",
              flush=True)
    same = tables[1].drop(columns="seconds").equals(tables[2].drop(columns="seconds"))
    assert same, "one worker and two gave different tables"
    table = tables[2]
    counts = table["status"].value_counts().to_dict()
    seconds = tables[1]["seconds"].astype(float)
    print(f"speed-up on two workers: {times[1] / times[2]:.2f}× (target ≥ 1.7×); "
          f"{counts.get('periodic', 0)} periodic, {counts.get('open', 0)} open; "
          f"game time: median {seconds.median():.3f} s, slowest {seconds.max():.1f} s, total {seconds.sum():.0f} s")


if __name__ == "__main__":
    main()
