"""Notebook set-up: one call, `gk.setup()`, that makes notebook output identical from run to run."""
from __future__ import annotations

__all__ = ["setup"]


def setup(seed: int = 2026) -> None:
    """Fix pandas display options, the plot style, PNG figures and the random seeds.

    Call it at the top of every chapter notebook.

    >>> setup()
    >>> import pandas as pd; pd.get_option("display.max_columns")
    40
    """
    import random

    import numpy as np
    import pandas as pd

    from .plots import use_style

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
    except ImportError:  # pragma: no cover - IPython comes with jupyterlab
        pass
