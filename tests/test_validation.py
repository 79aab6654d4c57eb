"""The one home of input checks: integers, naturals, heaps and flags are refused with their names."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamekit.core import validation as v


@given(st.integers(min_value=0))
def test_every_natural_number_is_taken_as_itself(n):
    assert v.natural(n, "n") == n and v.heap(n) == n and v.heap_position(n) == (n,)


@given(st.integers(max_value=-1))
def test_negative_numbers_are_refused_by_name(n):
    with pytest.raises(ValueError, match="the size must be a non-negative integer"):
        v.natural(n, "the size")
    with pytest.raises(ValueError, match="a heap cannot be negative"):
        v.heap(n)


@pytest.mark.parametrize("bad", [True, False, 2.0, 2.5, "3", None, [1], 1j])
def test_what_is_not_an_integer_is_refused_not_coerced(bad):
    for check in (v.integer, v.natural, v.positive):
        with pytest.raises(ValueError, match="the count must be"):
            check(bad, "the count")
    with pytest.raises(ValueError, match="a heap is a non-negative integer"):
        v.heap(bad)


def test_numpy_integers_are_integers():
    assert v.natural(np.int64(7), "n") == 7 and type(v.natural(np.int64(7), "n")) is int
    assert not v.is_integer(np.float64(7.0))


def test_zero_is_not_positive():
    with pytest.raises(ValueError, match="positive integer, got 0"):
        v.positive(0, "k")


def test_heaps_need_a_sequence_and_may_need_one_heap():
    assert v.heaps([3, 4], "a nim position") == (3, 4)
    assert v.heaps((), "a position") == ()
    with pytest.raises(ValueError, match="a nim position needs at least one heap"):
        v.heaps([], "a nim position", empty=False)
    with pytest.raises(ValueError, match="is a sequence of heap sizes"):
        v.heaps(5, "a nim position")


def test_flags_are_only_true_or_false():
    assert v.flag(False, "misère") is False
    for bad in (0, 1, "yes", None):
        with pytest.raises(ValueError, match="misère must be True or False"):
            v.flag(bad, "misère")
