"""Tests of gamekit.widgets.sums: the functions behind the sum builder and the coin row explorer."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_sum_view_behind_the_sum_builder():
    t = gk.widgets.sum_view("NIM", 10, "DIM", 10, "RELATÍV PRÍM", 10)
    assert t.data["γ"].tolist() == [10, 2, 0, 8]
    assert t.data["winning moves here"].tolist() == ["2", "—", "—", ""]
    assert gk.widgets.sum_view("KUGLI (Kayles)", 4, "Lasker's nim", 0, "NIM", 0).data["γ"].tolist() == [1, 0, 0, 1]
    with pytest.raises(ValueError, match="unknown game"):
        gk.widgets.sum_view("CHESS", 1)
    assert type(gk.widgets.sum_builder()).__name__ == "VBox"


def test_coin_row_view_behind_the_coin_row_explorer():
    t = gk.widgets.coin_row_view("KPPKKKPKKP")
    assert t.caption == "nim-sum 2 ⊕ 3 ⊕ 7 ⊕ 10 = 12; winning move: turn coins 6 and 10"
    red = sorted(c + 1 for (r, c), css in t._compute().ctx.items() if ("background-color", "#D55E00") in css)
    assert red == [2, 3, 7, 10]
    assert gk.widgets.coin_row_view("KKK").caption == "nim-sum 0 = 0; a P-position: every move loses"
    with pytest.raises(ValueError, match="P \\(red\\) and K"):
        gk.widgets.coin_row_view("KXP")
    assert len(gk.widgets.coin_row_explorer().children[0].children) == 10

