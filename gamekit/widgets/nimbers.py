"""Explorers of nimbers: the nim-sum table and a nim position in binary."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..arithmetic import nim_sum
from ..nimbers import nim_winning_moves
from ..tables.nimbers import nim_candidates_table, nim_position_layout, nim_sum_board
from ..validation import heaps as as_heaps
from .core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import pandas as pd

__all__ = ["nim_sum_view", "nim_position_view", "nim_sum_explorer", "nim_position_explorer"]


class NimPositionView:
    """What the nim position explorer shows: the binary layout, the candidate moves and a verdict line."""

    def __init__(self, heaps: tuple[int, ...]) -> None:
        self.heaps = heaps
        self.nim_sum = nim_sum(*heaps)
        self.winning_moves = nim_winning_moves(heaps)
        self.layout = nim_position_layout(heaps)
        self.candidates = nim_candidates_table(heaps)

    @property
    def verdict(self) -> str:
        """Return one sentence: P- or N-position, and how many winning moves."""
        if not any(self.heaps):
            return f"s = 0: {self.heaps} is the end position — the player to move cannot move and has lost."
        if self.nim_sum == 0:
            return f"s = 0: {self.heaps} is a P-position — every move leaves s ≠ 0."
        n = len(self.winning_moves)
        return (f"s = {self.nim_sum} ≠ 0: {self.heaps} is an N-position with {n} winning "
                f"move{'s' if n > 1 else ''}: " + ", ".join(map(str, self.winning_moves)))

    def _ipython_display_(self) -> None:
        from IPython.display import Markdown, display

        display(self.layout)
        display(self.candidates)
        display(Markdown(self.verdict))

    def __repr__(self) -> str:
        return self.verdict


def nim_sum_view(size: int = 8, corner: str = "top-left", blocks: bool = True) -> "pd.io.formats.style.Styler":
    """Return the nim-sum table of the explorer: size × size, zeros green, 2ⁿ blocks outlined if ``blocks``.

    >>> nim_sum_view(4).data.loc[3].tolist()
    [3, 2, 1, 0]
    """
    return nim_sum_board(size, corner=corner, blocks=blocks)


def nim_position_view(*heaps: int) -> NimPositionView:
    """Return the view of a nim position: binary layout, nim-sum, candidates, winning moves.

    >>> nim_position_view(13, 42, 30, 43)
    s = 18 ≠ 0: (13, 42, 30, 43) is an N-position with 1 winning move: (13, 42, 12, 43)
    """
    return NimPositionView(as_heaps(heaps, "a nim position", empty=False))


def nim_sum_explorer(size: int = 8, max_size: int = 64) -> "ipywidgets.VBox":
    """Return a widget: a size slider, the corner and a blocks switch over :func:`nim_sum_view`.

    >>> type(nim_sum_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(
        nim_sum_view, height="560px",
        size=w.IntSlider(value=size, min=1, max=max_size, description="size"),
        corner=w.Dropdown(options=["top-left", "bottom-left"], value="top-left", description="(0, 0) at"),
        blocks=w.Checkbox(value=True, description="2ⁿ blocks"),
    )


def nim_position_explorer(heaps: Sequence[int] = (13, 42, 30, 43), max_heap: int = 63) -> "ipywidgets.VBox":
    """Return a widget: one slider per heap over :func:`nim_position_view`.

    >>> len(nim_position_explorer((3, 4, 5)).children[0].children)
    3
    """
    import ipywidgets as w

    heaps = as_heaps(heaps, "a nim position", empty=False)
    if max(heaps) > max_heap:
        raise ValueError(f"a heap of {max(heaps)} does not fit sliders up to max_heap={max_heap}")
    names = "abcdefghijklmnopqrstuvwxyz"[:len(heaps)]
    controls = {name: w.IntSlider(value=h, min=0, max=max_heap, description=name)
                for name, h in zip(names, heaps)}
    return explorer(lambda **sizes: nim_position_view(*(sizes[n] for n in names)),
                    height="420px", **controls)
