"""Tests of gamekit.tables.compare: cell-by-cell differences of two tables."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_grid_differences_find_a_changed_cell():
    computed = gk.Knight().grundy_table(12, 20)
    printed = computed.copy()
    printed[5, 17] = 1
    diff = gk.tables.grid_differences(printed, computed)
    assert diff.to_dict("records") == [{"row": 5, "col": 17, "printed": 1, "computed": 0}]
    assert "1→0" in gk.tables.compare_grids(printed, computed).to_html()
    with pytest.raises(ValueError, match="12×20"):
        gk.tables.grid_differences(printed[:11], computed)



def test_compare_grids_caption_says_what_agreed():
    same = gk.tables.compare_grids([[0, 1], [1, 0]], [[0, 1], [1, 0]])
    assert "agree on all 4 cells" in same.to_html()
    one = gk.tables.compare_grids([[0, 1], [1, 2]], [[0, 1], [1, 0]])
    assert "1 cell of 4 differs" in one.to_html()
