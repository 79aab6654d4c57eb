"""The full census of octal games (``make atlas``): every code with up to three digits, with and
without the leading 4, to 2¹⁶ values a game, on a local Dask cluster with one worker per core;
then the misère column: the misère quotient of every code with up to two digits (with and without
the leading 4) for heaps up to 30 (or proved for every heap size), each game stopped after 30 seconds of CPU.

Usage: python tools/atlas.py [n] [--address tcp://host:port] [--heaps H] [--seconds S]

Rows go to build/atlas/census.jsonl and build/atlas/misere.jsonl as they arrive; run it again after
an interruption and it computes only the codes it does not hold yet.  Codes that are the same game
are computed once (``gk.same_game_classes``).  Chapter 8 reads the census when it exists; chapter 9
shows the misère column stored with the package (``benchmarks/misere_census.py --store`` computes
it as this does, ``gk.stored_misere_census`` reads it).
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "atlas" / "census.jsonl"
MISERE_OUT = ROOT / "build" / "atlas" / "misere.jsonl"
MISERE_HEAPS = 30        # the quotients of heaps up to 30 (or proved for every heap): most codes in a second or two
MISERE_SECONDS = 30      # a game's CPU time limit: the quotients that explode stop here (benchmarks/misere_census.py)


def main(argv: list[str]) -> int:
    import argparse

    import gamekit as gk

    parser = argparse.ArgumentParser(prog="python tools/atlas.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("n", type=int, nargs="?", default=1 << 16, help="values a game in the census (2^16)")
    parser.add_argument("--address", help="a Dask scheduler's address, such as tcp://127.0.0.1:8786 "
                        "(a local cluster of one worker per core without it)")
    parser.add_argument("--heaps", type=int, default=MISERE_HEAPS, help=f"misère quotients of heaps up to "
                        f"this ({MISERE_HEAPS})")
    parser.add_argument("--seconds", type=float, default=MISERE_SECONDS, help=f"a misère game's CPU time limit "
                        f"({MISERE_SECONDS:g} s)")
    args = parser.parse_args(argv)
    address, heaps, seconds, n = args.address, args.heaps, args.seconds, args.n
    codes = [code for digits in (1, 2, 3) for code in gk.octal_codes(digits, splitting_zero=True)]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    short = [code for digits in (1, 2) for code in gk.octal_codes(digits, splitting_zero=True)]
    if not 1 <= heaps <= 200:                      # refused now, not after the census
        parser.error(f"--heaps must be from 1 to 200, got {heaps}")
    if not 0 < seconds < float("inf"):
        parser.error(f"--seconds must be a positive number of seconds, got {seconds:g}")
    try:
        table = gk.census(codes, n, path=OUT, address=address, workers=os.cpu_count() or 2, progress=True)
        counts = table["status"].value_counts().to_dict()
        print(f"{len(table)} games to {n} values: {counts}; the census is in {OUT}")
        start = time.perf_counter()
        misere = gk.misere_census(short, heaps, seconds=seconds, path=MISERE_OUT, address=address,
                                  workers=os.cpu_count() or 2, progress=True)
    except (TypeError, ValueError, ConnectionError, TimeoutError) as error:   # refused before any work
        parser.error(str(error))
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
