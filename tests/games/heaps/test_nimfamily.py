"""Chapter 3: sums of games and the NIM family, each hidden nim checked against brute force."""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.testing import random_dags
from gamekit.games.boards.strips import Bubbles, MountainClimbers, Northcott
from gamekit.games.heaps.takeaway import Dim, dim_rule
from gamekit.games.heaps.splitting import Forest, LaskersNim, Woodcutter, forest_heaps, lasker_rule
from gamekit.games.heaps.sums import HeapSum, Ridinim
from gamekit.games.heaps.staircase import StaircaseNim
from gamekit.engines.dim import dim_values




def brute(game: gk.Game) -> gk.Game:
    """The same moves, valued by the mex rule alone (no theorem)."""
    return gk.Game(game.moves)


# ------------------------------------------------------------------ sums (theorem 8) and theorem 7
@given(random_dags(), random_dags(), st.data())
def test_value_of_a_sum_is_the_nim_sum_on_random_sums(a, b, data):
    g, h = gk.GraphGame(a), gk.GraphGame(b)
    p = data.draw(st.sampled_from(sorted(a)))
    q = data.draw(st.sampled_from(sorted(b)))
    s = g + h
    assert brute(s).grundy((p, q)) == g.grundy(p) ^ h.grundy(q) == s.grundy((p, q))


@given(random_dags(max_nodes=8), st.data())
def test_theorem_7_copies_of_one_game(edges, data):
    g = gk.GraphGame(edges)
    p = data.draw(st.sampled_from(sorted(edges)))
    two, three = brute(g + g), brute(g + g + g)
    assert two.grundy((p, p)) == 0
    assert (three.grundy((p, p, p)) == 0) == (g.grundy(p) == 0)
    assert three.grundy((p, p, p)) == g.grundy(p)


def test_k_heap_nim_is_the_nim_sum_of_the_heaps():
    nim = gk.Nim()
    for heaps in itertools.product(range(4), repeat=3):
        assert brute(nim).grundy(heaps) == gk.nim_sum(*heaps)


# ------------------------------------------------------------------ GYALOGOS
def test_gyalogos_gaps_4_0_0_3_1_1_3_5_give_1():
    g = Northcott(8)
    start = g.from_gaps([4, 0, 0, 3, 1, 1, 3, 5])
    assert g.grundy(start) == 1
    # the article: approach by one square in any of rows 4 to 8
    moved = [next(i for i, (r, s) in enumerate(zip(start[0], q[0])) if r != s)
             for q in g.winning_moves(start)]
    assert moved == [3, 4, 5, 6, 7]
    assert all(g.hidden_nim(q)[i] == g.hidden_nim(start)[i] - 1
               for i, q in zip(moved, g.winning_moves(start)))


def test_gyalogos_retreats_can_win_too_when_there_is_room():
    g = Northcott(8)
    p = (((2, 7), (0, 6)), "white")                  # gaps 4 and 5: value 1
    assert g.grundy(p) == 1
    assert g.winning_moves(p) == [(((1, 7), (0, 6)), "black"),    # retreat: gap 4 -> 5
                                  (((2, 7), (1, 6)), "black")]    # approach: gap 5 -> 4


def test_gyalogos_hidden_nim_agrees_with_retrograde_analysis():
    g = Northcott(5)
    rows = [(w, b) for w in range(5) for b in range(5) if w != b]
    start = ((rows[0], rows[1]), "white")
    graph = gk.GraphGame({(r, m): g.moves((r, m)) for r in itertools.product(rows, repeat=2)
                          for m in ("white", "black")})
    assert len(graph) == 800 and g.grundy(start) == graph.grundy(start)
    for p in graph.positions:
        assert graph.outcome(p) == g.outcome(p)       # never a draw, and nim decides
        assert graph.grundy(p) == g.grundy(p)         # even Smith's values are the nim-sum


def test_gyalogos_rejects_bad_positions():
    g = Northcott(4)
    with pytest.raises(ValueError, match="mover"):
        g.grundy((((0, 3),), "red"))
    with pytest.raises(ValueError, match="one square"):
        g.grundy((((2, 2),), "white"))
    with pytest.raises(ValueError, match="leaves the board"):
        g.grundy((((0, 4),), "white"))
    with pytest.raises(ValueError, match="does not fit"):
        g.from_gaps([3])


# ------------------------------------------------------------------ staircase nim, BUBORÉK
def test_staircase_nim_is_the_nim_of_the_odd_steps():
    s = StaircaseNim()
    b = brute(s)
    for p in itertools.product(range(3), repeat=4):
        assert b.grundy(p) == s.grundy(p)


@given(st.integers(1, 9), st.data())
def test_bubbles_brute_force_equals_the_hidden_nim(length, data):
    cells = data.draw(st.sets(st.integers(0, length - 1), max_size=4))
    b = Bubbles(length)
    assert brute(b).grundy(tuple(cells)) == b.grundy(tuple(cells)) \
        == StaircaseNim().grundy(b.staircase(tuple(cells)))


def article_tube():
    # bottom bubble, 7 empty, bubble, 2 empty, bubble, 4 empty, bubble, 1 empty, bubble, 4 to the top
    return Bubbles(23), (0, 8, 11, 16, 18)


