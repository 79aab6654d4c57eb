"""Tests of gamekit.exercises.ch03: the checkers of chapter 3 accept right answers and reject wrong ones."""
from __future__ import annotations

import gamekit as gk
from gamekit.exercises import ch03


def test_checkers_accept_right_answers_and_reject_wrong_ones():
    assert ch03.check_nim_move((13, 42, 30, 43), (13, 42, 12, 43))
    assert not ch03.check_nim_move((13, 42, 30, 43), (13, 42, 30, 40))
    assert not ch03.check_nim_move((13, 42, 30, 43), (13, 42, 31, 43))
    assert ch03.check_staircase_rule(lambda p: gk.nim_sum(*p[0::2]) == 0)
    assert not ch03.check_staircase_rule(lambda p: gk.nim_sum(*p) == 0)
    assert ch03.check_fordito_move("KPPKKKPKKP", "KPPKKPPKKK")
    assert not ch03.check_fordito_move("KPPKKKPKKP", "KPPKKKPKKK")
    assert not ch03.check_fordito_move("KPPKKKPKKP", "PPPKKKPKKP")
    assert not ch03.check_fordito_move("KPP", "KP")
    assert ch03.check_dim_rule(lambda n: (n & -n).bit_length())
    assert not ch03.check_dim_rule(lambda n: 0)
    assert ch03.check_climbers_rule(lambda h: (9 - h[0]) % 2 ^ (9 - h[1]) % 3 ^ (9 - h[2]) % 5 == 0)
    assert not ch03.check_climbers_rule(lambda h: False)
    assert ch03.check_tree_value(((), ((),)), 3)
    assert not ch03.check_tree_value(gk.stalk(15), 15)
    assert ch03.check_lasker_rule(lambda n: n + 1 if n % 4 == 3 else n - 1 if n and n % 4 == 0 else n)

