"""Notebook set-up: one call, `gk.setup()`, that makes notebook output identical from run to run."""
from __future__ import annotations

__all__ = ["setup", "SNAPSHOT_STYLE"]

# A chapter opened without running shows each widget as the snapshot saved with it; ipywidgets
# marks such a widget "disconnected" with a red broken-link icon at every control, which covers
# button labels and reads as an error.  The snapshot is the intended view, so the icon is hidden.
SNAPSHOT_STYLE = "<style>.jupyter-widgets-disconnected::before { display: none; }</style>"


def setup(seed: int = 2026) -> None:
    """Fix pandas display options, the plot style, PNG figures and the random seeds.

    Call it at the top of every chapter notebook.  In a notebook it also shows
    :data:`SNAPSHOT_STYLE`, so the saved widget snapshots of a chapter opened without running
    look like the widgets themselves.

    >>> setup()
    >>> import pandas as pd; pd.get_option("display.max_columns")
    40
    """
    import random

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
    try:
        from IPython import get_ipython

        shell = get_ipython()
        if shell is not None:
            shell.run_line_magic("matplotlib", "inline")
            from matplotlib_inline.backend_inline import set_matplotlib_formats

            set_matplotlib_formats("png")
            from IPython.display import display

            display({"text/html": SNAPSHOT_STYLE, "text/plain": ""}, raw=True)   # nothing to read
    except ImportError:  # pragma: no cover - IPython comes with jupyterlab
        pass
