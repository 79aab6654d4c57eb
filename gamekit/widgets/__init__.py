"""ipywidgets explorers: thin shells over the pure functions of gamekit.tables and gamekit.plots."""
from .core import explorer
from .heaps import subtraction_explorer, subtraction_view
from .takeaway import bachet_explorer, heap_fill_explorer, heap_fill_view
from .boards import board_explorer, board_view
from .nimbers import nim_sum_explorer, nim_sum_view
from .nim import misere_nim_explorer, misere_nim_view, nim_position_explorer, nim_position_view
from .game import sum_builder, sum_view
from .coins import coin_row_explorer, coin_row_view
from .loopy import cars_explorer, cars_view
from .misere import misere_subtraction_explorer, misere_subtraction_view
from .wythoff import wythoff_explorer, wythoff_view
from .dynamic import dynamic_play_view, fibonacci_nim_explorer
from .octal import OctalGames, grundys_game_explorer, grundys_game_view, octal_explorer, octal_view
from .play import play
from .atlas import atlas_explorer, atlas_view

__all__ = ["wythoff_view", "wythoff_explorer", "dynamic_play_view", "fibonacci_nim_explorer",
           "explorer", "bachet_explorer", "board_explorer", "board_view", "heap_fill_explorer",
           "heap_fill_view", "subtraction_explorer", "subtraction_view",
           "nim_sum_explorer", "nim_sum_view", "nim_position_explorer", "nim_position_view",
           "sum_builder", "sum_view", "coin_row_explorer", "coin_row_view",
           "cars_explorer", "cars_view",
           "misere_subtraction_view", "misere_subtraction_explorer", "misere_nim_view", "misere_nim_explorer",
           "grundys_game_explorer", "grundys_game_view", "octal_explorer", "octal_view", "OctalGames", "play",
           "atlas_explorer", "atlas_view"]
