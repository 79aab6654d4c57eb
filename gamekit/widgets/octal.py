"""Explorers for octal games and Grundy's game."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _, numeral
from gamekit.games.heaps.octal import GrundysGame, OctalGame
from gamekit.plots.octal import values_plot
from gamekit.tables.octal import octal_table
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["octal_view", "grundys_game_view", "octal_explorer", "grundys_game_explorer", "OctalGames",
           "TABLE_ROWS", "PLOT_SIZE"]

TABLE_ROWS = 5
"""Rows of values an explorer's table shows at most, so that table and plot fit a 1280 × 720 slide."""
PLOT_SIZE = (9, 3)
"""The size in inches of an explorer's plot of values (beside its table, on one slide)."""


class Shown:
    """Several displayable objects shown one after another (figures are closed once shown)."""

    def __init__(self, *items) -> None:
        self.items = items

    def _ipython_display_(self) -> None:
        import matplotlib.pyplot as plt
        from IPython.display import display
        from matplotlib.figure import Figure

        for item in self.items:
            display(item)
            if isinstance(item, Figure):
                plt.close(item)


class OctalGames:
    """The octal games an explorer has shown, by code, each made once and kept with its values and period.

    An octal explorer holds one, so moving its slider or coming back to a code reuses what was
    computed; when the explorer is gone, so are the games.

    >>> games = OctalGames()
    >>> games[".77"] is games["0.77"], len(games)
    (True, 1)

    See also: :func:`octal_view`.
    """

    def __init__(self) -> None:
        self._made: dict[str, tuple[OctalGame, object]] = {}

    def __getitem__(self, code: str) -> OctalGame:
        return self.with_period(code)[0]

    def with_period(self, code: str, n: int = 20_000) -> tuple[OctalGame, object]:
        """Return the game of ``code`` and its period proved from ``n`` values (``None`` if none)."""
        game = OctalGame(code)
        if game.code not in self._made:
            self._made[game.code] = (game, game.period(n))
        return self._made[game.code]

    def __len__(self) -> int:
        return len(self._made)


def octal_view(code: str = ".77", length: int = 120, games: OctalGames | None = None) -> object:
    """Return the table (rows of the proved period, exceptions highlighted) and the plot of a code.

    The table shows at most :data:`TABLE_ROWS` rows (the plot shows every value), so that the
    explorer fits its slide whatever the length and however long the period.  A malformed code
    raises ``ValueError``; the explorer shows its message.  ``games`` keeps the games already
    computed (an explorer passes its own).

    >>> table, fig = octal_view(".07", 68).items
    >>> table.data.shape
    (2, 34)
    >>> octal_view(".8", 10)
    Traceback (most recent call last):
    ...
    ValueError: an octal code has digits 0–7 only, got '8' in '.8'
    """
    game, found = (OctalGames() if games is None else games).with_period(code)
    title = f"{game.code}: " + (str(found) if found else _("no period proved from 20 000 values"))
    return Shown(octal_table(game, length, rows=TABLE_ROWS),
                 values_plot(game.grundy_sequence(length), title=title, figsize=PLOT_SIZE))


def grundys_game_view(start: int = 0, width: int = 10_000, game: GrundysGame | None = None) -> object:
    """Return the plot of Grundy's game on heaps start … start + width − 1, rare values highlighted.

    ``game`` is the Grundy's game whose values are read (computed once, then kept by it): an
    explorer passes its own, or the one a chapter has already computed.

    >>> grundys_game_view(0, 100).axes[0].get_xlabel()
    'heap size n'
    """
    game = GrundysGame() if game is None else game
    values = game.grundy_array(start + width)
    return values_plot(values[start:], rare=game.rare_heaps(start + width), start=start,
                       title=_("Grundy's game, heaps {first} to {last}").format(first=numeral(start),
                                                                                 last=numeral(start + width - 1)))


def octal_explorer(code: str = ".77", length: int = 120) -> "ipywidgets.VBox":
    """Return a code box and a length slider over :func:`octal_view`.

    >>> type(octal_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(partial(octal_view, games=OctalGames()), height="520px",
                    code=w.Text(value=code, description=_("code"), continuous_update=False),
                    length=w.IntSlider(value=length, min=12, max=600, step=12, description=_("length"),
                                       continuous_update=False))


def grundys_game_explorer(start: int = 0, width: int = 10_000, game: GrundysGame | None = None
                          ) -> "ipywidgets.VBox":
    """Return sliders (first heap, window) over :func:`grundys_game_view`.

    The explorer keeps one Grundy's game (``game``, or a new one), so the values up to the
    farthest heap shown are computed once; a first move far to the right shows a progress bar
    inside the explorer while they are computed.

    >>> type(grundys_game_explorer(0, 1000)).__name__
    'VBox'
    """
    import ipywidgets as w

    game = GrundysGame() if game is None else game
    return explorer(partial(grundys_game_view, game=game), height="300px",
                    start=w.IntSlider(value=start, min=0, max=900_000, step=1000,
                                      description=_("first heap"), continuous_update=False),
                    width=w.IntSlider(value=width, min=100, max=100_000, step=100,
                                      description=_("window"), continuous_update=False))
