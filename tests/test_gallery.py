"""Chapter 7, a gallery of classic games: each game's known rule against brute force, the tables,
figures and widget functions of the chapter, and the exercise checkers."""
from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.exercises import ch07


# ---------------------------------------------------------------- Bash
def test_bash_values_are_n_mod_m_plus_one_not_the_literal_reading_of_seed_001():
    for m in range(1, 12):
        values = gk.Bash(m).grundy_sequence(200)
        assert values == [n % (m + 1) for n in range(200)]
        assert values != [n % m + 1 for n in range(200)]       # "SG(x) = x mod m+1" read literally
    assert gk.Bash is gk.Bachet


def test_bash_frame_rows():
    frame = gk.tables.bash_frame((3,), 9)
    assert frame.loc[("m=3", "γ(n)")].tolist() == frame.loc[("m=3", "n mod (m+1)")].tolist()


# ---------------------------------------------------------------- Wythoff
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


def test_wythoff_tables_and_figure():
    t = gk.tables.wythoff_beatty_table(10, pair=3)
    html = t.to_html()
    assert html.count("#0072B2") >= 1 and t.data.shape == (10, 10)
    assert gk.tables.beatty_frame(30)["⌊nφ⌋"].tolist() == gk.tables.beatty_frame(30)["mex"].tolist()
    fig = gk.plots.wythoff_p_plot(200)
    assert fig.axes[0].collections[0].get_offsets().shape[0] == int(gk.wythoff_p_sieve(200).sum())
    assert gk.widgets.wythoff_view(8, 1).data.shape == (8, 8)


# ---------------------------------------------------------------- staircase nim, coins, trees
@pytest.mark.parametrize("steps", [(2, 1, 3), (1, 2, 2, 1), (3, 0, 2, 2)])
def test_staircase_nim_only_the_odd_steps_count(steps):
    brute = gk.Game(gk.StaircaseNim().moves)
    for q in itertools.product(*(range(s + 1) for s in steps)):
        assert brute.grundy(q) == gk.nim_sum(*q[0::2])


def test_ruler_and_mock_turtles_rows_are_nim_sums_of_their_coins():
    for game, rule in [(gk.RulerGame(), lambda i: i & -i), (gk.MockTurtles(), None)]:
        brute = gk.Game(game.moves)
        for heads in itertools.chain.from_iterable(itertools.combinations(range(1, 8), r) for r in range(4)):
            assert brute.grundy(heads) == game.grundy(heads)
        if rule:
            assert all(game.coin_value(i) == rule(i) for i in range(1, 65))


# ---------------------------------------------------------------- Multi-SG
def test_split_nim_two_parts_is_laskers_nim():
    assert gk.SplitNim(2).grundy_sequence(150) == gk.LaskersNim().grundy_sequence(150)


@pytest.mark.parametrize("parts", [2, 3])
def test_split_nim_rule(parts):
    assert gk.SplitNim(parts).grundy_sequence(160) == [gk.split_nim_rule(n, parts) for n in range(160)]


def test_split_nim_rows_agree_with_the_mex_rule_on_moves():
    game = gk.SplitNim(3)
    brute = gk.Game(game.moves)
    for heaps in [(7,), (8,), (3, 5), (2, 2, 6), (9,)]:
        assert brute.grundy(heaps) == game.grundy(heaps)


def test_partitions_count():
    from gamekit.multisg import partitions
    # p(n, 3) = round(n² / 12)
    assert all(len(list(partitions(n, 3))) == round(n * n / 12) for n in range(3, 60))


# ---------------------------------------------------------------- Chomp
def test_strategy_stealing_finds_a_winning_bite_on_every_bar():
    for m, n in itertools.product(range(1, 5), range(1, 6)):
        if m * n == 1:
            continue
        bite, how = gk.strategy_stealing(m, n)
        assert bite in gk.chomp_winning_bites(gk.Chomp.board(m, n))
        assert how in ("corner", "stolen")


def test_square_chomp_bites_to_an_l():
    # the n × n bar: bite (1, 1), leaving two equal arms
    assert all((1, 1) in gk.chomp_winning_bites(gk.Chomp.board(n, n)) for n in range(2, 6))
    assert all(gk.chomp_winning_bites(gk.Chomp.board(2, n)) == [(1, n - 1)] for n in range(1, 8))


