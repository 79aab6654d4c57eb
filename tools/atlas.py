"""The full census of octal games (``make atlas``): every code with up to three digits, with and
without the leading 4, to 2¹⁶ values a game, on a local Dask cluster with one worker per core;
then the misère column: the misère quotient of every code with up to two digits (with and without
the leading 4) for heaps up to 20, each game stopped after 30 seconds.

Usage: python tools/atlas.py [n] [--address tcp://host:port] [--heaps H] [--seconds S]

Rows go to build/atlas/census.jsonl and build/atlas/misere.jsonl as they arrive; run it again after
an interruption and it computes only the codes it does not hold yet.  Chapter 8 reads the census
and chapter 9 the misère census when they exist.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "atlas" / "census.jsonl"
MISERE_OUT = ROOT / "build" / "atlas" / "misere.jsonl"
MISERE_HEAPS = 20        # the quotients of heaps up to 20: all but a few codes in a second or two
MISERE_SECONDS = 30      # a game's time limit: the quotients that explode stop here (benchmarks/misere_census.py)


def main(argv: list[str]) -> int:
    import gamekit as gk

    options = {"--address": None, "--heaps": MISERE_HEAPS, "--seconds": MISERE_SECONDS}
    for name in options:
        if name in argv:
            i = argv.index(name)
            options[name] = argv[i + 1]
            argv = argv[:i] + argv[i + 2:]
    address, heaps, seconds = options["--address"], int(options["--heaps"]), float(options["--seconds"])
    n = int(argv[0]) if argv else 1 << 16
    codes = [code for digits in (1, 2, 3) for code in gk.octal_codes(digits, splitting_zero=True)]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    short = [code for digits in (1, 2) for code in gk.octal_codes(digits, splitting_zero=True)]
    try:
        table = gk.census(codes, n, path=OUT, address=address, workers=os.cpu_count() or 2, progress=True)
        counts = table["status"].value_counts().to_dict()
        print(f"{len(table)} games to {n} values: {counts}; the census is in {OUT}")
        start = time.perf_counter()
        misere = gk.misere_census(short, heaps, seconds=seconds, path=MISERE_OUT, address=address,
                                  workers=os.cpu_count() or 2, progress=True)
    except KeyboardInterrupt:
        kept = {path.name: len(path.read_text(encoding="utf-8").splitlines()) if path.exists() else 0
                for path in (OUT, MISERE_OUT)}
        print(f"\ninterrupted: {kept[OUT.name]} rows are kept in {OUT} and {kept[MISERE_OUT.name]} in "
              f"{MISERE_OUT}; run it again to compute only the rest")
        return 130
    counts = misere["status"].value_counts().to_dict()
    print(f"{len(misere)} misère quotients for heaps up to {heaps} ({seconds:g} s a game at most): {counts}; "
          f"in {MISERE_OUT} ({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
