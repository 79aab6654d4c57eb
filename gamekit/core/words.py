"""Words for messages: a count with its noun in the right number, an ordinal, a power with its exponent
raised, a list, a position of heaps and an octal code as the course writes them."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from gamekit.core.language import N_, pgettext
from gamekit.core.language import gettext as _

__all__ = ["plural", "ordinal", "superscript", "listed", "heaps_in_words", "written_position", "octal_code"]


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


def listed(items: Iterable[object], last: str = "and") -> str:
    """Return ``items`` as a list in words: "1, 2 and 3" (or "1, 2 or 3" with ``last="or"``).

    >>> listed([1]), listed([1, 2, 3]), listed(["a", "b"], "or")
    ('1', '1, 2 and 3', 'a or b')

    See also: :func:`heaps_in_words`.
    """
    words = [str(item) for item in items]
    last = _(_CONJUNCTIONS[last]) if last in _CONJUNCTIONS else last
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


# the words a list ends with, said in the language spoken
_CONJUNCTIONS = {"and": N_("and"), "or": N_("or")}


def _heap_phrases(heap: str, unit: str) -> tuple[str, str, str, str] | None:
    """Return how heaps are said in the language spoken — one heap, several, many counted by size, and one
    entry of that count — for the heaps and the rows of pins the course speaks of (None for others).

    Each is a whole phrase, translated as one (Hungarian says "3 elemű kupac", not "kupac of 3").
    """
    if (heap, unit) == ("heap", ""):
        return (_("a heap of {size}"), _("heaps of {sizes}"), _("{count} heaps ({counts})"),
                pgettext("heaps", "{count} of {size}"))
    if (heap, unit) == ("row", "pin"):
        return (_("a row of {size} pins"), _("rows of {sizes} pins"), _("{count} rows ({counts} pins)"),
                pgettext("rows of pins", "{count} of {size}"))
    return None


def heaps_in_words(position: Iterable[int], heap: str = "heap", unit: str = "") -> str:
    """Return a position of heaps in words, never as a tuple of Python: "a heap of 2", "heaps of 1 and 7".

    ``heap`` names a heap ("row") and ``unit`` what it holds ("pin"); more than eight heaps are
    counted by size.

    >>> heaps_in_words(()), heaps_in_words((0,)), heaps_in_words((3, 5))
    ('the empty position', 'a heap of 0', 'heaps of 3 and 5')
    >>> heaps_in_words((1, 1, 7), "row", "pin"), heaps_in_words((1,), "row", "pin")
    ('rows of 1, 1 and 7 pins', 'a row of 1 pin')
    >>> heaps_in_words((2,) * 9 + (5,))
    '10 heaps (9 of 2 and 1 of 5)'

    See also: :func:`listed`.
    """
    position = tuple(position)
    if not position:
        return _("the empty position")
    phrases = _heap_phrases(heap, unit)
    if phrases is not None:
        one, several, many, entry = phrases
        if len(position) == 1:
            return _("a row of 1 pin") if unit and position[0] == 1 else one.format(size=position[0])
        if len(position) <= 8:
            return several.format(sizes=listed(position))
        counts = sorted(Counter(position).items())
        return many.format(count=len(position), counts=listed(entry.format(count=c, size=h) for h, c in counts))
    if len(position) == 1:
        h = position[0]
        return f"a {heap} of {plural(h, unit) if unit else h}"
    after = f" {unit}s" if unit else ""
    if len(position) <= 8:
        return f"{heap}s of {listed(position)}{after}"
    counts = sorted(Counter(position).items())
    return f"{len(position)} {heap}s ({listed(f'{c} of {h}' for h, c in counts)}{after})"


def written_position(position: object, heap: str = "heap", unit: str = "") -> str:
    """Return a position as the course writes it, never as Python prints it.

    Several heaps are written as the chapters write them, (4, 6, 7); one heap or none in words
    (:func:`heaps_in_words`, with its ``heap`` and ``unit``); a square (2, 3) as a pair; a town
    or a vertex by its name, without quotes; anything nested the same way.

    >>> written_position((4, 6, 7)), written_position((3,)), written_position(()), written_position(5)
    ('(4, 6, 7)', 'a heap of 3', 'the empty position', '5')
    >>> written_position("M"), written_position(((1, 2), (3,))), written_position((2,), "row", "pin")
    ('M', '((1, 2), (3))', 'a row of 2 pins')

    See also: :func:`heaps_in_words`.
    """
    def nested(value: object) -> str:
        if isinstance(value, (tuple, list)):
            return "(" + ", ".join(nested(v) for v in value) + ")"
        if isinstance(value, (set, frozenset)):
            return "{" + ", ".join(sorted(nested(v) for v in value)) + "}"
        return str(value)

    if isinstance(position, tuple) and all(isinstance(h, int) for h in position) \
            and not 2 <= len(position) <= 8:
        return heaps_in_words(position, heap, unit)
    return nested(position)


def octal_code(code: str) -> str:
    """Return an octal game's code as the course writes it: ``0.75`` is ·75, ``4.7`` is 4·7.

    >>> octal_code("0.75"), octal_code("4.7"), octal_code(".156")
    ('·75', '4·7', '·156')
    """
    head, _, tail = str(code).partition(".")
    return ("·" if head in ("", "0") else head + "·") + tail
