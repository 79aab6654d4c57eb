"""Tests of gamekit.tables.nimbers: nim-sum tables and binary layouts."""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.testing import cell_styles
from tests.printed import SLIDE_TABLE


def test_nim_sum_frame_orientation_matches_the_slide():
    frame = gk.tables.nim_sum_frame(8, corner="bottom-left")
    assert list(frame.index) == list(range(7, -1, -1))
    for row, cells in SLIDE_TABLE.items():
        assert frame.loc[row].tolist() == cells


def test_nim_sum_board_outlines_blocks_and_colours_zeros():
    styler = gk.tables.nim_sum_board(8)
    css = cell_styles(styler)
    green = [(i, j) for (i, j), props in css.items() if ("background-color", "#009E73") in props]
    assert sorted(green) == [(i, i) for i in range(8)]
    right = {cell: dict(props).get("border-right", "") for cell, props in css.items()}
    assert right[0, 3].startswith("2px") and right[0, 1].startswith("1px")
    assert right.get((0, 2), "") == "" and right.get((0, 7), "") == ""   # no line after column 2 or at the edge
    flipped = cell_styles(gk.tables.nim_sum_board(8, corner="bottom-left"))
    assert dict(flipped[4, 0]).get("border-top", "").startswith("2px")   # above label 3


def test_binary_layout_of_figure_12():
    data = gk.tables.binary_layout([100, 50]).data
    assert data.loc["⊕"].tolist()[:-1] == [1, 0, 1, 0, 1, 1, 0]
    assert data.loc["⊕", "value"] == 86
    with pytest.raises(ValueError, match="labels"):
        gk.tables.binary_layout([1, 2], ["x"])
