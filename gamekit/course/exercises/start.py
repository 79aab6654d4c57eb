"""The exercise of the start-here notebook."""
from __future__ import annotations

from collections.abc import Callable

from gamekit.course.grading.answers import checker
from gamekit.course.exercises.checks import check_kernel_rule
from gamekit.course.grading.verdict import Verdict
from gamekit.games.heaps.subtraction import SubtractionGame

__all__ = ["check_take_1_3_or_4"]


@checker
def check_take_1_3_or_4(is_p: Callable[[int], bool]) -> Verdict:
    """Return whether ``is_p(n)`` tells the P-positions of "take 1, 3 or 4" for every n < 200.

    >>> check_take_1_3_or_4(lambda n: n % 2 == 0)
    ✗ Not yet: your rule calls 4 a P-position, but the move 4 → 0 reaches another position your rule calls P.

    See also: :func:`gamekit.course.exercises.check_kernel_rule`.
    """
    return check_kernel_rule(SubtractionGame({1, 3, 4}), is_p, range(200))
