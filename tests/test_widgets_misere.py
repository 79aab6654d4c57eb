"""Tests of gamekit.widgets.misere: the functions behind the misère explorers."""
from __future__ import annotations

import gamekit as gk

SLIDE_ROWS = {   # K: (γ(n), γ^h(n)) for n = 0..17, transcribed from the slides "Betli játékok"
    (2, 6): ([0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0],
             [1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1]),
    (2, 5): ([0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1],
             [1, 1, 0, 0, 1, 2, 0, 1, 1, 0, 0, 1, 2, 0, 1, 1, 0, 0]),
    (1, 3, 4): ([0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1],
                [1, 0, 1, 0, 2, 3, 2, 1, 0, 1, 0, 2, 3, 2, 1, 0, 1, 0]),
    (2, 4, 7): ([0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1],
                [1, 1, 0, 0, 2, 2, 1, 3, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0]),
}


def test_misere_nim_view_and_subtraction_view():
    view = gk.widgets.misere_nim_view("1, 1, 5")
    assert view.loc["class", "value"] == "transitional"
    assert view.loc["misère winning moves", "value"] == "(1, 1, 1)"
    big = gk.widgets.misere_nim_view("100, 200, 300, 400, 500")
    assert big.loc["misère outcome", "value"] == gk.misere_nim_outcome((100, 200, 300, 400, 500))
    assert gk.widgets.misere_nim_view("") .startswith("write the heaps")
    assert gk.widgets.misere_subtraction_view("2, 4, 7").data.loc["γ^h(n)"].tolist() == SLIDE_ROWS[(2, 4, 7)][1]

