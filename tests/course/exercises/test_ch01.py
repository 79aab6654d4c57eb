"""Tests of gamekit.course.exercises.ch01: the checkers of chapter 1 accept right answers and reject wrong ones."""
from __future__ import annotations

import pytest

from math import gcd

import gamekit as gk
from gamekit.course.exercises import ch01


@pytest.mark.slow
def test_relative_prime_winning_moves():
    right = ch01.check_relative_prime_winning_moves(lambda n: [m for m in range(0, n, 2) if gcd(n, n - m) == 1])
    assert right.ok
    only_one = ch01.check_relative_prime_winning_moves(lambda n: [n - 1] if n % 2 else [])
    assert not only_one.ok and "from 5 your list misses 1 winning move" in only_one.message
    illegal = ch01.check_relative_prime_winning_moves(lambda n: list(range(0, n, 2)) if n % 2 else [])
    assert not illegal.ok and "not a legal move" in illegal.message
    assert "a heap left from 1 should be a whole number" in \
        ch01.check_relative_prime_winning_moves(lambda n: ["0"] if n else []).message
    assert "the list for 0 should be a list" in ch01.check_relative_prime_winning_moves(lambda n: 0).message


def test_king_formula():
    assert ch01.check_king_formula(lambda r, c: 2 * (min(r, c) % 2) + (r + c) % 2).ok
    wrong = ch01.check_king_formula(lambda r, c: (r % 2) + (c % 2))
    assert not wrong.ok and "at (" in wrong.message


def test_knight_bound():
    assert ch01.check_knight_bound(4).ok
    assert not ch01.check_knight_bound(3).ok
    assert "not sharp" in ch01.check_knight_bound(6).message


def test_queen_from_h4_strategy():
    queen = gk.Queen()
    assert ch01.check_queen_from_h4(lambda p: queen.winning_moves(p)[0]).ok
    assert not ch01.check_queen_from_h4(lambda p: next(iter(queen.moves(p)))).ok
    assert not ch01.check_second_player_strategy(gk.Rook(), (1, 2), lambda p: (0, 0)).ok


def test_komal_2881_colourings():
    assert ch01.check_komal_2881a(lambda r, c: r % 4 == c % 5).ok
    assert not ch01.check_komal_2881a(lambda r, c: r % 4 == c % 4).ok
    black_b = lambda r, c: (r % 4, c % 5) in {(1, 0), (0, 1), (2, 2), (3, 3)}  # noqa: E731
    assert ch01.check_komal_2881b(black_b).ok
    assert not ch01.check_komal_2881b(lambda r, c: r % 4 == c % 5).ok
    # the colouring of (b) is the misère kernel of the tantrum variant
    misere = gk.CornerGame(4, 3).misere()
    assert all((misere.outcome((r, c)) == "P") == black_b(r, c)
               for r in range(12) for c in range(12) if (r, c) != (0, 0))


def test_winning_moves():
    assert ch01.check_queen_winning_moves([(8, 13), (10, 6), (4, 7)]).ok
    missing = ch01.check_queen_winning_moves([(8, 13)])
    assert not missing.ok and "missing" in missing.message and "(10, 6)" not in missing.message
    assert not ch01.check_queen_winning_moves([(8, 13), (10, 6), (4, 7), (9, 13)]).ok
    assert "legal" in ch01.check_queen_winning_moves([(11, 13)]).message

