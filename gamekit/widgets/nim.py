"""Explorers of nim: a position in binary with its candidate moves, and misère nim."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.language import ngettext
from gamekit.core.language import N_
from gamekit.core.validation import heap_position
from gamekit.core.validation import heaps as as_heaps
from gamekit.games.heaps.nim import Nim, misere_nim_move, misere_nim_solution, nim_position_class, nim_winning_moves
from gamekit.tables.nim import nim_candidates_table, nim_position_layout
from gamekit.theory.arithmetic import nim_sum
from gamekit.widgets.core import explorer, parse_integers

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["NimPositionView", "nim_position_view", "nim_position_explorer", "parse_heaps", "misere_nim_view",
           "misere_nim_explorer"]


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
            return _("s = 0: {heaps} is the end position — the player to move cannot move and has lost.").format(
                heaps=self.heaps)
        if self.nim_sum == 0:
            return _("s = 0: {heaps} is a P-position — every move leaves s ≠ 0.").format(heaps=self.heaps)
        n = len(self.winning_moves)
        return ngettext("s = {sum} ≠ 0: {heaps} is an N-position with {count} winning move: {moves}",
                        "s = {sum} ≠ 0: {heaps} is an N-position with {count} winning moves: {moves}", n).format(
            sum=self.nim_sum, heaps=self.heaps, count=n, moves=", ".join(map(str, self.winning_moves)))

    def _ipython_display_(self) -> None:
        from IPython.display import Markdown, display

        display(self.layout)
        display(self.candidates)
        display(Markdown(self.verdict))

    def __repr__(self) -> str:
        return self.verdict


def nim_position_view(*heaps: int) -> NimPositionView:
    """Return the view of a nim position: binary layout, nim-sum, candidates, winning moves.

    >>> nim_position_view(13, 42, 30, 43)
    s = 18 ≠ 0: (13, 42, 30, 43) is an N-position with 1 winning move: (13, 42, 12, 43)
    """
    return NimPositionView(as_heaps(heaps, N_("a nim position"), empty=False))


def nim_position_explorer(heaps: Sequence[int] = (13, 42, 30, 43), max_heap: int = 63) -> "ipywidgets.VBox":
    """Return a widget: one slider per heap over :func:`nim_position_view`.

    >>> len(nim_position_explorer((3, 4, 5)).controls)
    3
    """
    import ipywidgets as w

    heaps = as_heaps(heaps, N_("a nim position"), empty=False)
    if max(heaps) > max_heap:
        raise ValueError(_("a heap of {heap} does not fit sliders up to max_heap={most}").format(
            heap=max(heaps), most=max_heap))
    names = "abcdefghijklmnopqrstuvwxyz"[:len(heaps)]
    controls = {name: w.IntSlider(value=h, min=0, max=max_heap, description=name)
                for name, h in zip(names, heaps)}
    return explorer(lambda **sizes: nim_position_view(*(sizes[n] for n in names)),
                    height="420px", **controls)


def parse_heaps(text: str) -> tuple[int, ...]:
    """Return the heaps written as ``"3, 4, 5"`` (commas or spaces), or raise ``ValueError``.

    >>> parse_heaps("3 4, 5")
    (3, 4, 5)
    """
    bad = _("heaps are non-negative integers")
    numbers = parse_integers(text, _("write the heaps as non-negative integers, e.g. 3, 4, 5"), bad)
    if len(numbers) > 12:
        raise ValueError(_("at most 12 heaps here, got {count}").format(count=len(numbers)))
    try:
        heaps = heap_position(numbers)
    except (ValueError, TypeError) as error:
        raise ValueError(_("{bad}, got {text}").format(bad=bad, text=repr(text))) from error
    if max(heaps) > 10_000:
        raise ValueError(_("keep the heaps below 10 000 here"))
    return heaps


def misere_nim_view(heaps: str = "3, 4, 5") -> pd.DataFrame | str:
    """Return a nim position's class, normal and misère outcomes, and its misère winning moves.

    The outcomes come from the tantrum game when the position is small enough to search
    (at most 4 heaps of at most 12), otherwise from Bouton's rules (checked in the tests).

    >>> misere_nim_view("1, 1, 2").loc["misère winning moves", "value"]
    '(1, 1, 1)'
    >>> misere_nim_view("3, -1")
    Traceback (most recent call last):
    ...
    ValueError: heaps are non-negative integers, got '3, -1'
    """
    p = parse_heaps(heaps)
    nim = Nim()
    normal = nim.outcome(p)
    misere, winning = misere_nim_solution(p)
    move = misere_nim_move(p)
    rows = [(_("class"), nim_position_class(p)), (_("nim-sum"), str(nim.grundy(p))),
            (_("normal outcome"), normal), (_("misère outcome"), misere),
            (_("misère winning moves"), ", ".join(map(str, winning)) if winning else _("none")),
            (_("strategy's move"), str(move) if move is not None else _("none"))]
    return pd.DataFrame([v for _k, v in rows], index=pd.Index([k for k, _v in rows], name=str(p)),
                        columns=[_("value")])


def misere_nim_explorer(heaps: str = "3, 4, 5") -> "ipywidgets.VBox":
    """Return a text box for the heaps over :func:`misere_nim_view`.

    >>> type(misere_nim_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(misere_nim_view, height="220px",
                    heaps=w.Text(value=heaps, description=_("heaps"), continuous_update=False))
