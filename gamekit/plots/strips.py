"""Figures of the games played in rows: a GYALOGOS (Northcott) board and a bubble tube."""
from __future__ import annotations

from matplotlib.figure import Figure

from gamekit.core.language import gettext as _
from gamekit.core.palette import N_COLOUR, PALETTE
from gamekit.games.boards.strips import Bubbles, Northcott

__all__ = ["northcott_figure", "bubbles_figure"]


def northcott_figure(game: Northcott, position: object, size: tuple[float, float] | None = None) -> Figure:
    """Return the GYALOGOS board: white and black pawns in each row, each gap written on the right.

    >>> g = Northcott(8); fig = northcott_figure(g, g.from_gaps([4, 0, 3]))
    >>> fig.axes[0].get_title()
    'gaps 4, 0, 3: nim-sum 7 (white to move)'
    """
    rows, mover = game.position(position)
    gaps = game.hidden_nim(position)
    fig = Figure(figsize=size or (0.5 * game.width + 1.5, 0.5 * len(rows) + 0.8))
    ax = fig.add_subplot()
    for r, (w, b) in enumerate(rows):
        y = len(rows) - 1 - r
        for c in range(game.width):
            ax.add_patch(_square(c, y, "#EEEED2" if (c + r) % 2 == 0 else "#BACA9A"))
        ax.scatter([w + 0.5], [y + 0.5], s=260, color="white", edgecolors="black", zorder=2)
        ax.scatter([b + 0.5], [y + 0.5], s=260, color="black", zorder=2)
        ax.annotate(str(gaps[r]), (game.width + 0.5, y + 0.5), ha="center", va="center",
                    color=PALETTE[0], fontsize=11, fontweight="bold")
    ax.set_xlim(0, game.width + 1)
    ax.set_ylim(0, len(rows))
    ax.set_aspect("equal")
    ax.set_axis_off()
    said = _("gaps {gaps}: nim-sum {sum} (white to move)") if mover == "white" else \
        _("gaps {gaps}: nim-sum {sum} (black to move)")
    ax.set_title(said.format(gaps=", ".join(map(str, gaps)), sum=game.grundy(position)))
    return fig


def _square(x: float, y: float, colour: str):
    from matplotlib.patches import Rectangle

    return Rectangle((x, y), 1, 1, facecolor=colour, edgecolor="none")


def bubbles_figure(game: Bubbles, position: object, size: tuple[float, float] | None = None) -> Figure:
    """Return the tube laid on its side (bottom on the left, top on the right) with its bubbles;
    the gaps that are nim heaps are shaded and labelled.

    >>> fig = bubbles_figure(Bubbles(12), (0, 8, 10))
    >>> fig.axes[0].get_title()
    'heaps 7, 1: nim-sum 6'
    """
    cells = game.position(position)
    stairs = game.staircase(cells)
    fig = Figure(figsize=size or (0.4 * game.length + 1, 1.4))
    ax = fig.add_subplot()
    for c in range(game.length):
        ax.add_patch(_square(c, 0, "white"))
        ax.plot([c, c + 1, c + 1, c, c], [0, 0, 1, 1, 0], color="#888888", lw=0.8)
    for i, (c, gap) in enumerate(zip(cells, stairs)):
        if i % 2 == 0 and gap:
            ax.add_patch(_square(c + 1, 0, "#CCE8F4"))
            ax.add_patch(_square_span(c + 1, gap))
            ax.annotate(str(gap), (c + 1 + gap / 2, 1.25), ha="center", color=PALETTE[0], fontweight="bold")
        ax.scatter([c + 0.5], [0.5], s=180, color=N_COLOUR, edgecolors="#333333", zorder=3)
    ax.set_xlim(-0.2, game.length + 0.2)
    ax.set_ylim(-0.1, 1.6)
    ax.set_aspect("equal")
    ax.set_axis_off()
    heaps = game.hidden_nim(cells)
    ax.set_title(_("heaps {heaps}: nim-sum {sum}").format(heaps=", ".join(map(str, heaps)), sum=game.grundy(cells)))
    return fig


def _square_span(x: float, width: int):
    from matplotlib.patches import Rectangle

    return Rectangle((x, 0), width, 1, facecolor="#CCE8F4", edgecolor="none", zorder=1)
