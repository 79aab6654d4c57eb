"""Pictures of misère play: the slides' picture of nim positions lives in :mod:`gamekit.plots.nim`."""
from __future__ import annotations

from .nim import nim_p_positions_plot

__all__ = ["nim_p_positions_plot"]
