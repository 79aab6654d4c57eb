"""Tests of gamekit.games.boards.chomp: Chomp by strategy stealing, its known strategies and its misère play."""
from __future__ import annotations

import itertools

from hypothesis import given

import gamekit as gk
from gamekit.games.boards.chomp import chomp_bite, chomp_winning_bites, strategy_stealing
from gamekit.testing import heap_positions, minimax_wins


def test_strategy_stealing_finds_a_winning_bite_on_every_bar():
    for m, n in itertools.product(range(1, 5), range(1, 6)):
        if m * n == 1:
            continue
        bite, how = strategy_stealing(m, n)
        assert bite in chomp_winning_bites(gk.Chomp.board(m, n))
        assert how in ("corner", "stolen")


def test_square_chomp_bites_to_an_l():
    # the n × n bar: bite (1, 1), leaving two equal arms
    assert all((1, 1) in chomp_winning_bites(gk.Chomp.board(n, n)) for n in range(2, 6))
    assert all(chomp_winning_bites(gk.Chomp.board(2, n)) == [(1, n - 1)] for n in range(1, 8))


def test_chomp_every_bar_but_the_poison_alone_is_a_first_player_win():
    t = gk.Chomp().misere()
    for m in range(1, 6):
        for n in range(1, 6):
            assert t.outcome(gk.Chomp.board(m, n)) == ("P" if m == n == 1 else "N")


def test_chomp_square_and_two_row_strategies():
    t = gk.Chomp().misere()
    for n in range(2, 6):
        square = gk.Chomp.board(n, n)
        assert (1, 1) in [chomp_bite(square, q) for q in t.winning_moves(square)]
        two = gk.Chomp.board(2, n)
        assert [chomp_bite(two, q) for q in t.winning_moves(two)] == [(1, n - 1)]


@given(heap_positions(4))
def test_chomp_tantrum_outcome_agrees_with_search(rows):
    shape = tuple(sorted(rows, reverse=True))
    game = gk.Chomp()
    assert (game.misere().outcome(shape) == "N") == minimax_wins(game, game.position(shape), misere=True)

