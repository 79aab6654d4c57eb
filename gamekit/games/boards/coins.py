"""Coin-turning games: a row of coins, a move turns some coins, the rightmost from heads to tails.

Coins are numbered 1, 2, … from the left; a position is the sorted tuple of the coins showing
heads.  A rule says, for a coin i, which sets of coins to its left may be turned together
with it (i itself always goes from heads to tails; the others may go either way).  Because
the rule depends on i alone, a row is a sum of single heads — turning a coin that is already
heads is like adding a second copy of that heap, which cancels — so the value of a position is
the nim-sum of the values of its heads (checked against brute force in the tests).

- :class:`CoinTurningGame` — the general constructor, from ``flips(i)``.
- :class:`TurningTurtles` — FORDÍTÓ of the article: turn one coin, or two with the right one
  going heads → tails; coin i is a nim heap of i.
- :class:`RulerGame` — turn any run of consecutive coins ending at a heads coin; coin i is worth
  the largest power of 2 dividing i.
- :class:`MockTurtles` — turn one, two or three coins; coin i is worth the i-th odious number.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [2] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982).
   *Winning Ways for your Mathematical Plays*. Academic Press (coin-turning games: the ruler game, Mock Turtles).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import reduce
from itertools import combinations
from operator import xor

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import as_row, given, is_integer
from gamekit.core.validation import heap as as_heap
from gamekit.theory.game import Game

__all__ = ["CoinTurningGame", "TurningTurtles", "Fordito", "RulerGame", "MockTurtles",
           "coins_from_string", "coins_to_string", "ruler_rule", "odious"]


def coins_from_string(row: str, heads: str = "P", tails: str = "K") -> tuple[int, ...]:
    """Return the heads of a row written as letters, e.g. the article's ``"KPPKKKPKKP"`` (P = red = heads).

    Every letter must be ``heads`` or ``tails`` (spaces are ignored), so a typing slip is an
    error rather than a silent tail.

    See also: :func:`coins_to_string`.

    >>> coins_from_string("KPPKKKPKKP")
    (2, 3, 7, 10)
    >>> coins_from_string("THHT", heads="H", tails="T")
    (2, 3)
    >>> coins_from_string("KPxK")
    Traceback (most recent call last):
    ...
    ValueError: a row of coins uses only 'P' (heads) and 'K' (tails), got 'x' in 'KPxK'
    """
    if not isinstance(row, str):
        raise TypeError(_("a row of coins is a string such as 'KPPK', got {given}").format(given=given(row)))
    letters = row.replace(" ", "")
    for c in letters:
        if c not in (heads, tails):
            raise ValueError(_("a row of coins uses only {heads} (heads) and {tails} (tails), got {c} in {row}").format(
                                 heads=repr(heads), tails=repr(tails), c=repr(c), row=repr(row)))
    return tuple(i for i, c in enumerate(letters, start=1) if c == heads)


def coins_to_string(position: Iterable[int], length: int, heads: str = "P", tails: str = "K") -> str:
    """Return a row of ``length`` coins as letters, heads where ``position`` says.

    See also: :func:`coins_from_string`.

    >>> coins_to_string((2, 3, 7, 10), 10)
    'KPPKKKPKKP'
    """
    up = set(position)
    if up and (min(up) < 1 or max(up) > length):
        raise ValueError(_("coins are numbered 1 … {length}, got {value}").format(length=length, value=sorted(up)))
    return "".join(heads if i in up else tails for i in range(1, length + 1))


class CoinTurningGame(Game):
    """A coin-turning game given by ``flips(i)``: the sets of coins left of i that may be turned with i.

    A move picks a heads coin i and one set S from ``flips(i)`` (S may be empty, every member
    is between 1 and i − 1) and turns over i and the coins of S.

    >>> twins = CoinTurningGame(lambda i: [(j,) for j in range(1, i)], name="twins")
    >>> twins.moves((3,))
    [(1,), (2,)]
    >>> [twins.coin_value(i) for i in range(1, 7)]
    [0, 1, 2, 3, 4, 5]
    """

    def __init__(self, flips: Callable[[int], Iterable[Iterable[int]]], name: str | None = None) -> None:
        if not callable(flips):
            raise TypeError(_("CoinTurningGame(flips) needs a function i -> sets of coins, got {given}").format(
                                given=given(flips)))
        self.flips = flips
        self._coin_values: dict[int, int] = {}
        super().__init__(name=name)

    def position(self, position: object) -> tuple[int, ...]:
        """Return the heads as a sorted tuple; a string is read by :func:`coins_from_string`.

        >>> TurningTurtles().position("KPPK"), TurningTurtles().position({5, 1})
        ((2, 3), (1, 5))
        """
        if isinstance(position, str):
            return coins_from_string(position)
        if as_row(position) is not None:
            position = as_row(position)
        if not isinstance(position, (tuple, list, set, frozenset)):
            raise TypeError(_("a position is the collection of heads coins (numbered from 1), like (2, 5), or a "
                              "row such as 'PKPPK'; got {given}").format(given=given(position)))
        heads = sorted(as_heap(c) for c in position)
        if heads and heads[0] == 0:
            raise ValueError(_("coins are numbered from 1"))
        if len(set(heads)) < len(heads):
            raise ValueError(_("a coin is listed twice in {position}").format(position=repr(position)))
        return tuple(heads)

    def turns(self, i: int) -> list[frozenset[int]]:
        """Return the sets of other coins that may be turned together with coin i, checked.

        >>> TurningTurtles().turns(3)
        [frozenset(), frozenset({1}), frozenset({2})]
        """
        found = []
        sets = self.flips(i)
        if isinstance(sets, (str, bytes)) or not isinstance(sets, Iterable):
            raise TypeError(_("{self}: flips({i}) must return the sets of coins that may be turned with coin {i} "
                              "(a list of tuples, say [(1,), ()]), got {sets}").format(
                                self=repr(self), i=i, sets=repr(sets)))
        for s in sets:
            if isinstance(s, (str, bytes)) or not isinstance(s, Iterable):
                raise TypeError(_("{self}: flips({i}) must list sets of coins, such as (1, 2), got {given}").format(
                                    self=repr(self), i=i, given=given(s)))
            s = frozenset(s)
            if any(not is_integer(j) or not 1 <= j < i for j in s):
                raise ValueError(_("{self}: the coins turned with coin {i} must be among 1 … {value}, got "
                                   "{value2}").format(self=repr(self), i=i, value=i - 1, value2=sorted(s)))
            found.append(s)
        return found

    def moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the options: a heads coin turned to tails with one of its allowed sets.

        >>> TurningTurtles().moves((1, 3))
        [(3,), (1,), (), (1, 2)]
        """
        heads = set(self.position(position))
        found = []
        for i in sorted(heads):
            for s in self.turns(i):
                found.append(tuple(sorted(heads.symmetric_difference(s | {i}))))
        return found

    def coin_value(self, i: int) -> int:
        """Return the value of the row whose only heads is coin i (by the mex rule, remembered).

        >>> RulerGame().coin_value(12)
        4
        """
        i = as_heap(i)
        if i < 1:
            raise ValueError(_("coins are numbered from 1"))
        for j in range(1, i + 1):
            if j not in self._coin_values:
                options = {reduce(xor, (self._coin_values[k] for k in s), 0) for s in self.turns(j)}
                v = 0
                while v in options:
                    v += 1
                self._coin_values[j] = v
        return self._coin_values[i]

    def grundy(self, position: object) -> int:
        """Return the nim-sum of the values of the heads coins.

        >>> TurningTurtles().grundy("KPPKKKPKKP")
        12
        """
        return reduce(xor, (self.coin_value(i) for i in self.position(position)), 0)

    def cache_clear(self) -> None:
        super().cache_clear()
        self._coin_values.clear()


