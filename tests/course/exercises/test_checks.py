"""Tests of gamekit.course.exercises.checks: the generic checkers name where a rule breaks."""
from __future__ import annotations

import re

from hypothesis import given

import gamekit as gk
from gamekit.course.exercises.checks import check_kernel_rule, check_nim_move, check_values
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


# --------------------------------------------------------------------------- the course's words, not Python's

PYTHON_ONLY = re.compile(r"\(-?\d+,\)|\(\)|\[\(|'[A-Za-z0-9]+'|\b0\.\d+\b|\{\d+: \[")
"""A one-heap tuple (3,), an empty tuple (), a list of tuples, a quoted name, an octal code as 0.77."""


def _said_without_code(verdict) -> str:
    return re.sub(r"`[^`]*`", "", verdict.message)          # what a student is told to type may be Python


def test_no_check_echoes_a_tuple_of_python():
    """Chapter 5 said "(0,) is not a move of 0.77": one heap or none, codes and names in the course's words."""
    from gamekit.course.exercises import ch01, ch02, ch04, ch05, ch06

    loop = gk.GraphGame({"a": ["b"], "b": ["a", "c"], "c": []})
    verdicts = {
        "(0,) of ·77": ch05.check_octal_options(".77", lambda n: [(n - 1,)]),
        "the options () of ·156": ch05.check_octal_values(".156", list(range(30))),
        "·777's move to (1, 1)": ch05.check_subtraction_codes(lambda ks: "." + "7" * max(ks)),
        "a Kayles row": ch05.check_kayles_move((5,), (3,)),
        "a Kayles row cleared": ch04.check_misere_kayles_move((3,), ()),
        "a misère sum of one heap": ch04.check_misere_sum_move({2, 5}, (7,), (6,)),
        "Ferguson's code": ch04.check_ferguson_fails_without_splits("0.77"),
        "Bachet's one heap": ch01.check_winning_moves(gk.Bachet(2), 7, [6]),
        "nim's one heap": ch02.check_all_winning_moves((5,), [(0,)]),
        "a nim move to one heap": check_nim_move((5, 3), (5,)),
        "a vertex by name": ch06.check_loopy_values(loop, {"a": 1, "b": 1, "c": 0}),
        "an outcome by name": ch06.check_outcomes(loop, {"a": "D", "b": "N", "c": "P"}),
        "rows of a table": ch02.check_nim_sum_table([[0, 1], [1, 0, 3]]),
        "a graph of moves": ch06.check_outcome_function(lambda edges: {p: "N" for p in edges}),
    }
    for case, verdict in verdicts.items():
        said = _said_without_code(verdict)
        assert not PYTHON_ONLY.search(said), (case, verdict.message)
    assert "a heap of 0 is not a move of ·77" in verdicts["(0,) of ·77"].message
    assert verdicts["Bachet's one heap"].message == "this is the one winning move from a heap of 7."
    assert "the position a" in verdicts["a vertex by name"].message
