"""How a misère quotient grows: its order against the largest heap allowed."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from gamekit.core.language import gettext as _
from gamekit.core.palette import PALETTE, darkened
from gamekit.core.validation import given

__all__ = ["quotient_growth_plot"]


def quotient_growth_plot(orders: Mapping[str, Sequence[int]], title: str = "") -> Figure:
    """Return a figure of each game's misère quotient order against the largest heap (logarithmic order axis).

    ``orders`` maps a game's name to its orders heap by heap, ``orders[name][n − 1]`` being the
    order of the quotient of the heaps 1, …, n (``q.orders`` of :func:`gamekit.misere_quotient`).
    Each game is a step line; its last order is written at its end.

    See also: :func:`gamekit.misere_quotient`.

    >>> fig = quotient_growth_plot({"·75": [2, 6, 6, 6, 8, 8]})
    >>> fig.axes[0].get_xlabel(), fig.axes[0].get_yscale()
    ('largest heap n', 'log')
    """
    if not isinstance(orders, Mapping) or not orders:
        raise TypeError(_("orders must map game names to their orders heap by heap, such as {{'·75': [2, 6, 6, "
                          "6, 8]}}, got {given}").format(given=given(orders)))
    fig = Figure(figsize=(9, 4.2))
    ax = fig.add_subplot()
    for i, (name, values) in enumerate(orders.items()):
        heaps = range(1, len(values) + 1)
        colour = PALETTE[i % len(PALETTE)]
        ax.step(heaps, values, where="post", color=colour, label=name, linewidth=2)
        ax.annotate(f"{values[-1]}", (len(values), values[-1]), textcoords="offset points", xytext=(4, 0),
                    va="center", color=darkened(colour))
    ax.set_yscale("log")
    ax.set_xlabel(_("largest heap n"))
    ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto"))
    ax.set_ylabel(_("elements of the quotient (logarithmic scale)"))
    ax.legend(loc="upper left", frameon=False)
    ax.set_title(title or _("How the misère quotient grows with the heaps allowed"))
    fig.tight_layout()
    return fig
