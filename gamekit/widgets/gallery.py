"""Explorers of chapter 7: Wythoff's table with a Beatty pair, and a Fibonacci nim play-through."""
from __future__ import annotations

from ..dynamic import DynamicSubtraction
from ..tables.gallery import dynamic_play_frame, wythoff_beatty_table
from .core import explorer

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas

__all__ = ["wythoff_view", "wythoff_explorer", "dynamic_play_view", "fibonacci_nim_explorer"]

LOSERS = {"takes 1": "one", "takes the most allowed": "most", "plays at random (seed 1)": 1,
          "plays at random (seed 2)": 2}


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


def dynamic_play_view(n: int = 20, k: int = 2, loser: str = "takes 1") -> "pandas.DataFrame":
    """Return the play-through of k-dynamic subtraction from heap ``n`` (k = 2: Fibonacci nim).

    >>> dynamic_play_view(10, 2, "takes the most allowed")["take"].tolist()
    [2, 4, 1, 2, 1]
    """
    if loser not in LOSERS:
        raise ValueError(f"the loser's play is one of {', '.join(LOSERS)}; got {loser!r}")
    return dynamic_play_frame(DynamicSubtraction(k), n, loser=LOSERS[loser])


def fibonacci_nim_explorer(n: int = 20) -> "ipywidgets.VBox":
    """Return a widget: a starting heap, the multiplier k (2 is Fibonacci nim) and how the loser plays.

    >>> type(fibonacci_nim_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(dynamic_play_view, height="420px",
                    n=w.IntSlider(value=n, min=2, max=200, description="heap n"),
                    k=w.IntSlider(value=2, min=1, max=6, description="k"),
                    loser=w.Dropdown(options=list(LOSERS), value="takes 1", description="loser"))
