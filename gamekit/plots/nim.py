"""The slides' pictures of nim positions: normal P-positions green, misère P-positions hatched."""
from __future__ import annotations

from collections.abc import Sequence

from matplotlib.figure import Figure
from matplotlib.patches import Patch, Rectangle

from gamekit.core.language import gettext as _
from gamekit.core.palette import P_COLOUR
from gamekit.core.validation import heap as as_heap
from gamekit.games.heaps.nim import misere_nim_outcome

__all__ = ["nim_p_positions_plot"]


def nim_p_positions_plot(size: int = 8, third: Sequence[int] = (0,), misere: bool = True) -> Figure:
    """Return a figure of nim positions (a, b, c) with a, b < size, one panel per c in ``third``.

    A cell is filled green where the position is P in normal nim (a ⊕ b ⊕ c = 0) and hatched where
    it is P in misère nim (the rule is checked against the tantrum game in the tests).  With
    ``misere=False`` only the green cells are drawn, as on the slides' first picture.

    >>> fig = nim_p_positions_plot(4, third=(0, 1))
    >>> len(fig.axes), sum(p.get_hatch() == "///" for p in fig.axes[0].patches)
    (2, 4)
    """
    size = as_heap(size)
    if size < 1:
        raise ValueError(_("size must be at least 1"))
    thirds = [as_heap(c) for c in third]
    if not thirds:
        raise ValueError(_("give at least one value for the third heap"))
    fig = Figure(figsize=(3.4 * len(thirds) + 0.4, 4.0), facecolor="white")
    axes = fig.subplots(1, len(thirds), squeeze=False)[0]
    for ax, c in zip(axes, thirds):
        for a in range(size):
            for b in range(size):
                normal_p = a ^ b ^ c == 0
                misere_p = misere and misere_nim_outcome((a, b, c)) == "P"
                ax.add_patch(Rectangle((b, a), 1, 1, facecolor=P_COLOUR if normal_p else "white",
                                       edgecolor="#BBBBBB", linewidth=0.6))
                if misere_p:
                    ax.add_patch(Rectangle((b, a), 1, 1, facecolor="none", edgecolor="#222222",
                                           hatch="///", linewidth=0.0))
        ax.set_xlim(0, size)
        ax.set_ylim(0, size)
        ax.set_aspect("equal")
        ax.set_xticks([i + 0.5 for i in range(size)], [str(i) for i in range(size)])
        ax.set_yticks([i + 0.5 for i in range(size)], [str(i) for i in range(size)])
        ax.set_xlabel("b")
        ax.set_ylabel("a")
        ax.set_title(_("third heap c = {c}").format(c=c) if (len(thirds) > 1 or c) else _("two heaps (a, b)"))
    handles = [Patch(facecolor=P_COLOUR, edgecolor="#BBBBBB", label=_("P in normal nim"))]
    if misere:
        handles.append(Patch(facecolor="white", edgecolor="#222222", hatch="///", label=_("P in misère nim")))
    fig.legend(handles=handles, loc="lower center", ncol=len(handles), frameon=False)
    fig.subplots_adjust(bottom=0.24, top=0.9, wspace=0.35)
    return fig
