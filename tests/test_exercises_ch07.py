"""Tests of gamekit.exercises.ch07: the checkers of chapter 7 accept right answers and reject wrong ones."""
from __future__ import annotations

import gamekit as gk
from gamekit.exercises import ch07


def test_checkers_accept_right_answers():
    assert ch07.check_bash_rule(lambda n, m: n % (m + 1))
    assert ch07.check_wythoff_move((10, 17), gk.wythoff_winning_moves((10, 17))[0])
    from gamekit.coins import coins_to_string
    answer = coins_to_string(gk.RulerGame().winning_moves("KPKPPKPK")[0], 8)
    assert ch07.check_ruler_move("KPKPPKPK", answer)
    assert ch07.check_dynamic_p_heaps(3, gk.dynamic_p_heaps(3, 100))
    assert ch07.check_dynamic_take(2, 100, gk.FibonacciNim().winning_take(100))
    suspense = lambda g, p: gk.suspense(g, p)  # noqa: E731
    assert ch07.check_every_sg_rule(lambda a, b: max(suspense(gk.Bash(2), a), suspense(gk.Bash(3), b)) % 2 == 1)
    assert ch07.check_split_rule(lambda n: gk.split_nim_rule(n, 3))
    assert ch07.check_chomp_bite(3, 4, gk.strategy_stealing(3, 4)[0])


def test_checkers_reject_wrong_answers():
    assert not ch07.check_bash_rule(lambda n, m: n % m)
    assert not ch07.check_wythoff_move((10, 17), (10, 10))
    assert gk.Wythoff().outcome((9, 17)) == "N"       # a legal move, but into an N-position
    assert not ch07.check_wythoff_move((10, 17), (9, 17))
    assert "not a Wythoff move" in ch07.check_wythoff_move((10, 17), (9, 15)).message
    assert "not a ruler-game move" in ch07.check_ruler_move("KPKPPKPK", "PPKPPKPK").message
    assert "lengths" in ch07.check_ruler_move("KP", "KPK").message
    assert not ch07.check_dynamic_p_heaps(3, [1, 2, 3, 4, 6, 8])
    assert "between 1 and" in ch07.check_dynamic_p_heaps(3, [0, 1]).message
    assert "may take" in ch07.check_dynamic_take(2, 100, 100).message
    assert not ch07.check_every_sg_rule(lambda a, b: True)
    assert not ch07.check_split_rule(lambda n: gk.split_nim_rule(n, 2))
    assert "poisoned" in ch07.check_chomp_bite(3, 4, (0, 0)).message
    assert "not a square" in ch07.check_chomp_bite(3, 4, (3, 0)).message

