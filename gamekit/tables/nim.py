"""Tables of nim positions: a position in binary with its nim-sum, the candidate move of every heap, and
the nim heaps hidden in a game that is nim in disguise (staircase nim, GYALOGOS, bubbles)."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

import pandas as pd

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import heaps as as_heaps
from gamekit.core.words import written_position
from gamekit.games.heaps.nim import nim_candidates
from gamekit.tables.core import P_CELL_CSS, stable_styler
from gamekit.tables.nimbers import HEAP_NAMES, binary_layout
from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.game import Game

__all__ = ["nim_position_layout", "nim_candidates_table", "hidden_nim_table"]


def nim_position_layout(heaps: Sequence[int]) -> "pd.io.formats.style.Styler":
    """Return the binary layout of a nim position, its heaps named a, b, c, … and the nim-sum s.

    >>> nim_position_layout((13, 42, 30, 43)).data["value"].tolist()
    [13, 42, 30, 43, 18]
    """
    heaps = as_heaps(heaps, N_("a nim position"), empty=False)
    if len(heaps) > len(HEAP_NAMES):
        raise ValueError(_("at most {count} heaps can be named, got {count2}").format(
                             count=len(HEAP_NAMES), count2=len(heaps)))
    return binary_layout(heaps, [HEAP_NAMES[i] for i in range(len(heaps))], total_label="s")


def nim_candidates_table(heaps: Sequence[int]) -> "pd.io.formats.style.Styler":
    """Return one row per heap x: its candidate x' = s ⊕ x, whether x' < x, where the move leads; winning moves green.

    >>> nim_candidates_table((13, 42, 30, 43)).data["x' = s ⊕ x"].tolist()
    [31, 56, 12, 57]
    """
    heaps = as_heaps(heaps, N_("a nim position"), empty=False)
    rows = []
    yes, no = _("yes"), _("no")
    for c in nim_candidates(heaps):
        rows.append({_("heap"): HEAP_NAMES[c.index] if c.index < len(HEAP_NAMES) else str(c.index),
                     "x": c.size, "x' = s ⊕ x": c.target,
                     "x' < x": yes if c.legal else no,
                     _("move"): f"{heaps} → {c.position}" if c.legal else
                     ("— (s = 0)" if c.target == c.size else _("— (the heap would grow)"))})
    frame = pd.DataFrame(rows).set_index(_("heap"))

    def colour(row: pd.Series) -> list[str]:
        return [P_CELL_CSS if row["x' < x"] == yes else "" for _c in row]

    return stable_styler(frame.style.apply(colour, axis=1), "nim candidates", heaps)


def hidden_nim_table(game: Game, positions: Iterable[object], brute_force: bool = False
                     ) -> pd.DataFrame:
    """Return, for each position of a NIM-family game, its hidden nim heaps and their nim-sum.

    With ``brute_force=True`` a column gives the value of the same moves by the mex rule alone
    (``gk.Game(game.moves)``), and the last column says whether the two agree, "yes" or "no".
    Positions and heaps are written as the course writes them (one heap in words).

    >>> from gamekit import StaircaseNim
    >>> hidden_nim_table(StaircaseNim(), [(1, 2, 3), (2, 5, 2), (0, 4)], brute_force=True)
        position       heaps  nim-sum  mex rule agree
    0  (1, 2, 3)      (1, 3)        2         2   yes
    1  (2, 5, 2)      (2, 2)        0         0   yes
    2     (0, 4)  a heap of 0        0         0   yes
    """
    if not hasattr(game, "hidden_nim"):
        raise ValueError(_("{game} has no hidden_nim(position)").format(game=repr(game)))
    brute = Game(game.moves) if brute_force else None
    rows = []
    for p in positions:
        heaps = game.hidden_nim(p)
        row = {"position": written_position(p), "heaps": written_position(tuple(heaps)),
               "nim-sum": nim_sum(*heaps)}
        if brute is not None:
            row[N_("mex rule")] = brute.grundy(game.position(p))
            row[N_("agree")] = "yes" if row["mex rule"] == row["nim-sum"] else "no"
        rows.append(row)
    return pd.DataFrame(rows)
