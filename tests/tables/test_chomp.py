"""Tests of gamekit.tables.chomp: the bites strategy stealing finds."""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.games.boards.chomp import strategy_stealing


def test_stealing_frame():
    frame = gk.tables.stealing_frame(3, 4)
    assert frame.loc[1, 1] == "—" and frame.shape == (3, 4)
    with pytest.raises(ValueError, match="no bite"):
        strategy_stealing(1, 1)
