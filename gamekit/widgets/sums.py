"""Explorers of chapter 3: a sum builder and a row of FORDÍTÓ coins."""
from __future__ import annotations

from collections.abc import Callable

from ..coins import TurningTurtles
from ..game import Game
from ..heaps import Nim
from ..nimfamily import Dim, LaskersNim, Woodcutter
from ..octal import Kayles
from ..takeaway import Letra, RelativePrime
from ..tables.sums import coin_row_table, sum_table
from .core import explorer

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas

__all__ = ["SUM_GAMES", "sum_view", "sum_builder", "coin_row_view", "coin_row_explorer"]

SUM_GAMES: dict[str, Callable[[], Game]] = {
    "NIM": Nim,
    "LÉTRA t=3": lambda: Letra(3),
    "RELATÍV PRÍM": RelativePrime,
    "DIM": Dim,
    "FAVÁGÓ": Woodcutter,
    "KUGLI (Kayles)": lambda: Kayles,
    "Lasker's nim": LaskersNim,
}
_GAMES: dict[str, Game] = {}


def _game(name: str) -> Game:
    if name not in SUM_GAMES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(SUM_GAMES)}")
    if name not in _GAMES:
        _GAMES[name] = SUM_GAMES[name]()
    return _GAMES[name]


def sum_view(game1: str = "NIM", heap1: int = 5, game2: str = "DIM", heap2: int = 12,
             game3: str = "RELATÍV PRÍM", heap3: int = 9) -> "pandas.io.formats.style.Styler":
    """Return the table of a sum of three one-heap games (see :func:`gamekit.tables.sum_table`).

    A heap of 0 leaves its component out of play (value 0).

    >>> sum_view("NIM", 10, "DIM", 10, "RELATÍV PRÍM", 10).data["γ"].tolist()
    [10, 2, 0, 8]
    """
    names = [game1, game2, game3]
    parts = [(_game(n), (h,)) for n, h in zip(names, (heap1, heap2, heap3))]
    return sum_table(parts, names=names)


def sum_builder(games: tuple[str, str, str] = ("NIM", "DIM", "RELATÍV PRÍM"),
                heaps: tuple[int, int, int] = (5, 12, 9), max_heap: int = 40) -> "ipywidgets.VBox":
    """Return a widget: three games chosen from a menu, a heap for each, and the table of the sum.

    >>> type(sum_builder()).__name__
    'VBox'
    """
    import ipywidgets as w

    controls = {}
    for k, (name, heap) in enumerate(zip(games, heaps), start=1):
        controls[f"game{k}"] = w.Dropdown(options=list(SUM_GAMES), value=name,
                                          layout=w.Layout(width="150px"))
        controls[f"heap{k}"] = w.IntSlider(value=heap, min=0, max=max_heap, description="heap",
                                           layout=w.Layout(width="230px"))
    box = explorer(sum_view, height="230px", **controls)
    rows = [w.HBox([controls[f"game{k}"], controls[f"heap{k}"]]) for k in (1, 2, 3)]
    return w.VBox([w.VBox(rows), box.children[1]])     # the controls in three rows


def coin_row_view(coins: str = "KPPKKKPKKP") -> "pandas.io.formats.style.Styler":
    """Return the FORDÍTÓ table of a row written with P (red) and K (blue).

    >>> coin_row_view("PPPK").caption
    'nim-sum 1 ⊕ 2 ⊕ 3 = 0; a P-position: every move loses'
    """
    if not isinstance(coins, str) or set(coins) - {"P", "K"}:
        raise ValueError(f"write the row with P (red) and K (blue), got {coins!r}")
    return coin_row_table(TurningTurtles(), coins, length=len(coins))


def coin_row_explorer(coins: str = "KPPKKKPKKP") -> "ipywidgets.VBox":
    """Return a widget: one toggle per coin (pressed = red), and the table of the row.

    >>> len(coin_row_explorer("KPK").children[0].children)
    3
    """
    import ipywidgets as w

    toggles = {f"c{i}": w.ToggleButton(value=c == "P", description=str(i),
                                       layout=w.Layout(width="44px"))
               for i, c in enumerate(coins, start=1)}

    def render(**pressed: bool):
        return coin_row_view("".join("P" if pressed[f"c{i}"] else "K"
                                     for i in range(1, len(coins) + 1)))

    return explorer(render, height="150px", **toggles)
