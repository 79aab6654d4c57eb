"""Explorers of board games: a board table replayed cell by cell."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.core.language import pgettext
from gamekit.games.boards.chess import BOARD_GAMES, Knight, board_game
from gamekit.tables.boards import CORNERS, board_fill
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["board_explorer", "board_view"]


def board_view(piece: str = "rook", rows: int = 8, cols: int = 8, step: int = 64,
               corner: str = "top-left"):
    """Return what the board explorer shows: the fill of ``piece``'s table up to ``step``.

    ``step`` is clipped to the number of squares, so the last step shows the whole table.
    The knight is filled by anti-diagonals (its options may lie to the right), the others in
    the slides' order.  The game is played on the ``rows`` × ``cols`` board: for the knight, whose
    moves can lead away from the corner, the edge matters (no option off the board).

    >>> board_view("rook", 8, 8, 4, "bottom-left").caption
    'mex {0, 1, 2} = 3'
    >>> board_view("knight", 8, 8, 64, "bottom-left").caption     # h1: both P-options are off the board
    'mex {2} = 0'
    """
    game = board_game(piece)
    if piece == "knight":
        game = Knight(board=(rows, cols))
    total = rows * cols
    order = "antidiagonals" if piece == "knight" else "gnomon"
    return board_fill(game, rows, cols, max(1, min(step, total)), order=order, corner=corner)


def piece_name(name: str) -> str:
    """Return the name of a piece of the board explorer's menu (``"rook"``, …) in the language spoken.

    >>> piece_name("knight")
    'knight'
    """
    return {"rook": pgettext("piece", "rook"), "king": pgettext("piece", "king"),
            "queen": pgettext("piece", "queen"), "knight": pgettext("piece", "knight"),
            "corner 4/3": pgettext("piece", "corner 4/3")}.get(name, name)


def corner_name(corner: str) -> str:
    """Return a corner of a board (``"bottom-left"``, …) in the language spoken.

    >>> corner_name("bottom-left")
    'bottom-left'
    """
    return {"top-left": _("top-left"), "bottom-left": _("bottom-left"), "bottom-right": _("bottom-right"),
            "top-right": _("top-right")}.get(corner, corner)


def board_explorer(piece: str = "rook", rows: int = 8, cols: int = 8,
                   corner: str = "bottom-left") -> "ipywidgets.VBox":
    """Return controls (piece, rows, columns, corner, step) over :func:`board_view`.

    The step slider replays the fill, showing the mex set of the current square; it follows
    the size of the board (at its end it shows the whole table).

    >>> type(board_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    size = rows * cols
    controls = dict(
        piece=w.Dropdown(options=[(piece_name(name), name) for name in sorted(BOARD_GAMES)], value=piece,
                         description=_("piece")),
        rows=w.IntSlider(value=rows, min=1, max=16, description=_("rows"), continuous_update=False),
        cols=w.IntSlider(value=cols, min=1, max=16, description=_("columns"), continuous_update=False),
        corner=w.Dropdown(options=[(corner_name(c), c) for c in CORNERS], value=corner, description=_("target")),
        step=w.IntSlider(value=size, min=1, max=size, description=_("step")),
    )

    def resize(_change=None):
        step = controls["step"]
        at_end = step.value == step.max
        step.max = controls["rows"].value * controls["cols"].value
        if at_end:
            step.value = step.max

    controls["rows"].observe(resize, names="value")
    controls["cols"].observe(resize, names="value")
    return explorer(board_view, height="420px", **controls)
