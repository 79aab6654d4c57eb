"""The misère quotient of the heaps 1, …, n built from the quotient of the heaps 1, …, n − 1.

A candidate quotient is a commutative automaton over the heap sizes (``delta[state, k]``: the state
after adding a heap of k, state 0 the empty row) with a prediction of the misère outcome of each
state.  This module makes candidates from the proved quotient of the smaller heaps and the images
of the new heap's options, never searching a sum of heaps, and proves or refutes them:

- :func:`proof_failure` is the proof.  It returns ``None`` when the predictions obey the misère
  rule for every row of heaps (then, by induction on the row's size, they are its outcomes), and
  otherwise a smallest row where they do not.
- :func:`new_generator` is the first candidate when the new heap is not an old element: the old
  quotient beside a new generator h with h⁴ = h², each element predicted by the misère rule on the
  options of its smallest row (``_predict``), then reduced (``_reduced``).
- :func:`recalibrated` answers a refuted candidate as Siegel's MisereSolver does, by counting heaps
  of the smallest failure apart with cyclic counters, guided by a *witness*: a lighter row of the
  failure's state, rightly predicted, so of the other outcome.  The heaps whose counts differ in
  the two rows are counted apart first (with the heaps of the same element, or alone), by
  counters just long enough to tell the counts apart, and the smallest candidate that predicts
  the failure rightly is taken.

The construction and its proof follow Plambeck and Siegel [1]_ and Siegel [2]_ (the *pretending
function* of the heaps into a *bipartite monoid*, verified by the misère rule on each element and
its options); the proof here checks, for every row X, the triple (state of X, whether X has a
move, the contexts Y in which X + Y has a move inside X to a predicted P-position), of which there
are finitely many.

References
----------
.. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
   Journal of Combinatorial Theory, Series A 115, 593–622.
.. [2] Siegel, A. N. (2013). *Combinatorial Game Theory*. American Mathematical Society, chapter V.
"""
from __future__ import annotations

import heapq
import time
from collections.abc import Callable, Sequence
from itertools import combinations

import numpy as np

from gamekit.core.limits import memory_bytes
from gamekit.engines import quotient_proof as proof
from gamekit.engines.automata import (counter_product, minimal_automaton, predicted_outcomes, product_size,
                                      reachable_part)
from gamekit.engines.jit import engine_choice

__all__ = ["Budget", "LimitReached", "candidate_images", "new_generator", "order_at_least", "periodic_images",
           "products", "proof_failure", "recalibrated", "times_column", "with_heap"]

Row = tuple[int, ...]


class LimitReached(Exception):
    """The construction passed its time or memory limit; the message says which.

    >>> Budget(None).room(2 ** 80, "a table of 2⁸⁰ bytes")
    Traceback (most recent call last):
    ...
    gamekit.games.heaps.extension.LimitReached: needs more than half of this machine's memory for a table of 2⁸⁰ bytes
    """


class Budget:
    """A deadline and a memory allowance, checked now and then by the long loops.

    ``seconds`` is the time allowed from now (None: no limit); ``tick()`` is called at each check
    (a progress bar).  The memory allowed is half of this machine's.

    >>> budget = Budget(None)
    >>> budget.check(), budget.room(1024, "a small table")
    (None, None)

    See also: :class:`LimitReached`.
    """

    def __init__(self, seconds: float | None, tick: Callable[[], None] | None = None) -> None:
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.seconds = seconds
        self.tick = tick if tick is not None else (lambda: None)
        self.memory = memory_bytes() // 2

    def check(self) -> None:
        """Return None, or raise :class:`LimitReached` when the time allowed has passed (``tick()`` first)."""
        self.tick()
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise LimitReached(f"passed its time limit of {self.seconds:g} s")

    def room(self, nbytes: int, what: str) -> None:
        """Return None, or raise :class:`LimitReached` when ``nbytes`` for ``what`` pass the memory allowed."""
        if nbytes > self.memory:
            raise LimitReached(f"needs more than half of this machine's memory for {what}")


