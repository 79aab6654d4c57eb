"""Tests of gamekit.games.heaps.splitting: split nim and partitions."""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.games.heaps.splitting import split_nim_rule


def test_split_nim_two_parts_is_laskers_nim():
    assert gk.SplitNim(2).grundy_sequence(150) == gk.LaskersNim().grundy_sequence(150)


@pytest.mark.parametrize("parts", [2, 3])
def test_split_nim_rule(parts):
    assert gk.SplitNim(parts).grundy_sequence(160) == [split_nim_rule(n, parts) for n in range(160)]


def test_split_nim_rows_agree_with_the_mex_rule_on_moves():
    game = gk.SplitNim(3)
    brute = gk.Game(game.moves)
    for heaps in [(7,), (8,), (3, 5), (2, 2, 6), (9,)]:
        assert brute.grundy(heaps) == game.grundy(heaps)


def test_partitions_count():
    from gamekit.games.heaps.splitting import partitions
    # p(n, 3) = round(n² / 12)
    assert all(len(list(partitions(n, 3))) == round(n * n / 12) for n in range(3, 60))



@pytest.mark.parametrize("parts", [2, 3])
def test_split_nim_grundy_by_the_rule_matches_the_mex_rule(parts):
    game, search = gk.SplitNim(parts), gk.SplitNim(parts)
    values = search.grundy_sequence(90)
    assert [game.grundy((n,)) for n in range(90)] == values
    assert game.grundy((2000,)) == split_nim_rule(2000, parts)
    assert gk.LaskersNim().grundy(10**5) == split_nim_rule(10**5, 2) == 10**5 - 1
