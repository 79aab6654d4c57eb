"""Deleting edges of a rooted tree: the colon principle against brute force."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from gamekit.games.graphs.trees import (RootedTreeGame, canonical_tree, colon_value, edge_count, random_tree,
    stalk, tree_from_edges, tree_from_parents)


def test_a_stalk_of_n_edges_is_a_nim_heap_of_n():
    g = RootedTreeGame()
    assert [g.grundy(stalk(n)) for n in range(8)] == list(range(8))
    assert colon_value(stalk(500)) == 500


@given(st.integers(0, 9), st.integers(0, 10 ** 6))
def test_colon_principle_against_brute_force_on_random_trees(edges, seed):
    t = random_tree(edges, seed)
    assert edge_count(t) == edges
    assert RootedTreeGame().grundy(t) == colon_value(t)


@given(st.integers(1, 7), st.integers(0, 10 ** 6), st.integers(0, 10 ** 6))
def test_replacing_a_branch_by_a_stalk_of_equal_value_keeps_the_value(edges, seed, other):
    branch = random_tree(edges, seed)
    rest = random_tree(3, other)
    with_branch, with_stalk = rest + (branch,), rest + (stalk(colon_value(branch)),)
    assert RootedTreeGame().grundy(with_branch) == RootedTreeGame().grundy(with_stalk)


def test_tree_builders_agree():
    t = tree_from_parents({1: 0, 2: 1, 3: 1, 4: 0})
    assert t == tree_from_edges([(0, 1), (1, 2), (3, 1), (4, 0)])
    assert t == canonical_tree((((), ()), ()))
    assert colon_value(t) == (((0 + 1) ^ (0 + 1)) + 1) ^ 1 == 0


def test_tree_builders_reject_what_is_not_a_tree():
    with pytest.raises(ValueError, match="cycle"):
        tree_from_edges([(0, 1), (1, 2), (2, 0)])
    with pytest.raises(ValueError, match="not connected"):
        tree_from_parents({1: 0, 2: 3})
    with pytest.raises(TypeError, match="tuple of child subtrees"):
        colon_value([(), 3])


def test_a_tree_containing_itself_is_refused():
    t: list = []
    t.append(t)
    with pytest.raises(ValueError, match="contains itself"):
        colon_value(t)
    with pytest.raises(ValueError, match="contains itself"):
        RootedTreeGame().grundy(t)
    shared = [()]
    assert colon_value([shared, shared]) == 0       # a list met twice side by side is no cycle


@pytest.mark.slow
def test_deep_stalks_need_no_recursion():
    assert len(RootedTreeGame().moves(stalk(1500))) == 1500
    assert RootedTreeGame().grundy(stalk(16)) == 16 == colon_value(stalk(16))     # by the search
    assert RootedTreeGame().grundy(stalk(3000)) == 3000                            # by the colon principle


def test_the_search_and_the_colon_principle_agree_up_to_the_search_limit():
    from gamekit.games.graphs.trees import random_tree
    g = RootedTreeGame()
    for edges in (9, RootedTreeGame.search_edges):
        for seed in range(3):
            t = random_tree(edges, seed)
            assert g.grundy(t) == colon_value(t)
            assert len(g.known_values()) > edges                # the search did run
    with pytest.raises(ValueError, match="deep"):
        RootedTreeGame().grundy(stalk(20_000))