def _run(delta: np.ndarray, row: Sequence[int], state: int = 0) -> int:
    """Return the state reached from ``state`` by adding the heaps of ``row``."""
    for k in row:
        state = int(delta[state, k])
    return state


def products(delta: np.ndarray, budget: Budget, engine: str = "auto") -> np.ndarray:
    """Return the multiplication table: ``table[x, y]`` is the state of a row of x plus a row of y.

    Built a row y at a time along a breadth-first walk from the empty row, compiled
    (:func:`gamekit.engines.quotient_proof.products`); the table returned is a transposed view.

    >>> import numpy as np
    >>> products(np.array([[0, 1], [1, 0]]), Budget(None)).tolist()     # misère nim, heaps of 1
    [[0, 1], [1, 0]]
    """
    size = delta.shape[0]
    budget.room(4 * size * size, f"the multiplication table of {size} elements")
    return proof.products(delta, budget.check, engine)


def times_column(delta: np.ndarray, x: int, engine: str = "auto") -> np.ndarray:
    """Return the column of x in the multiplication table: ``column[y]`` is the state of a row of y plus a row of x.

    Read along the lightest row of x from every state at once, without the table of all products.

    >>> import numpy as np
    >>> times_column(np.array([[0, 1], [1, 0]]), 1).tolist()         # misère nim, heaps of 1: parity
    [1, 0]

    See also: :func:`products`.
    """
    delta = np.asarray(delta)
    parent, letter, _ = proof.lightest_rows(delta, engine)
    column = np.arange(delta.shape[0])
    for k in proof.row_of(parent, letter, int(x)):
        column = delta[column, k]
    return column


def _option_images(delta: np.ndarray, leaves: dict[int, tuple[Row, ...]],
                   engine: str = "auto") -> list[np.ndarray]:
    """Return, for each heap k, the states of the rows a heap of k can become (``[k]``; entry 0 empty)."""
    width = delta.shape[1]
    return [np.zeros(0, dtype=np.int64)] + [np.unique(proof.leave_states(delta, leaves[k], engine))
                                            for k in range(1, width)]


