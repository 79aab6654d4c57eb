"""Tables of chapter 7 (a gallery of classic games): Bash, Wythoff's Beatty pairs, dynamic
subtraction, Every-SG and the strategy-stealing bites of Chomp."""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

import pandas as pd

from ..arithmetic import mex
from ..chomp import strategy_stealing
from ..dynamic import DynamicSubtraction, dynamic_p_heaps, dynamic_play
from ..everysg import remoteness, suspense
from ..game import Game
from ..validation import heap as as_heap
from ..takeaway import Bash
from ..wythoff import wythoff_pair, wythoff_values
from .core import P_CELL_CSS, stable_styler

__all__ = ["bash_frame", "beatty_frame", "wythoff_beatty_table", "dynamic_heaps_frame",
           "dynamic_table", "dynamic_play_frame", "time_frame", "stealing_frame"]

PAIR_CSS = "background-color: #0072B2; color: white; font-weight: bold"
LINE_CSS = "background-color: #D6EAF8"


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


def beatty_frame(count: int = 10) -> pd.DataFrame:
    """Return the first Beatty pairs (⌊nφ⌋, ⌊nφ²⌋) with their difference and the mex check.

    The column "mex" is the least number not in any earlier pair; Wythoff's P-positions satisfy
    a_n = mex and b_n = a_n + n, which the column "b − a" shows.

    >>> beatty_frame(4)
       ⌊nφ⌋  ⌊nφ²⌋  b − a  mex
    n
    0     0      0      0    0
    1     1      2      1    1
    2     3      5      2    3
    3     4      7      3    4
    """
    count = as_heap(count)
    rows, used = [], set()
    for n in range(count):
        a, b = wythoff_pair(n)
        rows.append([a, b, b - a, mex(used)])
        used |= {a, b}
    return pd.DataFrame(rows, index=pd.Index(range(count), name="n"),
                        columns=["⌊nφ⌋", "⌊nφ²⌋", "b − a", "mex"])


def wythoff_beatty_table(size: int = 12, pair: int | None = None) -> "pd.io.formats.style.Styler":
    """Return Wythoff's value table (row a, column b, (0, 0) top-left) with its zeros in green and
    one Beatty pair in blue: its two cells, and in pale blue the row, column and diagonals they attack.

    >>> t = wythoff_beatty_table(6, pair=2)
    >>> t.data.loc[3].tolist(), "#0072B2" in t.to_html()
    ([3, 4, 5, 6, 2, 0], True)
    """
    size = as_heap(size)
    values = wythoff_values(size)
    frame = pd.DataFrame(values, index=pd.Index(range(size), name="a"),
                         columns=pd.Index(range(size), name="b"))
    cells: set[tuple[int, int]] = set()
    lines: set[tuple[int, int]] = set()
    if pair is not None:
        a, b = wythoff_pair(as_heap(pair))
        cells = {(a, b), (b, a)}
        for (r, c) in cells:
            for k in range(size):
                lines |= {(r, k), (k, c)}
                lines |= {(r + d, c + d) for d in range(-size, size)}
    css = pd.DataFrame("", index=frame.index, columns=frame.columns)
    for r in range(size):
        for c in range(size):
            if (r, c) in cells:
                css.iloc[r, c] = PAIR_CSS
            elif values[r, c] == 0:
                css.iloc[r, c] = P_CELL_CSS
            elif (r, c) in lines:
                css.iloc[r, c] = LINE_CSS
    styler = frame.style.apply(lambda _: css, axis=None)
    return stable_styler(styler, "wythoff-beatty", size, pair)


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
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise ValueError(f"the rows are k-dynamic games, k a positive integer; got {k!r}")
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
        rows.append([move["mover"], move["tokens"], move["may take"],
                     " + ".join(map(str, rep)) if rep else "—", move["take"],
                     "yes: P next" if move["winning"] else "no"])
    return pd.DataFrame(rows, index=range(1, len(rows) + 1),
                        columns=["mover", "tokens", "may take", "representation", "take", "winning?"])


def time_frame(game: Game, positions: Iterable[Hashable], label: str = "position") -> pd.DataFrame:
    """Return outcome, remoteness and suspense number of each position of ``game``.

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
    rows, index = [], []
    for p in positions:
        index.append(p)
        rows.append([game.outcome(p), remoteness(game, p), suspense(game, p)])
    return pd.DataFrame(rows, index=pd.Index(index, name=label, tupleize_cols=False),
                        columns=["outcome", "remoteness", "suspense"])


def stealing_frame(rows: int = 4, cols: int = 6) -> pd.DataFrame:
    """Return, for every m × n Chomp bar but 1 × 1, the winning bite the strategy-stealing argument finds.

    "corner": biting the far corner wins; "(row, column): stolen": the corner bite loses, and
    this bite is the opponent's winning reply to it, played first.

    >>> stealing_frame(2, 3)
    columns       1       2               3
    rows
    1             —  corner  (0, 1): stolen
    2        corner  corner          corner
    """
    table = []
    for m in range(1, as_heap(rows) + 1):
        line = []
        for n in range(1, as_heap(cols) + 1):
            if m * n == 1:
                line.append("—")
                continue
            bite, how = strategy_stealing(m, n)
            line.append("corner" if how == "corner" else f"{bite}: stolen")
        table.append(line)
    return pd.DataFrame(table, index=pd.Index(range(1, as_heap(rows) + 1), name="rows"),
                        columns=pd.Index(range(1, as_heap(cols) + 1), name="columns"))
