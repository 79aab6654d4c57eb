"""Validation of the numbers and positions gamekit is given: one place for every check.

Each function returns the value in the form the package computes with (a plain ``int``, a tuple
of heaps) or raises a message that names the argument, what it was given and what it must be,
in the language gamekit speaks (:mod:`gamekit.core.language`; the name of the argument, ``what``,
is translated too, so a caller marks it for the catalog: ``natural(n, N_("the length"))``):
``TypeError`` for a wrong kind of thing (a float, a string), ``ValueError`` for a wrong value (−1).
``bool`` is never taken for an integer (``True`` is not a heap of one), floats and strings are
refused rather than rounded or parsed, and NumPy integers are accepted as the integers they are.

>>> natural(5, "the length"), heap_position([3, 4, 5])
(5, (3, 4, 5))
>>> natural(2.5, "the length")
Traceback (most recent call last):
...
TypeError: the length must be a non-negative integer (0, 1, 2, …), got the number 2.5

See also: :func:`gamekit.core.validation.heap_position`, which is this module's :func:`heap_position`.
"""
from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Set

from gamekit.core.language import N_, pgettext
from gamekit.core.language import gettext as _

__all__ = ["is_integer", "integer", "natural", "positive", "heap", "heap_position", "heaps", "flag", "count",
           "given", "as_row", "fixed_row"]


def is_integer(value: object) -> bool:
    """Return whether ``value`` is an integer: an ``int`` or a NumPy integer, but not a ``bool``.

    >>> is_integer(3), is_integer(True), is_integer(3.0), is_integer("3")
    (True, False, False, False)
    """
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    np = sys.modules.get("numpy")  # a NumPy integer can only exist once numpy is imported
    return np is not None and isinstance(value, np.integer)


def given(value: object) -> str:
    """Return how a message names what it was given, in words a student reads: "the text '3'".

    >>> given("3"), given(2.5), given(True), given([1, 2]), given(None)
    ("the text '3'", 'the number 2.5', 'True (a truth value, not a number)', 'the list [1, 2]', 'nothing (None)')
    """
    if value is None:
        return _("nothing (None)")
    if isinstance(value, bool):
        return _("{value} (a truth value, not a number)").format(value=value)
    if isinstance(value, float):
        if value.is_integer():
            return _("the number {value} (written as a decimal: write {whole})").format(value=repr(float(value)),
                                                                                         whole=int(value))
        return pgettext("a decimal", "the number {value}").format(value=repr(float(value)))
    if isinstance(value, (str, bytes)):
        return _("the text {text}").format(text=_short(value))
    if is_integer(value):
        return _("the number {value}").format(value=value)
    kinds = {list: _("the list {value}"), tuple: _("the tuple {value}"), set: _("the set {value}"),
             frozenset: _("the set {value}"), dict: _("the dictionary {value}")}
    if type(value) in kinds:
        return kinds[type(value)].format(value=_short(value))
    name, text = type(value).__name__, _short(value)
    return (_("a {kind}") if text == name else _("{value} (of type {kind})")).format(kind=name, value=text)


def _short(value: object, width: int = 60) -> str:
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a broken __repr__ must not hide the message
        text = f"<{type(value).__name__}>"
    return text if len(text) <= width else text[:width - 1] + "…"


def integer(value: object, what: str) -> int:
    """Return ``value`` as an ``int``, or raise ``TypeError`` naming ``what`` if it is no integer.

    >>> integer(-3, "the shift")
    -3
    >>> integer(True, "the shift")
    Traceback (most recent call last):
    ...
    TypeError: the shift must be a whole number, like 3; got True (a truth value, not a number)
    """
    if not is_integer(value):
        raise TypeError(_("{what} must be a whole number, like 3; got {given}").format(
            what=_(what), given=given(value)))
    return int(value)  # type: ignore[arg-type]


def natural(value: object, what: str) -> int:
    """Return ``value`` as a non-negative ``int``: ``TypeError`` naming ``what`` for no integer, ``ValueError`` below 0.

    >>> natural(0, "the size")
    0
    >>> natural(-1, "the size")
    Traceback (most recent call last):
    ...
    ValueError: the size must be a non-negative integer, got -1

    See also: :func:`positive`, :func:`heap`.
    """
    if not is_integer(value):
        raise TypeError(_("{what} must be a non-negative integer (0, 1, 2, …), got {given}").format(
            what=_(what), given=given(value)))
    if value < 0:  # type: ignore[operator]
        raise ValueError(_("{what} must be a non-negative integer, got {value}").format(
            what=_(what), value=repr(value)))
    return int(value)  # type: ignore[arg-type]


def positive(value: object, what: str) -> int:
    """Return ``value`` as an ``int`` ≥ 1: ``TypeError`` naming ``what`` for no integer, ``ValueError`` below 1.

    >>> positive(3, "the number of parts")
    3
    >>> positive(0, "the number of parts")
    Traceback (most recent call last):
    ...
    ValueError: the number of parts must be a positive integer, got 0
    """
    if not is_integer(value):
        raise TypeError(_("{what} must be a positive integer (1, 2, 3, …), got {given}").format(
            what=_(what), given=given(value)))
    if value < 1:  # type: ignore[operator]
        raise ValueError(_("{what} must be a positive integer, got {value}").format(what=_(what), value=repr(value)))
    return int(value)  # type: ignore[arg-type]


