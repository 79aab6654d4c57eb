"""Explorers for heap games."""
from __future__ import annotations

from ..tables.heaps import bachet_table
from .core import explorer

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["bachet_explorer"]


def bachet_explorer(largest_take: int = 10, length: int = 24) -> "ipywidgets.VBox":
    """Return sliders (largest take, length) over :func:`gamekit.tables.bachet_table`.

    >>> type(bachet_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(
        bachet_table, height="120px",
        largest_take=w.IntSlider(value=largest_take, min=1, max=12, description="largest take"),
        length=w.IntSlider(value=length, min=4, max=40, description="length"),
    )
