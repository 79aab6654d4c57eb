"""Heap games: a position is a row of heaps, and a move acts on one heap.

In a heap game a move replaces the heap it acts on by the non-empty heaps it leaves (none, one
or two), in place; a bare ``int`` n means the single heap ``(n,)``.  Because a row of heaps is a
sum of single heaps, γ of a row is the nim-sum of the values of its heaps, read off
:meth:`HeapGame.grundy_sequence`.  :class:`Nim` is the exception the slides use: its k heaps
stay in place, so a heap emptied by a move stays in the tuple as 0.

References
----------
.. [1] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy function of
   a simple game), lecture slides of the course.
.. [2] *Nim-összeadás, játékok összege* (Nim-addition, sums of games), lecture slides of the course.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from functools import reduce
from operator import xor

from ._limits import check_table_size
from ._progress import Progress
from .arithmetic import mex, nim_sum
from .game import Game
from .validation import heap as as_heap
from .validation import heap_position

__all__ = ["HeapGame", "SubtractionGame", "Nim", "heap_position"]


def sequence_length(n: object, bytes_per_value: int = 8) -> int:
    """Return ``n`` as the length of a table of values, or raise ``ValueError`` if it cannot be one.

    >>> sequence_length(12)
    12
    >>> sequence_length(-1)
    Traceback (most recent call last):
    ...
    ValueError: a heap cannot be negative, got -1
    """
    n = as_heap(n)
    check_table_size(n, bytes_per_value, "γ(0), …, γ(n−1)")
    return n


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

        >>> list(SubtractionGame({1, 2}).heap_options(2))
        [(1,), ()]
        """
        raise ValueError(f"{type(self).__name__} must define heap_options(n)")

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

        See also: :meth:`HeapGame.grundy`, :func:`gamekit.misere_grundy_sequence`.

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
                        raise ValueError(f"{self!r}: a heap of {m} may not become {tuple(rest)} "
                                         "(every heap left must be smaller)")
                    values.append(reduce(xor, (seq[h] for h in rest), 0))
                seq.append(mex(values))

        return seq[:n]

    def grundy(self, position: object) -> int:
        """Return γ of a row of heaps: the nim-sum of the values of its heaps.

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


class SubtractionGame(HeapGame):
    """Remove k tokens from a heap, k in the subtraction set K.

    See also: :class:`gamekit.Bachet`, :class:`gamekit.TakeAway`, :func:`gamekit.misere_grundy_sequence`.

    >>> bachet = SubtractionGame(range(1, 11))
    >>> bachet.grundy_sequence(12)
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0]
    >>> SubtractionGame({1, 2}).grundy(200000)
    2
    """

    def __init__(self, subtraction_set: Iterable[int], name: str | None = None) -> None:
        if isinstance(subtraction_set, (str, bytes, Mapping)) or not isinstance(subtraction_set, Iterable):
            raise ValueError(f"a subtraction set is a set of positive integers, got {subtraction_set!r}")
        ks = list(subtraction_set)
        if not ks:
            raise ValueError("the subtraction set is empty: no move would ever be possible")
        for k in ks:
            if isinstance(k, bool) or not isinstance(k, int):
                raise ValueError(f"the subtraction set may hold only positive integers, got {k!r}")
            if k == 0:
                raise ValueError("the subtraction set contains 0: removing nothing is not a move")
            if k < 0:
                raise ValueError(f"the subtraction set contains the negative number {k}")
        self.subtraction_set: tuple[int, ...] = tuple(sorted(set(ks)))
        self._period: tuple[int, int] | None = None
        super().__init__(name=name)

    def heap_options(self, n: int) -> Iterable[tuple[int, ...]]:
        return [(n - k,) if n > k else () for k in self.subtraction_set if k <= n]

    def grundy_sequence(self, n: int) -> list[int]:
        n = sequence_length(n)
        seq, ks = self._sequence, self.subtraction_set
        with Progress("auto", n, f"{self!r}: values") as report:
            for m in range(len(seq), n):
                if not m & 0xFFFF:
                    report(m)
                seq.append(mex({seq[m - k] for k in ks if k <= m}))

        return seq[:n]

    def period(self) -> tuple[int, int]:
        """Return ``(preperiod, period)`` of γ, found with the certificate of the periodicity theorem.

        γ(n) depends only on the last m = max K values, so once m consecutive values repeat,
        every later value repeats with them: the first repeated window is the certificate.

        >>> SubtractionGame({1, 2}).period(), SubtractionGame({2, 5, 6}).period()
        ((0, 3), (0, 11))
        """
        found = self._period
        if found is None:
            m = self.subtraction_set[-1]
            seen: dict[tuple[int, ...], int] = {}
            n = 0
            while found is None:
                if n + m > len(self._sequence):
                    self.grundy_sequence(min(2 * (n + m), n + m + 2**16))
                window = tuple(self._sequence[n:n + m])
                if window in seen:
                    found = self._period = (seen[window], n - seen[window])
                seen[window] = n
                n += 1
        return found

    def grundy(self, position: object) -> int:
        """Return γ of a row of heaps; heaps beyond the computed values are read off :meth:`period`.

        >>> SubtractionGame({1, 2}).grundy(10**8)          # 10⁸ ≡ 1 (mod 3)
        1
        """
        position = self.position(position)
        if position and max(position) >= max(len(self._sequence), 2**16):
            start, p = self.period()
            seq = self._sequence
            return reduce(xor, (seq[h] if h < start + p else seq[start + (h - start) % p] for h in position), 0)
        return super().grundy(position)

    def cache_clear(self) -> None:
        super().cache_clear()
        self._period = None

    def __repr__(self) -> str:
        return self._name or f"subtraction game {{{', '.join(map(str, self.subtraction_set))}}}"


class Nim(HeapGame):
    """k-heap nim as in the slides: positions in ℕ₀ᵏ, a move lowers one heap in place.

    See also: :func:`gamekit.nim_sum`, :func:`gamekit.nim_candidates`, :func:`gamekit.misere_nim_outcome`.

    >>> Nim().winning_moves((13, 42, 30, 43))
    [(13, 42, 12, 43)]
    >>> Nim().grundy((6, 5)), Nim().outcome((3, 3))
    (3, 'P')
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)

    def heap_options(self, n: int) -> Iterable[tuple[int, ...]]:
        return [(k,) if k else () for k in range(n)]

    def moves(self, position: object) -> Iterable[tuple[int, ...]]:
        position = self.position(position)
        for i, h in enumerate(position):
            for k in range(h):
                yield position[:i] + (k,) + position[i + 1:]

    def grundy_sequence(self, n: int) -> list[int]:
        # The options of a heap of m are the heaps 0..m-1, whose values are 0..m-1 by
        # induction, so γ(m) = mex{0..m-1} = m (tests check this against the mex rule).
        return list(range(sequence_length(n, bytes_per_value=36)))

    def grundy(self, position: object) -> int:
        """Return γ of a nim position: the nim-sum of its heaps (each heap of n is worth n).

        >>> Nim().grundy((13, 42, 30, 43)), Nim().grundy(10**30)
        (18, 1000000000000000000000000000000)
        """
        return nim_sum(*self.position(position))

    def winning_moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the winning moves of a nim position: each heap h with h ⊕ s < h goes to h ⊕ s (s the nim-sum).

        Bouton's rule gives them without trying every move, so huge heaps cost nothing (the
        tests compare it with the options search on small positions).

        >>> Nim().winning_moves((10**9, 3))
        [(3, 3)]
        """
        position = self.position(position)
        s = nim_sum(*position)
        return [position[:i] + (h ^ s,) + position[i + 1:] for i, h in enumerate(position) if h ^ s < h]
