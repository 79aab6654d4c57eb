"""Tests of gamekit.course.exercises.start: the checker of the start-here chapter."""
from __future__ import annotations

from gamekit.course.exercises.start import check_take_1_3_or_4


def test_take_1_3_or_4_checker_accepts_the_kernel_only():
    assert check_take_1_3_or_4(lambda n: n % 7 in (0, 2))
    wrong = check_take_1_3_or_4(lambda n: n % 2 == 0)
    assert not wrong and "4 → 0" in wrong.message
    assert not check_take_1_3_or_4(lambda n: n % 4 == 0), "mini Bachet's rule is not this game's"


def test_a_student_function_that_raises_is_named_with_its_input():
    def is_p(n):
        return [True, False][n]

    verdict = check_take_1_3_or_4(is_p)
    assert not verdict and "is_p(2) raised IndexError" in verdict.message


def test_an_empty_answer_cell_says_so():
    def is_p(n: int) -> bool:
        """Return True for the P-positions."""
        ...  # your answer

    assert "no answer yet" in check_take_1_3_or_4(is_p).message
    assert "no answer yet" in check_take_1_3_or_4(...).message
