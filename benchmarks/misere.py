"""Misère outcomes of rows of heaps: misère Kayles with four rows of up to twelve pins.

Run by hand: ``.venv/bin/python benchmarks/misere.py``.  Prints the time of the fast engine
(canonical multisets, early exit, explicit stack) from a cold memo, and of the plain tantrum
evaluation (every position's γ^h by the mex rule, no canonical keys) on a smaller case.
"""
from __future__ import annotations

import time
from itertools import combinations_with_replacement

import gamekit as gk


def timed(label: str, f):
    start = time.perf_counter()
    result = f()
    print(f"{label:<62} {time.perf_counter() - start:8.3f} s   {result}")
    return result


def main() -> None:
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


if __name__ == "__main__":
    main()
