"""Tests of gamekit.plots.loopy: figures of loopy games."""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.games.graphs.dugo import dugo


def test_loopy_figure_rejects_non_moves():
    with pytest.raises(ValueError, match="not a move"):
        gk.plots.loopy_figure(dugo(), layout=gk.plots.DUGO_LAYOUT, moves=[("A", "C")])

