"""Benchmark of the misère column of the atlas.  Run by hand:

    .venv/bin/python benchmarks/misere_census.py [heaps] [seconds] [--write-readme]

The misère quotient of every octal code with up to two digits, with and without the leading 4
(126 games), for heaps up to 30, each game stopped after 30 seconds, on a local Dask cluster of
one worker per core — exactly what ``make atlas`` computes after the census.  Prints, in Markdown,
the whole time, the count of each status, the games a limit stopped (the heaps proved, the order
there and the limit, as their rows say it: ``gk.atlas.misere_stop``) and the slowest games that
finished: the figures of the README's section on the misère column, and the reason for the bound
and the time limit of ``tools/atlas.py``.  ``--write-readme`` writes them between the README's
``misere-census`` markers, opening with the machine and its load as the run began
(``tools/readme.py``).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))


def report(rows: list[dict], heaps: int, seconds: float, workers: int, whole: float, load: float) -> str:
    """Return the Markdown of this run: its sentence, the statuses, the games stopped short, the slowest."""
    import readme

    from gamekit.atlas import misere_stop
    from gamekit.core.words import octal_code

    words = {"proved": "proved the same for every heap size", "steady": "steady", "growing": "growing",
             "infinite": "proved infinite"}
    statuses: dict[str, int] = {}
    for row in rows:
        statuses[row["status"]] = statuses.get(row["status"], 0) + 1
    counted = ", ".join(f"{n} {words.get(status, status)}" for status, n in
                        sorted(statuses.items(), key=lambda item: -item[1]))
    reached = sum(row["heaps"] >= heaps or row["status"] in ("proved", "infinite") for row in rows)
    quick = sum(row["seconds"] < 2 for row in rows)
    lines = [readme.measured_on("benchmarks/misere_census.py", load), "",
             f"{len(rows)} games, heaps up to {heaps}, {seconds:g} s of CPU a game at most, {workers} "
             f"workers: {whole:.0f} s in all, {sum(row['seconds'] for row in rows):.0f} s of games. {counted}; "
             f"{reached} of the {len(rows)} reach {heaps} heaps or a proof for every heap size (of a finite "
             f"quotient or an infinite one); {quick} games take under 2 s each."]
    stopped = [row for row in rows if misere_stop(row)]
    if stopped:
        groups: dict[tuple, list[str]] = {}
        for row in sorted(stopped, key=lambda row: (row["heaps"], row["code"])):
            over = row["status"].startswith("over ")
            infinite = row["status"] == "infinite"
            proved = row["heaps"] - 1 if over or infinite else row["heaps"]
            orders = [k for k in row["orders"] if isinstance(k, int)]
            why = (f"passed {row['status'][5:]} elements" if over else
                   f"proved infinite from heap {row['heaps']} on" if infinite else
                   f"the time limit ({seconds:g} s)" if row.get("stopped") == "time" else
                   "no candidate could be proved (it may be infinite)" if row.get("stopped") == "unproved" else
                   "the memory limit")
            groups.setdefault((proved, orders[-1] if orders else None, why), []).append(octal_code(row["code"]))
        lines += ["", "| games stopped short | heaps proved | order there | what stopped them |",
                  "|---|---|---|---|"]
        lines += [f"| {', '.join(codes)} | {proved} | {order if order is not None else '–'} | {why} |"
                  for (proved, order, why), codes in groups.items()]
    else:
        lines += ["", f"No game stopped short: every one reached {heaps} heaps or a proof for every heap size."]
    slow = sorted((row for row in rows if not misere_stop(row)), key=lambda row: -row["seconds"])[:6]
    if slow:
        lines += ["", "The slowest of the games that finished: " + ", ".join(
            f"{octal_code(row['code'])} {row['seconds']:.1f} s ({row['heaps']} heaps, {row['orders'][-1]} elements)"
            for row in slow) + "."]
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    import atlas as tool
    import readme

    import gamekit as gk

    parser = argparse.ArgumentParser(prog="python benchmarks/misere_census.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("heaps", nargs="?", type=int, default=tool.MISERE_HEAPS, help="the heaps of a row at most")
    parser.add_argument("seconds", nargs="?", type=float, default=tool.MISERE_SECONDS, help="CPU seconds a game")
    parser.add_argument("--write-readme", action="store_true", help="write the figures into README.md")
    options = parser.parse_args(argv)
    heaps, seconds = options.heaps, options.seconds
    numbers = (heaps, seconds) != (tool.MISERE_HEAPS, tool.MISERE_SECONDS)
    codes = [code for digits in (1, 2) for code in gk.octal_codes(digits, splitting_zero=True)]
    workers = os.cpu_count() or 2
    load = readme.load_average()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "misere.jsonl"
        start = time.perf_counter()
        gk.misere_census(codes, heaps, seconds=seconds, path=path, workers=workers, progress=False)
        whole = time.perf_counter() - start
        rows = [json.loads(line) for line in path.read_text().splitlines()]
    text = report(rows, heaps, seconds, workers, whole, load)
    print(text)
    if options.write_readme:
        if numbers:
            raise SystemExit("README.md not written: the README's figures are those of make atlas's bound and "
                             "time limit (run it without numbers)")
        readme.write_readme("misere-census", text)


if __name__ == "__main__":
    main(sys.argv[1:])
