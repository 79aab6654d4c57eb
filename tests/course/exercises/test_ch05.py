"""Tests of gamekit.course.exercises.ch05: the checkers of chapter 5 accept right answers and reject wrong ones."""
from __future__ import annotations

import gamekit as gk
from gamekit.course.exercises import ch05


def test_octal_options():
    assert ch05.check_octal_options(".156", gk.OctalGame(".156").heap_options)
    assert not ch05.check_octal_options(".156", gk.Kayles.heap_options)
    assert "raised" in ch05.check_octal_options(".156", lambda n: 1 / 0).message
    assert "should be a list" in ch05.check_octal_options(".156", lambda n: n).message
    assert "written `()`" in ch05.check_octal_options(".77", lambda n: [(n - 1,)]).message


def test_octal_values():
    values = gk.OctalGame(".156").grundy_sequence(30)
    assert ch05.check_octal_values(".156", values)
    assert "30 entries, not 20" in ch05.check_octal_values(".156", values[:20]).message
    assert "should be a list" in ch05.check_octal_values(".156", "0" * 30).message
    wrong = list(values)
    wrong[15] += 1
    message = ch05.check_octal_values(".156", wrong).message
    assert "γ(15)" in message and "⊕" in message
    assert "no move" in ch05.check_octal_values(".156", [1] + list(values[1:])).message


def test_kayles_move():
    assert ch05.check_kayles_move((4, 1, 3, 2), gk.Kayles.winning_moves((4, 1, 3, 2))[0])
    assert ch05.check_kayles_move((5, 6, 7), (7, 6, 4))
    assert not ch05.check_kayles_move((4, 1, 3, 2), (4, 1, 3))
    assert "should be a list" in ch05.check_kayles_move((5, 6, 7), "4, 6, 7").message


def test_period():
    assert ch05.check_period(".77", 71, 12)
    assert not ch05.check_period(".77", 71, 24) and not ch05.check_period(".77", 60, 12)
    assert ch05.check_period(".137", 52, 34)
    assert "whole number" in ch05.check_period(".137", 52, "34").message
    assert "at least 1" in ch05.check_period(".137", 52, 0).message


def test_grundys_game_p_positions():
    values = gk.GrundysGame().grundy_sequence(200)
    assert ch05.check_grundys_game_p_positions(lambda n: values[n] == 0)
    no_move = ch05.check_grundys_game_p_positions(lambda n: n % 2 == 1)
    assert "no move" in no_move.message and "splits" not in no_move.message
    p_heap = ch05.check_grundys_game_p_positions(lambda n: n < 3)
    assert "heap of 4 is a P-position" in p_heap.message
    n_heap = ch05.check_grundys_game_p_positions(lambda n: values[n] == 0 or n == 3)
    assert "heap of 3 is an N-position" in n_heap.message


def test_subtraction_codes():
    code = lambda ks: "0." + "".join("3" if k in ks else "0" for k in range(1, max(ks) + 1))  # noqa: E731
    assert ch05.check_subtraction_codes(code)
    assert not ch05.check_subtraction_codes(lambda ks: "." + "7" * max(ks))
    assert "misses" in ch05.check_subtraction_codes(lambda ks: "0." + "2" * max(ks)).message
    assert "should be a string" in ch05.check_subtraction_codes(lambda ks: 333).message
    assert "not an octal code" in ch05.check_subtraction_codes(lambda ks: "0.9").message
