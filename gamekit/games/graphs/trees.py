"""Deleting edges of a rooted tree (Green Hackenbush on trees) and the colon principle.

A rooted tree is written as the tuple of its children's subtrees: ``()`` is a bare root,
``((),)`` one edge, ``(((),),)`` a stalk of two edges, ``((), ())`` two edges at the root.  A
forest standing on the ground is one tree whose root is the ground.  A move deletes one edge
together with everything no longer connected to the root; whoever cannot move loses.

The colon principle gives the value: γ(x) = ⊕ over the children c of x of (γ(c) + 1), leaves 0
(:func:`colon_value`).  :class:`RootedTreeGame` computes values by the mex rule from the moves,
so the tests can compare the two on random trees.

References
----------
.. [1] A Chinese competitive-programming summary of Sprague–Grundy theory (Anti-SG, Multi-SG,
   Every-SG, classic games), one of the course's sources.
.. [2] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982).
   *Winning Ways for your Mathematical Plays*. Academic Press (Green Hackenbush and the colon principle).
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from functools import reduce
from operator import xor

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.limits import check_work_size
from gamekit.core.validation import given
from gamekit.core.validation import heap as as_heap
from gamekit.theory.game import MAX_DEPTH, Game, nesting_depth

__all__ = ["RootedTreeGame", "canonical_tree", "colon_value", "stalk", "tree_from_parents",
           "tree_from_edges", "random_tree", "edge_count"]

Tree = tuple

MAX_RANDOM_TREE_EDGES = 100_000
"""The largest tree :func:`random_tree` builds (about 0.8 s; a million edges take 10 s)."""


def _children_first(tree: object) -> list[Tree]:
    """Return the nodes of ``tree``, each after its children (explicit stack: deep stalks need no recursion)."""
    if not isinstance(tree, (tuple, list)):
        raise TypeError(_("a rooted tree is a tuple of child subtrees, such as ((), ((),)); got {given}").format(
                            given=given(tree)))
    order, todo = [], [(tree, False)]
    open_lists: set[int] = set()          # lists being expanded: meeting one again inside itself is a cycle
    while todo:
        node, leaving = todo.pop()
        if leaving:
            open_lists.discard(id(node))
            continue
        if not isinstance(node, (tuple, list)):
            raise TypeError(_("a rooted tree is a tuple of child subtrees, but one of its nodes is {given}").format(
                                given=given(node)))
        if isinstance(node, list):
            if id(node) in open_lists:
                raise ValueError(_("the tree contains itself (a list appended to itself): a rooted tree must be "
                                   "finite, such as ((), ((),))"))
            open_lists.add(id(node))
            todo.append((node, True))
        order.append(node)
        todo.extend((c, False) for c in node)
    order.reverse()
    return order


def canonical_tree(tree: object) -> Tree:
    """Return ``tree`` with every node's children sorted (trees equal up to order become equal).

    >>> canonical_tree((((),), ()))
    ((), ((),))
    """
    done: dict[int, tuple[str, Tree]] = {}   # id(node) -> (its code, its canonical form)
    for node in _children_first(tree):
        kids = sorted((done[id(c)] for c in node), key=lambda pair: (len(pair[0]), pair[0]))
        done[id(node)] = ("(" + "".join(k[0] for k in kids) + ")", tuple(k[1] for k in kids))
    return done[id(tree)][1]


def edge_count(tree: Tree) -> int:
    """Return the number of edges of a rooted tree.

    >>> edge_count(((), ((),)))
    3
    """
    count, todo = 0, [tree]
    while todo:
        node = todo.pop()
        count += len(node)
        todo.extend(node)
    return count


def colon_value(tree: object) -> int:
    """Return γ of a rooted tree by the colon principle: ⊕ over the children of (γ(child) + 1).

    See also: :class:`RootedTreeGame`, :func:`stalk`.

    >>> colon_value(((), ((),)))          # an edge and a stalk of two: 1 ⊕ 2
    3
    >>> colon_value(stalk(100))
    100
    """
    value: dict[int, int] = {}
    for node in _children_first(tree):
        value[id(node)] = reduce(xor, (value[id(c)] + 1 for c in node), 0)
    return value[id(tree)]


def stalk(n: int) -> Tree:
    """Return a stalk (a path) of n edges hanging from the root; its value is n.

    See also: :func:`colon_value`.

    >>> stalk(3)
    ((((),),),)
    """
    n = as_heap(n)
    if n > MAX_DEPTH:
        raise ValueError(_("a stalk of more than {MAX_DEPTH} edges is refused (deeper trees cannot be hashed "
                           "safely), got {n}; its value is {n2}, the colon principle's stalk rule").format(
                             MAX_DEPTH=f"{MAX_DEPTH:,}", n=f"{n:,}", n2=n))
    tree: Tree = ()
    for _edge in range(n):
        tree = (tree,)
    return tree


def tree_from_parents(parents: Mapping[object, object], root: object = 0) -> Tree:
    """Return the rooted tree given by ``{node: parent}`` (the root has no entry).

    See also: :func:`tree_from_edges`, :func:`canonical_tree`.

    >>> tree_from_parents({1: 0, 2: 0, 3: 2})
    ((), ((),))
    """
    children: dict = {}
    for node, parent in parents.items():
        children.setdefault(parent, []).append(node)
    seen = {root}
    order, todo = [], [root]
    while todo:
        node = todo.pop()
        order.append(node)
        for c in children.get(node, []):
            if c in seen:
                raise ValueError(_("node {c} is reached twice: the parents do not form a tree").format(c=repr(c)))
            seen.add(c)
            todo.append(c)
    if len(seen) != len(parents) + 1:
        missing = sorted(map(repr, set(parents) - seen))
        raise ValueError(_("nodes {value} are not connected to the root {root}").format(
                             value=', '.join(missing), root=repr(root)))
    built: dict = {}
    for node in reversed(order):
        built[node] = tuple(built[c] for c in children.get(node, []))
    return canonical_tree(built[root])


def tree_from_edges(edges: Iterable[tuple[object, object]], root: object = 0) -> Tree:
    """Return the tree of an undirected edge list (or a networkx graph's ``.edges``) rooted at ``root``.

    See also: :func:`tree_from_parents`, :func:`canonical_tree`.

    >>> tree_from_edges([(0, 1), (1, 2), (0, 3)])
    ((), ((),))
    """
    neighbours: dict = {root: []}
    count = 0
    for u, v in edges:
        neighbours.setdefault(u, []).append(v)
        neighbours.setdefault(v, []).append(u)
        count += 1
    parents, todo = {}, [root]
    seen = {root}
    while todo:
        u = todo.pop()
        for v in neighbours[u]:
            if v in seen:
                if parents.get(u) != v:
                    raise ValueError(_("the edges contain a cycle: this is not a tree"))
                continue
            seen.add(v)
            parents[v] = u
            todo.append(v)
    if len(seen) < len(neighbours) or count != len(parents):
        raise ValueError(_("the edges do not form one tree containing the root"))
    return tree_from_parents(parents, root)


def random_tree(edges: int, seed: int = 0) -> Tree:
    """Return a random rooted tree with the given number of edges (each new node picks a random parent).

    >>> edge_count(random_tree(12, seed=1))
    12
    """
    edges = as_heap(edges)
    check_work_size(edges, MAX_RANDOM_TREE_EDGES, N_("edges"), N_("a tree of at most 100,000 edges "
                                                                     "(built in about a second)"))
    rng = random.Random(seed)
    return tree_from_parents({k: rng.randrange(k) for k in range(1, edges + 1)})


class RootedTreeGame(Game):
    """Deleting edges of a rooted tree: a move removes one edge and all that hangs below it.

    ``grundy`` is the mex rule over the moves (brute force, memoised on canonical trees) for trees of
    at most :attr:`search_edges` edges (16): compare it with :func:`colon_value`.  The search over a
    larger tree can take minutes (a random tree of 40 edges has over 100 000 positions, a stalk of
    300 edges takes 20 s), so a larger tree's value comes from the colon principle, which the tests
    check against the search on every tree they try.

    See also: :func:`colon_value`, :func:`tree_from_edges`, :func:`tree_from_parents`.

    >>> g = RootedTreeGame()
    >>> t = ((), ((),), (((),),))
    >>> g.grundy(t), colon_value(t)
    (0, 0)
    >>> g.winning_moves(((), ((),)))       # value 1 ⊕ 2 = 3: cut the top of the stalk
    [((), ())]
    """

    #: The most edges a tree may have for γ by search; a larger tree is valued by :func:`colon_value`.
    search_edges: int = 16

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name or N_("deleting edges of a rooted tree"))

    def grundy(self, position: object) -> int:
        """Return γ of the tree: by the search up to :attr:`search_edges` edges, by :func:`colon_value` above.

        >>> RootedTreeGame().grundy(stalk(5000))
        5000
        """
        tree = self.position(position)
        if edge_count(tree) > self.search_edges:
            return colon_value(tree)
        return super().grundy(tree)

    def position(self, position: object) -> Tree:
        tree = canonical_tree(position)
        if nesting_depth(tree) > MAX_DEPTH:
            raise ValueError(_("a tree more than {MAX_DEPTH} edges deep is refused: positions this deep cannot "
                               "be hashed safely (its value is colon_value(tree), computed without them)").format(
                                 MAX_DEPTH=MAX_DEPTH))
        return tree

    def moves(self, position: object) -> list[Tree]:
        """Return the trees left after deleting one edge (each distinct tree once).

        >>> RootedTreeGame().moves((((),),))
        [(), ((),)]
        """
        tree = self.position(position)
        cuts: dict[int, list[Tree]] = {}   # id(node) -> the subtrees left by one cut below that node
        for node in _children_first(tree):  # children first, with an explicit stack (deep stalks)
            found = []
            for i, child in enumerate(node):
                rest = node[:i] + node[i + 1:]
                found.append(rest)                       # cut the edge to this child
                found.extend(rest + (smaller,) for smaller in cuts[id(child)])  # or cut inside it
            cuts[id(node)] = found
        return list(dict.fromkeys(canonical_tree(t) for t in cuts[id(tree)]))
