"""Tests of gamekit.exercises.ch02: the checkers of chapter 2 accept right answers and reject wrong ones."""
from __future__ import annotations

import numpy as np

import gamekit as gk
from gamekit import nimbers as nb

from gamekit.exercises import ch02  # noqa: E402


def test_exercise_checkers_accept_right_answers():
    assert ch02.check_nim_sum_table(nb.nim_sum_table(8).tolist())
    assert ch02.check_nim_sum_function(lambda a, b: a ^ b)
    assert ch02.check_nim_move((11, 22, 33, 44), (11, 6, 33, 44))
    assert ch02.check_all_winning_moves((7, 11, 13, 14), [(7, 4, 13, 14), (7, 11, 2, 14), (7, 11, 13, 1)])
    assert ch02.check_monotone_witness(nb.nim_monotone_witness)
    n = np.arange(4)
    assert ch02.check_operation((n[:, None] + n[None, :]).tolist(), cancellative=True, nim_monotone=False)
    assert ch02.check_operation(nb.nim_sum_table(4), cancellative=True, nim_monotone=True)
    assert ch02.check_nim_inverses([0] + [gk.nim_inverse(a) for a in range(1, 16)])


def test_exercise_checkers_reject_wrong_answers_without_the_answer():
    table = nb.nim_sum_table(8)
    table[5, 6] = 2
    verdict = ch02.check_nim_sum_table(table.tolist())
    assert not verdict and "(5, 6)" in verdict.message and "3" not in verdict.message.split("holds")[-1]
    assert not ch02.check_nim_sum_table([[0, 1], [1, 0]])
    assert not ch02.check_nim_sum_table([[0.5] * 8] * 8)
    assert not ch02.check_nim_sum_function(lambda a, b: (a | b))
    assert not ch02.check_nim_sum_function(lambda a, b: "x")
    assert not ch02.check_nim_move((11, 22, 33, 44), (11, 22, 33, 45))    # a heap grows
    assert not ch02.check_nim_move((11, 22, 33, 44), (10, 21, 33, 44))    # two heaps change
    assert not ch02.check_nim_move((11, 22, 33, 44), (11, 22, 33))        # a heap vanishes
    assert not ch02.check_all_winning_moves((7, 11, 13, 14), [(7, 4, 13, 14), (7, 4, 13, 14)])
    assert not ch02.check_all_winning_moves((7, 11, 13, 14), [(6, 11, 13, 14)])
    assert not ch02.check_monotone_witness(lambda a, b, c: ("b", c ^ a))
    assert not ch02.check_monotone_witness(lambda a, b, c: None)
    assert not ch02.check_operation([[0, 1], [1, 0]], cancellative=True, nim_monotone=False)
    assert not ch02.check_operation([[0, 0], [0, 0]], cancellative=True, nim_monotone=False)
    assert not ch02.check_nim_inverses([0] * 16)
    assert not ch02.check_nim_inverses([0] * 15)

