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

This first kind of proof uses no quotient of the smaller heaps: it stands on the misère rule
alone, and it is tried only while the sieve is small (n ≤ 6 or so: :func:`proof_rows`).

*Beside a proved quotient.*  Given the proved quotient Q of the heaps below n (``below``, an
exact statement about every row of heaps below n: its outcome is read from its element), the
second kind of proof reaches n = 17 for Officers (·6), where rows of 16 heap sizes could never be
sieved.  It tries pairs i, j and contexts W (:func:`class_candidates`), each as follows; k is
max(i, j), a heap of k or less is *free*.

1. *The class.*  C is the set of rows X = Y + Z + n with Y any row of free heaps (any counts), Z
   one of the *parts*: the heaps above k of a row that W becomes by moves (W's own first), and
   one heap of n.  A move in Y leaves a row of C; a move in a heap of Z leaves a part of the list
   (it is computed as closed under moves, and checked to be) plus free heaps; a move in the heap
   of n leaves a row of heaps below n, whose outcome is read from Q.  Every row of C has a move
   (in its heap of n), so X is a P-position exactly when no option of X is one.
2. *The types.*  The heaps up to k whose element in Q is that of i form the group I, those alike
   to j the group J; a and b are the numbers of heaps of I and of J in Y.  The type of X is: the
   part Z; for each free heap h in no group, its count c up to a threshold tₕ and then modulo a
   period pₕ; for each heap of a group, its count up to a cap T (then T); min(a, b) up to m and then
   modulo pm; and a − b while abs(a − b) < d, then its sign and d + (abs(a − b) − d) mod q.  The
   thresholds and periods are those of the powers of the elements in Q (x^(t+p) = x^t in a finite
   monoid; for min(a, b) those of xᵢxⱼ, for a − b those of xᵢ and of xⱼ; d ≥ 1, and pm, q even),
   so the type of X fixes the element of Y + Z in Q, since xᵢᵃxⱼᵇ = (xᵢxⱼ)^min(a,b) xᵢ^(a−b) when
   a ≥ b.  Hence it fixes whether a move in the heap of n wins: whether Y + Z + L is P in Q for
   some L that the heap of n may leave.
3. *The reductions.*  (i) A count c > tₕ + pₕ of a free heap in no group loses pₕ.  (ii) When
   min(a, b) ≥ m + pm + 1 and a heap of I and one of J have counts above T + pm, each loses pm.
   (iii) When a − b ≥ d + q − lo (lo the least change of a − b by a move, at most 0) and a heap of
   I has more than T + q, it loses q; (iv) likewise for b with hi, the most change.  A move takes
   one heap, so it lowers a count by at most one and a or b by at most one; hence a reduction
   changes neither the moves a row has, nor its type, nor the type of the option by any move,
   nor the element of Y + Z (the counts stay past every threshold, by multiples of the periods;
   in (iii), a − q − b ≥ d ≥ 1 keeps min(a, b) = b for the row and each option).  Each reduction
   lowers the row's total, so every row of C reduces to a row no reduction applies to.  Those
   form a finite *box*: counts of free heaps in no group up to tₕ + pₕ, and counts of group heaps
   up to a bound (``_group_bound``: past it one of (ii)–(iv) applies).
4. *The check.*  The rows of the box are taken lightest first (:mod:`gamekit.engines.outcome_law`).
   Each row's outcome by the misère rule is computed from its options: an option by a move in
   Y or Z has a lighter row of the box of its type (the option reduces to one), whose outcome
   was given to that type; a move in the heap of n is read from Q.  A type met for the first time
   takes that outcome; a row of a type met before must have the same.  When every row of the box
   passes, every row X of C has the outcome of its type, by induction on X: its options in C do,
   those by the heap of n are read from Q, and X's reduced row has the same type and the same
   types and elements of options, so the misère rule gives X the outcome its reduced row had.
5. *Infinite.*  The witness (``_class_witness``): a rest R (a part and counts of free heaps in
   no group), u one heap of the pair and v the other, x ≥ max(m, T), δ ≥ d and x' = x + s·L
   (L = lcm(q, pm)) with x' − x − δ ≥ d, such that the types of R + uˣ + v^(x+δ) + n and
   R + u^x' + v^(x+δ) + n have different outcomes.  Suppose the powers of a heap of u repeat in
   the quotient of the heaps up to n: uʸ = u^(y+P) for all y ≥ y₀.  Take y ≥ max(y₀, x) with
   y ≡ x (mod pm) and y' = y + P·L·r with y' − y − δ ≥ d.  The row R + uʸ + v^(y+δ) + n has the
   first witness row's type (its min(a, b) is y, of x's class as both are at least m and alike
   modulo pm; abs(a − b) = δ; the caps are T), and R + u^y' + v^(y+δ) + n the second's (its min is
   y + δ, of the class of x + δ; abs(a − b) = y' − y − δ ≥ d is alike modulo q to x' − x − δ, as
   y' − y and x' − x are multiples of q).  By step 4 their outcomes differ; but uʸ = u^y', so
   beside the same rest they have the same outcome: a contradiction.  So the powers of u are
   pairwise distinct, and the quotient of the heaps up to n, or up to any m ≥ n, is infinite.

