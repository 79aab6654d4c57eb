"""An explorer of misère quotients: the Cayley table of an octal game's quotient as longer rows are allowed."""
from __future__ import annotations

from typing import TYPE_CHECKING

from gamekit.games.heaps.octal import OctalGame
from gamekit.games.heaps.quotient import misere_quotient
from gamekit.tables.quotient import cayley_table
from gamekit.widgets.core import explorer

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["quotient_view", "quotient_explorer"]

LARGEST_TABLE = 24      # elements: a larger quotient is described in a sentence, not drawn


def quotient_view(code: str = "0.75", heaps: int = 4):
    """Return the Cayley table of the misère quotient of the octal game ``code``, rows of 1 to ``heaps``.

    The caption gives the order and the presentation; products in the P-portion are green.  A
    quotient of more than 24 elements is described in a sentence instead.  Bad input raises
    ``ValueError`` (or ``TypeError``); the explorer shows its message.

    >>> quotient_view("0.75", 4).data.shape, quotient_view("0.75", 5).data.shape
    ((6, 6), (8, 8))
    >>> quotient_view("0.35", 8)
    '·35 with rows up to 8 has a quotient of 106 elements: too many for a table.'

    See also: :func:`gamekit.tables.cayley_table`, :func:`gamekit.misere_quotient`.
    """
    game = OctalGame(code)
    q = misere_quotient(game, heaps)
    if len(q) > LARGEST_TABLE:
        return f"{game!r} with rows up to {heaps} has a quotient of {len(q)} elements: too many for a table."
    caption = (f"{game!r}, rows of 1 to {heaps} pins: {len(q)} elements<br>{q.presentation}, "
               f"P-portion {{{', '.join(q.p_portion)}}} in green")
    return (cayley_table(q).set_caption(caption)
            .set_table_styles([{"selector": "caption", "props": "white-space: nowrap; text-align: left"}],
                              overwrite=False))


def quotient_explorer(code: str = "0.75", heaps: int = 4) -> "ipywidgets.VBox":
    """Return a text box for an octal code and a slider for the longest row over :func:`quotient_view`.

    >>> type(quotient_explorer()).__name__
    'VBox'
    """
    import ipywidgets as w

    return explorer(
        quotient_view, height="420px",
        code=w.Text(value=code, description="code", continuous_update=False),
        heaps=w.IntSlider(value=heaps, min=1, max=12, description="rows up to"),
    )
