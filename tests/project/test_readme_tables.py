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