What is checked by computation: the parts are closed under moves; the powers' thresholds and
periods of step 2 in Q (``_fixes_elements``: the check of step 4 could not see a wrong
element, as it reads the moves in the heap of n through them); every row of the box obeys
the misère rule under the types' outcomes, with no option of an unknown type; the witness rows'
types have different outcomes.  What is taken as given: Q, proved by
:func:`gamekit.games.heaps.quotient.misere_quotient` (its own proof).  Officers at 17 heaps: pair
(3, 7), groups {3, 6} and {7}, context 11 + 12, 20 parts, a box of 173 520 rows.

References
----------
.. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
   Journal of Combinatorial Theory, Series A 115, 593–622.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Sequence

import numpy as np

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given, heap_position, positive
from gamekit.core.words import octal_code
from gamekit.engines import outcome_law
from gamekit.games.heaps.heap import HeapGame
from gamekit.theory.game import as_game

__all__ = ["BOX_ROWS", "InfiniteQuotientError", "InfiniteQuotientProof", "SEARCHED_ROWS", "SIEVED_ROWS",
           "class_candidates", "infinite_quotient_proof", "proof_rows"]

Row = tuple[int, ...]
#: The most rows :func:`infinite_quotient_proof` sieves for the exact outcomes it reads its law from.
SIEVED_ROWS = 250_000
THRESHOLDS = 6          # the largest threshold of a count tried
PERIODS = 4             # the largest period of a count tried
#: The most rows of a box :func:`infinite_quotient_proof` checks beside a proved quotient, for one pair and context.
BOX_ROWS = 2_000_000
#: The most rows :func:`infinite_quotient_proof` checks beside a proved quotient, over all pairs and contexts.
SEARCHED_ROWS = 6_000_000
CHUNK = 1 << 16         # rows of a box checked between two ticks of the caller's clock
TYPES = 1 << 26         # the most types a law beside a proved quotient may have (a byte each)


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

    def __init__(self, name: str, heaps: int, law: _Law | _ClassLaw, moves: _Moves | _ClassMoves, checked: int,
                 witness: Row, pair: tuple[int, int] | None = None) -> None:
        self.name, self.heaps, self._law, self._moves, self.checked = name, heaps, law, moves, checked
        self.told_apart, self.counted = pair or law.pair
        self.context = witness

    def outcome(self, position: object) -> str:
        """Return the misère outcome, ``"P"`` or ``"N"``, of a row with at most one heap of the bound, none larger.

        >>> proof = infinite_quotient_proof("4.77", 6)
        >>> proof.outcome((2, 2, 3, 5, 5, 6)), proof.outcome((2, 3, 5, 6))
        ('P', 'N')
        """
        row = heap_position(position)
        n = self.heaps
        if isinstance(self._law, _ClassLaw):
            try:
                if any(h > n for h in row):
                    raise ValueError
                return "P" if self._law.is_p(row) else "N"
            except ValueError:
                raise ValueError(_("position must be {value} (what the proof covers), got {given}").format(
                                     value=self._law.covers(), given=given(position))) from None
        if any(h > n for h in row) or row.count(n) > 1:
            raise ValueError(_("position must be a row of heaps up to {n} with at most one heap of {n} (what the "
                               "proof covers), got {given}").format(n=n, given=given(position)))
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


