"""Explorers of take-away games: Bachet's game, its table and its fill replayed step by step."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.tables.heaps import sequence_fill
from gamekit.tables.core import MAX_COLUMNS   # a one-row table of more columns runs off a slide
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
from gamekit.tables.takeaway import bachet_table

__all__ = ["heap_fill_view", "heap_fill_explorer", "bachet_explorer"]


def heap_fill_view(largest_take: int = 2, length: int = 12, step: int = 12):
    """Return the fill of Bachet's game (take 1..largest_take) up to ``step``, with its mex set.

    >>> heap_fill_view(2, 12, 4).caption
    'mex {1, 2} = 0'
    """
    from gamekit.games.heaps.subtraction import Bachet

    return sequence_fill(Bachet(largest_take), length, max(1, min(step, length)))


def heap_fill_explorer(largest_take: int = 2, length: int = 12) -> "ipywidgets.VBox":
    """Return sliders (largest take, length, step) over :func:`heap_fill_view`: the slides' animation.

    >>> type(heap_fill_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    controls = dict(
        largest_take=w.IntSlider(value=largest_take, min=1, max=12, description=_("largest take")),
        length=w.IntSlider(value=length, min=2, max=MAX_COLUMNS, description=_("length")),
        step=w.IntSlider(value=length, min=1, max=length, description=_("step")),
    )

    def resize(_change=None):
        step = controls["step"]
        at_end = step.value == step.max
        step.max = controls["length"].value
        if at_end:
            step.value = step.max

    controls["length"].observe(resize, names="value")
    return explorer(heap_fill_view, height="140px", **controls)


def bachet_explorer(largest_take: int = 10, length: int = 24) -> "ipywidgets.VBox":
    """Return sliders (largest take, length) over :func:`gamekit.tables.bachet_table`.

    >>> type(bachet_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(
        bachet_table, height="120px",
        largest_take=w.IntSlider(value=largest_take, min=1, max=12, description=_("largest take")),
        length=w.IntSlider(value=length, min=4, max=MAX_COLUMNS, description=_("length")),
    )
