"""A student's answer as a check receives it: kind messages instead of tracebacks.

Every check of the exercises is decorated with :func:`checker`.  The decorator turns whatever can
go wrong with an answer into a failing :class:`~gamekit.course.exercises.Verdict` that says what happened
in the student's terms:

* an answer cell still holding ``...`` (or ``None``): "there is no answer yet";
* a student's function that raises: the input where it failed and the error it raised;
* a student's function that returns nothing (a body without ``return``);
* a value of the wrong type or length: what was expected (the checks raise
  :class:`AnswerError` or ``ValueError`` for these, and the decorator reports them).

A check never shows a traceback from inside gamekit for a student's answer.
"""
from __future__ import annotations

import dis
import functools
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from gamekit.course.exercises.verdict import Verdict

__all__ = ["AnswerError", "StudentFunction", "checker", "expect_int", "expect_list", "expect_values"]

F = TypeVar("F", bound=Callable[..., Verdict])


class AnswerError(ValueError):
    """Raised inside a check when the student's answer cannot be used; the check reports it."""


def _shown(args: tuple) -> str:
    return ", ".join(repr(a) for a in args)


class StudentFunction:
    """Return a student's function wrapped so that its failures become :class:`AnswerError`.

    The wrapper calls the function; an exception inside it, or a result of ``None`` (a body that
    has no ``return`` yet), is reported with the input where it happened.

    >>> def f(n):
    ...     return 10 // n
    >>> StudentFunction(f)(2)
    5
    >>> try:
    ...     StudentFunction(f)(0)
    ... except AnswerError as error:
    ...     print(error)
    your function f(0) raised ZeroDivisionError: integer division or modulo by zero.

    See also: :func:`checker`.
    """

    def __init__(self, function: Callable[..., Any]) -> None:
        self.function = function
        name = getattr(function, "__name__", "")
        self.name = name if name and name != "<lambda>" and name.isidentifier() else "f"

    def __call__(self, *args: Any) -> Any:
        call = f"{self.name}({_shown(args)})"
        try:
            result = self.function(*args)
        except AnswerError:
            raise
        except Exception as error:  # the student's code: report it, never a traceback
            raise AnswerError(f"your function {call} raised {type(error).__name__}: {error}.") from None
        if result is None or result is Ellipsis:
            raise AnswerError(f"your function {call} returned nothing: it needs a `return` "
                              "with its answer.")
        return result


_STUB_BODIES = ([("LOAD_CONST", None), ("RETURN_VALUE", None)], [("RETURN_CONST", None)])


def _is_stub(function: Any) -> bool:
    """Return True for a function whose body is still only ``...`` (and perhaps a docstring)."""
    code = getattr(function, "__code__", None)
    if code is None:
        return False
    body = [(i.opname, i.argval) for i in dis.get_instructions(code)
            if i.opname not in ("RESUME", "NOP", "CACHE")]
    return body in _STUB_BODIES


def _no_answer(value: Any) -> bool:
    """Return True for an answer cell not filled in: ``...``, ``None`` or a list holding ``...``."""
    if value is Ellipsis or value is None:
        return True
    return isinstance(value, (list, tuple)) and any(v is Ellipsis for v in value)


