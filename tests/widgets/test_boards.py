"""Tests of gamekit.widgets.boards and widgets.heaps: the functions behind the board and subtraction explorers."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_widget_render_functions():
    assert gk.widgets.board_view("rook", 8, 8, 4, "bottom-left").caption == "mex {0, 1, 2} = 3"
    assert gk.widgets.board_view("knight", 6, 6, 999).step == 36
    assert gk.widgets.subtraction_view("1, 2", 6).data.loc["γ(n)"].tolist() == [0, 1, 2, 0, 1, 2]
    with pytest.raises(ValueError, match="contains 0"):
        gk.widgets.subtraction_view("0")
    assert gk.widgets.heap_fill_view(2, 12, 3).caption == "mex {0, 1} = 2"
    for make in (gk.widgets.board_explorer, gk.widgets.subtraction_explorer, gk.widgets.heap_fill_explorer):
        assert type(make()).__name__ == "VBox"


def test_board_explorer_step_slider_follows_the_board_size():
    box = gk.widgets.board_explorer(rows=4, cols=4)
    controls = {c.description: c for c in box.children[0].children}
    assert controls["step"].max == 16
    controls["rows"].value = 6
    assert controls["step"].max == 24 and controls["step"].value == 24



def test_knight_explorer_plays_on_the_board_it_shows():
    # the 8 × 8 knight game: h1 is a P-position (its quadrant P-options (5, 8), (8, 5) are off the board)
    shown = gk.widgets.board_view("knight", 8, 8, 64, "top-left").frame
    assert shown.to_numpy().tolist() == gk.Knight(board=(8, 8)).grundy_table(8, 8).tolist()
    assert shown.to_numpy()[7, 7] == 0
