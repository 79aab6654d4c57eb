"""Benchmarks of the octal engine (chapter 5 and the atlas), in one run.  Run by hand: python benchmarks/octal.py

Part 1, the panel (``--panel``): fourteen workloads of four kinds — periodic (Kayles, Dawson's Kayles,
·156, 4·07), split by heap parity (·104, ·106, ·205, ·324), sparse (Grundy's game, ·354, ·16, ·56) and
unsolved (·6, ·007) — and four games outside it (held out: sparse ·74, 4·007 split by parity and with
a leading 4, unsolved ·14 and ·64), each side by side with the compiled engines when they are present:

* the C++ analyser of tczajka/octal-games (its ``old/`` directory) and
* the rare/common solvers ``rc`` and ``rc2`` of beling/impartial-games (the Rust library ``ogs``),

fetched and built outside this repository (the README says how; ``GAMEKIT_EXT`` names the folder,
``/work/ext`` by default).  Each computes exactly N values on one core and writes them as 16-bit
numbers; absent, they are skipped with a note.  For each workload, interleaved, the best of three:

* gamekit in a running process on one core and on every core (start-up paid once, as in a notebook
  or a census worker), each on a fresh game — the values, and for an octal game the proof of its
  period from them (``OctalGame(code).period(n)``, as the course and the census ask);
* gamekit as a whole process (every core): a fresh ``python`` from before the interpreter starts to the
  last value;
* each compiled engine's compute time (its own clock) and whole process (this script's clock); a
  compiled run past ``LONG`` seconds is not repeated, one past ``COMPILED_LIMIT`` is stopped;
* gamekit ÷ best compiled engine, one core and every core in a running process, and as a whole process;
* the load the machine saw from *other* processes while the workload ran (CPU time of the whole machine
  from ``/proc/stat``, less this benchmark's and its children's, over the wall time; the 1-minute load
  average where there is no ``/proc/stat``): a workload that saw more than ``MAX_OTHER_LOAD`` cores of
  other work prints its times but no ratios, and ``--write-readme`` refuses to write them;
* a hash of the values (SHA-256 of them as little-endian 16-bit numbers, the first 16 hex digits):
  every engine's must be the same; the first 20 000 are also compared with the plain engine.

``--long``: the long runs on every core within one game (Grundy's game to 2²², ·007 to 2²⁰, ·6 to 2¹⁸
and 2²⁰), gamekit on one core and on every core (the kernels loaded before, as in a running process;
a run shorter than ``SHORT`` seconds the best of three, interleaved), the speed-up and the values'
hashes (equal); the compiled engines only with ``--compiled`` (they take minutes each).

``--generic``: numba compiles for its generic target (``NUMBA_CPU_NAME=generic``: the baseline x86-64
or AArch64 instructions, no AVX), so that no one processor's vectoriser decides the ratios; the C++
analyser is built without ``-march`` either.  Its own cache entries: the host's are not touched.  With
``--write-readme`` it writes the ``octal-panel-generic`` table (the long runs are only printed).

``--write-readme``: replaces the tables between the ``octal-panel`` (and ``octal-long``) markers of the
README with this run's, provided every workload ran quiet.  Workloads can be chosen by code:
``python benchmarks/octal.py --panel .106 grundy``.

Part 2 (without ``--panel`` or ``--long``), against naive Python: Grundy's game to 40 000 against a
pure-Python mex-over-sets, in a fresh process with a cold numba cache (compilation included), with the
compiled code cached, and in a running kernel; ·156's period against its naive sequence to 8 000.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from readme import cpu_name, write_readme  # noqa: E402 - tools/ is on the path from here on

EXT = Path(os.environ.get("GAMEKIT_EXT", "/work/ext"))
CPP = EXT / "octal-games" / "old" / "bin" / "analyze"            # analyze GAME N OUT
RUST = EXT / "ogsdrive" / "target" / "release" / "ogsdrive"       # ogsdrive GAME rc|rc2 N OUT
COMPILED_LIMIT = 20.0      # seconds: a compiled run longer than this is stopped and reported as such
LONG = 10.0                # seconds: a compiled run longer than this is not repeated
MAX_OTHER_LOAD = 0.25      # cores busy with other processes: above it a workload's ratios are withheld

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
    ("held out, sparse", "·74 to 2¹⁸", ".74", 1 << 18),
    ("held out, parity, leading 4", "4·007 to 2¹⁷", "4.007", 1 << 17),
    ("held out, unsolved", "·14 to 2¹⁷", ".14", 1 << 17),
    ("held out, unsolved", "·64 to 2¹⁶", ".64", 1 << 16),
]
LONG_RUNS = [
    ("Grundy's game to 2²²", "grundy", 1 << 22),
    ("·007 to 2²⁰", ".007", 1 << 20),
    ("·6 to 2¹⁸", ".6", 1 << 18),
    ("·6 to 2²⁰", ".6", 1 << 20),
]
SHORT = 3.0                # seconds: a long run shorter than this on one core is timed three times (the best)
LINEAR = [(".77", 10_000_000), (".07", 10_000_000)]     # gamekit alone, far past the proved period
PREFIX = 20_000          # values compared with the plain engine


def values_hash(values: np.ndarray) -> str:
    """Return the first 16 hex digits of the SHA-256 of ``values`` as little-endian 16-bit numbers."""
    if len(values) and int(values.max()) >= 1 << 16:
        raise ValueError("values of 16 bits or more: the hash format holds 16-bit values")
    return hashlib.sha256(np.asarray(values).astype("<u2").tobytes()).hexdigest()[:16]


def compute(code: str, n: int, cores: int | None = None):
    """Compute the workload: Grundy's game's values (and their largest), or an octal game's values and period."""
    import gamekit as gk
    if code == "grundy":
        game = gk.GrundysGame()
        return game, int(game.grundy_array(n, progress=False, cores=cores).max())
    game = gk.OctalGame(code)
    return game, game.period(n, progress=False, cores=cores)


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


