"""Dynamic subtraction: how much you may take depends on how much your opponent just took.

One heap of n tokens.  The first player may take any number from 1 to n − 1 (not the whole
heap); after a take of t, the next player may take from 1 up to f(t) tokens.  Whoever takes
the last token wins (whoever cannot move loses).  The *k-dynamic* game has f(t) = k·t:

- k = 1: the starting heap n is a P-position exactly when n is a power of 2;
- k = 2 (Fibonacci nim): exactly when n is a Fibonacci number, and the winning move takes the
  smallest term of the Zeckendorf representation of n [2]_;
- any non-decreasing f ("k-dynamic subtraction" in the Chinese summary [1]_): the P-heaps are H₁ = 1,
  H_{i+1} = H_i + H_j with j the least index such that f(H_j) ≥ H_i; when no such j exists
  (that is, f(H_i) < H_i) there are no P-heaps above H_i.  The summary prints this recurrence
  garbled (``H_{i+1} = H_{i+1} + S_i``); :func:`dynamic_p_heaps` is the corrected statement, and
  the tests and chapter 7 check it against the rules by brute force.

A position is a pair ``(n, m)``: n tokens left and at most m may be taken now.  A bare ``int`` n
is the start of a game, ``(n, n − 1)``.  When the sequence H is infinite every n is a sum of
distinct H's taken greedily, and (n, m) is a P-position exactly when m is smaller than the
smallest term of that representation; the winning move takes that smallest term.

References
----------
.. [1] A Chinese competitive-programming summary of Sprague–Grundy theory (Anti-SG, Multi-SG,
   Every-SG, classic games), one of the course's sources.
.. [2] Zeckendorf, E. (1972). "Représentation des nombres naturels par une somme de nombres de
   Fibonacci ou de nombres de Lucas". *Bulletin de la Société Royale des Sciences de Liège* 41, 179–182.
"""
from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.limits import check_table_size
from gamekit.core.validation import as_row, given, is_integer
from gamekit.core.validation import heap as as_heap
from gamekit.theory.game import Game

__all__ = ["DynamicSubtraction", "FibonacciNim", "dynamic_p_heaps", "first_decrease", "fibonacci_numbers",
           "zeckendorf", "is_power_of_two", "dynamic_play", "MAX_GRUNDY_TOKENS"]

Bound = int | Callable[[int], int]


def _bound_function(bound: Bound) -> tuple[Callable[[int], int], Callable[[], str]]:
    """Return the limit function f of ``bound`` (an int k means f(t) = k·t) and what says its short name."""
    if isinstance(bound, (int, np.integer)) and not isinstance(bound, bool):
        k = int(bound)
        if k < 1:
            raise ValueError(_("the multiplier k of k-dynamic subtraction must be at least 1, got {k}").format(k=k))
        return (lambda t: k * t), lambda: _("{k}-dynamic subtraction").format(k=k)
    if callable(bound):
        return bound, lambda: _("dynamic subtraction with f = {f}").format(f=getattr(bound, "__name__", "f"))
    raise TypeError(_("the bound is a positive integer k (f(t) = k·t) or a function f(t), got {given}").format(
                        given=given(bound)))


def _limit(f: Callable[[int], int], take: int) -> int:
    value = f(take)
    if isinstance(value, np.integer):
        value = int(value)
    if not is_integer(value):
        raise TypeError(_("the bound f({take}) must be a non-negative integer, got {given}").format(
                            take=take, given=given(value)))
    if value < 0:
        raise ValueError(_("the bound f({take}) must be a non-negative integer, got {value}").format(
                             take=take, value=repr(value)))
    return value


MAX_SEARCH_HEAP = 3000   # a bound that is not non-decreasing: P-heaps by the outcome table up to here
MAX_MONOTONE_CHECK = 10**6   # a function bound is checked to be non-decreasing up to here
#: The largest heap whose Sprague–Grundy value is searched (about 25 s at 600).
MAX_GRUNDY_TOKENS = 600


