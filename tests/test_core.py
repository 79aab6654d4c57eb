"""The foundation: mex, nim-sum, Game, Sum, heap games and the tantrum variant."""
from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from conftest import random_dags


def minimax_wins(game: gk.Game, p, misere: bool = False) -> bool:
    """Return whether the player to move wins, by a plain search over all plays."""
    @lru_cache(maxsize=None)
    def wins(q) -> bool:
        options = list(game.moves(q))
        if not options:
            return misere          # normal play: no move, you lose; misère: you win
        return any(not wins(r) for r in options)
    return wins(p)


# ------------------------------------------------------------------ arithmetic
def test_mex_of_the_slides_example_is_3():
    assert gk.mex({0, 1, 2, 4, 6}) == 3
    assert gk.mex([]) == 0
    assert gk.mex([1, 2, 3]) == 0


def test_nim_sum_of_6_and_5_is_3():
    assert gk.nim_sum(6, 5) == 3
    assert gk.nim_sum() == 0
    assert gk.nim_sum(13, 42, 30, 43) == 18


@pytest.mark.parametrize("call", [lambda: gk.mex([0, -1]), lambda: gk.nim_sum(3, -2),
                                  lambda: gk.nim_sum(1.5), lambda: gk.mex(["a"])])
def test_arithmetic_rejects_what_is_not_a_natural_number(call):
    with pytest.raises(ValueError, match="non-negative integers"):
        call()


# ------------------------------------------------------------------ textbook games
def test_mini_bachet_is_n_mod_3():
    mini = gk.SubtractionGame({1, 2})
    assert [mini.grundy(n) for n in range(60)] == [n % 3 for n in range(60)]
    assert mini.kernel(range(20)) == {(n,) for n in range(0, 20, 3)} or \
        mini.kernel(range(20)) == set(range(0, 20, 3))


def test_bachet_take_1_to_10_is_n_mod_11():
    bachet = gk.SubtractionGame(range(1, 11))
    assert bachet.grundy_sequence(300) == [n % 11 for n in range(300)]
    assert [n for n in range(100) if bachet.outcome(n) == "P"] == list(range(0, 100, 11))


def test_deep_subtraction_game_needs_no_recursion():
    assert gk.SubtractionGame({1, 2}).grundy(200000) == 200000 % 3
    deep = gk.Game(lambda n: [n - k for k in (1, 2) if k <= n])
    assert deep.grundy(200000) == 200000 % 3
    deep.cache_clear()
    assert deep._memo == {}


def test_only_good_move_from_13_42_30_43_is_to_13_42_12_43():
    assert gk.Nim().grundy((13, 42, 30, 43)) == 18
    assert gk.Nim().winning_moves((13, 42, 30, 43)) == [(13, 42, 12, 43)]


def test_nim_heap_value_is_its_size_by_the_mex_rule():
    nim = gk.Nim()
    by_mex = gk.Game(lambda n: range(n))
    assert nim.grundy_sequence(40) == [by_mex.grundy(n) for n in range(40)]


# The rows γ(n), n = 0..17, of the four subtraction tables of the misère slides (seed 000),
# transcribed as printed.
SLIDE_NORMAL_ROWS = {
    (2, 6): [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0],
    (2, 5): [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1],
    (1, 3, 4): [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1],
    (2, 4, 7): [0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1],
}


@pytest.mark.parametrize("ks", SLIDE_NORMAL_ROWS)
def test_normal_rows_of_the_misere_slides(ks):
    game = gk.SubtractionGame(ks)
    assert game.grundy_sequence(18) == SLIDE_NORMAL_ROWS[ks]
    plain = gk.Game(lambda n: [n - k for k in ks if k <= n])
    assert [plain.grundy(n) for n in range(18)] == SLIDE_NORMAL_ROWS[ks]


# ------------------------------------------------------------------ bad input
@pytest.mark.parametrize("ks, words", [({0, 1}, "contains 0"), ((), "empty"),
                                       ({-2, 1}, "negative"), ({1.5}, "positive integers"),
                                       ("12", "positive integers")])
def test_subtraction_set_must_be_positive_integers(ks, words):
    with pytest.raises(ValueError, match=words):
        gk.SubtractionGame(ks)


def test_negative_heap_is_refused():
    with pytest.raises(ValueError, match="cannot be negative"):
        gk.Nim().grundy((3, -1))
    with pytest.raises(ValueError, match="cannot be negative"):
        gk.SubtractionGame({1}).outcome(-4)


def test_a_cycle_is_named_and_points_to_graph_game():
    loop = gk.Game(lambda p: {"a": ["b"], "b": ["c"], "c": ["a"]}[p])
    with pytest.raises(ValueError, match="GraphGame") as info:
        loop.grundy("a")
    assert "'a'" in str(info.value)


def test_bad_game_and_positions_are_refused():
    with pytest.raises(ValueError, match="function"):
        gk.Game(42)
    with pytest.raises(ValueError, match="hashable"):
        gk.Game(lambda p: []).grundy([1, 2])
    with pytest.raises(ValueError, match="one position per component"):
        (gk.Nim() + gk.Nim()).grundy((1, 2, 3))


