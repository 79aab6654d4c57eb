"""Tests of gamekit.tables.game: the table of a sum of games."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_sum_table_lists_each_value_the_nim_sum_and_the_winning_moves():
    t = gk.tables.sum_table([(gk.Nim(), 13), (gk.Nim(), 42), (gk.Nim(), 30), (gk.Nim(), 43)])
    assert t.data["γ"].tolist() == [13, 42, 30, 43, 18]
    assert t.data["winning moves here"].tolist() == ["—", "—", "12", "—", ""]
    zero = gk.tables.sum_table([(gk.Nim(), 3), (gk.Nim(), 3)])
    assert "background-color: #009E73" in zero.to_html()
    with pytest.raises(ValueError, match="at least one"):
        gk.tables.sum_table([])
