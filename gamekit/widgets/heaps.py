"""Explorers of heap games: a subtraction game with any set K."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.tables.core import MAX_COLUMNS   # a one-row table of more columns runs off a slide
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
from gamekit.games.heaps.subtraction import SubtractionGame
from gamekit.tables.heaps import heap_table
from gamekit.widgets.core import parse_integers

__all__ = ["parse_subtraction_set", "subtraction_view", "subtraction_explorer"]


def parse_subtraction_set(text: str) -> set[int]:
    """Return the set K written as ``"1, 3, 4"`` (commas or spaces), or raise ``ValueError``.

    >>> sorted(parse_subtraction_set("1, 3 4"))
    [1, 3, 4]
    """
    return set(parse_integers(text, _("write the subtraction set K as positive integers, e.g. 1, 3, 4"),
                              _("K must list positive integers")))


def subtraction_view(subtraction_set: str = "1, 3, 4", length: int = 24):
    """Return the coloured table of γ for the subtraction set written in ``subtraction_set``.

    Bad input raises ``ValueError``; the explorer shows its message, so a typing student sees why.

    >>> subtraction_view("2, 5", 8).data.loc["γ(n)"].tolist()
    [0, 0, 1, 1, 0, 2, 1, 0]
    >>> subtraction_view("2, x")
    Traceback (most recent call last):
    ...
    ValueError: K must list positive integers, got '2, x'
    """
    return heap_table(SubtractionGame(parse_subtraction_set(subtraction_set)), length)


def subtraction_explorer(subtraction_set: str = "1, 3, 4", length: int = 24) -> "ipywidgets.VBox":
    """Return a text box for K and a length slider over :func:`subtraction_view`.

    >>> type(subtraction_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(
        subtraction_view, height="120px",
        subtraction_set=w.Text(value=subtraction_set, description="K =", continuous_update=False),
        length=w.IntSlider(value=length, min=4, max=MAX_COLUMNS, description=_("length")),
    )
