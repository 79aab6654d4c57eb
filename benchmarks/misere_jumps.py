"""Benchmark: why the misère quotients that stop the atlas stop.  Run by hand:

    .venv/bin/python benchmarks/misere_jumps.py [codes …] [--seconds S] [--write-readme]

For each octal code (by default the five that stop the misère column with a small quotient: ·76,
·74, ·06, ·14, ·36; ·37 is proved infinite from heap 16 on) the quotients of heaps up to 30 are
built as ``gk.misere_quotient`` builds them, within ``S`` seconds of the process's CPU (60 by
default, twice the atlas's 30), and the candidates refuted at each heap are recorded.  Where the
construction stops, the last refuted candidate gives a sound lower bound on the order of the quotient it was looking for
(``extension.order_at_least``: the rows lighter than its smallest failure are predicted rightly,
so the rows it tells apart there are different elements).  A quotient that jumps shows a bound far
above the order before; a candidate that merely overshoots does not.  When the recalibration finds
no candidate (each would pass 200 000 states) the run stops there instead of learning the quotient.

Prints a Markdown table: the heaps proved and the CPU seconds they took, the heap it stopped at and
why, the candidates refuted there (how many, the largest, the total of the heaviest failure) and the
lower bound.  ``--write-readme`` writes it between the README's ``misere-jumps`` markers.
"""
from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

CODES = ["0.76", "0.74", "0.06", "0.14", "0.36"]
HEAPS = 30
SECONDS = 60
MEMORY = 8 << 30          # bytes of address space for the whole run: a larger candidate is a MemoryError


def measure(code: str, seconds: float) -> dict:
    """Return what the construction of ``code``'s quotients did within ``seconds`` of CPU, and where it stopped."""
    from gamekit.games.heaps import extension
    from gamekit.games.heaps.quotient import misere_quotients

    real = extension.recalibrated
    start = time.process_time()
    refuted: list[tuple[int, int, int]] = []          # (heap, states, failure's total) of each refuted candidate
    last: list[tuple] = []

    def recorded(delta, final, failure, leaves, budget, *rest):
        refuted.append((delta.shape[1] - 1, len(delta), sum(failure)))
        last[:] = [(delta.copy(), final.copy(), failure)]
        if time.process_time() - start > seconds:
            raise extension.LimitReached(f"passed its CPU limit of {seconds:g} s")
        better = real(delta, final, failure, leaves, budget, *rest)
        if better is None:
            raise extension.LimitReached("was not found: every recalibration tried passes 200 000 states")
        return better

    heaps: list[tuple[int, int, float]] = []            # (heaps, order, CPU seconds so far)
    why = None
    with mock.patch.object(extension, "recalibrated", recorded):
        try:
            for q in misere_quotients(code, HEAPS):
                heaps.append((q.heaps, len(q), time.process_time() - start))
                if q.period is not None:
                    break
        except ValueError as error:
            why = str(error)
        except MemoryError:
            why = f"ran out of its {MEMORY >> 30} GiB"
    n = heaps[-1][0] + 1 if heaps else 1
    here = [r for r in refuted if r[0] == n]
    bound = None
    if why is not None and last and last[0][0].shape[1] - 1 == n:
        bound = extension.order_at_least(*last[0])
    return {"code": code, "heaps": heaps, "why": why, "heap": n, "refuted": here, "bound": bound}


def report(rows: list[dict], seconds: float, load: float) -> str:
    """Return the Markdown table of the measured rows, opened by the machine's sentence."""
    import readme

    from gamekit.core.words import octal_code

    lines = [readme.measured_on("benchmarks/misere_jumps.py", load), "",
             f"Each game {seconds:g} s of CPU at most, heaps up to {HEAPS}.", "",
             "| game | heaps proved | order there | CPU s | stopped at heap | refuted candidates there | "
             "largest (states) | heaviest failure (total) | order there at least |",
             "|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        proved, order, cpu = row["heaps"][-1] if row["heaps"] else (0, 1, 0.0)
        if row["why"] is None:
            stop = "— (reached its bound or a proof)"
            lines.append(f"| {octal_code(row['code'])} | {proved} | {order} | {cpu:.1f} | {stop} | | | | |")
            continue
        sizes = [r[1] for r in row["refuted"]]
        totals = [r[2] for r in row["refuted"]]
        why = row["why"].split(f"heaps up to {row['heap']} ", 1)[-1].split(";")[0]
        lines.append(f"| {octal_code(row['code'])} | {proved} | {order} | {cpu:.1f} | {row['heap']}: {why} | "
                     f"{len(sizes)} | {max(sizes, default=0)} | {max(totals, default=0)} | "
                     f"{row['bound'] if row['bound'] is not None else '–'} |")
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    import readme

    parser = argparse.ArgumentParser(prog="python benchmarks/misere_jumps.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("codes", nargs="*", default=CODES, help="octal codes such as 0.76 (the five by default)")
    parser.add_argument("--seconds", type=float, default=SECONDS, help=f"CPU seconds a game ({SECONDS})")
    parser.add_argument("--write-readme", action="store_true", help="write the table into README.md")
    options = parser.parse_args(argv)
    if not 0 < options.seconds < float("inf"):
        parser.error(f"--seconds must be a positive number of seconds, got {options.seconds:g}")
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    load = readme.load_average()
    rows = []
    for code in options.codes:
        rows.append(measure(code, options.seconds))
        print(f"{code}: {rows[-1]['heaps'][-1] if rows[-1]['heaps'] else '-'} {rows[-1]['why']}", file=sys.stderr)
    text = report(rows, options.seconds, load)
    print(text)
    if options.write_readme:
        if options.codes != CODES or options.seconds != SECONDS:
            raise SystemExit("README.md not written: its table is that of the five codes and 60 s (run it without "
                             "codes or --seconds)")
        readme.write_readme("misere-jumps", text)


if __name__ == "__main__":
    main(sys.argv[1:])
