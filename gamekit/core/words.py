"""Words for messages: a count with its noun in the right number."""
from __future__ import annotations

__all__ = ["plural"]


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """Return ``count`` followed by ``noun``, or by its plural (``nouns``, default noun + "s").

    >>> plural(1, "cell"), plural(3, "cell"), plural(0, "move"), plural(2, "match", "matches")
    ('1 cell', '3 cells', '0 moves', '2 matches')
    """
    return f"{count} {noun if count == 1 else (nouns or noun + 's')}"
