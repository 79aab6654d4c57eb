"""Explorers of Wythoff's game: its table with a Beatty pair highlighted."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.games.boards.wythoff import wythoff_pair
from gamekit.tables.wythoff import wythoff_beatty_table
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas

__all__ = ["wythoff_view", "wythoff_explorer", "largest_pair"]


def wythoff_view(size: int = 14, pair: int = 3) -> "pandas.io.formats.style.Styler":
    """Return Wythoff's table with Beatty pair ``pair`` highlighted (see :func:`gamekit.tables.wythoff_beatty_table`).

    >>> wythoff_view(8, 2).data.shape
    (8, 8)
    """
    return wythoff_beatty_table(size, pair)


def wythoff_explorer(size: int = 14, pair: int = 3) -> "ipywidgets.VBox":
    """Return a widget: a table size and the index n of the Beatty pair to highlight.

    >>> type(wythoff_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    size_slider = w.IntSlider(value=size, min=4, max=30, description=_("size"))
    pair_slider = w.IntSlider(value=min(pair, largest_pair(size)), min=0, max=largest_pair(size),
                              description=_("pair n"))

    def follow(change: dict) -> None:     # the pair slider stops at the last pair inside the table
        pair_slider.max = largest_pair(change["new"])

    size_slider.observe(follow, names="value")
    return explorer(wythoff_view, height="460px", size=size_slider, pair=pair_slider)


def largest_pair(size: int) -> int:
    """Return the largest n whose Beatty pair (⌊nφ⌋, ⌊nφ²⌋) fits in a size × size table.

    >>> largest_pair(14), largest_pair(30)
    (5, 11)
    """
    n = 0
    while wythoff_pair(n + 1)[1] < size:
        n += 1
    return n
