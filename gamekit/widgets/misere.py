"""Explorers of misère play: a subtraction game with both rows γ and γʰ (misère nim: widgets.nim)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.tables.misere import misere_subtraction_table
from gamekit.tables.core import MAX_COLUMNS   # a one-row table of more columns runs off a slide
from gamekit.widgets.core import explorer
from gamekit.widgets.heaps import parse_subtraction_set

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

from gamekit.widgets.nim import misere_nim_explorer, misere_nim_view, parse_heaps

__all__ = ["misere_subtraction_view", "misere_subtraction_explorer", "parse_heaps",
           "misere_nim_view", "misere_nim_explorer"]


def misere_subtraction_view(subtraction_set: str = "2, 5", length: int = 18):
    """Return the coloured rows γ and γʰ for the subtraction set written in ``subtraction_set``.

    Bad input raises ``ValueError``; the explorer shows its message.

    >>> misere_subtraction_view("2, 6", 6).data.loc["γʰ(n)"].tolist()
    [1, 1, 0, 0, 1, 1]
    >>> misere_subtraction_view("0, 2")
    Traceback (most recent call last):
    ...
    ValueError: the subtraction set contains 0: removing nothing is not a move
    """
    return misere_subtraction_table(parse_subtraction_set(subtraction_set), length)


def misere_subtraction_explorer(subtraction_set: str = "2, 5", length: int = 18) -> "ipywidgets.VBox":
    """Return a text box for K and a length slider over :func:`misere_subtraction_view`.

    >>> type(misere_subtraction_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(
        misere_subtraction_view, height="140px",
        subtraction_set=w.Text(value=subtraction_set, description="K =", continuous_update=False),
        length=w.IntSlider(value=length, min=4, max=MAX_COLUMNS, description=_("length")),
    )
