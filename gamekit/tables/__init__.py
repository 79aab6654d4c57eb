"""pandas tables for the chapters: pure functions returning DataFrames or Stylers."""
from .core import sequence_table, stable_styler, style_p_positions
from .heaps import bachet_table, subtraction_table

__all__ = ["sequence_table", "stable_styler", "style_p_positions", "bachet_table", "subtraction_table"]
