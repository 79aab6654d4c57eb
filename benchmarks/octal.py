"""Benchmarks of the octal engine (chapter 5 and the atlas), in one run.  Run by hand: python benchmarks/octal.py

Part 1, the workloads of the comparison with the compiled engines (README, "The octal engine beside
the compiled engines"): Grundy's game to 2²², ·354 to 20.2 million, ·56 to 700 000, ·16 to 300 000
and ·156 to 100 000.  For each:

* whole process: a fresh ``python`` that imports gamekit and computes the values (the octal games
  also prove their period from them, as the course and the census do), timed from before the
  interpreter starts to the last value, numba's compiled code cached on disk;
* peak memory of that process, and beyond the floor: the peak of the same process computing 64
  values (the interpreter, numpy, numba and the loaded kernel);
* compute alone in this running process (start-up paid once), the best of three fresh games;
* a hash of the values (SHA-256 of them as little-endian 16-bit numbers, the first 16 hex digits),
  the hash the compiled engines' values are compared with, and the first 20 000 values compared
  with the plain engine (the mex rule over every option, the definition itself).

Part 2, against naive Python: Grundy's game to 40 000 against a pure-Python mex-over-sets, in a fresh
process with a cold numba cache (compilation included), with the compiled code cached, and in a running
kernel; ·156's period against its naive sequence to 8 000.
"""
from __future__ import annotations

import hashlib
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# (label, code, number of values); code "grundy" is Grundy's game
WORKLOADS = [("Grundy's game to 2²²", "grundy", 1 << 22),
             ("·354 to 20 200 000", ".354", 20_200_000),
             ("·56 to 700 000", ".56", 700_000),
             ("·16 to 300 000", ".16", 300_000),
             ("·156 to 100 000", ".156", 100_000)]
PREFIX = 20_000          # values compared with the plain engine


def values_hash(values: np.ndarray) -> str:
    """Return the first 16 hex digits of the SHA-256 of ``values`` as little-endian 16-bit numbers."""
    if len(values) and int(values.max()) >= 1 << 16:
        raise ValueError("values of 16 bits or more: the hash format holds 16-bit values")
    return hashlib.sha256(np.asarray(values).astype("<u2").tobytes()).hexdigest()[:16]


def compute(code: str, n: int):
    """Compute the workload: Grundy's game's values (and their largest), or an octal game's values and period."""
    import gamekit as gk
    if code == "grundy":
        game = gk.GrundysGame()
        return game, int(game.grundy_array(n, progress=False).max())
    game = gk.OctalGame(code)
    return game, game.period(n, progress=False)


def fresh_process(code: str, n: int) -> tuple[float, float, str]:
    """Return (seconds from the start of a fresh interpreter to the last value, its peak MB, what it found)."""
    # the child runs compute() above; its peak is its own high-water mark (VmHWM): ru_maxrss would
    # carry this parent's peak into the child across fork and exec
    child = (f"import time\nfrom benchmarks.octal import compute\n_, found = compute({code!r}, {n})\n"
             "end = time.time()\n"
             "peak = next(int(line.split()[1]) for line in open('/proc/self/status') if line.startswith('VmHWM'))\n"
             "print(end, peak / 1024, found)")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True, cwd=ROOT)
    end, peak, found = out.stdout.split(maxsplit=2)
    return float(end) - start, float(peak), found.strip()


def timed(label: str, function, target: str = ""):
    t0 = time.perf_counter()
    result = function()
    elapsed = time.perf_counter() - t0
    print(f"{label:<58} {elapsed:9.2f} s  {target}", flush=True)
    return result, elapsed


def workloads() -> None:
    import gamekit as gk
    from gamekit.engines.octal import plain_values

    print(f"{'workload':<24} {'fresh process':>14} {'peak':>8} {'beyond floor':>13} "
          f"{'in a kernel':>12}  values hash       plain engine, first {PREFIX:,}")
    for label, code, n in WORKLOADS:
        compute(code, 64)                                        # the kernel loaded once here
        _, floor, _ = fresh_process(code, 64)
        whole, peak, found = fresh_process(code, n)
        runs = []
        for _ in range(3 if n <= 1_000_000 else 1):
            t0 = time.perf_counter()
            game, _ = compute(code, n)
            runs.append(time.perf_counter() - t0)
        values = game.grundy_array(n, progress=False)
        plain = plain_values(game.rules, PREFIX)
        same = "same" if np.array_equal(plain, values[:PREFIX]) else "DIFFERENT"
        print(f"{label:<24} {whole:12.3f} s {peak:6.0f} MB {peak - floor:10.1f} MB {min(runs):10.3f} s  "
              f"{values_hash(values)}  {same}   {found}", flush=True)
        del game, values
    print(f"(gamekit {gk.__version__}, numpy {np.__version__}, numba {__import__('numba').__version__}, "
          f"Python {sys.version.split()[0]})")


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


def against_naive() -> None:
    import gamekit as gk
    from gamekit.games.heaps.octal import parse_octal

    naive, t_naive = timed("naive Grundy's game to 40 000", lambda: naive_grundys_game(40_000))
    grundy_40k = ("import time; t = time.perf_counter(); import gamekit as gk; "
                  "gk.GrundysGame().grundy_sequence(40_000); print(time.perf_counter() - t)")

    def fresh(code: str) -> float:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        return float(out.stdout.split()[-1])

    cache = ROOT / "gamekit" / "__pycache__"
    for f in [*cache.glob("_octal_engine*.nbi"), *cache.glob("_octal_engine*.nbc")]:
        f.unlink()                                   # a cold numba cache: compilation is timed too
    t_cold = fresh(grundy_40k)
    t_warm = fresh(grundy_40k)
    assert gk.GrundysGame().grundy_sequence(40_000) == naive
    print(f"gamekit, fresh process, import included: cold numba cache {t_cold:.2f} s ({t_naive / t_cold:.0f}×); "
          f"compiled code cached {t_warm:.2f} s ({t_naive / t_warm:.0f}×)")
    t0 = time.perf_counter()
    gk.GrundysGame().grundy_sequence(40_000)
    t_kernel = time.perf_counter() - t0
    print(f"gamekit in a running kernel (start-up paid): {t_kernel:.3f} s ({t_naive / t_kernel:.0f}×)")

    naive156, t_naive156 = timed("naive ·156 sequence to 8 000", lambda: naive_octal(parse_octal(".156"), 8000))
    period156, t156 = timed("gamekit period of ·156 (values and proof)", lambda: gk.OctalGame(".156").period(8000))
    assert gk.OctalGame(".156").grundy_sequence(8000) == naive156
    print(f"   {period156}; speed-up {t_naive156 / t156:.0f}×")


if __name__ == "__main__":
    workloads()
    against_naive()
