"""Explorers of dynamic subtraction: a Fibonacci nim play-through."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.games.heaps.dynamic import DynamicSubtraction
from gamekit.tables.dynamic import dynamic_play_frame
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas

__all__ = ["dynamic_play_view", "fibonacci_nim_explorer"]


LOSERS = {N_("takes 1"): "one", N_("takes the most allowed"): "most", N_("plays at random (seed 1)"): 1,
          N_("plays at random (seed 2)"): 2}


def dynamic_play_view(n: int = 20, k: int = 2, loser: str = "takes 1") -> "pandas.DataFrame":
    """Return the play-through of k-dynamic subtraction from heap ``n`` (k = 2: Fibonacci nim).

    >>> dynamic_play_view(10, 2, "takes the most allowed")["take"].tolist()
    [2, 4, 1, 2, 1]
    """
    if loser not in LOSERS:
        raise ValueError(_("the loser's play is one of {plays}; got {loser}").format(
            plays=", ".join(LOSERS), loser=repr(loser)))
    return dynamic_play_frame(DynamicSubtraction(k), n, loser=LOSERS[loser])


def fibonacci_nim_explorer(n: int = 20) -> "ipywidgets.VBox":
    """Return a widget: a starting heap, the multiplier k (2 is Fibonacci nim) and how the loser plays.

    >>> type(fibonacci_nim_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(dynamic_play_view, height="420px",
                    n=w.IntSlider(value=n, min=2, max=200, description=_("heap n")),
                    k=w.IntSlider(value=2, min=1, max=6, description="k"),
                    loser=w.Dropdown(options=[(_(play), play) for play in LOSERS], value="takes 1",
                                     description=_("loser")))