class OtherLoad:
    """Measure how many cores other processes kept busy between ``start()`` and ``stop()``.

    The machine's busy time (``/proc/stat``) less this process's and its children's CPU time, over the
    wall time; without ``/proc/stat``, the 1-minute load average at the end.
    """

    def __init__(self) -> None:
        self.ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

    def _busy(self) -> float | None:
        try:
            fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
        except OSError:
            return None
        values = [int(x) for x in fields]
        idle = values[3] + (values[4] if len(values) > 4 else 0)        # idle + iowait
        busy = sum(values[:8]) - idle                                    # user … steal, no guests
        return busy / self.ticks

    @staticmethod
    def _ours() -> float:
        me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime

    def start(self) -> None:
        self.t0, self.busy0, self.ours0 = time.perf_counter(), self._busy(), self._ours()

    def stop(self) -> float:
        wall = time.perf_counter() - self.t0
        busy = self._busy()
        if busy is None or self.busy0 is None:
            return os.getloadavg()[0]
        return max(0.0, (busy - self.busy0) - (self._ours() - self.ours0)) / max(wall, 1e-9)


@dataclass
class Row:
    """One workload's figures (seconds, the best of the repeats)."""

    kind: str
    label: str
    code: str
    n: int
    one_core: float = 0.0
    all_cores: float = 0.0
    whole: float = 0.0
    engines: dict = field(default_factory=dict)       # engine -> (run, whole) or a note
    load: float = 0.0
    found: str = ""
    ours: str = ""
    agree: bool = True
    plain_same: bool = True

    def best(self, which: int) -> float | None:
        times = [e[which] for e in self.engines.values() if not isinstance(e, str)]
        return min(times) if times else None

    def quiet(self) -> bool:
        return self.load <= MAX_OTHER_LOAD


def best_of(results: list) -> tuple[float, float] | str:
    done = [r for r in results if not isinstance(r, str)]
    if not done:
        return results[0]
    return min(r[0] for r in done), min(r[1] for r in done)


