"""Nim arithmetic: the minimal excluded value and the nim-sum.

References
----------
.. [1] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy function of
   a simple game), lecture slides of the course.
.. [2] *Nim-összeadás, játékok összege* (Nim-addition, sums of games), lecture slides of the course.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import reduce
from operator import xor

__all__ = ["mex", "nim_sum"]

from gamekit.core.validation import given, natural


def mex(values: Iterable[int]) -> int:
    """Return the least non-negative integer not in ``values`` (the *minimal excluded* value).

    See also: :func:`nim_sum`, :meth:`gamekit.Game.grundy`.

    >>> mex({0, 1, 2, 4, 6})
    3
    >>> mex([])
    0
    """
    if isinstance(values, (str, bytes, Mapping)) or not isinstance(values, Iterable):
        raise TypeError(f"mex takes a collection of non-negative integers (a list or a set), got {given(values)}")
    seen = set()
    for v in values:
        if type(v) is not int or v < 0:        # the common case (plain ints) skips the full check
            v = natural(v, "a value of mex")
        seen.add(v)
    m = 0
    while m in seen:
        m += 1
    return m


def nim_sum(*values: int) -> int:
    """Return the nim-sum (binary addition without carry, XOR) of non-negative integers.

    See also: :func:`mex`, :func:`gamekit.nim_product`, :func:`gamekit.nim_sum_table`.

    >>> nim_sum(6, 5)
    3
    >>> nim_sum(13, 42, 30, 43)
    18
    >>> nim_sum()
    0
    """
    return reduce(xor, (natural(v, "a value of nim_sum") for v in values), 0)
