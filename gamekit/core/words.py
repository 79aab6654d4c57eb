"""Words for messages: a count with its noun in the right number, a power with its exponent raised."""
from __future__ import annotations

__all__ = ["plural", "superscript"]


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """Return ``count`` followed by ``noun``, or by its plural (``nouns``, default noun + "s").

    >>> plural(1, "cell"), plural(3, "cell"), plural(0, "move"), plural(2, "match", "matches")
    ('1 cell', '3 cells', '0 moves', '2 matches')
    """
    return f"{count} {noun if count == 1 else (nouns or noun + 's')}"


_SUPERSCRIPTS = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def superscript(value: int | str) -> str:
    """Return the digits of ``value`` as Unicode superscripts, for a power in a message or a table.

    >>> "10" + superscript(15), "2" + superscript("16384")
    ('10¹⁵', '2¹⁶³⁸⁴')
    """
    return str(value).translate(_SUPERSCRIPTS)