def run_workload(kind: str, label: str, code: str, n: int, repeat: int, cores: int) -> Row:
    from gamekit.engines.octal import plain_values

    compute(code, 64)                                        # the kernels loaded once here
    row = Row(kind, label, code, n)
    ones, alls, wholes, others = [], [], [], {"C++": [], "rc": [], "rc2": []}
    load = OtherLoad()
    load.start()
    for _ in range(repeat):                                  # interleaved: the load is shared alike
        t0 = time.perf_counter()
        game, found = compute(code, n, cores=1)
        ones.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        game, found = compute(code, n, cores=cores)
        alls.append(time.perf_counter() - t0)
        wholes.append(fresh_process(code, n)[0])
        for engine, results in others.items():
            if results and (isinstance(results[0], str) or results[0][0] > LONG):   # once is enough
                continue
            results.append(compiled(engine, code, n))
    row.load = load.stop()
    values = game.grundy_array(n, progress=False)
    row.ours = values_hash(values)
    first = min(PREFIX, n)
    row.plain_same = bool(np.array_equal(plain_values(game.rules, first, engine="numba"), values[:first]))
    hashes = {row.ours} | {r[2] for results in others.values() for r in results if not isinstance(r, str)}
    row.agree = len(hashes) == 1
    row.one_core, row.all_cores, row.whole = min(ones), min(alls), min(wholes)
    row.engines = {engine: best_of(results) for engine, results in others.items()}
    row.found = str(found)
    return row


def timed(label: str, function, target: str = ""):
    t0 = time.perf_counter()
    result = function()
    elapsed = time.perf_counter() - t0
    print(f"{label:<58} {elapsed:9.2f} s  {target}", flush=True)
    return result, elapsed


def seconds(t: float) -> str:
    return "< 0.001 s" if t < 0.001 else f"{t:.3g} s"


def ratio(ours: float, best: float | None, row: Row) -> str:
    if best is None:
        return "—"
    if not row.quiet():
        return "(load)"
    r = ours / best
    return f"{r:.2g}" if r < 0.01 else f"{r:.2f}"


def numba_target() -> str:
    """Return what numba compiles for: its generic target or this processor."""
    name = os.environ.get("NUMBA_CPU_NAME", "")
    return "numba's generic target" if name == "generic" else f"numba for {name}" if name else "numba for this CPU"


def caption(loads: list[float]) -> str:
    """Return the sentence that opens a README table: when, on what, how quiet."""
    return (f"Measured on {time.strftime('%d %B %Y')} by `benchmarks/octal.py` ({versions()}, {numba_target()}; "
            f"{cpu_name()}, {os.cpu_count()} cores); other processes kept at most {max(loads):.2f} cores busy "
            "during a workload.\n\n")


