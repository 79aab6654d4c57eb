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

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given, natural

_A_VALUE_OF_NIM_SUM = N_("a value of nim_sum")    # what nim_sum's error names (a constant: nim_sum is called often)


def mex(values: Iterable[int]) -> int:
    """Return the least non-negative integer not in ``values`` (the *minimal excluded* value).

    The mex rule gives every position of a finite game its Sprague–Grundy value: γ(p) is the mex
    of the values of p's options [1]_.

    Parameters
    ----------
    values : iterable of int
        Non-negative integers, in any order, repeats allowed (a list, a set, a generator).

    Returns
    -------
    int
        The least of 0, 1, 2, … that is not among ``values``: 0 for no values.

    Raises
    ------
    TypeError
        If ``values`` is not a collection (a number, a text, a dictionary), or a value is not a
        whole number (a float, a truth value).
    ValueError
        If a value is negative.

    See Also
    --------
    nim_sum : the value of a sum of games.
    gamekit.theory.game.Game.grundy : the value of a position, by the mex rule.

    References
    ----------
    .. [1] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy
       function of a simple game), lecture slides of the course.

    Examples
    --------
    >>> mex({0, 1, 2, 4, 6})
    3
    >>> mex([])
    0
    """
    if isinstance(values, (str, bytes, Mapping)) or not isinstance(values, Iterable):
        raise TypeError(_("mex takes a collection of non-negative integers (a list or a set), got {given}").format(
                            given=given(values)))
    seen = set()
    for v in values:
        if type(v) is not int or v < 0:        # the common case (plain ints) skips the full check
            v = natural(v, N_("a value of mex"))
        seen.add(v)
    m = 0
    while m in seen:
        m += 1
    return m


def nim_sum(*values: int) -> int:
    """Return the nim-sum (binary addition without carry, XOR) of non-negative integers.

    The value of a sum of games is the nim-sum of the values of its parts (the Sprague–Grundy
    theorem [1]_); a nim position is a P-position exactly when the nim-sum of its heaps is 0.

    Parameters
    ----------
    *values : int
        Non-negative integers, any number of them.

    Returns
    -------
    int
        Their nim-sum ⊕: each binary digit is 1 when an odd number of the values have it; 0 for
        no values.

    Raises
    ------
    TypeError
        If a value is not a whole number (a float, a text, a truth value).
    ValueError
        If a value is negative.

    See Also
    --------
    mex : the value of a position from the values of its options.
    gamekit.theory.nimfield.nim_product : the nim-product, with which ⊕ makes a field.
    gamekit.theory.nimbers.nim_sum_table : the table of a ⊕ b.

    References
    ----------
    .. [1] *Nim-összeadás, játékok összege* (Nim-addition, sums of games), lecture slides of the
       course.

    Examples
    --------
    >>> nim_sum(6, 5)
    3
    >>> nim_sum(13, 42, 30, 43)
    18
    >>> nim_sum()
    0
    """
    return reduce(xor, (natural(v, _A_VALUE_OF_NIM_SUM) for v in values), 0)
