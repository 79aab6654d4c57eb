"""Tests of gamekit.widgets.coins: the function behind the coin row explorer."""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.testing import cell_styles


def test_coin_row_view_behind_the_coin_row_explorer():
    t = gk.widgets.coin_row_view("KPPKKKPKKP")
    assert t.caption == "nim-sum 2 ⊕ 3 ⊕ 7 ⊕ 10 = 12; winning move: turn coins 6 and 10"
    red = sorted(c + 1 for (r, c), css in cell_styles(t).items() if ("background-color", "#D55E00") in css)
    assert red == [2, 3, 7, 10]
    assert gk.widgets.coin_row_view("KKK").caption == "nim-sum 0 = 0; a P-position: every move loses"
    with pytest.raises(ValueError, match="P \\(red\\) and K"):
        gk.widgets.coin_row_view("KXP")
    assert len(gk.widgets.coin_row_explorer().controls) == 10


def test_coin_buttons_show_the_side_of_each_coin():
    box = gk.widgets.coin_row_explorer("KPK")
    buttons = list(box.controls.values())
    assert [b.style.button_color for b in buttons] == ["#56B4E9", "#D55E00", "#56B4E9"]
    buttons[0].value = True                               # pressing a coin turns it red
    assert buttons[0].style.button_color == "#D55E00"
