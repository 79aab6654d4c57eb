"""Tables of Wythoff's game: its values, misère and normal, Beatty pairs, printed tables compared."""
from __future__ import annotations

import pandas as pd

from gamekit.core.palette import PALETTE, cell_css
from gamekit.core.validation import heap as as_heap
from gamekit.games.boards.wythoff import wythoff_pair, wythoff_values
from gamekit.tables.boards import board_frame, board_table
from gamekit.tables.compare import compare_grids
from gamekit.tables.core import P_CELL_CSS, stable_styler
from gamekit.theory.arithmetic import mex

__all__ = ["beatty_frame", "wythoff_beatty_table", "wythoff_table", "wythoff_comparison"]


PAIR_CSS = cell_css(PALETTE[0], bold=True)


LINE_CSS = cell_css("#D6EAF8")


def beatty_frame(count: int = 10) -> pd.DataFrame:
    """Return the first Beatty pairs (⌊nφ⌋, ⌊nφ²⌋) with their difference and the mex check.

    The column "mex" is the least number not in any earlier pair; Wythoff's P-positions satisfy
    a_n = mex and b_n = a_n + n, which the column "b − a" shows.

    >>> beatty_frame(4)
       ⌊nφ⌋  ⌊nφ²⌋  b − a  mex
    n
    0     0      0      0    0
    1     1      2      1    1
    2     3      5      2    3
    3     4      7      3    4
    """
    count = as_heap(count)
    rows, used = [], set()
    for n in range(count):
        a, b = wythoff_pair(n)
        rows.append([a, b, b - a, mex(used)])
        used |= {a, b}
    return pd.DataFrame(rows, index=pd.Index(range(count), name="n"),
                        columns=["⌊nφ⌋", "⌊nφ²⌋", "b − a", "mex"])


def wythoff_beatty_table(size: int = 12, pair: int | None = None) -> "pd.io.formats.style.Styler":
    """Return Wythoff's value table (row a, column b, (0, 0) top-left) with its zeros in green and
    one Beatty pair in blue: its two cells, and in pale blue the row, column and diagonals they attack.

    >>> t = wythoff_beatty_table(6, pair=2)
    >>> t.data.loc[3].tolist(), "#0072B2" in t.to_html()
    ([3, 4, 5, 6, 2, 0], True)
    """
    size = as_heap(size)
    values = wythoff_values(size)
    frame = pd.DataFrame(values, index=pd.Index(range(size), name="a"),
                         columns=pd.Index(range(size), name="b"))
    cells: set[tuple[int, int]] = set()
    lines: set[tuple[int, int]] = set()
    if pair is not None:
        a, b = wythoff_pair(as_heap(pair))
        cells = {(a, b), (b, a)}
        for (r, c) in cells:
            for k in range(size):
                lines |= {(r, k), (k, c)}
                lines |= {(r + d, c + d) for d in range(-size, size)}
    css = pd.DataFrame("", index=frame.index, columns=frame.columns)
    for r in range(size):
        for c in range(size):
            if (r, c) in cells:
                css.iloc[r, c] = PAIR_CSS
            elif values[r, c] == 0:
                css.iloc[r, c] = P_CELL_CSS
            elif (r, c) in lines:
                css.iloc[r, c] = LINE_CSS
    styler = frame.style.apply(lambda _: css, axis=None)
    return stable_styler(styler, "wythoff-beatty", size, pair)


def wythoff_table(size: int = 6, misere: bool = False) -> "pd.io.formats.style.Styler":
    """Return the size × size table of Wythoff γ (or γʰ) as the slides print it: (0, 0) bottom-left.

    >>> wythoff_table(6, misere=True).data.loc[0].tolist()
    [1, 0, 2, 3, 4, 5]
    """
    values = wythoff_values(size, misere=misere)
    return board_table(values, corner="bottom-left")


def wythoff_comparison(printed: list[list[int]], misere: bool = False) -> "pd.io.formats.style.Styler":
    """Return the computed Wythoff table in the printed layout, cells differing from ``printed`` in red.

    ``printed`` is transcribed row by row from the top, as on the slide ((0, 0) bottom-left).

    >>> printed = [[2, 0, 1], [1, 2, 0], [0, 1, 2]]
    >>> "→" in wythoff_comparison(printed).to_html()
    False
    """
    rows = len(printed)
    frame = board_frame(wythoff_values(rows, len(printed[0]), misere=misere), corner="bottom-left")
    return compare_grids(printed, frame, key=("wythoff", misere))
