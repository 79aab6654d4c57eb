"""Tests of gamekit.plots.boards: board heatmaps."""
from __future__ import annotations

import gamekit as gk


def test_board_heatmap_marks_every_p_position():
    fig = gk.plots.board_heatmap(gk.Rook(), 8, 8)
    assert len(fig.axes[0].patches) == 8
    assert fig.get_facecolor()[:3] == (1.0, 1.0, 1.0)

