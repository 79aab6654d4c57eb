"""Tests of gamekit.theory.game: Game and Sum, outcomes against minimax, kernels, progress and interruption."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import gamekit as gk
from gamekit.theory.game import nesting_depth
from gamekit.games.graphs.trees import stalk
from gamekit.theory.misere import longest_play
from gamekit.testing import minimax_wins, random_dags, subtraction_sets


def test_a_cycle_is_named_and_points_to_graph_game():
    loop = gk.Game(lambda p: {"a": ["b"], "b": ["c"], "c": ["a"]}[p])
    with pytest.raises(ValueError, match="GraphGame") as info:
        loop.grundy("a")
    assert "'a'" in str(info.value)


def test_bad_game_and_positions_are_refused():
    with pytest.raises(TypeError, match="function"):
        gk.Game(42)
    with pytest.raises(TypeError, match="a value that cannot change"):
        gk.Game(lambda p: []).grundy([1, 2])
    with pytest.raises(ValueError, match="one position per component"):
        (gk.Nim() + gk.Nim()).grundy((1, 2, 3))


@given(random_dags(), random_dags(), st.data())
def test_value_of_a_sum_is_the_nim_sum(g1, g2, data):
    a, b = gk.Game(g1.__getitem__), gk.Game(g2.__getitem__)
    p = (data.draw(st.sampled_from(sorted(g1))), data.draw(st.sampled_from(sorted(g2))))
    by_search = gk.Game((a + b).moves).grundy(p)      # the mex rule on the product graph
    assert by_search == gk.nim_sum(a.grundy(p[0]), b.grundy(p[1])) == (a + b).grundy(p)


@pytest.mark.slow
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


@pytest.mark.slow
def test_long_searches_report_progress(monkeypatch, capsys):
    import gamekit.core.progress as progress

    monkeypatch.delenv("GAMEKIT_PROGRESS", raising=False)   # make test silences recorded runs
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
    assert all(v == k % 3 for k, v in game.known_values().items())   # only complete values were stored
    assert game.grundy(20_000) == 20_000 % 3



# ----------------------------------------------------------------------------- caches hang off the game
def _counting_bachet():
    calls = []

    def moves(n):
        calls.append(n)
        return [n - k for k in (1, 2) if k <= n]
    return gk.Game(moves), calls


def test_cache_clear_empties_the_misere_genus_and_every_sg_caches_too():
    game, calls = _counting_bachet()
    tantrum = game.misere()

    def ask():
        return (tantrum.outcome(7), tantrum.grundy(7), str(gk.genus(game, 7)), gk.remoteness(game, 7),
                gk.suspense(game, 7), longest_play(game, 7))
    first = ask()
    calls.clear()
    assert ask() == first and calls == []          # everything was remembered ...
    game.cache_clear()
    assert ask() == first and calls                # ... and is recomputed after cache_clear


def test_an_unreferenced_game_is_freed_after_misere_genus_and_every_sg():
    import gc
    import weakref

    game = gk.SubtractionGame({1, 3})
    game.misere().outcome((4, 5)), gk.genus(game, (4,)), gk.remoteness(game, (6,)), gk.suspense(game, (6,))
    longest_play(game, (5,)), gk.every_sg_outcome(gk.EverySG(game, game), ((3,), (4,)))
    ref = weakref.ref(game)
    del game
    gc.collect()
    assert ref() is None


def test_all_tantrum_games_of_a_game_share_its_values():
    game, calls = _counting_bachet()
    first = game.misere().outcome(10)
    calls.clear()
    assert game.misere().outcome(10) == first == "P" and calls == []   # 10 ≡ 1 (mod 3): misère P


# --------------------------------------------------------------------------- winning moves of a sum
def test_winning_moves_of_nim_3_4_5_take_two_from_the_three():
    nim = gk.Nim()
    assert gk.Sum(nim, nim, nim).component_winning_moves(((3,), (4,), (5,))) == [[(1,)], [], []]


def test_a_p_position_of_a_sum_has_no_winning_move():
    nim = gk.Nim()
    assert gk.Sum(nim, nim).component_winning_moves(((6,), (6,))) == [[], []]


@given(st.lists(st.tuples(subtraction_sets(6), st.integers(0, 30)), min_size=1, max_size=4))
def test_winning_moves_of_a_sum_lead_to_nim_sum_zero(parts):
    games = [gk.SubtractionGame(k) for k, _ in parts]
    start = tuple((n,) for _, n in parts)
    total = gk.Sum(*games)
    found = total.component_winning_moves(start)
    whole = {(i, q[i]) for q in total.winning_moves(start) for i in range(len(games)) if q[i] != start[i]}
    assert {(i, q) for i, moves in enumerate(found) for q in moves} == whole
    for i, moves in enumerate(found):
        for q in moves:
            after = start[:i] + (q,) + start[i + 1:]
            assert gk.nim_sum(*(g.grundy(p) for g, p in zip(games, after))) == 0


# ------------------------------------------------------------------ careless move functions
def test_a_move_function_that_never_ends_is_refused_with_the_count_and_the_limit():
    forgot_k_le_n = gk.Game(lambda n: [n - k for k in (1, 2)])
    forgot_k_le_n.max_positions = 5_000
    with pytest.raises(ValueError, match=r"5,001 positions reached from 5.*max_positions = 10_000"):
        forgot_k_le_n.grundy(5)
    climbing = gk.Game(lambda n: [n + 1])
    climbing.max_positions = 3_000
    with pytest.raises(ValueError, match="3,001 positions"):
        climbing.grundy(0)
    assert gk.Game.max_positions == 200_000


def test_raising_max_positions_lets_a_long_finite_game_finish():
    chain = gk.Game(lambda n: [n - 1] if n else [])
    chain.max_positions = 100
    with pytest.raises(ValueError, match="max_positions"):
        chain.grundy(500)
    chain.max_positions = 1_000
    assert chain.grundy(500) == 0 and chain.outcome(501) == "N"


def test_a_move_function_returning_no_list_or_lists_is_named():
    with pytest.raises(TypeError, match="moves of 3 must be an iterable of positions.*got 3"):
        gk.Game(lambda n: n).grundy(3)
    with pytest.raises(ValueError, match=r"hashable \(a tuple, not a list\).*option \[2\]"):
        gk.Game(lambda n: [[n - 1]] if n else []).grundy(3)


@pytest.mark.slow
def test_positions_nested_too_deeply_to_hash_are_refused_not_crashed():
    deep: tuple = ()
    for _ in range(300_000):          # hashing this nested tuple would overflow the C stack
        deep = (deep,)
    with pytest.raises(ValueError, match="a stalk of more than 10,000 edges is refused"):
        stalk(300_000)
    with pytest.raises(ValueError, match="nests tuples more than 10000 deep"):
        gk.Game(lambda t: list(t)).grundy(deep)
    growing = gk.Game(lambda t: [(t,)])
    with pytest.raises(ValueError, match="nests tuples more than 10000 deep"):
        growing.grundy(stalk(9_999))
    assert nesting_depth(stalk(50)) == 51
