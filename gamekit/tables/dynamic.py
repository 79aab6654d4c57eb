"""Tables of dynamic subtraction: the P-heaps, the outcome of every position, a play move by move."""
from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.validation import given, is_integer
from gamekit.core.validation import heap as as_heap
from gamekit.games.heaps.dynamic import DynamicSubtraction, dynamic_p_heaps, dynamic_play
from gamekit.tables.core import P_CELL_CSS, stable_styler

__all__ = ["dynamic_heaps_frame", "dynamic_table", "dynamic_play_frame"]


def dynamic_heaps_frame(bounds: Sequence[int] = (1, 2, 3, 4, 5), count: int = 14) -> pd.DataFrame:
    """Return the first ``count`` P-heaps H₁, H₂, … of k-dynamic subtraction, one row per k.

    >>> dynamic_heaps_frame((1, 2), 6)
    i    1  2  3  4   5   6
    k
    1    1  2  4  8  16  32
    2    1  2  3  5   8  13
    """
    count = as_heap(count)
    rows = []
    for k in bounds:
        if not is_integer(k):
            raise TypeError(_("the rows are k-dynamic games, k a positive integer; got {given}").format(
                                given=given(k)))
        if k < 1:
            raise ValueError(_("the rows are k-dynamic games, k a positive integer; got {k}").format(k=repr(k)))
        heaps, limit = [], count
        while len(heaps) < count:
            limit *= 4
            heaps = dynamic_p_heaps(k, limit)
        rows.append(heaps[:count])
    return pd.DataFrame(rows, index=pd.Index(list(bounds), name="k"),
                        columns=pd.Index(range(1, count + 1), name="i"))


def dynamic_table(bound: int = 2, size: int = 14) -> "pd.io.formats.style.Styler":
    """Return the outcome of every position (tokens n, largest take m ≤ n) of dynamic subtraction, P in green.

    Rows are n = 1 … size, columns m = 1 … size; cells above the diagonal are blank (m ≤ n).

    >>> dynamic_table(2, 5).data.loc[5].tolist()
    ['P', 'P', 'P', 'P', 'N']
    """
    size = as_heap(size)
    p = DynamicSubtraction(bound).outcome_table(size)
    rows = [["P" if p[n, m] else "N" if m <= n else "" for m in range(1, size + 1)]
            for n in range(1, size + 1)]
    frame = pd.DataFrame(rows, index=pd.Index(range(1, size + 1), name="n"),
                         columns=pd.Index(range(1, size + 1), name="m"))
    styler = frame.style.map(lambda v: P_CELL_CSS if v == "P" else "")
    return stable_styler(styler, "dynamic", repr(bound), size)


def dynamic_play_frame(game: DynamicSubtraction, n: int, loser: str | int = "one") -> pd.DataFrame:
    """Return a play of dynamic subtraction move by move, with the representation that guides the winner.

    >>> from gamekit import FibonacciNim
    >>> dynamic_play_frame(FibonacciNim(), 10, loser="most")
      mover  tokens  may take representation  take    winning?
    1  first      10         9          8 + 2     2  yes: P next
    2 second       8         4              8     4          no
    3  first       4         4          3 + 1     1  yes: P next
    4 second       3         2              3     2          no
    5  first       1         1              1     1  yes: P next
    """
    play = dynamic_play(game, n, loser=loser)
    rows = []
    for move in play:
        rep = game.representation(move["tokens"]) if game.represents(move["tokens"]) else []
        mover = {"first": _("first"), "second": _("second")}.get(move["mover"], move["mover"])
        rows.append([mover, move["tokens"], move["may take"],
                     " + ".join(map(str, rep)) if rep else "—", move["take"],
                     _("yes: P next") if move["winning"] else _("no")])
    return pd.DataFrame(rows, index=range(1, len(rows) + 1),
                        columns=[_("mover"), _("tokens"), _("may take"), _("representation"), _("take"),
                                 _("winning?")])
