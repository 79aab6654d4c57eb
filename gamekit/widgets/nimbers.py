"""Explorers of nimbers: the nim-sum table and a nim position in binary."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.tables.nimbers import nim_sum_board
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas as pd

from gamekit.widgets.nim import nim_position_explorer, nim_position_view

__all__ = ["nim_sum_view", "nim_position_view", "nim_sum_explorer", "nim_position_explorer"]


def nim_sum_view(size: int = 8, corner: str = "top-left", blocks: bool = True) -> "pd.io.formats.style.Styler":
    """Return the nim-sum table of the explorer: size × size, zeros green, 2ⁿ blocks outlined if ``blocks``.

    >>> nim_sum_view(4).data.loc[3].tolist()
    [3, 2, 1, 0]
    """
    return nim_sum_board(size, corner=corner, blocks=blocks)


def nim_sum_explorer(size: int = 8, max_size: int = 64) -> "ipywidgets.VBox":
    """Return a widget: a size slider, the corner and a blocks switch over :func:`nim_sum_view`.

    >>> type(nim_sum_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(
        nim_sum_view, height="560px",
        size=w.IntSlider(value=size, min=1, max=max_size, description=_("size"), continuous_update=False),
        corner=w.Dropdown(options=[(_("top-left"), "top-left"), (_("bottom-left"), "bottom-left")], value="top-left",
                          description=_("(0, 0) at")),
        blocks=w.Checkbox(value=True, description=_("2ⁿ blocks")),
    )
