"""Chapter 3 presentation: the tables and figures, the functions behind the widgets, the checkers."""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.exercises import ch03


def test_sum_table_lists_each_value_the_nim_sum_and_the_winning_moves():
    t = gk.tables.sum_table([(gk.Nim(), 13), (gk.Nim(), 42), (gk.Nim(), 30), (gk.Nim(), 43)])
    assert t.data["γ"].tolist() == [13, 42, 30, 43, 18]
    assert t.data["winning moves here"].tolist() == ["—", "—", "12", "—", ""]
    zero = gk.tables.sum_table([(gk.Nim(), 3), (gk.Nim(), 3)])
    assert "background-color: #009E73" in zero.to_html()
    with pytest.raises(ValueError, match="at least one"):
        gk.tables.sum_table([])


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


def test_hidden_nim_table_agrees_with_brute_force():
    t = gk.tables.hidden_nim_table(gk.Bubbles(9), [(0, 4, 7), (1, 2), (3,)], brute_force=True)
    assert t["agree"].all()
    with pytest.raises(ValueError, match="hidden_nim"):
        gk.tables.hidden_nim_table(gk.Nim(), [(1, 2)])


def test_figures_of_the_chapter():
    assert gk.plots.tree_figure(gk.stalk(3)).axes[0].get_title() == "γ = 3"
    g = gk.Northcott(8)
    fig = gk.plots.northcott_figure(g, g.from_gaps([4, 0, 0, 3, 1, 1, 3, 5]))
    assert fig.axes[0].get_title().endswith("nim-sum 1 (white to move)")
    assert gk.plots.bubbles_figure(gk.Bubbles(23), (0, 8, 11, 16, 18)).axes[0].get_title() == \
        "heaps 7, 4, 4: nim-sum 7"


def test_checkers_accept_right_answers_and_reject_wrong_ones():
    assert ch03.check_nim_move((13, 42, 30, 43), (13, 42, 12, 43))
    assert not ch03.check_nim_move((13, 42, 30, 43), (13, 42, 30, 40))
    assert not ch03.check_nim_move((13, 42, 30, 43), (13, 42, 31, 43))
    assert ch03.check_staircase_rule(lambda p: gk.nim_sum(*p[0::2]) == 0)
    assert not ch03.check_staircase_rule(lambda p: gk.nim_sum(*p) == 0)
    assert ch03.check_fordito_move("KPPKKKPKKP", "KPPKKPPKKK")
    assert not ch03.check_fordito_move("KPPKKKPKKP", "KPPKKKPKKK")
    assert not ch03.check_fordito_move("KPPKKKPKKP", "PPPKKKPKKP")
    assert not ch03.check_fordito_move("KPP", "KP")
    assert ch03.check_dim_rule(lambda n: (n & -n).bit_length())
    assert not ch03.check_dim_rule(lambda n: 0)
    assert ch03.check_climbers_rule(lambda h: (9 - h[0]) % 2 ^ (9 - h[1]) % 3 ^ (9 - h[2]) % 5 == 0)
    assert not ch03.check_climbers_rule(lambda h: False)
    assert ch03.check_tree_value(((), ((),)), 3)
    assert not ch03.check_tree_value(gk.stalk(15), 15)
    assert ch03.check_lasker_rule(lambda n: n + 1 if n % 4 == 3 else n - 1 if n and n % 4 == 0 else n)