def proof_failure(delta: np.ndarray, final: np.ndarray, leaves: dict[int, tuple[Row, ...]],
                  budget: Budget | None = None,
                  engine: str = "auto") -> tuple[Row | None, np.ndarray | None]:
    """Return (a smallest row whose predicted outcome breaks the misère rule or None, contexts of each state).

    The predictions obey the rule for a row X when X is predicted P exactly if X has a move and no
    option of X is predicted P.  Two checks settle every row at once:

    1. *P-elements*: a row X = Y + a heap of k predicted P must have no move in that heap to a
       predicted P-position.  The images of those moves depend only on the state y of Y and on k,
       so checking every pair (y, k) checks every row.
    2. *N-elements*: a row predicted N with a move must have a move to a predicted P-position.  A
       row X is summed up by (its state s, whether it has a move, the set F of states y such that
       X + Y, Y of state y, has a move inside X to a predicted P-position); adding a heap of k maps
       (s, F) to (s·k, {y : k·y ∈ F} ∪ {y : a move in the heap of k from s·y is predicted P}), so
       the reachable triples are searched, smallest row first.  A triple whose F contains that of
       another with the same state is passed over: F only grows along the way, and a larger F
       has fewer rows without a winning move.

    With both checks passed, every row's prediction is its misère outcome, by induction on its
    size (the options of a row are smaller).  The second entry returned, when the proof holds,
    gives for each state the F of one row reaching it, a bitset of ``uint32`` words (used to choose
    the image of the next heap).
    The loops are compiled kernels (:mod:`gamekit.engines.quotient_proof`; ``engine`` "auto",
    "numba" or "python", identical results), run in chunks between which ``budget`` is checked.

    Misère nim with heaps of 1 only has two states, an even or an odd number of heaps.  Predicting
    the odd rows P is right (the last heap loses); predicting P for none is refuted by a single
    heap, P for the empty row by the empty row itself:

    >>> import numpy as np
    >>> parity = np.array([[0, 1], [1, 0]])
    >>> proof_failure(parity, np.array([False, True]), {1: ((),)})[0] is None
    True
    >>> proof_failure(parity, np.array([False, False]), {1: ((),)})[0]
    (1,)
    >>> proof_failure(parity, np.array([True, False]), {1: ((),)})[0]
    ()

    See also: :func:`periodic_images`, :func:`gamekit.misere_quotient`.
    """
    budget = Budget(None) if budget is None else budget
    engine = engine_choice(engine)
    size, width = delta.shape
    if final[0]:
        return (), None                               # the empty row is won by the player to move
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    final = np.ascontiguousarray(final, dtype=bool)
    pair = proof.noncommuting_pair(delta, engine)
    if pair is not None:                              # the heaps commute: a row's state is well defined
        raise AssertionError(f"the candidate is not commutative (heaps {pair[0]} and {pair[1]})")
    parent, letter, weight = proof.lightest_rows(delta, engine)
    if (weight < 0).any():
        raise AssertionError("a state of the candidate is reached by no row")
    images = _option_images(delta, leaves, engine)
    wins = proof.heap_wins(delta, final, (parent, letter), images, budget.check, engine)
    best: Row | None = None                          # check 1: a heap of k beside x predicted P that wins
    ks, xs = np.nonzero(final[delta[:, 1:].T] & wins[1:])
    if len(xs):
        totals = weight[xs] + ks + 1
        least = totals == totals.min()
        best = min(tuple(sorted(proof.row_of(parent, letter, int(x)) + (int(k) + 1,)))
                   for k, x in zip(ks[least], xs[least]))
    movable = np.array([len(images[k]) > 0 for k in range(1, width)], dtype=bool)
    failure, contexts = proof.proof_search(delta, final, (parent, letter), images, movable,
                                           None if best is None else sum(best), budget.check,
                                           lambda nbytes: budget.room(nbytes, "the proof"), budget.memory // 16,
                                           engine)
    if failure is not None:
        return failure, None
    if best is not None:
        return best, None
    return None, contexts


def candidate_images(delta: np.ndarray, final: np.ndarray, contexts: np.ndarray, leaves: tuple[Row, ...],
                     budget: Budget, engine: str = "auto") -> list[int]:
    """Return the old elements x that a new heap may be, most likely first: those that pass two necessary checks.

    ``delta`` and ``final`` are the proved quotient of the smaller heaps, ``contexts`` the F of a row
    reaching each state as bitsets (:func:`proof_failure`), ``leaves`` the rows the new heap can become.  For
    each state y and its row Y, the row Y + new heap must be predicted P exactly when it has no
    move to a predicted P-position, inside the new heap or inside Y
    (:func:`gamekit.engines.quotient_proof.conservative_images`).

    In misère nim with heaps of 1, a heap of 2 (it can become 1 or nothing) is no old element:

    >>> import numpy as np
    >>> parity, odd = np.array([[0, 1], [1, 0]]), np.array([False, True])
    >>> contexts = proof_failure(parity, odd, {1: ((),)})[1]
    >>> candidate_images(parity, odd, contexts, ((), (1,)), Budget(None))
    []

    See also: :func:`new_generator`.
    """
    targets = np.unique(proof.leave_states(delta, leaves, engine))
    budget.check()
    return proof.conservative_images(delta, final, contexts, targets, engine)


def with_heap(delta: np.ndarray, column: np.ndarray) -> np.ndarray:
    """Return ``delta`` with one more column: the action of the new heap.

    >>> import numpy as np
    >>> with_heap(np.array([[0, 1], [1, 0]]), np.array([1, 0])).tolist()    # a heap of 2 acts as one of 1
    [[0, 1, 1], [1, 0, 0]]
    """
    return np.column_stack([delta, column.astype(delta.dtype)])


