"""Tables of nimbers: the nim-sum table with its 2ⁿ blocks and binary layouts (nim positions: tables.nim)."""
from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import heaps as as_heaps
from gamekit.tables.boards import board_frame
from gamekit.tables.core import P_CELL_CSS, stable_styler
from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.nimbers import binary_digits, nim_sum_table

__all__ = ["nim_sum_frame", "nim_sum_board", "binary_layout", "HEAP_NAMES"]

#: The names of the heaps of a position in binary: a, b, c, …
HEAP_NAMES = "abcdefghijklmnopqrstuvwxyz"
BLOCK_COLOUR = "#333333"
HIGHLIGHT_CSS = "background-color: #E69F0033"


def nim_sum_frame(size: int = 8, *, corner: str = "top-left") -> pd.DataFrame:
    """Return the size × size table of a ⊕ b (rows a, columns b), computed by the mex rule.

    ``corner`` places (0, 0): ``"top-left"`` as in the article's figure 10, ``"bottom-left"``
    as on the slide.

    >>> nim_sum_frame(4, corner="bottom-left")
    b  0  1  2  3
    a
    3  3  2  1  0
    2  2  3  0  1
    1  1  0  3  2
    0  0  1  2  3
    """
    frame = board_frame(nim_sum_table(size, progress=False), corner=corner)
    return frame.rename_axis(index="a", columns="b")


def _block_css(frame: pd.DataFrame, corner: str, largest: int) -> pd.DataFrame:
    """Return per-cell CSS drawing the lines between 2ⁿ blocks, thicker for larger n."""
    def width(k: int) -> int:
        # the boundary before index k (k > 0): thickness grows with the power of 2 dividing k
        m = (k & -k).bit_length() - 1
        return min(m, largest)

    away_row = "bottom" if corner.startswith("top") else "top"
    away_col = "right" if corner.endswith("left") else "left"
    def line(k: int, count: int, side: str) -> str:
        return f"border-{side}: {width(k + 1)}px solid {BLOCK_COLOUR}" if width(k + 1) >= 1 and k + 1 < count else ""

    rows = {a: line(a, len(frame.index), away_row) for a in frame.index}
    cols = {b: line(b, len(frame.columns), away_col) for b in frame.columns}
    cells = [["; ".join(part for part in (rows[a], cols[b]) if part) for b in frame.columns] for a in frame.index]
    return pd.DataFrame(cells, index=frame.index, columns=frame.columns)


def nim_sum_board(size: int = 8, *, corner: str = "top-left", blocks: bool = True,
                  zeros: bool = True) -> "pd.io.formats.style.Styler":
    """Return the nim-sum table as a Styler: the 2ⁿ × 2ⁿ blocks outlined, the zeros (P-positions of two-heap nim) green.

    The line before row or column k is 1 px for k ≡ 2 (mod 4), 2 px for k ≡ 4 (mod 8), 3 px
    for multiples of 8 and so on: the blocks of theorems 1 and 2 for every n at once.

    >>> html = nim_sum_board(16).to_html()
    >>> "border-right: 3px solid" in html, "border-bottom: 2px solid" in html
    (True, True)
    """
    frame = nim_sum_frame(size, corner=corner)
    styler = frame.style
    if zeros:
        styler = styler.map(lambda v: P_CELL_CSS if v == 0 else "")
    if blocks:
        largest = max(1, int(size).bit_length())
        styler = styler.apply(lambda _: _block_css(frame, corner, largest), axis=None)
    return stable_styler(styler, "nim-sum board", size, corner, blocks, zeros)


def binary_layout(values: Sequence[int], labels: Sequence[str] | None = None, *,
                  total_label: str = "⊕") -> "pd.io.formats.style.Styler":
    """Return the column layout of a nim-sum: one row of binary digits per value, then their nim-sum.

    Columns are the place values 2^k, then the decimal value; a place where the sum has a 1 is
    shaded (an odd number of 1s there), as in figure 12 of the article.

    >>> binary_layout([100, 50]).data
             64  32  16  8  4  2  1  value
    100       1   1   0  0  1  0  0    100
    50        0   1   1  0  0  1  0     50
    ⊕         1   0   1  0  1  1  0     86
    """
    values = [int(v) for v in as_heaps(values, N_("a nim position"), empty=False)]
    labels = [str(v) for v in values] if labels is None else [str(x) for x in labels]
    if len(labels) != len(values):
        raise ValueError(_("{count} values need {count} labels, got {count2}").format(
                             count=len(values), count2=len(labels)))
    total = nim_sum(*values)
    width = max(1, max(v.bit_length() for v in values + [total]))
    places = [2 ** k for k in range(width - 1, -1, -1)]
    rows = [binary_digits(v, width) + [v] for v in values + [total]]
    frame = pd.DataFrame(rows, index=labels + [total_label], columns=places + [_("value")])
    odd = [p for p in places if total & p]

    def shade(column: pd.Series) -> list[str]:
        return [HIGHLIGHT_CSS if column.name in odd else "" for _ in column]

    styler = frame.style.apply(shade, axis=0)
    styler = styler.set_table_styles([{"selector": "tbody tr:last-child",
                                       "props": f"border-top: 2px solid {BLOCK_COLOUR}; font-weight: bold"}])
    return stable_styler(styler, "binary layout", values, labels, total_label)
