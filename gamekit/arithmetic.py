"""Nim arithmetic: the minimal excluded value and the nim-sum."""
from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import xor

__all__ = ["mex", "nim_sum"]


def _check_natural(value: object, what: str) -> int:
    """Return ``value`` as an ``int`` after checking that it is a non-negative integer."""
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            import numpy as np

            if isinstance(value, np.integer):
                value = int(value)
            else:
                raise TypeError
        except TypeError:
            raise ValueError(f"{what} takes non-negative integers, got {value!r}") from None
    if value < 0:
        raise ValueError(f"{what} takes non-negative integers, got {value!r}")
    return int(value)


def mex(values: Iterable[int]) -> int:
    """Return the least non-negative integer not in ``values`` (the *minimal excluded* value).

    >>> mex({0, 1, 2, 4, 6})
    3
    >>> mex([])
    0
    """
    seen = {_check_natural(v, "mex") for v in values}
    m = 0
    while m in seen:
        m += 1
    return m


def nim_sum(*values: int) -> int:
    """Return the nim-sum (binary addition without carry, XOR) of non-negative integers.

    >>> nim_sum(6, 5)
    3
    >>> nim_sum(13, 42, 30, 43)
    18
    >>> nim_sum()
    0
    """
    return reduce(xor, (_check_natural(v, "nim_sum") for v in values), 0)
