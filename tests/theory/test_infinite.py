"""Chapter 6: loopy games, Smith's generalised Grundy values, draws, sums and remoteness."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.games.graphs.dugo import DUGO_ROADS, dugo
from gamekit.games.graphs.graph import GraphGame, random_graph
from gamekit.theory.infinite import Infinite, smith_sum
from gamekit.engines.graphs import generalised_grundy, retrograde
from gamekit.testing import random_graphs


# ----------------------------------------------------------------------------- DUGÓ (the article)
def test_dugo_only_dead_end_is_c_and_the_cycle_is_m_i_n():
    g = dugo()
    assert [p for p in g.positions if not g.moves(p)] == ["C"]
    for a, b in [("M", "I"), ("I", "N"), ("N", "M")]:
        assert b in g.moves(a)
    with pytest.raises(ValueError, match="cycle"):
        gk.Game(lambda p: DUGO_ROADS[p]).grundy("M")


def test_dugo_roads_named_in_the_text():
    g = dugo()
    assert set(g.moves("D")) == {"B", "E"}
    assert set(g.moves("B")) == {"C", "E"}
    assert set(g.moves("E")) == {"C", "H"}
    assert g.moves("G") == ["D"] and g.moves("K") == ["G"]
    assert "G" in g.moves("H")


@pytest.mark.slow
def test_dugo_values_stated_in_the_text():
    g = dugo()
    stated = {"C": 0, "D": 0, "G": 1, "K": 0, "E": 1, "B": 2, "A": 1, "M": 0, "P": 2, "N": 1}
    assert {p: g.grundy(p) for p in stated} == stated
    assert all(isinstance(v, int) for v in g.values().values())   # every town gets a number
    assert g.outcome("M") == "P"                                     # Második wins from M


def test_dugo_article_procedure_in_the_text_order():
    steps = dugo().numbering("CDGKEBAFJIHLMNP")
    assert [s.position for s in steps] == list("CDGKEBAFJIHLMNP")
    assert [s.position for s in steps if s.unnumbered] == ["D", "E", "I"]
    g = dugo()
    assert g.numberable({"C": 0}) == {"D": 0}
    assert g.numberable({"C": 0, "D": 0}) == {"G": 1, "K": 0}
    # the text's remark "now E is the only vertex that can be numbered" cannot hold on any map
    # (the first later zero is always numberable too): here it is J
    assert g.numberable({"C": 0, "D": 0, "G": 1, "K": 0}) == {"E": 1, "J": 0}


def test_tridugo_cars_at_a_k_p():
    g = dugo()
    tri = g + g + g
    assert [g.grundy(p) for p in "AKP"] == [1, 0, 2]
    assert tri.grundy(("A", "K", "P")) == 3
    assert tri.winning_moves(("A", "K", "P")) == [("B", "K", "P"), ("A", "K", "N")]
    product = GraphGame.from_game(tri, ("A", "K", "P"))
    assert product.remoteness(("A", "K", "N")) < product.remoteness(("B", "K", "P"))
    assert product.best_move(("A", "K", "P")) == ("A", "K", "N")


def test_two_cars_mirror_strategy_can_loop_but_best_move_ends():
    g = dugo()
    product = GraphGame.from_game(g + g, ("M", "M"))
    assert product.outcome(("M", "M")) == "P"
    # after M→I, I→N the mirror reply (N, N) is a 0 but so is (N, G); only one shortens the play
    assert ("N", "N") in product.winning_moves(("N", "I"))
    assert product.best_move(("N", "I")) != ("N", "N")
    assert product.remoteness(product.best_move(("N", "I"))) < product.remoteness(("N", "N"))
    line = product.best_play(("I", "M"))
    assert line[-1] == ("C", "C") and len(line) - 1 == product.remoteness(("I", "M"))


# ----------------------------------------------------------------------------- the value ∞_K
def test_infinite_value_prints_and_adds_by_smiths_rules():
    assert repr(Infinite({2, 0})) == "∞{0,2}" and repr(Infinite()) == "∞{}"
    assert 3 ^ Infinite({0, 1}) == Infinite({3, 2})
    assert Infinite({0}) ^ Infinite({0}) == Infinite()
    assert gk.outcome_of(Infinite({0, 5})) == "N" and gk.outcome_of(Infinite({5})) == "D"
    assert Infinite({1}) != 1 and Infinite({1}) != Infinite({2})
    assert gk.smith_sum(1, 0, 2) == 3
    with pytest.raises((ValueError, TypeError)):
        Infinite({-1})
    with pytest.raises((ValueError, TypeError)):
        gk.smith_sum(1, "2")


# ----------------------------------------------------------------------------- bad input
@pytest.mark.parametrize("edges, message", [
    ({"a": ["b"]}, "not a position"),
    ({"a": [["b"]]}, "not hashable"),
    ({"a": "b", "b": []}, "must be a list"),
    ({"a": 3}, "must be a list"),
    ([("a", "b")], "mapping"),
])
def test_malformed_graphs_raise_value_error(edges, message):
    with pytest.raises((ValueError, TypeError), match=message):
        GraphGame(edges)


def test_bad_positions_and_arrays_raise_value_error():
    g = dugo()
    for bad in ("O", ["A"], 3):
        with pytest.raises(ValueError):
            g.grundy(bad)
    with pytest.raises(ValueError, match="not a position"):
        generalised_grundy([0, 1], [5])
    with pytest.raises(ValueError, match="indptr"):
        retrograde([0, 2], [0])
    with pytest.raises(ValueError, match="engine"):
        GraphGame({"a": []}, engine="fortran")


# ----------------------------------------------------------------------------- theorems on random graphs
def naive_outcomes(edges: dict) -> dict:
    """Outcomes by repeating the two kernel rules until nothing changes (no counters, no queue)."""
    out: dict = {}
    changed = True
    while changed:
        changed = False
        for u, vs in edges.items():
            if u in out:
                continue
            if any(out.get(v) == "P" for v in vs):
                out[u], changed = "N", True
            elif all(out.get(v) == "N" for v in vs):
                out[u], changed = "P", True
    return {u: out.get(u, "D") for u in edges}


@given(random_graphs())
def test_smith_engines_agree_with_the_articles_procedure(edges):
    fast = GraphGame(edges, engine="auto")
    slow = GraphGame(edges, engine="python")
    by_hand = {s.position: s.value for s in fast.numbering()}
    for p in edges:
        v = fast.grundy(p)
        assert v == slow.grundy(p)
        assert (by_hand[p] == v) if p in by_hand else isinstance(v, Infinite)


@given(random_graphs())
def test_theorem_6_and_retrograde_outcomes(edges):
    """Theorem 6: N iff some follower is 0, P iff the value is 0, otherwise a draw."""
    g = GraphGame(edges)
    naive = naive_outcomes(edges)
    for p in edges:
        by_theorem = "P" if g.grundy(p) == 0 else \
            "N" if any(g.grundy(q) == 0 for q in g.moves(p)) else "D"
        assert g.outcome(p) == by_theorem == naive[p] == gk.outcome_of(g.grundy(p))
        assert GraphGame(edges, engine="python").outcome(p) == g.outcome(p)


@given(random_graphs())
def test_finite_values_satisfy_smiths_conditions(edges):
    g = GraphGame(edges)
    for p in edges:
        v = g.grundy(p)
        followers = [g.grundy(q) for q in g.moves(p)]
        finite = [w for w in followers if not isinstance(w, Infinite)]
        if isinstance(v, Infinite):
            assert v.K == frozenset(finite)
        else:
            assert v == gk.mex(finite)
            for q, w in zip(g.moves(p), followers):   # a follower above v (or ∞) can be answered by v
                if isinstance(w, Infinite) or w > v:
                    assert any(g.grundy(r) == v for r in g.moves(q))


@given(random_graphs(max_nodes=6), random_graphs(max_nodes=6), st.data())
def test_sum_rule_against_the_product_graph(a, b, data):
    ga, gb = GraphGame(a), GraphGame(b)
    start = (data.draw(st.sampled_from(list(a))), data.draw(st.sampled_from(list(b))))
    product = GraphGame.from_game(ga + gb, start)
    for (p, q) in product.positions:
        assert product.grundy((p, q)) == ga.grundy(p) ^ gb.grundy(q) == (ga + gb).grundy((p, q))
        assert product.outcome((p, q)) == (ga + gb).outcome((p, q))


@given(random_graphs())
def test_best_play_ends_in_exactly_remoteness_moves(edges):
    g = GraphGame(edges)
    for p in edges:
        line = g.best_play(p)
        if g.outcome(p) == "D":
            assert g.remoteness(p) is None
            assert all(g.outcome(q) == "D" for q in line)
        else:
            assert len(line) - 1 == g.remoteness(p) and not g.moves(line[-1])
            assert (g.remoteness(p) % 2 == 0) == (g.outcome(p) == "P")


def test_finite_games_convert_with_the_same_values():
    for game, start in [(gk.SubtractionGame({1, 3, 4}), 30), (gk.Nim(), (3, 5, 6)),
                        (gk.SubtractionGame({2, 5}) + gk.SubtractionGame({1, 2}), (9, 7))]:
        graph = GraphGame.from_game(game, start)
        assert all(graph.grundy(p) == game.grundy(p) for p in graph.positions)
        assert all(graph.outcome(p) == game.outcome(p) for p in graph.positions)


@pytest.mark.slow
def test_engines_agree_on_a_larger_random_graph():
    g = random_graph(3000, 9000, seed=7)
    indptr, indices = g.csr()
    fast = generalised_grundy(indptr, indices, engine="auto")
    slow = generalised_grundy(indptr, indices, engine="python")
    assert np.array_equal(fast, slow) and (fast < 0).any() and (fast >= 2).any()
    c1, r1 = retrograde(indptr, indices, engine="auto")
    c2, r2 = retrograde(indptr, indices, engine="python")
    assert np.array_equal(c1, c2) and np.array_equal(r1, r2)
    zero_follower = np.zeros(len(g), dtype=bool)
    np.logical_or.at(zero_follower, np.repeat(np.arange(len(g)), np.diff(indptr)),
                     fast[indices] == 0)
    theorem6 = np.where(fast == 0, 1, np.where(zero_follower, 2, 0))
    assert np.array_equal(theorem6, c1)


def test_triple_of_a_first_player_win_can_be_a_draw():
    """The article's remark in §5: a loopy J won by First with J + J + J drawn."""
    j = GraphGame({"x": ["z", "y"], "y": ["z", "x"], "z": []})
    assert j.outcome("x") == "N" and j.grundy("x") == Infinite({0})
    triple = GraphGame.from_game(j + j + j, ("x", "x", "x"))
    assert triple.outcome(("x", "x", "x")) == "D"