def checker(check: F) -> F:
    """Return ``check`` made kind: a student's answer can make it fail, never crash.

    Arguments that are still ``...`` (an answer cell not filled in) give "there is no answer
    yet"; a student's function is wrapped in :class:`StudentFunction`; an :class:`AnswerError`,
    ``ValueError`` or any other exception while checking becomes a failing verdict naming what
    was wrong.

    >>> @checker
    ... def check_double(f):
    ...     return Verdict.right("fine") if f(2) == 4 else Verdict.wrong("not double")
    >>> check_double(...)
    ✗ Not yet: there is no answer yet: write yours in place of the `...` above, then run this cell again.
    >>> def double(n):
    ...     ...
    >>> check_double(double)
    ✗ Not yet: there is no answer yet: write the body of `double` in place of the `...` above, then run this cell again.
    >>> check_double(lambda n: n / 0)
    ✗ Not yet: your function f(2) raised ZeroDivisionError: division by zero.
    >>> check_double(lambda n: 2 * n)
    ✓ Correct: fine

    See also: :class:`StudentFunction`, :class:`~gamekit.course.exercises.Verdict`.
    """
    signature = inspect.signature(check)

    @functools.wraps(check)
    def kind(*args: Any, **kwargs: Any) -> Verdict:
        bound = signature.bind_partial(*args, **kwargs)
        for name, value in bound.arguments.items():
            if _no_answer(value) and signature.parameters[name].default is inspect.Parameter.empty:
                return Verdict.wrong("there is no answer yet: write yours in place of the `...` "
                                     "above, then run this cell again.")
            if _is_stub(value):
                return Verdict.wrong(f"there is no answer yet: write the body of `{value.__name__}` in "
                                     "place of the `...` above, then run this cell again.")
            if inspect.isfunction(value) or inspect.ismethod(value) or isinstance(value, functools.partial):
                bound.arguments[name] = StudentFunction(value)
        try:
            return check(*bound.args, **bound.kwargs)
        except AnswerError as error:
            return Verdict.wrong(str(error))
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            message = str(error).strip("'\"") or type(error).__name__
            return Verdict.wrong(f"this answer cannot be checked: {message}"
                                 + ("" if message.endswith(".") else "."))
        except RecursionError:
            return Verdict.wrong("your answer recursed too deeply.")

    return kind  # type: ignore[return-value]


def expect_int(value: Any, what: str) -> int:
    """Return ``value`` as an int, or raise :class:`AnswerError` saying an integer was expected.

    >>> expect_int(3, "γ(4)")
    3
    >>> expect_int("3", "γ(4)")
    Traceback (most recent call last):
    ...
    gamekit.course.exercises.answers.AnswerError: γ(4) should be a whole number, not the str '3'.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        if hasattr(value, "__index__") and not isinstance(value, bool):
            return int(value.__index__())
        raise AnswerError(f"{what} should be a whole number, not the {type(value).__name__} {value!r}.")
    return value


def expect_list(value: Any, what: str, length: int | None = None) -> list:
    """Return ``value`` as a list, or raise :class:`AnswerError` saying what was expected.

    >>> expect_list(range(3), "the values", 3)
    [0, 1, 2]
    >>> expect_list("0123", "the values", 4)
    Traceback (most recent call last):
    ...
    gamekit.course.exercises.answers.AnswerError: the values should be a list, not the str '0123'.
    >>> expect_list([1, 2], "the values", 4)
    Traceback (most recent call last):
    ...
    gamekit.course.exercises.answers.AnswerError: the values should have 4 entries, not 2.
    """
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        raise AnswerError(f"{what} should be a list, not the {type(value).__name__} {value!r}.")
    items = list(value)
    if length is not None and len(items) != length:
        raise AnswerError(f"{what} should have {length} entries, not {len(items)}.")
    return items


def expect_values(values: Any, count: int, symbol: str = "γ") -> list[int]:
    """Return ``values`` as the list of ``count`` whole numbers symbol(0), …, symbol(count − 1).

    Anything else raises :class:`AnswerError` saying what was expected.

    >>> expect_values([0, 1, 2], 3)
    [0, 1, 2]
    >>> expect_values([1, 0], 20, "γ^h")
    Traceback (most recent call last):
    ...
    gamekit.course.exercises.answers.AnswerError: your values should have 20 entries, not 2: γ^h(0), …, γ^h(19).

    See also: :func:`expect_list`, :func:`expect_int`.
    """
    items = expect_list(values, "your values")
    if len(items) != count:
        raise AnswerError(f"your values should have {count} entries, not {len(items)}: "
                          f"{symbol}(0), …, {symbol}({count - 1}).")
    return [expect_int(v, f"{symbol}({n})") for n, v in enumerate(items)]
