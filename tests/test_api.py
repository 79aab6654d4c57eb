"""The public names of gamekit follow the package's conventions (see CONTRIBUTING.md)."""
from __future__ import annotations

import inspect

import gamekit as gk

READY_MADE = {"Kayles", "DawsonsKayles", "DawsonsChess"}   # instances of OctalGame, as in CGSuite


def _public_pascal_names() -> list[str]:
    return [n for n in gk.__all__ if n[:1].isupper() and not n.isupper()]


def test_every_game_is_made_by_calling_its_class():
    factories = [n for n in _public_pascal_names() if inspect.isfunction(getattr(gk, n))]
    assert factories == []
    for name in _public_pascal_names():
        obj = getattr(gk, name)
        if name in READY_MADE:
            assert isinstance(obj, gk.OctalGame), name
        else:
            assert isinstance(obj, type), name


def test_named_games_are_instances_of_their_general_constructor():
    assert isinstance(gk.Bachet(3), gk.SubtractionGame) and gk.Bachet(3).subtraction_set == (1, 2, 3)
    assert isinstance(gk.Letra(4), gk.SubtractionGame)
    for game in (gk.TurningTurtles(), gk.RulerGame(), gk.MockTurtles()):
        assert isinstance(game, gk.CoinTurningGame)
    assert isinstance(gk.FibonacciNim(), gk.DynamicSubtraction)
    assert isinstance(gk.Ridinim(), gk.HeapSum)
    assert isinstance(gk.LaskersNim(), gk.SplitNim)
    assert isinstance(gk.Queen(), gk.BoardGame)


def test_aliases_are_the_same_class():
    assert gk.Bash is gk.Bachet and gk.Fordito is gk.TurningTurtles
