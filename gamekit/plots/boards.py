"""Heatmaps of board tables, drawn in the orientation of their source."""
from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from gamekit.core.palette import P_COLOUR, text_on
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
    # squares of at most 0.42 inch, the whole at most 4.6 inches high (a 1280 × 720 slide), room for
    # the title, the labels and two digits of 11 points (18 px on a slide) in a square of 16 × 16
    cell = min(0.42, 3.7 / max(n_rows, n_cols, 1))
    fig = Figure(figsize=(max(3.0, cell * n_cols) + 1.6, max(2.5, cell * n_rows) + 0.9), facecolor="white")
    ax = fig.add_subplot()
    image = ax.imshow(values, cmap=cmap, interpolation="nearest")
    bar = fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04, label="γ")
    bar.ax.yaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto"))
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
        for i in range(n_rows):
            for j in range(n_cols):
                v = values[i, j]
                ax.text(j, i, f"{int(v)}", ha="center", va="center",
                        color=text_on(image.cmap(image.norm(v))))
    name = title if title is not None else f"{source!r} on {n_rows}×{n_cols} squares" \
        if not isinstance(source, (np.ndarray, list)) else f"{n_rows}×{n_cols} table"
    ax.set_title(name)
    fig.tight_layout()
    return fig


def _square(i: int, j: int, n_rows: int, n_cols: int):
    from matplotlib.patches import Rectangle

    width = 3.0 if max(n_rows, n_cols) <= 32 else 1.0
    return Rectangle((j - 0.5, i - 0.5), 1, 1, fill=False, edgecolor=P_COLOUR, linewidth=width)
