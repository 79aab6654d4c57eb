"""Notebook set-up: one call, `gk.setup()`, that makes notebook output identical from run to run."""
from __future__ import annotations

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import natural

__all__ = ["setup", "SNAPSHOT_STYLE", "LOADING", "loading_notice"]

# A chapter opened without running shows each widget as the snapshot saved with it; ipywidgets
# marks such a widget "disconnected" with a red broken-link icon at every control, which covers
# button labels and reads as an error.  The snapshot is the intended view, so the icon is hidden.
#: The style that hides the broken-link icon JupyterLab puts on a widget shown from its saved snapshot.
SNAPSHOT_STYLE = "<style>.jupyter-widgets-disconnected::before { display: none; }</style>"


_LOADING_WORDS = N_("Loading gamekit (tables, plots and their style: a few seconds, once per session)…")
_LOADING_LINE = "<span class='gk-loading' style='color:#555'>{words}</span>"
LOADING = _LOADING_LINE.format(words=_LOADING_WORDS)
"""What the set-up cell shows while it works (in the language spoken): the first cell of a chapter takes a
second or two."""


def loading_notice() -> str:
    """Return the line the set-up cell shows while it works, in the language spoken (:data:`LOADING` in English).

    >>> loading_notice() == LOADING
    True
    """
    return _LOADING_LINE.format(words=_(_LOADING_WORDS))


def setup(seed: int = 2026) -> None:
    """Fix pandas display options, the plot style, PNG figures drawn for the projector and the random seeds.

    Call it at the top of every chapter notebook.  In a notebook it first says that it is
    loading (:data:`LOADING`: importing pandas and matplotlib takes a second or two, and a
    cell with no sign of life looks stuck), then replaces that line by :data:`SNAPSHOT_STYLE`,
    so the saved widget snapshots of a chapter opened without running look like the widgets
    themselves and the saved output is the same on every run.

    Parameters
    ----------
    seed : int, default 2026
        The seed of Python's and NumPy's random numbers, from 0 to 2³² − 1.

    Raises
    ------
    TypeError
        If ``seed`` is not a whole number.
    ValueError
        If ``seed`` is negative or not below 2³².

    See Also
    --------
    gamekit.plots.style.use_style : the plot style alone.

    Examples
    --------
    >>> setup()
    >>> import pandas as pd; pd.get_option("display.max_columns")
    40
    >>> setup(2.5)
    Traceback (most recent call last):
    ...
    TypeError: seed must be a non-negative integer (0, 1, 2, …), got the number 2.5
    """
    import random

    seed = natural(seed, N_("seed"))
    if seed >= 2 ** 32:
        raise ValueError(_("seed must be below 2³² (4294967296), got {seed}").format(seed=seed))

    shell = None
    try:
        from IPython import get_ipython
        from IPython.display import display

        shell = get_ipython()
    except ImportError:  # pragma: no cover - IPython comes with jupyterlab
        pass
    notice = display({"text/html": loading_notice(), "text/plain": ""}, raw=True, display_id=True) if shell else None

    import numpy as np
    import pandas as pd

    from gamekit.plots.style import use_style

    pd.set_option("display.max_columns", 40)
    pd.set_option("display.max_rows", 60)
    pd.set_option("display.width", 120)
    pd.set_option("display.precision", 4)
    pd.set_option("styler.format.precision", 4)
    np.set_printoptions(linewidth=120)
    random.seed(seed)
    np.random.seed(seed)
    use_style()
    if shell is not None:
        shell.run_line_magic("matplotlib", "inline")
        from matplotlib_inline.backend_inline import set_matplotlib_formats

        set_matplotlib_formats("png")
        from matplotlib.figure import Figure

        from gamekit.plots.style import figure_png

        shell.display_formatter.formatters["image/png"].for_type(Figure, figure_png)   # drawn for the projector
        notice.update({"text/html": SNAPSHOT_STYLE, "text/plain": ""}, raw=True)   # nothing to read
