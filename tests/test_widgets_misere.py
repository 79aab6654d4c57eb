"""Tests of gamekit.widgets.misere: the functions behind the misère explorers."""
from __future__ import annotations

import pytest

import gamekit as gk
from printed import SLIDE_ROWS


def test_misere_nim_view_and_subtraction_view():
    view = gk.widgets.misere_nim_view("1, 1, 5")
    assert view.loc["class", "value"] == "transitional"
    assert view.loc["misère winning moves", "value"] == "(1, 1, 1)"
    big = gk.widgets.misere_nim_view("100, 200, 300, 400, 500")
    assert big.loc["misère outcome", "value"] == gk.misere_nim_outcome((100, 200, 300, 400, 500))
    with pytest.raises(ValueError, match="write the heaps"):
        gk.widgets.misere_nim_view("")
    assert gk.widgets.misere_subtraction_view("2, 4, 7").data.loc["γ^h(n)"].tolist() == SLIDE_ROWS[(2, 4, 7)][1]

