"""Explorers of coin-turning games: a row of FORDÍTÓ coins."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.core.palette import text_on
from gamekit.games.boards.coins import TurningTurtles
from gamekit.tables.coins import coin_row_table
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas

__all__ = ["coin_row_view", "coin_row_explorer"]

COIN_RED, COIN_BLUE = "#D55E00", "#56B4E9"   # the colours of the coins in the table


def coin_row_view(coins: str = "KPPKKKPKKP") -> "pandas.io.formats.style.Styler":
    """Return the FORDÍTÓ table of a row written with P (red) and K (blue).

    >>> coin_row_view("PPPK").caption
    'nim-sum 1 ⊕ 2 ⊕ 3 = 0; a P-position: every move loses'
    """
    if not isinstance(coins, str) or set(coins) - {"P", "K"}:
        raise ValueError(_("write the row with P (red) and K (blue), got {coins}").format(coins=repr(coins)))
    return coin_row_table(TurningTurtles(), coins, length=len(coins))


def coin_row_explorer(coins: str = "KPPKKKPKKP") -> "ipywidgets.VBox":
    """Return a widget: one button per coin, red (P) when pressed and blue (K) otherwise, and the table of the row.

    >>> len(coin_row_explorer("KPK").controls)
    3
    """
    import ipywidgets as w

    toggles = {f"c{i}": w.ToggleButton(value=c == "P", description=str(i),
                                       layout=w.Layout(width="44px"))
               for i, c in enumerate(coins, start=1)}

    def paint(toggle: "ipywidgets.ToggleButton") -> None:     # the coin's side: red (P) or blue (K)
        toggle.style.button_color = COIN_RED if toggle.value else COIN_BLUE
        toggle.style.text_color = text_on(toggle.style.button_color)

    for toggle in toggles.values():
        paint(toggle)
        toggle.observe(lambda change: paint(change["owner"]), names="value")

    def render(**pressed: bool):
        return coin_row_view("".join("P" if pressed[f"c{i}"] else "K"
                                     for i in range(1, len(coins) + 1)))

    return explorer(render, height="150px", **toggles)
