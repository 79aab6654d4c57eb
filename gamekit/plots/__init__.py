"""Matplotlib figures for the chapters (presentation only: the numbers come from the game modules).

Styling is opt-in: call :func:`use_style` (``gk.setup()`` does) — importing gamekit changes nothing.
"""
from .style import D_COLOUR, N_COLOUR, P_COLOUR, PALETTE, style_rc, use_style
from .boards import board_heatmap
from .graphs import game_graph, play_orders
from .trees import tree_figure
from .nimfamily import bubbles_figure, northcott_figure
from .loopy import DUGO_LAYOUT, loopy_figure
from .nim import nim_p_positions_plot
from .wythoff import wythoff_p_plot
from .dynamic import dynamic_heaps_plot
from .octal import sparse_space_plot, values_plot
from .atlas import census_plot

__all__ = ["wythoff_p_plot", "dynamic_heaps_plot",
           "PALETTE", "P_COLOUR", "N_COLOUR", "D_COLOUR", "style_rc", "use_style",
           "board_heatmap", "game_graph", "play_orders",
           "tree_figure", "northcott_figure", "bubbles_figure",
           "DUGO_LAYOUT", "loopy_figure",
           "nim_p_positions_plot",
           "sparse_space_plot", "values_plot", "census_plot"]
