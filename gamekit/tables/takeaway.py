"""Tables of take-away games: Bash and Bachet's game with their P-positions."""
from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.validation import heap as as_heap
from gamekit.games.heaps.subtraction import Bash
from gamekit.tables.core import style_p_positions
from gamekit.tables.heaps import subtraction_table

__all__ = ["bash_frame", "bachet_table"]


def bash_frame(largest_takes: Sequence[int] = (2, 3, 4), length: int = 14) -> pd.DataFrame:
    """Return γ(n) of Bash (take 1..m) beside n mod (m + 1) and the literal reading (n mod m) + 1 of "x mod m+1".

    >>> bash_frame((2,), 7)
    n                  0  1  2  3  4  5  6
    m=2  γ(n)          0  1  2  0  1  2  0
         n mod (m+1)   0  1  2  0  1  2  0
         (n mod m)+1   1  2  1  2  1  2  1
    """
    length = as_heap(length)
    rows, index = [], []
    for m in largest_takes:
        rows += [Bash(m).grundy_sequence(length), [n % (m + 1) for n in range(length)],
                 [n % m + 1 for n in range(length)]]
        index += [(f"m={m}", "γ(n)"), (f"m={m}", "n mod (m+1)"), (f"m={m}", "(n mod m)+1")]
    return pd.DataFrame(rows, index=pd.MultiIndex.from_tuples(index),
                        columns=pd.Index(range(length), name="n"))


def bachet_table(largest_take: int = 10, length: int = 24) -> "pd.io.formats.style.Styler":
    """Return the Styler of Bachet's game (take 1..largest_take) with P-positions in green.

    >>> bachet_table(2, 6).data.loc["γ(n)"].tolist()
    [0, 1, 2, 0, 1, 2]
    """
    if largest_take < 1:
        raise ValueError(_("the largest take must be at least 1, got {largest_take}").format(
                             largest_take=largest_take))
    table = subtraction_table(range(1, largest_take + 1), length)
    return style_p_positions(table, key=("bachet", largest_take))
