"""Tests of gamekit.widgets.misere: the functions behind the misère explorers."""
from __future__ import annotations


import gamekit as gk
from tests.printed import SLIDE_ROWS


def test_misere_subtraction_view_of_the_slides():
    assert gk.widgets.misere_subtraction_view("2, 4, 7").data.loc["γʰ(n)"].tolist() == SLIDE_ROWS[(2, 4, 7)][1]

