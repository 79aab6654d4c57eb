"""Tests of gamekit.widgets.nimbers: the functions behind the nim explorers."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_nim_position_view():
    view = gk.widgets.nim_position_view(13, 42, 30, 43)
    assert view.nim_sum == 18 and view.winning_moves == [(13, 42, 12, 43)]
    assert "P-position" in repr(gk.widgets.nim_position_view(1, 2, 3))
    assert "end position" in repr(gk.widgets.nim_position_view(0, 0))
    assert "3 winning moves" in repr(gk.widgets.nim_position_view(7, 11, 13, 14))
    with pytest.raises(ValueError):
        gk.widgets.nim_position_view(3, -2)


def test_nim_sum_view_and_explorers_build():
    assert gk.widgets.nim_sum_view(5, "bottom-left", False).data.loc[4].tolist() == [4, 5, 6, 7, 0]
    box = gk.widgets.nim_position_explorer((1, 2, 3, 4, 5))
    assert len(box.children[0].children) == 5
    assert type(gk.widgets.nim_sum_explorer()).__name__ == "VBox"
    with pytest.raises(ValueError, match="max_heap"):
        gk.widgets.nim_position_explorer((100,), max_heap=63)

