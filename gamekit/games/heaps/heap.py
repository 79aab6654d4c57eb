"""Heap games: a position is a row of heaps, and a move acts on one heap.

In a heap game a move replaces the heap it acts on by the non-empty heaps it leaves (none, one
or two), in place; a bare ``int`` n means the single heap ``(n,)``.  Because a row of heaps is a
sum of single heaps, γ of a row is the nim-sum of the values of its heaps, read off
:meth:`HeapGame.grundy_sequence`.  :class:`gamekit.Nim` is the exception the slides use: its k
heaps stay in place, so a heap emptied by a move stays in the tuple as 0.

References
----------
.. [1] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy function of
   a simple game), lecture slides of the course.
.. [2] *Nim-összeadás, játékok összege* (Nim-addition, sums of games), lecture slides of the course.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from functools import reduce
from operator import xor

from gamekit.core.language import gettext as _
from gamekit.core.limits import sequence_length
from gamekit.core.progress import Progress
from gamekit.core.validation import heap_position
from gamekit.theory.arithmetic import mex
from gamekit.theory.game import Game

__all__ = ["HeapGame"]


class HeapGame(Game):
    """A game on a row of heaps; subclasses say what one heap can become in :meth:`heap_options`.

    >>> class Halving(HeapGame):
    ...     def heap_options(self, n):
    ...         return [(n // 2,)] if n // 2 else [()]
    >>> Halving().grundy_sequence(8)
    [0, 1, 0, 0, 1, 1, 1, 1]
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)
        self._sequence: list[int] = []
        self._leaves: dict[int, tuple[tuple[int, ...], ...]] = {}   # heap -> what it can leave

    def heap_options(self, n: int) -> Iterable[tuple[int, ...]]:
        """Return what a single heap of ``n`` ≥ 1 can become: tuples of the non-empty heaps left.

        An empty heap has no moves; this is never asked for ``n = 0``.

        >>> from gamekit import SubtractionGame
        >>> list(SubtractionGame({1, 2}).heap_options(2))
        [(1,), ()]
        """
        raise ValueError(_("{__name__} must define heap_options(n)").format(__name__=type(self).__name__))

    def position(self, position: object) -> tuple[int, ...]:
        return heap_position(position)

    def canonical(self, position: tuple[int, ...]) -> Hashable:
        # A row of heaps is a sum: the order of the heaps and empty heaps do not matter.
        return tuple(sorted(h for h in position if h))

    def canonical_options(self, position: object) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Yield ``(form, form)`` for the options of a row of heaps, as sorted rows of non-empty heaps.

        Each distinct heap is tried once, the largest first and its options in reverse order: a
        winning move is then usually found sooner (a third fewer positions in misère Kayles, see
        ``benchmarks/misere.py``).

        >>> from gamekit import SubtractionGame
        >>> [q for q, _ in SubtractionGame({1, 2}).canonical_options((2, 2, 1))]
        [(1, 2), (1, 1, 2), (2, 2)]
        """
        key = self.canonical(position)
        cache = self._leaves
        previous = None
        for i in range(len(key) - 1, -1, -1):
            h = key[i]
            if h == previous:
                continue
            previous = h
            leaves = cache.get(h)
            if leaves is None:
                self.grundy_sequence(h + 1)      # checks that every heap left is smaller
                leaves = cache[h] = tuple(tuple(x for x in leave if x)
                                          for leave in reversed(list(self.heap_options(h))))
            rest = key[:i] + key[i + 1:]
            for leave in leaves:
                q = tuple(sorted(rest + leave)) if leave else rest
                yield q, q

    def moves(self, position: object) -> Iterable[tuple[int, ...]]:
        """Return the options of a row of heaps: one heap replaced by what it leaves, in place.

        >>> from gamekit import SubtractionGame
        >>> list(SubtractionGame({2}).moves((3, 2)))
        [(1, 2), (3,)]
        """
        position = self.position(position)
        for i, h in enumerate(position):
            if h == 0:
                continue
            for rest in self.heap_options(h):
                yield position[:i] + tuple(rest) + position[i + 1:]

    def grundy_sequence(self, n: int) -> list[int]:
        """Return ``[γ(0), γ(1), …, γ(n−1)]`` for single heaps (the mex rule, heap by heap).

        A game with an engine or a rule of its own (an octal game, nim, a subtraction game)
        answers by it, with the same values; a run longer than two seconds shows a progress bar
        and can be interrupted, keeping what it computed.

        Parameters
        ----------
        n : int
            How many values: γ of the heaps 0, 1, …, n − 1.

        Returns
        -------
        list of int
            The values, γ(0) = 0 first.

        Raises
        ------
        TypeError
            If ``n`` is not a whole number.
        ValueError
            If ``n`` is negative, or too long a sequence for this machine's memory.

        See Also
        --------
        grundy : the value of any position, a row of heaps.
        gamekit.games.heaps.subtraction.misere_grundy_sequence : the misère values.

        Examples
        --------
        >>> from gamekit import SubtractionGame
        >>> SubtractionGame({1, 3, 4}).grundy_sequence(10)
        [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
        """
        n = sequence_length(n)
        seq = self._sequence
        if n and not seq:
            seq.append(0)  # an empty heap has no moves
        with Progress("auto", n, f"{self!r}: values") as report:
            for m in range(len(seq), n):
                if not m & 0x3FF:
                    report(m)
                values = []
                for rest in self.heap_options(m):
                    if any(h >= m for h in rest):
                        raise ValueError(_("{self}: a heap of {m} may not become {value} (every heap left must "
                                           "be smaller)").format(self=repr(self), m=m, value=tuple(rest)))
                    values.append(reduce(xor, (seq[h] for h in rest), 0))
                seq.append(mex(values))

        return seq[:n]

    def grundy(self, position: object) -> int:
        """Return γ of a row of heaps: the nim-sum of the values of its heaps.

        >>> from gamekit import SubtractionGame
        >>> SubtractionGame({1, 2}).grundy((4, 5))
        3
        """
        position = self.position(position)
        if not position:
            return 0
        seq = self.grundy_sequence(max(position) + 1) if max(position) >= len(self._sequence) \
            else self._sequence
        return reduce(xor, (seq[h] for h in position), 0)

    def cache_clear(self) -> None:
        super().cache_clear()
        self._sequence.clear()
        self._leaves.clear()
