"""An explorer of misère quotients: the Cayley table of an octal game's quotient as longer rows are allowed."""
from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from gamekit.core.language import gettext as _
from gamekit.core.language import ngettext
from gamekit.core.language import N_
from gamekit.core.validation import positive
from gamekit.games.heaps.octal import OctalGame
from gamekit.games.heaps.quotient import MisereQuotient, misere_quotients
from gamekit.tables.quotient import cayley_table
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["quotient_view", "quotient_explorer"]

LARGEST_TABLE = 16      # elements: a larger quotient is described in a sentence, not drawn (nor computed further);
                        # 17 rows and columns at the tables' 18 px are what a 1280 × 720 slide holds
BUDGET = 1.0            # seconds an explorer may compute before it answers (benchmarks/widgets.py: at most 1 s)


class _OverBudget(Exception):
    """Raised inside the computation of a quotient that has used the explorer's time."""


def _rows(heaps: int) -> str:
    return _("rows of 1 pin") if heaps == 1 else _("rows of 1 to {count} pins").format(count=heaps)


def quotient_view(code: str = "0.75", heaps: int = 4, seconds: float | None = BUDGET):
    """Return the Cayley table of the misère quotient of the octal game ``code``, rows of 1 to ``heaps`` pins.

    The caption gives the order and the presentation; products in the P-portion are green.  The
    quotient is computed row length by row length and given up as soon as it has more than 16
    elements (too many for a table on a slide: a sentence says so) or has taken ``seconds`` (the
    table of the longest rows computed in time is shown, its caption says so; ``None``: no time
    limit, as the examples here use, so that they say the same on a busy machine).  Bad input raises ``ValueError`` (or
    ``TypeError``); the explorer shows its message.

    >>> quotient_view("0.75", 4, None).data.shape, quotient_view("0.75", 5, None).data.shape
    ((6, 6), (8, 8))
    >>> print(quotient_view("0.35", 8, None))
    ·35 with rows of 1 to 8 pins: already with rows of 1 to 6 pins the quotient has more than 16 elements,
    too many for a table (with rows of 1 to 5 pins it has 14 elements).

    See also: :func:`gamekit.tables.cayley_table`, :func:`gamekit.misere_quotient`.
    """
    game = OctalGame(code)
    heaps = positive(heaps, N_("heaps"))
    deadline = math.inf if seconds is None else time.perf_counter() + seconds   # the clock a student waits by

    def watch(_done: int) -> None:
        if time.perf_counter() > deadline:
            raise _OverBudget

    q: MisereQuotient | None = None
    asked = _("{game} with {rows}").format(game=repr(game), rows=_rows(heaps))
    try:
        for q in misere_quotients(game, heaps, largest=LARGEST_TABLE, report=watch):
            if q.heaps < heaps:
                watch(q.heaps)
    except _OverBudget:
        slow = _rows(1 if q is None else q.heaps + 1)
        if q is None:
            return _("{asked}: the quotient for {slow} takes longer than the explorer's {seconds} s; "
                     "{call} computes it in full.").format(
                asked=asked, slow=slow, seconds=f"{seconds:g}",
                call=f"gk.misere_quotient(gk.OctalGame({game.code!r}), {heaps})")
        return _table(q, _("{rows} (with {slow}: longer than the explorer's {seconds} s)").format(
            rows=_rows(q.heaps), slow=slow, seconds=f"{seconds:g}"))
    except ValueError as error:
        if f"passed the limit of {LARGEST_TABLE} elements" not in str(error):
            raise
        n = 1 if q is None else q.heaps + 1
        found = "" if q is None else " " + _("(with {rows} it has {elements})").format(
            rows=_rows(q.heaps), elements=_elements(len(q)))
        return _("{asked}: already with {rows} the quotient has more than {largest} elements, "
                 "too many for a table{found}.").format(asked=asked, rows=_rows(n), largest=LARGEST_TABLE, found=found)
    assert q is not None
    return _table(q, _rows(heaps))


def _table(q: MisereQuotient, rows: str):
    """Return the Cayley table of ``q`` with its caption: the rows, the order, the presentation."""
    if q.generators:
        green = _("{presentation}, P-portion {portion} in green").format(
            presentation=q.presentation, portion="{" + ", ".join(q.p_portion) + "}")
    else:
        green = _("the trivial quotient {{1}}: no row has a move, and no position is a P-position").format()
    caption = f"{q.game!r}, {rows}: {_elements(len(q))}<br>{green}"
    return (cayley_table(q).set_caption(caption)
            .set_table_styles([{"selector": "caption", "props": "white-space: nowrap; text-align: left"}],
                              overwrite=False))


def _elements(count: int) -> str:
    return ngettext("{count} element", "{count} elements", count).format(count=count)


def quotient_explorer(code: str = "0.75", heaps: int = 4) -> "ipywidgets.VBox":
    """Return a text box for an octal code and a slider for the longest row over :func:`quotient_view`.

    >>> type(quotient_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(
        quotient_view, height="420px",
        code=w.Text(value=code, description=_("code"), continuous_update=False),
        heaps=w.IntSlider(value=heaps, min=1, max=12, description=_("rows up to")),
    )
