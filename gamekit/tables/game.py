"""Tables of sums of games: the parts of a sum with their values and their winning moves."""
from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamekit.core.validation import given
from gamekit.tables.core import P_CELL_CSS, stable_styler
from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.game import Game, Sum

__all__ = ["sum_table"]


def sum_table(parts: Sequence[tuple[Game, object]], names: Sequence[str] | None = None
              ) -> "pd.io.formats.style.Styler":
    """Return a table of the components of a sum: each game, its position, its value γ, and the
    nim-sum in the last row (green when it is 0: a P-position).

    A column "winning moves here" lists, for each component, the positions it can move to that
    make the whole sum a P-position.

    >>> from gamekit import Nim, SubtractionGame
    >>> t = sum_table([(Nim(), 5), (SubtractionGame({1, 2}), 7), (Nim(), 3)])
    >>> t.data["γ"].tolist()
    [5, 1, 3, 7]
    >>> t.data["winning moves here"].tolist()
    ['2', '—', '—', '']
    """
    parts = list(parts)
    if not parts:
        raise ValueError("a sum needs at least one component")
    values, rows = [], []
    for game, position in parts:
        if not isinstance(game, Game):
            raise TypeError(f"each part is (game, position), got the game {given(game)}")
        values.append(game.grundy(position))
    total = nim_sum(*values)
    the_sum = Sum(*(game for game, _ in parts))
    winning = the_sum.component_winning_moves(tuple(position for _, position in parts))
    for k, ((game, position), v, wins) in enumerate(zip(parts, values, winning)):
        label = names[k] if names is not None else repr(game)
        rows.append((label, _show(position), v, ", ".join(_show(q) for q in wins) or "—"))
    rows.append(("nim-sum", "", total, ""))
    table = pd.DataFrame(rows, columns=["game", "position", "γ", "winning moves here"])
    last = len(rows) - 1
    styler = table.style.apply(
        lambda col: [P_CELL_CSS if i == last and total == 0 else "" for i in range(len(col))],
        subset=["γ"]).hide(axis="index")
    return stable_styler(styler, "sum", rows)


def _show(position: object) -> str:
    if isinstance(position, tuple) and len(position) == 1:
        return str(position[0])
    if isinstance(position, tuple) and not position:
        return "0"
    return str(position)