def infinite_quotient_proof(game: object, heaps: int, *, below: object = None,
                            check: Callable[[], None] | None = None) -> InfiniteQuotientProof | None:
    """Return a proof that the misère quotient of the heaps up to ``heaps`` of ``game`` is infinite, or None.

    The proof (the module's text) reads a law of outcomes off the exact outcomes of every row of
    heaps below ``heaps`` with at most one heap of ``heaps`` up to a weight, checks the misère rule
    on a finite box of rows to which every such row reduces, and shows that the law tells every
    power of one heap from the others.  Given ``below``, the proved quotient of the heaps below
    ``heaps``, it also tries the second kind of proof, which stands on that quotient: a class of
    rows Y + Z + ``heaps`` (free heaps, a part of a context, one heap of the bound) typed so that
    each type fixes the element below, checked on a box too.  None when no such law is found: the
    quotient may be finite, or infinite in a way this proof does not see; nothing is claimed then.

    Parameters
    ----------
    game : HeapGame or str
        A heap game whose heaps become smaller heaps, or its octal code.
    heaps : int
        The largest heap, at least 2; more rows than :data:`SIEVED_ROWS` (:func:`proof_rows`) are
        not tried (None).
    below : MisereQuotient, optional
        The quotient of the heaps up to ``heaps − 1`` (:func:`gamekit.games.heaps.quotient.misere_quotient`),
        proved: with it the second kind of proof is tried too (at most :data:`SEARCHED_ROWS` rows
        checked in all).
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

    Officers (·6) at 17 heaps, beside its quotient of the heaps up to 16 (304 elements):

    >>> import gamekit as gk
    >>> officers = infinite_quotient_proof("0.6", 17, below=gk.misere_quotient("0.6", 16, progress=False))
    >>> officers.told_apart, officers.context, officers.counted
    (3, (11, 12), 7)
    >>> officers.outcome((3, 3, 7, 7, 7, 7, 11, 12, 17)), officers.outcome((3, 3, 7, 7, 11, 12, 17))
    ('P', 'N')
    """
    game = as_game(game, "infinite_quotient_proof")
    if not isinstance(game, HeapGame):
        raise TypeError(_("infinite_quotient_proof needs a heap game such as gk.Kayles, or an octal code such as "
                          "'4.77', got {given}").format(given=given(game)))
    heaps = positive(heaps, N_("heaps"))
    if heaps < 2:
        raise ValueError(_("heaps must be at least 2 for an infinite quotient, got {heaps}").format(heaps=heaps))
    if below is not None and (getattr(below, "heaps", None) != heaps - 1 or not hasattr(below, "times_heap")
                              or not _same_game(getattr(below, "game", None), game)):
        raise ValueError(_("below must be the misère quotient of the heaps up to {value} of the game "
                           "(gk.misere_quotient(game, {value})), got {given}").format(
                             value=heaps - 1, given=given(below)))
    memo = game.derived("infinite quotient proofs", dict)
    key = (heaps, below is not None)
    if key not in memo:
        tick = check or (lambda: None)
        leaves = {k: {tuple(h for h in leave if h) for leave in game.heap_options(k)} for k in range(1, heaps + 1)}
        name = octal_code(game.code) if hasattr(game, "code") else repr(game)
        proof = memo.get((heaps, False)) if below is not None else None
        if proof is None and (heaps, False) not in memo:
            proof = memo[heaps, False] = _proof(name, leaves, heaps, tick)
        if proof is None and below is not None and _shrinks(leaves, heaps):
            leaves = {k: tuple(sorted(v)) for k, v in leaves.items()}
            proof = _class_proof(name, leaves, heaps, np.asarray(below.times_heap, dtype=np.int64),
                                 np.asarray(below.in_p_portion, dtype=bool), tick)
        memo[key] = proof
    return memo[key]


def _same_game(one: object, other: HeapGame) -> bool:
    """Return True if ``one`` is the game ``other``: the same object, or an octal game of the same code."""
    if one is other:
        return True
    codes = getattr(one, "code", None), getattr(other, "code", None)
    return None not in codes and octal_code(codes[0]) == octal_code(codes[1])


def _shrinks(leaves: dict[int, Sequence[Row]], n: int) -> bool:
    """Return True if every move of a heap up to n leaves smaller heaps of no greater total."""
    return all(sum(leave) <= k and all(h < k for h in leave) for k in range(1, n + 1) for leave in leaves[k])


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


