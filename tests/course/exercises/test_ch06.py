"""Tests of gamekit.course.exercises.ch06: the checkers of chapter 6 accept right answers and reject wrong ones."""
from __future__ import annotations

from gamekit.games.graphs.dugo import DUGO_ROADS, dugo
from gamekit.games.graphs.graph import GraphGame
from gamekit.theory.infinite import Infinite

EXERCISE = GraphGame({"a": ["b", "c"], "b": ["a", "d"], "c": ["d"], "d": [],
                      "e": ["e", "c"], "f": ["a", "e"], "g": ["f", "b"]})


def test_exercise_checkers_accept_answers_and_reject_naive_attempts():
    from gamekit.course.exercises import ch06

    g = dugo()
    assert ch06.check_dugo_strategy(lambda t: g.best_move(t))
    assert not ch06.check_dugo_strategy(lambda t: DUGO_ROADS[t][0])
    assert ch06.check_winning_moves(["J", "H", "N"], [("J", "F"), ("H", "G")])
    assert ch06.check_winning_moves(["J", "H", "N"], [["J", "F"], ["H", "G"]])   # lists are pairs too
    assert not ch06.check_winning_moves(["J", "H", "N"], [("J", "F")])
    assert ch06.check_triple_draw({"x": ["z", "y"], "y": ["z", "x"], "z": []}, "x")
    assert ch06.check_loopy_values(EXERCISE, EXERCISE.values())
    assert ch06.check_loopy_values(EXERCISE, {**EXERCISE.values(), "e": "∞"})
    assert not ch06.check_loopy_values(EXERCISE, {**EXERCISE.values(), "e": Infinite({0})})
    assert ch06.check_outcomes(EXERCISE, EXERCISE.outcomes())
    asked = ch06.check_outcome_function(lambda edges: GraphGame(edges).outcomes())
    assert not asked and "calls gamekit’s `outcomes`" in asked.message
    assert not ch06.check_outcome_function(lambda edges: {p: "D" for p in edges})


def test_exercise_checkers_are_kind_to_unexpected_answers():
    from gamekit.course.exercises import ch06

    assert "no answer yet" in ch06.check_loopy_values(EXERCISE, ...).message
    assert "should be a dict" in ch06.check_loopy_values(EXERCISE, [0, 1, 2]).message
    assert "the value of the position a should be a whole number" in ch06.check_loopy_values(
        EXERCISE, {**EXERCISE.values(), "a": -1}).message
    assert "has none" in ch06.check_loopy_values(EXERCISE, {"a": 0}).message
    assert "should be a dict" in ch06.check_outcomes(EXERCISE, "PNDP").message
    assert "'P', 'N' or 'D'" in ch06.check_outcomes(EXERCISE, {}).message
    assert "should be a list" in ch06.check_winning_moves(["J", "H", "N"], 5).message
    assert "write each move as a pair" in ch06.check_winning_moves(["J", "H", "N"], ("J", "F")).message
    assert "no car stands in A." in ch06.check_winning_moves(["J", "H", "N"], [("A", "B")]).message
    assert "no road" in ch06.check_winning_moves(["J", "H", "N"], [("J", "C")]).message
    assert "not a position of the graph" in ch06.check_triple_draw({"x": ["y"]}, "x").message
    assert "the start q is not a position" in ch06.check_triple_draw({"x": []}, "q").message
    assert "should be a dict" in ch06.check_triple_draw([["x", "y"]], "x").message

    def broken(town):
        raise KeyError(town)

    verdict = ch06.check_dugo_strategy(broken)
    assert not verdict and "broken('I') raised KeyError" in verdict.message
    assert "is not a road out of" in ch06.check_dugo_strategy(lambda town: "C").message

    def outcomes(edges):
        return ["P"] * len(edges)

    assert "should be a dict" in ch06.check_outcome_function(outcomes).message
    assert "gives no outcome" in ch06.check_outcome_function(lambda edges: {}).message

    def no_return(edges):
        label = {}  # noqa: F841

    assert "returned nothing" in ch06.check_outcome_function(no_return).message
