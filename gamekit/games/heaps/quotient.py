"""Misère quotients of heap games: which positions behave alike in every sum, played misère.

Two positions G and H of a set of positions A (closed under sums and moves) are *indistinguishable*
when G + X and H + X have the same misère outcome for every X in A.  The classes form a finite
commutative monoid in many games whose genus says nothing: the *misère quotient* of Plambeck and
Siegel.  Here A is the closure of the heaps 1, 2, …, n of a heap game (every sum of such heaps),
and :func:`misere_quotient` computes its quotient exactly.

How it is computed
------------------
For a row of heaps, "add a heap of k" is a letter k, and a position is a word whose letters may be
read in any order.  The quotient is then the minimal automaton of the set of misère P-positions
(for a language closed under reordering, the classes of Myhill and Nerode are the classes of
indistinguishability).  The heaps are added one at a time, and each quotient is *proved* correct
for every position of A, of whatever size, by two facts about its automaton:

1. its moves commute (reading the heaps in any order gives the same state), and
2. for every position X the predicted outcome obeys the misère rule: X is predicted P exactly
   when X has a move and no option of X is predicted P.

(2) is checked on finitely many summaries of positions (:func:`gamekit.games.heaps.extension.proof_failure`),
which settle the rule for every X at once; by induction on the size of X the prediction is then
the true outcome, and a reduced automaton (no two states alike in every context) is the quotient.

The candidates to prove are made in one of two ways (``method=``):

- ``"extend"`` (the default), as Siegel's MisereSolver does [2]_: from the quotient of the heaps
  below n and the images of the options of a heap of n, never searching a sum of heaps.  First
  each old element that the new heap could be is tried; then the old quotient beside a new
  generator, each element predicted by the misère rule on the options of its smallest row; a
  refuted candidate is recalibrated on its smallest failure (its heaps counted apart) until one
  is proved (:mod:`gamekit.games.heaps.extension`).  Should recalibration find nothing, the
  quotient of that heap is learned as below.
- ``"learn"``: an automaton is learned (Angluin's L*, with the counterexamples handled as Maler and
  Pnueli do) from exact outcomes of small positions, searched in the game, then proved.  It is
  slower and independent of the construction; the tests check that the two agree.

For octal games the quotient is also proved for every heap size when the heap images have become
periodic and a larger heap adds no new case to the proof
(:func:`gamekit.games.heaps.extension.periodic_images`); ``q.period`` then says so.

References
----------
.. [1] Plambeck, T. E. (2005). *Taming the wild in impartial combinatorial games*. INTEGERS 5, G5.
.. [2] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
   Journal of Combinatorial Theory, Series A 115, 593–622.
.. [3] Siegel, A. N. (2013). *Combinatorial Game Theory*. American Mathematical Society, chapter V
   (misère play).
.. [4] Angluin, D. (1987). *Learning regular sets from queries and counterexamples*. Information and
   Computation 75, 87–106.
"""
from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from string import ascii_lowercase

import numpy as np

from gamekit.core.language import N_, ngettext
from gamekit.core.language import gettext as _
from gamekit.core.progress import Progress
from gamekit.core.validation import given, heap_position, positive
from gamekit.core.words import listed, octal_code, plural, superscript
from gamekit.games.heaps import extension
from gamekit.games.heaps.heap import HeapGame
from gamekit.games.heaps.infinite_quotient import InfiniteQuotientError, InfiniteQuotientProof, infinite_quotient_proof
from gamekit.theory.game import as_game

__all__ = ["MisereQuotient", "misere_quotient", "misere_quotients", "stored_misere_orders"]

LETTERS = ascii_lowercase + "αβγδεζηθικλμνξπρστυφχψω"   # the names of the generators, in order
LARGEST = 200           # the learner's default bound (method="learn"): larger quotients are refused
AUGMENTED = 2_000_000   # augmented states checked per heap at most
CANDIDATES = 4          # with a limit on the order, candidates up to 4 times it are tried (Q₃₀(·07): 848 for 360)
#: After this many refuted candidates for one heap, one of more than GROWN times the old order, a proof that
#: the quotient is infinite is sought once.
REFUTED = 3
GROWN = 4
#: The proof beside the quotient below (which may search for seconds) is sought only if that candidate has more
#: than FAR times the old order (Officers at heap 17: 3712 for 304; Dawson's Kayles at 25: 120 for 24, finite).
FAR = 10
#: When no recalibrated candidate fixes a refuted one, the quotient is learned from exact outcomes
#: only if the refuted candidate has at most this many elements (past it the searches never end).
LEARNABLE = 2_000


class TooLarge(ValueError):
    """The quotient of the heaps so far has more than the allowed number of elements."""


