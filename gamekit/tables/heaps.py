"""Tables of heap games: the rows n and γ(n) of the slides, and their fill step by step."""
from __future__ import annotations

from collections.abc import Callable
from typing import Union

import numpy as np
import pandas as pd

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given, is_integer, natural
from gamekit.games.heaps.heap import HeapGame
from gamekit.games.heaps.subtraction import SubtractionGame
from gamekit.tables.core import P_CELL_CSS, sequence_table, stable_styler, style_p_positions
from gamekit.tables.fill import FillStep
from gamekit.theory.game import Game, as_game

__all__ = ["subtraction_table", "heap_values", "heap_table", "sequence_fill"]


def subtraction_table(subtraction_set, length: int = 18) -> pd.DataFrame:
    """Return γ(0), …, γ(length−1) of the subtraction game with set K as a one-row table.

    >>> subtraction_table({1, 2}, 7)
    n     0  1  2  3  4  5  6
    γ(n)  0  1  2  0  1  2  0
    """
    if length < 1:
        raise ValueError(_("a table needs at least one column, got length {length}").format(length=length))
    return sequence_table(SubtractionGame(subtraction_set).grundy_sequence(length))


HeapSource = Union[Game, str, Callable[[int], int]]


def heap_values(source: HeapSource, length: int = 24, start: int = 0) -> list[int]:
    """Return γ(start), …, γ(start+length−1) of a one-heap game (or its octal code), or of a function of n.

    >>> from gamekit import SubtractionGame
    >>> heap_values(SubtractionGame({1, 3, 4}), 8)
    [0, 1, 0, 1, 2, 3, 2, 0]
    >>> heap_values("0.07", 8)                        # Dawson's Kayles by its code
    [0, 0, 1, 1, 2, 0, 3, 1]
    """
    if isinstance(source, str):
        source = as_game(source, "heap_values")
    length, start = natural(length, N_("length")), natural(start, N_("start"))
    if length < 1:
        raise ValueError(_("a table needs at least one column (length ≥ 1)"))
    if isinstance(source, HeapGame):
        return [int(v) for v in source.grundy_sequence(start + length)[start:]]
    if isinstance(source, Game):
        return [int(source.grundy(n)) for n in range(start, start + length)]
    if callable(source):
        return [source(n) for n in range(start, start + length)]
    raise TypeError(_("source must be a game of one heap, an octal code such as '0.77' or a function of n, got "
                      "{given}").format(given=given(source)))


def heap_table(source: HeapSource, length: int = 24, start: int = 0,
               label: str = "γ(n)", values_above: bool = False) -> "pd.io.formats.style.Styler":
    """Return the slides' table of n and γ(n), with the P-positions (γ = 0) in green.

    Parameters
    ----------
    source : Game, str or callable
        A game of one heap (its γ(n) by :meth:`~gamekit.games.heaps.heap.HeapGame.grundy_sequence`),
        an octal code such as ``"0.77"``, or a function of n giving the value.
    length : int, default 24
        How many columns, at least 1.
    start : int, default 0
        The first n.
    label : str, optional
        The name of the row of values, ``"γ(n)"`` if none is given.
    values_above : bool, default False
        Print the row of values above the row of n, as the slides of Bachet's game print it;
        the whole column of a P-position is then green.

    Returns
    -------
    pandas.io.formats.style.Styler
        The table, n in the column headers, with a stable uuid (the same HTML on every run).

    Raises
    ------
    TypeError
        If ``source`` is neither a game, a code nor a function, or ``length`` or ``start`` is not
        a whole number.
    ValueError
        If ``source`` is a malformed code, ``length`` is below 1 or ``start`` negative.

    See Also
    --------
    heap_values : the values alone.
    sequence_fill : the table filled step by step, as the slides animate it.
    gamekit.tables.core.style_p_positions : the colouring.

    Examples
    --------
    >>> from gamekit.games.heaps.takeaway import RelativePrime
    >>> heap_table(RelativePrime(), 21, label="R_n").data.loc["R_n"].tolist()[:8]
    [0, 1, 0, 2, 0, 3, 0, 4]
    >>> heap_table(RelativePrime(), 4, values_above=True).data.index.tolist()
    ['γ(n)', 'n']
    """
    if isinstance(source, str):
        source = as_game(source, "heap_table")
    values = heap_values(source, length, start)
    table = sequence_table(values, start=start, label=label)
    key = ("heap", repr(source) if isinstance(source, Game) else None)
    if not values_above:
        return style_p_positions(table, key=key)
    frame = pd.DataFrame([values, list(table.columns)], index=[label, table.columns.name])

    def green_columns(column: pd.Series) -> list[str]:
        return [P_CELL_CSS if values[column.name] == 0 else ""] * 2

    styler = frame.style.apply(green_columns, axis=0).hide(axis="columns")
    return stable_styler(styler, "p-columns", key, frame.to_numpy().tolist())


def _heap_of(position: object) -> int | None:
    """Return the single heap a one-heap option leaves (0 for none), or None for several heaps."""
    if isinstance(position, (int, np.integer)):
        return int(position)
    heaps = [h for h in position if h]
    if len(heaps) > 1:
        return None
    return heaps[0] if heaps else 0


def sequence_fill(game: Game | str, length: int = 12, step: int | None = None) -> FillStep:
    """Return the sequence table after γ(0), …, γ(step−1) are filled, with the mex of the last.

    ``game`` is a game of one heap or an octal code such as ``"0.77"``.

    >>> from gamekit import SubtractionGame
    >>> s = sequence_fill(SubtractionGame({1, 2}), 12, 3)
    >>> s.frame.loc["γ(n)"].tolist()[:4], s.caption
    ([0, 1, 2, <NA>], 'mex {0, 1} = 2')
    >>> sequence_fill("0.77", 12, 4).caption                # Kayles: a heap of 3 moves to 2, 1, 1 + 1
    'mex {0, 1, 2} = 3'
    """
    game = as_game(game, "sequence_fill")
    values = heap_values(game, length)
    step = length if step is None else step
    if not is_integer(step):
        raise TypeError(_("step must be a whole number between 1 and {length}, got {given}").format(
                            length=length, given=given(step)))
    if not 1 <= step <= length:
        raise ValueError(_("step must be between 1 and {length}, got {step}").format(length=length, step=repr(step)))
    n = step - 1
    options = list(dict.fromkeys(game.moves(n)))
    shown = pd.array(values[:step] + [pd.NA] * (length - step), dtype="Int64")
    frame = sequence_table(list(shown))
    frame = frame.astype("Int64")
    heaps = [_heap_of(q) for q in options]
    return FillStep(
        frame=frame, step=step, total=length, position=n, cell=("γ(n)", n),
        option_cells=tuple(("γ(n)", h) for h in heaps if h is not None and h < length),
        option_values=tuple(sorted({int(game.grundy(q)) for q in options})),
        value=values[n],
    )
