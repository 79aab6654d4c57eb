"""Tests of gamekit.exercises.ch05: the checkers of chapter 5 accept right answers and reject wrong ones."""
from __future__ import annotations

import gamekit as gk


def test_chapter_5_checkers_accept_right_answers_and_refuse_wrong_ones():
    from gamekit.exercises import ch05

    assert ch05.check_dawson_values(gk.DawsonsKayles.grundy_sequence(30)).ok
    assert not ch05.check_dawson_values([0] * 30).ok
    assert ch05.check_octal_options(".156", gk.OctalGame(".156").heap_options).ok
    assert not ch05.check_octal_options(".156", gk.Kayles.heap_options).ok
    assert ch05.check_kayles_move((4, 1, 3, 2), gk.Kayles.winning_moves((4, 1, 3, 2))[0]).ok
    assert not ch05.check_kayles_move((4, 1, 3, 2), (4, 1, 3)).ok
    assert ch05.check_period(".77", 71, 12).ok
    assert not ch05.check_period(".77", 71, 24).ok and not ch05.check_period(".77", 60, 12).ok
    values = gk.GrundysGame().grundy_sequence(200)
    assert ch05.check_grundys_game_p_positions(lambda n: values[n] == 0).ok
    assert ch05.check_code_for_subtraction({1, 2, 3}, ".333").ok
    assert not ch05.check_code_for_subtraction({1, 2, 3}, ".777").ok
    assert not ch05.check_code_for_subtraction({1}, "0.9").ok

