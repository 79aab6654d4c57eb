"""Tests of gamekit.plots.octal: plots of octal game values."""
from __future__ import annotations

import numpy as np

import gamekit as gk


def test_sparse_space_plot_and_values_plot():
    g = gk.GrundysGame()
    values = g.grundy_array(5000)
    fig = gk.plots.sparse_space_plot(values, g.common_values(int(values.max()) + 1))
    assert len(fig.axes[0].patches) == len(np.bincount(values))
    fig = gk.plots.values_plot(values, rare=g.rare_heaps(5000))
    assert "rare values" in fig.axes[0].get_legend().get_texts()[1].get_text()