def test_stealing_frame():
    frame = gk.tables.stealing_frame(3, 4)
    assert frame.loc[1, 1] == "—" and frame.shape == (3, 4)
    with pytest.raises(ValueError, match="no bite"):
        gk.strategy_stealing(1, 1)


# ---------------------------------------------------------------- dynamic subtraction and Every-SG views
def test_dynamic_tables_and_play_view():
    frame = gk.tables.dynamic_heaps_frame((1, 2, 3), 10)
    assert frame.loc[2].tolist() == gk.fibonacci_numbers(89)
    table = gk.tables.dynamic_table(2, 10).data
    assert table.loc[5].tolist() == ["P", "P", "P", "P", "N"] + [""] * 5
    assert [n for n in range(2, 11) if table.loc[n, n - 1] == "P"] == [2, 3, 5, 8]
    view = gk.widgets.dynamic_play_view(30, 2, "takes 1")
    assert view["take"].sum() == 30 and view["mover"].iloc[-1] == "first"
    with pytest.raises(ValueError, match="loser"):
        gk.widgets.dynamic_play_view(30, 2, "cleverly")
    with pytest.raises(ValueError, match="positive integer"):
        gk.tables.dynamic_heaps_frame((lambda t: 1,), 5)
    fig = gk.plots.dynamic_heaps_plot((1, 2), 10**4)
    assert len(fig.axes[0].lines) == 2


def test_time_frame():
    frame = gk.tables.time_frame(gk.Wythoff(), [(0, 0), (1, 2), (2, 2)])
    assert frame["suspense"].tolist() == [0, 2, 3] and frame["remoteness"].tolist() == [0, 2, 1]


def test_widgets_build():
    assert type(gk.widgets.wythoff_explorer()).__name__ == "VBox"
    assert type(gk.widgets.fibonacci_nim_explorer()).__name__ == "VBox"


# ---------------------------------------------------------------- exercises
def test_checkers_accept_right_answers():
    assert ch07.check_bash_rule(lambda n, m: n % (m + 1))
    assert ch07.check_wythoff_move((10, 17), gk.wythoff_winning_moves((10, 17))[0])
    from gamekit.coins import coins_to_string
    answer = coins_to_string(gk.RulerGame().winning_moves("KPKPPKPK")[0], 8)
    assert ch07.check_ruler_move("KPKPPKPK", answer)
    assert ch07.check_dynamic_p_heaps(3, gk.dynamic_p_heaps(3, 100))
    assert ch07.check_dynamic_take(2, 100, gk.FibonacciNim().winning_take(100))
    suspense = lambda g, p: gk.suspense(g, p)  # noqa: E731
    assert ch07.check_every_sg_rule(lambda a, b: max(suspense(gk.Bash(2), a), suspense(gk.Bash(3), b)) % 2 == 1)
    assert ch07.check_split_rule(lambda n: gk.split_nim_rule(n, 3))
    assert ch07.check_chomp_bite(3, 4, gk.strategy_stealing(3, 4)[0])


def test_checkers_reject_wrong_answers():
    assert not ch07.check_bash_rule(lambda n, m: n % m)
    assert not ch07.check_wythoff_move((10, 17), (10, 10))
    assert not ch07.check_wythoff_move((10, 17), (9, 17)) or gk.Wythoff().outcome((9, 17)) == "P"
    assert "not a Wythoff move" in ch07.check_wythoff_move((10, 17), (9, 15)).message
    assert "not a ruler-game move" in ch07.check_ruler_move("KPKPPKPK", "PPKPPKPK").message
    assert "lengths" in ch07.check_ruler_move("KP", "KPK").message
    assert not ch07.check_dynamic_p_heaps(3, [1, 2, 3, 4, 6, 8])
    assert "between 1 and" in ch07.check_dynamic_p_heaps(3, [0, 1]).message
    assert "may take" in ch07.check_dynamic_take(2, 100, 100).message
    assert not ch07.check_every_sg_rule(lambda a, b: True)
    assert not ch07.check_split_rule(lambda n: gk.split_nim_rule(n, 2))
    assert "poisoned" in ch07.check_chomp_bite(3, 4, (0, 0)).message
    assert "not a square" in ch07.check_chomp_bite(3, 4, (3, 0)).message
