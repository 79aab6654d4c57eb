"""Tests of gamekit.widgets.nimbers: the functions behind the nim explorers."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_nim_sum_view_and_explorers_build():
    assert gk.widgets.nim_sum_view(5, "bottom-left", False).data.loc[4].tolist() == [4, 5, 6, 7, 0]
    box = gk.widgets.nim_position_explorer((1, 2, 3, 4, 5))
    assert len(box.controls) == 5
    assert type(gk.widgets.nim_sum_explorer()).__name__ == "VBox"
    with pytest.raises(ValueError, match="max_heap"):
        gk.widgets.nim_position_explorer((100,), max_heap=63)