# --------------------------------------------------------------------------- the proof beside a proved quotient
class _ClassLaw:
    """The law of the rows Y + Z + n of a class, standing on the proved quotient of the heaps below n.

    ``parts`` lists the parts Z (sorted rows of heaps above k), ``free`` is k, ``groups`` the two
    groups of heaps of one element each (the heaps up to k alike to i, to j in the quotient below
    n), ``threshold``/``period`` each count's type (a group's heaps: up to ``cap``, period 1),
    ``pair_law`` = (m, pm, d, q) the type of min(a, b) and a − b (:mod:`gamekit.engines.outcome_law`).
    """

    def __init__(self, n: int, free: int, parts: list[Row], pair: tuple[int, int], groups: tuple[list[int], list[int]],
                 threshold: np.ndarray, period: np.ndarray, pair_law: np.ndarray, delta: np.ndarray,
                 final: np.ndarray) -> None:
        self.n, self.free, self.parts, self.pair, self.groups = n, free, parts, pair, groups
        self.threshold, self.period, self.pair_law = threshold, period, pair_law
        self.delta, self.final = delta, final
        self.part_index = {z: index for index, z in enumerate(parts)}
        self.group = np.zeros(free + 1, dtype=np.int64)
        self.group[groups[0]], self.group[groups[1]] = 1, 2
        self.types_in_all = outcome_law.type_count(len(parts), threshold, period, pair_law)
        self.outcomes = np.zeros(0, dtype=np.int8)      # made by the check: an outcome for each type, −1 for none

    def types(self, parts: np.ndarray, counts: np.ndarray) -> np.ndarray:
        """Return the type of each row (part number, counts of the heaps 0…k; column 0 unused)."""
        return outcome_law.law_types(parts, counts, self.threshold, self.period, self.group, self.pair_law,
                                     len(self.parts))

    def split(self, row: Row) -> tuple[int, np.ndarray] | None:
        """Return (part number, counts of the free heaps) of a row Y + Z + n of the class, None if it is not one."""
        if row.count(self.n) != 1:
            return None
        part = self.part_index.get(tuple(sorted(h for h in row if self.free < h < self.n)))
        if part is None:
            return None
        counts = np.zeros(self.free + 1, dtype=np.int64)
        for h in row:
            if h <= self.free:
                counts[h] += 1
        return part, counts

    def is_p(self, row: Row) -> bool:
        """Return True if the row is a P-position (by the quotient below n without a heap of n, else by the law)."""
        if self.n not in row:
            state = 0
            for h in row:
                state = int(self.delta[state, h])
            return bool(self.final[state])
        split = self.split(row)
        if split is None:
            raise ValueError(_("not a row of the class"))
        value = self.outcomes[self.types(np.array([split[0]]), split[1][None, :])[0]]
        if value < 0:
            raise ValueError(_("a type the box does not show"))
        return bool(value)

    def covers(self) -> str:
        """Return the rows the law speaks of, in words."""
        beside = " + ".join(map(str, self.parts[0])) or "nothing"
        return (f"a row of heaps below {self.n}, or any heaps up to {self.free} plus one heap of {self.n} beside "
                f"{beside} or what a move in it leaves of heaps above {self.free}")


def _parts(context: Row, leaves: dict[int, Sequence[Row]], free: int) -> list[Row]:
    """Return the parts above ``free`` of the rows that ``context`` becomes, ``context``'s first."""
    first = tuple(sorted(h for h in context if h > free))
    parts, todo = {first: None}, [first]
    while todo:
        z = todo.pop()
        for target, _part in _part_moves(z, leaves, free):
            if target not in parts:
                parts[target] = None
                todo.append(target)
    return list(parts)


def _part_moves(z: Row, leaves: dict[int, Sequence[Row]], free: int) -> Iterator[tuple[Row, Row]]:
    """Yield (the part left, the free heaps added) for each move in a heap of the part ``z``."""
    for place, h in enumerate(z):
        if place and z[place - 1] == h:
            continue
        rest = z[:place] + z[place + 1:]
        for leave in leaves[h]:
            yield (tuple(sorted(rest + tuple(x for x in leave if x > free))),
                   tuple(x for x in leave if x <= free))


def _closed(parts: list[Row], leaves: dict[int, Sequence[Row]], free: int, n: int) -> bool:
    """Return True if every move in a part leaves a part of the list, each of heaps above ``free``, below n."""
    known = set(parts)
    return all(free < h < n for z in parts for h in z) and all(
        target in known for z in parts for target, _ in _part_moves(z, leaves, free))


def _powers(step: Callable[[np.ndarray], np.ndarray], order: int, width: int) -> np.ndarray:
    """Return table[e, c] = the element e after ``c`` steps, for every element e (c < ``width``)."""
    table = np.empty((order, width), dtype=np.int64)
    table[:, 0] = np.arange(order)
    for c in range(1, width):
        table[:, c] = step(table[:, c - 1])
    return table


