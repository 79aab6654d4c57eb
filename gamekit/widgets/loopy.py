"""Explorer for loopy games: place cars on the DUGÓ map and see values, the sum and the winning moves."""
from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["parse_cars", "cars_view", "cars_explorer"]


def parse_cars(text: str, game) -> list[Hashable]:
    """Return the towns written in ``text`` (separated by spaces or commas), checked against the map.

    >>> from gamekit.games.graphs.dugo import dugo
    >>> parse_cars("A, K  P", dugo())
    ['A', 'K', 'P']
    """
    names = [t for t in text.replace(",", " ").split() if t]
    if not names:
        raise ValueError(_("write at least one town, e.g. 'A K P'"))
    lookup = {str(p).upper(): p for p in game.positions}
    cars = []
    for name in names:
        if name.upper() not in lookup:
            raise ValueError(_("{name} is not a town of the map (towns: {towns})").format(
                name=repr(name), towns=", ".join(map(str, game.positions))))
        cars.append(lookup[name.upper()])
    return cars


def cars_view(game, text: str):
    """Return the cars table for the cars written in ``text`` (the explorer shows a bad input's message).

    >>> from gamekit.games.graphs.dugo import dugo
    >>> cars_view(dugo(), "A K P").caption.startswith("value of the sum: 3")
    True
    >>> cars_view(dugo(), "A Z")
    Traceback (most recent call last):
    ...
    ValueError: 'Z' is not a town of the map (towns: A, B, C, D, E, F, G, H, I, J, K, L, M, N, P)
    """
    from gamekit.tables.loopy import cars_table

    return cars_table(game, parse_cars(text, game))


def cars_explorer(game=None, cars: str = "A K P") -> "ipywidgets.VBox":
    """Return a widget: type where the cars stand → each car's value, the sum, the winning moves.

    >>> box = cars_explorer()
    >>> type(box).__name__
    'VBox'
    """
    import ipywidgets as w

    from gamekit.games.graphs.dugo import dugo

    game = dugo() if game is None else game
    text = w.Text(value=cars, description=_("cars at"), continuous_update=False,
                  layout=w.Layout(width="320px"))
    return explorer(lambda cars: cars_view(game, cars), height="200px", cars=text)
