"""Tests of gamekit.tables.wythoff: Wythoff's tables and Beatty pairs."""
from __future__ import annotations


import gamekit as gk
from gamekit.games.boards.wythoff import wythoff_p_sieve


def test_wythoff_tables_and_figure():
    t = gk.tables.wythoff_beatty_table(10, pair=3)
    html = t.to_html()
    assert html.count("#0072B2") >= 1 and t.data.shape == (10, 10)
    assert gk.tables.beatty_frame(30)["⌊nφ⌋"].tolist() == gk.tables.beatty_frame(30)["mex"].tolist()
    fig = gk.plots.wythoff_p_plot(200)
    assert fig.axes[0].collections[0].get_offsets().shape[0] == int(wythoff_p_sieve(200).sum())
    assert gk.widgets.wythoff_view(8, 1).data.shape == (8, 8)