def _tail_and_period(step: Callable[[int], int]) -> tuple[int, int]:
    """Return (t, p) with the first repeat of 1, x, x², … at x^(t+p) = x^t."""
    seen, e, c = {}, 0, 0
    while e not in seen:
        seen[e], e, c = c, step(e), c + 1
    return seen[e], c - seen[e]


def _class_law(n: int, leaves: dict[int, Sequence[Row]], delta: np.ndarray, final: np.ndarray, pair: tuple[int, int],
               context: Row, extra: int) -> _ClassLaw | None:
    """Return the law (its table empty) of the rows Y + Z + n beside ``context``, the pair ``pair`` compared.

    Every count's threshold and period are those of its element's powers in the quotient below n
    (thresholds raised by ``extra``), so that a type fixes the row's element there.  None if the
    pair's heaps are one element there, or the parts are not closed under moves.
    """
    i, j = pair
    free = max(i, j)
    if delta[0, i] == delta[0, j] or any(h >= n for h in context):
        return None
    groups = ([h for h in range(1, free + 1) if delta[0, h] == delta[0, i]],
              [h for h in range(1, free + 1) if delta[0, h] == delta[0, j]])
    parts = _parts(context, leaves, free)
    if not _closed(parts, leaves, free, n):
        return None
    tails = {h: _tail_and_period(lambda e, h=h: int(delta[e, h])) for h in range(1, free + 1)}
    both = _tail_and_period(lambda e: int(delta[delta[e, i], j]))
    threshold = np.array([0] + [1 + extra if h in groups[0] + groups[1] else tails[h][0] + extra
                                for h in range(1, free + 1)], dtype=np.int64)
    period = np.array([1] + [1 if h in groups[0] + groups[1] else tails[h][1] for h in range(1, free + 1)],
                      dtype=np.int64)
    pair_law = np.array([both[0] + extra, math.lcm(both[1], 2), max(tails[i][0], tails[j][0], 1) + extra,
                         math.lcm(tails[i][1], tails[j][1], 2)], dtype=np.int64)
    return _ClassLaw(n, free, parts, pair, groups, threshold, period, pair_law, delta, final)


class _ClassMoves:
    """The moves inside the class of a :class:`_ClassLaw`, as changes of counts, and the heap of n's as elements."""

    def __init__(self, law: _ClassLaw, leaves: dict[int, Sequence[Row]]) -> None:
        k, n, delta = law.free, law.n, law.delta
        source, change = [], []
        for h in range(1, k + 1):
            for leave in leaves[h]:
                v = np.zeros(k + 1, dtype=np.int64)
                v[h] -= 1
                for x in leave:
                    v[x] += 1
                source.append(h)
                change.append(v)
        self.heap_source = np.array(source, dtype=np.int64)
        self.heap_change = np.array(change, dtype=np.int64).reshape(len(source), k + 1)
        first, target, added = [0], [], []
        for z in law.parts:
            for left, free_heaps in _part_moves(z, leaves, k):
                v = np.zeros(k + 1, dtype=np.int64)
                for x in free_heaps:
                    v[x] += 1
                target.append(law.part_index[left])
                added.append(v)
            first.append(len(target))
        self.part_first = np.array(first, dtype=np.int64)
        self.part_target = np.array(target, dtype=np.int64)
        self.part_change = np.array(added, dtype=np.int64).reshape(len(target), k + 1)
        self.lo, self.hi = _shifts(law, leaves)
        order = len(law.final)
        self.part_element = np.array([_run_from(delta, 0, z) for z in law.parts], dtype=np.int64)
        self.n_wins = np.zeros(order, dtype=bool)
        for leave in leaves[n]:
            self.n_wins |= law.final[_run_all(delta, leave)]
        t, p, (m, pm, d, q) = law.threshold, law.period, law.pair_law
        i, j = law.pair
        width = int(max(t + p))
        self.powers = np.stack([_powers(lambda e, h=h: delta[e, h], order, width) for h in range(k + 1)])
        self.pair_powers = _powers(lambda e: delta[delta[e, i], j], order, int(m + pm))
        self.i_powers = _powers(lambda e: delta[e, i], order, int(d + q))
        self.j_powers = _powers(lambda e: delta[e, j], order, int(d + q))

    def elements(self, law: _ClassLaw, parts: np.ndarray, counts: np.ndarray) -> np.ndarray:
        """Return the element of each row's Y + Z in the quotient below n, read from the row's type."""
        return outcome_law.law_elements(parts, counts, law.threshold, law.period, law.group, law.pair_law,
                                        self.part_element, self.powers, self.pair_powers, self.i_powers,
                                        self.j_powers)


