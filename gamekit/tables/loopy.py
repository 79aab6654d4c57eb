"""Tables for loopy games: values and outcomes, the article's numbering, cars on a map."""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.palette import D_COLOUR, N_COLOUR, P_COLOUR, cell_css
from gamekit.tables.core import stable_styler

__all__ = ["loopy_table", "numbering_table", "cars_table", "style_outcomes"]

_CSS = {"P": cell_css(P_COLOUR, bold=True),
        "N": cell_css(N_COLOUR),
        "D": cell_css(D_COLOUR)}


def style_outcomes(table: pd.DataFrame, column: str = "outcome", *, key: object = None
                   ) -> "pd.io.formats.style.Styler":
    """Return a Styler of ``table`` whose ``column`` cells are coloured P green, N orange, D grey.

    >>> html = style_outcomes(pd.DataFrame({"outcome": ["P", "N", "D"]})).to_html()
    >>> html.count("background-color")
    3
    """
    if column not in table.columns and _(column) in table.columns:    # a table of this module, in the language spoken
        column = _(column)
    if column not in table.columns:
        raise ValueError(_("the table has no column {column}").format(column=repr(column)))
    styler = table.style.map(lambda v: _CSS.get(v, ""), subset=[column])
    return stable_styler(styler, "outcomes", key, table.astype(str).to_numpy().tolist())


def loopy_table(game, positions: Iterable[Hashable] | None = None) -> pd.DataFrame:
    """Return one row per position: its followers, generalised value γ, outcome and remoteness.

    >>> from gamekit.games.graphs.dugo import dugo
    >>> loopy_table(dugo(), "MIN")
      followers  γ outcome  remoteness
    M      I, B  0       P           8
    I   N, E, J  2       N           7
    N      M, F  1       N           9
    """
    positions = game.positions if positions is None else [game.position(p) for p in positions]
    rows = {}
    for p in positions:
        rem = game.remoteness(p)
        rows[p] = {_("followers"): ", ".join(str(q) for q in game.moves(p)) or "—",
                   "γ": str(game.grundy(p)), _("outcome"): game.outcome(p),
                   _("remoteness"): "∞" if rem is None else rem}
    return pd.DataFrame.from_dict(rows, orient="index")


def numbering_table(game, preference: Iterable[Hashable] | None = None) -> pd.DataFrame:
    """Return the article's numbering procedure step by step, with the witness of every use of rule 2.

    ``witnesses`` lists, for each follower still unnumbered at that step, a numbered follower of it
    carrying the same number (that is what rule 2 asks for).

    >>> from gamekit import GraphGame
    >>> numbering_table(GraphGame({"a": ["b"], "b": ["a", "c"], "c": []}))
         position  number unnumbered followers witnesses
    step
    1           c       0                    —         —
    2           a       0                    b     b → c
    3           b       1                    —         —
    """
    rows = []
    for step in game.numbering(preference):
        rows.append({_("position"): step.position, _("number"): step.value,
                     _("unnumbered followers"): ", ".join(map(str, step.unnumbered)) or "—",
                     _("witnesses"): ", ".join(f"{y} → {z}" for y, z in step.witnesses) or "—"})
    table = pd.DataFrame(rows)
    table.index = pd.RangeIndex(1, len(rows) + 1, name=_("step"))
    return table


def cars_table(game, cars: Sequence[Hashable], fastest: bool = True) -> "pd.io.formats.style.Styler":
    """Return a table of cars on a loopy map: each car's town and value, and its winning moves.

    The caption gives the value of the sum (Smith's rules) and who wins.  With ``fastest`` and
    at most three cars, the winning moves are ranked by the remoteness after the move, computed
    on the product graph (the fastest win first).

    >>> from gamekit.games.graphs.dugo import dugo
    >>> cars_table(dugo(), ["A", "K", "P"]).data
          town  γ winning moves
    car 1    A  1    A → B (20)
    car 2    K  0             —
    car 3    P  2    P → N (18)
    """
    from gamekit.games.graphs.graph import GraphGame
    from gamekit.theory.game import Sum
    from gamekit.theory.infinite import smith_sum

    cars = [game.position(c) for c in cars]
    if not cars:
        raise ValueError(_("place at least one car"))
    total = smith_sum(*(game.grundy(c) for c in cars))
    start = tuple(cars)
    the_sum = Sum(*([game] * len(cars)))
    product = None
    if fastest and len(cars) <= 3:
        product = GraphGame.from_game(the_sum, start)
    rows = {}
    for i, (c, moves) in enumerate(zip(cars, the_sum.component_winning_moves(start))):
        wins = []
        for q in moves:
            rem = product.remoteness(start[:i] + (q,) + start[i + 1:]) if product is not None else None
            wins.append((rem if rem is not None else 0, f"{c} → {q}" + (f" ({rem})" if product else "")))
        wins.sort(key=lambda w: w[0])
        rows[_("car {number}").format(number=i + 1)] = {_("town"): c, "γ": str(game.grundy(c)),
                                                       _("winning moves"): ", ".join(w for _r, w in wins) or "—"}
    table = pd.DataFrame.from_dict(rows, orient="index")
    who = {"P": _("the previous player wins"), "N": _("the player to move wins"),
           "D": _("a draw with best play")}[getattr(total, "outcome", "P" if total == 0 else "N")]
    any_move = any(row[_("winning moves")] != "—" for row in rows.values())
    note = " " + _("(in brackets: moves left after it, with best play)") if product is not None and any_move else ""
    caption = _("value of the sum: {total} — {who}").format(total=total, who=who) + note
    return stable_styler(table.style.set_caption(caption), "cars", tuple(map(str, cars)))
