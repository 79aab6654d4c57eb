"""Benchmark of the misère column of the atlas.  Run by hand:

    .venv/bin/python benchmarks/misere_census.py [heaps] [seconds] [--write-readme] [--store] [--codes C …]

The misère quotient of every octal code with up to two digits, with and without the leading 4
(126 games), for heaps up to 30, each game stopped after 30 seconds of CPU, on a local Dask cluster
of one worker per core — exactly what ``make atlas`` computes after the census: codes that are the
same game (``gamekit.games.heaps.same_game``) are computed once.  Prints, in Markdown, the whole
time, the count of each status, the games a limit stopped (the heaps proved, the order there, the
lower bound on the order with the next heap and the limit, as their rows say it:
``gk.atlas.misere_stop``), the slowest games that finished, and beside the misère column the
normal play of the same codes (``gk.census`` to 2¹⁶ values): which codes whose quotient stops are
open in normal play, and which are not.  These are the figures of the README's section on the
misère column, and the reason for the bound and the time limit of ``tools/atlas.py``.
``--write-readme`` writes them between the README's ``misere-census`` markers, opening with the
machine and its load as the run began (``tools/readme.py``); ``--store`` writes the rows into
``gamekit/atlas/data/misere-census.jsonl``, which ``gk.atlas.stored_misere_census`` reads
(chapter 9).  ``--codes`` runs a few codes only, to try the script (neither written then).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
STORED = ROOT / "gamekit" / "atlas" / "data" / "misere-census.jsonl"
NORMAL = 1 << 16            # the values of each code's normal play, as make atlas's census


def report(rows: list[dict], heaps: int, seconds: float, workers: int, whole: float, load: float,
           normal: dict[str, dict] | None = None) -> str:
    """Return the Markdown of this run: its sentence, the statuses, the games stopped short, the slowest,
    and beside them the normal play of the codes (``normal``: their census rows, by code)."""
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
    computed = [row for row in rows if "same game" not in row]
    quick = sum(row["seconds"] < 2 for row in computed)
    lines = [readme.measured_on("benchmarks/misere_census.py", load), "",
             f"{len(rows)} games, heaps up to {heaps}, {seconds:g} s of CPU a game at most, {workers} "
             f"workers: {whole:.0f} s in all, {sum(row['seconds'] for row in rows):.0f} s of games. "
             f"{len(computed)} are computed and the other {len(rows) - len(computed)} read off the same game "
             f"(their heaps renumbered). {counted}; "
             f"{reached} of the {len(rows)} reach {heaps} heaps or a proof for every heap size (of a finite "
             f"quotient or an infinite one); {quick} of the games computed take under 2 s each."]
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
            order = orders[-1] if orders else None
            bound = row.get("at least") if isinstance(row.get("at least"), int) and order is not None \
                and row["at least"] > order else None
            groups.setdefault((proved, order, bound, why), []).append(octal_code(row["code"]))
        lines += ["", "| games stopped short | heaps proved | order there | order with the next heap at least | "
                  "what stopped them |", "|---|---|---|---|---|"]
        lines += [f"| {', '.join(codes)} | {proved} | {order if order is not None else '–'} | "
                  f"{bound if bound is not None else '–'} | {why} |"
                  for (proved, order, bound, why), codes in groups.items()]
    else:
        lines += ["", f"No game stopped short: every one reached {heaps} heaps or a proof for every heap size."]
    if normal is not None:
        lines += ["", normal_play(rows, normal)]
    slow = sorted((row for row in rows if not misere_stop(row)), key=lambda row: -row["seconds"])[:6]
    if slow:
        lines += ["", "The slowest of the games that finished: " + ", ".join(
            f"{octal_code(row['code'])} {row['seconds']:.1f} s ({row['heaps']} heaps, {row['orders'][-1]} elements)"
            for row in slow) + "."]
    return "\n".join(lines)


def normal_play(rows: list[dict], normal: dict[str, dict]) -> str:
    """Return the sentence that sets the codes whose misère quotient stops beside their normal play."""
    from gamekit.atlas import misere_stop
    from gamekit.core.words import listed, octal_code

    size = max(row["computed to"] for row in normal.values())
    stopped = {row["code"] for row in rows if misere_stop(row) and row["status"] != "infinite"}
    open_codes = {code for code, row in normal.items() if row["status"] == "open"}
    periodic = sorted(stopped - open_codes)
    open_reached = sorted(open_codes - stopped)

    def codes(found: Iterable[str]) -> str:
        found = [octal_code(code) for code in found]
        return listed(found) if found else "none"

    said = [f"Beside normal play (`gk.census`, {size} values a game): of the {len(stopped)} codes whose quotient "
            f"stops short without a proof, {len(stopped & open_codes)} are open in normal play (no period "
            f"certified from {size} values) and {len(periodic)} periodic: {codes(periodic)}"
            + (" (" + "; ".join(f"{octal_code(code)}: preperiod {normal[code]['preperiod']}, period "
                                f"{normal[code]['period']}" for code in periodic) + ")" if periodic else "") + "."]
    said.append(f"Of the {len(open_codes)} codes open in normal play, {len(open_reached)} "
                f"{'has' if len(open_reached) == 1 else 'have'} a misère quotient that reaches the heaps asked "
                f"or a proof: {codes(open_reached)}.")
    return " ".join(said)


def main(argv: list[str]) -> None:
    import atlas as tool
    import readme

    import gamekit as gk

    parser = argparse.ArgumentParser(prog="python benchmarks/misere_census.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("heaps", nargs="?", type=int, default=tool.MISERE_HEAPS, help="the heaps of a row at most")
    parser.add_argument("seconds", nargs="?", type=float, default=tool.MISERE_SECONDS, help="CPU seconds a game")
    parser.add_argument("--write-readme", action="store_true", help="write the figures into README.md")
    parser.add_argument("--store", action="store_true", help=f"write the rows into {STORED.relative_to(ROOT)}")
    parser.add_argument("--codes", nargs="+", help="a few octal codes only, to try the script (nothing written)")
    options = parser.parse_args(argv)
    heaps, seconds = options.heaps, options.seconds
    numbers = (heaps, seconds) != (tool.MISERE_HEAPS, tool.MISERE_SECONDS) or options.codes
    if numbers and (options.write_readme or options.store):
        raise SystemExit("nothing written: the README's figures and the stored census are those of make atlas's "
                         "codes, bound and time limit (run it without numbers or --codes)")
    codes = options.codes or [code for digits in (1, 2) for code in gk.octal_codes(digits, splitting_zero=True)]
    workers = os.cpu_count() or 2
    load = readme.load_average()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "misere.jsonl"
        start = time.perf_counter()
        table = gk.misere_census(codes, heaps, seconds=seconds, path=path, workers=workers, progress=False)
        whole = time.perf_counter() - start
        rows = {row["code"]: row for row in map(json.loads, path.read_text().splitlines())}
        rows = [rows[code] for code in table["code"]]          # the census's order, the last row of each code
    normal = {row["code"]: row for row in gk.census(codes, NORMAL, workers=workers, progress=False)
              .to_dict("records")}
    text = report(rows, heaps, seconds, workers, whole, load, normal)
    print(text)
    if options.store:
        STORED.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    if options.write_readme:
        readme.write_readme("misere-census", text)


if __name__ == "__main__":
    main(sys.argv[1:])