def heap(value: object) -> int:
    """Return ``value`` as a heap size: a non-negative ``int`` (``TypeError`` for what is not a whole number).

    >>> heap(7)
    7
    >>> heap(-2)
    Traceback (most recent call last):
    ...
    ValueError: a heap cannot be negative, got -2
    >>> heap("3")
    Traceback (most recent call last):
    ...
    TypeError: a heap size is a whole number of tokens, like 7; got the text '3'

    See also: :func:`heap_position`.
    """
    if not is_integer(value):
        raise TypeError(_("a heap size is a whole number of tokens, like 7; got {given}").format(given=given(value)))
    if value < 0:  # type: ignore[operator]
        raise ValueError(_("a heap cannot be negative, got {value}").format(value=value))
    return int(value)  # type: ignore[arg-type]


def as_row(position: object) -> tuple | None:
    """Return ``position`` as a tuple if it is a row (tuple, list, one-dimensional NumPy array), else ``None``.

    >>> import numpy as np
    >>> as_row([3, 5]), as_row(np.array([3, 5])), as_row(7)
    ((3, 5), (3, 5), None)
    """
    if isinstance(position, (tuple, list)):
        return tuple(position)
    np = sys.modules.get("numpy")
    if np is not None and isinstance(position, np.ndarray):
        if position.ndim != 1:
            raise TypeError(_("a row of heap sizes is one-dimensional, got an array of shape {shape}").format(
                shape=position.shape))
        return tuple(position.tolist()) if position.dtype.kind in "iu" else tuple(position)
    return None


def fixed_row(value: object, length: int, what: str) -> tuple:
    """Return ``value`` as a tuple of ``length`` entries; ``what`` says in the error what was expected.

    ``TypeError`` when ``value`` is not a row (tuple, list, one-dimensional NumPy array), ``ValueError``
    when it has another length.

    >>> fixed_row([4, 2], 2, "a position is a tuple of 2 heap sizes, one per game")
    (4, 2)
    >>> fixed_row([4], 2, "a position is a tuple of 2 heap sizes, one per game")
    Traceback (most recent call last):
    ...
    ValueError: a position is a tuple of 2 heap sizes, one per game, got [4]

    See also: :func:`as_row`, :func:`heaps`.
    """
    row = as_row(value)
    if row is None:
        raise TypeError(_("{what}, got {given}").format(what=_(what), given=given(value)))
    if len(row) != length:
        raise ValueError(_("{what}, got {value}").format(what=_(what), value=repr(value)))
    return row


def heap_position(position: object) -> tuple[int, ...]:
    """Return ``position`` as a tuple of heap sizes; a bare integer n is the one heap ``(n,)``.

    A row may be a tuple, a list or a NumPy array of integers.

    >>> heap_position(5), heap_position([3, 4, 5])
    ((5,), (3, 4, 5))
    >>> heap_position("3, 5")
    Traceback (most recent call last):
    ...
    TypeError: a position of this game is a row of heap sizes, like (3, 5), or one heap, like 7; got the text '3, 5'

    See also: :func:`heap`.
    """
    row = as_row(position)
    if row is not None:
        return tuple(heap(h) for h in row)
    if not is_integer(position):
        raise TypeError(_("a position of this game is a row of heap sizes, like (3, 5), or one heap, like 7; "
                          "got {given}").format(given=given(position)))
    return (heap(position),)


def heaps(position: object, what: str = N_("a position"), empty: bool = True) -> tuple[int, ...]:
    """Return a row of heap sizes as a tuple, naming ``what`` when it is not one.

    Unlike :func:`heap_position`, a bare number is refused: ``what`` must be a row.

    >>> heaps([1, 2, 3], "a nim position")
    (1, 2, 3)
    >>> heaps("12", "a nim position")
    Traceback (most recent call last):
    ...
    TypeError: a nim position is a row of heap sizes, like (3, 5); got the text '12'
    """
    row = as_row(position)
    if row is None and not isinstance(position, (str, bytes, Mapping, Set)) and isinstance(position, Iterable):
        row = tuple(position)
    if row is None:
        raise TypeError(_("{what} is a row of heap sizes, like (3, 5); got {given}").format(
            what=_(what), given=given(position)))
    out = tuple(heap(h) for h in row)
    if not out and not empty:
        raise ValueError(_("{what} needs at least one heap").format(what=_(what)))
    return out


def flag(value: object, what: str) -> bool:
    """Return ``value`` if it is ``True`` or ``False``, else raise ``TypeError`` naming ``what``.

    >>> flag(True, "misère")
    True
    >>> flag(1, "misère")
    Traceback (most recent call last):
    ...
    TypeError: misère must be True or False, got the number 1
    """
    if not isinstance(value, bool):
        raise TypeError(_("{what} must be True or False, got {given}").format(what=_(what), given=given(value)))
    return value


def count(value: object, what: str) -> int:
    """Return ``value`` as a count (a non-negative integer); ``what`` names it in the error.

    >>> count(3, "the board width")
    3
    """
    return natural(value, what)
