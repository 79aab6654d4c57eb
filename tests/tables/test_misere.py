"""Tests of gamekit.tables.misere: genus and Chomp tables."""
from __future__ import annotations

import gamekit as gk


def test_genus_and_chomp_tables():
    frame = gk.tables.genus_frame(gk.Kayles, 6)
    assert frame.loc[5, "tame?"] == "wild" and frame.loc[0, "genus"] == "0¹²⁰"
    assert gk.tables.chomp_frame(3, 3).loc[1, 1] == "—"

