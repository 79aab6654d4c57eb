"""Misère quotients at the field's sizes, beside Siegel's MisereSolver.  Run by hand:

    .venv/bin/python benchmarks/misere_quotients.py [seconds] [--write-readme]

Each game runs in a process of its own with a time limit (120 s of the clock unless said): the
misère quotient built from the quotient (``gk.misere_quotient``), heap after heap, until the heaps
asked for, a proof for every heap size, or the time limit.  Prints a Markdown table — per game the
heaps reached, the order there, the CPU seconds to get there (steady on a shared machine, unlike
the clock), the peak memory of the process, whether the quotient is proved for every heap size —
and, for comparison, the published figure where there is one.  The orders of Dawson's Kayles and
Kayles heap by heap are written to ``gamekit/games/heaps/data/misere-orders.json``, stored with the
package, which chapter 9 reads (``gk.stored_misere_orders``) for its figure.  ``--write-readme``
writes the table between the README's ``misere-quotients`` markers, opening with the machine and its
load as the run began (``tools/readme.py``).

MisereSolver (Siegel's Java program) is a jar outside the package registries reachable here, so it
is compared by its published figures: ``misere.jar 0.07 -maxheap 30`` gives Q₃₀(·07) with 360
elements (Siegel, *Some MisereSolver questions answered*, the misère games blog, 28 August 2007).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
DATA = ROOT / "gamekit" / "games" / "heaps" / "data" / "misere-orders.json"

GAMES = [                  # (what the table calls it, the game as gk.misere_quotient takes it, heaps asked)
    ("·07 Dawson's Kayles", "0.07", 30),
    ("·77 Kayles", "0.77", 200),
    ("·45", "0.45", 40),
    ("·75", "0.75", 200),
    ("4·7", "4.7", 40),
    ("misère nim", "nim", 63),
    ("4·77", "4.77", 10),
]
PUBLISHED = {"0.07": "Q₃₀(·07): 360 elements (MisereSolver, `misere.jar 0.07 -maxheap 30`)",
             "0.75": "8 elements for every heap (Plambeck, *Taming the wild*, 2005)"}

CHILD = r"""
import json, resource, sys, time
import gamekit as gk
from gamekit.games.heaps.infinite_quotient import InfiniteQuotientError
from gamekit.games.heaps.quotient import misere_quotients
name, heaps, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
game = gk.Nim() if name == "nim" else name
start = time.process_time()
try:
    for q in misere_quotients(game, heaps, seconds=seconds):
        print(json.dumps({"heaps": q.heaps, "order": len(q), "seconds": round(time.process_time() - start, 2),
                          "period": q.period, "orders": q.orders}), flush=True)
except InfiniteQuotientError as error:
    print(json.dumps({"infinite": error.proof.heaps, "seconds": round(time.process_time() - start, 2)}), flush=True)
except ValueError as error:
    print(json.dumps({"stopped": str(error)}), flush=True)
print(json.dumps({"memory": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024}), flush=True)
"""


def run(name: str, heaps: int, seconds: float) -> list[dict]:
    """Return the lines the game's process printed; a process stopped or failed ends with why."""
    env = dict(os.environ, GAMEKIT_PROGRESS="off", PYTHONPATH=str(ROOT))
    command = [sys.executable, "-c", CHILD, name, str(heaps), str(seconds)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=seconds + 120)
    except subprocess.TimeoutExpired as stopped:     # one step ran far past the limit: what it printed stands
        out = stopped.stdout.decode() if isinstance(stopped.stdout, bytes) else stopped.stdout or ""
        ending = [{"stopped": f"the time limit ({seconds:g} s): its process was stopped 120 s past it"}]
    else:
        out = done.stdout
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        ending = [] if done.returncode == 0 else [{"stopped": f"the process failed ({last})"}]
    return [json.loads(line) for line in out.splitlines() if line.strip()] + ending


def main(argv: list[str]) -> None:
    import readme

    parser = argparse.ArgumentParser(prog="python benchmarks/misere_quotients.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("seconds", nargs="?", type=float, default=120.0, help="the clock's limit a game")
    parser.add_argument("--write-readme", action="store_true", help="write the table into README.md")
    options = parser.parse_args(argv)
    seconds = options.seconds
    load = readme.load_average()
    rows, orders = [], {}
    for label, name, heaps in GAMES:
        start = time.perf_counter()
        lines = run(name, heaps, seconds)
        whole = time.perf_counter() - start
        steps = [line for line in lines if "heaps" in line]
        last = steps[-1] if steps else {"heaps": 0, "order": 1, "seconds": 0.0, "period": None, "orders": []}
        proved = steps and next((s for s in steps if s["period"]), None)
        memory = next((line["memory"] for line in lines if "memory" in line), None)
        stopped = next((line["stopped"] for line in lines if "stopped" in line), None)
        infinite = next((line for line in lines if "infinite" in line), None)
        if infinite:
            reach = f"{last['heaps']}; infinite from heap {infinite['infinite']} on (proved)"
            at, order = infinite["seconds"], last["order"]
        elif proved:
            reach = f"every heap (proved at {proved['heaps']}: images repeat from {proved['period'][0]}, " \
                    f"period {proved['period'][1]})"
            at, order = proved["seconds"], proved["order"]
        else:
            why = next((why for why in ("time limit", "memory limit", "process failed") if stopped and why in stopped),
                       "memory limit")
            reach = f"{last['heaps']}" + (f" ({why} at the next heap)" if stopped else "")
            at, order = last["seconds"], last["order"]
        rows.append(f"| {label} | {reach} | {order} | {at:.1f} | {f'{memory / 2**20:.0f} MiB' if memory else '–'} | "
                    f"{PUBLISHED.get(name, '–')} |")
        if name in ("0.07", "0.77"):
            orders[name] = last["orders"] if not proved else proved["orders"]
        print(f"{label}: {whole:.1f} s in its process", file=sys.stderr)
    text = "\n".join([
        readme.measured_on("benchmarks/misere_quotients.py", load) + f" Each game in a process of its own on one "
        f"core, {seconds:g} s of the clock at most; CPU seconds to reach the heaps shown, peak memory of the "
        "process.", "",
        "| game | heaps reached | order | CPU seconds | peak memory | published figure |",
        "|---|---|---|---|---|---|", *rows])
    print(text)
    if options.write_readme:
        readme.write_readme("misere-quotients", text)
    stored = json.loads(DATA.read_text(encoding="utf-8"))["orders"] if DATA.exists() else {}
    for code, old in stored.items():          # a shorter run (a smaller limit, a busy machine) keeps what is stored
        new = orders.get(code, [])
        if new[:len(old)] != old[:len(new)]:
            raise SystemExit(f"the orders of {code} differ from the stored ones: {new} against {old}")
        if len(new) < len(old):
            orders[code] = old
            print(f"the stored orders of {code} reach further ({len(old)} heaps) and are kept")
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(json.dumps({"source": "benchmarks/misere_quotients.py", "orders": orders}, indent=1) + "\n",
                    encoding="utf-8")
    print(f"\nthe orders of ·07 and ·77 heap by heap are in {DATA.relative_to(ROOT)}")


if __name__ == "__main__":
    main(sys.argv[1:])
