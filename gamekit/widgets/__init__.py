"""ipywidgets explorers: thin shells over the pure functions of gamekit.tables and gamekit.plots.

They come with the ``widgets`` extra (``pip install "gamekit[widgets]"``); without it, importing
``gk.widgets`` says so in one sentence.
"""
import gamekit.widgets._extra  # noqa: F401 - first: without the extra, one clear sentence
from gamekit.widgets.atlas import atlas_explorer, atlas_view
from gamekit.widgets.boards import board_explorer, board_view
from gamekit.widgets.coins import coin_row_explorer, coin_row_view
from gamekit.widgets.core import explorer
from gamekit.widgets.dynamic import dynamic_play_view, fibonacci_nim_explorer
from gamekit.widgets.game import sum_builder, sum_view
from gamekit.widgets.heaps import subtraction_explorer, subtraction_view
from gamekit.widgets.loopy import cars_explorer, cars_view
from gamekit.widgets.misere import misere_subtraction_explorer, misere_subtraction_view
from gamekit.widgets.nim import misere_nim_explorer, misere_nim_view, nim_position_explorer, nim_position_view
from gamekit.widgets.nimbers import nim_sum_explorer, nim_sum_view
from gamekit.widgets.octal import OctalGames, grundys_game_explorer, grundys_game_view, octal_explorer, octal_view
from gamekit.widgets.play import play
from gamekit.widgets.quotient import quotient_explorer, quotient_view
from gamekit.widgets.takeaway import bachet_explorer, heap_fill_explorer, heap_fill_view
from gamekit.widgets.wythoff import wythoff_explorer, wythoff_view

__all__ = ["wythoff_view", "wythoff_explorer", "dynamic_play_view", "fibonacci_nim_explorer",
           "explorer", "bachet_explorer", "board_explorer", "board_view", "heap_fill_explorer",
           "heap_fill_view", "subtraction_explorer", "subtraction_view",
           "nim_sum_explorer", "nim_sum_view", "nim_position_explorer", "nim_position_view",
           "sum_builder", "sum_view", "coin_row_explorer", "coin_row_view",
           "cars_explorer", "cars_view",
           "misere_subtraction_view", "misere_subtraction_explorer", "misere_nim_view", "misere_nim_explorer",
           "grundys_game_explorer", "grundys_game_view", "octal_explorer", "octal_view", "OctalGames", "play",
           "atlas_explorer", "atlas_view", "quotient_explorer", "quotient_view"]
