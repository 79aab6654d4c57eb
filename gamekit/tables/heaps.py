"""Tables of heap games: the rows n and γ(n) of the slides."""
from __future__ import annotations

import pandas as pd

from ..heaps import SubtractionGame
from .core import sequence_table, style_p_positions

__all__ = ["bachet_table", "subtraction_table"]


def subtraction_table(subtraction_set, length: int = 18) -> pd.DataFrame:
    """Return γ(0), …, γ(length−1) of the subtraction game with set K as a one-row table.

    >>> subtraction_table({1, 2}, 7)
    n     0  1  2  3  4  5  6
    γ(n)  0  1  2  0  1  2  0
    """
    if length < 1:
        raise ValueError(f"a table needs at least one column, got length {length}")
    return sequence_table(SubtractionGame(subtraction_set).grundy_sequence(length))


def bachet_table(largest_take: int = 10, length: int = 24) -> "pd.io.formats.style.Styler":
    """Return the Styler of Bachet's game (take 1..largest_take) with P-positions in green.

    >>> bachet_table(2, 6).data.loc["γ(n)"].tolist()
    [0, 1, 2, 0, 1, 2]
    """
    if largest_take < 1:
        raise ValueError(f"the largest take must be at least 1, got {largest_take}")
    table = subtraction_table(range(1, largest_take + 1), length)
    return style_p_positions(table, key=("bachet", largest_take))
