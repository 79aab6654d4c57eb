"""Misère outcomes of rows of heaps: misère Kayles with four rows of up to twelve pins.

Run by hand: ``.venv/bin/python benchmarks/misere.py``.  Prints the time of the fast engine
(canonical multisets, early exit, explicit stack) from a cold memo, and of the plain tantrum
evaluation (every position's γ^h by the mex rule, no canonical keys) on a smaller case.  Then the
misère quotient: its computation heap by heap for a few games, and the outcomes of many sums read
off Kayles' quotient against the search, as a ratio in the same run.
"""
from __future__ import annotations

import os
import time
from itertools import combinations_with_replacement

import gamekit as gk


def timed(label: str, f):
    start = time.perf_counter()
    result = f()
    print(f"{label:<62} {time.perf_counter() - start:8.3f} s   {result}")
    return result


def main() -> None:
    os.environ["GAMEKIT_PROGRESS"] = "off"   # no progress bar in the figures (the plain search would show one)
    gk.Kayles.grundy_sequence(13)          # load the octal engine once, outside the timings
    gk.Kayles.misere().cache_clear()
    timed("misère Kayles (12, 12, 12, 12), cold memo", lambda: gk.Kayles.misere().outcome((12, 12, 12, 12)))
    print(f"{'  positions memoised':<62} {len(gk.Kayles.misere()._wins):8d}")
    gk.Kayles.misere().cache_clear()
    rows = list(combinations_with_replacement(range(13), 4))
    timed(f"all {len(rows)} positions of 4 rows ≤ 12, cold memo",
          lambda: sum(gk.Kayles.misere().outcome(p) == "P" for p in rows))
    gk.Kayles.misere().cache_clear()
    timed("misère Kayles (8, 8, 8), fast engine, cold memo", lambda: gk.Kayles.misere().outcome((8, 8, 8)))
    plain = gk.Game(gk.Kayles.moves).misere()
    timed("misère Kayles (8, 8, 8), plain tantrum γ^h (no canonical keys)",
          lambda: gk.outcome_of(plain.grundy((8, 8, 8))))
    quotients()


def quotients() -> None:
    import random

    print()
    for game, heaps in ((gk.Nim(), 15), (gk.OctalGame("0.75"), 30), (gk.DawsonsKayles, 20),
                        (gk.Kayles, 24), (gk.Kayles, 26)):
        q = timed(f"misère quotient of {game!r}, heaps up to {heaps}",
                  lambda game=game, heaps=heaps: gk.misere_quotient(game, heaps, progress=False))
        print(f"{'  orders heap by heap':<62} {q.orders}")
    q = gk.misere_quotient(gk.Kayles, 12, progress=False)
    rng = random.Random(1)
    sums = [tuple(rng.randint(1, 12) for _ in range(5)) for _ in range(200)]
    gk.Kayles.misere().cache_clear()
    start = time.perf_counter()
    searched = [gk.misere_outcome(gk.Kayles, p) for p in sums]
    search = time.perf_counter() - start
    start = time.perf_counter()
    read = [q.outcome(p) for p in sums]
    quick = time.perf_counter() - start
    assert read == searched
    print(f"{'200 sums of 5 Kayles rows ≤ 12: search, cold memo':<62} {search:8.3f} s")
    print(f"{'  the same read off the quotient (24 elements)':<62} {quick:8.3f} s   "
          f"{search / quick:,.0f}× faster, same outcomes")


if __name__ == "__main__":
    main()
