"""pandas tables for the chapters: pure functions returning DataFrames or Stylers."""
from gamekit.tables.atlas import misere_atlas_frame, misere_atlas_table, misere_normal_frame
from gamekit.tables.boards import board_fill, board_frame, board_table, board_values
from gamekit.tables.chomp import chomp_frame, stealing_frame
from gamekit.tables.coins import coin_row_table
from gamekit.tables.compare import Agreement, compare_grids, grid_agreement, grid_differences
from gamekit.tables.core import compact, sequence_table, stable_styler, style_p_positions
from gamekit.tables.dynamic import dynamic_heaps_frame, dynamic_play_frame, dynamic_table
from gamekit.tables.everysg import time_frame
from gamekit.tables.fill import FillStep
from gamekit.tables.game import sum_table
from gamekit.tables.heaps import heap_table, heap_values, sequence_fill, subtraction_table
from gamekit.tables.loopy import cars_table, loopy_table, numbering_table, style_outcomes
from gamekit.tables.misere import (
    ferguson_frame,
    genus_frame,
    misere_subtraction_frame,
    misere_subtraction_table,
    nim_classes_frame,
)
from gamekit.tables.nim import hidden_nim_table, nim_candidates_table, nim_position_layout
from gamekit.tables.nimbers import binary_layout, nim_sum_board, nim_sum_frame
from gamekit.tables.nimfield import nim_product_frame
from gamekit.tables.octal import grouped_digits_table, octal_table, rows_table, table_differences
from gamekit.tables.quotient import cayley_table, heap_images_frame, heap_images_table
from gamekit.tables.takeaway import bachet_table, bash_frame
from gamekit.tables.wythoff import beatty_frame, wythoff_beatty_table, wythoff_comparison, wythoff_table

__all__ = ["bash_frame", "beatty_frame", "wythoff_beatty_table", "dynamic_heaps_frame", "dynamic_table",
           "dynamic_play_frame", "time_frame", "stealing_frame",
           "sequence_table", "stable_styler", "style_p_positions", "compact", "bachet_table", "subtraction_table",
           "board_values", "board_frame", "board_table", "board_fill", "FillStep",
           "heap_values", "heap_table", "sequence_fill", "grid_differences", "grid_agreement", "Agreement",
           "compare_grids",
           "nim_sum_frame", "nim_sum_board", "binary_layout", "nim_position_layout", "nim_candidates_table",
           "nim_product_frame",
           "sum_table", "hidden_nim_table", "coin_row_table",
           "misere_subtraction_frame", "misere_subtraction_table", "wythoff_table", "wythoff_comparison",
           "nim_classes_frame", "ferguson_frame", "genus_frame", "chomp_frame",
           "cars_table", "loopy_table", "numbering_table", "style_outcomes",
           "grouped_digits_table", "octal_table", "rows_table", "table_differences",
           "cayley_table", "heap_images_frame", "heap_images_table", "misere_atlas_frame", "misere_atlas_table",
           "misere_normal_frame"]
