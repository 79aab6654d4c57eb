"""Explorers of misère play: a subtraction game with both rows γ and γ^h, and misère nim."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pandas as pd

from ..heaps import Nim, heap_position
from ..misere import misere_nim_move, misere_nim_solution, nim_position_class
from ..tables.misere import misere_subtraction_table
from .core import explorer, parse_integers
from .heaps import parse_subtraction_set

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["misere_subtraction_view", "misere_subtraction_explorer", "parse_heaps",
           "misere_nim_view", "misere_nim_explorer"]


def misere_subtraction_view(subtraction_set: str = "2, 5", length: int = 18):
    """Return the coloured rows γ and γ^h for the subtraction set written in ``subtraction_set``.

    Bad input raises ``ValueError``; the explorer shows its message.

    >>> misere_subtraction_view("2, 6", 6).data.loc["γ^h(n)"].tolist()
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
        length=w.IntSlider(value=length, min=4, max=40, description="length"),
    )


def parse_heaps(text: str) -> tuple[int, ...]:
    """Return the heaps written as ``"3, 4, 5"`` (commas or spaces), or raise ``ValueError``.

    >>> parse_heaps("3 4, 5")
    (3, 4, 5)
    """
    bad = "heaps are non-negative integers"
    numbers = parse_integers(text, "write the heaps as non-negative integers, e.g. 3, 4, 5", bad)
    if len(numbers) > 12:
        raise ValueError(f"at most 12 heaps here, got {len(numbers)}")
    try:
        heaps = heap_position(numbers)
    except ValueError as error:
        raise ValueError(f"{bad}, got {text!r}") from error
    if max(heaps) > 10_000:
        raise ValueError("keep the heaps below 10 000 here")
    return heaps


def misere_nim_view(heaps: str = "3, 4, 5") -> pd.DataFrame | str:
    """Return a nim position's class, normal and misère outcomes, and its misère winning moves.

    The outcomes come from the tantrum game when the position is small enough to search
    (at most 4 heaps of at most 12), otherwise from Bouton's rules (checked in the tests).

    >>> misere_nim_view("1, 1, 2").loc["misère winning moves", "value"]
    '(1, 1, 1)'
    >>> misere_nim_view("3, -1")
    Traceback (most recent call last):
    ...
    ValueError: heaps are non-negative integers, got '3, -1'
    """
    p = parse_heaps(heaps)
    nim = Nim()
    normal = nim.outcome(p)
    misere, winning = misere_nim_solution(p)
    move = misere_nim_move(p)
    rows = [("class", nim_position_class(p)), ("nim-sum", str(nim.grundy(p))),
            ("normal outcome", normal), ("misère outcome", misere),
            ("misère winning moves", ", ".join(map(str, winning)) if winning else "none"),
            ("strategy's move", str(move) if move is not None else "none")]
    return pd.DataFrame([v for _, v in rows], index=pd.Index([k for k, _ in rows], name=str(p)),
                        columns=["value"])


def misere_nim_explorer(heaps: str = "3, 4, 5") -> "ipywidgets.VBox":
    """Return a text box for the heaps over :func:`misere_nim_view`.

    >>> type(misere_nim_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(misere_nim_view, height="220px",
                    heaps=w.Text(value=heaps, description="heaps", continuous_update=False))
