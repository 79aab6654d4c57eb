"""Benchmarks of the octal engine (chapter 5 and the atlas), in one run.  Run by hand: python benchmarks/octal.py

Part 1, the panel: fourteen workloads of four kinds — periodic (Kayles, Dawson's Kayles, ·156, 4·07),
split by heap parity (·104, ·106, ·205, ·324), sparse (Grundy's game, ·354, ·16, ·56) and unsolved
(·6, ·007) — each side by side with the two compiled engines when they are present:

* the C++ analyser of tczajka/octal-games (its ``old/`` directory) and
* the rare/common solvers ``rc`` and ``rc2`` of beling/impartial-games (the Rust library ``ogs``),

fetched and built outside this repository (the README says how; ``GAMEKIT_EXT`` names the folder,
``/work/ext`` by default).  Each computes exactly N values and writes them as 16-bit numbers; absent,
they are skipped with a note.  For each workload:

* gamekit in a running process (start-up paid once, as in a notebook or a census worker): the least
  of a few runs, each on a fresh game — the values, and for an octal game the proof of its period
  from them (``OctalGame(code).period(n)``, as the course and the census ask);
* gamekit as a whole process: a fresh ``python`` from before the interpreter starts to the last value;
* each compiled engine's compute time (its own clock) and whole process (this script's clock);
* gamekit ÷ best in a running process (against the compiled engines' compute) and as a whole process;
* a hash of the values (SHA-256 of them as little-endian 16-bit numbers, the first 16 hex digits):
  every engine's must be the same; the first 20 000 are also compared with the plain engine.

Figures are ratios measured within one run, the least of the repeats: the machine is shared.

Part 2, against naive Python: Grundy's game to 40 000 against a pure-Python mex-over-sets, in a fresh
process with a cold numba cache (compilation included), with the compiled code cached, and in a running
kernel; ·156's period against its naive sequence to 8 000.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

EXT = Path(os.environ.get("GAMEKIT_EXT", "/work/ext"))
CPP = EXT / "octal-games" / "old" / "bin" / "analyze"            # analyze GAME N OUT
RUST = EXT / "ogsdrive" / "target" / "release" / "ogsdrive"       # ogsdrive GAME rc|rc2 N OUT
COMPILED_LIMIT = 60.0      # seconds: a compiled run longer than this is stopped and reported as such

# (kind, label, code, number of values); code "grundy" is Grundy's game
WORKLOADS = [
    ("periodic", "Kayles ·77 to 2¹⁷", ".77", 1 << 17),
    ("periodic", "Dawson's Kayles ·07 to 2¹⁷", ".07", 1 << 17),
    ("periodic", "·156 to 10⁶", ".156", 1_000_000),
    ("periodic", "4·07 to 2¹⁸", "4.07", 1 << 18),
    ("parity", "·104 to 2²⁰", ".104", 1 << 20),
    ("parity", "·106 to 2²⁰", ".106", 1 << 20),
    ("parity", "·205 to 2¹⁹", ".205", 1 << 19),
    ("parity", "·324 to 2¹⁹", ".324", 1 << 19),
    ("sparse", "Grundy's game to 2¹⁹", "grundy", 1 << 19),
    ("sparse", "·354 to 2²¹", ".354", 1 << 21),
    ("sparse", "·16 to 10⁶", ".16", 1_000_000),
    ("sparse", "·56 to 700 000", ".56", 700_000),
    ("unsolved", "·6 to 2¹⁶", ".6", 1 << 16),
    ("unsolved", "·007 to 2¹⁸", ".007", 1 << 18),
]
LINEAR = [(".77", 10_000_000), (".07", 10_000_000)]     # gamekit alone, far past the proved period
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


def fresh_process(code: str, n: int) -> tuple[float, str]:
    """Return (seconds from the start of a fresh interpreter to the last value, what it found)."""
    child = (f"import time\nfrom benchmarks.octal import compute\n_, found = compute({code!r}, {n})\n"
             "print(time.time(), found)")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True, cwd=ROOT)
    end, found = out.stdout.split(maxsplit=1)
    return float(end) - start, found.strip()


def compiled(engine: str, code: str, n: int) -> tuple[float, float, str] | str:
    """Return (compute seconds, whole-process seconds, values hash) of a compiled engine, or why not."""
    if engine == "C++":
        binary, args = CPP, [code]
    else:
        if code == "grundy":
            return "no Grundy's game"
        binary, args = RUST, [code, engine]
    if not binary.exists():
        return "absent"
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "values.u16"
        start = time.perf_counter()
        try:
            run = subprocess.run([str(binary), *args, str(n), str(out)], capture_output=True, text=True,
                                 timeout=COMPILED_LIMIT, check=True)
        except subprocess.TimeoutExpired:
            return f"> {COMPILED_LIMIT:.0f} s"
        whole = time.perf_counter() - start
        values = np.fromfile(out, dtype="<u2")[:n]
    return float(run.stdout.split()[-1]), whole, values_hash(values)


def timed(label: str, function, target: str = ""):
    t0 = time.perf_counter()
    result = function()
    elapsed = time.perf_counter() - t0
    print(f"{label:<58} {elapsed:9.2f} s  {target}", flush=True)
    return result, elapsed


def workloads(repeat: int = 3) -> None:
    import gamekit as gk
    from gamekit.engines.octal import plain_values

    if not CPP.exists() or not RUST.exists():
        print(f"note: compiled engines not found under {EXT} (C++ {CPP.exists()}, Rust {RUST.exists()}); "
              "their columns are skipped — see the README, 'The octal engine beside the compiled engines'")
    print(f"{'workload':<28} {'gamekit run':>11} {'whole':>8} {'C++ run':>9} {'whole':>8} {'rc run':>9} "
          f"{'whole':>8} {'rc2 run':>9} {'whole':>8} {'÷best run':>9} {'÷best whole':>11}  hash (all equal?)")
    for kind, label, code, n in WORKLOADS:
        compute(code, 64)                                        # the kernels loaded once here
        runs, wholes, others = [], [], {"C++": [], "rc": [], "rc2": []}
        for _ in range(repeat):                                  # interleaved: the load is shared alike
            t0 = time.perf_counter()
            game, found = compute(code, n)
            runs.append(time.perf_counter() - t0)
            wholes.append(fresh_process(code, n)[0])
            for engine, results in others.items():
                if results and isinstance(results[0], str):          # absent or past the limit: once is enough
                    continue
                results.append(compiled(engine, code, n))
        values = game.grundy_array(n, progress=False)
        ours = values_hash(values)
        first = min(PREFIX, n)
        same = np.array_equal(plain_values(game.rules, first, backend="numba"), values[:first])
        cells, best_run, best_whole, hashes = [], None, None, {ours}
        for results in others.values():
            done = [r for r in results if not isinstance(r, str)]
            if not done:
                cells += [f"{results[0]:>9}", f"{'':>8}"]
                continue
            run_s, whole_s = min(r[0] for r in done), min(r[1] for r in done)
            hashes |= {r[2] for r in done}
            cells += [f"{run_s:9.3f}", f"{whole_s:8.3f}"]
            best_run = run_s if best_run is None else min(best_run, run_s)
            best_whole = whole_s if best_whole is None else min(best_whole, whole_s)
        ratio_run = f"{min(runs) / best_run:9.3g}" if best_run else f"{'—':>9}"
        ratio_whole = f"{min(wholes) / best_whole:11.3g}" if best_whole else f"{'—':>11}"
        agree = "all equal" if len(hashes) == 1 else f"DIFFERENT {sorted(hashes)}"
        print(f"{label:<28} {min(runs):11.3f} {min(wholes):8.3f} {' '.join(cells)} {ratio_run} {ratio_whole}  "
              f"{ours} {agree}; plain engine on the first {first:,}: {'same' if same else 'DIFFERENT'}; "
              f"{kind}; {found}", flush=True)
        del game, values
    for code, n in LINEAR:
        t0 = time.perf_counter()
        game, found = compute(code, n)
        print(f"gamekit alone: {code} to {n:,}: {time.perf_counter() - t0:.4f} s in a running process ({found})")
    t0 = time.perf_counter()
    np.ones(10_000_000, dtype=np.uint8)
    print(f"writing 10⁷ bytes (numpy.ones): {time.perf_counter() - t0:.4f} s")
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
    chosen = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    if chosen:                                        # python benchmarks/octal.py --panel .106 grundy
        WORKLOADS[:] = [w for w in WORKLOADS if w[2] in chosen]
        LINEAR.clear()
    workloads(repeat=int(os.environ.get("GAMEKIT_BENCH_REPEAT", "3")))
    if "--panel" not in sys.argv:
        against_naive()
