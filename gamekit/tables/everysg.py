"""Tables of Every-SG timing: outcome, remoteness and suspense number."""
from __future__ import annotations

from collections.abc import Hashable, Iterable

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.theory.everysg import remoteness, suspense
from gamekit.theory.game import Game, as_game

__all__ = ["time_frame"]


def time_frame(game: Game | str, positions: Iterable[Hashable], label: str = "position") -> pd.DataFrame:
    """Return outcome, remoteness and suspense number of each position of ``game`` (a game or an octal code).

    >>> from gamekit import SubtractionGame
    >>> time_frame(SubtractionGame({1, 2}), range(5), label="n")
      outcome  remoteness  suspense
    n
    0       P           0         0
    1       N           1         1
    2       N           1         1
    3       P           2         2
    4       N           3         3
    """
    game = as_game(game, "time_frame")
    rows, index = [], []
    for p in positions:
        index.append(p)
        rows.append([game.outcome(p), remoteness(game, p), suspense(game, p)])
    return pd.DataFrame(rows, index=pd.Index(index, name=_(label), tupleize_cols=False),
                        columns=[_("outcome"), _("remoteness"), _("suspense")])
