"""Benchmark of the misère column of the atlas.  Run by hand: python benchmarks/misere_census.py [heaps] [seconds]

The misère quotient of every octal code with up to two digits, with and without the leading 4
(126 games), for heaps up to 30, each game stopped after 30 seconds, on a local Dask cluster of
one worker per core — exactly what ``make atlas`` computes after the census.  Prints the whole
time, the count of each status, the games the time limit stopped and the slowest games: the
figures in the README, and the reason for the bound and the time limit of ``tools/atlas.py``.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))


def main(argv: list[str]) -> None:
    import atlas as tool

    import gamekit as gk

    heaps = int(argv[0]) if argv else tool.MISERE_HEAPS
    seconds = float(argv[1]) if len(argv) > 1 else tool.MISERE_SECONDS
    codes = [code for digits in (1, 2) for code in gk.octal_codes(digits, splitting_zero=True)]
    workers = os.cpu_count() or 2
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "misere.jsonl"
        start = time.perf_counter()
        table = gk.misere_census(codes, heaps, seconds=seconds, path=path, workers=workers, progress=False)
        whole = time.perf_counter() - start
        rows = [json.loads(line) for line in path.read_text().splitlines()]
    print(f"{len(codes)} games, heaps up to {heaps}, {seconds:g} s a game at most, {workers} workers: "
          f"{whole:.1f} s in all, {sum(row['seconds'] for row in rows):.1f} s of games")
    print("statuses:", table["status"].value_counts().to_dict())
    stopped = [row for row in rows if row.get("stopped")]
    print("stopped:", ", ".join(f"{row['code']} ({row['stopped']}, heaps to {row['heaps']}, order "
                                f"{row['orders'][-1] if row['orders'] else '–'})" for row in stopped) or "none")
    slow = sorted(rows, key=lambda row: -row["seconds"])[:8]
    print("slowest:", ", ".join(f"{row['code']} {row['seconds']:.1f} s" for row in slow))
    quick = sum(row["seconds"] < 2 for row in rows)
    print(f"{quick} of {len(rows)} games under 2 s")


if __name__ == "__main__":
    main(sys.argv[1:])
