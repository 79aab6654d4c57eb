"""Tests of gamekit.exercises.ch06: the checkers of chapter 6 accept right answers and reject wrong ones."""
from __future__ import annotations

from gamekit.loopy import DUGO_ROADS, GraphGame, Infinite, dugo


def test_exercise_checkers_accept_answers_and_reject_naive_attempts():
    from gamekit.exercises import ch06

    g = dugo()
    assert ch06.check_dugo_strategy(lambda t: g.best_move(t))
    assert not ch06.check_dugo_strategy(lambda t: DUGO_ROADS[t][0])
    assert ch06.check_winning_moves(["J", "H", "N"], [("J", "F"), ("H", "G")])
    assert not ch06.check_winning_moves(["J", "H", "N"], [("J", "F")])
    assert ch06.check_triple_draw({"x": ["z", "y"], "y": ["z", "x"], "z": []}, "x")
    exercise = GraphGame({"a": ["b", "c"], "b": ["a", "d"], "c": ["d"], "d": [],
                          "e": ["e", "c"], "f": ["a", "e"], "g": ["f", "b"]})
    assert ch06.check_loopy_values(exercise, exercise.values())
    assert not ch06.check_loopy_values(exercise, {**exercise.values(), "e": Infinite({0})})
    assert ch06.check_outcomes(exercise, exercise.outcomes())
    assert ch06.check_outcome_function(lambda edges: GraphGame(edges).outcomes())
    assert not ch06.check_outcome_function(lambda edges: {p: "D" for p in edges})

