"""Tests of gamekit.plots.graphs: play orders and game graphs."""
from __future__ import annotations

import pytest
from matplotlib.figure import Figure

import gamekit as gk


def test_play_orders_and_game_graph():
    edges = gk.Halom().graph(5)
    assert sorted(gk.plots.play_orders(edges).values()) == [0, 1, 2, 3, 4, 5]
    for game, start in ((gk.Halom(), 5), (gk.RelativePrime(), 5), (gk.Bachet(2), 6)):
        fig = gk.plots.game_graph(game, start)
        assert isinstance(fig, Figure)
        texts = [t.get_text() for t in fig.axes[0].texts]
        assert f"{start}\nγ={game.grundy(start)}" in texts
    with pytest.raises(ValueError, match="more than 3 positions"):
        gk.plots.game_graph(gk.Halom(), 5, limit=3)
    with pytest.raises(ValueError, match="cycle"):
        gk.plots.play_orders({0: [1], 1: [0]})

