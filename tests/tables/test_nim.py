"""Tests of gamekit.tables.nim: a nim position in binary, its candidate moves, nim heaps hidden in other games."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_nim_position_layout_of_the_worked_example():
    data = gk.tables.nim_position_layout((13, 42, 30, 43)).data
    assert list(data.index) == ["a", "b", "c", "d", "s"]
    assert [32, 16, 8, 4, 2, 1] == list(data.columns[:-1])
    assert data.loc["s"].tolist() == [0, 1, 0, 0, 1, 0, 18]
    assert data.loc["b"].tolist() == [1, 0, 1, 0, 1, 0, 42]


def test_candidates_table_marks_only_the_legal_move():
    data = gk.tables.nim_candidates_table((13, 42, 30, 43)).data
    assert data["x' < x"].tolist() == ["no", "no", "yes", "no"]
    assert data.loc["c", "move"] == "(13, 42, 30, 43) → (13, 42, 12, 43)"


def test_hidden_nim_table_agrees_with_brute_force():
    t = gk.tables.hidden_nim_table(gk.Bubbles(9), [(0, 4, 7), (1, 2), (3,)], brute_force=True)
    assert (t["agree"] == "yes").all() and (t["mex rule"] == t["nim-sum"]).all()
    with pytest.raises(ValueError, match="hidden_nim"):
        gk.tables.hidden_nim_table(gk.Nim(), [(1, 2)])


def test_the_woodcutters_forest_is_written_without_python_tuples():
    """Chapter 3 showed ('####',) and (4,) in this table, and True where it meant yes."""
    t = gk.tables.hidden_nim_table(gk.Forest(), [("####",), ("##.###", "#.#")], brute_force=True)
    assert t["position"].tolist() == ["(####)", "(##.###, #.#)"]
    assert t["heaps"].tolist() == ["a heap of 4", "(2, 3, 1, 1)"]
    assert t["agree"].tolist() == ["yes", "yes"]
