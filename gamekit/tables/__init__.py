"""pandas tables for the chapters: pure functions returning DataFrames or Stylers."""
from .core import sequence_table, stable_styler, style_p_positions
from .heaps import bachet_table, subtraction_table
from .loopy import cars_table, loopy_table, numbering_table, style_outcomes
from .octal import exceptional_heaps, grouped_digits_table, octal_table, rows_table, table_differences

__all__ = ["sequence_table", "stable_styler", "style_p_positions", "bachet_table", "subtraction_table",
           "cars_table", "loopy_table", "numbering_table", "style_outcomes",
           "exceptional_heaps", "grouped_digits_table", "octal_table", "rows_table", "table_differences"]
