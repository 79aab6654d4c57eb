"""Wythoff's game: the slides' normal and misère 6×6 tables, the Beatty pairs, misère P-positions."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
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
    a, b = gk.wythoff_pair(n)
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
    sieve = gk.wythoff_p_sieve(3000)
    assert set(map(tuple, np.argwhere(sieve).tolist())) == gk.wythoff_p_positions(3000)


def test_sieve_agrees_with_the_queen_table():
    queen = gk.Queen().grundy_table(300, 300)
    assert np.array_equal(queen == 0, gk.wythoff_p_sieve(300))


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
        assert gk.wythoff_pair(hi - lo) == (lo, hi)
        assert (x == a) + (y == b) == 1 or a - x == b - y > 0
    p = gk.wythoff_pair(abs(b - a)) == (min(a, b), max(a, b))
    assert (moves == []) == p


def test_partner_is_an_involution():
    assert all(gk.wythoff_partner(gk.wythoff_partner(x)) == x for x in range(5000))



def test_a_sieve_too_large_for_memory_is_refused_up_front():
    with pytest.raises(ValueError, match="Wythoff sieve.*would need"):
        gk.wythoff_p_sieve(10**6)
