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


@pytest.mark.parametrize("bad", [True, False, 2.0, 2.5, "3", None, [1], 1j, np.float64(2.0)])
def test_what_is_not_an_integer_is_refused_as_a_type_not_coerced(bad):
    for check in (v.integer, v.natural, v.positive):
        with pytest.raises(TypeError, match="the count must be"):
            check(bad, "the count")
    with pytest.raises(TypeError, match="a heap size is a whole number of tokens, like 7; got"):
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
    with pytest.raises(TypeError, match=r"a nim position is a row of heap sizes, like \(3, 5\); got the number 5"):
        v.heaps(5, "a nim position")


def test_flags_are_only_true_or_false():
    assert v.flag(False, "misère") is False
    for bad in (0, 1, "yes", None):
        with pytest.raises(TypeError, match="misère must be True or False"):
            v.flag(bad, "misère")


def test_numpy_rows_and_integers_are_heaps():
    assert v.heap_position(np.array([1, 2])) == (1, 2) and v.heap_position(np.int64(7)) == (7,)
    assert v.heaps(np.array([3, 4], dtype=np.uint8), "a nim position") == (3, 4)
    assert all(type(h) is int for h in v.heap_position(np.array([1, 2])))
    with pytest.raises(TypeError, match="one-dimensional"):
        v.heap_position(np.zeros((2, 2), dtype=int))
    with pytest.raises(TypeError, match="a heap size is a whole number"):
        v.heap_position(np.array([1.0, 2.0]))


@pytest.mark.parametrize("bad, words", [
    ("3, 5", "the text '3, 5'"), (2.5, "the number 2.5"), (3.0, "write 3"), (None, "nothing"),
    ({3, 5}, "the set"), (True, "a truth value"),
])
def test_a_position_that_is_no_row_of_heaps_is_explained_in_the_course_words(bad, words):
    with pytest.raises(TypeError) as caught:
        v.heap_position(bad)
    assert "row of heap sizes, like (3, 5)" in str(caught.value) or "whole number" in str(caught.value)
    assert words in str(caught.value)
