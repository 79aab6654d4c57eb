"""Tables of nim positions: a position in binary with its nim-sum, and the candidate move of every heap."""
from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamekit.core.validation import heaps as as_heaps
from gamekit.games.heaps.nim import nim_candidates
from gamekit.tables.core import P_CELL_CSS, stable_styler
from gamekit.tables.nimbers import HEAP_NAMES, binary_layout

__all__ = ["nim_position_layout", "nim_candidates_table"]


def nim_position_layout(heaps: Sequence[int]) -> "pd.io.formats.style.Styler":
    """Return the binary layout of a nim position, its heaps named a, b, c, … and the nim-sum s.

    >>> nim_position_layout((13, 42, 30, 43)).data["value"].tolist()
    [13, 42, 30, 43, 18]
    """
    heaps = as_heaps(heaps, "a nim position", empty=False)
    if len(heaps) > len(HEAP_NAMES):
        raise ValueError(f"at most {len(HEAP_NAMES)} heaps can be named, got {len(heaps)}")
    return binary_layout(heaps, [HEAP_NAMES[i] for i in range(len(heaps))], total_label="s")


def nim_candidates_table(heaps: Sequence[int]) -> "pd.io.formats.style.Styler":
    """Return one row per heap x: its candidate x' = s ⊕ x, whether x' < x, where the move leads; winning moves green.

    >>> nim_candidates_table((13, 42, 30, 43)).data["x' = s ⊕ x"].tolist()
    [31, 56, 12, 57]
    """
    heaps = as_heaps(heaps, "a nim position", empty=False)
    rows = []
    for c in nim_candidates(heaps):
        rows.append({"heap": HEAP_NAMES[c.index] if c.index < len(HEAP_NAMES) else str(c.index),
                     "x": c.size, "x' = s ⊕ x": c.target,
                     "x' < x": "yes" if c.legal else "no",
                     "move": f"{heaps} → {c.position}" if c.legal else
                     ("— (s = 0)" if c.target == c.size else "— (the heap would grow)")})
    frame = pd.DataFrame(rows).set_index("heap")

    def colour(row: pd.Series) -> list[str]:
        return [P_CELL_CSS if row["x' < x"] == "yes" else "" for _ in row]

    return stable_styler(frame.style.apply(colour, axis=1), "nim candidates", heaps)
