"""Tests of gamekit.course.exercises.checks: the generic checkers name where a rule breaks."""
from __future__ import annotations

from hypothesis import given

import gamekit as gk
from gamekit.course.exercises.checks import check_kernel_rule, check_values
from gamekit.testing import heap_positions


def test_checkers_name_where_a_rule_breaks():
    mini = gk.SubtractionGame({1, 2})
    verdict = check_kernel_rule(mini, lambda n: n % 3 == 1, range(10))
    assert not verdict and "0" in verdict.message and "no moves" in verdict.message
    assert check_values(mini, lambda n: n % 3, range(50))
    assert not check_values(mini, lambda n: min(n, 2), range(50))



# --------------------------------------------------------------------------- the one nim-move checker
def test_nim_move_checker_names_each_illegal_move():
    from gamekit.course.exercises.checks import nim_move_problem

    assert nim_move_problem((3, 4, 5), (3, 4)) == "(3, 4) does not have the 3 heaps of (3, 4, 5)."
    assert nim_move_problem((3, 4, 5), (2, 3, 5)) == ("(3, 4, 5) → (2, 3, 5) changes 2 heaps; "
                                                      "a nim move changes exactly one.")
    assert nim_move_problem((3, 4, 5), (3, 4, 1)) is None


def test_chapter_2_and_3_keep_their_own_words():
    from gamekit.course.exercises import ch02, ch03

    assert str(ch02.check_nim_move((3, 4, 5), (3, 4, 6))).endswith("a nim move only takes away.")
    assert str(ch03.check_nim_move((3, 4, 5), (3, 4, 6))).endswith("is not a nim move: lower exactly one heap.")
    assert str(ch02.check_nim_move((3, 4, 5), (1, 4, 5))).endswith("(1, 4, 5) leaves nim-sum 0, a P-position.")
    assert str(ch03.check_nim_move((3, 4, 5), (1, 4, 5))).endswith("(1, 4, 5) has nim-sum 0: your opponent faces "
                                                                   "a P-position.")


@given(heap_positions(9, min_heaps=1), heap_positions(9, min_heaps=1))
def test_the_nim_move_checker_accepts_exactly_the_winning_moves(position, move):
    from gamekit.course.exercises.checks import check_nim_move

    position, move = tuple(position), tuple(move)
    assert check_nim_move(position, move).ok == (move in gk.Nim().winning_moves(position))
