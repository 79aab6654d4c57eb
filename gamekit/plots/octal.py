"""Figures of octal games: values against heap size, and the rare/common split of the values."""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from gamekit.core.language import gettext as _
from gamekit.core.language import ngettext
from gamekit.core.palette import N_COLOUR, PALETTE

__all__ = ["values_plot", "sparse_space_plot"]


def values_plot(values: Sequence[int], rare: Sequence[int] = (), start: int = 0,
                title: str = "", figsize: tuple[float, float] = (9, 3.6), log_x: bool = False) -> Figure:
    """Return a figure of γ(n) against n (from ``start``), with the heaps in ``rare`` highlighted.

    Suited to a million values: beyond a few thousand the values are drawn as pixels, below as
    dots; the rare heaps are dots on top, with a dashed line at the last of them.  ``log_x`` puts
    the heap sizes on a logarithmic axis, so that the first thousands of heaps, where the rare
    values live, are as wide as the last million.  The legend sits under the plot, covering nothing.

    See also: :func:`sparse_space_plot`, :meth:`gamekit.OctalGame.rare_heaps`.

    >>> fig = values_plot([0, 1, 2, 0, 1, 2], rare=[3], title="demo")
    >>> len(fig.axes[0].lines), fig.axes[0].get_title()
    (3, 'demo')
    >>> [t.get_text() for t in values_plot([0, 1, 1, 0]).axes[0].get_legend().get_texts()]
    ['γ(n)']
    """
    values = np.asarray(values)
    n = np.arange(start, start + len(values))
    fig = Figure(figsize=figsize)
    ax = fig.add_subplot()
    if len(values) > 5000:
        ax.plot(n, values, ",", color=PALETTE[0], rasterized=True, label="γ(n)")
    else:
        ax.plot(n, values, "o", ms=2.5, color=PALETTE[0], label="γ(n)")
    rare = np.asarray([r for r in rare if start <= r < start + len(values)], dtype=np.int64)
    if len(rare):
        ax.plot(rare, values[rare - start], "o", ms=3.5, color=PALETTE[5],
                label=ngettext("rare values ({count} heap)", "rare values ({count} heaps)", len(rare)).format(
                    count=len(rare)))
        last = int(rare.max())
        ax.axvline(last, color=PALETTE[5], ls="--", lw=1,
                   label=_("last rare value, n = {n}").format(n=f"{last:,}".replace(",", " ")))
    if log_x:
        ax.set_xscale("log")
        ax.set_xlim(left=max(start, 1))
    ax.set_xlabel(_("heap size n (logarithmic scale)") if log_x else _("heap size n"))
    ax.set_ylabel("γ(n)")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto"))
    if not log_x:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins=6))      # six-digit labels at 18 px
    ax.set_title(title)
    legend = ax.legend(loc="lower center", bbox_to_anchor=(0.5, 0), bbox_transform=fig.transFigure, ncol=3,
                       markerscale=1.5, frameon=False, borderaxespad=0.2)
    legend.set_in_layout(False)                       # under the plot, in a band of 0.4 inch kept for it
    fig.tight_layout(rect=(0, 0.4 / figsize[1], 1, 1))
    legend.set_in_layout(True)                        # and in the picture saved
    return fig


def sparse_space_plot(values: Sequence[int], common: Sequence[bool], title: str = "") -> Figure:
    """Return a bar chart of how often each value occurs, common values and rare values coloured apart.

    ``common[v]`` says whether the value v is common for the chosen mask.

    >>> fig = sparse_space_plot([0, 2, 3, 3], [False, True, True, False])
    >>> fig.axes[0].get_yscale()
    'log'
    """
    values = np.asarray(values)
    counts = np.bincount(values)
    v = np.arange(len(counts))
    is_common = np.array([bool(common[i]) for i in v])
    fig = Figure(figsize=(9, 3.4))
    ax = fig.add_subplot()
    ax.bar(v[is_common], counts[is_common], width=0.9, color=PALETTE[0], label=_("common values"))
    ax.bar(v[~is_common], counts[~is_common], width=0.9, color=N_COLOUR, label=_("rare values"))
    ax.set_yscale("log")
    ax.set_xlabel(_("value v"))
    ax.set_ylabel(_("heaps n with γ(n) = v"))
    ax.set_title(title)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto"))
    ax.legend()
    fig.tight_layout()
    return fig
