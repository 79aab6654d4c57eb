"""Words for messages: a count with its noun in the right number, an ordinal, a power with its exponent raised."""
from __future__ import annotations

__all__ = ["plural", "ordinal", "superscript"]


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """Return ``count`` followed by ``noun``, or by its plural (``nouns``, default noun + "s").

    >>> plural(1, "cell"), plural(3, "cell"), plural(0, "move"), plural(2, "match", "matches")
    ('1 cell', '3 cells', '0 moves', '2 matches')
    """
    return f"{count} {noun if count == 1 else (nouns or noun + 's')}"


_ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
             "tenth")


def ordinal(n: int) -> str:
    """Return the ordinal of ``n`` as a word up to ten, then in figures with the right ending.

    >>> [ordinal(n) for n in (1, 3, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112)]
    ['first', 'third', 'tenth', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '112th']

    See also: :func:`plural`.
    """
    if 0 <= n < len(_ORDINALS):
        return _ORDINALS[n]
    ending = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{ending}"


_SUPERSCRIPTS = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def superscript(value: int | str) -> str:
    """Return the digits of ``value`` as Unicode superscripts, for a power in a message or a table.

    >>> "10" + superscript(15), "2" + superscript("16384")
    ('10¹⁵', '2¹⁶³⁸⁴')
    """
    return str(value).translate(_SUPERSCRIPTS)