class TurningTurtles(CoinTurningGame):
    """FORDÍTÓ (Turning Turtles): turn one heads coin, or two coins of which the right one is heads.

    See also: :class:`CoinTurningGame`.

    >>> g = TurningTurtles()
    >>> g.grundy("KPPKKKPKKP"), g.winning_moves("KPPKKKPKKP")
    (12, [(2, 3, 6, 7)])
    """

    def __init__(self) -> None:
        super().__init__(lambda i: [()] + [(j,) for j in range(1, i)], name="FORDÍTÓ")


Fordito = TurningTurtles


class RulerGame(CoinTurningGame):
    """The ruler game: turn a run of consecutive coins whose right end is heads.

    See also: :func:`ruler_rule`.

    >>> [RulerGame().coin_value(i) for i in range(1, 9)]
    [1, 2, 1, 4, 1, 2, 1, 8]
    """

    def __init__(self) -> None:
        super().__init__(lambda i: [tuple(range(i - k, i)) for k in range(i)], name=N_("ruler game"))

    def coin_value(self, i: int) -> int:
        """Return the value of coin i by the ruler rule: the largest power of 2 dividing i.

        The mex over every run ending at coin i gives the same (the tests compare them), but costs
        i² steps a coin; the rule is instant.

        >>> RulerGame().coin_value(96), RulerGame().grundy((2000,))
        (32, 16)
        """
        return ruler_rule(i)


class MockTurtles(CoinTurningGame):
    """Mock Turtles: turn one, two or three coins, the rightmost going heads → tails.

    See also: :func:`odious`.

    >>> [MockTurtles().coin_value(i) for i in range(1, 9)]
    [1, 2, 4, 7, 8, 11, 13, 14]
    """

    def __init__(self) -> None:
        def flips(i: int) -> list[tuple[int, ...]]:
            left = range(1, i)
            return [()] + [(j,) for j in left] + list(combinations(left, 2))

        super().__init__(flips, name="Mock Turtles")

    def coin_value(self, i: int) -> int:
        """Return the value of coin i: the i-th odious number (an odd count of 1 bits).

        The mex over every way to turn one, two or three coins gives the same (the tests compare
        them), but costs i² steps a coin; the rule is instant.

        >>> MockTurtles().coin_value(8), MockTurtles().grundy((1000,))
        (14, 1999)
        """
        return odious(i)


def ruler_rule(i: int) -> int:
    """Return the largest power of 2 dividing i ≥ 1 (the value of coin i in the ruler game).

    See also: :class:`RulerGame`.

    >>> [ruler_rule(i) for i in (1, 6, 12, 40)]
    [1, 2, 4, 8]
    """
    i = as_heap(i)
    if i < 1:
        raise ValueError(_("coins are numbered from 1"))
    return i & -i


def odious(k: int) -> int:
    """Return the k-th odious number (k ≥ 1): numbers with an odd count of 1 bits, 1, 2, 4, 7, 8, …

    See also: :class:`MockTurtles`.

    >>> [odious(k) for k in range(1, 9)]
    [1, 2, 4, 7, 8, 11, 13, 14]
    """
    k = as_heap(k)
    if k < 1:
        raise ValueError(_("odious numbers are counted from k = 1"))
    m = 2 * (k - 1)
    return m + (bin(m).count("1") % 2 == 0)
