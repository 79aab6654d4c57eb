"""The NIM family of the article (§6): games with a nim hidden inside them.

Each class is a :class:`gamekit.Game` that plays by its own rules (its :meth:`moves` know
nothing about nim) and has a ``hidden_nim(position)`` method giving the nim heaps the article
finds inside a position.  Its :meth:`grundy` is the nim-sum of those heaps — a theorem, which
the tests and the chapter check against brute force: ``gk.Game(game.moves)`` evaluates the
same moves by the mex rule alone.

- :class:`Northcott` — GYALOGOS: a pawn of each colour in every row; the gaps are the heaps.
- :class:`StaircaseNim` — move tokens one step down a staircase; the odd steps are the heaps.
- :class:`Bubbles` — BUBORÉK: bubbles rising in a tube, a staircase nim in disguise.
- :class:`Woodcutter` — FAVÁGÓ: cut adjacent trees in a row (the row may fall in two); γ(n) = n.
- :class:`Dim` — DIM: take a divisor of the heap; γ(n) = 1 + the exponent of 2 in n.
- :class:`HeapSum` — one heap per game (RIDINIM: RELATÍV PRÍM + DIM + NIM).
- :class:`MountainClimbers` — HEGYMÁSZÓ: climbers of different reach on one mountain.
- :class:`LaskersNim` — take from a heap, or split it in two.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import reduce
from operator import xor

import numpy as np

from ._limits import check_table_size
from ._jit import ENGINES, engine_choice, lazy_njit, use_numba
from .arithmetic import nim_sum
from .game import Game
from .heaps import HeapGame, Nim, SubtractionGame
from .multisg import SplitNim, split_nim_rule
from .validation import heap as as_heap

__all__ = ["Northcott", "StaircaseNim", "Bubbles", "Woodcutter", "forest_heaps", "Forest",
           "Dim", "dim_rule", "dim_values", "HeapSum", "Ridinim", "MountainClimbers",
           "LaskersNim", "lasker_rule"]

WHITE, BLACK = "white", "black"


def _count(value: object, what: str) -> int:
    try:
        return as_heap(value)
    except ValueError:
        raise ValueError(f"{what} must be a non-negative integer, got {value!r}") from None


# ====================================================================== GYALOGOS (Northcott)
class Northcott(Game):
    """GYALOGOS (Northcott's game): in each row a white and a black pawn; a player moves one of
    their own pawns any number of squares along its row, forwards or back, never onto or over
    the opponent's pawn.  Whoever cannot move loses.

    A position is ``(rows, mover)``: ``rows`` a tuple of ``(white column, black column)`` pairs
    (columns 0 … width−1) and ``mover`` ``"white"`` or ``"black"``.  Retreats make the game
    loopy, yet the hidden nim decides it: the heaps are the gaps between the pawns.

    >>> g = Northcott(width=8)
    >>> start = g.from_gaps([4, 0, 0, 3, 1, 1, 3, 5])
    >>> g.hidden_nim(start), g.grundy(start)
    ((4, 0, 0, 3, 1, 1, 3, 5), 1)
    >>> len(g.winning_moves(start))
    5
    """

    def __init__(self, width: int = 8, name: str | None = None) -> None:
        width = _count(width, "the board width")
        if width < 2:
            raise ValueError(f"a row needs room for two pawns: width ≥ 2, got {width}")
        self.width = width
        super().__init__(name=name or f"GYALOGOS(width={width})")

    def position(self, position: object) -> tuple:
        """Return ``(rows, mover)`` checked: distinct columns on the board, a known mover.

        >>> Northcott(4).position((((0, 3),), "white"))
        (((0, 3),), 'white')
        """
        if not (isinstance(position, (tuple, list)) and len(position) == 2
                and position[1] in (WHITE, BLACK)):
            raise ValueError("a GYALOGOS position is (rows, mover) with mover 'white' or 'black', "
                             f"got {position!r}")
        rows = []
        for row in position[0]:
            if not (isinstance(row, (tuple, list)) and len(row) == 2):
                raise ValueError(f"a row is a pair (white column, black column), got {row!r}")
            w, b = (_count(c, "a column") for c in row)
            if w >= self.width or b >= self.width:
                raise ValueError(f"row {row!r} leaves the board of width {self.width}")
            if w == b:
                raise ValueError(f"row {row!r} puts both pawns on one square")
            rows.append((w, b))
        return tuple(rows), position[1]

    def from_gaps(self, gaps: Iterable[int], mover: str = WHITE) -> tuple:
        """Return the position with white pawns on column 0 and the given gaps (white to move).

        >>> Northcott(5).from_gaps([2, 0])
        (((0, 3), (0, 1)), 'white')
        """
        rows = []
        for gap in gaps:
            gap = _count(gap, "a gap")
            if gap + 2 > self.width:
                raise ValueError(f"a gap of {gap} does not fit in a row of width {self.width}")
            rows.append((0, gap + 1))
        return self.position((tuple(rows), mover))

    def moves(self, position: object) -> list[tuple]:
        """Return the positions after one move of the player to move (the other player then moves).

        >>> Northcott(4).moves((((1, 3),), "white"))
        [(((0, 3),), 'black'), (((2, 3),), 'black')]
        """
        rows, mover = self.position(position)
        other = BLACK if mover == WHITE else WHITE
        found = []
        for i, (w, b) in enumerate(rows):
            mine, theirs = (w, b) if mover == WHITE else (b, w)
            low, high = (0, theirs - 1) if mine < theirs else (theirs + 1, self.width - 1)
            for c in range(low, high + 1):
                if c != mine:
                    row = (c, b) if mover == WHITE else (w, c)
                    found.append((rows[:i] + (row,) + rows[i + 1:], other))
        return found

    def hidden_nim(self, position: object) -> tuple[int, ...]:
        """Return the nim heaps of a position: the number of empty squares between the pawns of each row.

        >>> Northcott(8).hidden_nim((((0, 5), (6, 2)), "black"))
        (4, 3)
        """
        rows, _ = self.position(position)
        return tuple(abs(w - b) - 1 for w, b in rows)

    def grundy(self, position: object) -> int:
        """Return the nim-sum of the gaps, the value of the hidden nim (checked by retrograde analysis).

        >>> Northcott(8).grundy((((0, 5), (6, 2)), "black"))
        7
        """
        return nim_sum(*self.hidden_nim(position))


# ====================================================================== staircase nim, BUBORÉK
class StaircaseNim(Game):
    """Staircase nim: steps 1, 2, …, n hold tokens; a move takes some tokens from one step down to
    the next (from step 1 off the staircase).  The odd steps are a nim; the even ones do not count.

    A position is the tuple (tokens on step 1, on step 2, …).

    >>> s = StaircaseNim()
    >>> s.hidden_nim((3, 5, 1, 7)), s.grundy((3, 5, 1, 7))
    ((3, 1), 2)
    >>> s.winning_moves((3, 5, 1, 7))
    [(1, 5, 1, 7), (3, 5, 3, 5)]
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name or "staircase nim")

    def position(self, position: object) -> tuple[int, ...]:
        if not isinstance(position, (tuple, list)):
            raise ValueError(f"a staircase position is a tuple of step sizes, got {position!r}")
        return tuple(_count(x, "a step") for x in position)

    def moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the options: k ≥ 1 tokens moved from step i to step i − 1 (or off from step 1).

        >>> StaircaseNim().moves((1, 2))
        [(0, 2), (2, 1), (3, 0)]
        """
        p = self.position(position)
        found = []
        for i, x in enumerate(p):
            for k in range(1, x + 1):
                q = list(p)
                q[i] -= k
                if i:
                    q[i - 1] += k
                found.append(tuple(q))
        return found

    def hidden_nim(self, position: object) -> tuple[int, ...]:
        """Return the heaps of the hidden nim: the tokens on the odd steps 1, 3, 5, …

        >>> StaircaseNim().hidden_nim((4, 9, 2))
        (4, 2)
        """
        return self.position(position)[0::2]

    def grundy(self, position: object) -> int:
        """Return the nim-sum of the odd steps.

        >>> StaircaseNim().grundy((4, 9, 2))
        6
        """
        return nim_sum(*self.hidden_nim(position))


class Bubbles(Game):
    """BUBORÉK: bubbles in a tube of ``length`` cells (0 at the bottom); a move pushes one bubble up
    any number of cells, never past or onto another bubble.  Play ends when the bubbles fill the
    top of the tube.

    A position is the sorted tuple of the occupied cells.  The gaps between the bubbles, read
    from the bottom, are a staircase: pushing a bubble up takes tokens from the gap above it and
    puts them in the gap below (the bottom bubble's gap below does not count).

    >>> b = Bubbles(length=12)
    >>> b.staircase((0, 8, 10)), b.hidden_nim((0, 8, 10)), b.grundy((0, 8, 10))
    ((7, 1, 1), (7, 1), 6)
    """

    def __init__(self, length: int, name: str | None = None) -> None:
        self.length = _count(length, "the tube length")
        super().__init__(name=name or f"BUBORÉK(length={self.length})")

    def position(self, position: object) -> tuple[int, ...]:
        if not isinstance(position, (tuple, list, set, frozenset)):
            raise ValueError(f"a BUBORÉK position is a collection of cells, got {position!r}")
        cells = sorted(_count(c, "a cell") for c in position)
        if len(set(cells)) < len(cells):
            raise ValueError(f"two bubbles share a cell in {position!r}")
        if cells and cells[-1] >= self.length:
            raise ValueError(f"cell {cells[-1]} is outside the tube of length {self.length}")
        return tuple(cells)

    def moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the options: one bubble pushed up into a free cell below the next bubble.

        >>> Bubbles(4).moves((0, 2))
        [(1, 2), (0, 3)]
        """
        cells = self.position(position)
        found = []
        for i, c in enumerate(cells):
            ceiling = cells[i + 1] if i + 1 < len(cells) else self.length
            for d in range(c + 1, ceiling):
                found.append(cells[:i] + (d,) + cells[i + 1:])
        return found

    def staircase(self, position: object) -> tuple[int, ...]:
        """Return the staircase of a position: the empty cells above each bubble, bottom bubble first.

        >>> Bubbles(10).staircase((1, 4, 5))
        (2, 0, 4)
        """
        cells = self.position(position) + (self.length,)
        return tuple(cells[i + 1] - cells[i] - 1 for i in range(len(cells) - 1))

    def hidden_nim(self, position: object) -> tuple[int, ...]:
        """Return the article's heaps: from the 1st, 3rd, 5th … bubble (from the bottom) the empty
        cells up to the next bubble, or to the top for the last one.

        >>> Bubbles(10).hidden_nim((1, 4, 5))
        (2, 4)
        """
        return self.staircase(position)[0::2]

    def grundy(self, position: object) -> int:
        """Return the nim-sum of the hidden heaps.

        >>> Bubbles(10).grundy((1, 4, 5))
        6
        """
        return nim_sum(*self.hidden_nim(position))


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
            raise ValueError(f"a row of the forest is a string such as '##.#', got {row!r}")
        heaps += [len(run) for run in row.split(".") if run]
        if set(row) - {tree, "."}:
            raise ValueError(f"a row may hold only {tree!r} (a tree) and '.' (no tree), got {row!r}")
    return tuple(heaps)


class Forest(Game):
    """FAVÁGÓ on the picture itself: a position is a tuple of rows such as ``"####.####"``.

    A move cuts one or more adjacent trees (``#``) of one row, leaving ``.`` in their place.

    >>> f = Forest()
    >>> f.grundy(("####.####", "#.#")), f.moves(("#.#",))
    (0, [('..#',), ('#..',)])
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name or "FAVÁGÓ (forest)")

    def position(self, position: object) -> tuple[str, ...]:
        if isinstance(position, str) or not isinstance(position, (tuple, list)):
            raise ValueError(f"a forest is a tuple of rows such as ('##.#', '###'), got {position!r}")
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


# ====================================================================== DIM
def dim_rule(n: int) -> int:
    """Return the article's rule for DIM: 0 for n = 0, else k + 1 when 2^k divides n and 2^(k+1) does not.

    >>> [dim_rule(n) for n in range(9)]
    [0, 1, 2, 1, 3, 1, 2, 1, 4]
    """
    n = _count(n, "a heap")
    return (n & -n).bit_length() if n else 0


def _dim_kernel(n, out):
    """Fill out[0..n-1] with the DIM values by the mex rule over the divisors (smallest-prime sieve)."""
    spf = np.zeros(max(n, 2), dtype=np.int64)
    for p in range(2, n):
        if spf[p] == 0:
            for q in range(p, n, p):
                if spf[q] == 0:
                    spf[q] = p
    divisors = np.zeros(4096, dtype=np.int64)
    for m in range(1, n):
        # the divisors of m from its factorisation
        count = 1
        divisors[0] = 1
        r = m
        while r > 1:
            p = spf[r]
            e = 0
            while r % p == 0:
                r //= p
                e += 1
            old = count
            power = 1
            for _ in range(e):
                power *= p
                for i in range(old):
                    divisors[count] = divisors[i] * power
                    count += 1
        seen = 0
        for i in range(count):
            seen |= 1 << out[m - divisors[i]]
        v = 0
        while (seen >> v) & 1:
            v += 1
        out[m] = v
    return out


_dim_numba = lazy_njit(_dim_kernel)


def dim_values(n: int, engine: str = "auto") -> np.ndarray:
    """Return D_0, …, D_{n−1} of DIM by the mex rule (engine ``"auto"``, ``"numba"`` or ``"python"``).

    >>> dim_values(21, engine="python").tolist()
    [0, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5, 1, 2, 1, 3]
    """
    n = _count(n, "the number of values")
    check_table_size(n, 8, "D_0, …, D_{n−1}")
    kernel = _dim_numba if use_numba(engine) else _dim_kernel
    return kernel(n, np.zeros(n, dtype=np.int64))


class Dim(HeapGame):
    """DIM: take d tokens from a heap of n only when d divides n (so the whole heap may go).

    >>> Dim().grundy_sequence(9), Dim().takes(12)
    ([0, 1, 2, 1, 3, 1, 2, 1, 4], [1, 2, 3, 4, 6, 12])
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name or "DIM")

    def takes(self, n: int) -> list[int]:
        """Return the numbers of tokens that may be taken from a heap of ``n``: its divisors.

        >>> Dim().takes(10)
        [1, 2, 5, 10]
        """
        n = _count(n, "a heap")
        return [d for d in range(1, n + 1) if n % d == 0]

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        return [(n - d,) if d < n else () for d in self.takes(n)]

    def grundy_sequence(self, n: int, engine: str = "auto") -> list[int]:
        """Return ``[D_0, …, D_{n−1}]``; long runs use :func:`dim_values` (``engine="plain"``: the mex rule).

        ``engine`` is "auto", "numba", "python" (the sieve of :func:`dim_values`) or "plain"
        (the mex rule heap by heap; the old name "mex" still works).

        >>> Dim().grundy_sequence(5, engine="plain")
        [0, 1, 2, 1, 3]
        """
        n = _count(n, "the number of values")
        engine = engine_choice(engine, ENGINES)
        if engine == "plain" or n <= max(len(self._sequence), 64):
            return super().grundy_sequence(n)
        self._sequence[:] = dim_values(n, engine=engine).tolist()
        return list(self._sequence)


