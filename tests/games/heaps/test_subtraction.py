"""Tests of gamekit.heaps: heap games, subtraction games, Bachet and nim."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import gamekit as gk
from gamekit.engines.periods import first_repeated_window
from gamekit.testing import heap_positions, subtraction_sets
from tests.printed import SLIDE_ROWS

SLIDE_NORMAL_ROWS = {ks: rows[0] for ks, rows in SLIDE_ROWS.items()}   # the slides' γ(n) rows


def test_mini_bachet_is_n_mod_3():
    mini = gk.SubtractionGame({1, 2})
    assert [mini.grundy(n) for n in range(60)] == [n % 3 for n in range(60)]
    assert mini.kernel(range(20)) == set(range(0, 20, 3))


def test_bachet_take_1_to_10_is_n_mod_11():
    bachet = gk.SubtractionGame(range(1, 11))
    assert bachet.grundy_sequence(300) == [n % 11 for n in range(300)]
    assert [n for n in range(100) if bachet.outcome(n) == "P"] == list(range(0, 100, 11))


@pytest.mark.slow
def test_deep_subtraction_game_needs_no_recursion():
    assert gk.SubtractionGame({1, 2}).grundy(200000) == 200000 % 3
    deep = gk.Game(lambda n: [n - k for k in (1, 2) if k <= n])
    assert deep.grundy(200000) == 200000 % 3
    deep.cache_clear()
    assert deep.known_values() == {}


def test_only_good_move_from_13_42_30_43_is_to_13_42_12_43():
    assert gk.Nim().grundy((13, 42, 30, 43)) == 18
    assert gk.Nim().winning_moves((13, 42, 30, 43)) == [(13, 42, 12, 43)]


def test_nim_heap_value_is_its_size_by_the_mex_rule():
    nim = gk.Nim()
    by_mex = gk.Game(lambda n: range(n))
    assert nim.grundy_sequence(40) == [by_mex.grundy(n) for n in range(40)]


@pytest.mark.parametrize("ks", SLIDE_NORMAL_ROWS)
def test_normal_rows_of_the_misere_slides(ks):
    game = gk.SubtractionGame(ks)
    assert game.grundy_sequence(18) == SLIDE_NORMAL_ROWS[ks]
    plain = gk.Game(lambda n: [n - k for k in ks if k <= n])
    assert [plain.grundy(n) for n in range(18)] == SLIDE_NORMAL_ROWS[ks]


@pytest.mark.parametrize("ks, words", [({0, 1}, "contains 0"), ((), "empty"),
                                       ({-2, 1}, "negative"), ({1.5}, "positive integers"),
                                       ("12", "positive integers")])
def test_subtraction_set_must_be_positive_integers(ks, words):
    with pytest.raises((ValueError, TypeError), match=words):
        gk.SubtractionGame(ks)


def test_negative_heap_is_refused():
    with pytest.raises(ValueError, match="cannot be negative"):
        gk.Nim().grundy((3, -1))
    with pytest.raises(ValueError, match="cannot be negative"):
        gk.SubtractionGame({1}).outcome(-4)


def test_plus_flattens_and_sum_positions_are_tuples():
    a, b, c = gk.SubtractionGame({1, 2}), gk.SubtractionGame({1, 3}), gk.Nim()
    total = a + b + c
    assert total.components == (a, b, c)
    assert total.grundy((4, 5, (2, 1))) == gk.nim_sum(a.grundy(4), b.grundy(5), 3)


@given(heap_positions(14, max_heaps=3), subtraction_sets(6))
def test_heap_rows_are_sums_of_single_heaps(heaps, ks):
    game = gk.SubtractionGame(ks)
    assert game.grundy(tuple(heaps)) == gk.Game(game.moves).grundy(tuple(heaps))


def test_nim_value_of_huge_heaps_is_their_nim_sum():
    assert gk.Nim().grundy((10**30, 10**30 + 1, 7)) == 1 ^ 7



@given(heap_positions(max_heap=12, max_heaps=4))
def test_nim_winning_moves_by_bouton_match_the_options_search(heaps):
    heaps = tuple(heaps)
    assert gk.Nim().winning_moves(heaps) == gk.Game.winning_moves(gk.Nim(), heaps)


def test_nim_winning_moves_for_huge_heaps_are_immediate():
    assert gk.Nim().winning_moves((10**9, 3)) == [(3, 3)]
    assert gk.Nim().winning_moves((2**100, 2**100)) == []


@given(subtraction_sets(7))
def test_the_period_certificate_predicts_the_mex_rule(ks):
    game = gk.SubtractionGame(ks)
    start, p = game.period(10_000)
    values = gk.SubtractionGame(ks).grundy_sequence(start + 3 * p + 50)
    assert all(values[n] == values[n - p] for n in range(start + p, len(values)))


def test_huge_heaps_of_a_subtraction_game_are_read_off_the_period():
    assert gk.SubtractionGame({1, 2}).grundy(10**8) == 10**8 % 3
    assert gk.SubtractionGame({1, 2}).grundy(10**13) == 10**13 % 3     # once refused for memory
    bachet_like = gk.SubtractionGame({3, 7, 20})
    big = 2**16 + 12345
    assert bachet_like.grundy(big) == gk.SubtractionGame({3, 7, 20}).grundy_sequence(big + 1)[big]


def test_subtraction_set_1_and_an_even_b_has_period_b_plus_1_found_at_once():
    """{1, b} with b even: (01)^(b/2) then 2, period b + 1; the window of 50 000 values once took minutes."""
    game = gk.SubtractionGame({1, 50_000})
    assert game.period(50_000) is None                   # no window of 50 000 values repeats yet
    assert game.period(100_001) == gk.Period(0, 50_001)
    assert game.grundy(10**6) == (10**6 % 50_001) % 2
    assert game.grundy(50_000 + 50_001 * 7) == 2


@given(st.lists(st.integers(0, 2), min_size=1, max_size=40), st.integers(1, 6))
def test_the_first_repeated_window_is_the_first_repeated_state(values, m):
    seen, expected = {}, None
    for i in range(len(values) - m + 1):
        window = tuple(values[i:i + m])
        if window in seen:
            expected = (seen[window], i - seen[window])
            break
        seen[window] = i
    assert first_repeated_window(np.array(values, dtype=np.int64), m) == expected
