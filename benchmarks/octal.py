"""Benchmarks of the octal engine (chapter 5), in one run.  Run by hand: python benchmarks/octal.py

Targets (issue 6): Grundy's game to 12 000 at least 30× faster than a naive pure-Python
mex-over-sets (compilation included); the period of ·156 proved at least 10× faster than the
naive sequence alone; Grundy's game to 2²¹ in at most 45 s; the periods of ·16 and ·56 in at most
10 s each; the period of ·354 in at most 60 s; at most 2 GB of memory.
"""
from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def naive_grundys_game(n: int) -> list[int]:
    """γ(0..n−1) of Grundy's game: the set of option values, then the mex, heap by heap."""
    g = [0] * n
    for m in range(1, n):
        seen = {g[a] ^ g[m - a] for a in range(1, (m + 1) // 2)}
        v = 0
        while v in seen:
            v += 1
        g[m] = v
    return g


def naive_octal(digits: tuple[int, ...], n: int) -> list[int]:
    """γ(0..n−1) of an octal game by the mex over the set of option values."""
    g = [0] * n
    for m in range(1, n):
        seen = set()
        for j, d in enumerate(digits):
            if j > m:
                break
            if d & 1 and j == m:
                seen.add(0)
            if d & 2 and j < m:
                seen.add(g[m - j])
            if d & 4:
                rest = m - j
                seen.update(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
        v = 0
        while v in seen:
            v += 1
        g[m] = v
    return g


def timed(label: str, function, target: str = ""):
    t0 = time.perf_counter()
    result = function()
    elapsed = time.perf_counter() - t0
    print(f"{label:<58} {elapsed:9.2f} s  {target}", flush=True)
    return result, elapsed


def main() -> None:
    # a cold numba cache, so that compilation is part of the first timing
    cache = Path(__file__).resolve().parents[1] / "gamekit" / "__pycache__"
    for f in cache.glob("_octal_engine*.nbi"):
        f.unlink()
    for f in cache.glob("_octal_engine*.nbc"):
        f.unlink()
    t0 = time.perf_counter()
    import gamekit as gk
    from gamekit.octal import parse_octal

    from gamekit._octal_engine import numba_enabled

    print(f"numba enabled: {numba_enabled()}")
    print(f"import gamekit: {time.perf_counter() - t0:.2f} s")

    naive, t_naive = timed("naive Grundy's game to 12 000", lambda: naive_grundys_game(12_000))
    fast, t_fast = timed("gamekit Grundy's game to 12 000 (compilation included)",
                         lambda: gk.GrundysGame().grundy_sequence(12_000))
    assert fast == naive
    print(f"   speed-up {t_naive / t_fast:.0f}×   (target ≥ 30×)")

    naive156, t_naive156 = timed("naive ·156 sequence to 8 000", lambda: naive_octal(parse_octal(".156"), 8000))
    period156, t156 = timed("gamekit period of ·156 (values and proof)", lambda: gk.OctalGame(".156").period(8000))
    assert gk.OctalGame(".156").grundy_sequence(8000) == naive156
    print(f"   {period156}; speed-up {t_naive156 / t156:.0f}×   (target ≥ 10×)")

    import subprocess
    warm = subprocess.run([sys.executable, "-c", (
        "import time, gamekit as gk; t = time.perf_counter(); gk.GrundysGame().grundy_sequence(12000); "
        "u = time.perf_counter(); gk.OctalGame('.156').period(8000); w = time.perf_counter(); "
        "print(u - t, w - u)")], capture_output=True, text=True, check=True).stdout.split()
    t_warm, t_warm156 = map(float, warm)
    print(f"fresh process, numba cache on disk: Grundy's game to 12 000 {t_warm:.2f} s "
          f"({t_naive / t_warm:.0f}×), period of ·156 {t_warm156:.2f} s ({t_naive156 / t_warm156:.0f}×)")

    _, t_g21 = timed("gamekit Grundy's game to 2^21", lambda: gk.GrundysGame().grundy_array(1 << 21, progress=False),
                     "(target ≤ 45 s)")
    for code, max_n in ((".16", 600_000), (".56", 654_000)):
        p, _ = timed(f"gamekit period of {code} from {max_n:,} values",
                     lambda code=code, max_n=max_n: gk.OctalGame(code).period(max_n, progress=False), "(target ≤ 10 s)")
        print(f"   {p}")
    p, _ = timed("gamekit period of ·354 from 20 200 000 values",
                 lambda: gk.OctalGame(".354").period(20_200_000, progress=False), "(target ≤ 60 s)")
    print(f"   {p}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory {peak:.0f} MB   (target ≤ 2048 MB)")


if __name__ == "__main__":
    main()
