"""Multi-SG games: a move may replace one game by several ("Multi-SG" in the Chinese summary [1]_).

The value of an option that consists of several games is the nim-sum of their values, and the
mex rule does the rest: every :class:`gamekit.HeapGame` already works this way, since a heap
may leave several heaps.  :class:`SplitNim` is the family of the classic examples: take any
number of tokens from a heap, or split it into ``parts`` non-empty heaps.  ``SplitNim(2)`` is
Lasker's nim (:class:`gamekit.LaskersNim`, values n except 4k+3 ↔ 4k+4); ``SplitNim(3)`` has
period-8 values, n except 8k+7 ↔ 8k+8 (:func:`split_nim_rule`, checked by the tests).
FAVÁGÓ (:class:`Woodcutter`, and :class:`Forest` on the article's picture of rows of trees) cuts
adjacent trees from a row, which may fall in two: a splitting game whose values are γ(n) = n.

References
----------
.. [1] A Chinese competitive-programming summary of Sprague–Grundy theory (Anti-SG, Multi-SG,
   Every-SG, classic games), one of the course's sources.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import reduce
from operator import xor

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import count, given, is_integer
from gamekit.core.validation import heap as as_heap
from gamekit.games.heaps.heap import HeapGame
from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.game import Game

__all__ = ["SplitNim", "partitions", "split_nim_rule", "LaskersNim", "lasker_rule", "Woodcutter", "forest_heaps",
           "Forest"]


def partitions(n: int, parts: int, largest: int | None = None) -> Iterator[tuple[int, ...]]:
    """Yield the ways to write n as a sum of exactly ``parts`` positive integers, non-increasing.

    >>> list(partitions(6, 3))
    [(4, 1, 1), (3, 2, 1), (2, 2, 2)]
    """
    n, parts = as_heap(n), as_heap(parts)
    largest = n if largest is None else largest
    if parts == 0:
        if n == 0:
            yield ()
        return
    for first in range(min(n - parts + 1, largest), 0, -1):
        if first * parts < n:
            break
        for rest in partitions(n - first, parts - 1, first):
            yield (first,) + rest


class SplitNim(HeapGame):
    """Take any number of tokens from a heap, or split a heap into ``parts`` non-empty heaps.

    See also: :func:`split_nim_rule`, :class:`gamekit.LaskersNim`.

    >>> SplitNim(2).grundy_sequence(9)          # Lasker's nim
    [0, 1, 2, 4, 3, 5, 6, 8, 7]
    >>> SplitNim(3).grundy_sequence(10)
    [0, 1, 2, 3, 4, 5, 6, 8, 7, 9]
    """

    def __init__(self, parts: int = 3, name: str | None = None) -> None:
        if not is_integer(parts):
            raise TypeError(_("parts is the number of heaps a split makes, at least 2; got {given}").format(
                                given=given(parts)))
        if parts < 2:
            raise ValueError(_("a split makes at least 2 heaps, got parts={parts}").format(parts=repr(parts)))
        parts = int(parts)
        self.parts = parts
        super().__init__(name=name)

    def __repr__(self) -> str:
        return gettext(self._name) if self._name else _("take or split into {parts}").format(parts=self.parts)

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        """Return the options of a heap of n: (k,) for 0 < k < n, (), and every split into ``parts`` heaps.

        >>> SplitNim(3).heap_options(4)
        [(), (1,), (2,), (3,), (2, 1, 1)]
        """
        return [()] + [(k,) for k in range(1, n)] + list(partitions(n, self.parts))

    def grundy(self, position: object) -> int:
        """Return γ of a row of heaps; for 2 or 3 parts by :func:`split_nim_rule`, without a search.

        The rule is Lasker's period-4 theorem for two parts and the period-8 rule of the Multi-SG
        sources for three (the tests compare both with :meth:`grundy_sequence`, the mex rule);
        other numbers of parts use the mex rule.

        >>> SplitNim(3).grundy((2000,)), SplitNim(2).grundy((7, 3))
        (1999, 12)
        """
        if self.parts not in (2, 3):
            return super().grundy(position)
        return reduce(xor, (split_nim_rule(h, self.parts) for h in self.position(position)), 0)


def split_nim_rule(n: int, parts: int = 3) -> int:
    """Return the known value of a heap of n in :class:`SplitNim` for 2 or 3 parts.

    With q = 4 (two parts) or 8 (three parts): n, except that n ≡ −1 and n ≡ 0 (mod q), n > 0,
    swap (qk − 1 ↦ qk, qk ↦ qk − 1).

    See also: :class:`SplitNim`.

    >>> [split_nim_rule(n, 3) for n in range(6, 18)]
    [6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15, 17]
    """
    n = as_heap(n)
    if parts not in (2, 3):
        raise ValueError(_("the rule is known here for 2 or 3 parts, got {parts}").format(parts=repr(parts)))
    q = 4 if parts == 2 else 8
    return n + 1 if n % q == q - 1 else n - 1 if n and n % q == 0 else n


# ====================================================================== FAVÁGÓ
class Woodcutter(HeapGame):
    """FAVÁGÓ on rows of adjacent trees: cut one or more adjacent trees; the row may fall in two.

    A heap of n is a row of n adjacent trees; a move leaves rows a and b with a + b < n.  The
    values are those of HALOM, γ(n) = n: splitting never helps.

    >>> Woodcutter().grundy_sequence(8), Woodcutter().grundy((4, 4, 6, 2, 7, 1, 3, 5))
    ([0, 1, 2, 3, 4, 5, 6, 7], 4)
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name or "FAVÁGÓ")

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        """Return the rows left after cutting k ≥ 1 adjacent trees from a row of n (a ≤ b).

        >>> Woodcutter().heap_options(3)
        [(2,), (1, 1), (1,), ()]
        """
        found = []
        for k in range(1, n + 1):
            rest = n - k
            found += [(rest,)] if rest else [()]
            found += [(a, rest - a) for a in range(1, rest // 2 + 1)]
        return found


def forest_heaps(rows: Iterable[str], tree: str = "#") -> tuple[int, ...]:
    """Return the lengths of the runs of adjacent trees in the rows of a forest, row by row.

    >>> forest_heaps(["####.####", "######.##"])
    (4, 4, 6, 2)
    """
    heaps = []
    for row in rows:
        if not isinstance(row, str):
            raise TypeError(_("a row of the forest is a string such as '##.#', got {given}").format(given=given(row)))
        heaps += [len(run) for run in row.split(".") if run]
        if set(row) - {tree, "."}:
            raise ValueError(_("a row may hold only {tree} (a tree) and '.' (no tree), got {row}").format(
                                 tree=repr(tree), row=repr(row)))
    return tuple(heaps)


class Forest(Game):
    """FAVÁGÓ on the picture itself: a position is a tuple of rows such as ``"####.####"``.

    A move cuts one or more adjacent trees (``#``) of one row, leaving ``.`` in their place.

    >>> f = Forest()
    >>> f.grundy(("####.####", "#.#")), f.moves(("#.#",))
    (0, [('..#',), ('#..',)])
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name or N_("FAVÁGÓ (forest)"))

    def position(self, position: object) -> tuple[str, ...]:
        if isinstance(position, str) or not isinstance(position, (tuple, list)):
            raise TypeError(_("a forest is a tuple of rows such as ('##.#', '###'), got {given}").format(
                                given=given(position)))
        forest_heaps(position)
        return tuple(position)

    def moves(self, position: object) -> list[tuple[str, ...]]:
        rows = self.position(position)
        found = []
        for r, row in enumerate(rows):
            for i in range(len(row)):
                j = i
                while j < len(row) and row[j] == "#":
                    j += 1
                    found.append(rows[:r] + (row[:i] + "." * (j - i) + row[j:],) + rows[r + 1:])
        return found

    def hidden_nim(self, position: object) -> tuple[int, ...]:
        """Return the heaps: the runs of adjacent trees.

        >>> Forest().hidden_nim(("##.###",))
        (2, 3)
        """
        return forest_heaps(self.position(position))

    def grundy(self, position: object) -> int:
        return nim_sum(*self.hidden_nim(position))


# ====================================================================== Lasker's nim
class LaskersNim(SplitNim):
    """Lasker's nim: take any number of tokens from a heap, or split a heap into two non-empty heaps.

    It is :class:`gamekit.SplitNim` with two parts, the first of the Multi-SG family.

    >>> LaskersNim().grundy_sequence(9)
    [0, 1, 2, 4, 3, 5, 6, 8, 7]
    >>> LaskersNim().heap_options(3)
    [(), (1,), (2,), (2, 1)]

    See also: :func:`lasker_rule`, :class:`gamekit.SplitNim`.
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(2, name=name or N_("Lasker's nim"))


def lasker_rule(n: int) -> int:
    """Return the known value of a heap of n in Lasker's nim: n, except 4k+3 ↦ 4k+4 and 4k+4 ↦ 4k+3.

    >>> [lasker_rule(n) for n in range(9)]
    [0, 1, 2, 4, 3, 5, 6, 8, 7]

    See also: :func:`split_nim_rule`, which this is for two parts.
    """
    return split_nim_rule(count(n, N_("a heap")), 2)
