"""Tables of octal games: values in rows of the period, exceptions marked, printed tables compared."""
from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamekit.core.palette import N_COLOUR, cell_css
from gamekit.games.heaps.octal import exceptional_heaps
from gamekit.tables.core import MAX_COLUMNS, stable_styler

__all__ = ["rows_table", "octal_table", "grouped_digits_table",
           "table_differences"]

EXCEPTION_CSS = cell_css(N_COLOUR, bold=True)


def rows_table(values: Sequence[int], width: int) -> pd.DataFrame:
    """Return ``values`` in rows of ``width``: row label = first n of the row, column = n − row label.

    Missing cells of the last row are left empty (``<NA>``).

    >>> rows_table([0, 1, 2, 3, 1], 3)
    n  0  1     2
    0  0  1     2
    3  3  1  <NA>
    """
    if width < 1:
        raise ValueError(f"a row needs at least one cell, got width {width}")
    values = [int(v) for v in values]
    rows = [values[i:i + width] for i in range(0, len(values), width)]
    rows[-1] = rows[-1] + [pd.NA] * (width - len(rows[-1]))
    table = pd.DataFrame(rows, index=range(0, len(values), width), dtype="Int64")
    table.columns.name = "n"
    return table


def octal_table(game, length: int = 96, width: int | None = None,
                max_n: int = 20_000, rows: int | None = None) -> "pd.io.formats.style.Styler":
    """Return γ(0..length−1) of ``game`` in rows of its period, exceptional values highlighted.

    The period comes from ``game.period(max_n)``; without a proved period, or with one longer
    than a slide is wide (:data:`~gamekit.tables.core.MAX_COLUMNS`), the rows have ``width``
    (default 12) cells, and without a period nothing is highlighted.  ``rows``: at most so many
    rows, the first values only, and a caption says how many of the ``length`` values are shown.

    >>> import gamekit as gk
    >>> octal_table(gk.Kayles, 24).data.shape
    (2, 12)
    >>> octal_table(gk.OctalGame(".156"), 600, rows=5).data.shape
    (5, 12)
    """
    found = game.period(max_n) if hasattr(game, "period") else None
    if width is None:
        width = found.period if found and found.period <= MAX_COLUMNS else 12
    shown = length if rows is None else min(length, rows * width)
    values = game.grundy_sequence(max(length, 1))[:shown]
    table = rows_table(values, width)
    marked = set(exceptional_heaps(game.grundy_sequence(max_n), *found)) if found else set()

    def css(column: pd.Series) -> list[str]:
        return [EXCEPTION_CSS if (row + column.name) in marked else "" for row in column.index]

    styler = table.style.apply(css, axis=0).format(na_rep="")
    if shown < length:
        styler = (styler.set_caption(f"the first {shown} of {length} values (the plot shows them all)")
                  .set_table_styles([{"selector": "caption", "props": "white-space: nowrap; text-align: left"}]))
    return stable_styler(styler, "octal", repr(game), length, width, shown)


def grouped_digits_table(values: Sequence[int], width: int = 34, group: int = 5) -> pd.DataFrame:
    """Return single-digit values in rows of ``width``, written in groups of ``group`` digits as printed.

    >>> grouped_digits_table([0, 0, 1, 1, 2, 0, 3], width=7, group=5)
    n      0   5
    0  00112  03
    """
    if any(not 0 <= v <= 9 for v in values):
        raise ValueError("grouped digits need values 0–9")
    rows = {}
    for start in range(0, len(values), width):
        row = values[start:start + width]
        rows[start] = ["".join(str(v) for v in row[i:i + group]) for i in range(0, len(row), group)]
    table = pd.DataFrame.from_dict(rows, orient="index").fillna("")
    table.columns = pd.Index(range(0, group * table.shape[1], group), name="n")
    return table


def table_differences(printed: dict[int, Sequence], values: Sequence[int]) -> pd.DataFrame:
    """Return the cells where a transcribed table (``{first n of a row: cells}``) differs from ``values``.

    A cell printed as ``None`` is a lost cell.  One row per difference: n, printed, computed.

    >>> table_differences({0: [0, 1, 2, 9]}, [0, 1, 2, 3])
       n  printed  computed
    0  3        9         3
    """
    rows = []
    for start, cells in sorted(printed.items()):
        for i, cell in enumerate(cells):
            n = start + i
            if n < len(values) and cell != values[n]:
                rows.append((n, cell, int(values[n])))
    return pd.DataFrame(rows, columns=["n", "printed", "computed"])
