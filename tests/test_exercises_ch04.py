"""Tests of gamekit.exercises.ch04: the checkers of chapter 4 accept right answers and reject wrong ones."""
from __future__ import annotations

import gamekit as gk
from gamekit.exercises import ch04
from printed import SLIDE_ROWS


def test_exercise_checkers_accept_right_answers_and_reject_wrong_ones():
    assert ch04.check_misere_values({2, 5}, SLIDE_ROWS[(2, 5)][1])
    assert not ch04.check_misere_values({2, 5}, SLIDE_ROWS[(2, 5)][0])
    assert ch04.check_misere_nim_rule(lambda p: gk.misere_nim_outcome(p) == "P")
    assert not ch04.check_misere_nim_rule(lambda p: False)
    assert ch04.check_misere_nim_move((3, 1, 1), (1, 1, 1))
    assert not ch04.check_misere_nim_move((3, 1, 1), (3, 1, 1))
    assert ch04.check_misere_wythoff_p_positions([(0, 1), (1, 0), (2, 2), (3, 5), (5, 3), (4, 7), (7, 4),
                                                  (6, 10), (10, 6)])
    assert not ch04.check_misere_wythoff_p_positions([(0, 1), (1, 0)])
    assert ch04.check_sj_rule(lambda v: gk.anti_sg_outcome(v) == "N")
    assert ch04.check_chomp_bite(4, 4, (1, 1))
    assert not ch04.check_chomp_bite(4, 4, (0, 0))
    assert ch04.check_ferguson_fails("0.77")
    assert not ch04.check_ferguson_fails("0.33")