class _Outcomes:
    """Exact misère outcomes of rows of heaps (sorted tuples), memoised.

    Two shortcuts, both proved: a row of heaps below ``below`` is read off ``known``, the quotient
    of those heaps; a row whose heaps add up to less than ``guide_below`` is read off ``guide``, an
    automaton proved right for every row that small (see :func:`_rule_failure`).
    """

    def __init__(self, leaves: dict[int, tuple[tuple[int, ...], ...]]) -> None:
        self.leaves = leaves
        self.memo: dict[tuple[int, ...], bool] = {}
        self.known: _Machine | None = None       # the proved quotient of the heaps below `below`
        self.below = 1
        self.guide: _Machine | None = None
        self.guide_below = 0
        self.tick = lambda: None                 # called now and then in a long search (a progress bar)

    def trust(self, machine: _Machine, size: int) -> None:
        """Record that ``machine`` predicts every row of heaps adding up to less than ``size`` rightly."""
        if size > self.guide_below:
            self.guide, self.guide_below = machine, size

    def _quick(self, pos: tuple[int, ...]) -> bool | None:
        if not pos:
            return False                                  # misère: the empty row is won by the mover
        if pos[-1] < self.below and self.known is not None:
            return self.known.accepts(pos)
        if self.guide is not None and sum(pos) < self.guide_below:
            return self.guide.accepts(pos)
        return self.memo.get(pos)

    def learn_below(self, machine: _Machine, below: int) -> None:
        """Record ``machine`` as the proved quotient of the heaps below ``below``."""
        self.known, self.below = machine, below
        self.guide, self.guide_below = None, 0         # a guide knows no heap of `below`
        words = _shortest(machine)
        self._mult = [[machine.run(words[t], s) for t in range(len(words))] for s in range(len(words))]
        self._leaf_states = {h: [machine.run(leave) for leave in self.leaves[h]] for h in self.leaves
                             if h < below or all(x < below for leave in self.leaves[h] for x in leave)}

    def is_p(self, root: tuple[int, ...]) -> bool:
        """Return True when the row ``root`` (sorted) is a misère P-position.

        A search with a stack of frames.  A row is first looked at whole: a move to a P-position
        among the options it can read at once wins it (moves that leave only heaps of the known
        quotient are one product each); otherwise its options not known yet are searched one
        after another, each row's scan resumed where it stopped, until one is a P-position.
        """
        found = self._quick(root)
        if found is not None:
            return found
        memo, quick, steps = self.memo, self._quick, 0
        first = self._frame(root)
        if first[1] is None:
            memo[root] = first[3]
            return first[3]
        stack = [first]
        while stack:
            steps += 1
            if not steps & 0xFFF:
                self.tick()
            frame = stack[-1]               # its row is not in memo: rows are searched only once
            pos, unknown, i, win = frame[0], frame[1], frame[2], False
            while i < len(unknown):
                value = quick(unknown[i])
                if value is None:
                    break
                if value:
                    win = True
                    break
                i += 1
            frame[2] = i
            if win or i == len(unknown):
                memo[pos] = frame[3] and not win       # misère: with no move at all, the mover wins
                stack.pop()
            else:
                child = self._frame(unknown[i])        # find it first, then go on with pos
                if child[1] is None:
                    memo[unknown[i]] = child[3]
                else:
                    stack.append(child)
        return memo[root]

    def _frame(self, pos: tuple[int, ...]) -> list:
        """Return [pos, its options not known yet (None when its outcome is settled), 0, has a move].

        When a known option is a P-position, or every option is known, the outcome is settled and
        the last entry is it: True for a P-position.
        """
        leaves, quick, known, below = self.leaves, self._quick, self.known, self.below
        moved = False
        unknown: list[tuple[int, ...]] = []
        for h, rest in _each_heap(pos):
            if not leaves[h]:
                continue
            moved = True
            if known is not None and (not rest or rest[-1] < below) and h in self._leaf_states:
                s, mult, final = known.run(rest), self._mult, known.final
                if any(final[mult[s][t]] for t in self._leaf_states[h]):
                    return [pos, None, 0, False]
                continue
            for leave in leaves[h]:
                option = tuple(sorted(rest + leave)) if leave else rest
                value = quick(option)
                if value:
                    return [pos, None, 0, False]
                if value is None:
                    unknown.append(option)
        if not unknown:
            return [pos, None, 0, moved]               # every option an N-position: P if it has a move
        return [pos, unknown, 0, moved]


