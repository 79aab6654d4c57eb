"""Tables of values as pandas objects: plain DataFrames, and Stylers that colour P-positions."""
from __future__ import annotations

import zlib
from collections.abc import Sequence

import pandas as pd

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.palette import P_COLOUR, cell_css
from gamekit.core.validation import given

__all__ = ["sequence_table", "style_p_positions", "stable_styler", "compact", "MAX_COLUMNS"]

P_CELL_CSS = cell_css(P_COLOUR, bold=True)
MAX_COLUMNS = 34
"""The most columns of values a table shows side by side: at the tables' 18 px, 35 columns (with the
row labels) take about 1015 of the 1130 px of a 1280 × 720 slide; a wider table is cut into rows."""
# Tight cells, so that a table of 16-20 rows fits on a 1280 x 720 slide (lecture mode).
COMPACT_STYLES = [{"selector": "td, th", "props": "padding: 0.1em 0.45em; line-height: 1.2"}]


def stable_styler(styler: "pd.io.formats.style.Styler", *parts: object) -> "pd.io.formats.style.Styler":
    """Return ``styler`` with a uuid derived from ``parts``, so its HTML is identical on every run.

    >>> df = pd.DataFrame([[0, 1]])
    >>> stable_styler(df.style, "demo").uuid == stable_styler(df.style, "demo").uuid
    True
    """
    digest = zlib.crc32(repr((parts, styler.data.shape)).encode()) & 0xFFFFFF
    return styler.set_uuid(f"gk{digest:06x}").set_table_styles(COMPACT_STYLES, overwrite=False)


def compact(table: "pd.DataFrame | pd.io.formats.style.Styler",
            key: object = None) -> "pd.io.formats.style.Styler":
    """Return ``table`` as a Styler with compact cells, so that a tall table fits on one slide.

    A DataFrame becomes a Styler with a stable uuid (from ``key`` and its values), its column labels,
    axis names and the package's words in its cells (a census's ``periodic``) said in the language
    spoken: a frame of the package keeps English labels and words, which code indexes and compares
    (:func:`gamekit.census`, :func:`gamekit.tables.misere_atlas_frame`).  A Styler keeps its styles
    and gains the compact cell padding (every ``stable_styler`` table already has it).

    >>> html = compact(sequence_table([0, 1, 2])).to_html()
    >>> "padding: 0.1em 0.45em" in html
    True
    >>> compact(sequence_table([0, 1, 2])).to_html() == html
    True
    """
    if isinstance(table, pd.DataFrame):
        return stable_styler(_labels_said(table).style, "compact", key, table.to_numpy().tolist())
    if not hasattr(table, "set_table_styles"):
        raise TypeError(_("compact needs a DataFrame or a Styler, got {given}").format(given=given(table)))
    return table.set_table_styles(COMPACT_STYLES, overwrite=False)


# The English words some frames of the package hold as data, for code to compare (a census's status,
# ``census["status"] == "periodic"``; hidden_nim_table's agreement), and the row label of a count of games
# (``counts.to_frame("games")``), the classes of a nim position (``nim_position_class``): compact says them
# in the language spoken, in cells and row labels.
_FRAME_WORDS = frozenset({N_("periodic"), N_("open"), N_("by value"), N_("by value and heap parity"),
                          N_("yes"), N_("no"), N_("games"), N_("big"), N_("transitional"), N_("small")})


def _labels_said(table: pd.DataFrame) -> pd.DataFrame:
    """Return ``table`` with its column labels, axis names and the package's words in its cells and row
    labels (``_FRAME_WORDS``) in the language spoken, where the catalog has them."""
    def said(label: object) -> object:
        return gettext(label) if isinstance(label, str) and label else label

    shown = table.rename(columns=said, index=lambda label: said(label) if label in _FRAME_WORDS else label)
    shown.index = shown.index.set_names([said(name) for name in shown.index.names])
    shown.columns = shown.columns.set_names([said(name) for name in shown.columns.names])
    for i in range(shown.shape[1]):
        column = shown.iloc[:, i]
        if any(isinstance(v, str) and v in _FRAME_WORDS for v in column):
            shown.isetitem(i, column.map(lambda v: gettext(v) if isinstance(v, str) and v in _FRAME_WORDS else v))
    return shown


def sequence_table(values: Sequence[int], start: int = 0, label: str = "γ(n)",
                   index_name: str = "n") -> pd.DataFrame:
    """Return a one-row table of ``values`` with the positions ``start, start+1, …`` as columns.

    >>> sequence_table([0, 1, 2, 0])
    n     0  1  2  3
    γ(n)  0  1  2  0
    """
    columns = pd.Index(range(start, start + len(values)), name=index_name)
    return pd.DataFrame([list(values)], index=[label], columns=columns)


def style_p_positions(table: pd.DataFrame, *, key: object = None) -> "pd.io.formats.style.Styler":
    """Return a Styler of ``table`` with its zero cells (the P-positions) coloured green.

    >>> html = style_p_positions(sequence_table([0, 1, 0])).to_html()
    >>> html.count("background-color: #009E73")
    1
    """
    styler = table.style.map(lambda v: P_CELL_CSS if v == 0 else "")
    return stable_styler(styler, "p-positions", key, table.to_numpy().tolist())
