"""Benchmarks of the octal engine (chapter 5), in one run.  Run by hand: python benchmarks/octal.py

The ratios count what a user waits for.  Grundy's game to 40 000 against a naive pure-Python
mex-over-sets (about 15 s): in a fresh process with a cold numba cache (compilation included,
target ≥ 30×) and with the compiled code cached on disk (target ≥ 300×); the period of ·156
against the naive sequence; Grundy's game to 2²¹ and 2²², the periods of ·16, ·56 and ·354 (from
20.2 million values), each in its own fresh process with its peak memory.
"""
from __future__ import annotations

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


def fresh(code: str) -> tuple[float, float]:
    """Run ``code`` (which prints a time) in a fresh Python process; return (that time, peak MB)."""
    import subprocess
    out = subprocess.run([sys.executable, "-c", "import resource, time\n" + code + "\nprint(resource.getrusage("
                          "resource.RUSAGE_SELF).ru_maxrss / 1024)"], capture_output=True, text=True, check=True)
    t, peak = out.stdout.split()[-2:]
    return float(t), float(peak)


def main() -> None:
    cache = Path(__file__).resolve().parents[1] / "gamekit" / "__pycache__"
    for f in [*cache.glob("_octal_engine*.nbi"), *cache.glob("_octal_engine*.nbc")]:
        f.unlink()                                   # a cold numba cache: compilation is timed too
    import gamekit as gk
    from gamekit.octal import parse_octal

    naive, t_naive = timed("naive Grundy's game to 40 000", lambda: naive_grundys_game(40_000))
    grundy_40k = ("t = time.perf_counter(); import gamekit as gk; gk.GrundysGame().grundy_sequence(40_000); "
                  "print(time.perf_counter() - t)")
    t_cold, _ = fresh(grundy_40k)
    t_warm, _ = fresh(grundy_40k)
    assert gk.GrundysGame().grundy_sequence(40_000) == naive
    print(f"gamekit, fresh process, import included: cold numba cache {t_cold:.2f} s ({t_naive / t_cold:.0f}×, "
          f"target ≥ 30×); compiled code cached {t_warm:.2f} s ({t_naive / t_warm:.0f}×, target ≥ 300×)")
    t0 = time.perf_counter()
    gk.GrundysGame().grundy_sequence(40_000)
    t_kernel = time.perf_counter() - t0
    print(f"gamekit in a running kernel (start-up paid): {t_kernel:.3f} s ({t_naive / t_kernel:.0f}×)")

    naive156, t_naive156 = timed("naive ·156 sequence to 8 000", lambda: naive_octal(parse_octal(".156"), 8000))
    period156, t156 = timed("gamekit period of ·156 (values and proof)", lambda: gk.OctalGame(".156").period(8000))
    assert gk.OctalGame(".156").grundy_sequence(8000) == naive156
    print(f"   {period156}; speed-up {t_naive156 / t156:.0f}×")

    for label, code in [
            ("Grundy's game to 2^21", "import gamekit as gk; t = time.perf_counter(); "
             "gk.GrundysGame().grundy_array(1 << 21, progress=False); print(time.perf_counter() - t)"),
            ("Grundy's game to 2^22", "import gamekit as gk; t = time.perf_counter(); "
             "gk.GrundysGame().grundy_array(1 << 22, progress=False); print(time.perf_counter() - t)"),
            ("period of ·16 from 600 000 values", "import gamekit as gk; t = time.perf_counter(); "
             "gk.OctalGame('.16').period(600_000, progress=False); print(time.perf_counter() - t)"),
            ("period of ·56 from 654 000 values", "import gamekit as gk; t = time.perf_counter(); "
             "gk.OctalGame('.56').period(654_000, progress=False); print(time.perf_counter() - t)"),
            ("period of ·354 from 20 200 000 values", "import gamekit as gk; t = time.perf_counter(); "
             "gk.OctalGame('.354').period(20_200_000, progress=False); print(time.perf_counter() - t)")]:
        t, peak = fresh(code)
        print(f"{label:<58} {t:9.2f} s  peak memory {peak:.0f} MB", flush=True)


if __name__ == "__main__":
    main()
