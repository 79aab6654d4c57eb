"""Every-SG (from the Chinese summary): the suspense number decides (not the remoteness); checked by brute force."""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.theory.everysg import conjunctive_outcome
from gamekit.testing import random_dags


def dag_game(dag):
    return gk.Game(lambda v: dag[v])


@given(random_dags())
def test_remoteness_is_even_exactly_at_p_positions(dag):
    game = dag_game(dag)
    for v in dag:
        assert (gk.remoteness(game, v) % 2 == 0) == (game.outcome(v) == "P")


@given(random_dags())
def test_remoteness_agrees_with_retrograde_analysis_of_the_graph(dag):
    graph = gk.GraphGame(dag)            # an independent engine (chapter 6)
    game = dag_game(dag)
    assert all(gk.remoteness(game, v) == graph.remoteness(v) for v in dag)


@given(random_dags())
def test_suspense_is_even_exactly_at_p_positions(dag):
    game = dag_game(dag)
    for v in dag:
        assert (gk.suspense(game, v) % 2 == 0) == (game.outcome(v) == "P")


@given(random_dags(max_nodes=7), random_dags(max_nodes=7), random_dags(max_nodes=6), st.data())
def test_every_sg_outcome_by_suspense_agrees_with_brute_force(d1, d2, d3, data):
    games = [dag_game(d1), dag_game(d2), dag_game(d3)]
    count = data.draw(st.integers(1, 3))
    every = gk.EverySG(*games[:count])
    for position in itertools.product(*(list(d) for d in (d1, d2, d3)[:count])):
        assert gk.every_sg_outcome(every, position) == every.outcome(position), position


@given(random_dags(max_nodes=7), random_dags(max_nodes=7))
def test_suspense_of_an_every_sg_sum_is_the_largest_suspense(d1, d2):
    g1, g2 = dag_game(d1), dag_game(d2)
    every = gk.EverySG(g1, g2)
    for a, b in itertools.product(d1, d2):
        assert gk.suspense(every, (a, b)) == max(gk.suspense(g1, a), gk.suspense(g2, b))


@given(random_dags(max_nodes=7), random_dags(max_nodes=7))
def test_conjunctive_compound_is_decided_by_the_least_remoteness(d1, d2):
    g1, g2 = dag_game(d1), dag_game(d2)
    both = gk.Conjunctive(g1, g2)
    for a, b in itertools.product(d1, d2):
        assert conjunctive_outcome(both, (a, b)) == both.outcome((a, b))
        assert gk.remoteness(both, (a, b)) == min(gk.remoteness(g1, a), gk.remoteness(g2, b))


def test_the_remoteness_reading_of_the_chinese_summary_fails_for_every_sg():
    # "compare the earliest win with the latest loss", read as remoteness, predicts P here
    every = gk.EverySG(gk.Bachet(2), gk.Bachet(4), gk.Wythoff())
    position = (0, 5, (2, 2))
    remote = [gk.remoteness(g, p) for g, p in zip(every.components, position)]
    assert remote == [0, 2, 1] and max(remote) % 2 == 0
    assert every.outcome(position) == "N"
    # the winning move keeps the Wythoff component alive: (2, 2) -> (1, 2), not (0, 0)
    assert all(sorted(w[2]) == [1, 2] for w in every.winning_moves(position))
    assert [gk.suspense(g, p) for g, p in zip(every.components, position)] == [0, 2, 3]


def test_every_sg_of_subtraction_games_and_wythoff():
    mini, bachet, wythoff = gk.SubtractionGame({1, 2}), gk.Bachet(4), gk.Wythoff()
    every = gk.EverySG(mini, bachet, wythoff)
    for a, b, w in itertools.product(range(7), range(8), [(0, 0), (1, 2), (2, 2), (3, 4)]):
        assert gk.every_sg_outcome(every, (a, b, w)) == every.outcome((a, b, w))


def test_mini_bachet_remoteness_pattern():
    # P-heaps 3k: the loser delays (takes 1), the winner hurries
    mini = gk.SubtractionGame({1, 2})
    assert [gk.remoteness(mini, n) for n in range(9)] == [0, 1, 1, 2, 3, 3, 4, 5, 5]


def test_every_sg_is_not_the_ordinary_sum():
    # two heaps of mini Bachet: the ordinary sum 4 + 4 is a P-position (equal values),
    # but in Every-SG both heaps move together and the first player wins.
    mini = gk.SubtractionGame({1, 2})
    assert (mini + mini).outcome(((4,), (4,))) == "P"
    assert gk.EverySG(mini, mini).outcome((4, 4)) == "N"


@pytest.mark.slow
def test_a_deep_game_needs_no_recursion():
    assert gk.remoteness(gk.SubtractionGame({1}), 50_000) == 50_000


def test_bad_input_is_refused():
    with pytest.raises((ValueError, TypeError), match="at least one"):
        gk.EverySG()
    with pytest.raises((ValueError, TypeError), match="EverySG.. needs a game such as gk.Kayles.* got the number 3"):
        gk.EverySG(3)
    with pytest.raises((ValueError, TypeError), match="one position per component"):
        gk.EverySG(gk.Nim()).position((1, 2))
    with pytest.raises(ValueError, match="remoteness needs a game .* got the text 'nim', which names no game"):
        gk.remoteness("nim", 3)
    with pytest.raises((ValueError, TypeError), match="EverySG"):
        gk.every_sg_outcome(gk.Nim(), (1, 2))
    with pytest.raises((ValueError, TypeError), match="Conjunctive"):
        conjunctive_outcome(gk.EverySG(gk.Nim()), ((1,),))
