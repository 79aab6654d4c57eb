"""Tables of octal games: values in rows of the period, exceptions marked, printed tables compared."""
from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.palette import PALETTE, cell_css
from gamekit.games.heaps.octal import exceptional_heaps
from gamekit.tables.core import MAX_COLUMNS, stable_styler
from gamekit.theory.game import Game, as_game

__all__ = ["rows_table", "octal_table", "grouped_digits_table",
           "table_differences"]

#: A value before the preperiod that breaks the period: red, as the differences of
#: :func:`gamekit.tables.compare_grids` (orange is the colour of N-positions).
EXCEPTION_CSS = cell_css(PALETTE[5], bold=True)
#: A heap before the preperiod: a light shade of the values' blue, under any colour of meaning.
PREPERIOD_CSS = cell_css("#DDEBF7")


def rows_table(values: Sequence[int], width: int) -> pd.DataFrame:
    """Return ``values`` in rows of ``width``: row label = first n of the row, column = n − row label.

    Missing cells of the last row are left empty (``<NA>``).

    >>> rows_table([0, 1, 2, 3, 1], 3)
    n  0  1     2
    0  0  1     2
    3  3  1  <NA>
    """
    if width < 1:
        raise ValueError(_("a row needs at least one cell, got width {width}").format(width=width))
    values = [int(v) for v in values]
    rows = [values[i:i + width] for i in range(0, len(values), width)]
    rows[-1] = rows[-1] + [pd.NA] * (width - len(rows[-1]))
    table = pd.DataFrame(rows, index=range(0, len(values), width), dtype="Int64")
    table.columns.name = "n"
    return table


def octal_table(game: Game | str, length: int = 96, width: int | None = None,
                max_n: int = 20_000, rows: int | None = None) -> "pd.io.formats.style.Styler":
    """Return γ(0..length−1) of ``game`` in rows of its period, the preperiod shaded, the values that break it in red.

    ``game`` is a heap game (an octal game, say) or an octal code such as ``"0.07"``.
    The period comes from ``game.period(max_n)``.  In rows of the period every column holds the
    heaps n, n + p, n + 2p, …: the shaded cells are the heaps before the preperiod, and a red one
    (:func:`gamekit.games.heaps.octal.exceptional_heaps`) differs from the unshaded values of its
    column, which are all equal.  A period longer than a slide is wide (:data:`~gamekit.tables.core.MAX_COLUMNS`)
    gives rows of ``width`` (default 12) cells, where a column shows nothing of the period: the
    preperiod is shaded and the caption counts the values that break the period.  The caption is
    the legend, in words; without a proved period nothing is coloured and the caption says so.
    ``rows``: at most so many rows, the first values only, and the caption says how many of the
    ``length`` values are shown.

    >>> import gamekit as gk
    >>> octal_table(gk.Kayles, 24).data.shape
    (2, 12)
    >>> octal_table(gk.OctalGame(".156"), 600, rows=5).data.shape
    (5, 12)
    >>> octal_table("0.07", 68).data.shape              # Dawson's Kayles: period 34
    (2, 34)

    See also: :meth:`gamekit.OctalGame.period`, :func:`gamekit.widgets.octal_explorer`.
    """
    game = as_game(game, "octal_table")
    if not hasattr(game, "grundy_sequence"):
        raise TypeError(_("octal_table needs a heap game such as gk.Kayles, or an octal code such as '0.77', got "
                          "{game}").format(game=repr(game)))
    found = game.period(max_n) if hasattr(game, "period") else None
    if width is None:
        width = found.period if found and found.period <= MAX_COLUMNS else 12
    shown = length if rows is None else min(length, rows * width)
    values = game.grundy_sequence(max(length, 1))[:shown]
    table = rows_table(values, width)
    breaking = exceptional_heaps(game.grundy_sequence(max_n), *found) if found else []
    in_columns = bool(found) and width == found.period
    marked = set(breaking) if in_columns else set()
    before = found.preperiod if found else 0

    def css(column: pd.Series) -> list[str]:
        return [EXCEPTION_CSS if n in marked else PREPERIOD_CSS if n < before else ""
                for n in (row + column.name for row in column.index)]

    lines = _legend(found, breaking, in_columns, max_n)
    if shown < length:
        lines[0] = _("the first {shown} of {length} values (the plot shows them all); {legend}").format(
            shown=_number(shown), length=_number(length), legend=lines[0])
    styler = (table.style.apply(css, axis=0).format(na_rep="")
              .set_caption("<br>".join(lines))
              .set_table_styles([{"selector": "caption",
                                  "props": "caption-side: bottom; text-align: left; white-space: nowrap"}]))
    return stable_styler(styler, "octal", repr(game), length, width, shown)


def _number(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def _legend(found, breaking: list[int], in_columns: bool, max_n: int) -> list[str]:
    """Return the caption lines that say what the colours of :func:`octal_table` mean."""
    if not found:
        return [_("no period proved from the first {count} values: nothing is coloured").format(count=_number(max_n))]
    head = str(found)                                   # "period 12 from the heap of 71 on"
    if found.preperiod == 0:
        return [_("{period}: every value repeats, nothing is coloured").format(period=head)]
    shaded, red = _("shaded"), _("red")         # outside the f-strings, where the catalog's extractor sees them
    shaded = f"<span style='{PREPERIOD_CSS}'>&nbsp;{shaded}&nbsp;</span>"
    red = f"<span style='{EXCEPTION_CSS}'>&nbsp;{red}&nbsp;</span>"
    heaps = _("the heap of 0") if found.preperiod == 1 else \
        _("the heaps before {preperiod}").format(preperiod=found.preperiod)
    if not in_columns:
        return [head, _("{shaded} {heaps}: {count} of them break the period (a row is shorter than the period)").format(
            shaded=shaded, heaps=heaps, count=_number(len(breaking)))]
    if not breaking:
        return [head, _("{shaded} {heaps}: none breaks the period").format(shaded=shaded, heaps=heaps)]
    if found.preperiod == 1:
        said = _("{shaded} {heaps} &nbsp; {red} its value breaks the period: unlike the unshaded values of the column")
    elif len(breaking) == 1:
        said = _("{shaded} {heaps} &nbsp; {red} the one that breaks the period: unlike the unshaded values of the "
                 "column")
    else:
        said = _("{shaded} {heaps} &nbsp; {red} the {count} that break the period: unlike the unshaded values of the "
                 "column")
    return [head, said.format(shaded=shaded, heaps=heaps, red=red, count=_number(len(breaking)))]


def grouped_digits_table(values: Sequence[int], width: int = 34, group: int = 5) -> pd.DataFrame:
    """Return single-digit values in rows of ``width``, written in groups of ``group`` digits as printed.

    >>> grouped_digits_table([0, 0, 1, 1, 2, 0, 3], width=7, group=5)
    n      0   5
    0  00112  03
    """
    if any(not 0 <= v <= 9 for v in values):
        raise ValueError(_("grouped digits need values 0–9"))
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
    return pd.DataFrame(rows, columns=["n", _("printed"), _("computed")])
