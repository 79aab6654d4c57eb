"""Tables of coin-turning games: a row of coins with each heads coin's value and the winning moves."""
from __future__ import annotations

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.language import ngettext
from gamekit.core.palette import PALETTE, cell_css
from gamekit.games.boards.coins import CoinTurningGame, coins_to_string
from gamekit.tables.core import stable_styler

__all__ = ["coin_row_table", "RED_CSS", "BLUE_CSS"]


#: The style of a heads coin (piros, red).
RED_CSS = cell_css(PALETTE[5], bold=True)


#: The style of a tails coin (kék, blue).
BLUE_CSS = cell_css(PALETTE[4])


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
        raise ValueError(_("coin {heads} does not fit in a row of {length} coins").format(
                             heads=heads[-1], length=length))
    row = coins_to_string(heads, length)
    values = ["" if c == "K" else game.coin_value(i) for i, c in enumerate(row, start=1)]
    coin = _("coin")
    table = pd.DataFrame([list(row), values], index=[coin, _("value")],
                         columns=pd.Index(range(1, length + 1), name=_("coin number")))
    total = game.grundy(heads)
    terms = " ⊕ ".join(str(v) for v in values if v != "") or "0"
    moves = [sorted(set(heads).symmetric_difference(q)) for q in game.winning_moves(heads)]
    if total == 0:
        tail = _("a P-position: every move loses")
    else:
        turns = "; ".join((_("turn coins {coins}") if len(m) > 1 else _("turn coin {coins}")).format(
            coins=f" {_('and')} ".join(map(str, m))) for m in moves)
        tail = ngettext("winning move: {moves}", "winning moves: {moves}", len(moves)).format(moves=turns)
    styler = table.style.apply(
        lambda r: [RED_CSS if c == "P" else BLUE_CSS for c in row] if r.name == coin
        else ["" for _c in row], axis=1)
    styler = styler.set_caption(_("nim-sum {terms} = {total}; {tail}").format(terms=terms, total=total, tail=tail))
    return stable_styler(styler, "coins", repr(game), row)
