"""ipywidgets explorers: thin shells over the pure functions of gamekit.tables and gamekit.plots."""
from .core import explorer
from .heaps import bachet_explorer
from .loopy import cars_explorer, cars_view
from .octal import grundys_game_explorer, grundys_game_view, octal_explorer, octal_view

__all__ = ["explorer", "bachet_explorer", "cars_explorer", "cars_view",
           "grundys_game_explorer", "grundys_game_view", "octal_explorer", "octal_view"]
