"""Validation of the numbers and positions gamekit is given: one place for every check.

Each function returns the value in the form the package computes with (a plain ``int``, a tuple
of heaps) or raises ``ValueError`` with a message that names the argument and what it must be.
``bool`` is never taken for an integer (``True`` is not a heap of one), floats and strings are
refused rather than rounded or parsed, and NumPy integers are accepted as the integers they are.

>>> natural(5, "the length"), heap_position([3, 4, 5])
(5, (3, 4, 5))
>>> natural(2.5, "the length")
Traceback (most recent call last):
...
ValueError: the length must be a non-negative integer, got 2.5

See also: :func:`gamekit.core.validation.heap_position`, which is this module's :func:`heap_position`.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Set

__all__ = ["is_integer", "integer", "natural", "positive", "heap", "heap_position", "heaps", "flag", "count"]


def is_integer(value: object) -> bool:
    """Return whether ``value`` is an integer: an ``int`` or a NumPy integer, but not a ``bool``.

    >>> is_integer(3), is_integer(True), is_integer(3.0), is_integer("3")
    (True, False, False, False)
    """
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    import sys

    np = sys.modules.get("numpy")  # a NumPy integer can only exist once numpy is imported
    return np is not None and isinstance(value, np.integer)


def integer(value: object, what: str) -> int:
    """Return ``value`` as an ``int``, or raise ``ValueError`` naming ``what`` if it is no integer.

    >>> integer(-3, "the shift")
    -3
    >>> integer(True, "the shift")
    Traceback (most recent call last):
    ...
    ValueError: the shift must be an integer, got True
    """
    if not is_integer(value):
        raise ValueError(f"{what} must be an integer, got {value!r}")
    return int(value)  # type: ignore[arg-type]


def natural(value: object, what: str) -> int:
    """Return ``value`` as a non-negative ``int``, or raise ``ValueError`` naming ``what``.

    >>> natural(0, "the size")
    0
    >>> natural(-1, "the size")
    Traceback (most recent call last):
    ...
    ValueError: the size must be a non-negative integer, got -1

    See also: :func:`positive`, :func:`heap`.
    """
    if not is_integer(value) or value < 0:  # type: ignore[operator]
        raise ValueError(f"{what} must be a non-negative integer, got {value!r}")
    return int(value)  # type: ignore[arg-type]


def positive(value: object, what: str) -> int:
    """Return ``value`` as an ``int`` ≥ 1, or raise ``ValueError`` naming ``what``.

    >>> positive(3, "the number of parts")
    3
    >>> positive(0, "the number of parts")
    Traceback (most recent call last):
    ...
    ValueError: the number of parts must be a positive integer, got 0
    """
    if not is_integer(value) or value < 1:  # type: ignore[operator]
        raise ValueError(f"{what} must be a positive integer, got {value!r}")
    return int(value)  # type: ignore[arg-type]


def heap(value: object) -> int:
    """Return ``value`` as a heap size: a non-negative ``int``.

    >>> heap(7)
    7
    >>> heap(-2)
    Traceback (most recent call last):
    ...
    ValueError: a heap cannot be negative, got -2

    See also: :func:`heap_position`.
    """
    if not is_integer(value):
        raise ValueError(f"a heap is a non-negative integer, got {value!r}")
    if value < 0:  # type: ignore[operator]
        raise ValueError(f"a heap cannot be negative, got {value}")
    return int(value)  # type: ignore[arg-type]


def heap_position(position: object) -> tuple[int, ...]:
    """Return ``position`` as a tuple of heap sizes; a bare integer n is the one heap ``(n,)``.

    >>> heap_position(5), heap_position([3, 4, 5])
    ((5,), (3, 4, 5))

    See also: :func:`heap`.
    """
    if isinstance(position, (tuple, list)):
        return tuple(heap(h) for h in position)
    return (heap(position),)


def heaps(position: object, what: str = "a position", empty: bool = True) -> tuple[int, ...]:
    """Return a sequence of heap sizes as a tuple, naming ``what`` when it is not one.

    Unlike :func:`heap_position`, a bare number is refused: ``what`` must be a sequence.

    >>> heaps([1, 2, 3], "a nim position")
    (1, 2, 3)
    >>> heaps("12", "a nim position")
    Traceback (most recent call last):
    ...
    ValueError: a nim position is a sequence of heap sizes, got '12'
    """
    if isinstance(position, (str, bytes, Mapping, Set)) or not isinstance(position, Iterable):
        raise ValueError(f"{what} is a sequence of heap sizes, got {position!r}")
    out = tuple(heap(h) for h in position)
    if not out and not empty:
        raise ValueError(f"{what} needs at least one heap")
    return out


def flag(value: object, what: str) -> bool:
    """Return ``value`` if it is ``True`` or ``False``, else raise ``ValueError`` naming ``what``.

    >>> flag(True, "misère")
    True
    >>> flag(1, "misère")
    Traceback (most recent call last):
    ...
    ValueError: misère must be True or False, got 1
    """
    if not isinstance(value, bool):
        raise ValueError(f"{what} must be True or False, got {value!r}")
    return value


def count(value: object, what: str) -> int:
    """Return ``value`` as a count (a non-negative integer); ``what`` names it in the error.

    >>> count(3, "the board width")
    3
    """
    try:
        return heap(value)
    except ValueError:
        raise ValueError(f"{what} must be a non-negative integer, got {value!r}") from None