def _each_heap(pos: tuple[int, ...]) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Yield (h, the row without one heap of h) for each distinct heap h of the sorted row, largest first."""
    previous = 0
    for i in range(len(pos) - 1, -1, -1):
        h = pos[i]
        if h != previous:
            previous = h
            yield h, pos[:i] + pos[i + 1:]


class _Machine:
    """A commutative automaton over heaps 1..n: ``delta[state][k]``, start 0, ``final`` the P-states."""

    def __init__(self, delta: list[list[int]], final: list[bool]) -> None:
        self.delta, self.final = delta, final

    def run(self, word: Iterable[int], state: int = 0) -> int:
        delta = self.delta
        for k in word:
            state = delta[state][k]
        return state

    def accepts(self, word: Iterable[int]) -> bool:
        return self.final[self.run(word)]


def _leaves(game: HeapGame, n: int) -> tuple[tuple[int, ...], ...]:
    """Return the distinct rows a heap of ``n`` can become (sorted, without empty heaps)."""
    rows = set()
    for leave in game.heap_options(n):
        row = tuple(sorted(int(h) for h in leave if h))
        if any(h >= n for h in row):
            raise ValueError(_("{game}: a heap of {n} may not become {value} (every heap left must be smaller)").format(
                                 game=repr(game), n=n, value=tuple(leave)))
        rows.add(row)
    return tuple(sorted(rows))


def _merge(x: tuple[int, ...], y: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(x + y)) if y else x


def _learn(n: int, outcomes: _Outcomes, words: list[tuple[int, ...]],
           tests: list[tuple[int, ...]], largest: int, tick=lambda: None) -> _Machine:
    """Learn and prove the quotient automaton of heaps 1..n; ``words``/``tests`` are reused and grown."""
    letters = range(1, n + 1)
    rows: dict[tuple[int, ...], list[bool]] = {}

    def row(x: tuple[int, ...]) -> tuple[bool, ...]:
        known = rows.setdefault(x, [])
        if len(known) < len(tests):
            tick()
        for e in tests[len(known):]:
            known.append(outcomes.is_p(_merge(x, e)))
        return tuple(known)

    while True:
        tick()                                             # lets a progress bar appear in a long step
        # Close the table: every word plus a heap has the row of some word.
        index: dict[tuple[bool, ...], int] = {}
        kept: list[tuple[int, ...]] = []
        for w in words:                                    # rows of words stay distinct as tests grow
            if row(tuple(sorted(w))) not in index:
                index[row(tuple(sorted(w)))] = len(kept)
                kept.append(w)
        words[:] = kept
        delta: list[list[int]] = []
        i = 0
        while i < len(words):
            targets = [0] * (n + 1)
            for k in letters:
                w = words[i] + (k,)
                r = row(tuple(sorted(w)))
                if r not in index:
                    if len(words) >= largest:
                        raise TooLarge(f"more than {largest} elements")
                    index[r] = len(words)
                    words.append(w)
                targets[k] = index[r]
            delta.append(targets)
            i += 1
        machine = _Machine(delta, [row(tuple(sorted(w)))[0] for w in words])
        bad = _commutation_failure(machine, n, words, tests, outcomes, row) \
            or _rule_failure(machine, n, outcomes)
        if bad is None:
            return machine
        for j in range(len(bad)):                          # every suffix of the counterexample
            e = tuple(sorted(bad[j:]))
            if e not in tests:
                tests.append(e)


def _wrong(machine: _Machine, words: Iterable[tuple[int, ...]], outcomes: _Outcomes) -> tuple[int, ...]:
    for w in words:
        if machine.accepts(w) != outcomes.is_p(tuple(sorted(w))):
            return w
    raise AssertionError("no counterexample among the candidates")   # impossible, see the docstrings


def _commutation_failure(machine, n, words, tests, outcomes, row) -> tuple[int, ...] | None:
    """Return a word the machine gets wrong if two heaps read in the two orders disagree, else None.

    If state i reads a then b into j, but b then a into k ≠ j, some test e tells j from k; the
    four words below cannot all be predicted right, as two of them are the same row of heaps.
    """
    delta = machine.delta
    for i in range(len(delta)):
        for a in range(1, n + 1):
            for b in range(a + 1, n + 1):
                j, k = delta[delta[i][a]][b], delta[delta[i][b]][a]
                if j != k:
                    rj, rk = row(tuple(sorted(words[j]))), row(tuple(sorted(words[k])))
                    e = tests[next(t for t in range(len(rj)) if rj[t] != rk[t])]
                    return _wrong(machine, [words[j] + e, words[k] + e,
                                            words[i] + (a, b) + e, words[i] + (b, a) + e], outcomes)
    return None


def _rule_failure(machine: _Machine, n: int, outcomes: _Outcomes) -> tuple[int, ...] | None:
    """Return a smallest row the machine gets wrong if the misère rule fails for some row, else None.

    Every position X is summed up by a triple: its state s, whether it has a move at all, and the
    set F of states y such that X + Y (Y of state y) has a move *in a heap of X* to a predicted
    P-position.  X obeys the rule when s is a P-state exactly if X has a move and the identity is
    not in F.  Adding a heap of j maps the triple on without knowing X (F' = {y : a_j·y ∈ F} ∪
    {y : a heap of j in s·y has a move to a P-state}), so a search over the reachable triples —
    finitely many — settles the rule for every position at once.

    The triples are searched smallest total first (Dijkstra, a heap of k costing k), so the first
    failure X is a smallest row where the rule fails.  Every smaller row obeys it, so by induction
    the machine is right on all of them — on every option of X in particular — and therefore wrong
    on X itself: X is a counterexample found without searching its game, and every row smaller
    than X may be read off the machine from now on (``outcomes.trust``).
    """
    delta, final = machine.delta, machine.final
    size = len(delta)
    leaves = outcomes.leaves
    words = [_shortest(machine)[t] for t in range(size)]
    mult = [[machine.run(words[t], s) for t in range(size)] for s in range(size)]
    # wins[t][k]: from state t, a heap of k has a move to a predicted P-position
    wins = [[False] + [any(final[machine.run(leave, t)] for leave in leaves[k]) for k in range(1, n + 1)]
            for t in range(size)]
    # fresh[j][s]: the set {y : wins[s·y][j]} as a bit mask over the states y
    fresh = [[0] * size] + [[sum(1 << y for y in range(size) if wins[mult[s][y]][j]) for s in range(size)]
                            for j in range(1, n + 1)]
    movable = [False] + [bool(leaves[j]) for j in range(1, n + 1)]
    pre_cache: dict[tuple[int, int], int] = {}

    def preimage(j: int, mask: int) -> int:                # {y : a_j·y ∈ mask}
        key = (j, mask)
        found = pre_cache.get(key)
        if found is None:
            a = delta[0][j]
            found = pre_cache[key] = sum(1 << y for y in range(size) if mask >> mult[a][y] & 1)
        return found

    start = (0, 0, False)
    dist: dict[tuple[int, int, bool], int] = {start: 0}
    parent: dict[tuple[int, int, bool], tuple[tuple[int, int, bool], int] | None] = {start: None}
    queue = [(0, 0, start)]
    count = 0
    done = set()
    while queue:
        total, _, triple = heapq.heappop(queue)
        if triple in done:
            continue
        done.add(triple)
        s, mask, has_move = triple
        if final[s] != (has_move and not mask & 1):
            word: list[int] = []
            node = triple
            while parent[node] is not None:
                node, k = parent[node]
                word.append(k)
            outcomes.trust(machine, total)
            return tuple(sorted(word))
        for j in range(1, n + 1):
            key = (delta[s][j], preimage(j, mask) | fresh[j][s], has_move or movable[j])
            if key not in dist or total + j < dist[key]:
                if len(dist) >= AUGMENTED:
                    raise TooLarge(f"more than {AUGMENTED} positions of different kinds to check")
                dist[key], parent[key] = total + j, (triple, j)
                count += 1
                heapq.heappush(queue, (total + j, count, key))
    return None


def _shortest(machine: _Machine) -> list[tuple[int, ...]]:
    """Return, for each state, a shortest row of heaps that reaches it (found breadth first)."""
    found: list[tuple[int, ...] | None] = [None] * len(machine.delta)
    found[0] = ()
    queue = deque([0])
    while queue:
        s = queue.popleft()
        for k in range(1, len(machine.delta[s])):
            t = machine.delta[s][k]
            if found[t] is None:
                found[t] = found[s] + (k,)
                queue.append(t)
    return found   # type: ignore[return-value]


class MisereQuotient:
    """The misère quotient of the heaps 1, …, n of a heap game: a finite commutative monoid and its P-portion.

    Built by :func:`misere_quotient`.  Its elements are named by their shortest words in the
    generators (``"1"``, ``"a"``, ``"ab²"``); ``len(q)`` is its order.  ``q.period`` is (n₀, p)
    when the quotient is proved to be that of *every* heap size — the heap images repeat with
    period p from heap n₀, and a larger heap adds no new case to the proof — so that positions
    with heaps of any size are read off it; it is ``None`` where no such proof is known (the
    proof is made for octal games only, see :func:`gamekit.games.heaps.extension.periodic_images`).

    It is made from the table of the monoid acting on heaps, as :func:`misere_quotient` proves
    it: the elements are numbered 0, 1, …, m − 1 (0 the identity); ``times_heap[x, k]`` is the
    element x times the image of a heap of k (for k = 1, …, ``heaps``; column 0 is not read), and
    ``in_p_portion[x]`` says whether x is the image of misère P-positions.  The constructor
    checks the shapes, not that the table is a quotient: that is :func:`misere_quotient`'s proof.

    Parameters
    ----------
    game : HeapGame or str
        The heap game, or its octal code.
    heaps : int
        The largest heap of the positions the quotient describes.
    times_heap : numpy.ndarray
        The action of each heap on each element, whole numbers in m rows and ``heaps`` + 1 columns
        (kept as ``q.times_heap``).
    in_p_portion : numpy.ndarray
        The P-portion, m truth values, one per element (kept as ``q.in_p_portion``).
    orders : list of int
        ``orders[n − 1]`` is the order of the quotient of the heaps up to n.
    period : (int, int), optional
        (n₀, p) when the quotient is proved for every heap size (a heap of h > ``heaps`` then acts
        as a heap p less).

    Examples
    --------
    >>> from gamekit import Nim
    >>> q = misere_quotient(Nim(), 3)
    >>> len(q), q.presentation
    (6, '⟨a, b | a² = 1, b³ = b⟩')
    >>> q.image((3, 2, 2)), q.outcome((3, 2, 1)), q.p_portion
    ('ab', 'P', ['a', 'b²'])
    >>> again = MisereQuotient(Nim(), q.heaps, q.times_heap, q.in_p_portion, q.orders)   # the same table
    >>> again.presentation == q.presentation
    True
    """

    def __init__(self, game: HeapGame | str, heaps: int, times_heap: np.ndarray, in_p_portion: np.ndarray,
                 orders: list[int], period: tuple[int, int] | None = None) -> None:
        game = _game(game, "MisereQuotient")
        heaps = positive(heaps, N_("heaps"))
        times_heap, in_p_portion = np.array(times_heap), np.array(in_p_portion)
        m = len(in_p_portion)
        if in_p_portion.ndim != 1 or in_p_portion.dtype != bool or not m:
            raise ValueError(_("in_p_portion must be a row of True and False, one per element, got {given}").format(
                                 given=given(in_p_portion)))
        if times_heap.shape != (m, heaps + 1) or times_heap.dtype.kind not in "iu" or \
                times_heap.min() < 0 or times_heap.max() >= m:
            raise ValueError(_("times_heap must be a table of {m} rows (one per element) and {value} columns "
                               "(heaps 0 to {heaps}) of elements 0 to {value2}, got {given}").format(
                                 m=m, value=heaps + 1, heaps=heaps, value2=m - 1, given=given(times_heap)))
        self.game, self.heaps, self.orders, self.period = game, heaps, list(orders), period
        self.times_heap, self.in_p_portion = times_heap, in_p_portion
        self._machine = _Machine(times_heap.tolist(), in_p_portion.tolist())
        self._name_elements()

    # ------------------------------------------------------------------ structure
    def _name_elements(self) -> None:
        delta = self.times_heap.astype(np.int64)
        heap_state = [int(delta[0, k]) if k else 0 for k in range(self.heaps + 1)]
        gens = _generators(delta, heap_state)
        if len(gens) > len(LETTERS):
            raise ValueError(_("{game}: the quotient needs {count} generators, more than the {count2} letters "
                               "that name them").format(game=repr(self.game), count=len(gens), count2=len(LETTERS)))
        self.generators = list(LETTERS[:len(gens)])
        self.generator_heaps = dict(zip(self.generators, gens))
        states, vectors, relation_vectors, relation_states = _normal_forms(delta, gens)
        if len(states) != len(delta):
            raise AssertionError("the generators do not reach every element")
        normal = dict(zip(states.tolist(), map(tuple, vectors.tolist())))
        self._vector = normal
        self._names = {s: self._word(v) for s, v in normal.items()}
        self._state = {name: s for s, name in self._names.items()}
        self.elements = [self._names[s] for s in normal]      # found by degree, earlier generators first
        self.relations = [(self._word(v), self._names[s])
                          for v, s in zip(relation_vectors.tolist(), relation_states.tolist())]
        self.heap_images = {k: self._names[heap_state[k]] for k in range(1, self.heaps + 1)}

    def _word(self, v: Sequence[int]) -> str:
        parts = [g + (superscript(c) if c > 1 else "") for g, c in zip(self.generators, v) if c]
        return "".join(parts) or "1"

    def _latex(self, word: str) -> str:
        out, digits = [], str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
        for ch in word:
            if ch in "⁰¹²³⁴⁵⁶⁷⁸⁹":
                if out and out[-1].startswith("^{"):
                    out[-1] = out[-1][:-1] + ch.translate(digits) + "}"
                else:
                    out.append("^{" + ch.translate(digits) + "}")
            else:
                out.append(ch)
        return "".join(out)

    def __len__(self) -> int:
        return len(self._machine.delta)

    def __iter__(self) -> Iterator[str]:
        return iter(self.elements)

    def __contains__(self, element: object) -> bool:
        return element in self._state

    def __repr__(self) -> str:
        return "<" + _("misère quotient of {game}, {heaps}: {elements}, {presentation}").format(
            game=repr(self.game), heaps=self._heaps_words(short=True), elements=self._elements_words(),
            presentation=self.presentation) + ">"

    def _heaps_words(self, short: bool = False) -> str:
        if self.period is None:
            return (_("heaps up to {heaps}") if short else _("with heaps up to {heaps}")).format(heaps=self.heaps)
        first, period = self.period
        return (_("every heap size (proved from heaps up to {heaps}: the heap images repeat with period {period} "
                  "from heap {first})") if short else
                _("for every heap size (proved from heaps up to {heaps}: the heap images repeat with period "
                  "{period} from heap {first})")).format(heaps=self.heaps, period=period, first=first)

    def _elements_words(self) -> str:
        return ngettext("{count} element", "{count} elements", len(self)).format(count=len(self))

    @property
    def p_portion(self) -> list[str]:
        """The elements that are images of misère P-positions, in the order of ``elements``."""
        return [e for e in self.elements if self._machine.final[self._state[e]]]

    @property
    def presentation(self) -> str:
        """The quotient by generators and relations, e.g. ``⟨a, b | a² = 1, b³ = b⟩``."""
        rels = ", ".join(f"{lhs} = {rhs}" for lhs, rhs in self.relations)
        return f"⟨{', '.join(self.generators)}" + (f" | {rels}⟩" if rels else "⟩")

    def presentation_latex(self) -> str:
        """The presentation in LaTeX, for a formula: ``\\langle a, b \\mid a^{2} = 1, … \\rangle``."""
        rels = ", ".join(f"{self._latex(lhs)} = {self._latex(rhs)}" for lhs, rhs in self.relations)
        return (r"\langle " + ", ".join(self.generators)
                + (r" \mid " + rels if rels else "") + r" \rangle")

    def _repr_latex_(self) -> str:
        return "$" + self.presentation_latex() + "$"

    def _repr_markdown_(self) -> str:
        p_portion = ", ".join(self._latex(e) for e in self.p_portion)
        return _("The misère quotient of {game} {heaps}: {elements}, ${presentation}$, "
                 "P-portion $\\{{{p_portion}\\}}$.").format(
            game=repr(self.game), heaps=self._heaps_words(), elements=self._elements_words(),
            presentation=self.presentation_latex(), p_portion=p_portion)

    # ------------------------------------------------------------------ positions
    def _row(self, position: object) -> tuple[int, ...]:
        row = heap_position(position)
        if self.period is not None:                   # every heap: a larger one acts as one period less
            p = self.period[1]
            return tuple(h - p * ((h - self.heaps + p - 1) // p) if h > self.heaps else h for h in row)
        too_big = [h for h in row if h > self.heaps]
        if too_big:
            raise ValueError(_("position has a heap of {value}, but this quotient knows heaps up to {heaps} only "
                               "(misere_quotient(game, {value}) knows it)").format(
                                 value=max(too_big), heaps=self.heaps))
        return row

    def _element(self, element: str) -> int:
        if not isinstance(element, str):
            raise TypeError(_("element must be the name of an element such as 'a' or 'ab²', got {given}").format(
                                given=given(element)))
        if element not in self._state:
            raise ValueError(_("element {element} is not in this quotient; its elements are {value}{value2}").format(
                                 element=repr(element),
                                 value=', '.join(self.elements[:12]),
                                 value2=', …' if len(self) > 12 else ''))
        return self._state[element]

    def image(self, position: object) -> str:
        """Return the element that the row of heaps ``position`` maps to (its class)."""
        return self._names[self._machine.run(h for h in self._row(position) if h)]

    def product(self, x: str, y: str) -> str:
        """Return the product of the elements ``x`` and ``y`` (the class of a sum of their positions)."""
        s, t = self._element(x), self._element(y)
        return self._names[self._machine.run(self._run_word(t), s)]

    def _run_word(self, t: int) -> list[int]:
        return [self.generator_heaps[g] for g, c in zip(self.generators, self._vector[t]) for _ in range(c)]

    def is_p(self, element: str) -> bool:
        """Return True when ``element`` is in the P-portion (its positions are misère P-positions)."""
        return self._machine.final[self._element(element)]

    def outcome(self, position: object) -> str:
        """Return the misère outcome of ``position``, ``"P"`` or ``"N"``, read off its image."""
        return "P" if self._machine.final[self._machine.run(h for h in self._row(position) if h)] else "N"

    def winning_moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the moves of ``position`` to a misère P-position, found through the quotient.

        A move replaces one heap by what it leaves, in place (as ``game.moves`` gives them).
        """
        self._row(position)                           # refused here if a heap is beyond the quotient
        return [q for q in self.game.moves(heap_position(position)) if self.outcome(q) == "P"]

    def cayley_table(self):
        """Return the multiplication table as a DataFrame: rows times columns, both in ``elements``."""
        import pandas as pd

        return pd.DataFrame([[self.product(x, y) for y in self.elements] for x in self.elements],
                            index=self.elements, columns=self.elements)


