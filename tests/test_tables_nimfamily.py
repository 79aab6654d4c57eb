"""Tests of gamekit.tables.nimfamily: hidden nim heaps."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_hidden_nim_table_agrees_with_brute_force():
    t = gk.tables.hidden_nim_table(gk.Bubbles(9), [(0, 4, 7), (1, 2), (3,)], brute_force=True)
    assert t["agree"].all()
    with pytest.raises(ValueError, match="hidden_nim"):
        gk.tables.hidden_nim_table(gk.Nim(), [(1, 2)])