def _product_machine(delta: np.ndarray, width: int, counters: dict[int, tuple[int, int]],
                     budget: Budget, *, keep: bool = False) -> np.ndarray:
    """Return the automaton of the states of ``delta`` beside one cyclic counter for each heap of ``counters``.

    A heap of ``counters`` moves only its counter (also the old state with ``keep``); any other heap
    acts on the old state (as the identity past the old automaton's heaps).  Only the states
    reachable from the empty row are kept, numbered breadth first (:func:`gamekit.engines.automata.counter_product`).
    """
    total = product_size(delta.shape[0], counters)
    budget.room(total * 16, f"a candidate of {total} states")
    machine = counter_product(delta, width, counters, keep=keep)
    budget.check()
    return machine


def _predict(delta: np.ndarray, leaves: dict[int, tuple[Row, ...]], budget: Budget) -> np.ndarray:
    """Return each state's predicted outcome (True for P): the misère rule on the options of its least row.

    See :func:`gamekit.engines.automata.predicted_outcomes`.
    """
    size, width = delta.shape
    budget.room(8 * size * width, f"the predictions of {size} states")
    return predicted_outcomes(delta, leaves, check=budget.check)


def _reduced(delta: np.ndarray, final: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return the minimal automaton of ``delta`` with ``final`` (states alike in every context merged).

    States are numbered in the order a breadth-first walk from the empty row meets them
    (:func:`gamekit.engines.automata.minimal_automaton`).
    """
    return minimal_automaton(delta, final)


def new_generator(delta: np.ndarray, leaves: dict[int, tuple[Row, ...]], budget: Budget,
                  index: int = 2, period: int = 2) -> tuple[np.ndarray, np.ndarray]:
    """Return the first candidate with a new heap as a new generator h (h^(index + period) = h^index).

    The old quotient ``delta`` beside a counter of the new heap, each state predicted by the misère
    rule on the options of its least row, reduced.  Misère nim with heaps of 1, then a heap of 2:

    >>> import numpy as np
    >>> delta, final = new_generator(np.array([[0, 1], [1, 0]]), {1: ((),), 2: ((), (1,))}, Budget(None))
    >>> len(delta), int(final.sum())          # Q(misère nim, heaps ≤ 2): ⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}
    (6, 2)

    See also: :func:`candidate_images`, :func:`proof_failure`.
    """
    width = delta.shape[1] + 1
    machine = _product_machine(delta, width, {width - 1: (index, period)}, budget)
    return _reduced(machine, _predict(machine, leaves, budget))


def _cycle(delta: np.ndarray, k: int) -> tuple[int, int]:
    """Return (index, period) of the powers of the heap of k: the first repeat of 1, h, h², …."""
    seen: dict[int, int] = {}
    s, e = 0, 0
    while s not in seen:
        seen[s] = e
        s, e = int(delta[s, k]), e + 1
    return seen[s], e - seen[s]


def _least_row(delta: np.ndarray, target: int, by_sum: bool) -> Row:
    """Return the least row reaching the state ``target``: of least total, or with the fewest largest heaps first.

    The second order is the one :func:`_predict` reads a state's prediction from.
    """
    width = delta.shape[1]
    weight = list(range(width)) if by_sum else [0] + [(delta.shape[0] + 1) ** k for k in range(1, width)]
    seen = np.zeros(delta.shape[0], dtype=bool)
    queue = [(0, (), 0)]
    while queue:
        cost, row, s = heapq.heappop(queue)
        if seen[s]:
            continue
        if s == target:
            return row
        seen[s] = True
        for k in range(1, width):
            t = int(delta[s, k])
            if not seen[t]:
                heapq.heappush(queue, (cost + weight[k], row + (k,), t))
    raise AssertionError("a state of the candidate is reached by no row")


def _witness(delta: np.ndarray, failure: Row) -> Row | None:
    """Return another row of the state of ``failure`` (the lightest, else the one its prediction was read from)."""
    s = _run(delta, failure)
    for by_sum in (True, False):
        row = tuple(sorted(_least_row(delta, s, by_sum)))
        if row != tuple(sorted(failure)):
            return row
    return None


def _separating_index(index: int, period: int, a: int, b: int) -> int:
    """Return the least index ≥ ``index`` whose cyclic counter of ``period`` tells the counts a and b apart."""
    while min(a, b) >= index and (a - b) % period == 0:
        index += 1
    return index


def _counted(delta: np.ndarray, width: int, chosen: tuple[int, ...], mates: dict[int, list[int]],
             counters: dict[int, tuple[int, int]], leaves: dict[int, tuple[Row, ...]], budget: Budget,
             keep: bool, largest: int) -> tuple[np.ndarray, np.ndarray] | None:
    """Return the candidate with the heaps ``chosen`` (each with its ``mates``) counted apart, predicted and reduced.

    A heap and its mates advance one counter together; without ``keep`` they no longer act on the
    old states.  None when the product would have more than ``largest`` states.
    """
    base = delta.copy()
    if not keep:
        for k in chosen:
            base[:, [k] + mates[k]] = np.arange(base.shape[0])[:, None]
        base = _restricted(base)
    estimate = base.shape[0]
    for index, period in counters.values():
        estimate *= index + period
    if estimate > largest:
        return None
    machine = _product_machine(base, width, counters, budget, keep=keep)
    if any(mates.values()):
        for k in chosen:
            machine[:, mates[k]] = machine[:, [k]]       # a mate is the same element: the same counter
        machine = _restricted(machine)                   # what only a mate's old action reached is gone
    return _reduced(machine, _predict(machine, leaves, budget))


def recalibrated(delta: np.ndarray, final: np.ndarray, failure: Row, leaves: dict[int, tuple[Row, ...]],
              budget: Budget, largest: int = 200_000) -> tuple[np.ndarray, np.ndarray] | None:
    """Return a candidate that predicts the row ``failure`` rightly, or None if none of those tried does.

    The failure shares its state with a *witness*, another row of that state (the lightest, whose
    outcome is the one predicted), so a candidate must tell the two apart.  First each heap whose
    counts in the two rows differ is counted apart, by a cyclic counter just long enough to tell
    the two counts apart: together with the heaps of the same element (a relation of the element
    is relaxed, not of one heap), or alone; without the old state's part of those heaps, or with
    it.  Of these the smallest candidate that predicts the failure rightly is taken.  Failing
    that, sets of those heaps are counted apart, fewest first; then, as Siegel's MisereSolver
    does, every set of the failure's heaps, with counters as long as the failure's counts.  Each
    candidate is predicted again by the misère rule and reduced.  Misère nim, a heap of 2 taken for
    a heap of 1 — refuted by the heap of 2 alone, predicted P:

    >>> import numpy as np
    >>> delta, final = np.array([[0, 1, 1], [1, 0, 0]]), np.array([False, True])
    >>> better, predicted = recalibrated(delta, final, (2,), {1: ((),), 2: ((), (1,))}, Budget(None))
    >>> bool(predicted[better[0, 2]]), len(better)   # the heap of 2 now N; 4 states, to be proved in turn
    (False, 4)

    See also: :func:`new_generator`, :func:`proof_failure`.
    """
    wrong = bool(final[_run(delta, failure)])
    width = delta.shape[1]
    witness = _witness(delta, failure)
    plans: list[tuple[tuple[int, ...], bool, bool, bool]] = []    # (heaps counted apart, with mates, keep, guided)
    if witness is not None:
        differ = sorted(k for k in set(failure) | set(witness) if failure.count(k) != witness.count(k))
        for size in range(1, len(differ) + 1):
            for chosen in combinations(differ, size):
                plans += [(chosen, together, keep, True) for together in (True, False) for keep in (False, True)]
    heaps = sorted(set(failure))
    plans += [(chosen, False, keep, False) for keep in (False, True) for size in range(1, len(heaps) + 1)
              for chosen in combinations(heaps, size)]
    best = None
    for chosen, together, keep, guided in plans:
        if best is not None and (len(chosen) > 1 or not guided):
            return best                                      # the smallest candidate with one heap counted apart
        mates = {k: [g for g in range(1, width) if together and g != k and g not in chosen
                     and np.array_equal(delta[:, g], delta[:, k])] for k in chosen}
        if together and not any(mates.values()):
            continue                                         # the same as the heaps alone
        counters = {}
        for k in chosen:
            index, period = _cycle(delta, k)
            period = max(2, period if period % 2 == 0 else 2 * period)
            group = [k] + mates[k]
            a = sum(failure.count(g) for g in group)
            b = sum(witness.count(g) for g in group) if guided else a
            counters[k] = (max(index, a), period) if a == b else (_separating_index(index, period, a, b), period)
        if guided and all(sum(failure.count(g) for g in [k] + mates[k]) == sum(witness.count(g) for g in [k] + mates[k])
                          for k in chosen):
            continue                                         # the element's counts are equal: nothing told apart
        candidate = _counted(delta, width, chosen, mates, counters, leaves, budget, keep, largest)
        budget.check()
        if candidate is None or bool(candidate[1][_run(candidate[0], failure)]) == wrong:
            continue
        if not guided or len(chosen) > 1:
            return candidate
        if best is None or len(candidate[0]) < len(best[0]):
            best = candidate
    return best


def order_at_least(delta: np.ndarray, final: np.ndarray, failure: Row, largest: int = 2000,
                   engine: str = "auto") -> int:
    """Return a lower bound on the order of the quotient that a refuted candidate stands for.

    ``failure`` is the candidate's smallest failure (:func:`proof_failure`), of total W: every row
    of total below W obeys the misère rule, so, by induction on its size, its predicted outcome is
    its true outcome.  Two rows X and X' are then different elements of the true quotient as soon
    as X + Y and X' + Y have different predicted outcomes for some row Y, the totals below W.  The
    lightest rows of the states (:func:`gamekit.engines.quotient_proof.lightest_rows`) are such X
    and Y: for a few weights h, the rows X of total at most h are told apart by the rows Y of total
    below W − h, and the largest number of rows told apart pairwise is returned.  At most
    ``largest`` rows X and Y are taken each time (the lightest), so the bound costs at most the
    square of ``largest`` outcomes a weight.

    Misère nim with heaps of 1, a heap of 2 taken for a heap of 1: the heap of 2, predicted P, is
    the smallest failure (total 2), so only the rows of total 0 and 1 are known — the empty row and
    a heap of 1, told apart by the empty row:

    >>> import numpy as np
    >>> order_at_least(np.array([[0, 1, 1], [1, 0, 0]]), np.array([False, True]), (2,))
    2

    See also: :func:`proof_failure`, :func:`recalibrated`.
    """
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    final = np.asarray(final, dtype=bool)
    total = sum(failure)
    parent, letter, weight = proof.lightest_rows(delta, engine_choice(engine))
    order = np.argsort(weight, kind="stable")
    order = order[weight[order] >= 0]
    sorted_weight = weight[order]
    light = np.unique(sorted_weight[sorted_weight < total])
    if len(light) > 16:                                   # a few weights h, spread over those of the rows
        light = light[np.linspace(0, len(light) - 1, 16).round().astype(int)]
    best = 1
    for h in light:
        xs = order[:min(largest, int(np.searchsorted(sorted_weight, h, side="right")))]
        ys = order[:min(largest, int(np.searchsorted(sorted_weight, total - h, side="left")))]
        if len(xs) <= best or not len(ys):
            continue
        position = {int(y): j for j, y in enumerate(ys)}
        states = np.empty((len(ys), len(xs)), dtype=np.int64)   # states[j]: each X plus the row of ys[j]
        for j, y in enumerate(ys):                      # lighter first: the row of y is its parent's and a heap
            states[j] = xs if y == 0 else delta[states[position[int(parent[y])]], letter[y]]
        told = np.packbits(final[states].T, axis=1)
        best = max(best, len(np.unique(told, axis=0)))
    return best


def _restricted(delta: np.ndarray) -> np.ndarray:
    """Return ``delta`` restricted to the states reachable from state 0, renumbered breadth first."""
    return reachable_part(delta)


def periodic_images(delta: np.ndarray, rules, leaves: dict[int, tuple[Row, ...]],
                    budget: Budget | None = None) -> tuple[int, int] | None:
    """Return (n₀, p) when the proved quotient of the heaps up to N is the quotient of every heap, else None.

    ``delta`` is the proved quotient of the heaps 1, …, N of the take-and-break game of ``rules``
    (at most t tokens removed, no rule that the two heaps left differ).  Suppose the images Φ(h)
    of the heaps repeat with period p from heap n₀ up to N, and extend Φ past N by that period.
    The images of the options of a heap of h are then T(h) = {Φ(h − j)} ∪ {Φ(a)Φ(h − j − a)} over
    the removals j, and T(h + p) = T(h) for h ≥ t + 2n₀ + p: a pair (a, b) of sum m ≥ 2n₀ + p
    has a ≥ n₀ or b ≥ n₀ + p, so moving p between a and b maps the pairs of m onto those of
    m + p with the same images.  If every heap h of N < h < t + 2n₀ + 2p has the image and the
    option images of some heap ≤ N, then so has every heap past N: it acts on every row exactly
    as that heap does, so the proof of the rule for the rows of heaps ≤ N (:func:`proof_failure`,
    which sees a heap only through its image and its options' images) covers every row, and the
    quotient stays the same for every heap size.

    >>> from gamekit import OctalGame, misere_quotient
    >>> misere_quotient(OctalGame("0.75"), 20).period       # Φ(h + 2) = Φ(h) from heap 8 on
    (8, 2)

    See also: :func:`proof_failure`, :class:`gamekit.MisereQuotient`.

    References
    ----------
    .. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
       Journal of Combinatorial Theory, Series A 115, 593–622 (the periodicity of misère quotients).
    """
    budget = Budget(None) if budget is None else budget
    if rules.unequal:
        return None
    size, width = delta.shape
    n = width - 1
    phi = np.concatenate([[0], delta[0, 1:]]).astype(np.int64)
    t = rules.largest_removal
    listed = _option_images(delta, leaves)

    def images(h: int, phi: np.ndarray, heap: np.ndarray) -> frozenset:
        found = set()                                   # heap[b] ≤ N: a heap of the image Φ(b)
        for j in sorted(set(rules.ones + rules.twos + rules.fours)):
            if j in rules.twos and h > j:
                found.add(int(phi[h - j]))
            if j in rules.fours and h - j >= 2:
                rest = h - j
                a = np.arange(1, rest // 2 + 1)
                found.update(int(x) for x in np.unique(delta[phi[a], heap[rest - a]]))   # Φ(a)·Φ(b)
            if j in rules.ones and h == j:
                found.add(0)
        return frozenset(found)

    for p in range(1, n // 3 + 1):
        same = phi[p + 1:] == phi[1:-p]                 # same[h − p − 1]: Φ(h) = Φ(h − p), for h = p + 1 … N
        bad = np.flatnonzero(~same)
        n0 = int(bad[-1]) + 2 if len(bad) else 1        # Φ(h) = Φ(h − p) for n₀ + p ≤ h ≤ N
        if n0 + 2 * p > n:
            continue                                      # fewer than two periods seen: no evidence
        top = max(n, t + 2 * n0 + 2 * p)
        extended = np.concatenate([phi, np.zeros(top - n, dtype=np.int64)])
        heap = np.arange(top + 1)
        for h in range(n + 1, top + 1):
            extended[h], heap[h] = extended[h - p], heap[h - p]
        known = {(int(phi[h]), images(h, phi, heap)) for h in range(1, n + 1)}
        if any(images(h, phi, heap) != frozenset(int(x) for x in listed[h]) for h in range(1, n + 1)):
            return None                                  # the game's moves are not those of its rules
        if all((int(extended[h]), images(h, extended, heap)) in known for h in range(n + 1, top + 1)):
            return n0, p
        budget.check()
    return None
