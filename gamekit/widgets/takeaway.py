"""Explorers of heap games: a subtraction game with any set K, and a fill replayed step by step."""
from __future__ import annotations

from ..heaps import SubtractionGame
from ..tables.sequences import heap_table, sequence_fill
from .core import explorer, parse_integers

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["parse_subtraction_set", "subtraction_view", "subtraction_explorer", "heap_fill_view", "heap_fill_explorer"]


def parse_subtraction_set(text: str) -> set[int]:
    """Return the set K written as ``"1, 3, 4"`` (commas or spaces), or raise ``ValueError``.

    >>> sorted(parse_subtraction_set("1, 3 4"))
    [1, 3, 4]
    """
    return set(parse_integers(text, "write the subtraction set K as positive integers, e.g. 1, 3, 4",
                              "K must list positive integers"))


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
        length=w.IntSlider(value=length, min=4, max=60, description="length"),
    )


def heap_fill_view(largest_take: int = 2, length: int = 12, step: int = 12):
    """Return the fill of Bachet's game (take 1..largest_take) up to ``step``, with its mex set.

    >>> heap_fill_view(2, 12, 4).caption
    'mex {1, 2} = 0'
    """
    from ..takeaway import Bachet

    return sequence_fill(Bachet(largest_take), length, max(1, min(step, length)))


def heap_fill_explorer(largest_take: int = 2, length: int = 12) -> "ipywidgets.VBox":
    """Return sliders (largest take, length, step) over :func:`heap_fill_view`: the slides' animation.

    >>> type(heap_fill_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    controls = dict(
        largest_take=w.IntSlider(value=largest_take, min=1, max=12, description="largest take"),
        length=w.IntSlider(value=length, min=2, max=40, description="length"),
        step=w.IntSlider(value=length, min=1, max=length, description="step"),
    )

    def resize(_change=None):
        step = controls["step"]
        at_end = step.value == step.max
        step.max = controls["length"].value
        if at_end:
            step.value = step.max

    controls["length"].observe(resize, names="value")
    return explorer(heap_fill_view, height="140px", **controls)
