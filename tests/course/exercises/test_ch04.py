"""Tests of gamekit.course.exercises.ch04: the checkers of chapter 4 accept right answers and reject wrong ones."""
from __future__ import annotations

import gamekit as gk
from gamekit.course.exercises import ch04
from tests.printed import SLIDE_ROWS


def test_misere_values_right_wrong_and_kind():
    assert ch04.check_misere_values({2, 5}, SLIDE_ROWS[(2, 5)][1], count=18)
    assert ch04.check_misere_values({1, 2, 5}, gk.misere_grundy_sequence(gk.SubtractionGame({1, 2, 5}), 20))
    copied = ch04.check_misere_values({2, 5}, SLIDE_ROWS[(2, 5)][0], count=18)
    assert not copied and "no move" in copied.message
    # a wrong value at a heap that has moves names its options, not "no move"
    values = list(gk.misere_grundy_sequence(gk.SubtractionGame({1, 2, 5}), 20))
    values[13] += 1
    wrong = ch04.check_misere_values({1, 2, 5}, values)
    assert not wrong and "γʰ(13)" in wrong.message and "no move" not in wrong.message
    assert "12, 11, 8" in wrong.message
    assert "20 entries, not 18" in ch04.check_misere_values({1, 2, 5}, values[:18]).message
    assert "20 entries, not 21" in ch04.check_misere_values({1, 2, 5}, values + [0]).message
    assert "should be a list, not the text" in ch04.check_misere_values({1, 2, 5}, "1" * 20).message
    assert "whole number" in ch04.check_misere_values({1, 2, 5}, ["1"] * 20).message
    assert "no answer yet" in ch04.check_misere_values({1, 2, 5}, ...).message


def _xor(heaps):
    total = 0
    for h in heaps:
        total ^= h
    return total


def misere_nim_moves(position):
    """Bouton's rule for misère nim: P when a heap exceeds 1 and the nim-sum is 0, or all heaps are
    at most 1 and an odd number of them are 1."""
    def is_p(q):
        return _xor(q) == 0 if any(h > 1 for h in q) else sum(q) % 2 == 1
    return [q for q in gk.Nim().moves(position) if is_p(q)]


def test_misere_nim_winning_moves():
    assert ch04.check_misere_nim_winning_moves(misere_nim_moves)
    missing = ch04.check_misere_nim_winning_moves(lambda p: misere_nim_moves(p)[:1])
    assert not missing and "misses" in missing.message
    normal = ch04.check_misere_nim_winning_moves(lambda p: [q for q in gk.Nim().moves(p) if _xor(q) == 0])
    assert not normal and "opponent wins" in normal.message
    raising = ch04.check_misere_nim_winning_moves(lambda p: 1 / 0)
    assert not raising and "raised ZeroDivisionError" in raising.message and "(0, 0, 1)" in raising.message
    assert "not a nim move" in ch04.check_misere_nim_winning_moves(lambda p: [p]).message
    assert "should be a list" in ch04.check_misere_nim_winning_moves(lambda p: 3).message
    tantrum = gk.Nim().misere()
    asked = ch04.check_misere_nim_winning_moves(lambda p: [q for q in gk.Nim().moves(p) if tantrum.outcome(q) == "P"])
    assert not asked and "calls gamekit’s `outcome`" in asked.message


def test_misere_kayles_move():
    assert ch04.check_misere_kayles_move((4, 4, 4, 4), (4, 4, 4, 1, 1))
    assert ch04.check_misere_kayles_move((4, 4, 4, 4), [1, 4, 1, 4, 4])
    assert "N-position" in ch04.check_misere_kayles_move((4, 4, 4, 4), (4, 4, 4, 3)).message
    assert "not a Kayles move" in ch04.check_misere_kayles_move((4, 4, 4, 4), (4, 4, 4, 4)).message
    assert "should be a list" in ch04.check_misere_kayles_move((4, 4, 4, 4), 7).message


def test_misere_wythoff_rule():
    values = gk.wythoff_values(40, misere=True)
    assert ch04.check_misere_wythoff_rule(lambda a, b: values[a, b] == 0)
    normal = gk.wythoff_p_positions(40)
    wrong = ch04.check_misere_wythoff_rule(lambda a, b: (a, b) in normal)
    assert not wrong and "(0, 0)" in wrong.message
    assert "raised IndexError" in ch04.check_misere_wythoff_rule(lambda a, b: [][a]).message


def test_misere_sum_move():
    assert ch04.check_misere_sum_move({2, 5}, (3, 3, 12), (3, 3, 10))
    assert "γ values are 1, 1, 0" in ch04.check_misere_sum_move({2, 5}, (3, 3, 12), (3, 3, 7)).message
    assert "not a move" in ch04.check_misere_sum_move({2, 5}, (3, 3, 12), (3, 3, 11)).message
    assert "should be a list" in ch04.check_misere_sum_move({2, 5}, (3, 3, 12), "3, 3, 10").message


def test_chomp_bite():
    assert ch04.check_chomp_bite(3, 8, (1, 4))
    assert ch04.check_chomp_bite(4, 4, (1, 1))
    assert not ch04.check_chomp_bite(4, 4, (0, 0))
    assert "winning reply" in ch04.check_chomp_bite(3, 8, (2, 7)).message
    assert "pair of whole numbers" in ch04.check_chomp_bite(3, 8, (1, 2, 3)).message
    assert "not a square" in ch04.check_chomp_bite(3, 8, (3, 0)).message


def test_ferguson_fails_without_splits():
    assert ch04.check_ferguson_fails_without_splits("0.31")
    assert ch04.check_ferguson_fails_without_splits(".121")
    assert "split" in ch04.check_ferguson_fails_without_splits("0.77").message
    assert "split" in ch04.check_ferguson_fails_without_splits("4.0").message
    assert "subtraction game {1, 2, 3, 4}" in ch04.check_ferguson_fails_without_splits("0.3333").message
    assert "obeys" in ch04.check_ferguson_fails_without_splits("0.32").message
    assert "string" in ch04.check_ferguson_fails_without_splits(0.31).message
    assert not ch04.check_ferguson_fails_without_splits("0.9")
