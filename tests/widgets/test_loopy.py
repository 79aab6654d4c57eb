"""Tests of gamekit.widgets.loopy: the function behind the cars explorer."""
from __future__ import annotations

import pytest

from gamekit.games.graphs.dugo import dugo


def test_cars_view_behind_the_widget():
    from gamekit.widgets.loopy import cars_view, parse_cars

    assert parse_cars("a,k p", dugo()) == ["A", "K", "P"]
    with pytest.raises(ValueError, match="not a town"):
        cars_view(dugo(), "A O")
    with pytest.raises(ValueError, match="at least one"):
        cars_view(dugo(), "  ")
    assert cars_view(dugo(), "B I L C").data.shape == (4, 3)