def test_buborek_heaps_7_4_4_and_the_winning_moves():
    b, p = article_tube()
    assert b.hidden_nim(p) == (7, 4, 4) and b.grundy(p) == 7
    wins = b.winning_moves(p)
    assert (0, 8, 11, 16, 19) in wins              # the top bubble up by one: heaps 7, 4, 3
    assert (7, 8, 11, 16, 18) in wins              # the bottom bubble joins the next: heap 7 gone
    assert sorted(b.hidden_nim(q) for q in wins) == [(0, 4, 4), (7, 3, 4), (7, 4, 3)]


def test_bubbles_rejects_bad_positions():
    with pytest.raises(ValueError, match="share a cell"):
        Bubbles(5).grundy([1, 1])
    with pytest.raises(ValueError, match="outside the tube"):
        Bubbles(5).grundy([5])


# ------------------------------------------------------------------ FAVÁGÓ
def test_favago_rows_have_the_values_of_halom():
    assert Woodcutter().grundy_sequence(40) == list(range(40))


def test_favago_forest_of_the_article_is_worth_4():
    heaps = (4, 4, 6, 2, 7, 1, 3, 5)
    assert Woodcutter().grundy(heaps) == 4
    assert (4, 6, 2, 7, 1, 3, 5) in Woodcutter().winning_moves(heaps)


def test_favago_splitting_never_helps():
    for n in range(1, 30):
        for a in range(1, n):
            for b in range(1, n - a):
                assert a ^ b <= a + b < n


def test_favago_on_the_picture_equals_the_heaps():
    f = Forest()
    for rows in [("####.####", "#.##"), ("#####",), ("##.#.#", "###", "#")]:
        assert brute(f).grundy(rows) == f.grundy(rows) == gk.nim_sum(*forest_heaps(rows))
    with pytest.raises(ValueError, match="only"):
        forest_heaps(["#x#"])


# ------------------------------------------------------------------ RIM, DIM, RIDINIM
PRINTED_DIM = [0, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5, 1, 2, 1, 3]


def test_dim_table_of_the_article_cell_by_cell():
    assert Dim().grundy_sequence(21, engine="plain") == PRINTED_DIM


def test_dim_engines_agree_with_the_mex_rule_and_the_2_adic_rule():
    plain = Dim().grundy_sequence(600, engine="plain")
    assert dim_values(600, engine="python").tolist() == plain
    fast = dim_values(100_000, engine="numba")
    assert fast[:600].tolist() == plain
    assert all(int(fast[n]) == dim_rule(n) for n in range(100_000))


def test_ridinim_three_heaps_of_10():
    g = Ridinim()
    assert g.heap_values((10, 10, 10)) == (0, 2, 10)
    assert g.winning_moves((10, 10, 10)) == [(10, 10, 2)]


def test_heap_sum_brute_force():
    g = Ridinim()
    b = brute(g)
    for p in itertools.product(range(7), repeat=3):
        assert b.grundy(p) == g.grundy(p)
    with pytest.raises(ValueError, match="one-heap games"):
        HeapSum(LaskersNim(), gk.Nim()).moves((3, 1))


def test_rim_is_a_sum_of_relative_prime_heaps():
    rim = gk.RelativePrime() if hasattr(gk, "RelativePrime") else Ridinim().games[0]
    assert rim.grundy((9, 10, 7)) == rim.grundy(9) ^ rim.grundy(10) ^ rim.grundy(7)
    assert brute(rim).grundy((9, 5, 4)) == rim.grundy((9, 5, 4))


# ------------------------------------------------------------------ HEGYMÁSZÓ
def test_hegymaszo_all_positions_against_brute_force():
    m = MountainClimbers()
    b = brute(m)
    for huts in itertools.product(range(6), repeat=3):
        assert b.grundy(huts) == m.grundy(huts)
    assert m.grundy((0, 0, 0)) == 2
    assert m.winning_moves((0, 0, 0)) == [(0, 2, 0), (0, 0, 2)]


def test_hegymaszo_rejects_climbers_above_the_summit():
    with pytest.raises(ValueError, match="above the summit"):
        MountainClimbers().grundy((0, 6, 0))
    with pytest.raises(ValueError, match="reaches"):
        MountainClimbers(reaches=(0, 1))


# ------------------------------------------------------------------ Lasker's nim
def test_laskers_nim_values_follow_the_mod_4_rule():
    assert LaskersNim().grundy_sequence(120) == [lasker_rule(n) for n in range(120)]
    assert brute(LaskersNim()).grundy((3, 4)) == LaskersNim().grundy((3, 4)) == 4 ^ 3


# ------------------------------------------------------------------ staircase nim against brute force
@pytest.mark.parametrize("steps", [(2, 1, 3), (1, 2, 2, 1), (3, 0, 2, 2)])
def test_staircase_nim_only_the_odd_steps_count(steps):
    brute = gk.Game(gk.StaircaseNim().moves)
    for q in itertools.product(*(range(s + 1) for s in steps)):
        assert brute.grundy(q) == gk.nim_sum(*q[0::2])

