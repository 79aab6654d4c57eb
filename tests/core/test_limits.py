"""Tests of Tables too large for memory are refused up front, whichever game builds them."""
from __future__ import annotations

import pytest

import gamekit as gk


@pytest.mark.parametrize("call", [
    lambda: gk.Nim().grundy_sequence(10**13),
    lambda: gk.SubtractionGame({1, 2}).grundy_sequence(10**13),
    lambda: gk.Kayles.grundy_sequence(10**13),
    lambda: gk.GrundysGame().grundy_array(10**13),
    lambda: gk.Queen().grundy_table(10**7, 10**7),
    lambda: gk.wythoff_values(10**7),
    lambda: gk.Dim().grundy(10**13),
    lambda: gk.RelativePrime().grundy_sequence(10**13),
    lambda: gk.Queen().grundy((10**7, 10**7)),
    lambda: gk.Wythoff().grundy((10**6, 10**6)),
])
def test_tables_too_large_for_memory_are_refused_up_front(call):
    with pytest.raises(ValueError, match="would need .* of memory"):
        call()