# ====================================================================== one heap per game
class HeapSum(Game):
    """One heap per game: a position is a tuple of heap sizes, the i-th played in the i-th game.

    Each game must be a one-heap game (its moves leave at most one heap), such as a subtraction
    game, NIM, RELATÍV PRÍM or DIM.  Its value is the nim-sum of the heaps' values.

    >>> g = HeapSum(Nim(), Dim())
    >>> g.grundy((3, 8)), g.winning_moves((3, 8))
    (7, [(3, 4)])
    """

    def __init__(self, *games: HeapGame, name: str | None = None) -> None:
        if not games:
            raise ValueError("HeapSum() needs at least one heap game")
        for g in games:
            if not isinstance(g, HeapGame):
                raise ValueError(f"HeapSum() takes heap games, got {g!r}")
        self.games = tuple(games)
        super().__init__(name=name)

    def position(self, position: object) -> tuple[int, ...]:
        if not isinstance(position, (tuple, list)) or len(position) != len(self.games):
            raise ValueError(f"a position is a tuple of {len(self.games)} heap sizes, one per game, "
                             f"got {position!r}")
        return tuple(_count(h, "a heap") for h in position)

    def moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the options: one heap changed by a move of its own game.

        >>> HeapSum(Nim(), Dim()).moves((1, 2))
        [(0, 2), (1, 1), (1, 0)]
        """
        heaps = self.position(position)
        found = []
        for i, (g, h) in enumerate(zip(self.games, heaps)):
            if h == 0:
                continue
            for rest in g.heap_options(h):
                rest = tuple(rest)
                if len(rest) > 1:
                    raise ValueError(f"{g!r} splits a heap of {h} into {rest}: HeapSum needs "
                                     "one-heap games")
                found.append(heaps[:i] + (rest[0] if rest else 0,) + heaps[i + 1:])
        return found

    def heap_values(self, position: object) -> tuple[int, ...]:
        """Return the value of each heap in its own game.

        >>> HeapSum(Nim(), Dim()).heap_values((10, 10))
        (10, 2)
        """
        return tuple(g.grundy(h) for g, h in zip(self.games, self.position(position)))

    def grundy(self, position: object) -> int:
        return reduce(xor, self.heap_values(position), 0)

    def cache_clear(self) -> None:
        super().cache_clear()
        for g in self.games:
            g.cache_clear()

    def __repr__(self) -> str:
        return self._name or " + ".join(repr(g) for g in self.games)


class Ridinim(HeapSum):
    """RIDINIM: three heaps, played as RELATÍV PRÍM, DIM and NIM.

    >>> g = Ridinim()
    >>> g.heap_values((10, 10, 10)), g.winning_moves((10, 10, 10))
    ((0, 2, 10), [(10, 10, 2)])
    """

    def __init__(self) -> None:
        from .takeaway import RelativePrime

        super().__init__(RelativePrime(), Dim(), Nim(), name="RIDINIM")


class MountainClimbers(HeapSum):
    """HEGYMÁSZÓ: climbers on a mountain with huts 0 … summit; a move takes one climber up 1 … r
    huts, r its reach.  Whoever brings the last climber to the summit wins.

    A position is the tuple of the climbers' huts; the climber with reach r at hut h is a heap
    of summit − h in LÉTRA with t = r, of value (summit − h) mod (r + 1).

    >>> m = MountainClimbers()
    >>> m.grundy((0, 0, 0)), m.winning_moves((0, 0, 0))
    (2, [(0, 2, 0), (0, 0, 2)])
    """

    def __init__(self, reaches: Sequence[int] = (1, 2, 3), summit: int = 5,
                 name: str | None = None) -> None:
        reaches = tuple(reaches)
        if not reaches or any(isinstance(r, bool) or not isinstance(r, int) or r < 1 for r in reaches):
            raise ValueError(f"the reaches are positive integers, one per climber, got {reaches!r}")
        self.reaches, self.summit = reaches, _count(summit, "the summit")
        super().__init__(*(SubtractionGame(range(1, r + 1)) for r in reaches),
                         name=name or f"HEGYMÁSZÓ(reaches={reaches}, summit={self.summit})")

    def position(self, position: object) -> tuple[int, ...]:
        huts = super().position(position)
        if any(h > self.summit for h in huts):
            raise ValueError(f"a hut above the summit {self.summit}: {position!r}")
        return huts

    def moves(self, position: object) -> list[tuple[int, ...]]:
        huts = self.position(position)
        to_go = tuple(self.summit - h for h in huts)
        return [tuple(self.summit - x for x in q) for q in super().moves(to_go)]

    def heap_values(self, position: object) -> tuple[int, ...]:
        huts = self.position(position)
        return super().heap_values(tuple(self.summit - h for h in huts))


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
        super().__init__(2, name=name or "Lasker's nim")


def lasker_rule(n: int) -> int:
    """Return the known value of a heap of n in Lasker's nim: n, except 4k+3 ↦ 4k+4 and 4k+4 ↦ 4k+3.

    >>> [lasker_rule(n) for n in range(9)]
    [0, 1, 2, 4, 3, 5, 6, 8, 7]

    See also: :func:`gamekit.split_nim_rule`, which this is for two parts.
    """
    return split_nim_rule(_count(n, "a heap"), 2)