def first_decrease(bound: Bound, limit: int) -> int | None:
    """Return the least take t ≤ ``limit`` with f(t) < f(t − 1), or ``None`` if f is non-decreasing up to ``limit``.

    The recurrence of :func:`dynamic_p_heaps` and the winning takes by representation hold for
    non-decreasing bounds only; this is how the package knows when to search instead.

    >>> first_decrease(2, 100), first_decrease(lambda t: [0, 2, 1][t] if t < 3 else 0, 10)
    (None, 2)
    """
    f, _name = _bound_function(bound)
    limit = as_heap(limit)
    if not callable(bound):                       # f(t) = k·t never decreases
        return None
    if limit > MAX_MONOTONE_CHECK:
        raise ValueError(_("a bound given as a function is checked take by take (the theory needs it never to "
                           "decrease), for takes up to {MAX_MONOTONE_CHECK}; got {limit}").format(
                             MAX_MONOTONE_CHECK=f"{MAX_MONOTONE_CHECK:,}", limit=f"{limit:,}"))
    previous = _limit(f, 1) if limit >= 1 else 0
    for t in range(2, limit + 1):
        value = _limit(f, t)
        if value < previous:
            return t
        previous = value
    return None


def dynamic_p_heaps(bound: Bound, limit: int) -> list[int]:
    """Return the starting heaps n ≤ ``limit`` that are P-positions.

    For a non-decreasing bound f, by the corrected recurrence: H₁ = 1 and H_{i+1} = H_i + H_j,
    j the least index with f(H_j) ≥ H_i; the sequence stops when f(H_i) < H_i.  For any other
    bound the recurrence does not hold, and the heaps come from the outcome table of every
    position (:meth:`DynamicSubtraction.outcome_table`), for ``limit`` up to 3000.  ``bound`` is
    k (f(t) = k·t) or a function f.

    See also: :class:`DynamicSubtraction`, :func:`fibonacci_numbers`, :func:`first_decrease`.

    >>> dynamic_p_heaps(1, 40), dynamic_p_heaps(2, 40)
    ([1, 2, 4, 8, 16, 32], [1, 2, 3, 5, 8, 13, 21, 34])
    >>> dynamic_p_heaps(3, 30)
    [1, 2, 3, 4, 6, 8, 11, 15, 21, 29]
    >>> dynamic_p_heaps(lambda t: 1, 100)      # after the first move, one token at a time
    [1, 2]
    >>> dynamic_p_heaps(lambda t: {1: 2, 2: 1}.get(t, 0), 10)   # f not non-decreasing: by the table
    [1, 2, 3]
    """
    f, _name = _bound_function(bound)
    limit = as_heap(limit)
    decrease = first_decrease(bound, limit)
    if decrease is not None:
        if limit > MAX_SEARCH_HEAP:
            raise ValueError(_("the bound decreases (f({decrease}) < f({value})), so the recurrence for the "
                               "P-heaps does not apply; they are found by search for limit ≤ {MAX_SEARCH_HEAP}, "
                               "got {limit}").format(
                                 decrease=decrease,
                                 value=decrease - 1,
                                 MAX_SEARCH_HEAP=f"{MAX_SEARCH_HEAP:,}",
                                 limit=f"{limit:,}"))
        table = DynamicSubtraction(bound).outcome_table(limit)
        return [n for n in range(1, limit + 1) if table[n, n - 1]]
    heaps: list[int] = [1] if limit >= 1 else []
    limits: list[int] = [_limit(f, 1)] if heaps else []
    j = 0
    while heaps:
        h = heaps[-1]
        if limits[-1] < h:
            break                                   # f(H_i) < H_i: no P-heap above H_i
        while limits[j] < h:                        # j only moves forward: H_i increases
            j += 1
        nxt = h + heaps[j]
        if nxt > limit:
            break
        heaps.append(nxt)
        limits.append(_limit(f, nxt))
    return heaps


