"""Tests of gamekit.widgets.nim: the functions behind the nim position and misère nim explorers."""
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


def test_misere_nim_view():
    view = gk.widgets.misere_nim_view("1, 1, 5")
    assert view.loc["class", "value"] == "transitional"
    assert view.loc["misère winning moves", "value"] == "(1, 1, 1)"
    big = gk.widgets.misere_nim_view("100, 200, 300, 400, 500")
    assert big.loc["misère outcome", "value"] == gk.misere_nim_outcome((100, 200, 300, 400, 500))
    with pytest.raises(ValueError, match="write the heaps"):
        gk.widgets.misere_nim_view("")
