"""Printed tables against computed ones: the cells where they differ."""
from __future__ import annotations

import numpy as np
import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.language import ngettext
from gamekit.core.palette import PALETTE, cell_css
from gamekit.tables.core import P_CELL_CSS, stable_styler

__all__ = ["grid_differences", "grid_agreement", "Agreement", "compare_grids"]

DIFF_CSS = cell_css(PALETTE[5], bold=True)


def _as_array(table: object, what: str) -> np.ndarray:
    array = np.asarray(table.to_numpy() if isinstance(table, pd.DataFrame) else table)
    if array.ndim == 1:
        array = array[np.newaxis, :]
    if array.ndim != 2:
        raise ValueError(_("the {what} table must be 1- or 2-dimensional, got shape {shape}").format(
                             what=what, shape=array.shape))
    return array


def grid_differences(printed: object, computed: object) -> pd.DataFrame:
    """Return the cells where ``printed`` and ``computed`` differ: (row, col, printed, computed).

    Rows and columns are counted from 0 in the layout of ``printed``; a shape mismatch raises
    ``ValueError`` (transcribe the printed table whole).

    >>> grid_differences([[0, 1], [1, 2]], [[0, 1], [1, 0]])
       row  col  printed  computed
    0    1    1        2         0
    """
    a, b = _as_array(printed, "printed"), _as_array(computed, "computed")
    if a.shape != b.shape:
        raise ValueError(_("the printed table is {shape}×{shape2} but the computed one is {shape3}×{shape4}").format(
                             shape=a.shape[0], shape2=a.shape[1], shape3=b.shape[0], shape4=b.shape[1]))
    rows, cols = np.nonzero(a != b)
    return pd.DataFrame({"row": rows, "col": cols, "printed": a[rows, cols], "computed": b[rows, cols]})


class Agreement(str):
    """A sentence saying how far a printed table agrees with a computed one; shown without quotes.

    ``differences`` holds the differing cells (the DataFrame of :func:`grid_differences`).
    """

    differences: pd.DataFrame

    def __repr__(self) -> str:
        return str(self)


def grid_agreement(printed: object, computed: object, limit: int = 5) -> Agreement:
    """Return a sentence saying which cells of ``printed`` and ``computed`` agree, listing the others.

    A chapter transcribes a table printed in a source and compares it with the computed one:
    the sentence says whether the source is right, and where it is not.

    Parameters
    ----------
    printed : array_like
        The table as the source prints it: a list of rows, a NumPy array or a DataFrame (one
        or two dimensions).
    computed : array_like
        The computed table, of the same shape.
    limit : int, default 5
        The most differing cells listed (row and column counted from 0).

    Returns
    -------
    Agreement
        The sentence (a ``str`` that a notebook shows as text); ``.differences`` holds the
        differing cells as a DataFrame.

    Raises
    ------
    ValueError
        If a table is not one- or two-dimensional, or the two shapes differ.

    See Also
    --------
    grid_differences : the differing cells as a DataFrame.
    compare_grids : the computed table styled, differences in red.

    Examples
    --------
    >>> grid_agreement([[0, 1], [1, 2]], [[0, 1], [1, 2]])
    all 4 cells agree
    >>> grid_agreement([[0, 1], [1, 2]], [[0, 1], [1, 0]])
    3 of 4 cells agree; 1 cell differs: row 1, column 1 printed 2, computed 0
    """
    diff = grid_differences(printed, computed)
    total = _as_array(printed, "printed").size
    if diff.empty:
        text = _("all {count} cells agree").format(count=total) if total != 1 else _("the one cell agrees")
    else:
        shown = "; ".join(_("row {row}, column {column} printed {printed}, computed {computed}").format(
            row=r, column=c, printed=p, computed=v) for r, c, p, v in diff.head(limit).itertuples(index=False))
        more = "; " + _("and {count} more").format(count=len(diff) - limit) if len(diff) > limit else ""
        text = ngettext("{agree} of {total} cells agree; {count} cell differs: {shown}",
                        "{agree} of {total} cells agree; {count} cells differ: {shown}", len(diff)).format(
            agree=total - len(diff), total=total, count=len(diff), shown=shown) + more
    result = Agreement(text)
    result.differences = diff
    return result


def compare_grids(printed: object, computed: pd.DataFrame | object,
                   key: object = None) -> "pd.io.formats.style.Styler":
    """Return the computed table styled: differing cells red showing ``printed→computed``, P green.

    >>> html = compare_grids([[0, 1], [1, 2]], [[0, 1], [1, 0]]).to_html()
    >>> "2→0" in html
    True
    """
    b = _as_array(computed, "computed")
    diff = grid_differences(printed, b)
    frame = computed.copy() if isinstance(computed, pd.DataFrame) and computed.ndim == 2 \
        else pd.DataFrame(b)
    shown = frame.astype(object)
    wrong = set(zip(diff["row"], diff["col"]))
    for r, c, p, v in diff.itertuples(index=False):
        shown.iat[r, c] = f"{p}→{v}"

    def css(table: pd.DataFrame) -> pd.DataFrame:
        out = pd.DataFrame("", index=table.index, columns=table.columns)
        for i in range(table.shape[0]):
            for j in range(table.shape[1]):
                if (i, j) in wrong:
                    out.iat[i, j] = DIFF_CSS
                elif b[i, j] == 0:
                    out.iat[i, j] = P_CELL_CSS
        return out

    styler = shown.style.apply(css, axis=None)
    caption = _("printed and computed agree on all {count} cells").format(count=f"{b.size:,}") if diff.empty else \
        ngettext("{count} cell of {total} differs, shown as printed→computed",
                 "{count} cells of {total} differ, shown as printed→computed", len(diff)).format(
            count=len(diff), total=f"{b.size:,}")
    return stable_styler(styler.set_caption(caption), "compare", key, shown.to_numpy().tolist())
