"""Figures of chapter 7: Wythoff's P-positions on their two lines, and the growth of the P-heaps
of k-dynamic subtraction."""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from matplotlib.figure import Figure

from ..dynamic import dynamic_p_heaps
from ..validation import heap as as_heap
from ..wythoff import wythoff_p_sieve
from .style import PALETTE, P_COLOUR

__all__ = ["wythoff_p_plot", "dynamic_heaps_plot"]

PHI = (1 + 5 ** 0.5) / 2


def wythoff_p_plot(limit: int = 1000, size: tuple[float, float] = (5.5, 5.5)) -> Figure:
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
    ax.scatter(points[:, 1], points[:, 0], s=6, color=P_COLOUR, label="P-positions (sieve)", zorder=2)
    x = np.array([0, limit])
    ax.plot(x, x * PHI, color=PALETTE[0], lw=1, label="a = φ·b", zorder=1)
    ax.plot(x, x / PHI, color=PALETTE[1], lw=1, label="a = b/φ", zorder=1)
    ax.set_xlim(0, limit)
    ax.set_ylim(0, limit)
    ax.set_aspect("equal")
    ax.set_xlabel("b")
    ax.set_ylabel("a")
    ax.legend(loc="lower right", frameon=True, facecolor="white")
    ax.set_title(f"{len(points)} P-positions with a, b < {limit}")
    return fig


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
    ax.set_ylabel("H_i (the i-th P-heap)")
    ax.legend(frameon=True, facecolor="white")
    ax.set_title(f"P-heaps of k-dynamic subtraction up to {limit:,}")
    return fig
