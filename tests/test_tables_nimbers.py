"""Tests of gamekit.tables.nimbers: nim-sum tables, binary layouts and nim candidate moves."""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.testing import cell_styles
from printed import SLIDE_TABLE


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


def test_nim_position_layout_of_the_worked_example():
    data = gk.tables.nim_position_layout((13, 42, 30, 43)).data
    assert list(data.index) == ["a", "b", "c", "d", "s"]
    assert [32, 16, 8, 4, 2, 1] == list(data.columns[:-1])
    assert data.loc["s"].tolist() == [0, 1, 0, 0, 1, 0, 18]
    assert data.loc["b"].tolist() == [1, 0, 1, 0, 1, 0, 42]


def test_candidates_table_marks_only_the_legal_move():
    data = gk.tables.nim_candidates_table((13, 42, 30, 43)).data
    assert data["x' < x"].tolist() == ["no", "no", "yes", "no"]
    assert data.loc["c", "move"] == "(13, 42, 30, 43) → (13, 42, 12, 43)"


def test_nim_product_frame_is_the_mex_table():
    frame = gk.tables.nim_product_frame(16)
    assert (frame.to_numpy() == gk.nim_product_table(16)).all()
    assert frame.loc[15].tolist()[1:] == [gk.nim_product(15, b) for b in range(1, 16)]