def _generators(delta: np.ndarray, heap_state: list[int]) -> list[int]:
    """Return the heaps whose image is not a product of the images of the heaps before them (the generators)."""
    gens: list[int] = []
    reach = np.zeros(len(delta), dtype=bool)
    reach[0] = True
    for k in range(1, len(heap_state)):
        if reach[heap_state[k]]:
            continue
        gens.append(k)
        frontier = np.flatnonzero(reach)
        while len(frontier):                     # the submonoid generated so far, a layer at a time
            fresh = np.zeros(len(delta), dtype=bool)
            fresh[delta[frontier][:, gens]] = True
            fresh &= ~reach
            reach |= fresh
            frontier = np.flatnonzero(fresh)
    return gens


def _rows_found(rows: np.ndarray, queries: np.ndarray) -> np.ndarray:
    """Return, for each query, the index of the equal row of ``rows`` (distinct rows), or −1 if there is none.

    The rows are compared by a random linear key first and then in full, so a collision of keys is
    never taken for equality: it sends the search to the exact one (rows sorted lexicographically).
    """
    weights = np.random.default_rng(0).integers(1, 2 ** 62, size=rows.shape[1], dtype=np.int64)
    keys, asked = rows @ weights, queries @ weights          # wrapping products: a hash of each row
    order = np.argsort(keys, kind="stable")
    ranked = keys[order]
    if len(rows) > 1 and np.any(ranked[1:] == ranked[:-1]):
        return _rows_found_exactly(rows, queries)
    place = np.minimum(np.searchsorted(ranked, asked), len(rows) - 1)
    found = order[place]
    hit = ranked[place] == asked
    if not np.array_equal(rows[found[hit]], queries[hit]):
        return _rows_found_exactly(rows, queries)
    return np.where(hit, found, -1)


