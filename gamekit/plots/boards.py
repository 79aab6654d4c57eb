"""Heatmaps of board tables, drawn in the orientation of their source."""
from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure

from gamekit.core.palette import P_COLOUR
from gamekit.tables.boards import Source, board_frame

__all__ = ["board_heatmap"]


def board_heatmap(source: Source, rows: int | None = None, cols: int | None = None, *,
                  corner: str = "top-left", labels: str = "distance", annotate: bool | None = None,
                  title: str | None = None, cmap: str = "viridis") -> Figure:
    """Return a heatmap of the board table of ``source``; P-positions are outlined in green.

    ``annotate`` writes the values in the squares (by default when the board has at most
    16 × 16 squares).  The layout is that of :func:`gamekit.tables.board_frame`.

    >>> from gamekit import Queen
    >>> fig = board_heatmap(Queen(), 12, 12)
    >>> fig.axes[0].get_title()
    'Queen on 12×12 squares'
    """
    frame = board_frame(source, rows, cols, corner=corner, labels=labels)
    values = frame.to_numpy(dtype=float)
    n_rows, n_cols = values.shape
    if annotate is None:
        annotate = n_rows <= 16 and n_cols <= 16
    side = min(7.5, max(3.5, 0.42 * max(n_rows, n_cols) + 1.5))   # at most 600 px high: fits a slide
    fig = Figure(figsize=(side * min(1.6, max(0.8, n_cols / n_rows)) + 1.0, side), facecolor="white")
    ax = fig.add_subplot()
    image = ax.imshow(values, cmap=cmap, interpolation="nearest")
    fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04, label="γ")
    ticks = n_rows <= 32 and n_cols <= 32
    if ticks:
        ax.set_xticks(range(n_cols), [str(c) for c in frame.columns])
        ax.set_yticks(range(n_rows), [str(r) for r in frame.index])
    ax.set_xlabel(str(frame.columns.name))
    ax.set_ylabel(str(frame.index.name))
    if labels == "chess" or corner.startswith("top"):
        ax.xaxis.set_ticks_position("top")
        ax.xaxis.set_label_position("top")
    zeros = np.argwhere(values == 0)
    for i, j in zeros:
        ax.add_patch(_square(i, j, n_rows, n_cols))
    if annotate:
        top = np.nanmax(values) if values.size else 0
        for i in range(n_rows):
            for j in range(n_cols):
                v = values[i, j]
                ax.text(j, i, f"{int(v)}", ha="center", va="center", fontsize=8,
                        color="white" if v < 0.6 * top else "black")
    name = title if title is not None else f"{source!r} on {n_rows}×{n_cols} squares" \
        if not isinstance(source, (np.ndarray, list)) else f"{n_rows}×{n_cols} table"
    ax.set_title(name)
    fig.tight_layout()
    return fig


def _square(i: int, j: int, n_rows: int, n_cols: int):
    from matplotlib.patches import Rectangle

    width = 3.0 if max(n_rows, n_cols) <= 32 else 1.0
    return Rectangle((j - 0.5, i - 0.5), 1, 1, fill=False, edgecolor=P_COLOUR, linewidth=width)
