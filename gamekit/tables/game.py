"""Tables of sums of games: the parts of a sum with their values and their winning moves."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.tables.core import P_CELL_CSS, stable_styler
from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.game import Game, Sum, as_game

__all__ = ["sum_table"]


def sum_table(parts: Sequence[tuple[Game | str, object]], names: Sequence[str] | None = None
              ) -> "pd.io.formats.style.Styler":
    """Return a table of the components of a sum: each game, its position, its value γ, and the
    nim-sum in the last row (green when it is 0: a P-position).

    A column "winning moves here" lists, for each component, the positions it can move to that
    make the whole sum a P-position.  Each part is a pair (game, position); the game may be an
    octal code such as ``"0.77"``.

    >>> from gamekit import Nim, SubtractionGame
    >>> t = sum_table([(Nim(), 5), (SubtractionGame({1, 2}), 7), (Nim(), 3)])
    >>> t.data["γ"].tolist()
    [5, 1, 3, 7]
    >>> t.data["winning moves here"].tolist()
    ['2', '—', '—', '']
    >>> sum_table([("0.77", 4), ("0.07", 6)]).data["γ"].tolist()      # Kayles and Dawson's Kayles
    [1, 3, 2]
    """
    if isinstance(parts, (str, bytes)) or not isinstance(parts, Iterable):
        raise TypeError(_("sum_table needs a list of pairs (game, position), got {given}").format(given=given(parts)))
    parts = [_part(part) for part in parts]
    if not parts:
        raise ValueError(_("a sum needs at least one component"))
    values, rows = [], []
    for game, position in parts:
        values.append(game.grundy(position))
    total = nim_sum(*values)
    the_sum = Sum(*(game for game, _ in parts))
    winning = the_sum.component_winning_moves(tuple(position for _, position in parts))
    for k, ((game, position), v, wins) in enumerate(zip(parts, values, winning)):
        label = names[k] if names is not None else repr(game)
        rows.append((label, _show(position), v, ", ".join(_show(q) for q in wins) or "—"))
    rows.append((_("nim-sum"), "", total, ""))
    table = pd.DataFrame(rows, columns=[_("game"), _("position"), "γ", _("winning moves here")])
    last = len(rows) - 1
    styler = table.style.apply(
        lambda col: [P_CELL_CSS if i == last and total == 0 else "" for i in range(len(col))],
        subset=["γ"]).hide(axis="index")
    return stable_styler(styler, "sum", rows)


def _part(part: object) -> tuple[Game, object]:
    """Return the part (game, position) of a sum with its game made from a code if need be."""
    if not isinstance(part, (tuple, list)) or len(part) != 2:
        raise TypeError(_("each part of sum_table is a pair (game, position), got {given}").format(given=given(part)))
    return as_game(part[0], "sum_table"), part[1]


def _show(position: object) -> str:
    if isinstance(position, tuple) and len(position) == 1:
        return str(position[0])
    if isinstance(position, tuple) and not position:
        return "0"
    return str(position)
