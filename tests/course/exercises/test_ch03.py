"""Tests of gamekit.course.exercises.ch03: the checkers of chapter 3 accept right answers and reject wrong ones."""
from __future__ import annotations

import gamekit as gk
from gamekit.games.graphs.trees import stalk
from gamekit.course.exercises import ch03


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
    assert not ch03.check_tree_value(stalk(15), 15)
    assert ch03.check_lasker_rule(lambda n: n + 1 if n % 4 == 3 else n - 1 if n and n % 4 == 0 else n)



def _staircase_winning_moves(steps):
    steps = tuple(steps)
    s = gk.nim_sum(*steps[0::2])
    moves = []
    for i in range(0, len(steps), 2):
        x = steps[i]
        if x ^ s < x:
            q = list(steps)
            q[i] = x ^ s
            if i:
                q[i - 1] += x - (x ^ s)
            moves.append(tuple(q))
        if i + 1 < len(steps) and x < x ^ s <= x + steps[i + 1]:
            q = list(steps)
            q[i], q[i + 1] = x ^ s, steps[i + 1] - ((x ^ s) - x)
            moves.append(tuple(q))
    return moves


def test_staircase_winning_moves():
    assert ch03.check_staircase_winning_moves(_staircase_winning_moves)
    asked = ch03.check_staircase_winning_moves(lambda p: gk.StaircaseNim().winning_moves(p))
    assert not asked and "calls gamekit’s `winning_moves`" in asked.message

    def only_down(steps):
        return [q for q in _staircase_winning_moves(steps) if sum(q[0::2]) < sum(steps[0::2])]
    missing = ch03.check_staircase_winning_moves(only_down)
    assert not missing and "misses 1 winning move: a winning move may also carry tokens onto an odd step" \
        in missing.message
    off = ch03.check_staircase_winning_moves(lambda p: [tuple(0 for _ in p)] if any(p[0::2]) else [])
    assert not off and "which is not a move" in off.message
    losing = ch03.check_staircase_winning_moves(lambda p: list(gk.StaircaseNim().moves(p))[:1])
    assert not losing and "your opponent wins from there" in losing.message
    assert "repeats a move" in ch03.check_staircase_winning_moves(
        lambda p: _staircase_winning_moves(p) * 2).message
    assert "should be a list" in ch03.check_staircase_winning_moves(lambda p: 0).message
    assert "should have 4 entries" in ch03.check_staircase_winning_moves(
        lambda p: [(0,)] if any(p) else []).message

    def staircase_winning_moves(steps):
        return [steps[5]]
    raised = ch03.check_staircase_winning_moves(staircase_winning_moves)
    assert raised.message.startswith("your function staircase_winning_moves((0, 0, 0, 0)) raised IndexError")


def test_kind_messages():
    assert "there is no answer yet" in ch03.check_nim_move((11, 25, 30, 7), ...).message
    assert "string of P and K" in ch03.check_fordito_move("PKPPKPKP", ["P", "K"]).message
    assert "string of P and K" in ch03.check_fordito_move("PKPPKPKP", "PKPPKPKX").message
    wrong_dim = ch03.check_dim_rule(lambda n: n % 2)
    assert not wrong_dim and "gives 0 at n = 2" in wrong_dim.message and "taking 2" in wrong_dim.message
    assert "take the mex" in ch03.check_dim_rule(lambda n: 7 if n == 2 else (n & -n).bit_length()).message
    assert "should be a whole number" in ch03.check_dim_rule(lambda n: str(n)).message

    def dim_value(n):
        return 1 // n
    assert ch03.check_dim_rule(dim_value).message.startswith("your function dim_value(0) raised ZeroDivisionError")
    assert "should be a whole number" in ch03.check_tree_value(((),), "1").message
    naive = ch03.check_lasker_rule(lambda n: n)
    assert not naive and "at n = 3" in naive.message and "split" in naive.message
    off = ch03.check_lasker_rule(lambda n: n + 1 if n % 4 == 3 else n)
    assert not off and "gives 4 at n = 3 too" in off.message and "option of 4" in off.message
    assert "not the mex" in ch03.check_lasker_rule(lambda n: 9 if n == 2 else n).message
    assert "there is no answer yet" in ch03.check_lasker_rule(...).message