def fibonacci_numbers(limit: int) -> list[int]:
    """Return the distinct Fibonacci numbers 1, 2, 3, 5, 8, … up to ``limit``.

    See also: :func:`zeckendorf`, :class:`FibonacciNim`.

    >>> fibonacci_numbers(30)
    [1, 2, 3, 5, 8, 13, 21]
    """
    limit = as_heap(limit)
    found, a, b = [], 1, 2
    while a <= limit:
        found.append(a)
        a, b = b, a + b
    return found


def zeckendorf(n: int) -> list[int]:
    """Return the Zeckendorf representation of n: distinct, non-consecutive Fibonacci numbers, largest first.

    See also: :func:`fibonacci_numbers`, :meth:`DynamicSubtraction.winning_take`.

    >>> zeckendorf(100), zeckendorf(0)
    ([89, 8, 3], [])
    """
    n = as_heap(n)
    terms = []
    for fib in reversed(fibonacci_numbers(n)):
        if fib <= n:
            terms.append(fib)
            n -= fib
    return terms


def is_power_of_two(n: int) -> bool:
    """Return whether n ≥ 1 is a power of 2 (1, 2, 4, 8, …).

    See also: :func:`dynamic_p_heaps`.

    >>> [n for n in range(1, 20) if is_power_of_two(n)]
    [1, 2, 4, 8, 16]
    """
    n = as_heap(n)
    return n > 0 and n & (n - 1) == 0


