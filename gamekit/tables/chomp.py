"""Tables of Chomp: the winning bites, and what strategy stealing finds."""
from __future__ import annotations

from math import comb

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.language import N_
from gamekit.core.limits import check_work_size
from gamekit.core.progress import Progress
from gamekit.core.validation import count
from gamekit.core.validation import heap as as_heap
from gamekit.games.boards.chomp import Chomp, chomp_bite, strategy_stealing

__all__ = ["stealing_frame", "chomp_frame", "MAX_CHOMP_POSITIONS"]

MAX_CHOMP_POSITIONS = 200_000
"""The most positions :func:`chomp_frame` searches: those inside its largest bar (C(rows + cols, rows))."""


def stealing_frame(rows: int = 4, cols: int = 6) -> pd.DataFrame:
    """Return, for every m × n Chomp bar but 1 × 1, the winning bite the strategy-stealing argument finds.

    "corner": biting the far corner wins; "(row, column): stolen": the corner bite loses, and
    this bite is the opponent's winning reply to it, played first.

    >>> stealing_frame(2, 3)
    columns       1       2               3
    rows
    1             —  corner  (0, 1): stolen
    2        corner  corner          corner
    """
    table = []
    for m in range(1, as_heap(rows) + 1):
        line = []
        for n in range(1, as_heap(cols) + 1):
            if m * n == 1:
                line.append("—")
                continue
            bite, how = strategy_stealing(m, n)
            line.append(_("corner") if how == "corner" else _("{bite}: stolen").format(bite=bite))
        table.append(line)
    return pd.DataFrame(table, index=pd.Index(range(1, as_heap(rows) + 1), name=_("rows")),
                        columns=pd.Index(range(1, as_heap(cols) + 1), name=_("columns")))


def chomp_frame(rows: int = 5, cols: int = 7) -> pd.DataFrame:
    """Return, for every m × n bar (m ≤ rows, n ≤ cols), the winning first bites of Chomp.

    A cell lists the squares (row, column) of the bites that win, or "—" for the 1 × 1 bar,
    which is lost (the only bite is the poison).

    >>> chomp_frame(2, 3)
    columns       1       2       3
    rows
    1             —  (0, 1)  (0, 1)
    2        (1, 0)  (1, 1)  (1, 2)
    """
    rows, cols = count(rows, N_("the number of rows")), count(cols, N_("the number of columns"))
    check_work_size(comb(rows + cols, rows), MAX_CHOMP_POSITIONS,
                      f"positions inside a {rows} × {cols} bar (every staircase of bites)",
                      "a smaller bar (9 × 11 has 167,960 positions, about 10 s)")
    tantrum = Chomp().misere()
    table = []
    with Progress("auto", rows * cols, "Chomp bars solved") as report:
        for m in range(1, rows + 1):
            line = []
            for n in range(1, cols + 1):
                board = Chomp.board(m, n)
                bites = [chomp_bite(board, q) for q in tantrum.winning_moves(board)]
                line.append(" ".join(str(b) for b in bites) if bites else "—")
                report((m - 1) * cols + n)
            table.append(line)
    return pd.DataFrame(table, index=pd.Index(range(1, as_heap(rows) + 1), name=_("rows")),
                        columns=pd.Index(range(1, as_heap(cols) + 1), name=_("columns")))
