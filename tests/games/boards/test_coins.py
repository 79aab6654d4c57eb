"""Coin-turning games: the value of a row is the nim-sum of its single heads (brute force)."""
from __future__ import annotations


import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.games.boards.coins import (CoinTurningGame, MockTurtles, RulerGame, TurningTurtles,
    coins_from_string, coins_to_string, odious, ruler_rule)
import itertools





def all_rows(n):
    return [tuple(i for i in range(1, n + 1) if mask >> (i - 1) & 1) for mask in range(2 ** n)]


def test_fordito_of_the_article_is_worth_12_with_one_winning_move():
    g = TurningTurtles()
    assert coins_from_string("KPPKKKPKKP") == (2, 3, 7, 10)
    assert g.grundy("KPPKKKPKKP") == 2 ^ 3 ^ 7 ^ 10 == 12
    (move,) = g.winning_moves("KPPKKKPKKP")
    assert coins_to_string(move, 10) == "KPPKKPPKKK"      # coins 10 and 6 turned


@pytest.mark.parametrize("game", [TurningTurtles(), RulerGame(), MockTurtles()], ids=repr)
def test_named_coin_games_brute_force_equals_nim_sum_of_single_coins(game):
    brute = gk.Game(game.moves)
    for row in all_rows(7):
        assert brute.grundy(row) == game.grundy(row)


def test_single_coin_values_of_the_named_games():
    assert [TurningTurtles().coin_value(i) for i in range(1, 40)] == list(range(1, 40))
    by_mex = gk.CoinTurningGame(RulerGame().flips)         # the same moves, values by the mex rule
    assert [by_mex.coin_value(i) for i in range(1, 65)] == [RulerGame().coin_value(i) for i in range(1, 65)]
    assert [RulerGame().coin_value(i) for i in range(1, 65)] == [ruler_rule(i) for i in range(1, 65)]
    by_mex = gk.CoinTurningGame(MockTurtles().flips)
    assert [by_mex.coin_value(i) for i in range(1, 41)] == [MockTurtles().coin_value(i) for i in range(1, 41)]
    assert [MockTurtles().coin_value(i) for i in range(1, 25)] == [odious(k) for k in range(1, 25)]
    assert all(bin(odious(k)).count("1") % 2 == 1 for k in range(1, 100))


@given(st.data())
def test_any_rule_depending_on_the_rightmost_coin_gives_the_nim_sum(data):
    n = 6
    rule = {i: data.draw(st.lists(st.sets(st.integers(1, i - 1), max_size=3) if i > 1
                                  else st.just(set()), max_size=4)) for i in range(1, n + 1)}
    game = CoinTurningGame(lambda i: rule[i])
    row = data.draw(st.sampled_from(all_rows(n)))
    assert gk.Game(game.moves).grundy(row) == game.grundy(row)


def test_coin_games_reject_bad_input():
    with pytest.raises(ValueError, match="numbered from 1"):
        TurningTurtles().grundy((0, 2))
    with pytest.raises(ValueError, match="among 1"):
        CoinTurningGame(lambda i: [(i,)]).grundy((3,))
    with pytest.raises(ValueError, match="listed twice"):
        TurningTurtles().grundy([2, 2])
    with pytest.raises(ValueError, match="numbered 1"):
        coins_to_string((11,), 10)


def test_a_typing_slip_in_a_coin_row_is_an_error_not_a_tail():
    with pytest.raises(ValueError, match="'x'"):
        TurningTurtles().grundy("KPxK")


def test_ruler_and_mock_turtles_rows_are_nim_sums_of_their_coins():
    for game, rule in [(gk.RulerGame(), lambda i: i & -i), (gk.MockTurtles(), None)]:
        brute = gk.Game(game.moves)
        for heads in itertools.chain.from_iterable(itertools.combinations(range(1, 8), r) for r in range(4)):
            assert brute.grundy(heads) == game.grundy(heads)
        if rule:
            assert all(game.coin_value(i) == rule(i) for i in range(1, 65))



def test_flips_returning_nothing_usable_is_named():
    with pytest.raises(TypeError, match=r"flips\(1\) must return the sets of coins"):
        gk.CoinTurningGame(lambda i: None).grundy((3,))
    with pytest.raises(TypeError, match=r"flips\(2\) must list sets of coins"):
        gk.CoinTurningGame(lambda i: [1] if i > 1 else []).grundy((2,))
