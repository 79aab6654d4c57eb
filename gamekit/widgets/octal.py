"""Explorers for octal games and Grundy's game."""
from __future__ import annotations

from ..octal import GrundysGame, OctalGame
from ..plots.octal import values_plot
from ..tables.octal import octal_table
from .core import explorer

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["octal_view", "grundys_game_view", "octal_explorer", "grundys_game_explorer"]


class _Shown:
    """Several displayable objects shown one after another (figures are closed once shown)."""

    def __init__(self, *items) -> None:
        self.items = items

    def _ipython_display_(self) -> None:
        from IPython.display import display
        from matplotlib.figure import Figure
        import matplotlib.pyplot as plt

        for item in self.items:
            display(item)
            if isinstance(item, Figure):
                plt.close(item)


def octal_view(code: str = ".77", length: int = 120) -> object:
    """Return the table (rows of the proved period, exceptions highlighted) and the plot of a code.

    A malformed code raises ``ValueError``; the explorer shows its message.

    >>> table, fig = octal_view(".07", 68).items
    >>> table.data.shape
    (2, 34)
    >>> octal_view(".8", 10)
    Traceback (most recent call last):
    ...
    ValueError: an octal code has digits 0–7 only, got '8' in '.8'
    """
    game = OctalGame(code)
    found = game.period(20_000)
    title = f"{game.code}: " + (f"period {found.period} from n = {found.preperiod}" if found
                                else "no period proved from 20 000 values")
    return _Shown(octal_table(game, length), values_plot(game.grundy_sequence(length), title=title))


def grundys_game_view(start: int = 0, width: int = 10_000) -> object:
    """Return the plot of Grundy's game on heaps start … start + width − 1, rare values highlighted.

    >>> grundys_game_view(0, 100).axes[0].get_xlabel()
    'heap size n'
    """
    game = GrundysGame()
    values = game.grundy_array(start + width)
    return values_plot(values[start:], rare=game.rare_heaps(start + width), start=start,
                       title=f"Grundy's game, heaps {start:,} to {start + width - 1:,}")


def octal_explorer(code: str = ".77", length: int = 120) -> "ipywidgets.VBox":
    """Return a code box and a length slider over :func:`octal_view`.

    >>> type(octal_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(octal_view, height="520px",
                    code=w.Text(value=code, description="code", continuous_update=False),
                    length=w.IntSlider(value=length, min=12, max=600, step=12, description="length",
                                       continuous_update=False))


def grundys_game_explorer(start: int = 0, width: int = 10_000) -> "ipywidgets.VBox":
    """Return sliders (first heap, window) over :func:`grundys_game_view`.

    >>> type(grundys_game_explorer(0, 1000)).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(grundys_game_view, height="300px",
                    start=w.IntSlider(value=start, min=0, max=1_000_000, step=1000,
                                      description="first heap", continuous_update=False),
                    width=w.IntSlider(value=width, min=100, max=100_000, step=100,
                                      description="window", continuous_update=False))
