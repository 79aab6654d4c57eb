"""Tests of gamekit.tables.nimfield: the nim-product table."""
from __future__ import annotations

import gamekit as gk


def test_nim_product_frame_is_the_mex_table():
    frame = gk.tables.nim_product_frame(16)
    assert (frame.to_numpy() == gk.nim_product_table(16)).all()
    assert frame.loc[15].tolist()[1:] == [gk.nim_product(15, b) for b in range(1, 16)]
