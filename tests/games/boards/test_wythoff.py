"""Wythoff's game: the slides' normal and misère 6×6 tables, the Beatty pairs, misère P-positions."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.games.boards.wythoff import wythoff_p_sieve, wythoff_pair, wythoff_partner
import itertools



# the slides "Betli játékok" (Misère games), "Betli Wythoff-nim vs. normál Wythoff-nim", transcribed as
# printed (top row first);
# (0, 0) is the bottom-left cell.
PRINTED_MISERE = [[5, 3, 4, 0, 6, 8], [4, 5, 3, 2, 7, 6], [3, 4, 5, 6, 2, 0],
                  [2, 1, 0, 5, 3, 4], [0, 2, 1, 4, 5, 3], [1, 0, 2, 3, 4, 5]]
PRINTED_NORMAL = [[5, 3, 4, 0, 6, 8], [4, 5, 3, 2, 7, 6], [3, 4, 5, 6, 2, 0],
                  [2, 0, 1, 5, 3, 4], [1, 2, 0, 4, 5, 3], [0, 1, 2, 3, 4, 5]]


@pytest.mark.parametrize("printed, misere", [(PRINTED_NORMAL, False), (PRINTED_MISERE, True)])
def test_the_printed_wythoff_tables_agree_cell_by_cell(printed, misere):
    computed = np.asarray(gk.tables.wythoff_table(6, misere=misere).data)
    assert gk.tables.grid_differences(printed, computed).empty
    game = gk.Wythoff().misere() if misere else gk.Wythoff()
    by_engine = [[game.grundy((5 - r, c)) for c in range(6)] for r in range(6)]
    assert by_engine == printed


def test_value_tables_agree_with_the_game_engine():
    w = gk.Wythoff()
    normal, misere = gk.wythoff_values(12), gk.wythoff_values(12, misere=True)
    for a in range(12):
        for b in range(12):
            assert normal[a, b] == w.grundy((a, b))
            assert misere[a, b] == w.misere().grundy((a, b))


def test_p_positions_are_the_beatty_pairs():
    values = gk.wythoff_values(120)
    zeros = {(a, b) for a in range(120) for b in range(120) if values[a, b] == 0}
    assert zeros == gk.wythoff_p_positions(120)


def test_misere_p_positions_differ_from_normal_only_near_the_corner():
    misere = gk.wythoff_values(80, misere=True)
    zeros = {(a, b) for a in range(80) for b in range(80) if misere[a, b] == 0}
    normal = gk.wythoff_p_positions(80)
    assert zeros ^ normal == {(0, 0), (1, 2), (2, 1), (0, 1), (1, 0), (2, 2)}


@given(st.integers(1, 10**40))
def test_beatty_pair_in_exact_arithmetic(n):
    a, b = wythoff_pair(n)
    # a = ⌊nφ⌋ exactly: a < nφ < a + 1 ⇔ (2a − n)² < 5n² < (2a + 2 − n)²
    assert (2 * a - n) ** 2 < 5 * n * n < (2 * a + 2 - n) ** 2 and b == a + n


def test_symmetric_positions_share_a_memo_entry_and_bad_positions_are_refused():
    w = gk.Wythoff()
    assert w.grundy((3, 7)) == w.grundy((7, 3))
    with pytest.raises(ValueError, match="pair"):
        w.grundy((1, 2, 3))
    with pytest.raises(ValueError, match="negative"):
        w.moves((-1, 2))


# ---------------------------------------------------------------- the Beatty formula and the sieve
def test_beatty_pairs_are_the_p_positions_of_the_sieve():
    sieve = wythoff_p_sieve(3000)
    assert set(map(tuple, np.argwhere(sieve).tolist())) == gk.wythoff_p_positions(3000)


def test_sieve_agrees_with_the_queen_table():
    queen = gk.Queen().grundy_table(300, 300)
    assert np.array_equal(queen == 0, wythoff_p_sieve(300))


@pytest.mark.slow
def test_formula_winning_moves_agree_with_the_value_table():
    size = 150
    table = gk.Queen().grundy_table(size, size)
    for a in range(size):
        for b in range(size):
            options = [(a, c) for c in range(b)] + [(r, b) for r in range(a)] + \
                      [(a - d, b - d) for d in range(1, min(a, b) + 1)]
            expected = sorted({q for q in options if table[q] == 0})
            assert gk.wythoff_winning_moves((a, b)) == expected, (a, b)


def test_formula_moves_agree_with_search_in_the_game():
    w = gk.Wythoff()
    for a, b in itertools.product(range(25), repeat=2):
        assert gk.wythoff_winning_moves((a, b)) == sorted(w.winning_moves((a, b)))


@given(st.integers(0, 10**40), st.integers(0, 10**40))
def test_formula_moves_lead_to_beatty_pairs_on_huge_piles(a, b):
    moves = gk.wythoff_winning_moves((a, b))
    for x, y in moves:
        lo, hi = min(x, y), max(x, y)
        assert wythoff_pair(hi - lo) == (lo, hi)
        assert (x == a) + (y == b) == 1 or a - x == b - y > 0
    p = wythoff_pair(abs(b - a)) == (min(a, b), max(a, b))
    assert (moves == []) == p


def test_partner_is_an_involution():
    assert all(wythoff_partner(wythoff_partner(x)) == x for x in range(5000))



def test_a_sieve_too_large_for_memory_is_refused_up_front():
    with pytest.raises(ValueError, match="Wythoff sieve.*would need"):
        wythoff_p_sieve(10**6)


# ---------------------------------------------------------------- the queen's table engine and the formulas
def _searched(game_moves, start):
    """γ by the plain mex rule over a Game built from the moves alone (no table, no formula)."""
    return gk.Game(game_moves).grundy(start)


@given(st.integers(0, 14), st.integers(0, 14))
def test_wythoff_values_from_the_queen_table_equal_the_mex_rule(a, b):
    assert gk.Wythoff().grundy((a, b)) == _searched(gk.Wythoff().moves, (a, b))


def test_misere_table_equals_the_tantrum_search():
    table = gk.wythoff_values(9, 7, misere=True)
    tantrum = gk.Wythoff().misere()
    assert all(table[a, b] == tantrum.grundy((a, b)) for a in range(9) for b in range(7))


def test_outcome_by_the_formula_equals_the_table():
    values = gk.wythoff_values(60)
    w = gk.Wythoff()
    assert all((w.outcome((a, b)) == "P") == (values[a, b] == 0) for a in range(60) for b in range(60))


@given(st.integers(0, 12), st.integers(0, 12))
def test_winning_moves_by_the_formula_equal_the_search(a, b):
    game = gk.Game(gk.Wythoff().moves)
    searched = sorted({q for q in game.moves((a, b)) if game.grundy(q) == 0})
    assert gk.Wythoff().winning_moves((a, b)) == searched


@pytest.mark.slow
def test_large_positions_are_answered_without_a_full_search():
    w = gk.Wythoff()
    assert w.outcome((300, 500)) == "N" and w.outcome(wythoff_pair(10**6)) == "P"
    assert w.grundy((2000, 3000)) == gk.Queen().grundy((2000, 3000)) == gk.wythoff_values(2001, 3001)[2000, 3000]


def test_an_interrupted_table_leaves_the_game_consistent():
    queen = gk.Queen()

    def interrupt(done, total):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        queen.grundy_table(400, 400, progress=interrupt)
    assert queen.grundy((5, 7)) == _searched(gk.Queen().moves, (5, 7))
    assert (gk.wythoff_values(30) == gk.Queen().grundy_table(30, 30)).all()
