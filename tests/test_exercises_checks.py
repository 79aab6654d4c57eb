"""Tests of gamekit.exercises.checks: the generic checkers name where a rule breaks."""
from __future__ import annotations

import gamekit as gk
from gamekit.exercises import check_kernel_rule, check_values


def test_checkers_name_where_a_rule_breaks():
    mini = gk.SubtractionGame({1, 2})
    verdict = check_kernel_rule(mini, lambda n: n % 3 == 1, range(10))
    assert not verdict and "0" in verdict.message and "no moves" in verdict.message
    assert check_values(mini, lambda n: n % 3, range(50))
    assert not check_values(mini, lambda n: min(n, 2), range(50))

