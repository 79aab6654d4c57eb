"""Tables of a misère quotient: its multiplication (Cayley) table and the images of the heaps."""
from __future__ import annotations

import pandas as pd

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given, positive
from gamekit.games.heaps.quotient import MisereQuotient
from gamekit.tables.core import P_CELL_CSS, stable_styler

__all__ = ["cayley_table", "heap_images_frame", "heap_images_table"]


def _quotient(quotient: object) -> MisereQuotient:
    if not isinstance(quotient, MisereQuotient):
        raise TypeError(_("quotient must be a misère quotient, as gk.misere_quotient(game, heaps) returns, got "
                          "{given}").format(given=given(quotient)))
    return quotient


def _style_p_portion(frame: pd.DataFrame, quotient: MisereQuotient, key: object) -> "pd.io.formats.style.Styler":
    p_portion = set(quotient.p_portion)
    styler = frame.style.map(lambda e: P_CELL_CSS if e in p_portion else "")
    return stable_styler(styler, key, repr(quotient.game), quotient.heaps, frame.to_numpy().tolist())


def cayley_table(quotient: MisereQuotient) -> "pd.io.formats.style.Styler":
    """Return the multiplication table of a misère quotient, the products in its P-portion in green.

    Row x, column y holds the product xy: the element of the sum of a position of x and a position
    of y.  A green cell is a product whose positions are misère P-positions.

    >>> from gamekit import Nim, misere_quotient
    >>> table = cayley_table(misere_quotient(Nim(), 3))
    >>> table.data.loc["ab", "ab"], table.data.loc["b", "ab"]
    ('b²', 'ab²')
    >>> int(table.data.isin(["a", "b²"]).to_numpy().sum())    # the green cells: products in the P-portion
    10

    See also: :func:`gamekit.misere_quotient`, :func:`heap_images_table`.

    References
    ----------
    .. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
       Journal of Combinatorial Theory, Series A 115, 593–622.
    """
    q = _quotient(quotient)
    frame = q.cayley_table()
    frame.columns.name = "×"
    return _style_p_portion(frame, q, "cayley")


def heap_images_frame(quotient: MisereQuotient, length: int | None = None,
                      width: int | None = None) -> pd.DataFrame:
    """Return a table of the element a heap of n maps to, for each heap n = 1, …, ``length``.

    ``length`` defaults to every heap the quotient knows (``quotient.heaps``).  The table is one
    row, or with ``width`` rows of ``width`` heaps: the row labelled r, column c, is the heap of
    r + c (a page or a slide shows twenty heaps as two rows of ten, not as a row cut off).

    >>> from gamekit import Nim, OctalGame, misere_quotient
    >>> heap_images_frame(misere_quotient(Nim(), 3))
    n      1  2   3
    image  a  b  ab
    >>> heap_images_frame(misere_quotient(OctalGame("0.75"), 12), width=5)
    +     1    2    3    4    5
    0     a    b    a    b    c
    5     b    c    b  ab²    b
    10  ab²    b

    See also: :func:`heap_images_table`, ``MisereQuotient.heap_images``.
    """
    q = _quotient(quotient)
    length = q.heaps if length is None else positive(length, N_("length"))
    if length > q.heaps:
        raise ValueError(_("length must be at most {heaps}, the largest heap this quotient knows, got {length}").format(
                             heaps=q.heaps, length=length))
    if width is None:
        columns = pd.Index(range(1, length + 1), name="n")
        return pd.DataFrame([[q.heap_images[n] for n in columns]], index=["image"], columns=columns)
    width = positive(width, N_("width"))
    starts = range(0, length, width)
    frame = pd.DataFrame([[q.heap_images[r + c] if r + c <= length else "" for c in range(1, width + 1)]
                          for r in starts], index=starts, columns=range(1, width + 1))
    frame.columns.name = "+"
    return frame


def heap_images_table(quotient: MisereQuotient, length: int | None = None,
                      width: int | None = None) -> "pd.io.formats.style.Styler":
    """Return :func:`heap_images_frame` with the heaps whose image is in the P-portion in green.

    A green heap is, alone, a misère P-position.

    >>> from gamekit import OctalGame, misere_quotient
    >>> q = misere_quotient(OctalGame("0.75"), 8)
    >>> [n for n, e in q.heap_images.items() if q.is_p(e)]          # the green heaps
    [1, 3]
    >>> heap_images_table(q).data.loc["image"].tolist()
    ['a', 'b', 'a', 'b', 'c', 'b', 'c', 'b']

    See also: :func:`cayley_table`.
    """
    q = _quotient(quotient)
    return _style_p_portion(heap_images_frame(q, length, width), q, "heap-images")
