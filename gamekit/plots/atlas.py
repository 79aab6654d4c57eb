"""The picture of an octal census: period against preperiod of the games it solved."""
from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure

from gamekit.core.language import gettext as _
from gamekit.core.palette import PALETTE, darkened
from gamekit.plots.labels import label_points

__all__ = ["census_plot"]


def census_plot(table: object, label: int = 6, title: str = "") -> Figure:
    """Return a figure of period against preperiod (logarithmic axes) for the periodic rows of a census.

    Each periodic game is a dot at (preperiod + 1, period); the ``label`` games of longest period
    are named.  Open games have no dot: the caption counts them.

    See also: :func:`gamekit.census`.

    >>> import gamekit as gk
    >>> fig = census_plot(gk.census(["0.77", "0.07", "0.6"], 2000, workers=None))
    >>> fig.axes[0].get_xlabel(), len(fig.axes[0].collections[0].get_offsets())
    ('preperiod + 1 (logarithmic scale)', 2)
    """
    periodic = table[table["status"] == "periodic"]
    pre = np.asarray(periodic["preperiod"], dtype=float) + 1
    per = np.asarray(periodic["period"], dtype=float)
    fig = Figure(figsize=(9, 4.4))
    ax = fig.add_subplot()
    ax.scatter(pre, per, s=14, color=PALETTE[0], alpha=0.7)
    ax.set_xscale("log")
    ax.set_yscale("log")
    order = np.argsort(-per, kind="stable")[:label]
    open_games = int((table["status"] == "open").sum())
    ax.set_xlabel(_("preperiod + 1 (logarithmic scale)"))
    ax.set_ylabel(_("period (logarithmic scale)"))
    ax.set_title(title or _("{count} games with a certified period; {open} open").format(
        count=len(periodic), open=open_games))
    label_points(ax, pre[order], per[order], [periodic["code"].iloc[i] for i in order], color=darkened(PALETTE[5]))
    return fig
