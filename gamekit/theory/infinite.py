"""The infinite values ∞_K of loopy games and Smith's rule for adding generalised values.

In a game whose play can go round a cycle, some positions get no ordinary Grundy number.
C. A. B. Smith's generalised function γ gives every position either a finite value (an ``int``)
or an infinite value ∞_K, where K is the set of finite values among its followers
(:class:`Infinite`, printed like ``∞{0,2}``).  Theorem 6 of the article: the player to move
wins exactly when some follower has value 0, loses exactly when the position has value 0, and
otherwise the game is a draw.  :func:`smith_sum` adds such values.

See also: :mod:`gamekit.games.graphs.graph` (the games that have them), :mod:`gamekit.engines.graphs` (the engines).

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [2] Smith, C. A. B. (1966). "Graphs and composite games". *Journal of Combinatorial Theory* 1, 51–81.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import xor
from typing import Any

import numpy as np

from gamekit.core.language import gettext as _
from gamekit.core.validation import given, is_integer

__all__ = ["Infinite", "smith_sum"]


class Infinite:
    """Return-type of γ at positions without a finite value: ∞_K, K = the finite follower values.

    Its ``outcome`` is ``"N"`` when 0 ∈ K (move to a 0 and win) and ``"D"`` otherwise.  Nim-adding
    follows Smith's rules: a ⊕ ∞_K = ∞_{a⊕K}, and two infinite values add to ∞_∅ (a draw).

    >>> v = Infinite({2, 0})
    >>> v, v.outcome, 2 ^ v, v ^ Infinite({1})
    (∞{0,2}, 'N', ∞{0,2}, ∞{})
    >>> (3 ^ v).outcome
    'D'
    """

    __slots__ = ("K",)

    def __init__(self, K: Iterable[int] = ()) -> None:
        try:
            values = frozenset(K)
        except TypeError:
            raise TypeError(_("Infinite(K) needs a set of non-negative integers, got "
                              "{given}").format(given=given(K))) from None
        for k in values:
            if not is_integer(k):
                raise TypeError(_("Infinite(K) needs non-negative integers, got {given} in {K}").format(
                                    given=given(k), K=repr(K)))
            if k < 0:
                raise ValueError(_("Infinite(K) needs non-negative integers, got {k} in {K}").format(
                                     k=repr(k), K=repr(K)))
        object.__setattr__(self, "K", frozenset(int(k) for k in values))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Infinite values are immutable")

    @property
    def outcome(self) -> str:
        """Return ``"N"`` if 0 is in K (the player to move wins), else ``"D"`` (a draw).

        >>> Infinite({0}).outcome, Infinite().outcome
        ('N', 'D')
        """
        return "N" if 0 in self.K else "D"

    def __xor__(self, other: Any) -> "Infinite":
        if isinstance(other, Infinite):
            return Infinite()
        if isinstance(other, (int, np.integer)) and not isinstance(other, bool) and other >= 0:
            return Infinite(int(other) ^ k for k in self.K)
        return NotImplemented

    __rxor__ = __xor__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Infinite) and other.K == self.K

    def __hash__(self) -> int:
        return hash(("∞", self.K))

    def __repr__(self) -> str:
        return "∞{" + ",".join(str(k) for k in sorted(self.K)) + "}"

    __str__ = __repr__


def smith_sum(*values: int | Infinite) -> int | Infinite:
    """Return the generalised value of a sum from the values of its parts (Smith's rules).

    Finite parts nim-add; a ⊕ ∞_K = ∞_{a⊕K}; two infinite parts give ∞_∅, a draw.

    See also: :func:`gamekit.engines.graphs.generalised_grundy`, :class:`gamekit.games.graphs.graph.GraphGame`.

    >>> smith_sum(1, 0, 2), smith_sum(1, Infinite({0, 3})), smith_sum(Infinite({0}), Infinite({0}))
    (3, ∞{1,2}, ∞{})
    """
    for v in values:
        if not isinstance(v, Infinite) and not is_integer(v):
            raise TypeError(_("a generalised Grundy value is a non-negative integer or an Infinite, got "
                              "{given}").format(
                                given=given(v)))
        if not isinstance(v, Infinite) and v < 0:
            raise ValueError(_("a generalised Grundy value is a non-negative integer or an Infinite, got {v}").format(
                                 v=repr(v)))
    return reduce(xor, values, 0)
