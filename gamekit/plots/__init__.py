"""Matplotlib figures for the chapters (presentation only: the numbers come from the game modules).

Styling is opt-in: call :func:`use_style` (``gk.setup()`` does) — importing gamekit changes nothing.
"""
from gamekit.core.palette import D_COLOUR, N_COLOUR, P_COLOUR, PALETTE
from gamekit.plots.atlas import census_plot
from gamekit.plots.boards import board_heatmap
from gamekit.plots.dynamic import dynamic_heaps_plot
from gamekit.plots.graphs import game_graph, play_orders
from gamekit.plots.loopy import DUGO_LAYOUT, loopy_figure
from gamekit.plots.nim import nim_p_positions_plot
from gamekit.plots.strips import bubbles_figure, northcott_figure
from gamekit.plots.octal import sparse_space_plot, values_plot
from gamekit.plots.quotient import quotient_growth_plot
from gamekit.plots.style import style_rc, use_style
from gamekit.plots.trees import tree_figure
from gamekit.plots.wythoff import wythoff_p_plot

__all__ = ["wythoff_p_plot", "dynamic_heaps_plot",
           "PALETTE", "P_COLOUR", "N_COLOUR", "D_COLOUR", "style_rc", "use_style",
           "board_heatmap", "game_graph", "play_orders",
           "tree_figure", "northcott_figure", "bubbles_figure",
           "DUGO_LAYOUT", "loopy_figure",
           "nim_p_positions_plot",
           "sparse_space_plot", "values_plot", "census_plot", "quotient_growth_plot"]