def _shifts(law: _ClassLaw, leaves: dict[int, Sequence[Row]]) -> tuple[int, int]:
    """Return the least and the most a move inside the class changes a − b by (0 included)."""
    side = {h: 1 for h in law.groups[0]} | {h: -1 for h in law.groups[1]}
    changes = [0]
    for h in range(1, law.free + 1):
        changes += [sum(side.get(x, 0) for x in leave) - side.get(h, 0) for leave in leaves[h]]
    for z in law.parts:
        changes += [sum(side.get(x, 0) for x in added) for _, added in _part_moves(z, leaves, law.free)]
    return min(changes), max(changes)


def _run_from(delta: np.ndarray, state: int, row: Row) -> int:
    for h in row:
        state = int(delta[state, h])
    return state


def _run_all(delta: np.ndarray, row: Row) -> np.ndarray:
    states = np.arange(len(delta))
    for h in row:
        states = delta[states, h]
    return states


def _fixes_elements(law: _ClassLaw, moves: _ClassMoves) -> bool:
    """Return True if a row's type fixes the element of its Y + Z in the quotient below n (module text, step 2).

    Checked in the quotient itself: every heap of a group is its group's element; for each other
    free heap h, x^(t+p) = x^t for its threshold t and period p; and likewise (xᵢxⱼ)^(m+pm) = (xᵢxⱼ)^m,
    xᵢ^(d+q) = xᵢ^d, xⱼ^(d+q) = xⱼ^d, for every element (so for every product).
    """
    delta = law.delta
    i, j = law.pair
    m, pm, d, q = (int(v) for v in law.pair_law)
    if any(delta[0, h] != delta[0, i] for h in law.groups[0]) or any(delta[0, h] != delta[0, j] for h in law.groups[1]):
        return False
    if min(d, pm, q) < 1 or pm % 2 or q % 2:
        return False

    def repeats(step: Callable[[np.ndarray], np.ndarray], t: int, p: int) -> bool:
        table = _powers(step, len(delta), t + p + 1)
        return bool(np.array_equal(table[:, t + p], table[:, t]))

    others = [h for h in range(1, law.free + 1) if law.group[h] == 0]
    return (all(repeats(lambda e, h=h: delta[e, h], int(law.threshold[h]), int(law.period[h])) for h in others)
            and repeats(lambda e: delta[delta[e, i], j], m, pm)
            and repeats(lambda e: delta[e, i], d, q) and repeats(lambda e: delta[e, j], d, q))


def _group_bound(law: _ClassLaw, lo: int, hi: int) -> int:
    """Return a count that no heap of a group passes in a row no reduction applies to (:func:`_class_reduced`).

    ``lo`` and ``hi`` are the least and most change of a − b by a move (:func:`_shifts`).
    """
    m, pm, d, q = (int(x) for x in law.pair_law)
    cap = int(law.threshold[law.groups[0][0]])
    reach = d + q + max(-lo, hi)
    return max(cap + max(pm, q), m + pm + 1 + reach, (len(law.groups[0]) + len(law.groups[1])) * (cap + pm) + reach)


