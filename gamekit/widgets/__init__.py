"""ipywidgets explorers: thin shells over the pure functions of gamekit.tables and gamekit.plots."""
from .core import explorer
from .heaps import bachet_explorer

__all__ = ["explorer", "bachet_explorer"]
