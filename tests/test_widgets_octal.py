"""Tests of gamekit.widgets.octal: the functions behind the octal explorers."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_octal_view_and_grundy_view():
    table, fig = gk.widgets.octal_view(".07", 102).items
    assert table.data.shape == (3, 34) and fig.axes[0].get_title().startswith("0.07: period 34")
    with pytest.raises(ValueError, match="octal code"):
        gk.widgets.octal_view("0.x", 10)
    fig = gk.widgets.grundys_game_view(1000, 500)
    assert fig.axes[0].get_xlim()[0] < 1100
    assert gk.widgets.octal_explorer().children and gk.widgets.grundys_game_explorer(0, 500).children

