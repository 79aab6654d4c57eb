"""Nim (gamekit.games.heaps.nim): positions by the nim-sum rule and misère nim, against a search of the game."""
from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given

import gamekit as gk
from gamekit.games.heaps.nim import misere_nim_winning_moves, nim_candidates
from gamekit.testing import heap_positions, minimax_wins


# ---------------------------------------------------------------- nim positions
def test_worked_example_13_42_30_43():
    candidates = nim_candidates((13, 42, 30, 43))
    assert gk.nim_sum(13, 42, 30, 43) == 18
    assert [c.target for c in candidates] == [31, 56, 12, 57]
    assert [c.legal for c in candidates] == [False, False, True, False]
    assert gk.nim_winning_moves((13, 42, 30, 43)) == [(13, 42, 12, 43)]


def test_p_position_has_no_legal_candidate_move():
    assert not any(c.legal for c in nim_candidates((1, 2, 3)))
    assert gk.nim_winning_moves((5, 5)) == []


@given(heap_positions(6, max_heaps=4))
def test_candidates_are_the_winning_moves_found_by_search(heaps):
    game = gk.Nim()
    searched = [q for q in game.moves(heaps) if not minimax_wins(game, q)]
    assert sorted(gk.nim_winning_moves(heaps)) == sorted(searched) == sorted(game.winning_moves(heaps))


@given(heap_positions(2**30, max_heaps=8))
def test_legal_candidates_are_heaps_with_the_top_bit_of_s(heaps):
    s = gk.nim_sum(*heaps)
    for c in nim_candidates(heaps):
        assert c.legal == (s != 0 and bool(c.size & (1 << (s.bit_length() - 1))))
        assert gk.nim_sum(*c.position) == 0
    assert (s != 0) == bool(gk.nim_winning_moves(heaps))


@pytest.mark.parametrize("bad", [(), "123", (3, -1), (2.5,), 7])
def test_nim_candidates_reject_bad_positions(bad):
    with pytest.raises((ValueError, TypeError)):
        nim_candidates(bad)


# ---------------------------------------------------------------- misère nim
def positions(heaps: int, largest: int):
    return product(range(largest + 1), repeat=heaps)


def test_every_transitional_nim_position_is_n_in_both_plays():
    nim = gk.Nim()
    for p in positions(3, 7):
        if gk.nim_position_class(p) == "transitional":
            assert nim.outcome(p) == "N" and nim.misere().outcome(p) == "N"


def test_tantrum_nim_p_positions_are_big_normal_p_and_small_normal_n():
    nim = gk.Nim()
    for p in positions(3, 6):
        kind = gk.nim_position_class(p)
        expected = (kind == "big" and nim.outcome(p) == "P") or (kind == "small" and nim.outcome(p) == "N")
        assert (nim.misere().outcome(p) == "P") == expected
        assert gk.misere_nim_outcome(p) == nim.misere().outcome(p)


@given(heap_positions(7))
def test_misere_nim_move_wins_and_winning_moves_match_the_search(heaps):
    p = tuple(heaps)
    t = gk.Nim().misere()
    move = gk.misere_nim_move(p)
    if move is None:
        assert t.outcome(p) == "P" or not any(p)
    else:
        assert move in set(gk.Nim().moves(p)) and t.outcome(move) == "P"
    # at the terminal position the tantrum game's only move is into h, which is no nim move
    # (the search lists one move per canonical position; the rule every move, heaps in place)
    by_rule = {t.canonical(q) for q in misere_nim_winning_moves(p)}
    assert by_rule == {t.canonical(q) for q in t.winning_moves(p) if q is not gk.TANTRUM_END}


def test_nim_classes_of_the_slides():
    assert gk.nim_position_class((2, 2, 0)) == "big"
    assert gk.nim_position_class((0, 1, 1, 5)) == "transitional"
    assert gk.nim_position_class((1, 0, 1)) == "small"
    frame = gk.tables.nim_classes_frame(3, 5)
    assert frame.loc["transitional", ("normal", "P")] == 0
    assert frame.loc["transitional", ("misère", "P")] == 0
    assert frame[("", "positions")].sum() == 6 ** 3