def _rows_found_exactly(rows: np.ndarray, queries: np.ndarray) -> np.ndarray:
    """Return what :func:`_rows_found` returns, by sorting the rows and queries lexicographically together."""
    both = np.concatenate([rows, queries])
    order = np.lexsort(both.T)
    ranked = both[order]
    numbers = np.empty(len(both), dtype=np.int64)
    numbers[order] = np.concatenate([[0], np.cumsum(np.any(ranked[1:] != ranked[:-1], axis=1))])
    index = np.full(int(numbers.max()) + 1, -1, dtype=np.int64)
    index[numbers[:len(rows)]] = np.arange(len(rows))
    return index[numbers[len(rows):]]


def _normal_forms(delta: np.ndarray, gens: list[int]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Return (states, their normal forms, the relations' left sides, their right sides' states).

    The normal form of an element is its least exponent vector over the generators, by degree, then
    with earlier generators first (a larger exponent of the first generator first).  A degree at a
    time: each vector of the degree whose divisors one degree lower are all normal (found from one of
    them, its parent, by adding a generator at or after its last one: each vector once), in that
    order, is normal if its element is new, and otherwise the left side of a relation.
    """
    count = len(gens)
    heaps = np.array(gens, dtype=np.int64)
    unit = np.eye(count, dtype=np.int64)
    layer, layer_states = np.zeros((1, count), dtype=np.int64), np.zeros(1, dtype=np.int64)
    named = np.zeros(len(delta), dtype=bool)
    named[0] = True
    states, vectors, relation_vectors, relation_states = [layer_states], [layer], [], []
    while count and len(layer):
        nonzero = layer > 0
        last = np.where(nonzero.any(axis=1), count - 1 - np.argmax(nonzero[:, ::-1], axis=1), 0)
        parent, added = np.nonzero(np.arange(count)[None, :] >= last[:, None])
        found = layer[parent] + unit[added]
        found = found[np.lexsort(-found[:, ::-1].T)]             # earlier generators' exponents first
        row, j = np.nonzero(found > 0)                            # each divisor, by row then generator
        place = _rows_found(layer, found[row] - unit[j])
        divisor = np.where(place >= 0, layer_states[place], -1)   # its state, −1 when it is not normal
        whole = np.ones(len(found), dtype=bool)
        whole[row[divisor < 0]] = False
        first = np.searchsorted(row, np.arange(len(found)))      # the divisor by the first generator
        kept = np.flatnonzero(whole)
        reached = delta[divisor[first[kept]], heaps[j[first[kept]]]]
        new = np.zeros(len(kept), dtype=bool)
        new[np.unique(reached, return_index=True)[1]] = True
        new &= ~named[reached]
        named[reached[new]] = True
        layer, layer_states = found[kept[new]], reached[new]
        states.append(layer_states)
        vectors.append(layer)
        relation_vectors.append(found[kept[~new]])
        relation_states.append(reached[~new])
    return (np.concatenate(states), np.concatenate(vectors),
            np.concatenate(relation_vectors) if relation_vectors else np.zeros((0, count), dtype=np.int64),
            np.concatenate(relation_states) if relation_states else np.zeros(0, dtype=np.int64))


def _machine_arrays(machine: _Machine) -> tuple[np.ndarray, np.ndarray]:
    delta = np.array(machine.delta, dtype=np.int32)
    delta[:, 0] = np.arange(len(machine.delta))
    return delta, np.array(machine.final, dtype=bool)


def _learned_heap(leaves: dict[int, tuple[tuple[int, ...], ...]], n: int, delta: np.ndarray, final: np.ndarray,
                  tick: Callable[[], None]) -> tuple[np.ndarray, np.ndarray]:
    """Return the quotient of the heaps up to n learned from exact outcomes (when no candidate was proved)."""
    outcomes = _Outcomes({k: leaves[k] for k in range(1, n + 1)})
    outcomes.tick = tick
    if n > 1:
        outcomes.learn_below(_Machine(delta.tolist(), final.tolist()), n)
    machine = _learn(n, outcomes, [()], [()], 10 ** 9, tick)
    return _machine_arrays(machine)


def _extended_heap(leaves: dict[int, tuple[tuple[int, ...], ...]], n: int, delta: np.ndarray, final: np.ndarray,
                   contexts: np.ndarray, budget: extension.Budget, largest: int | None,
                   infinite: Callable[[int], InfiniteQuotientProof | None] = lambda size: None,
                   refuted_one: Callable[[np.ndarray, np.ndarray, tuple[int, ...]], None] | None = None,
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return the proved quotient of the heaps up to n (and each state's contexts) from that of the heaps below n.

    After ``REFUTED`` refuted candidates, the first time one has more than ``GROWN`` times the
    old order, ``infinite(size)`` is asked once for a proof that the quotient is infinite
    (:func:`gamekit.games.heaps.infinite_quotient.infinite_quotient_proof`; ``size`` the refuted
    candidate's order, beside the quotient below n when it passes ``FAR`` times the old order);
    :class:`~gamekit.games.heaps.infinite_quotient.InfiniteQuotientError` is raised if it gives one.
    ``refuted_one(delta, final, failure)`` is told of each candidate refuted after the first guesses
    (a census bounds the quotient sought by the last one when it stops: ``extension.order_at_least``).
    """
    if not leaves[n]:                                    # a heap without a move is the empty row
        candidate = extension.with_heap(delta, np.arange(delta.shape[0])), final
    else:
        for x in extension.candidate_images(delta, final, contexts, leaves[n], budget):
            candidate = extension.with_heap(delta, extension.times_column(delta, x)), final
            failure, found = extension.proof_failure(*candidate, leaves, budget)
            if failure is None:
                return candidate[0], candidate[1], found
        candidate = extension.new_generator(delta, leaves, budget)
    refuted, asked = 0, False
    while True:
        if largest is not None and len(candidate[0]) > CANDIDATES * largest:   # candidates may be larger
            raise extension.LimitReached(f"passed the limit of {largest} elements (it may be infinite)")
        failure, found = extension.proof_failure(*candidate, leaves, budget)
        if failure is None:
            if largest is not None and len(candidate[0]) > largest:
                raise extension.LimitReached(f"passed the limit of {largest} elements (it may be infinite)")
            return candidate[0], candidate[1], found
        if refuted_one is not None:
            refuted_one(*candidate, failure)
        refuted += 1
        if refuted >= REFUTED and not asked and len(candidate[0]) > GROWN * len(delta):
            asked = True
            if (proof := infinite(len(candidate[0]))) is not None:
                raise InfiniteQuotientError(proof)
        better = extension.recalibrated(*candidate, failure, leaves, budget)
        if better is None and len(candidate[0]) > LEARNABLE:
            raise extension.LimitReached(
                f"found no candidate it could prove: the last of {len(candidate[0])} elements was refuted, and "
                "every one that would fix it passes 200 000 elements (it may be infinite)")
        if better is None:
            learned = _learned_heap(leaves, n, delta, final, budget.check)
            failure, found = extension.proof_failure(*learned, leaves, budget)
            if failure is not None:
                raise AssertionError("the learned quotient fails its proof")
            return learned[0], learned[1], found
        candidate = better


def misere_quotient(game: HeapGame | str, heaps: int, *, largest: int | None = None, seconds: float | None = None,
                    method: str = "extend", progress: bool | str = "auto") -> MisereQuotient:
    """Return the misère quotient of the heaps 1, …, ``heaps`` of the heap game ``game``.

    Two positions are equivalent when adding either to any position gives the same misère
    outcome; the classes form a commutative monoid, the misère quotient [1]_.  It is computed heap
    by heap and proved for every sum of those heaps (see the module's text).

    Parameters
    ----------
    game : HeapGame or str
        A heap game (:data:`~gamekit.games.heaps.octal.Kayles`, ``Nim()``, a subtraction game) or
        an octal code such as ``"0.75"``.
    heaps : int
        The largest heap allowed in a position, at least 1 and at most 10 000.
    largest : int, optional
        The largest order accepted: a larger quotient, or a candidate four times larger, is
        refused (the quotient may be infinite).  No limit if none.
    seconds : float, optional
        The longest the computation may take.  The memory is limited to half of this machine's.
    method : {"extend", "learn"}, default "extend"
        ``"extend"`` builds each quotient from the one before and the images of the new heap's
        options, as Siegel's MisereSolver does; ``"learn"`` learns it from exact outcomes of small
        sums (slower; the two are checked against each other in the tests).
    progress : bool or "auto", default "auto"
        A progress bar of heaps (``"auto"``: only for a run longer than two seconds), or none.

    Returns
    -------
    MisereQuotient
        The quotient: its elements and presentation, ``q.image(position)``, ``q.outcome(position)``,
        its P-portion; ``q.orders[n − 1]`` is the order for heaps up to n, and ``q.period`` says
        whether it is proved for every heap size.

    Raises
    ------
    TypeError
        If ``game`` is neither a heap game nor a text, or ``heaps`` or ``seconds`` is not a number.
    ValueError
        If ``game`` is a malformed code, ``heaps`` is out of range, ``method`` unknown, or a
        limit is passed (``largest``, ``seconds``, the memory): the message says which, and how
        far the computation got.
    ~gamekit.games.heaps.infinite_quotient.InfiniteQuotientError
        A ValueError too, when the quotient of a bound is proved infinite (4·77 with heaps up
        to 6): the message says how, and how far the quotient was finite.

    See Also
    --------
    MisereQuotient : what the quotient answers.
    misere_quotients : each bound's quotient, as soon as it is proved.
    gamekit.theory.misere.genus : Conway's genus, the older invariant.
    gamekit.theory.misere.misere_outcome : the misère outcome of one position.
    gamekit.atlas.misere.misere_census : the quotients of many octal games.

    References
    ----------
    .. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
       Journal of Combinatorial Theory, Series A 115, 593–622.

    Examples
    --------
    >>> q = misere_quotient("0.75", 12)
    >>> len(q), q.orders[:6]
    (8, [2, 6, 6, 6, 8, 8])
    """
    heaps = positive(heaps, N_("heaps"))
    q = None
    with Progress(progress, heaps, f"misère quotient of {_game(game)!r}") as report:
        for q in misere_quotients(game, heaps, largest=largest, seconds=seconds, method=method, report=report):
            report(q.heaps)
    return q


def _game(game: object, caller: str = "misere_quotient") -> HeapGame:
    game = as_game(game, caller)
    if not isinstance(game, HeapGame):
        raise TypeError(_("{caller} needs a heap game such as gk.Kayles, or an octal code such as '0.75', got "
                          "{given}").format(caller=caller, given=given(game)))
    return game


def misere_quotients(game: HeapGame | str, heaps: int, *, largest: int | None = None, seconds: float | None = None,
                     method: str = "extend", report: Callable[[int], None] | None = None,
                     refuted: Callable[[np.ndarray, np.ndarray, tuple[int, ...]], None] | None = None,
                     ) -> Iterator[MisereQuotient]:
    """Yield the misère quotients of the heaps up to 1, 2, …, ``heaps`` of ``game``, one by one.

    The same computation as :func:`misere_quotient`, which returns the last; here each bound's
    quotient is yielded as soon as it is proved (a census that stops a game at a time limit keeps
    how far it got).  ``report(n − 1)`` is called now and then while heap n is being added, and
    ``refuted(delta, final, failure)`` with each candidate quotient of the heaps up to n refuted
    after the old quotient's elements were tried (its transitions, P-states and smallest
    failure): the last one bounds the quotient sought from below
    (:func:`gamekit.games.heaps.extension.order_at_least`), as a census says when it stops.

    See also: :func:`misere_quotient`.

    >>> [len(q) for q in misere_quotients("0.77", 6)]
    [2, 6, 6, 6, 12, 12]
    """
    game = _game(game)
    heaps = positive(heaps, N_("heaps"))
    largest = None if largest is None else positive(largest, N_("largest"))
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))):
        raise TypeError(_("seconds must be a number of seconds or None, got {given}").format(given=given(seconds)))
    if seconds is not None and not 0 < seconds < float("inf"):
        raise ValueError(_("seconds must be a positive number of seconds, got {seconds}").format(
                             seconds=repr(seconds)))
    if method not in ("extend", "learn"):
        raise ValueError(_("method must be 'extend' or 'learn', got {given}").format(given=given(method)))
    if heaps > 10_000:
        raise ValueError(_("heaps must be at most 10000 for a misère quotient, got {heaps}").format(heaps=heaps))
    if method == "learn":
        return _quotients(game, heaps, LARGEST if largest is None else largest, report)
    return _extended_quotients(game, heaps, largest, seconds, report, refuted)