def _class_reduced(law: _ClassLaw, moves: _ClassMoves, counts: np.ndarray) -> np.ndarray:
    """Return the counts of a row of the class reduced into the box of :func:`_class_box`.

    A count of a heap in no group past its threshold plus its period loses a period.  For the
    groups (a, b their sums, T the cap of each of their heaps): both lose pm, taken from a heap of
    each past T + pm, while min(a, b) ≥ m + pm + 1; a loses q, from a heap past T + q, while
    a − b ≥ d + q − lo (lo the least change of a − b by a move), and b likewise with hi.
    """
    x = counts.copy()
    m, pm, d, q = (int(v) for v in law.pair_law)
    first, second = law.groups
    cap = int(law.threshold[first[0]])
    for h in range(1, law.free + 1):
        t, p = int(law.threshold[h]), int(law.period[h])
        if law.group[h] == 0 and x[h] > t + p:
            x[h] -= p * ((x[h] - t - 1) // p)
    while True:
        a, b = int(x[first].sum()), int(x[second].sum())
        big_i = [h for h in first if x[h] >= cap + pm + 1]
        big_j = [h for h in second if x[h] >= cap + pm + 1]
        far_i = [h for h in first if x[h] >= cap + q + 1]
        far_j = [h for h in second if x[h] >= cap + q + 1]
        if min(a, b) >= m + pm + 1 and big_i and big_j:
            x[big_i[0]] -= pm
            x[big_j[0]] -= pm
        elif a - b >= d + q - moves.lo and far_i:
            x[far_i[0]] -= q
        elif b - a >= d + q + moves.hi and far_j:
            x[far_j[0]] -= q
        else:
            return x


def _class_box(law: _ClassLaw, moves: _ClassMoves, largest: int) -> tuple[np.ndarray, np.ndarray] | None:
    """Return (parts, counts) of the rows no reduction applies to, lightest first; None past ``largest`` rows.

    Of two rows of one total, the one with more heaps comes first (an option before its row).
    """
    m, pm, d, q = (int(v) for v in law.pair_law)
    first, second = law.groups
    grouped = first + second
    others = [h for h in range(1, law.free + 1) if law.group[h] == 0]
    cap = int(law.threshold[first[0]])
    top = _group_bound(law, moves.lo, moves.hi)
    if (top + 1) ** len(grouped) > largest:
        return None
    g = _grid([top + 1] * len(grouped))
    a, b = g[:, :len(first)].sum(axis=1), g[:, len(first):].sum(axis=1)
    big_i, big_j = (g[:, :len(first)] >= cap + pm + 1).any(axis=1), (g[:, len(first):] >= cap + pm + 1).any(axis=1)
    far_i, far_j = (g[:, :len(first)] >= cap + q + 1).any(axis=1), (g[:, len(first):] >= cap + q + 1).any(axis=1)
    reducible = (((np.minimum(a, b) >= m + pm + 1) & big_i & big_j) | ((a - b >= d + q - moves.lo) & far_i)
                 | ((b - a >= d + q + moves.hi) & far_j))
    g = g[~reducible]
    sizes = [len(law.parts)] + [int(law.threshold[h] + law.period[h]) + 1 for h in others]
    total = math.prod(sizes) * len(g)
    if total > largest:
        return None
    rest = _grid(sizes)
    parts = np.repeat(rest[:, 0], len(g))
    counts = np.zeros((total, law.free + 1), dtype=np.int64)
    for column, h in enumerate(others):
        counts[:, h] = np.repeat(rest[:, column + 1], len(g))
    for column, h in enumerate(grouped):
        counts[:, h] = np.tile(g[:, column], len(rest))
    part_weight = np.array([sum(z) for z in law.parts], dtype=np.int64)
    part_heaps = np.array([len(z) for z in law.parts], dtype=np.int64)
    weight = part_weight[parts] + counts @ np.arange(law.free + 1)
    heaps = part_heaps[parts] + counts.sum(axis=1)
    order = np.lexsort((-heaps, weight))
    return parts[order], np.ascontiguousarray(counts[order])


def _class_check(law: _ClassLaw, moves: _ClassMoves, parts: np.ndarray, counts: np.ndarray,
                 tick: Callable[[], None], engine: str = "auto") -> tuple[int, int]:
    """Return (status, row) of :func:`gamekit.engines.outcome_law.law_check` over the whole box, in chunks."""
    start = 0
    while start < len(parts):
        stop = min(start + CHUNK, len(parts))
        status, row = outcome_law.law_check(
            parts, counts, start, stop, law.threshold, law.period, law.group, law.pair_law, law.outcomes,
            moves.part_element, moves.powers, moves.pair_powers, moves.i_powers, moves.j_powers, moves.n_wins,
            moves.heap_source, moves.heap_change, moves.part_first, moves.part_target, moves.part_change, engine)
        if status != outcome_law.DONE:
            return status, row
        tick()
        start = stop
    return outcome_law.DONE, len(parts)


def _class_witness(law: _ClassLaw) -> tuple[int, int, Row] | None:
    """Return (heap told apart, heap counted, the rest of the rows) of two rows the law predicts apart.

    With x heaps of one of the pair and y of the other, the rows (x, x + δ) and (x', x + δ), x'
    far above x + δ by a multiple of lcm(q, pm), x past every threshold: the rows of a finite
    quotient could not tell x from x' (module text, step 4).
    """
    m, pm, d, q = (int(v) for v in law.pair_law)
    others = [h for h in range(1, law.free + 1) if law.group[h] == 0]
    step = math.lcm(q, pm)
    cap = int(law.threshold[law.groups[0][0]])
    base = pm * -(-max(m, cap) // pm)
    rests = sorted(((sum(z) + sum(h * c for h, c in zip(others, cs)), number, cs)
                    for number, z in enumerate(law.parts)
                    for cs in itertools.product(*(range(int(law.threshold[h] + law.period[h])) for h in others))),
                   key=lambda r: (r[0], r[1], r[2]))
    for told, counted in (law.pair, law.pair[::-1]):
        for _rest, number, cs in rests:
            for alpha in range(pm):
                for gap in range(d, d + step):
                    x = base + alpha
                    far = x + step * -(-(gap + d) // step)
                    rows = np.zeros((2, law.free + 1), dtype=np.int64)
                    for h, c in zip(others, cs):
                        rows[:, h] = c
                    rows[:, counted] = x + gap
                    rows[0, told], rows[1, told] = x, far
                    first, second = law.outcomes[law.types(np.array([number, number]), rows)]
                    if first >= 0 and second >= 0 and first != second:
                        rest = tuple(sorted(law.parts[number] + tuple(h for h, c in zip(others, cs) for _ in range(c))))
                        return told, counted, rest
    return None


def class_candidates(n: int, delta: np.ndarray) -> list[tuple[tuple[int, int], Row]]:
    """Return the (pair, context) that :func:`infinite_quotient_proof` may try beside a quotient below n.

    A pair is two heaps i < j, each the least heap of its element in the quotient below n
    (``delta``, as :class:`~gamekit.games.heaps.quotient.MisereQuotient` ``times_heap``), neither
    the identity; a context is no heap, one or two heaps between max(i, j) and n.  (The proof
    tries them by the size of their boxes, smallest first.)

    >>> q = np.array([[0, 0, 1, 2, 2], [1, 1, 0, 3, 3], [2, 2, 3, 0, 0], [3, 3, 2, 1, 1]])
    >>> class_candidates(5, q)
    [((2, 3), ()), ((2, 3), (4,)), ((2, 3), (4, 4))]
    """
    least: dict[int, int] = {}
    for h in range(1, n):
        if delta[0, h] != 0:
            least.setdefault(int(delta[0, h]), h)
    found = []
    for i, j in itertools.combinations(sorted(least.values()), 2):
        above = range(max(i, j) + 1, n)
        found += [((i, j), context) for context in
                  itertools.chain([()], ((h,) for h in above), itertools.combinations_with_replacement(above, 2))]
    return found


def _box_size(law: _ClassLaw, leaves: dict[int, Sequence[Row]]) -> int:
    """Return at most how many rows :func:`_class_box` makes (the groups' counts all up to their bound)."""
    others = [h for h in range(1, law.free + 1) if law.group[h] == 0]
    return (len(law.parts) * math.prod(int(law.threshold[h] + law.period[h]) + 1 for h in others)
            * (_group_bound(law, *_shifts(law, leaves)) + 1) ** (len(law.groups[0]) + len(law.groups[1])))


def _class_proof(name: str, leaves: dict[int, Sequence[Row]], n: int, delta: np.ndarray, final: np.ndarray,
                 tick: Callable[[], None]) -> InfiniteQuotientProof | None:
    """Return a proof beside the quotient below n (module text, second kind), or None.

    The pairs and contexts of :func:`class_candidates` are tried, smallest box first, until one box
    passes its check and its law tells the powers of a heap apart, or a box has more than
    :data:`BOX_ROWS` rows, or more than :data:`SEARCHED_ROWS` in all with those checked before.
    """
    if not leaves[n]:
        return None
    tried = []
    for pair, context in class_candidates(n, delta):
        law = _class_law(n, leaves, delta, final, pair, context, 0)
        if law is not None and law.types_in_all <= TYPES:
            tried.append((_box_size(law, leaves), len(tried), law))
        tick()
    searched = 0
    for _order, _number, law in sorted(tried, key=lambda t: t[:2]):
        moves = _ClassMoves(law, leaves)
        if not _fixes_elements(law, moves):
            continue
        box = _class_box(law, moves, min(BOX_ROWS, SEARCHED_ROWS - searched))
        if box is None:
            if searched + BOX_ROWS > SEARCHED_ROWS:
                break
            continue
        law.outcomes = np.full(law.types_in_all, -1, dtype=np.int8)
        status, row = _class_check(law, moves, *box, tick)
        searched += row
        if status != outcome_law.DONE:
            continue
        witness = _class_witness(law)
        if witness is not None:
            told, counted, rest = witness
            return InfiniteQuotientProof(name, n, law, moves, len(box[0]), rest, (told, counted))
    return None
