"""The exercise of the start-here notebook."""
from __future__ import annotations

from collections.abc import Callable

from ..heaps import SubtractionGame
from .checks import check_kernel_rule
from .verdict import Verdict

__all__ = ["check_take_1_to_3"]


def check_take_1_to_3(is_p: Callable[[int], bool]) -> Verdict:
    """Return whether ``is_p(n)`` tells the P-positions of "take 1, 2 or 3" for every n < 200.

    >>> check_take_1_to_3(lambda n: n % 2 == 0).ok
    False
    """
    return check_kernel_rule(SubtractionGame({1, 2, 3}), is_p, range(200))
