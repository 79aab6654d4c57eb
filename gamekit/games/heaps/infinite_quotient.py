"""A proof that a misère quotient is infinite: outcomes that compare two counts, checked by the misère rule.

The misère quotient of the heaps up to n is infinite when the outcome of a row depends on how two
counts of heaps compare.  4·77 is the example: beside 3 + 6, a row 2ᵃ + 5ᵇ is a P-position exactly
when a ≥ 2, b ≤ a and a ≡ b (mod 2), so no two powers of a heap of 2 are alike (2ᵃ and 2ᶜ,
2 ≤ a < c, are told apart by 3 + 5ᶜ + 6 when a ≡ c (mod 2), by 3 + 5ᵃ + 6 otherwise).
:func:`infinite_quotient_proof` finds such a law for the rows of heaps below n with at most one
heap of n, and proves it for every such row, of whatever size, by the misère rule:

1. *The law.*  A row's *type* is, for each heap k below n, its count up to a threshold and then its
   count modulo a period, except for two heaps i and j in the rows with a heap of n: for them the
   type holds min(a, b) up to a threshold and the difference a − b up to a threshold, then
   modulo a period (a, b the counts of i and j).  A table gives each type an outcome.  The
   thresholds, periods and the table are read off the exact outcomes of every row up to a weight
   (a sieve by the misère rule over all of them), and only guessed there.
2. *The proof.*  The predicted outcome obeys the misère rule at a row X — X is predicted P exactly
   when X has a move and no option of X is predicted P — is a statement about the types of X and
   of its options only.  Subtracting a period from a count past its threshold (plus one, as a move
   takes at most one heap of each size), or a period from the larger of a and b when they are far
   apart, or a period from both when both are large, changes neither the type of X nor that of any
   option.  So every row reduces to one in a finite box, and the rule is checked for each row of
   the box.  By induction on the row's size the prediction is then the outcome of every row.
3. *Infinite.*  Far on one side (a ≫ b) and far on the other (b ≫ a) the table is periodic in a − b
   with period q; if it differs at two differences of the same residue modulo q, the powers of the
   heap of i are pairwise distinct in the quotient: a finite quotient has hᵃ = hᵃ⁺ᵖ for large a,
   so the outcome of rest + iᵃ + jᵇ + n would be periodic in a − b on the whole line.  The rows used
   are sums of heaps up to n, so the quotient of the heaps up to any m ≥ n is infinite too.

Nothing here uses a quotient of the smaller heaps: the proof stands on the misère rule alone.

References
----------
.. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
   Journal of Combinatorial Theory, Series A 115, 593–622.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

import numpy as np

from gamekit.core.validation import given, heap_position, positive
from gamekit.core.words import octal_code
from gamekit.games.heaps.heap import HeapGame
from gamekit.theory.game import as_game

__all__ = ["InfiniteQuotientError", "InfiniteQuotientProof", "SIEVED_ROWS", "infinite_quotient_proof", "proof_rows"]

Row = tuple[int, ...]
#: The most rows :func:`infinite_quotient_proof` sieves for the exact outcomes it reads its law from.
SIEVED_ROWS = 250_000
THRESHOLDS = 6          # the largest threshold of a count tried
PERIODS = 4             # the largest period of a count tried


def proof_rows(heaps: int) -> int:
    """Return how many rows :func:`infinite_quotient_proof` sieves for a bound of ``heaps``.

    They are the rows of heaps below ``heaps`` with at most one heap of ``heaps`` whose heaps add
    up to at most 8 · ``heaps`` + 12; a bound with more than :data:`SIEVED_ROWS` of them is not
    tried.

    >>> proof_rows(6), proof_rows(8) > SIEVED_ROWS
    (162801, True)
    """
    weight = _weight(heaps)
    ways = np.zeros(weight + 1, dtype=object)
    ways[0] = 1
    for k in range(1, heaps):
        for w in range(k, weight + 1):
            ways[w] += ways[w - k]
    return int(ways.sum() + ways[:weight - heaps + 1].sum())


def _weight(heaps: int) -> int:
    return 8 * heaps + 12


class InfiniteQuotientProof:
    """A proof that the misère quotient of the heaps up to ``heaps`` is infinite (:func:`infinite_quotient_proof`).

    It holds the law it proved: ``proof.outcome(row)`` is the misère outcome of any row of heaps
    below ``heaps`` with at most one heap of ``heaps``, read off the law; ``told_apart`` is the
    heap whose powers are pairwise distinct in the quotient, ``context`` the rest of the rows
    that tell them apart (with the heap ``counted``: the rows ``context + told_apartᵃ + countedᵇ``);
    ``checked`` how many rows the misère rule was checked on.
    """

    def __init__(self, name: str, heaps: int, law: _Law, moves: _Moves, checked: int, witness: Row) -> None:
        self.name, self.heaps, self._law, self._moves, self.checked = name, heaps, law, moves, checked
        self.told_apart, self.counted = law.pair
        self.context = witness

    def outcome(self, position: object) -> str:
        """Return the misère outcome, ``"P"`` or ``"N"``, of a row with at most one heap of the bound, none larger.

        >>> proof = infinite_quotient_proof("4.77", 6)
        >>> proof.outcome((2, 2, 3, 5, 5, 6)), proof.outcome((2, 3, 5, 6))
        ('P', 'N')
        """
        row = heap_position(position)
        n = self.heaps
        if any(h > n for h in row) or row.count(n) > 1:
            raise ValueError(f"position must be a row of heaps up to {n} with at most one heap of {n} "
                             f"(what the proof covers), got {given(position)}")
        counts = np.zeros(n + 1, dtype=np.int64)
        for h in row:
            counts[h] += 1
        return "P" if self._law.predicted(counts[None, 1:])[0] else "N"

    def sentence(self) -> str:
        """Return what the proof shows, in one sentence.

        >>> infinite_quotient_proof("4.77", 6).sentence()
        'infinite from heap 6 on (proved: beside 3 + 6, the rows 2ᵃ + 5ᵇ tell all powers of a heap of 2 apart)'
        """
        beside = " + ".join(map(str, self.context + (self.heaps,)))
        return (f"infinite from heap {self.heaps} on (proved: beside {beside}, the rows "
                f"{self.told_apart}ᵃ + {self.counted}ᵇ tell all powers of a heap of {self.told_apart} apart)")

    def __repr__(self) -> str:
        return f"<the misère quotient of {self.name} with heaps up to {self.heaps} is {self.sentence()}>"


class InfiniteQuotientError(ValueError):
    """A misère quotient asked for is infinite: ``error.proof`` is the proof (:class:`InfiniteQuotientProof`).

    >>> error = InfiniteQuotientError(infinite_quotient_proof("4.77", 6))
    >>> str(error).startswith("the misère quotient of 4·77 with heaps up to 6 is infinite from heap 6 on")
    True
    """

    def __init__(self, proof: InfiniteQuotientProof, message: str | None = None) -> None:
        super().__init__(message or f"the misère quotient of {proof.name} with heaps up to {proof.heaps} is "
                         + proof.sentence())
        self.proof = proof


class _Law:
    """Types of rows (count vectors over the heaps 1, …, n) and a table of their outcomes.

    Layer 0: rows without a heap of n, each count k typed by (``t0[k]``, ``p0[k]``).  Layer 1: rows
    with one heap of n, each count but the pair typed by (``t1[k]``, ``p1[k]``), the pair (i, j)
    by (min(a, b) up to ``m``, a − b up to ``d`` then modulo ``q``).
    """

    def __init__(self, n: int, t0, p0, t1, p1, pair: tuple[int, int], m: int, d: int, q: int) -> None:
        self.n, self.t0, self.p0, self.t1, self.p1 = n, list(t0), list(p0), list(t1), list(p1)
        self.pair, self.m, self.d, self.q = pair, m, d, q
        self.keys, self.values = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=bool)

    @staticmethod
    def _clamped(counts: np.ndarray, t: int, p: int) -> np.ndarray:
        return np.where(counts < t, counts, t + (counts - t) % p)

    def types(self, x: np.ndarray) -> np.ndarray:
        """Return the type of each row of counts ``x`` as a number (column k − 1 counts the heaps of k)."""
        n, (i, j) = self.n, self.pair
        layer = x[:, n - 1]
        key = layer.copy()
        for k in range(1, n):
            c = self._clamped(x[:, k - 1], self.t0[k], self.p0[k])
            if k not in (i, j):
                c = np.where(layer == 0, c, self._clamped(x[:, k - 1], self.t1[k], self.p1[k]))
            else:
                c = np.where(layer == 0, c, 0)
            key = key * max(self.t0[k] + self.p0[k], self.t1[k] + self.p1[k]) + c
        a, b = x[:, i - 1], x[:, j - 1]
        low = np.where(layer == 0, 0, np.minimum(np.minimum(a, b), self.m))
        diff = a - b
        far = np.sign(diff) * (self.d + (np.abs(diff) - self.d) % self.q)
        diff = np.where(layer == 0, 0, np.where(np.abs(diff) < self.d, diff, far))
        return (key * (self.m + 1) + low) * (2 * (self.d + self.q) + 1) + diff + self.d + self.q

    def fill(self, x: np.ndarray, outcomes: np.ndarray) -> bool:
        """Fill the table from rows whose outcomes are known; False if two rows of a type disagree."""
        keys, inverse = np.unique(self.types(x), return_inverse=True)
        p_rows = np.zeros(len(keys), dtype=np.int64)
        np.add.at(p_rows, inverse, outcomes.astype(np.int64))
        rows = np.bincount(inverse, minlength=len(keys))
        if np.any((p_rows > 0) & (p_rows < rows)):
            return False
        self.keys, self.values = keys, p_rows > 0
        return True

    def predicted(self, x: np.ndarray) -> np.ndarray:
        """Return the predicted outcomes (True for P) of the rows of counts ``x``; KeyError for a type not in it."""
        wanted = self.types(x)
        place = np.minimum(np.searchsorted(self.keys, wanted), len(self.keys) - 1)
        if not np.array_equal(self.keys[place], wanted):
            raise KeyError("a type the rows read do not show")
        return self.values[place]


class _Moves:
    """The moves of the heaps 1, …, n as changes of counts: heap ``source[r]`` becomes the counts ``change[r]`` add."""

    def __init__(self, leaves: dict[int, Sequence[Row]], n: int) -> None:
        source, change = [], []
        for s in range(1, n + 1):
            for leave in leaves[s]:
                v = np.zeros(n, dtype=np.int64)
                v[s - 1] -= 1
                for h in leave:
                    v[h - 1] += 1
                source.append(s)
                change.append(v)
        self.source = np.array(source, dtype=np.int64)
        self.change = np.array(change, dtype=np.int64).reshape(len(source), n)


def _rows(n: int, weight: int) -> np.ndarray:
    """Return every row of counts (heaps below n, at most one heap of n) of weight at most ``weight``."""
    x = np.zeros((1, n), dtype=np.int64)
    w = np.zeros(1, dtype=np.int64)
    for k in range(1, n + 1):
        parts, weights = [], []
        top = 1 if k == n else weight // k
        for c in range(top + 1):
            keep = w + c * k <= weight
            if not keep.any():
                break
            y = x[keep].copy()
            y[:, k - 1] = c
            parts.append(y)
            weights.append(w[keep] + c * k)
        x, w = np.concatenate(parts), np.concatenate(weights)
    return x


def _sieved(moves: _Moves, n: int, weight: int) -> tuple[np.ndarray, np.ndarray]:
    """Return the rows of :func:`_rows` and their exact misère outcomes (True for P), by the misère rule.

    A move never makes a row heavier, and one that keeps its weight (a heap split, nothing taken)
    makes one more heap: taken by weight, then by fewer heaps last, every option comes first.
    """
    x = _rows(n, weight)
    radix = np.cumprod([1] + [weight + 2] * (n - 1)).astype(np.int64)
    keys = x @ radix
    heaviness = x @ np.arange(1, n + 1)
    order = np.lexsort((-x.sum(axis=1), heaviness))
    x, keys, heaviness = x[order], keys[order], heaviness[order]
    sort = np.argsort(keys)
    sorted_keys = keys[sort]
    shift = moves.change @ radix
    p = np.zeros(len(x), dtype=bool)
    heaps = x.sum(axis=1)
    group = np.flatnonzero(np.diff(heaviness * (n * weight + 1) - heaps)) + 1
    for lo, hi in zip(np.concatenate([[0], group]), np.concatenate([group, [len(x)]])):
        block = x[lo:hi]
        moved = np.zeros(hi - lo, dtype=bool)
        winning = np.zeros(hi - lo, dtype=bool)
        for s, dk in zip(moves.source.tolist(), shift.tolist()):
            can = block[:, s - 1] > 0
            if not can.any():
                continue
            moved |= can
            where = sort[np.searchsorted(sorted_keys, keys[lo:hi][can] + dk)]
            winning[can] |= p[where]
        p[lo:hi] = moved & ~winning
    return x, p


def _fit(x: np.ndarray, p: np.ndarray, weight: int, k: int) -> tuple[int, int] | None:
    """Return the least (threshold, period) such that the count of heaps k behaves periodically in the rows ``x``."""
    n = x.shape[1]
    radix = np.cumprod([1] + [weight + 2] * (n - 1)).astype(np.int64)
    keys = x @ radix
    sort = np.argsort(keys)
    sorted_keys = keys[sort]
    for t in range(THRESHOLDS + 1):
        for period in range(1, PERIODS + 1):
            rows = np.flatnonzero(x[:, k - 1] >= t)
            wanted = keys[rows] + period * radix[k - 1]
            place = np.minimum(np.searchsorted(sorted_keys, wanted), len(keys) - 1)
            found = sorted_keys[place] == wanted
            if found.sum() < 8:
                continue
            if np.array_equal(p[rows[found]], p[sort[place[found]]]):
                return t, period
    return None


def _local_rule_failures(law: _Law, moves: _Moves, box: np.ndarray) -> int | None:
    """Return how many rows of ``box`` break the misère rule under ``law``, None if a type is not in its table."""
    try:
        predicted = np.array(law.predicted(box), dtype=bool)
        moved = np.zeros(len(box), dtype=bool)
        winning = np.zeros(len(box), dtype=bool)
        for s, v in zip(moves.source.tolist(), moves.change):
            can = box[:, s - 1] > 0
            if not can.any():
                continue
            moved |= can
            winning[can] |= np.array(law.predicted(box[can] + v), dtype=bool)
    except KeyError:
        return None
    return int(np.count_nonzero(predicted != (moved & ~winning)))


def _box(law: _Law, moves: _Moves) -> np.ndarray:
    """Return the rows to which every row reduces without changing its type or its options' types.

    A count k (not of the pair) past max(t0, t1) + L, L = lcm(p0, p1), loses L; in the rows with a
    heap of n, the pair (a, b) loses L = lcm(p0ᵢ, p0ⱼ) from both once min(a, b) passes
    max(m, t0ᵢ, t0ⱼ) + L, L = lcm(q, p0ᵢ) from a once a − b passes d + L − (the least change of
    a − b by a move) and a passes t0ᵢ + L, and the same for b.  Each move takes at most one heap
    of each size, so every option of the row and of the reduced row have the same type.
    """
    n, (i, j) = law.n, law.pair
    boxes = [_grid([law.t0[k] + law.p0[k] + 1 for k in range(1, n)] + [1])]
    delta = moves.change[:, i - 1] - moves.change[:, j - 1]
    lo, hi = min(0, int(delta.min())), max(0, int(delta.max()))
    both = math.lcm(law.p0[i], law.p0[j])
    start = max(law.m, law.t0[i], law.t0[j]) + both + 1             # both reduced from here
    right, left = math.lcm(law.q, law.p0[i]), math.lcm(law.q, law.p0[j])
    reach = max(start - 1 + law.d + right - lo, law.t0[i] + right + 1,
                start - 1 + law.d + left + hi, law.t0[j] + left + 1)
    sizes = [reach + 1 if k in (i, j) else max(law.t0[k], law.t1[k]) + math.lcm(law.p0[k], law.p1[k]) + 1
             for k in range(1, n)]
    boxes.append(_grid(sizes + [1]) + np.eye(n, dtype=np.int64)[n - 1])
    return np.concatenate(boxes)


def _grid(sizes: list[int]) -> np.ndarray:
    """Return every row of counts with count k − 1 below ``sizes[k − 1]``."""
    return np.indices(sizes).reshape(len(sizes), -1).T.astype(np.int64)


def _reduced_row(law: _Law, moves: _Moves, row: np.ndarray) -> np.ndarray:
    """Return the row of counts ``row`` reduced into the box of :func:`_box` (the reductions it describes)."""
    n, (i, j) = law.n, law.pair
    x = row.copy()
    delta = moves.change[:, i - 1] - moves.change[:, j - 1]
    lo, hi = min(0, int(delta.min())), max(0, int(delta.max()))
    while True:
        if x[n - 1] == 0:
            for k in range(1, n):
                if x[k - 1] > law.t0[k] + law.p0[k]:
                    x[k - 1] -= law.p0[k] * ((x[k - 1] - law.t0[k] - 1) // law.p0[k])
            return x
        for k in range(1, n):
            if k not in (i, j):
                top, step = max(law.t0[k], law.t1[k]), math.lcm(law.p0[k], law.p1[k])
                if x[k - 1] > top + step:
                    x[k - 1] -= step * ((x[k - 1] - top - 1) // step)
        a, b = int(x[i - 1]), int(x[j - 1])
        both = math.lcm(law.p0[i], law.p0[j])
        start = max(law.m, law.t0[i], law.t0[j]) + both + 1
        right, left = math.lcm(law.q, law.p0[i]), math.lcm(law.q, law.p0[j])
        if min(a, b) >= start:
            x[i - 1] -= both
            x[j - 1] -= both
        elif a - b >= law.d + right - lo and a >= law.t0[i] + right + 1:
            x[i - 1] -= right
        elif b - a >= law.d + left + hi and b >= law.t0[j] + left + 1:
            x[j - 1] -= left
        else:
            return x


def _witness(law: _Law) -> Row | None:
    """Return the rest of two rows predicted apart far on the two sides of a = b, a − b of one residue.

    With min(a, b) ≥ m the type of rest + iᵃ + jᵇ + n depends on a − b alone, periodically with
    period q once |a − b| ≥ d: the rows compared are a − b = d + r and a − b = d + r − q·K ≤ −d.
    """
    n, (i, j) = law.n, law.pair
    others = [k for k in range(1, n) if k not in (i, j)]
    tops = [range(law.t1[k] + law.p1[k]) for k in others]
    for counts in sorted(itertools.product(*tops), key=lambda c: (sum(c), c)):
        for r in range(law.q):
            right = law.d + r
            left = right - law.q * -(-(right + law.d) // law.q)
            rows = np.zeros((2, n), dtype=np.int64)
            for k, c in zip(others, counts):
                rows[:, k - 1] = c
            rows[:, n - 1] = 1
            rows[0, i - 1], rows[0, j - 1] = law.m + right, law.m
            rows[1, i - 1], rows[1, j - 1] = law.m, law.m - left
            try:
                first, second = law.predicted(rows)
            except KeyError:
                continue
            if first != second:
                return tuple(k for k, c in zip(others, counts) for _ in range(c))
    return None


def infinite_quotient_proof(game: object, heaps: int, *,
                            check: Callable[[], None] | None = None) -> InfiniteQuotientProof | None:
    """Return a proof that the misère quotient of the heaps up to ``heaps`` of ``game`` is infinite, or None.

    The proof (the module's text) reads a law of outcomes off the exact outcomes of every row of
    heaps below ``heaps`` with at most one heap of ``heaps`` up to a weight, checks the misère rule
    on a finite box of rows to which every such row reduces, and shows that the law tells every
    power of one heap from the others.  None when no such law is found: the quotient may be finite,
    or infinite in a way this proof does not see; nothing is claimed then.

    Parameters
    ----------
    game : HeapGame or str
        A heap game whose heaps become smaller heaps, or its octal code.
    heaps : int
        The largest heap, at least 2; more rows than :data:`SIEVED_ROWS` (:func:`proof_rows`) are
        not tried (None).
    check : callable, optional
        Called now and then (a caller's clock, which may end the search by raising).

    Returns
    -------
    InfiniteQuotientProof or None
        The proof, kept on the game (asked again, it is not made again).

    References
    ----------
    .. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
       Journal of Combinatorial Theory, Series A 115, 593–622.

    Examples
    --------
    >>> proof = infinite_quotient_proof("4.77", 6)
    >>> proof.told_apart, proof.context, proof.counted
    (2, (3,), 5)
    >>> infinite_quotient_proof("0.77", 6) is None                     # Kayles: finite quotients
    True
    """
    game = as_game(game, "infinite_quotient_proof")
    if not isinstance(game, HeapGame):
        raise TypeError(f"infinite_quotient_proof needs a heap game such as gk.Kayles, or an octal code such as "
                        f"'4.77', got {given(game)}")
    heaps = positive(heaps, "heaps")
    if heaps < 2:
        raise ValueError(f"heaps must be at least 2 for an infinite quotient, got {heaps}")
    memo = game.derived("infinite quotient proofs", dict)
    if heaps not in memo:
        leaves = {k: {tuple(h for h in leave if h) for leave in game.heap_options(k)} for k in range(1, heaps + 1)}
        name = octal_code(game.code) if hasattr(game, "code") else repr(game)
        memo[heaps] = _proof(name, leaves, heaps, check or (lambda: None))
    return memo[heaps]


def _proof(name: str, leaves: dict[int, Sequence[Row]], n: int,
           tick: Callable[[], None]) -> InfiniteQuotientProof | None:
    """Return what :func:`infinite_quotient_proof` returns, for a game whose heap of k becomes ``leaves[k]``."""
    if proof_rows(n) > SIEVED_ROWS or any(sum(leave) > k or any(h >= k for h in leave)
                                          for k in range(1, n + 1) for leave in leaves[k]):
        return None
    moves = _Moves(leaves, n)
    if len(moves.source) == 0:              # no heap up to n has a move: every row is terminal
        return None
    weight = _weight(n)
    x, p = _sieved(moves, n, weight)
    tick()
    layer0, layer1 = x[:, n - 1] == 0, x[:, n - 1] == 1
    fits0 = [_fit(x[layer0], p[layer0], weight, k) for k in range(1, n)]
    if any(f is None for f in fits0):
        return None
    t0, p0 = [0] + [f[0] for f in fits0], [1] + [f[1] for f in fits0]
    plain = np.column_stack([_Law._clamped(x[layer0][:, k - 1], t0[k], p0[k]) for k in range(1, n)])
    first = _representatives(x[layer0], p[layer0], plain)
    if first is None:
        return None
    fits1 = [_fit(x[layer1], p[layer1], weight, k) for k in range(1, n)]
    for i, j in itertools.combinations(range(1, n), 2):
        others = [fits1[k - 1] for k in range(1, n) if k not in (i, j)]
        if any(f is None for f in others):
            continue
        t1 = [0] + [fits1[k - 1][0] if k not in (i, j) else 0 for k in range(1, n)]
        p1 = [1] + [fits1[k - 1][1] if k not in (i, j) else 1 for k in range(1, n)]
        y = x[layer1]
        typed = np.column_stack([y[:, k - 1] if k in (i, j) else _Law._clamped(y[:, k - 1], t1[k], p1[k])
                                 for k in range(1, n)])
        second = _representatives(x[layer1], p[layer1], typed)
        tick()
        if second is None:
            continue
        rows, outcomes = np.concatenate([first[0], second[0]]), np.concatenate([first[1], second[1]])
        for m, d, q in sorted(itertools.product(range(THRESHOLDS + 1), range(THRESHOLDS + 1), (1, 2)),
                              key=lambda c: (c[0] + c[1], c[2], c)):
            law = _Law(n, t0, p0, t1, p1, (i, j), m, d, q)
            if not law.fill(rows, outcomes):
                continue
            tick()
            box = _box(law, moves)
            if _local_rule_failures(law, moves, box) != 0:
                continue
            witness = _witness(law)
            if witness is None:
                continue
            return InfiniteQuotientProof(name, n, law, moves, len(box), witness)
    return None


def _representatives(x: np.ndarray, p: np.ndarray, typed: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """Return one row of ``x`` and its outcome for each distinct row of ``typed``; None if two rows of one disagree."""
    _, first, inverse = np.unique(typed, axis=0, return_index=True, return_inverse=True)
    inverse = inverse.ravel()
    if not np.array_equal(p, p[first][inverse]):
        return None
    return x[first], p[first]
