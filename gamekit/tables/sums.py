"""Tables of chapter 3: the parts of a sum with their values, hidden nims, and rows of coins."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

import pandas as pd

from ..arithmetic import nim_sum
from ..coins import CoinTurningGame, coins_to_string
from ..game import Game, Sum
from .core import P_CELL_CSS, stable_styler

__all__ = ["sum_table", "hidden_nim_table", "coin_row_table", "RED_CSS", "BLUE_CSS"]

RED_CSS = "background-color: #D55E00; color: white; font-weight: bold"    # heads (piros)
BLUE_CSS = "background-color: #56B4E9; color: black"                      # tails (kék)


def sum_table(parts: Sequence[tuple[Game, object]], names: Sequence[str] | None = None
              ) -> "pd.io.formats.style.Styler":
    """Return a table of the components of a sum: each game, its position, its value γ, and the
    nim-sum in the last row (green when it is 0: a P-position).

    A column "winning moves here" lists, for each component, the positions it can move to that
    make the whole sum a P-position.

    >>> from gamekit import Nim, SubtractionGame
    >>> t = sum_table([(Nim(), 5), (SubtractionGame({1, 2}), 7), (Nim(), 3)])
    >>> t.data["γ"].tolist()
    [5, 1, 3, 7]
    >>> t.data["winning moves here"].tolist()
    ['2', '—', '—', '']
    """
    parts = list(parts)
    if not parts:
        raise ValueError("a sum needs at least one component")
    values, rows = [], []
    for game, position in parts:
        if not isinstance(game, Game):
            raise ValueError(f"each part is (game, position), got the game {game!r}")
        values.append(game.grundy(position))
    total = nim_sum(*values)
    the_sum = Sum(*(game for game, _ in parts))
    winning = the_sum.component_winning_moves(tuple(position for _, position in parts))
    for k, ((game, position), v, wins) in enumerate(zip(parts, values, winning)):
        label = names[k] if names is not None else repr(game)
        rows.append((label, _show(position), v, ", ".join(_show(q) for q in wins) or "—"))
    rows.append(("nim-sum", "", total, ""))
    table = pd.DataFrame(rows, columns=["game", "position", "γ", "winning moves here"])
    last = len(rows) - 1
    styler = table.style.apply(
        lambda col: [P_CELL_CSS if i == last and total == 0 else "" for i in range(len(col))],
        subset=["γ"]).hide(axis="index")
    return stable_styler(styler, "sum", rows)


def _show(position: object) -> str:
    if isinstance(position, tuple) and len(position) == 1:
        return str(position[0])
    if isinstance(position, tuple) and not position:
        return "0"
    return str(position)


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


def coin_row_table(game: CoinTurningGame, coins: object, length: int = 10
                   ) -> "pd.io.formats.style.Styler":
    """Return a row of coins: P (red, heads) or K (blue, tails), each heads coin's value, the
    nim-sum in the caption and the winning moves (the coins to turn) below.

    >>> from gamekit import TurningTurtles
    >>> t = coin_row_table(TurningTurtles(), "KPPKKKPKKP")
    >>> t.data.loc["value"].tolist()
    ['', 2, 3, '', '', '', 7, '', '', 10]
    >>> t.caption
    'nim-sum 2 ⊕ 3 ⊕ 7 ⊕ 10 = 12; winning move: turn coins 6 and 10'
    """
    heads = game.position(coins)
    if heads and heads[-1] > length:
        raise ValueError(f"coin {heads[-1]} does not fit in a row of {length} coins")
    row = coins_to_string(heads, length)
    values = ["" if c == "K" else game.coin_value(i) for i, c in enumerate(row, start=1)]
    table = pd.DataFrame([list(row), values], index=["coin", "value"],
                         columns=pd.Index(range(1, length + 1), name="coin number"))
    total = game.grundy(heads)
    terms = " ⊕ ".join(str(v) for v in values if v != "") or "0"
    moves = [sorted(set(heads).symmetric_difference(q)) for q in game.winning_moves(heads)]
    if total == 0:
        tail = "a P-position: every move loses"
    else:
        tail = "winning move" + ("s" if len(moves) > 1 else "") + ": " + "; ".join(
            "turn coin" + ("s " if len(m) > 1 else " ") + " and ".join(map(str, m)) for m in moves)
    styler = table.style.apply(
        lambda r: [RED_CSS if c == "P" else BLUE_CSS for c in row] if r.name == "coin"
        else ["" for _ in row], axis=1)
    styler = styler.set_caption(f"nim-sum {terms} = {total}; {tail}")
    return stable_styler(styler, "coins", repr(game), row)
