"""The atlas explorer: pick a code of a census and see its row, its values and their plot."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..plots.octal import values_plot
from ..tables.octal import octal_table
from .core import explorer
from .octal import OctalGames, Shown

if TYPE_CHECKING:  # pragma: no cover
    import ipywidgets

__all__ = ["atlas_explorer", "atlas_view"]


def atlas_view(table: object, code: str, length: int = 120, games: OctalGames | None = None) -> object:
    """Return the census row of ``code``, the table of its first ``length`` values and their plot.

    >>> import gamekit as gk
    >>> census = gk.census(["0.77", "0.6"], 2000, workers=None)
    >>> row, values, fig = atlas_view(census, "0.77", 24).items
    >>> row["period"].iloc[0], fig.axes[0].get_title()
    (12, '0.77: period 12 from n = 71')
    >>> atlas_view(census, "0.5", 24)
    Traceback (most recent call last):
    ...
    ValueError: 0.5 is not in this census
    """
    rows = table[table["code"] == code]
    if rows.empty:
        raise ValueError(f"{code} is not in this census")
    row = rows.iloc[0]
    game = (OctalGames() if games is None else games)[code]
    title = f"{code}: " + (f"period {row['period']} from n = {row['preperiod']}" if row["status"] == "periodic"
                           else f"open to {row['computed to']:,}".replace(",", " "))
    return Shown(rows.drop(columns=["seconds"]).set_index("code"), octal_table(game, length),
                  values_plot(game.grundy_sequence(length), title=title))


def atlas_explorer(table: object, code: str | None = None, length: int = 120) -> "ipywidgets.VBox":
    """Return a code menu and a length slider over :func:`atlas_view` for the codes of a census.

    >>> import gamekit as gk
    >>> type(atlas_explorer(gk.census(["0.77", "0.6"], 500, workers=None))).__name__
    'VBox'
    """
    import ipywidgets as w

    codes = list(table["code"])
    return explorer(partial(atlas_view, table, games=OctalGames()), height="620px",
                    code=w.Dropdown(options=codes, value=code if code in codes else codes[0], description="code"),
                    length=w.IntSlider(value=length, min=12, max=600, step=12, description="length",
                                       continuous_update=False))
