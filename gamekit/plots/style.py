"""The opt-in plot style of gamekit: an accessible palette on a white background, text for the projector.

A figure is drawn once, for the projector: its PNG has :data:`PROJECTOR_DPI` pixels an inch, so that
text of the style's 11 points is 18 pixels, as large as a table's text on a 1280×720 slide
(:data:`LEAST_TEXT_PX`).  The notebook shows it at :data:`NOTEBOOK_DPI` (the size saved with the
PNG, see :func:`figure_png`), and a slide at its full size (lab/presenting.css): lecture mode is
JupyterLab's deck, so the choice between the two sizes is made by the slide theme, not by the
kernel, and the saved notebooks serve both.
"""
from __future__ import annotations

__all__ = ["PALETTE", "P_COLOUR", "N_COLOUR", "D_COLOUR", "use_style", "style_rc",
           "NOTEBOOK_DPI", "PROJECTOR_DPI", "LEAST_TEXT_PX", "SLIDE_FIGURE_PX", "TEXT_PX_KEY",
           "smallest_text_px", "figure_png", "png_text_px"]

from gamekit.core.palette import D_COLOUR, INK, N_COLOUR, P_COLOUR, PALETTE

NOTEBOOK_DPI = 80
"""Pixels an inch of a figure in the notebook (the width and height saved with its PNG)."""
PROJECTOR_DPI = 120
"""Pixels an inch of a figure's PNG, shown at full size on a slide: 11 points are 18.3 pixels."""
LEAST_TEXT_PX = 18
"""The least text size of a figure on a 1280×720 slide, in pixels (the tables' text)."""
SLIDE_FIGURE_PX = (1120, 560)
"""The largest figure (width, height in pixels at :data:`PROJECTOR_DPI`) shown whole on a 1280×720 slide
beside a line of code."""
TEXT_PX_KEY = "gamekit text px"
"""The PNG text chunk of :func:`figure_png` giving the figure's smallest text in pixels of the PNG."""


def style_rc() -> dict:
    """Return the matplotlib rc settings of the gamekit style (white background, accessible colours).

    >>> style_rc()["figure.facecolor"], style_rc()["font.size"]
    ('white', 11)
    """
    from cycler import cycler

    return {
        "figure.facecolor": "white",
        "axes.facecolor": "white",
        "savefig.facecolor": "white",
        "axes.edgecolor": "#333333",
        "axes.labelcolor": INK,
        "text.color": INK,
        "xtick.color": INK,
        "ytick.color": INK,
        "axes.prop_cycle": cycler(color=PALETTE),
        "axes.grid": False,
        "figure.dpi": NOTEBOOK_DPI,
        "savefig.dpi": PROJECTOR_DPI,
        "font.size": 11,
        "axes.titlesize": 11,
        "axes.labelsize": 11,
        "xtick.labelsize": 11,
        "ytick.labelsize": 11,
        "legend.fontsize": 11,
        "legend.title_fontsize": 11,
        "figure.titlesize": 12,
        "image.cmap": "viridis",
    }


def use_style() -> None:
    """Apply the gamekit plot style to matplotlib (opt-in: importing gamekit changes nothing).

    >>> import matplotlib
    >>> use_style(); matplotlib.rcParams["axes.facecolor"]
    'white'
    """
    import matplotlib

    matplotlib.rcParams.update(style_rc())


def smallest_text_px(fig, dpi: float = PROJECTOR_DPI) -> float:
    """Return the size in pixels, at ``dpi``, of the smallest visible text of ``fig`` (0 if it has none).

    Tick labels, legends, titles and the labels written on a plot all count; the figure is drawn
    first, so that the tick labels exist.

    >>> from matplotlib.figure import Figure
    >>> fig = Figure(); ax = fig.add_subplot(); _ = ax.set_title("t", fontsize=12)
    >>> _ = ax.set_xticks([]); _ = ax.set_yticks([])
    >>> smallest_text_px(fig, dpi=72)
    12.0
    """
    from gamekit.plots.labels import shown_texts

    sizes = [t.get_fontsize() for t in shown_texts(fig)]
    return min(sizes) * dpi / 72 if sizes else 0.0


def figure_png(fig) -> tuple[bytes, dict]:
    """Return the PNG of ``fig`` drawn for the projector, and the size at which a notebook shows it.

    The PNG has :data:`PROJECTOR_DPI` pixels an inch and carries its smallest text size in pixels
    (the text chunk :data:`TEXT_PX_KEY`, read by the slide checks); the metadata gives the width
    and height at :data:`NOTEBOOK_DPI`, the size JupyterLab shows outside the slides.  ``gk.setup()``
    makes it the PNG of every figure a notebook shows.

    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(3, 2)); _ = fig.add_subplot().set_title("a")
    >>> data, size = figure_png(fig)
    >>> data[:4] == b"\\x89PNG", size["width"] < 3 * PROJECTOR_DPI
    (True, True)
    """
    import io

    text_px = smallest_text_px(fig)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=PROJECTOR_DPI, bbox_inches="tight",
                facecolor=fig.get_facecolor(), metadata={"Software": None, TEXT_PX_KEY: f"{text_px:.1f}"})
    data = buffer.getvalue()
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    ratio = NOTEBOOK_DPI / PROJECTOR_DPI
    return data, {"width": round(width * ratio), "height": round(height * ratio)}


def png_text_px(data: bytes) -> float | None:
    """Return the smallest text size in pixels that :func:`figure_png` wrote into the PNG ``data`` (None if none).

    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(2, 1)); _ = fig.text(0.1, 0.5, "a", fontsize=12)
    >>> png_text_px(figure_png(fig)[0]), png_text_px(b"not a png")
    (20.0, None)
    """
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    at, key = 8, TEXT_PX_KEY.encode("latin-1") + b"\x00"
    while at + 8 <= len(data):
        length, kind = int.from_bytes(data[at:at + 4], "big"), data[at + 4:at + 8]
        body = data[at + 8:at + 8 + length]
        if kind == b"tEXt" and body.startswith(key):
            return float(body[len(key):])
        if kind == b"IEND":
            break
        at += 12 + length
    return None
