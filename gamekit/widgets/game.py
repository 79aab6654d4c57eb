"""Explorers of sums of games: a sum builder over a menu of one-heap games."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.games.heaps.nim import Nim
from gamekit.games.heaps.octal import Kayles
from gamekit.games.heaps.splitting import LaskersNim, Woodcutter
from gamekit.games.heaps.subtraction import Letra
from gamekit.games.heaps.takeaway import Dim, RelativePrime
from gamekit.tables.game import sum_table
from gamekit.core.validation import given
from gamekit.theory.game import Game, as_game
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas

__all__ = ["SUM_GAMES", "SumGames", "sum_view", "sum_builder"]


#: The menu of one-heap games of the sum builder, by name (the menu and the table show each name in
#: the language spoken: "Lasker's nim" is „Lasker-nim” in Hungarian).
#:
#: :meta hide-value:
SUM_GAMES: dict[str, Callable[[], Game]] = {
    "NIM": Nim,
    "LÉTRA t=3": lambda: Letra(3),
    "RELATÍV PRÍM": RelativePrime,
    "DIM": Dim,
    "FAVÁGÓ": Woodcutter,
    N_("KUGLI (Kayles)"): lambda: Kayles,
    N_("Lasker's nim"): LaskersNim,
}


class SumGames:
    """The games of a sum builder's menu, each made when first chosen and then kept, with its values.

    A sum builder holds one, so moving a slider reuses the values computed before; when the
    builder is gone, so are the games.

    A name not in the menu may be an octal code: ``games["0.07"]`` is Dawson's Kayles.

    >>> games = SumGames()
    >>> games["DIM"] is games["DIM"], len(games), games["0.07"]
    (True, 1, Dawson's Kayles (·07))

    See also: :func:`sum_view`, :data:`SUM_GAMES`.
    """

    def __init__(self, menu: Mapping[str, Callable[[], Game]] | None = None) -> None:
        self.menu = dict(SUM_GAMES if menu is None else menu)
        self._made: dict[str, Game] = {}

    def __getitem__(self, name: str) -> Game:
        if not isinstance(name, str):
            raise TypeError(_("a game of the sum is named by a text, got {given}").format(given=given(name)))
        if name not in self.menu:
            try:
                return as_game(name, "the sum")
            except ValueError:
                raise ValueError(_("unknown game {name}; choose one of {menu}, or an octal code such as '0.77'").format(
                    name=repr(name), menu=", ".join(self.menu))) from None
        if name not in self._made:
            self._made[name] = self.menu[name]()
        return self._made[name]

    def __len__(self) -> int:
        return len(self._made)


def sum_view(game1: str = "NIM", heap1: int = 5, game2: str = "DIM", heap2: int = 12,
             game3: str = "RELATÍV PRÍM", heap3: int = 9, *, games: SumGames | None = None
             ) -> "pandas.io.formats.style.Styler":
    """Return the table of a sum of three one-heap games (see :func:`gamekit.tables.sum_table`).

    A game is a name of the menu :data:`SUM_GAMES` or an octal code such as ``"0.07"``.  A heap
    of 0 leaves its component out of play (value 0).  ``games`` are where the games are made and
    kept (a fresh :class:`SumGames` when not given).

    >>> sum_view("NIM", 10, "DIM", 10, "RELATÍV PRÍM", 10).data["γ"].tolist()
    [10, 2, 0, 8]
    """
    games = SumGames() if games is None else games
    names = [game1, game2, game3]
    parts = [(games[n], (h,)) for n, h in zip(names, (heap1, heap2, heap3))]
    return sum_table(parts, names=[_(name) for name in names])


def sum_builder(games: tuple[str, str, str] = ("NIM", "DIM", "RELATÍV PRÍM"),
                heaps: tuple[int, int, int] = (5, 12, 9), max_heap: int = 40) -> "ipywidgets.VBox":
    """Return a widget: three games chosen from a menu, a heap for each, and the table of the sum.

    ``games`` are the first choices: names of the menu :data:`SUM_GAMES`, or octal codes, which
    join the menu.

    >>> type(sum_builder()).__name__
    'VBox'
    >>> sum_builder(("NIM", "0.07", "0.77")).controls["game2"].options[-3:]
    (("Lasker's nim", "Lasker's nim"), ('0.07', '0.07'), ('0.77', '0.77'))
    """
    import ipywidgets as w

    chosen = SumGames()                # the builder's own games: their values are reused
    for name in games:
        chosen[name]                   # a name neither in the menu nor a code is refused here
    menu = list(SUM_GAMES) + [name for name in dict.fromkeys(games) if name not in SUM_GAMES]
    controls = {}
    for k, (name, heap) in enumerate(zip(games, heaps), start=1):
        controls[f"game{k}"] = w.Dropdown(options=[(_(n), n) for n in menu], value=name,
                                          layout=w.Layout(width="150px"))
        controls[f"heap{k}"] = w.IntSlider(value=heap, min=0, max=max_heap, description=_("heap"),
                                           style={"description_width": "3em"}, layout=w.Layout(width="300px"))
    box = explorer(partial(sum_view, games=chosen), height="230px", **controls)
    rows = [w.HBox([controls[f"game{k}"], controls[f"heap{k}"]]) for k in (1, 2, 3)]
    status = box.children[0].children[-1]               # the explorer's 'working…' line
    builder = w.VBox([w.VBox([*rows, status]), box.children[1]])     # the controls in three rows
    builder.render, builder.controls = box.render, box.controls
    return builder