def panel_table(rows: list[Row], cores: int) -> str:
    """Return the README's Markdown table of the panel."""
    lines = [f"| workload | gamekit, 1 core | gamekit, {cores} cores | gamekit, whole process | C++: run / whole "
             "| `rc`: run / whole | `rc2`: run / whole | ÷ best, 1 core | ÷ best, all cores | ÷ best, whole "
             "| other load | values (all engines equal) |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        cells = []
        for engine in ("C++", "rc", "rc2"):
            e = row.engines.get(engine, "absent")
            cells.append(("—" if e == "no Grundy's game" else e) if isinstance(e, str)
                         else f"{e[0]:.3g} / {e[1]:.3g} s")
        name = row.label if not row.kind.startswith("held out") else f"{row.label} (held out)"
        proved = re.fullmatch(r"Period\(preperiod=(\d+), period=(\d+)\)", row.found)
        if proved:
            name += f" (period {int(proved[2]):,} from {int(proved[1]):,})".replace(",", "\u2009")
        lines.append(f"| {name} | {seconds(row.one_core)} | {seconds(row.all_cores)} | {seconds(row.whole)} | "
                     + " | ".join(cells) + f" | **{ratio(row.one_core, row.best(0), row)}** | "
                     f"{ratio(row.all_cores, row.best(0), row)} | {ratio(row.whole, row.best(1), row)} | "
                     f"{row.load:.2f} | `{row.ours}`{'' if row.agree and row.plain_same else ' DIFFERENT'} |")
    return caption([row.load for row in rows]) + "\n".join(lines)


def workloads(repeat: int = 3) -> list[Row]:
    from gamekit.engines.octal import usable_cores

    cores = usable_cores()
    if not CPP.exists() or not RUST.exists():
        print(f"note: compiled engines not found under {EXT} (C++ {CPP.exists()}, Rust {RUST.exists()}); "
              "their columns are skipped — see the README, 'The octal engine beside the compiled engines'")
    print(f"gamekit ({numba_target()}) on 1 core and on {cores}; other processes' load above {MAX_OTHER_LOAD} "
          f"cores withholds the ratios; best of {repeat}, interleaved; load average now {os.getloadavg()[0]:.2f}")
    print(f"{'workload':<34} {'1 core':>8} {'all':>8} {'whole':>8} {'C++ run':>9} {'whole':>8} {'rc run':>9} "
          f"{'whole':>8} {'rc2 run':>9} {'whole':>8} {'÷best 1':>8} {'÷best all':>9} {'÷best whole':>11} "
          f"{'load':>5}  hash")
    rows = []
    for kind, label, code, n in WORKLOADS:
        row = run_workload(kind, label, code, n, repeat, cores)
        rows.append(row)
        cells = []
        for engine in ("C++", "rc", "rc2"):
            e = row.engines[engine]
            cells += [f"{e:>9}", f"{'':>8}"] if isinstance(e, str) else [f"{e[0]:9.3f}", f"{e[1]:8.3f}"]
        print(f"{label:<34} {row.one_core:8.3f} {row.all_cores:8.3f} {row.whole:8.3f} {' '.join(cells)} "
              f"{ratio(row.one_core, row.best(0), row):>8} {ratio(row.all_cores, row.best(0), row):>9} "
              f"{ratio(row.whole, row.best(1), row):>11} {row.load:5.2f}  {row.ours} "
              f"{'all equal' if row.agree else 'DIFFERENT'}; plain engine on the first {min(PREFIX, n):,}: "
              f"{'same' if row.plain_same else 'DIFFERENT'}; {kind}; {row.found}", flush=True)
    for code, n in LINEAR:
        t0 = time.perf_counter()
        game, found = compute(code, n)
        print(f"gamekit alone: {code} to {n:,}: {time.perf_counter() - t0:.4f} s in a running process ({found})")
    print(versions(), flush=True)
    return rows


def versions() -> str:
    import gamekit as gk
    return (f"gamekit {gk.__version__}, numpy {np.__version__}, numba {__import__('numba').__version__}, "
            f"Python {platform.python_version()}")


@dataclass
class LongRow:
    label: str
    code: str
    n: int
    one_core: float
    all_cores: float
    same: bool
    load: float
    engines: dict


def long_runs(with_compiled: bool) -> list[LongRow]:
    from gamekit.engines.octal import usable_cores

    cores = usable_cores()
    print(f"long runs: gamekit on 1 core and on {cores}, interleaved (once each, the best of three under {SHORT} s)")
    rows = []
    for label, code, n in LONG_RUNS:
        compute(code, 1 << 16, cores=1)              # every kernel loaded (or compiled) before the clock starts
        compute(code, 1 << 16, cores=cores)
        load = OtherLoad()
        load.start()
        ones, alls, hashes = [], [], set()
        while len(ones) < (3 if min(ones, default=0.0) < SHORT else 1):
            for which, times in ((1, ones), (cores, alls)):
                t0 = time.perf_counter()
                game, _ = compute(code, n, cores=which)
                times.append(time.perf_counter() - t0)
                hashes.add((which, values_hash(game.grundy_array(n, progress=False))))
        one, alls = min(ones), min(alls)
        single = next(h for which, h in hashes if which == 1)
        engines = {e: compiled(e, code, n) for e in ("C++", "rc", "rc2")} if with_compiled else {}
        row = LongRow(label, code, n, one, alls, len({h for _, h in hashes}) == 1     # every run's values alike
                      and all(isinstance(e, str) or e[2] == single for e in engines.values()), load.stop(), engines)
        rows.append(row)
        print(f"{label:<24} 1 core {one:8.2f} s  {cores} cores {alls:8.2f} s  speed-up {one / alls:5.2f}×  "
              f"values {'the same' if row.same else 'DIFFERENT'} ({single})  other load {row.load:.2f}  "
              + "  ".join(f"{e}: {r if isinstance(r, str) else f'{r[0]:.2f} s'}" for e, r in engines.items()),
              flush=True)
    return rows


def long_table(rows: list[LongRow], cores: int) -> str:
    lines = [f"| long run | gamekit, 1 core | gamekit, {cores} cores | speed-up | values on 1 and {cores} cores "
             "| other load |", "|---|---|---|---|---|---|"]
    for row in rows:
        speed = f"**{row.one_core / row.all_cores:.2f}×**" if row.load <= MAX_OTHER_LOAD else "(load)"
        lines.append(f"| {row.label} | {row.one_core:.3g} s | {row.all_cores:.3g} s | {speed} | "
                     f"{'the same' if row.same else 'DIFFERENT'} | {row.load:.2f} |")
    return caption([row.load for row in rows]) + "\n".join(lines)


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


def arguments(argv: list[str]) -> argparse.Namespace:
    """Return the command line's choices (``--help`` prints this module's description and stops)."""
    parser = argparse.ArgumentParser(prog="python benchmarks/octal.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("codes", nargs="*", help="run only these workloads (codes such as .106, or grundy)")
    parser.add_argument("--panel", action="store_true", help="the panel beside the compiled engines")
    parser.add_argument("--long", action="store_true", help="the long runs on every core within one game")
    parser.add_argument("--compiled", action="store_true", help="with --long: the compiled engines too")
    parser.add_argument("--generic", action="store_true", help="numba's generic target (no AVX)")
    parser.add_argument("--write-readme", action="store_true", help="write the tables into README.md")
    return parser.parse_args(argv)


if __name__ == "__main__":
    options = arguments(sys.argv[1:])
    if options.generic:                              # before numba is imported; children inherit it
        os.environ["NUMBA_CPU_NAME"] = "generic"
    chosen = options.codes
    if chosen:                                        # python benchmarks/octal.py --panel .106 grundy
        WORKLOADS[:] = [w for w in WORKLOADS if w[2] in chosen]
        LONG_RUNS[:] = [w for w in LONG_RUNS if w[1] in chosen]
        LINEAR.clear()
    from gamekit.engines.octal import usable_cores
    started = time.perf_counter()
    tables = {}
    suffix = "-generic" if options.generic else ""
    if options.panel:
        rows = workloads(repeat=int(os.environ.get("GAMEKIT_BENCH_REPEAT", "3")))
        tables["octal-panel" + suffix] = (panel_table(rows, usable_cores()), all(r.quiet() for r in rows))
    if options.long:
        longs = long_runs(options.compiled)
        if not suffix:                               # the long runs' table is the host target's
            tables["octal-long"] = (long_table(longs, usable_cores()), all(r.load <= MAX_OTHER_LOAD for r in longs))
    if not tables:
        workloads(repeat=int(os.environ.get("GAMEKIT_BENCH_REPEAT", "3")))
        against_naive()
    print(f"the whole run: {time.perf_counter() - started:.0f} s")
    if options.write_readme:
        noisy = [marker for marker, (_, quiet) in tables.items() if not quiet]
        if noisy or chosen:
            raise SystemExit("README.md not written: " + ("only some workloads were run" if chosen else
                             f"other processes kept more than {MAX_OTHER_LOAD} cores busy during {', '.join(noisy)}"))
        for marker, (table, _) in tables.items():
            write_readme(marker, table)
