"""Tests of gamekit.widgets.game: the function behind the sum builder."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_sum_view_behind_the_sum_builder():
    t = gk.widgets.sum_view("NIM", 10, "DIM", 10, "RELATÍV PRÍM", 10)
    assert t.data["γ"].tolist() == [10, 2, 0, 8]
    assert t.data["winning moves here"].tolist() == ["2", "—", "—", ""]
    assert gk.widgets.sum_view("KUGLI (Kayles)", 4, "Lasker's nim", 0, "NIM", 0).data["γ"].tolist() == [1, 0, 0, 1]
    with pytest.raises(ValueError, match="unknown game"):
        gk.widgets.sum_view("CHESS", 1)
    assert type(gk.widgets.sum_builder()).__name__ == "VBox"


def test_the_sum_builder_reuses_its_own_games_and_no_global_cache():
    from gamekit.widgets import game as module

    games = module.SumGames()
    first = gk.widgets.sum_view("DIM", 30, "NIM", 3, "NIM", 4, games=games)
    assert games["DIM"] is games["DIM"] and len(games) == 2            # made once, then kept
    again = gk.widgets.sum_view("DIM", 30, "NIM", 3, "NIM", 4, games=games)
    assert again.data["γ"].tolist() == first.data["γ"].tolist()
    assert not hasattr(module, "_GAMES")
