"""Tests of gamekit.exercises.start: the checker of the start-here chapter."""
from __future__ import annotations

from gamekit.exercises.start import check_take_1_to_3


def test_take_1_to_3_checker_accepts_multiples_of_4_only():
    assert check_take_1_to_3(lambda n: n % 4 == 0)
    wrong = check_take_1_to_3(lambda n: n % 2 == 0)
    assert not wrong and "4" not in wrong.message.split("calls")[0]

