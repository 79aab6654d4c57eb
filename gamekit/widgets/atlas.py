"""The atlas explorer: pick a code of a census and see its row, its values and their plot."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.games.heaps.octal import OctalGame
from gamekit.plots.octal import values_plot
from gamekit.tables.octal import octal_table
from gamekit.widgets.core import explorer
from gamekit.widgets.octal import PLOT_SIZE, TABLE_ROWS, Shown

if TYPE_CHECKING:  # pragma: no cover
    import ipywidgets

__all__ = ["atlas_explorer", "atlas_view", "census_sentence"]


def census_sentence(row: object) -> str:
    """Return one census row said in words (markdown): status, period, how far, largest value, class.

    >>> import gamekit as gk
    >>> census_sentence(gk.census(["0.77"], 2000, workers=None).iloc[0])
    '**0.77** — periodic: period 12 from the heap of 71 on, certified from 1 024 values; largest value 8.'
    """
    def number(x: object) -> str:
        return f"{x:,}".replace(",", " ")

    if row["status"] == "periodic":
        said = _("periodic: period {period} from the heap of {preperiod} on, certified from {values} values").format(
            period=number(row['period']), preperiod=number(row['preperiod']), values=number(row['computed to']))
    elif row["status"] == "open":
        said = _("open: no period certified from {values} values").format(values=number(row['computed to']))
        if row["rare heaps"] != "–":
            said += "; " + _("{count} heaps of rare value, the last at {last}").format(
                count=number(row['rare heaps']), last=number(row['last rare heap']))
    else:
        said = str(row["status"])
    same = "; " + _("same values as {code}").format(code=row['class']) if row["class"] not in ("–", row["code"]) \
        else ""
    return f"**{row['code']}** — {said}; " + _("largest value {value}").format(value=row['largest value']) + f"{same}."


def atlas_view(table: object, code: str, length: int = 120) -> object:
    """Return the census row of ``code`` in words, the table of its first ``length`` values and their plot.

    The table shows two rows fewer than an octal explorer's at most (the sentence and the table's
    legend take their place): the whole fits a 1280 × 720 slide.

    >>> import gamekit as gk
    >>> census = gk.census(["0.77", "0.6"], 2000, workers=None)
    >>> sentence, values, fig = atlas_view(census, "0.77", 24).items
    >>> fig.axes[0].get_title()
    '0.77: period 12 from the heap of 71 on'
    >>> atlas_view(census, "0.5", 24)
    Traceback (most recent call last):
    ...
    ValueError: 0.5 is not in this census
    """
    from IPython.display import Markdown

    rows = table[table["code"] == code]
    if rows.empty:
        raise ValueError(_("{code} is not in this census").format(code=code))
    row = rows.iloc[0]
    game = OctalGame(code)                 # its period is in the row: only the first values are computed
    title = f"{code}: " + (_("period {period} from the heap of {preperiod} on").format(
        period=row['period'], preperiod=row['preperiod']) if row["status"] == "periodic" else
        _("open to {values}").format(values=f"{row['computed to']:,}".replace(",", " ")))
    table = octal_table(game, length, rows=TABLE_ROWS - 2)     # the sentence and the legend take two rows
    return Shown(Markdown(census_sentence(row)), table,
                 values_plot(game.grundy_sequence(length), title=title, figsize=PLOT_SIZE))


def atlas_explorer(table: object, code: str | None = None, length: int = 120) -> "ipywidgets.VBox":
    """Return a code menu and a length slider over :func:`atlas_view` for the codes of a census.

    >>> import gamekit as gk
    >>> type(atlas_explorer(gk.census(["0.77", "0.6"], 500, workers=None))).__name__
    'VBox'
    """
    import ipywidgets as w

    codes = list(table["code"])
    code = OctalGame(code).code if code is not None else None      # ".07" is listed as "0.07"
    return explorer(partial(atlas_view, table), height="620px",
                    code=w.Dropdown(options=codes, value=code if code in codes else codes[0], description=_("code")),
                    length=w.IntSlider(value=length, min=12, max=600, step=12, description=_("length"),
                                       continuous_update=False))
