"""Tests of gamekit.course.exercises.ch07: the checkers of chapter 7 accept right answers and reject wrong ones."""
from __future__ import annotations

import gamekit as gk
from gamekit.games.boards.chomp import strategy_stealing
from gamekit.games.heaps.splitting import split_nim_rule
from gamekit.course.exercises import ch07


def test_checkers_accept_right_answers():
    assert ch07.check_bash_rule(lambda n, m: n % (m + 1))
    assert ch07.check_misere_bash(lambda n, m: n % (m + 1) == 1)
    assert ch07.check_misere_bash(lambda n, m: int(n % (m + 1) == 1))      # 0/1 for False/True is fine
    assert ch07.check_wythoff_move((10, 17), gk.wythoff_winning_moves((10, 17))[0])
    assert ch07.check_wythoff_move((33, 50), [27, 44])                    # a list is a pair too
    from gamekit.games.boards.coins import coins_to_string
    answer = coins_to_string(gk.RulerGame().winning_moves("KPKPPKPK")[0], 8)
    assert ch07.check_ruler_move("KPKPPKPK", answer)
    assert ch07.check_dynamic_p_heaps(3, gk.dynamic_p_heaps(3, 100))
    assert ch07.check_dynamic_p_heaps(7, gk.dynamic_p_heaps(7, 100))
    assert ch07.check_dynamic_take(2, 100, gk.FibonacciNim().winning_take(100))
    assert ch07.check_dynamic_take(2, (73, 12), 5)
    suspense = lambda g, p: gk.suspense(g, p)  # noqa: E731
    asked = ch07.check_every_sg_rule(lambda a, b: max(suspense(gk.Bash(2), a), suspense(gk.Bash(3), b)) % 2 == 1)
    assert not asked and "calls gamekit’s `grundy`" in asked.message
    assert ch07.check_split_rule(lambda n: split_nim_rule(n, 3))
    assert ch07.check_chomp_bite(3, 4, strategy_stealing(3, 4)[0])
    assert ch07.check_chomp_bite(4, 7, (2, 3))


def test_checkers_reject_wrong_answers():
    assert not ch07.check_bash_rule(lambda n, m: n % m)
    assert not ch07.check_misere_bash(lambda n, m: n % (m + 1) == 0)
    message = ch07.check_misere_bash(lambda n, m: n % (m + 1) == 1 and n < 10).message
    assert "with m = 1 and a heap of 11 the player to move loses: every move leaves" in message
    message = ch07.check_misere_bash(lambda n, m: n % (m + 1) in (0, 1)).message
    assert "heap of 0 the player to move wins (the opponent has taken the last token)" in message
    assert not ch07.check_wythoff_move((10, 17), (10, 10))
    assert gk.Wythoff().outcome((9, 17)) == "N"       # a legal move, but into an N-position
    assert not ch07.check_wythoff_move((10, 17), (9, 17))
    assert "not a Wythoff move" in ch07.check_wythoff_move((10, 17), (9, 15)).message
    assert "not a ruler-game move" in ch07.check_ruler_move("KPKPPKPK", "PPKPPKPK").message
    assert "lengths" in ch07.check_ruler_move("KP", "KPK").message
    assert not ch07.check_dynamic_p_heaps(3, [1, 2, 3, 4, 6, 8])
    assert "between 1 and" in ch07.check_dynamic_p_heaps(3, [0, 1]).message
    assert "may take" in ch07.check_dynamic_take(2, 100, 100).message
    assert "faces 70 with at most 6" in ch07.check_dynamic_take(2, (73, 12), 3).message
    assert not ch07.check_every_sg_rule(lambda a, b: True)
    assert not ch07.check_split_rule(lambda n: split_nim_rule(n, 2))
    assert "poisoned" in ch07.check_chomp_bite(3, 4, (0, 0)).message
    assert "not a square" in ch07.check_chomp_bite(3, 4, (3, 0)).message
    assert "winning reply" in ch07.check_chomp_bite(4, 7, (3, 6)).message


def test_checkers_are_kind_to_unexpected_answers():
    for verdict in (ch07.check_misere_bash(...), ch07.check_wythoff_move((33, 50), ...),
                    ch07.check_ruler_move("KPKPPKPK", ...), ch07.check_dynamic_p_heaps(7, [...]),
                    ch07.check_dynamic_take(2, (73, 12), ...), ch07.check_chomp_bite(4, 7, ...)):
        assert "no answer yet" in verdict.message

    def loses(n, m):
        return n % (m + 1) == 1 if n < 3 else 1 / (n - 3)

    message = ch07.check_misere_bash(loses).message
    assert "loses(3, 1) raised ZeroDivisionError" in message
    assert "f(0, 1) should be True or False, not the text 'yes'" in ch07.check_misere_bash(lambda n, m: "yes").message
    assert "should be a pair of whole numbers" in ch07.check_wythoff_move((33, 50), 27).message
    assert "should be a pair of whole numbers" in ch07.check_wythoff_move((33, 50), (27, 44, 0)).message
    assert "should be a whole number" in ch07.check_wythoff_move((33, 50), ("27", "44")).message
    assert "string of P and K" in ch07.check_ruler_move("KPKPPKPK", ["K", "P"]).message
    assert "only 'P' (heads) and 'K' (tails)" in ch07.check_ruler_move("KPKPPKPK", "KPKPXKPK").message
    assert "should be a list" in ch07.check_dynamic_p_heaps(7, 95).message
    assert "each heap should be a whole number" in ch07.check_dynamic_p_heaps(7, ["1", "2"]).message
    assert "the take should be a whole number" in ch07.check_dynamic_take(2, (73, 12), "5").message
    assert "f(0) should be a whole number" in ch07.check_split_rule(lambda n: str(n)).message

    def split3(n):
        return str(n)

    assert "split3(0) should be a whole number, not the text '0'" in ch07.check_split_rule(split3).message
    assert "should be a pair of whole numbers" in ch07.check_chomp_bite(4, 7, "b4").message