class DynamicSubtraction(Game):
    """Dynamic subtraction: after a take of t the next player may take at most f(t) (f(t) = k·t for an int k).

    A position is ``(tokens, largest take allowed now)``; a bare ``int`` n is the start ``(n, n − 1)``.

    See also: :class:`FibonacciNim`, :func:`dynamic_p_heaps`, :func:`dynamic_play`.

    >>> g = DynamicSubtraction(2)
    >>> g.moves(5)
    [(4, 2), (3, 3), (2, 2), (1, 1)]
    >>> [n for n in range(1, 30) if g.outcome(n) == "P"]
    [1, 2, 3, 5, 8, 13, 21]
    >>> g.winning_take(20), g.winning_take((20, 1))
    (2, None)
    """

    def __init__(self, bound: Bound = 2, name: str | None = None) -> None:
        self.bound = bound
        self.f, default = _bound_function(bound)
        super().__init__(name=name)
        self._default_name = default
        self._heaps: list[int] = []
        self._heaps_complete_to = 0

    def __repr__(self) -> str:
        return gettext(self._name) if self._name else self._default_name()

    # ----------------------------------------------------------------- the rules
    def position(self, position: object) -> tuple[int, int]:
        """Return ``position`` as ``(tokens, largest take)``; a bare int n is the start ``(n, n − 1)``.

        >>> FibonacciNim().position(10), FibonacciNim().position((10, 99))
        ((10, 9), (10, 10))
        """
        if as_row(position) is not None:
            position = as_row(position)
            if len(position) != 2:
                raise ValueError(_("a dynamic subtraction position is (tokens, largest take), got {position}").format(
                                     position=repr(position)))
            n, m = as_heap(position[0]), as_heap(position[1])
            return (n, min(n, m))
        n = as_heap(position)
        return (n, max(n - 1, 0))

    def limit_after(self, take: int) -> int:
        """Return f(take): the most the next player may take after a take of ``take``.

        >>> DynamicSubtraction(3).limit_after(4)
        12
        """
        take = as_heap(take)
        if take < 1:
            raise ValueError(_("a take is at least 1 token"))
        return _limit(self.f, take)

    def moves(self, position: object) -> list[tuple[int, int]]:
        """Return the options of ``(n, m)``: take t = 1 … m, leaving ``(n − t, f(t))`` (f(t) capped at n − t).

        >>> DynamicSubtraction(1).moves((3, 3))
        [(2, 1), (1, 1), (0, 0)]
        """
        n, m = self.position(position)
        return [(n - t, min(n - t, self.limit_after(t))) for t in range(1, m + 1)]

    # ----------------------------------------------------------------- the theory
    def p_heaps(self, limit: int) -> list[int]:
        """Return the starting heaps n ≤ ``limit`` that are P-positions, by :func:`dynamic_p_heaps`.

        >>> DynamicSubtraction(1).p_heaps(20)
        [1, 2, 4, 8, 16]
        """
        limit = as_heap(limit)
        if limit > self._heaps_complete_to:
            self._heaps = dynamic_p_heaps(self.bound, limit)
            self._heaps_complete_to = limit
        return [h for h in self._heaps if h <= limit]

    def represents(self, n: int) -> bool:
        """Return whether the P-heaps H go on past n, so that n has a greedy representation by them.

        >>> FibonacciNim().represents(100)
        True

        See also: :meth:`representation`, :meth:`p_heaps`.
        """
        heaps = self.p_heaps(2 * n + 2)
        return bool(heaps) and heaps[-1] > n

    def representation(self, n: int) -> list[int]:
        """Return n as a greedy sum of distinct P-heaps H, largest first (Zeckendorf's for k = 2).

        >>> FibonacciNim().representation(100), DynamicSubtraction(1).representation(12)
        ([89, 8, 3], [8, 4])
        """
        n = as_heap(n)
        if n and not self.represents(n):
            raise ValueError(_("the P-heaps of {self} stop below {n}: no representation by them").format(
                                 self=repr(self), n=n))
        terms = []
        for h in reversed(self.p_heaps(n)):
            if h <= n:
                terms.append(h)
                n -= h
        return terms

    def winning_take(self, position: object) -> int | None:
        """Return a winning take from ``position`` (the smallest term of the representation), ``None`` at a P-position.

        When the sequence H stops (a bound with f(H_i) < H_i), or the bound is not non-decreasing
        (so that the theorem does not apply), the take is found by search instead.

        >>> FibonacciNim().winning_take(100), FibonacciNim().winning_take((100, 2))
        (3, None)
        """
        n, m = self.position(position)
        if n == 0:
            return None
        if first_decrease(self.bound, n) is None and self.represents(n):
            smallest = self.representation(n)[-1]
            return smallest if smallest <= m else None
        for q in self.moves((n, m)):
            if self.outcome(q) == "P":
                return n - q[0]
        return None

    def grundy(self, position: object) -> int:
        """Return the Sprague–Grundy value of ``position`` by searching every position below it.

        The search visits about n²/7 positions of up to n moves each from n tokens, so more than
        :data:`MAX_GRUNDY_TOKENS` tokens are refused (the outcome needs no search: :meth:`outcome`).

        >>> FibonacciNim().grundy(10), FibonacciNim().grundy((10, 1))
        (5, 0)
        """
        n, m = self.position(position)
        if n > MAX_GRUNDY_TOKENS and self.canonical((n, m)) not in self._memo:
            raise ValueError(_("the Sprague–Grundy value from {n} tokens needs a search of about {value} "
                               "positions with up to {n} moves each; it is limited to {MAX_GRUNDY_TOKENS} tokens "
                               "(about half a minute). Who wins comes at once: game.outcome(position)").format(
                                 n=f"{n:,}", value=f"{n * n // 7:,}", MAX_GRUNDY_TOKENS=MAX_GRUNDY_TOKENS))
        return super().grundy((n, m))

    def outcome(self, position: object) -> str:
        """Return ``"P"`` or ``"N"``: by the representation theorem when it applies, else by search.

        For a non-decreasing bound whose P-heaps go on past n, (n, m) is P exactly when m is
        smaller than the smallest term of n's representation, so no position is searched
        (the tests compare with the search).

        >>> FibonacciNim().outcome(3000), FibonacciNim().outcome(2584), FibonacciNim().outcome((3000, 4))
        ('N', 'P', 'P')
        """
        n, m = self.position(position)
        if n and first_decrease(self.bound, n) is None and self.represents(n):
            return "P" if self.representation(n)[-1] > m else "N"
        return super().outcome((n, m))

    def outcome_table(self, n: int) -> np.ndarray:
        """Return the boolean array ``P[tokens, largest take]`` for 0 ≤ take ≤ tokens ≤ n, by the rules.

        Row n: the mover at (n, m) wins iff she wins at (n, m − 1) or the take of m leaves a
        P-position; one cumulative OR per row (entries above the diagonal are unused, False).
        This holds for any bound f, non-decreasing or not.

        >>> t = DynamicSubtraction(2).outcome_table(8)
        >>> [k for k in range(1, 9) if t[k, k - 1]]
        [1, 2, 3, 5, 8]
        """
        n = as_heap(n)
        check_table_size((n + 1) * (n + 1), 1, N_("the outcome table of (n + 1) × (n + 1) positions"))
        limits = np.zeros(n + 1, dtype=np.int64)
        for t in range(1, n + 1):
            limits[t] = self.limit_after(t)
        wins = np.zeros((n + 1, n + 1), dtype=bool)
        for tokens in range(1, n + 1):
            takes = np.arange(1, tokens + 1)
            left = tokens - takes
            to_p = ~wins[left, np.minimum(limits[takes], left)]
            wins[tokens, 1:tokens + 1] = np.logical_or.accumulate(to_p)
        p = ~wins
        p[np.triu_indices(n + 1, 1)] = False
        return p


