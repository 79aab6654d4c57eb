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



def test_the_octal_explorer_computes_each_code_once():
    games = gk.widgets.OctalGames()
    first = gk.widgets.octal.octal_view(".156", 120, games=games)
    again = gk.widgets.octal.octal_view("0.156", 240, games=games)
    assert len(games) == 1 and first.items[0].data.shape[1] == again.items[0].data.shape[1]
    assert games.with_period(".156")[1] == gk.OctalGame(".156").period(20_000)


def test_the_grundys_game_explorer_reads_the_values_of_its_own_game():
    game = gk.GrundysGame()
    box = gk.widgets.grundys_game_explorer(0, 1000, game=game)
    assert game.computed >= 1000
    box.controls["start"].value = 5000                  # moving right extends the same game's values
    assert game.computed >= 6000
    assert box.render(start=0, width=1000).axes[0].get_xlabel() == "heap size n"
