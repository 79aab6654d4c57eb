"""Tests of gamekit.theory.arithmetic: the mex and the nim-sum."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_mex_of_the_slides_example_is_3():
    assert gk.mex({0, 1, 2, 4, 6}) == 3
    assert gk.mex([]) == 0
    assert gk.mex([1, 2, 3]) == 0


def test_nim_sum_of_6_and_5_is_3():
    assert gk.nim_sum(6, 5) == 3
    assert gk.nim_sum() == 0
    assert gk.nim_sum(13, 42, 30, 43) == 18


@pytest.mark.parametrize("call", [lambda: gk.mex([0, -1]), lambda: gk.nim_sum(3, -2)])
def test_arithmetic_rejects_a_negative_number(call):
    with pytest.raises(ValueError, match="must be a non-negative integer"):
        call()


@pytest.mark.parametrize("call", [lambda: gk.nim_sum(1.5), lambda: gk.mex(["a"])])
def test_arithmetic_rejects_what_is_not_a_whole_number_as_a_type_error(call):
    with pytest.raises(TypeError, match="must be a non-negative integer"):
        call()