class FibonacciNim(DynamicSubtraction):
    """Fibonacci nim, the 2-dynamic game: take at most twice what the opponent just took.

    See also: :class:`DynamicSubtraction`, :func:`zeckendorf`.

    >>> FibonacciNim().winning_take(20), FibonacciNim()     # 20 = 13 + 5 + 2
    (2, Fibonacci nim)
    """

    def __init__(self) -> None:
        super().__init__(2, name=N_("Fibonacci nim"))


def dynamic_play(game: DynamicSubtraction, n: int, loser: str | int = "one",
                 max_moves: int = 10_000) -> list[dict]:
    """Return the moves of a play from heap ``n``: the winner takes the smallest representation term,
    the player without a winning move takes 1 (``"one"``), as much as allowed (``"most"``), or a
    random amount (an int seeds the random choice).

    Each move is a dict: mover (``"first"``/``"second"``), tokens, largest take allowed, take,
    and whether the mover was winning.

    See also: :class:`DynamicSubtraction`, :meth:`DynamicSubtraction.winning_take`.

    >>> [m["take"] for m in dynamic_play(FibonacciNim(), 20, loser="most")]
    [2, 4, 1, 2, 3, 6, 2]
    """
    if not isinstance(game, DynamicSubtraction):
        raise TypeError(_("dynamic_play needs a DynamicSubtraction game, got {given}").format(given=given(game)))
    if not (loser in ("one", "most") or (isinstance(loser, int) and not isinstance(loser, bool))):
        raise TypeError(_("loser is 'one', 'most' or a whole number (a random seed), got {given}").format(
                            given=given(loser)))
    rng = random.Random(loser) if isinstance(loser, int) else None
    tokens, m = game.position(n)
    moves, mover = [], 0
    while tokens and m and len(moves) < max_moves:
        take = game.winning_take((tokens, m))
        winning = take is not None
        if not winning:
            take = 1 if loser == "one" else m if loser == "most" else rng.randint(1, m)
        moves.append({"mover": ("first", "second")[mover], "tokens": tokens, "may take": m,
                      "take": take, "winning": winning})
        tokens, m = tokens - take, min(tokens - take, game.limit_after(take))
        mover = 1 - mover
    return moves
