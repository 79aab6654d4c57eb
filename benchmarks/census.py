"""Benchmark of the octal census on Dask.  Run by hand: python benchmarks/census.py [--memory]

The three-digit census (every code 0.d₁d₂d₃ whose last digit is not 0: 448 games) to 2¹⁶ values
a game, on a local Dask cluster of one worker process and of two, and the speed-up (target ≥ 1.7×
on two cores).  Both tables must agree.  The figures go in the README with the estimate of the
four-digit census on a cluster.

With ``--memory``: the peak memory of one game that stays open (so that every value is computed),
per value, each measured in a fresh process (its peak resident size after the game, less the size
before it).  ``gamekit.atlas.normal.BYTES_PER_VALUE`` must be at least the largest of them.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

ONE_GAME = """
import resource, sys
sys.path.insert(0, {root!r})
from gamekit.atlas.normal import census_row
census_row({code!r}, 4096)                                  # compiled, imported: the baseline
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
row = census_row({code!r}, {n})
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(row["status"], row["computed to"], (after - before) * 1024 / row["computed to"])
"""


def memory() -> None:
    from gamekit.atlas.normal import BYTES_PER_VALUE

    worst = 0.0
    for code in ("0.6", "0.14", "0.64"):                     # unsolved: open to any n
        for n in (1 << 20, 1 << 22, 1 << 23):
            out = subprocess.run([sys.executable, "-c", ONE_GAME.format(root=str(ROOT), code=code, n=n)],
                                 capture_output=True, text=True, check=True).stdout.split()
            per_value = float(out[2])
            worst = max(worst, per_value)
            print(f"{code} to {n:>9,} values ({out[0]}): {per_value:5.1f} bytes a value", flush=True)
    print(f"largest: {worst:.1f} bytes a value; the census assumes {BYTES_PER_VALUE}")
    assert worst <= BYTES_PER_VALUE, "BYTES_PER_VALUE is below the measured memory of a game"


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
    parser = argparse.ArgumentParser(prog="python benchmarks/census.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--memory", action="store_true", help="the peak memory of one open game per value")
    memory() if parser.parse_args().memory else main()
