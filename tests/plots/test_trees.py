"""Tests of gamekit.plots.trees and plots.strips: trees, GYALOGOS boards and bubble tubes."""
from __future__ import annotations

import gamekit as gk
from gamekit.games.graphs.trees import stalk


def test_figures_of_the_chapter():
    assert gk.plots.tree_figure(stalk(3)).axes[0].get_title() == "γ = 3"
    g = gk.Northcott(8)
    fig = gk.plots.northcott_figure(g, g.from_gaps([4, 0, 0, 3, 1, 1, 3, 5]))
    assert fig.axes[0].get_title().endswith("nim-sum 1 (white to move)")
    assert gk.plots.bubbles_figure(gk.Bubbles(23), (0, 8, 11, 16, 18)).axes[0].get_title() == \
        "heaps 7, 4, 4: nim-sum 7"