# --------------------------------------------------------------------------- rule 2 and sums
def test_dugo_rule_2_witnesses_carry_the_number_of_the_step():
    g = dugo()
    for step in g.numbering("CDGKEBAFJIHLMNP"):
        assert [y for y, _ in step.witnesses] == list(step.unnumbered)
        for y, z in step.witnesses:
            assert z in g.moves(y) and g.grundy(z) == step.value


@given(random_graphs(7))
def test_numbering_witnesses_are_numbered_followers_with_the_same_number(edges):
    g = GraphGame(edges)
    numbers: dict = {}
    for step in g.numbering():
        for y, z in step.witnesses:
            assert z in g.moves(y) and numbers[z] == step.value
        numbers[step.position] = step.value


def test_tridugo_winning_moves_are_the_articles():
    game = dugo()
    assert gk.Sum(game, game, game).component_winning_moves(("A", "K", "P")) == [["B"], [], ["N"]]


@given(random_graphs(6), st.lists(st.integers(0, 5), min_size=1, max_size=3))
def test_winning_moves_of_a_smith_sum_lead_to_value_zero(edges, cars):
    g = GraphGame(edges)
    cars = tuple(c % len(edges) for c in cars)
    found = gk.Sum(*([g] * len(cars))).component_winning_moves(cars)
    for i, c in enumerate(cars):
        for q in g.moves(c):
            after = cars[:i] + (q,) + cars[i + 1:]
            wins = smith_sum(*(g.grundy(x) for x in after)) == 0
            assert (q in found[i]) == wins


@pytest.mark.parametrize("position", [True, 1.0])
def test_a_graph_game_does_not_take_true_or_1_0_for_node_1(position):
    with pytest.raises(ValueError, match="not a position of this graph"):
        gk.GraphGame({1: [2], 2: []}).grundy(position)
