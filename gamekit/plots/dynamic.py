"""Figures of dynamic subtraction: the growth of the P-heaps of k-dynamic subtraction."""
from __future__ import annotations

from collections.abc import Sequence

from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from gamekit.core.language import gettext as _, numeral
from gamekit.core.palette import PALETTE
from gamekit.core.validation import heap as as_heap
from gamekit.games.heaps.dynamic import dynamic_p_heaps

__all__ = ["dynamic_heaps_plot"]


def dynamic_heaps_plot(bounds: Sequence[int] = (1, 2, 3, 4, 6, 10), limit: int = 10**6,
                       size: tuple[float, float] = (6, 4)) -> Figure:
    """Return the P-heaps H₁, H₂, … ≤ ``limit`` of k-dynamic subtraction on a log scale, one line per k.

    >>> dynamic_heaps_plot((1, 2), 1000).axes[0].get_legend_handles_labels()[1]
    ['k = 1', 'k = 2']
    """
    limit = as_heap(limit)
    fig = Figure(figsize=size)
    ax = fig.add_subplot()
    for colour, k in zip(PALETTE * 2, bounds):
        heaps = dynamic_p_heaps(k, limit)
        ax.plot(range(1, len(heaps) + 1), heaps, marker=".", ms=4, color=colour, label=f"k = {k}")
    ax.set_yscale("log")
    ax.set_xlabel("i")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto"))
    ax.set_ylabel(_("H_i (the i-th P-heap)"))
    ax.legend(frameon=True, facecolor="white")
    ax.set_title(_("P-heaps of k-dynamic subtraction up to {limit}").format(limit=numeral(limit)))
    return fig
