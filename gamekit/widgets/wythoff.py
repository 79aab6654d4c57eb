"""Explorers of Wythoff's game: its table with a Beatty pair highlighted."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..tables.wythoff import wythoff_beatty_table
from .core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas

__all__ = ["wythoff_view", "wythoff_explorer"]


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

    return explorer(wythoff_view, height="460px",
                    size=w.IntSlider(value=size, min=4, max=30, description="size"),
                    pair=w.IntSlider(value=pair, min=0, max=18, description="pair n"))
