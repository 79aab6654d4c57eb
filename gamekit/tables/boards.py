"""Board tables: the values of a game of (row, col) laid out as the sources print them.

Every function takes a *source* of values: a :class:`gamekit.BoardGame` (fast whole-table
fill), any other game of ``(row, col)``, a function ``f(row, col)``, or a 2-D array of values
already computed.  ``corner`` says where the target corner (0, 0) is drawn: ``"top-left"`` as in
the article, ``"bottom-left"`` as in the slides' "Sarokba a bástyát!", ``"bottom-right"`` as in
KöMaL Gy. 2881.  ``labels`` is ``"distance"`` (rows and columns labelled by their distance from
the corner) or ``"chess"`` (files a, b, … left to right, ranks 1, 2, … bottom to top).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Union

import numpy as np
import pandas as pd

from gamekit.core.language import N_, pgettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import given, is_integer, positive
from gamekit.games.boards.chess import BoardGame, fill_order, options_filled_later
from gamekit.tables.core import style_p_positions
from gamekit.tables.fill import FillStep
from gamekit.theory.game import Game

__all__ = ["board_values", "board_frame", "board_table", "board_fill", "CORNERS"]

#: The corners a board table may put its (0, 0) in, as the sources print them.
CORNERS = ("top-left", "bottom-left", "bottom-right", "top-right")
Source = Union[Game, Callable[[int, int], int], np.ndarray, list]


def board_values(source: Source, rows: int | None = None, cols: int | None = None) -> np.ndarray:
    """Return the ``rows × cols`` array of values of ``source`` at ``(row, col)``, corner at [0, 0].

    >>> board_values(lambda r, c: r ^ c, 2, 3)
    array([[0, 1, 2],
           [1, 0, 3]])
    """
    if isinstance(source, (np.ndarray, list, tuple, pd.DataFrame)):
        array = np.asarray(source)
        if array.ndim != 2:
            raise ValueError(_("a table of values must be 2-dimensional, got shape {shape}").format(shape=array.shape))
        rows = array.shape[0] if rows is None else rows
        cols = array.shape[1] if cols is None else cols
        if rows > array.shape[0] or cols > array.shape[1]:
            raise ValueError(_("asked for {rows}×{cols} values, the array has only {shape}×{shape2}").format(
                                 rows=rows, cols=cols, shape=array.shape[0], shape2=array.shape[1]))
        return array[:rows, :cols]
    rows = 8 if rows is None else rows
    cols = 8 if cols is None else cols
    rows, cols = positive(rows, N_("rows")), positive(cols, N_("cols"))
    if isinstance(source, BoardGame):
        return source.grundy_table(rows, cols)
    if isinstance(source, Game):
        f = lambda r, c: source.grundy((r, c))  # noqa: E731
    elif callable(source):
        f = source
    else:
        raise TypeError(_("a board table needs a game, a function f(row, col) or a 2-D array, got {given}").format(
                            given=given(source)))
    return np.array([[f(r, c) for c in range(cols)] for r in range(rows)])


def _orient(values: np.ndarray, corner: str, labels: str) -> pd.DataFrame:
    """Return the display frame of a value array whose [0, 0] is the target corner."""
    if corner not in CORNERS:
        raise ValueError(_("corner must be one of {value}; got {corner}").format(
                             value=', '.join(CORNERS), corner=repr(corner)))
    if labels not in ("distance", "chess"):
        raise ValueError(_("labels must be 'distance' or 'chess', got {labels}").format(labels=repr(labels)))
    rows, cols = values.shape
    flip_rows = corner.startswith("bottom")
    flip_cols = corner.endswith("right")
    row_order = list(range(rows))[::-1] if flip_rows else list(range(rows))
    col_order = list(range(cols))[::-1] if flip_cols else list(range(cols))
    shown = values[np.ix_(row_order, col_order)]
    if labels == "distance":
        index = pd.Index(row_order, name=_("row"))
        columns = pd.Index(col_order, name=_("col"))
    else:
        if cols > 26:
            raise ValueError(_("chess labels run out of letters beyond 26 columns"))
        index = pd.Index(range(rows, 0, -1), name=pgettext("chess board", "rank"))
        columns = pd.Index([chr(ord("a") + j) for j in range(cols)], name=pgettext("chess board", "file"))
    return pd.DataFrame(shown, index=index, columns=columns)


def _display_cell(r: int, c: int, rows: int, cols: int, corner: str, labels: str) -> tuple:
    """Return the (row label, column label) of position (r, c) in the display frame."""
    if labels == "distance":
        return (r, c)
    i = rows - 1 - r if corner.startswith("bottom") else r
    j = cols - 1 - c if corner.endswith("right") else c
    return (rows - i, chr(ord("a") + j))


def board_frame(source: Source, rows: int | None = None, cols: int | None = None, *,
                corner: str = "top-left", labels: str = "distance") -> pd.DataFrame:
    """Return the table of values of ``source`` as a DataFrame, laid out with the target at ``corner``.

    >>> from gamekit import Rook
    >>> board_frame(Rook(), 3, 3, corner="bottom-left")
    col  0  1  2
    row
    2    2  3  0
    1    1  0  3
    0    0  1  2
    """
    return _orient(board_values(source, rows, cols), corner, labels)


def board_table(source: Source, rows: int | None = None, cols: int | None = None, *,
                corner: str = "top-left", labels: str = "distance") -> "pd.io.formats.style.Styler":
    """Return the Styler of :func:`board_frame` with the P-positions (value 0) in green.

    >>> from gamekit import King
    >>> board_table(King(), 8, 8, labels="chess").data.loc[8].tolist()
    [0, 1, 0, 1, 0, 1, 0, 1]
    """
    frame = board_frame(source, rows, cols, corner=corner, labels=labels)
    return style_p_positions(frame, key=("board", repr(source) if isinstance(source, Game) else None,
                                         corner, labels))


def board_fill(game: Game, rows: int = 8, cols: int = 8, step: int | None = None, *,
               order: str | list = "gnomon", corner: str = "top-left",
               labels: str = "distance") -> FillStep:
    """Return the table after ``step`` cells are filled in ``order``, with the current cell's mex.

    ``order`` is a name of :func:`gamekit.games.boards.chess.fill_order` or an explicit list of squares;
    ``step`` runs from 1 to rows·cols (``None`` is the last step).  The mex set lists the values
    of all options of the current square (also of options outside the table, for the knight).
    An order that fills a square before one of its options in the table raises ``ValueError``.

    >>> from gamekit import Rook
    >>> s = board_fill(Rook(), 8, 8, 18, corner="bottom-left")
    >>> s.position, s.caption
    ((1, 3), 'mex {0, 1, 3} = 2')
    """
    if not isinstance(game, Game):
        raise TypeError(_("board_fill replays the fill of a game, got {given}").format(given=given(game)))
    cells = fill_order(rows, cols, order) if isinstance(order, str) else [tuple(p) for p in order]
    total = len(cells)
    if total != rows * cols or set(cells) != {(r, c) for r in range(rows) for c in range(cols)}:
        raise ValueError(_("the order must list each of the {rows}×{cols} squares exactly once").format(
                             rows=rows, cols=cols))
    step = total if step is None else step
    if not is_integer(step):
        raise TypeError(_("step must be a whole number between 1 and {total}, got {given}").format(
                            total=total, given=given(step)))
    if not 1 <= step <= total:
        raise ValueError(_("step must be between 1 and {total}, got {step}").format(total=total, step=repr(step)))
    values = board_values(game, rows, cols)
    rank = {p: i for i, p in enumerate(cells)}
    position = cells[step - 1]
    options = list(dict.fromkeys(game.moves(position)))
    late = options_filled_later(game, cells, position)
    if late:
        raise ValueError(_("this order fills {position} before its option {late}").format(
                             position=position, late=late[0]))
    shown = np.full((rows, cols), np.nan)
    for p in cells[:step]:
        shown[p] = values[p]
    frame = _orient(shown, corner, labels).astype("Int64")
    return FillStep(
        frame=frame, step=step, total=total, position=position,
        cell=_display_cell(*position, rows, cols, corner, labels),
        option_cells=tuple(_display_cell(*q, rows, cols, corner, labels) for q in options if q in rank),
        option_values=tuple(sorted({int(game.grundy(q)) for q in options})),
        value=int(values[position]),
    )

