"""tools/readme.py: a benchmark's --write-readme replaces only the text between its markers and says the load."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import readme  # noqa: E402 - tools/ is on the path from here on


def test_a_table_is_replaced_between_its_markers_only(tmp_path):
    path = tmp_path / "README.md"
    path.write_text("intro\n<!-- misere-census:begin -->\nold figures\n<!-- misere-census:end -->\nafter\n"
                    "<!-- octal-panel:begin -->\nkept\n<!-- octal-panel:end -->\n", encoding="utf-8")
    readme.write_readme("misere-census", "new figures\n| a | b |\n", path)
    assert path.read_text(encoding="utf-8") == (
        "intro\n<!-- misere-census:begin -->\nnew figures\n| a | b |\n<!-- misere-census:end -->\nafter\n"
        "<!-- octal-panel:begin -->\nkept\n<!-- octal-panel:end -->\n")
    with pytest.raises(SystemExit, match="README.md has no <!-- misere-quotients:begin -->"):
        readme.write_readme("misere-quotients", "x", path)


def test_the_readme_has_the_markers_the_misere_benchmarks_write():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for marker in ("misere-census", "misere-quotients", "misere-jumps"):
        assert text.count(f"<!-- {marker}:begin -->") == 1 and text.count(f"<!-- {marker}:end -->") == 1


def test_a_run_on_a_loaded_machine_says_so():
    assert "on a quiet machine" in readme.measured_on("benchmarks/x.py", 0.3)
    loaded = readme.measured_on("benchmarks/x.py", 17.2)
    assert "load average 17.2" in loaded and "the times are those of a loaded machine" in loaded
    cores = os.cpu_count() or 1                  # a core or so busy: said as it is, not called loaded
    between = readme.measured_on("benchmarks/x.py", float(cores))
    assert f"load average {cores:.1f}" in between and "loaded machine" not in between


def test_the_jumps_benchmark_says_where_a_quotient_stops_and_how_large_it_is_at_least():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import misere_jumps

    proved = misere_jumps.measure("0.75", 30)               # Plambeck's ·75: proved for every heap size
    assert proved["why"] is None and proved["heaps"][-1][1] == 8
    row = {"code": "0.76", "heaps": [(11, 34, 0.5)], "heap": 12, "refuted": [(12, 82, 62), (12, 98, 65)],
           "why": "the misère quotient of ·76 with heaps up to 12 passed its CPU limit of 5 s; up to 11 it has 34 "
                  "elements", "bound": 50}
    table = misere_jumps.report([proved, row], 5, 0.3)
    assert "| ·76 | 11 | 34 | 0.5 | 12: passed its CPU limit of 5 s | 2 | 98 | 65 | 50 |" in table
    assert "| ·75 |" in table and "on a quiet machine" in table


def test_the_census_benchmark_bounds_the_stopped_games_and_sets_them_beside_normal_play():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import misere_census

    def row(code, status, orders, **more):
        return {"code": code, "asked": 30, "status": status, "heaps": len(orders), "orders": orders, "seconds": 1.0,
                **more}

    officers = [1, 2] + [304] * 14
    rows = [row("0.6", "growing", officers, stopped="time", **{"time limit": 30, "at least": 455}),
            row("0.61", "growing", officers, stopped="time", **{"time limit": 30, "at least": 455,
                                                                "same game": "the same game as ·6"}),
            row("0.45", "growing", [2] * 25 + [550], stopped="time", **{"time limit": 30, "at least": 100}),
            row("0.04", "steady", [1] * 30), row("0.75", "proved", [2, 6, 6, 6] + [8] * 26)]
    normal = {code: {"code": code, "status": status, "preperiod": first, "period": period, "computed to": 65536}
              for code, status, first, period in (("0.6", "open", None, None), ("0.61", "open", None, None),
                                                  ("0.45", "periodic", 498, 20), ("0.04", "open", None, None),
                                                  ("0.75", "periodic", 0, 2))}
    text = misere_census.report(rows, 30, 30, 2, 100.0, 0.3, normal)
    assert "4 are computed and the other 1 read off the same game" in text
    assert "| ·6, ·61 | 16 | 304 | 455 | the time limit (30 s) |" in text
    assert "| ·45 | 26 | 550 | – | the time limit (30 s) |" in text            # a bound below the order says nothing
    assert ("of the 3 codes whose quotient stops short without a proof, 2 are open in normal play (no period "
            "certified from 65536 values) and 1 periodic: ·45 (·45: preperiod 498, period 20).") in text
    assert "Of the 3 codes open in normal play, 1 has a misère quotient that reaches the heaps asked or a proof: ·04." \
        in text
