"""Tables of the games of the nim family: hidden nim heaps, checked against the mex rule."""
from __future__ import annotations

from collections.abc import Iterable

import pandas as pd

from gamekit.theory.arithmetic import nim_sum
from gamekit.theory.game import Game

__all__ = ["hidden_nim_table"]


def hidden_nim_table(game: Game, positions: Iterable[object], brute_force: bool = False
                     ) -> pd.DataFrame:
    """Return, for each position of a NIM-family game, its hidden nim heaps and their nim-sum.

    With ``brute_force=True`` a column gives the value of the same moves by the mex rule alone
    (``gk.Game(game.moves)``), and the last column says whether the two agree.

    >>> from gamekit import StaircaseNim
    >>> hidden_nim_table(StaircaseNim(), [(1, 2, 3), (2, 5, 2)], brute_force=True)
        position  heaps  nim-sum  mex rule  agree
    0  (1, 2, 3)  (1, 3)        2         2   True
    1  (2, 5, 2)  (2, 2)        0         0   True
    """
    if not hasattr(game, "hidden_nim"):
        raise ValueError(f"{game!r} has no hidden_nim(position)")
    brute = Game(game.moves) if brute_force else None
    rows = []
    for p in positions:
        heaps = game.hidden_nim(p)
        row = {"position": str(p), "heaps": str(heaps), "nim-sum": nim_sum(*heaps)}
        if brute is not None:
            row["mex rule"] = brute.grundy(game.position(p))
            row["agree"] = row["mex rule"] == row["nim-sum"]
        rows.append(row)
    return pd.DataFrame(rows)
