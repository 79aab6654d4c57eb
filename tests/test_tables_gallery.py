"""Tests of gamekit.tables.gallery: the tables of chapter 7's gallery of games."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_bash_frame_rows():
    frame = gk.tables.bash_frame((3,), 9)
    assert frame.loc[("m=3", "γ(n)")].tolist() == frame.loc[("m=3", "n mod (m+1)")].tolist()


def test_wythoff_tables_and_figure():
    t = gk.tables.wythoff_beatty_table(10, pair=3)
    html = t.to_html()
    assert html.count("#0072B2") >= 1 and t.data.shape == (10, 10)
    assert gk.tables.beatty_frame(30)["⌊nφ⌋"].tolist() == gk.tables.beatty_frame(30)["mex"].tolist()
    fig = gk.plots.wythoff_p_plot(200)
    assert fig.axes[0].collections[0].get_offsets().shape[0] == int(gk.wythoff_p_sieve(200).sum())
    assert gk.widgets.wythoff_view(8, 1).data.shape == (8, 8)


def test_stealing_frame():
    frame = gk.tables.stealing_frame(3, 4)
    assert frame.loc[1, 1] == "—" and frame.shape == (3, 4)
    with pytest.raises(ValueError, match="no bite"):
        gk.strategy_stealing(1, 1)


def test_dynamic_tables_and_play_view():
    frame = gk.tables.dynamic_heaps_frame((1, 2, 3), 10)
    assert frame.loc[2].tolist() == gk.fibonacci_numbers(89)
    table = gk.tables.dynamic_table(2, 10).data
    assert table.loc[5].tolist() == ["P", "P", "P", "P", "N"] + [""] * 5
    assert [n for n in range(2, 11) if table.loc[n, n - 1] == "P"] == [2, 3, 5, 8]
    view = gk.widgets.dynamic_play_view(30, 2, "takes 1")
    assert view["take"].sum() == 30 and view["mover"].iloc[-1] == "first"
    with pytest.raises(ValueError, match="loser"):
        gk.widgets.dynamic_play_view(30, 2, "cleverly")
    with pytest.raises(ValueError, match="positive integer"):
        gk.tables.dynamic_heaps_frame((lambda t: 1,), 5)
    fig = gk.plots.dynamic_heaps_plot((1, 2), 10**4)
    assert len(fig.axes[0].lines) == 2


def test_time_frame():
    frame = gk.tables.time_frame(gk.Wythoff(), [(0, 0), (1, 2), (2, 2)])
    assert frame["suspense"].tolist() == [0, 2, 3] and frame["remoteness"].tolist() == [0, 2, 1]

