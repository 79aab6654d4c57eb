"""The chessboard games of the article and KöMaL Gy. 2881 on the unbounded quadrant."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.games.boards.chess import options_filled_later
from gamekit.engines.boards import fill_values
from gamekit.games.boards.chess import fill_order, board_game


def engine_table(game, rows, cols):
    """γ by the general explicit-stack engine of gk.Game, square by square."""
    return np.array([[game.grundy((r, c)) for c in range(cols)] for r in range(rows)])


def naive_grundy(game, rows, cols):
    """γ by a plain recursion over the moves (an independent third method)."""
    memo = {}

    def g(p):
        if p not in memo:
            memo[p] = gk.mex(g(q) for q in game.moves(p))
        return memo[p]
    return np.array([[g((r, c)) for c in range(cols)] for r in range(rows)])


@pytest.mark.parametrize("game", [gk.Rook(), gk.King(), gk.Queen(), gk.Knight(),
                                  gk.CornerGame(4, 3), gk.CornerGame(1, 2),
                                  gk.Knight(board=(8, 8)), gk.Queen(board=(6, 9))])
def test_fast_table_agrees_with_the_engine_and_a_naive_recursion(game):
    rows, cols = game.board or (14, 17)
    fast = game.grundy_table(rows, cols)
    assert (fast == engine_table(game, rows, cols)).all()
    assert (fast == naive_grundy(game, rows, cols)).all()


def test_numba_and_python_fills_are_identical():
    for game in (gk.Queen(), gk.Knight(), gk.CornerGame(4, 3)):
        steps = np.array([[dr, dc, -1 if k is None else k] for (dr, dc), k in game.steps.items()])
        diag = game.moves_away()
        args = (30, 30, 58, steps, diag) if diag else (20, 25, 45, steps, diag)
        assert (fill_values(*args, engine="python") == fill_values(*args, engine="numba")).all()


def test_rook_table_is_the_nim_sum_table():
    t = gk.Rook().grundy_table(32, 32)
    assert (t == np.bitwise_xor.outer(np.arange(32), np.arange(32))).all()


def test_king_first_player_wins_from_h1_by_moving_diagonally():
    king = gk.King()
    h1 = gk.chess_square("h1")
    assert king.outcome(h1) == "N"
    assert king.winning_moves(h1) == [gk.chess_square("g2")]


def test_king_table_repeats_in_two_by_two_blocks_beyond_the_diagonal():
    t = gk.King().grundy_table(40, 40)
    assert set(np.unique(t)) == {0, 1, 2, 3}
    assert (t == t.T).all()
    assert ((t == 0) == ((np.arange(40)[:, None] % 2 == 0) & (np.arange(40) % 2 == 0))).all()


def test_queen_second_player_wins_from_h4_and_zeros_are_wythoff_pairs():
    queen = gk.Queen()
    assert queen.outcome(gk.chess_square("h4")) == "P"
    t = queen.grundy_table(200, 200)
    phi = (1 + 5 ** 0.5) / 2
    pairs = {(int(k * phi), int(k * phi * phi)) for k in range(80)}
    zeros = {(r, c) for r, c in zip(*np.nonzero(t == 0)) if r <= c}
    assert zeros == {p for p in pairs if p[1] < 200}


def test_rook_second_player_wins_from_h1():
    assert gk.Rook().outcome(gk.chess_square("h1")) == "P"


def test_knight_table_has_no_value_above_4():
    assert gk.Knight().grundy_table(60, 60).max() == 4


def test_knight_from_h1_depends_on_the_board_edge():
    h1 = gk.chess_square("h1")
    assert gk.Knight(board=(8, 8)).outcome(h1) == "P"       # the article: Második wins
    assert gk.Knight().outcome(h1) == "N"           # on the quadrant (5, 8) and (8, 5) are P-positions
    assert gk.Knight().winning_moves(h1) == [(5, 8), (8, 5)]


def test_komal_2881_corner_game_is_a_sum_of_two_bachet_games():
    t = gk.CornerGame(right=4, down=3).grundy_table(20, 23)
    r, c = np.arange(20)[:, None], np.arange(23)
    assert (t == np.bitwise_xor(r % 4, c % 5)).all()


@given(st.integers(0, 30), st.integers(0, 30))
def test_every_move_brings_the_piece_closer(r, c):
    for game in (gk.Rook(), gk.King(), gk.Queen(), gk.Knight(), gk.CornerGame(4, 3)):
        for q in game.moves((r, c)):
            assert min(q) >= 0 and sum(q) < r + c


@given(st.integers(1, 9), st.integers(1, 9), st.sampled_from(["gnomon", "rows", "antidiagonals"]))
def test_fill_orders_list_every_square_once_and_options_first(rows, cols, order):
    cells = fill_order(rows, cols, order)
    assert sorted(cells) == [(r, c) for r in range(rows) for c in range(cols)]
    rank = {p: i for i, p in enumerate(cells)}
    for game in (gk.Rook(), gk.Queen(), gk.King()):
        for p in cells:
            assert all(rank[q] < rank[p] for q in game.moves(p))


def test_chess_squares_round_trip():
    for r in range(8):
        for c in range(8):
            assert gk.chess_square(gk.square_name((r, c))) == (r, c)


@pytest.mark.parametrize("call, message", [
    (lambda: gk.Rook().grundy((1, -1)), "non-negative"),
    (lambda: gk.Rook().grundy(5), "pair"),
    (lambda: gk.Knight(board=(8, 8)).grundy((8, 0)), "off the 8×8 board"),
    (lambda: gk.BoardGame({(0, 1): None}), "closer to the corner"),
    (lambda: gk.BoardGame({(1, -1): None}), "closer to the corner"),
    (lambda: gk.BoardGame({(-1, 0): 0}), "reach"),
    (lambda: gk.CornerGame(0, 3), "right"),
    (lambda: gk.King().grundy_table(0, 3), "rows"),
    (lambda: gk.Knight(board=(8, 8)).grundy_table(9, 8), "does not fit"),
    (lambda: gk.chess_square("i1"), "not a square"),
    (lambda: gk.chess_square("h"), "file letter"),
    (lambda: fill_order(3, 3, "spiral"), "order must be"),
    (lambda: board_game("bishop"), "unknown piece"),
])
def test_bad_input_is_named(call, message):
    with pytest.raises((ValueError, TypeError), match=message):
        call()


# --------------------------------------------------------------------------- fill orders
def test_the_knight_cannot_be_filled_in_gnomon_order():
    knight = gk.Knight()
    assert options_filled_later(knight, fill_order(4, 4), (1, 3)) == [(2, 1)]


@pytest.mark.parametrize("name", ["rook", "king", "queen", "knight", "corner 4/3"])
def test_antidiagonals_fill_every_piece_in_time(name):
    game = board_game(name)
    order = fill_order(6, 6, "antidiagonals")
    assert all(not options_filled_later(game, order, p) for p in order)


def test_a_square_outside_the_order_is_refused():
    with pytest.raises(ValueError, match="not in the fill order"):
        options_filled_later(gk.Rook(), fill_order(2, 2), (5, 5))


@pytest.mark.slow
@pytest.mark.parametrize("game", [gk.Rook(), gk.Queen()])
@pytest.mark.parametrize("misere", [False, True])
def test_rider_bitsets_agree_with_scanning_every_option(game, misere):
    steps = np.array([[dr, dc, -1 if k is None else k] for (dr, dc), k in game.steps.items()])
    for rows, cols in ((1, 1), (1, 9), (23, 5), (70, 130)):
        args = (rows, cols, rows + cols, steps, False)
        plain = fill_values(*args, misere=misere, engine="plain", progress=False)
        assert (plain == fill_values(*args, misere=misere, engine="python", progress=False)).all()
        assert (plain == fill_values(*args, misere=misere, engine="numba", progress=False)).all()


def test_queen_table_of_wythoffs_game_at_research_size():
    table = gk.Queen().grundy_table(600, 900)
    zeros = {(int(a), int(b)) for a, b in zip(*(table == 0).nonzero())}
    assert zeros == {(a, b) for a, b in gk.wythoff_p_positions(900) if a < 600}