def _extended_quotients(game: HeapGame, heaps: int, largest: int | None, seconds: float | None,
                        report: Callable[[int], None] | None,
                        refuted: Callable[[np.ndarray, np.ndarray, tuple[int, ...]], None] | None = None,
                        ) -> Iterator[MisereQuotient]:
    from gamekit.games.heaps.octal import TakeAndBreakGame

    orders: list[int] = []
    leaves: dict[int, tuple[tuple[int, ...], ...]] = {}
    delta = np.zeros((1, 1), dtype=np.int32)
    final = np.zeros(1, dtype=bool)
    contexts = np.zeros((1, 1), dtype=np.uint32)      # the F of each state, as bitsets
    done = [0]
    budget = extension.Budget(seconds, (lambda: report(done[0])) if report is not None else (lambda: None))
    rules = game.rules if type(game).heap_options is TakeAndBreakGame.heap_options else None
    period: tuple[int, int] | None = None
    for n in range(1, heaps + 1):
        if period is not None:                          # proved for every heap: the next image by the period
            delta = extension.with_heap(delta, delta[:, n - period[1]])     # acts as the heap a period less
            orders.append(len(delta))
            done[0] = n
            yield MisereQuotient(game, n, delta, final, orders, period)
            continue
        leaves[n] = _leaves(game, n)
        try:
            budget.check()                              # reports n − 1 done: a progress bar, or a caller's clock
            delta, final, contexts = _extended_heap(
                leaves, n, delta, final, contexts, budget, largest,
                lambda size, n=n, below=(delta, final, list(orders)): infinite_quotient_proof(
                    game, n, below=MisereQuotient(game, n - 1, *below) if size > FAR * len(below[0]) else None,
                    check=budget.check) if n > 1 else None,
                refuted)
            if rules is not None:
                period = extension.periodic_images(delta, rules, leaves, budget)
        except (extension.LimitReached, InfiniteQuotientError) as why:
            so_far = f"up to {n - 1} it has {plural(orders[-1], 'element')}" if orders else "nothing was proved"
            if isinstance(why, InfiniteQuotientError):
                raise InfiniteQuotientError(why.proof, f"the misère quotient of {game!r} with heaps up to {n} is "
                                            f"{why.proof.sentence()}; {so_far}") from None
            raise ValueError(_("the misère quotient of {game} with heaps up to {n} {why}; {so_far}").format(
                                 game=repr(game), n=n, why=why, so_far=so_far)) from None
        orders.append(len(delta))
        done[0] = n
        yield MisereQuotient(game, n, delta, final, orders, period)


