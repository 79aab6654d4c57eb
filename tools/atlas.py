"""The full census of octal games (``make atlas``): every code with up to three digits, with and
without the leading 4, to 2¹⁶ values a game, on a local Dask cluster with one worker per core.

Usage: python tools/atlas.py [n] [--address tcp://host:port]

Rows go to build/atlas/census.jsonl as they arrive; run it again after an interruption and it
computes only the codes it does not hold yet.  Chapter 8 reads the file when it exists.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "atlas" / "census.jsonl"


def main(argv: list[str]) -> int:
    import gamekit as gk

    address = None
    if "--address" in argv:
        i = argv.index("--address")
        address = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    n = int(argv[0]) if argv else 1 << 16
    codes = [code for digits in (1, 2, 3) for code in gk.octal_codes(digits, splitting_zero=True)]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    try:
        table = gk.census(codes, n, path=OUT, address=address, workers=os.cpu_count() or 2, progress=True)
    except KeyboardInterrupt:
        kept = len(OUT.read_text(encoding="utf-8").splitlines()) if OUT.exists() else 0
        print(f"\ninterrupted: {kept} rows are kept in {OUT}; run it again to compute only the rest")
        return 130
    counts = table["status"].value_counts().to_dict()
    print(f"{len(table)} games to {n} values: {counts}; the census is in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
