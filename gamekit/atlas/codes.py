"""The code lists of the atlas: every octal code of a number of digits, and a list of codes checked.

>>> octal_codes(1)
['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
>>> checked_codes(["0.77", "·07", "0.770"])
['0.77', '0.07']
"""
from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.validation import given, integer
from gamekit.games.heaps.octal import OctalGame

__all__ = ["octal_codes", "checked_codes"]


def octal_codes(digits: int, *, splitting_zero: bool = False) -> list[str]:
    """Return every octal code with exactly ``digits`` digits after the point, the last one non-zero.

    Parameters
    ----------
    digits : int
        How many digits after the point, from 1 to 6.
    splitting_zero : bool, default False
        List the codes ``4.d₁…`` as well (a heap may also be split without removing anything).

    Returns
    -------
    list of str
        The codes in increasing order, such as ``"0.1"``, …, ``"0.7"`` for one digit.

    Raises
    ------
    TypeError
        If ``digits`` is not a whole number.
    ValueError
        If ``digits`` is not from 1 to 6.

    See Also
    --------
    gamekit.atlas.normal.census : the census of the codes.
    gamekit.atlas.misere.misere_census : their misère quotients.

    Examples
    --------
    >>> octal_codes(1)
    ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
    >>> len(octal_codes(3)), len(octal_codes(3, splitting_zero=True))
    (448, 896)
    """
    digits = integer(digits, N_("octal_codes: digits"))
    if not 1 <= digits <= 6:
        raise ValueError(_("a census lists codes of 1 to 6 digits, got {digits}").format(digits=digits))
    codes = []
    for head in ("0", "4") if splitting_zero else ("0",):
        for k in range(1, 8 ** digits):
            tail = np.base_repr(k, 8).rjust(digits, "0")
            if tail[-1] != "0":
                codes.append(f"{head}.{tail}")
    return codes


def checked_codes(codes: Iterable[str]) -> list[str]:
    """Return the octal codes ``codes`` written as the census writes them, each once, in their order.

    A single string, a malformed code or an empty list is refused in one sentence.

    >>> checked_codes("0.77")
    Traceback (most recent call last):
    ...
    TypeError: census: codes should be a list of octal codes, not the single string '0.77': write ['0.77']
    >>> checked_codes(5)
    Traceback (most recent call last):
    ...
    TypeError: census: codes should be a list of octal codes, like ['0.77', '0.07'], got the number 5

    See also: :func:`octal_codes`, :func:`gamekit.OctalGame`.
    """
    if isinstance(codes, str):
        raise TypeError(_("census: codes should be a list of octal codes, not the single string {codes}: write "
                          "[{codes}]").format(codes=repr(codes)))
    try:
        codes = iter(codes)
    except TypeError:
        raise TypeError(_("census: codes should be a list of octal codes, like ['0.77', '0.07'], got {given}").format(
                            given=given(codes))) from None
    seen: dict[str, None] = {}
    for code in codes:
        seen[OctalGame(code).code] = None               # a malformed code: ValueError naming it
    if not seen:
        raise ValueError(_("census needs at least one octal code"))
    return list(seen)