def _quotients(game: HeapGame, heaps: int, largest: int,
               report: Callable[[int], None] | None) -> Iterator[MisereQuotient]:
    leaves = {k: _leaves(game, k) for k in range(1, heaps + 1)}
    outcomes = _Outcomes(leaves)
    words: list[tuple[int, ...]] = [()]
    tests: list[tuple[int, ...]] = [()]
    orders: list[int] = []
    for n in range(1, heaps + 1):
        if report is not None:
            outcomes.tick = lambda done=n - 1: report(done)
        try:
            machine = _learn(n, outcomes, words, tests, largest, outcomes.tick)
        except TooLarge as exc:
            raise ValueError(_("the misère quotient of {game} with heaps up to {n} has {exc}; it may be infinite "
                               "(up to {value} it has {value2})").format(
                                 game=repr(game), n=n, exc=exc, value=n - 1, value2=orders[-1] if orders else 1)
                             ) from None
        orders.append(len(machine.delta))
        outcomes.learn_below(machine, n + 1)
        yield MisereQuotient(game, n, *_machine_arrays(machine), orders)


STORED_ORDERS = "misere-orders.json"
"""The file, among the package's data (``gamekit/games/heaps/data/``), that holds the stored orders."""


def stored_misere_orders(game: HeapGame | str) -> list[int]:
    """Return the orders of the misère quotients of ``game`` for heaps up to 1, 2, …, as stored with gamekit.

    Some quotients take longer than a chapter's cell may (Dawson's Kayles to 30 heaps):
    ``benchmarks/misere_quotients.py`` computes them with :func:`misere_quotient` and stores their
    orders with the package, so that a notebook finds them wherever it is run (a student's copy,
    the book).  ``game`` is an octal game or its code; a game not stored raises a ValueError
    naming those that are.

    >>> stored_misere_orders("0.07")[:12] == misere_quotient("0.07", 12).orders
    True

    See also: :func:`misere_quotient` (``q.orders``).
    """
    import json
    from importlib.resources import files

    code = getattr(_game(game), "code", None)
    stored = json.loads(files("gamekit.games.heaps").joinpath("data", STORED_ORDERS).read_text(encoding="utf-8"))
    orders = stored["orders"]
    if code not in orders:
        name = octal_code(code) if isinstance(code, str) else repr(game)
        raise ValueError(_("game: the orders of {name} are not stored; those of {value} are "
                           "(benchmarks/misere_quotients.py stores them).").format(
                             name=name, value=listed(map(octal_code, orders))))
    return list(orders[code])

