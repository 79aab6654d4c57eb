"""Games on an explicit directed graph, cycles allowed: :class:`GraphGame`.

``grundy`` gives Smith's generalised value (an ``int`` or an :class:`~gamekit.theory.infinite.Infinite`),
``outcome`` ``"P"``, ``"N"`` or ``"D"``; the work is done on the graph's CSR arrays by
:mod:`gamekit.engines.graphs`.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [2] Smith, C. A. B. (1966). "Graphs and composite games". *Journal of Combinatorial Theory* 1, 51–81.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from gamekit.core.language import gettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import given

from gamekit.engines.graphs import OUTCOME_NAMES as _OUTCOME_NAMES
from gamekit.engines.graphs import csr_arrays as _csr_arrays
from gamekit.engines.graphs import generalised_grundy, retrograde
from gamekit.engines.jit import use_numba
from gamekit.theory.arithmetic import mex
from gamekit.theory.everysg import best_option
from gamekit.theory.game import Game, as_game
from gamekit.theory.infinite import Infinite

if TYPE_CHECKING:  # used only in annotations
    import networkx

__all__ = ["GraphGame", "NumberingStep", "random_graph"]

Position = Hashable


def random_graph(n: int, m: int, seed: int = 0) -> "GraphGame":
    """Return a random loopy game on positions 0 … n−1 with m moves, each from and to a uniform position.

    >>> g = random_graph(1000, 3000, seed=1)
    >>> len(g), g.edge_count
    (1000, 3000)
    """
    if n < 1 or m < 0:
        raise ValueError(_("random_graph needs n ≥ 1 positions and m ≥ 0 moves, got n={n}, m={m}").format(n=n, m=m))
    rng = np.random.default_rng(seed)
    src = rng.integers(0, n, size=m)
    dst = rng.integers(0, n, size=m)
    order = np.argsort(src, kind="stable")
    indptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(src, minlength=n), out=indptr[1:])
    return GraphGame.from_arrays(indptr, dst[order])


@dataclass(frozen=True)
class NumberingStep:
    """One step of the article's numbering procedure: a position, its number, and its followers
    that were still unnumbered then (empty: the plain mex rule; otherwise rule 2 was needed).

    ``witnesses`` pairs each unnumbered follower y with a numbered follower z of y that carries
    the same number (what rule 2 asks for): ``((y, z), ...)``.

    >>> NumberingStep("a", 0, ("b",), (("b", "c"),)).witnesses
    (('b', 'c'),)

    See also: :meth:`GraphGame.numbering`, :meth:`GraphGame.numberable`.
    """

    position: Position
    value: int
    unnumbered: tuple
    witnesses: tuple = ()


def _same_kind(node: object, position: object) -> bool:
    """Return whether ``position``, equal to ``node``, is of its kind: True == 1 and 1.0 == 1, yet neither is node 1."""
    return all(isinstance(node, t) == isinstance(position, t) for t in (bool, float, complex))


class GraphGame(Game):
    """A game on an explicit directed graph ``{position: [followers, ...]}``; cycles are allowed.

    ``grundy`` gives Smith's generalised value (an ``int`` or an :class:`Infinite`), ``outcome``
    gives ``"P"``, ``"N"`` or ``"D"`` (by retrograde analysis), ``remoteness`` how long the game
    lasts under best play, and ``best_move`` a move that wins *and ends* the game [1]_.

    Parameters
    ----------
    edges : mapping or networkx.DiGraph
        ``{position: [followers, ...]}``: every position is a key, a terminal one with ``[]``;
        positions are any hashable values.  A networkx ``DiGraph`` is accepted too.
    name : str, optional
        The name the game is shown by.
    engine : {"auto", "numba", "python"}, default "auto"
        The engine of :mod:`gamekit.engines.graphs` (``"python"``: the same method without
        numba, identical results).

    Raises
    ------
    TypeError
        If ``edges`` is not a mapping, or a position's followers are not a list.
    ValueError
        If a follower is not a key of ``edges``, a position is not hashable, or ``engine`` is
        unknown.  (Asked about a position that is not in the graph, the methods raise
        ``ValueError`` too.)

    See Also
    --------
    gamekit.theory.infinite.Infinite : Smith's infinite values ∞_K.
    gamekit.theory.everysg.remoteness : how long a game lasts.
    gamekit.games.graphs.dugo.dugo : the article's road map, a loopy game.

    References
    ----------
    .. [1] Smith, C. A. B. (1966). "Graphs and composite games". *Journal of Combinatorial
       Theory* 1, 51–81.

    Examples
    --------
    >>> g = GraphGame({"a": ["b"], "b": ["a", "c"], "c": []})
    >>> g.grundy("c"), g.grundy("b"), g.grundy("a"), g.outcome("a")
    (0, 1, 0, 'P')
    >>> loop = GraphGame({"x": ["y"], "y": ["x", "z"], "z": ["y"]})
    >>> [loop.grundy(p) for p in "xyz"], loop.outcome("x")
    ([∞{}, ∞{}, ∞{}], 'D')
    """

    loopy = True

    def __init__(self, edges: Mapping | Any, name: str | None = None, engine: str = "auto") -> None:
        super().__init__(name=name)
        use_numba(engine)  # reject an unknown engine name now
        self._engine = engine
        if hasattr(edges, "succ") and hasattr(edges, "nodes"):       # a networkx DiGraph
            edges = {u: list(edges.succ[u]) for u in edges.nodes}
        if not isinstance(edges, Mapping):
            raise TypeError(_("GraphGame(edges) needs a mapping {{position: [followers, ...]}}, got {given}").format(
                                given=given(edges)))
        nodes = list(edges)
        index: dict = {}
        for u in nodes:
            try:
                index[u] = len(index)
            except TypeError:
                raise ValueError(_("position {u} is not hashable").format(u=repr(u))) from None
        succ: list[list[int]] = []
        for u in nodes:
            followers = edges[u]
            if isinstance(followers, (str, bytes)) or not isinstance(followers, Iterable):
                raise TypeError(_("the followers of {u} must be a list of positions, got {given}").format(
                                    u=repr(u), given=given(followers)))
            row = []
            for v in followers:
                try:
                    j = index.get(v)
                except TypeError:
                    raise ValueError(_("follower {v} of {u} is not hashable").format(v=repr(v), u=repr(u))) from None
                if j is None:
                    raise ValueError(_("follower {v} of {u} is not a position of the graph (list it as a key, "
                                       "with [] if it is terminal)").format(v=repr(v), u=repr(u)))
                row.append(j)
            succ.append(list(dict.fromkeys(row)))
        indptr = np.zeros(len(nodes) + 1, dtype=np.int64)
        np.cumsum([len(r) for r in succ], out=indptr[1:])
        indices = np.fromiter((j for r in succ for j in r), dtype=np.int64, count=int(indptr[-1]))
        self._setup(nodes, index, indptr, indices)

    def csr(self) -> tuple[np.ndarray, np.ndarray]:
        """Return the graph as compressed sparse rows: the followers of node i are ``indices[indptr[i]:indptr[i + 1]]``.

        These are the arrays the engines of :mod:`gamekit.engines.graphs` work on (read-only copies).

        See also: :meth:`from_arrays`, :func:`gamekit.engines.graphs.generalised_grundy`.

        >>> indptr, indices = GraphGame({0: [1], 1: []}).csr()
        >>> indptr.tolist(), indices.tolist()
        ([0, 1, 1], [1])
        """
        indptr, indices = self._indptr.copy(), self._indices.copy()
        indptr.flags.writeable = indices.flags.writeable = False
        return indptr, indices

    @classmethod
    def from_arrays(cls, indptr: Any, indices: Any, engine: str = "auto") -> "GraphGame":
        """Return the game on positions 0 … n−1 whose followers are given in CSR form.

        >>> GraphGame.from_arrays([0, 1, 1], [1]).grundy(0)
        1
        """
        use_numba(engine)  # reject an unknown engine name now
        indptr, indices = _csr_arrays(indptr, indices)
        game = cls.__new__(cls)
        Game.__init__(game)
        game._engine = engine
        n = len(indptr) - 1
        game._setup(None, None, indptr, indices, n=n)
        return game

    @classmethod
    def from_game(cls, game: Game | str, start: Position, limit: int | None = 1_000_000) -> "GraphGame":
        """Return the :class:`GraphGame` on the positions of ``game`` reachable from ``start``.

        Works for every game of the course (finite or loopy, sums included) and for an octal
        code such as ``"0.77"``; ``limit`` bounds the number of positions.

        >>> from gamekit import SubtractionGame
        >>> g = GraphGame.from_game(SubtractionGame({1, 2}), 5)
        >>> g.grundy((5,)), len(g)
        (2, 6)
        """
        game = as_game(game, "from_game")
        return cls(game.graph(start, limit=limit), name=_("graph of {game}").format(game=repr(game)))

    def _setup(self, nodes, index, indptr, indices, n: int | None = None) -> None:
        self._nodes = nodes
        self._index = index
        self._n = len(nodes) if nodes is not None else n
        self._indptr = indptr
        self._indices = indices
        self._values: np.ndarray | None = None
        self._codes: np.ndarray | None = None
        self._rem: np.ndarray | None = None

    # ----------------------------------------------------------------- positions and moves
    def __len__(self) -> int:
        return self._n

    @property
    def edge_count(self) -> int:
        """Return the number of moves (edges) of the graph.

        >>> GraphGame({1: [2, 3], 2: [], 3: [2]}).edge_count
        3
        """
        return len(self._indices)

    @property
    def positions(self) -> list:
        """Return the positions, in the order the graph lists them.

        >>> GraphGame({"b": [], "a": ["b"]}).positions
        ['b', 'a']
        """
        return list(self._nodes) if self._nodes is not None else list(range(self._n))

    def _i(self, position: Position) -> int:
        try:
            hash(position)
        except TypeError:
            raise ValueError(_("a position must be hashable, got {position}").format(position=repr(position))) from None
        if self._index is None:
            if isinstance(position, (int, np.integer)) and not isinstance(position, bool) \
                    and 0 <= position < self._n:
                return int(position)
        elif position in self._index and _same_kind(self._nodes[self._index[position]], position):
            return self._index[position]
        raise ValueError(_("{position} is not a position of this graph").format(position=repr(position)))

    def _node(self, i: int) -> Position:
        return self._nodes[i] if self._nodes is not None else int(i)

    def position(self, position: Position) -> Position:
        """Return ``position`` if it is a position of the graph, else raise ``ValueError``.

        >>> GraphGame({"a": []}).position("a")
        'a'
        """
        return self._node(self._i(position))

    def moves(self, position: Position) -> list:
        """Return the followers of ``position``.

        >>> GraphGame({"a": ["b", "c"], "b": [], "c": []}).moves("a")
        ['b', 'c']
        """
        i = self._i(position)
        return [self._node(j) for j in self._indices[self._indptr[i]:self._indptr[i + 1]]]

    def edges(self) -> dict:
        """Return the graph as ``{position: [followers]}``.

        >>> GraphGame({"a": ["b"], "b": []}).edges()
        {'a': ['b'], 'b': []}
        """
        return {self._node(i): self.moves(self._node(i)) for i in range(self._n)}

    def to_networkx(self) -> "networkx.DiGraph":
        """Return the graph as a networkx ``DiGraph`` (for layouts and graph algorithms).

        >>> sorted(GraphGame({"a": ["b"], "b": ["a"]}).to_networkx().edges())
        [('a', 'b'), ('b', 'a')]
        """
        import networkx as nx

        graph = nx.DiGraph()
        for u, vs in self.edges().items():
            graph.add_node(u)
            graph.add_edges_from((u, v) for v in vs)
        return graph

    # ----------------------------------------------------------------- the engines, lazily
    def _value_array(self) -> np.ndarray:
        if self._values is None:
            self._values = generalised_grundy(self._indptr, self._indices, engine=self._engine)
        return self._values

    def _outcome_arrays(self) -> tuple[np.ndarray, np.ndarray]:
        if self._codes is None:
            self._codes, self._rem = retrograde(self._indptr, self._indices, engine=self._engine)
        return self._codes, self._rem

    def cache_clear(self) -> None:
        """Forget the computed values and outcomes (they are recomputed on the next query).

        >>> g = GraphGame({"a": []}); g.grundy("a"); g.cache_clear(); g._values is None
        0
        True
        """
        super().cache_clear()
        self._values = self._codes = self._rem = None

    # ----------------------------------------------------------------- derived notions
    def grundy(self, position: Position) -> int | Infinite:
        """Return Smith's generalised value: an ``int``, or ∞_K with K the finite follower values.

        >>> GraphGame({"a": ["a", "b"], "b": []}).grundy("a")
        ∞{0}
        """
        i = self._i(position)
        values = self._value_array()
        if values[i] >= 0:
            return int(values[i])
        followers = values[self._indices[self._indptr[i]:self._indptr[i + 1]]]
        return Infinite(int(v) for v in followers if v >= 0)

    def outcome(self, position: Position) -> str:
        """Return ``"P"``, ``"N"`` or ``"D"`` (draw) by retrograde analysis.

        >>> g = GraphGame({"a": ["a", "b"], "b": [], "c": ["c"]})
        >>> g.outcome("a"), g.outcome("b"), g.outcome("c")
        ('N', 'P', 'D')
        """
        codes, _ = self._outcome_arrays()
        return _OUTCOME_NAMES[int(codes[self._i(position)])]

    def remoteness(self, position: Position) -> int | None:
        """Return how many moves remain when the winner hurries and the loser delays; ``None`` for a draw.

        Even remoteness belongs to P-positions, odd to N-positions; 0 to terminal positions.

        >>> g = GraphGame({"a": ["b"], "b": ["c"], "c": [], "d": ["d"]})
        >>> g.remoteness("a"), g.remoteness("d")
        (2, None)
        """
        _, rem = self._outcome_arrays()
        r = int(rem[self._i(position)])
        return None if r < 0 else r

    def values(self) -> dict:
        """Return ``{position: generalised value}`` for every position.

        >>> GraphGame({"a": ["b"], "b": []}).values()
        {'a': 1, 'b': 0}
        """
        return {self._node(i): self.grundy(self._node(i)) for i in range(self._n)}

    def outcomes(self) -> dict:
        """Return ``{position: "P" / "N" / "D"}`` for every position.

        >>> GraphGame({"a": ["b"], "b": [], "c": ["c"]}).outcomes()
        {'a': 'N', 'b': 'P', 'c': 'D'}
        """
        codes, _ = self._outcome_arrays()
        return {self._node(i): _OUTCOME_NAMES[int(c)] for i, c in enumerate(codes)}

    def best_move(self, position: Position) -> Position | None:
        """Return a move of best play: the winner's fastest win, the loser's longest resistance,
        a drawing move in a draw; ``None`` at a terminal position.

        Moving to *some* 0 is not enough in a loopy game: the winner could be strung along
        forever.  Moving to the P-follower of least remoteness ends the game.  The package's one
        perfect player, :func:`gamekit.theory.everysg.best_option` (a match's engine plays by it too).

        >>> g = GraphGame({"s": ["a", "t"], "a": ["s", "t"], "t": []})
        >>> g.best_move("s"), g.best_move("t")
        ('t', None)
        """
        followers = self.moves(position)
        if not followers:
            return None
        return best_option(followers, self.outcome, self.remoteness, lambda q: len(self.moves(q)))

    def best_play(self, position: Position, max_moves: int = 1000) -> list:
        """Return the positions of a game played by :meth:`best_move` from both sides.

        A won game ends at a terminal position after exactly ``remoteness`` moves; a drawn game
        is cut off as soon as a position repeats (the play would go round forever).

        >>> GraphGame({"a": ["b"], "b": ["c"], "c": []}).best_play("a")
        ['a', 'b', 'c']
        """
        position = self.position(position)
        line, seen = [position], {position}
        while len(line) <= max_moves:
            nxt = self.best_move(line[-1])
            if nxt is None:
                break
            line.append(nxt)
            if nxt in seen:
                break
            seen.add(nxt)
        return line

    # ----------------------------------------------------------------- the article's procedure
    def numberable(self, numbers: Mapping) -> dict:
        """Return ``{position: n}`` for the unnumbered positions the article's rule can number now.

        An unnumbered X gets n when (1) n is the mex of the numbers of its numbered followers and
        (2) every unnumbered follower of X has a numbered follower numbered n.

        >>> g = GraphGame({"a": ["b"], "b": ["a", "c"], "c": []})
        >>> g.numberable({}), g.numberable({"c": 0})
        ({'c': 0}, {'a': 0})
        """
        found = {}
        for i in range(self._n):
            x = self._node(i)
            if x in numbers:
                continue
            followers = self.moves(x)
            n = mex(numbers[y] for y in followers if y in numbers)
            if all(any(numbers.get(z) == n for z in self.moves(y))
                   for y in followers if y not in numbers):
                found[x] = n
        return found

    def numbering(self, preference: Iterable[Position] | None = None) -> list[NumberingStep]:
        """Return the steps of the article's numbering procedure, run by hand until it stops.

        At each step the first numberable position in ``preference`` (default: the graph's own
        order) is numbered.  Positions left unnumbered are those with infinite values.  Meant
        for small graphs (at most 2000 positions): it is the slow, literal procedure.

        Each step carries the witnesses of rule 2 (see :class:`NumberingStep`).

        >>> g = GraphGame({"a": ["b"], "b": ["a", "c"], "c": []})
        >>> [(s.position, s.value, s.unnumbered) for s in g.numbering()]
        [('c', 0, ()), ('a', 0, ('b',)), ('b', 1, ())]
        >>> g.numbering()[1].witnesses
        (('b', 'c'),)

        See also: :meth:`numberable`, :meth:`grundy` (the same numbers, fast).
        """
        if self._n > 2000:
            raise ValueError(_("numbering() replays the hand procedure; use grundy() on graphs with more than "
                               "2000 positions (this one has {_n})").format(_n=self._n))
        order = self.positions if preference is None else [self.position(p) for p in preference]
        order += [p for p in self.positions if p not in set(order)]
        numbers: dict = {}
        steps = []
        while True:
            can = self.numberable(numbers)
            pick = next((p for p in order if p in can), None)
            if pick is None:
                return steps
            value = can[pick]
            witnesses = tuple((y, next(z for z in self.moves(y) if numbers.get(z) == value))
                              for y in self.moves(pick) if y not in numbers and y != pick)
            numbers[pick] = value
            steps.append(NumberingStep(pick, value,
                                       tuple(q for q in self.moves(pick) if q not in numbers),
                                       witnesses))

    def __repr__(self) -> str:
        if self._name:
            return gettext(self._name)
        return _("GraphGame({count} positions, {moves} moves)").format(count=self._n, moves=self.edge_count)
