"""The opt-in plot style of gamekit: an accessible palette on a white background."""
from __future__ import annotations

__all__ = ["PALETTE", "P_COLOUR", "N_COLOUR", "D_COLOUR", "use_style", "style_rc"]

from gamekit.core.palette import D_COLOUR, N_COLOUR, P_COLOUR, PALETTE


def style_rc() -> dict:
    """Return the matplotlib rc settings of the gamekit style (white background, accessible colours).

    >>> style_rc()["figure.facecolor"]
    'white'
    """
    from cycler import cycler

    return {
        "figure.facecolor": "white",
        "axes.facecolor": "white",
        "savefig.facecolor": "white",
        "axes.edgecolor": "#333333",
        "axes.labelcolor": "#222222",
        "text.color": "#222222",
        "xtick.color": "#222222",
        "ytick.color": "#222222",
        "axes.prop_cycle": cycler(color=PALETTE),
        "axes.grid": False,
        "figure.dpi": 80,
        "savefig.dpi": 80,
        "font.size": 11,
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
