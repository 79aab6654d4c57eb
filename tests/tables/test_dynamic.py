"""Tests of gamekit.tables.dynamic: dynamic subtraction tables."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_dynamic_tables_and_play_view():
    frame = gk.tables.dynamic_heaps_frame((1, 2, 3), 10)
    assert frame.loc[2].tolist() == gk.fibonacci_numbers(89)
    table = gk.tables.dynamic_table(2, 10).data
    assert table.loc[5].tolist() == ["P", "P", "P", "P", "N"] + [""] * 5
    assert [n for n in range(2, 11) if table.loc[n, n - 1] == "P"] == [2, 3, 5, 8]
    view = gk.widgets.dynamic_play_view(30, 2, "takes 1")
    assert view["take"].sum() == 30 and view["mover"].iloc[-1] == "first"
    with pytest.raises((ValueError, TypeError), match="loser"):
        gk.widgets.dynamic_play_view(30, 2, "cleverly")
    with pytest.raises((ValueError, TypeError), match="positive integer"):
        gk.tables.dynamic_heaps_frame((lambda t: 1,), 5)
    fig = gk.plots.dynamic_heaps_plot((1, 2), 10**4)
    assert len(fig.axes[0].lines) == 2
