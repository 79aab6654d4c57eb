"""Figures of Wythoff's game: its P-positions on the two lines of Beatty's theorem."""
from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from gamekit.core.language import gettext as _
from gamekit.core.palette import P_COLOUR, PALETTE
from gamekit.core.validation import heap as as_heap
from gamekit.games.boards.wythoff import wythoff_p_sieve

__all__ = ["wythoff_p_plot"]


PHI = (1 + 5 ** 0.5) / 2


def wythoff_p_plot(limit: int = 1000, size: tuple[float, float] = (4.6, 4.6)) -> Figure:
    """Return the P-positions of Wythoff's game with a, b < ``limit`` (sieved from the rules) and
    the lines b = φa and b = a/φ on which Beatty's theorem puts them.

    >>> fig = wythoff_p_plot(100)
    >>> fig.axes[0].get_title()
    '77 P-positions with a, b < 100'
    """
    limit = as_heap(limit)
    points = np.argwhere(wythoff_p_sieve(limit))
    fig = Figure(figsize=size)
    ax = fig.add_subplot()
    dot = max(0.5, min(6.0, 3000 / max(limit, 1)))   # dots small enough for the lines to show between them
    ax.scatter(points[:, 1], points[:, 0], s=dot, color=P_COLOUR, label=_("P-positions (sieve)"), zorder=2)
    x = np.array([0, limit])
    # the lines go on top, dashed, so that both can be seen through the points they pass through
    ax.plot(x, x * PHI, color=PALETTE[0], lw=1.2, ls=(0, (6, 4)), label="a = φ·b", zorder=3)
    ax.plot(x, x / PHI, color=PALETTE[1], lw=1.2, ls=(0, (6, 4)), label="a = b/φ", zorder=3)
    ax.set_xlim(0, limit)
    ax.set_ylim(0, limit)
    ax.set_aspect("equal")
    ax.set_xlabel("b")
    ax.set_ylabel("a")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto"))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto"))
    ax.legend(loc="lower right", frameon=True, facecolor="white", markerscale=max(1.0, 12 / dot))
    ax.set_title(_("{count} P-positions with a, b < {limit}").format(count=len(points), limit=limit))
    return fig