# ------------------------------------------------------------------ sums
def test_plus_flattens_and_sum_positions_are_tuples():
    a, b, c = gk.SubtractionGame({1, 2}), gk.SubtractionGame({1, 3}), gk.Nim()
    total = a + b + c
    assert total.components == (a, b, c)
    assert total.grundy((4, 5, (2, 1))) == gk.nim_sum(a.grundy(4), b.grundy(5), 3)


@given(random_dags(), random_dags(), st.data())
def test_value_of_a_sum_is_the_nim_sum(g1, g2, data):
    a, b = gk.Game(g1.__getitem__), gk.Game(g2.__getitem__)
    p = (data.draw(st.sampled_from(sorted(g1))), data.draw(st.sampled_from(sorted(g2))))
    by_search = gk.Game((a + b).moves).grundy(p)      # the mex rule on the product graph
    assert by_search == gk.nim_sum(a.grundy(p[0]), b.grundy(p[1])) == (a + b).grundy(p)


# ------------------------------------------------------------------ the theorem of Sprague and Grundy
@given(random_dags())
def test_zeros_of_grundy_form_a_kernel(edges):
    game = gk.Game(edges.__getitem__)
    kernel = game.kernel(edges)
    for p, options in edges.items():
        if p in kernel:
            assert not any(q in kernel for q in options)   # no move inside the kernel
        else:
            assert any(q in kernel for q in options)       # a move into it from outside


@given(random_dags())
def test_outcome_agrees_with_minimax(edges):
    game = gk.Game(edges.__getitem__)
    for p in edges:
        assert (game.outcome(p) == "N") == minimax_wins(game, p)
        assert game.winning_moves(p) == [q for q in edges[p] if not minimax_wins(game, q)]


@given(random_dags())
def test_misere_outcome_agrees_with_misere_minimax(edges):
    game = gk.Game(edges.__getitem__)
    tantrum = game.misere()
    for p in edges:
        assert (tantrum.outcome(p) == "N") == minimax_wins(game, p, misere=True)
        if not edges[p]:
            assert tantrum.grundy(p) == 1                  # γ^h = 1 on terminal positions
    assert tantrum.grundy(gk.TANTRUM_END) == 0


@given(st.lists(st.integers(0, 5), min_size=1, max_size=4))
def test_misere_nim_by_the_tantrum_game_agrees_with_minimax(heaps):
    nim = gk.Nim()
    assert (nim.misere().outcome(tuple(heaps)) == "N") == minimax_wins(nim, tuple(heaps), misere=True)


@given(st.lists(st.integers(0, 14), min_size=1, max_size=3), st.sets(st.integers(1, 6), min_size=1))
def test_heap_rows_are_sums_of_single_heaps(heaps, ks):
    game = gk.SubtractionGame(ks)
    assert game.grundy(tuple(heaps)) == gk.Game(game.moves).grundy(tuple(heaps))


# ------------------------------------------------------------------ limits and long runs
@pytest.mark.parametrize("call", [
    lambda: gk.Nim().grundy_sequence(10**13),
    lambda: gk.SubtractionGame({1, 2}).grundy(10**13),
    lambda: gk.Kayles.grundy_sequence(10**13),
    lambda: gk.GrundysGame().grundy_array(10**13),
    lambda: gk.Queen().grundy_table(10**7, 10**7),
    lambda: gk.wythoff_values(10**7),
    lambda: gk.Dim().grundy(10**13),
    lambda: gk.RelativePrime().grundy_sequence(10**13),
    lambda: gk.Rook().grundy((10**7, 10**7)),
    lambda: gk.Wythoff().outcome((10**6, 10**6)),
])
def test_tables_too_large_for_memory_are_refused_up_front(call):
    with pytest.raises(ValueError, match="would need .* of memory"):
        call()


def test_nim_value_of_huge_heaps_is_their_nim_sum():
    assert gk.Nim().grundy((10**30, 10**30 + 1, 7)) == 1 ^ 7


def test_long_searches_report_progress(monkeypatch, capsys):
    import gamekit._progress as progress

    clock = iter(range(0, 10**9, 10))                 # every reading of the clock is 10 s later
    monkeypatch.setattr(progress.time, "perf_counter", lambda: next(clock))
    assert gk.Game(lambda n: [n - 1] if n else []).grundy(200_000) == 0
    assert "positions evaluated" in capsys.readouterr().err


def test_an_interrupted_search_leaves_a_consistent_memo():
    calls = {"n": 0}

    def moves(n):
        calls["n"] += 1
        if calls["n"] == 5000:
            raise KeyboardInterrupt
        return [n - k for k in (1, 2) if k <= n]

    game = gk.Game(moves)
    with pytest.raises(KeyboardInterrupt):
        game.grundy(20_000)
    assert all(v == k % 3 for k, v in game._memo.items())   # only complete values were stored
    assert game.grundy(20_000) == 20_000 % 3
