"""Tests of gamekit.tables.everysg: remoteness and suspense."""
from __future__ import annotations


import gamekit as gk


def test_time_frame():
    frame = gk.tables.time_frame(gk.Wythoff(), [(0, 0), (1, 2), (2, 2)])
    assert frame["suspense"].tolist() == [0, 2, 3] and frame["remoteness"].tolist() == [0, 2, 1]
