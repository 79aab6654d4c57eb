"""What an answer may not use: the package's own answer to an exercise, or an operator it rules out.

Some exercises ask for something gamekit computes in one call (`winning_moves`, `grundy`,
`nim_sum`); their checks refuse an answer that calls it.  A :class:`Forbidden` rule lists those
functions by their dotted names (``"gamekit.theory.arithmetic.nim_sum"``, a method as
``"gamekit.theory.game.Game.winning_moves"``) and operators (``"^"``, or ``"bitwise"`` for all of
``& | ^ ~ << >>``); :meth:`Forbidden.watch` watches a call of the student's code and records the
first forbidden thing it used.  The watch follows every Python function the answer calls, so a
helper that uses ``^`` counts as the answer using it.
"""
from __future__ import annotations

import contextlib
import dis
import functools
import importlib
import operator
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import CodeType

__all__ = ["ANSWERS", "QUOTIENT", "Forbidden"]

_BITWISE = {"&": "&", "|": "|", "^": "^", "<<": "<<", ">>": ">>", "~": "~"}
_OPERATOR_FUNCTIONS = {"^": (operator.xor, operator.ixor), "&": (operator.and_, operator.iand),
                       "|": (operator.or_, operator.ior), "<<": (operator.lshift, operator.ilshift),
                       ">>": (operator.rshift, operator.irshift), "~": (operator.invert, operator.inv)}
_OLD_OPNAMES = {"BINARY_XOR": "^", "INPLACE_XOR": "^", "BINARY_AND": "&", "INPLACE_AND": "&",
                "BINARY_OR": "|", "INPLACE_OR": "|", "BINARY_LSHIFT": "<<", "INPLACE_LSHIFT": "<<",
                "BINARY_RSHIFT": ">>", "INPLACE_RSHIFT": ">>", "UNARY_INVERT": "~"}


def _resolve(dotted: str) -> object:
    """Return the object a dotted name such as ``gamekit.theory.game.Game.grundy`` names."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)
        return obj
    raise ValueError(f"forbidden: {dotted!r} names nothing importable")


def _operators_in(code: CodeType) -> set[str]:
    """Return the bitwise operators the bytecode of ``code`` (not its nested functions) uses."""
    found = set()
    for instruction in dis.get_instructions(code):
        if instruction.opname == "BINARY_OP":
            symbol = instruction.argrepr.rstrip("=")
            if symbol in _BITWISE:
                found.add(symbol)
        elif instruction.opname in _OLD_OPNAMES:
            found.add(_OLD_OPNAMES[instruction.opname])
    return found


_PACKAGE = Path(__file__).resolve().parents[2]        # the folder of the gamekit package itself
_COURSE = _PACKAGE / "course"


@functools.lru_cache(maxsize=4096)
def _origin(filename: str) -> str:
    """Return where code compiled from ``filename`` lives: "gamekit", "course", "system" or "user".

    Decided by identity: a file is gamekit's when it lies inside the folder this package was
    imported from, whatever the folders around it are called (a clone in ``~/src/gamekit/`` or a
    student's notebooks under a folder of that name are the student's own code).
    """
    if filename.startswith("<frozen"):
        return "system"
    if filename.startswith("<"):
        return "user"         # a notebook cell, exec'd text
    try:
        path = Path(os.path.realpath(filename))
    except (OSError, ValueError):
        return "user"
    if path.is_relative_to(_COURSE):
        return "course"
    if path.is_relative_to(_PACKAGE):
        return "gamekit"
    if any(path.is_relative_to(Path(os.path.realpath(prefix)))
           for prefix in {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}):
        return "system"
    return "user"


def _in_gamekit(code: CodeType) -> bool:
    """Return whether ``code`` is one of the package's functions (outside the course's checks)."""
    return _origin(code.co_filename) == "gamekit"


ANSWERS = tuple(f"gamekit:{name}" for name in (
    "grundy", "grundy_sequence", "grundy_table", "grundy_array", "outcome", "outcomes", "outcome_table",
    "outcome_of", "winning_moves", "winning_take", "kernel", "misere_outcome", "misere_grundy_sequence",
    "misere_nim_winning_moves", "misere_nim_outcome", "misere_nim_move", "misere_nim_solution"))
"""Every method by which gamekit answers a game: values, outcomes, winning moves (``gamekit:name``
stands for any function of that name in the package)."""

QUOTIENT = tuple(f"gamekit:{name}" for name in (
    "misere_quotient", "image", "product", "is_p", "cayley_table", "heap_images_frame", "heap_images_table"))
"""Every way gamekit reads a misère quotient: the quotient itself, images, products, its P-portion."""


class Forbidden:
    """Return a rule refusing the functions and operators named in ``names``.

    ``names`` holds dotted names of functions (or methods), ``"gamekit:name"`` for every function
    of the package called ``name``, and operator symbols (``"^"``, ``"bitwise"`` for all six
    bitwise operators); :data:`ANSWERS` lists the package's ways of answering a game.  Inside
    :meth:`watch`, the first forbidden call or operator is kept in ``broken`` as words for the
    student.

    >>> rule = Forbidden(["gamekit.theory.arithmetic.nim_sum", "^"])
    >>> from gamekit.theory.arithmetic import nim_sum
    >>> with rule.watch():
    ...     _ = nim_sum(3, 5)
    >>> rule.broken
    'your answer calls gamekit’s `nim_sum`, which this exercise asks you to do without.'
    >>> with rule.watch():
    ...     _ = (lambda a, b: a ^ b)(3, 5)
    >>> rule.broken
    'your answer uses the operator `^`, which this exercise asks you to do without.'
    >>> with rule.watch():
    ...     _ = (lambda a, b: a + b)(3, 5)
    >>> rule.broken is None
    True

    See also: :func:`gamekit.course.exercises.answers.checker` (its ``forbid`` option).
    """

    def __init__(self, names=()) -> None:
        self.names = tuple(names)
        self.operators: set[str] = set()
        self.codes: dict[CodeType, str] = {}
        self.builtins: dict[int, str] = {}
        self.method_names: set[str] = set()
        for name in self.names:
            if name.startswith("gamekit:"):
                self.method_names.add(name.split(":", 1)[1])
            elif name == "bitwise":
                self.operators |= set(_BITWISE)
            elif name in _BITWISE:
                self.operators.add(name)
            else:
                target = _resolve(name)
                code = getattr(getattr(target, "__func__", target), "__code__", None)
                if code is None:
                    raise ValueError(f"forbidden: {name!r} is not a Python function")
                self.codes[code] = name.rsplit(".", 1)[-1]
        for symbol in self.operators:
            for function in _OPERATOR_FUNCTIONS[symbol]:
                self.builtins[id(function)] = symbol
        self.broken: str | None = None
        self._scanned: dict[CodeType, set[str]] = {}

    def __bool__(self) -> bool:
        return bool(self.names)

    def __repr__(self) -> str:
        return f"Forbidden({list(self.names)!r})"

    def _user_code(self, code: CodeType) -> bool:
        return _origin(code.co_filename) == "user"

    def _hook(self, frame, event, arg) -> None:
        if self.broken is not None:
            return
        if event == "call":
            code = frame.f_code
            if code in self.codes:
                self.broken = (f"your answer calls gamekit’s `{self.codes[code]}`, which this exercise "
                               "asks you to do without.")
            elif code.co_name in self.method_names and _in_gamekit(code):
                self.broken = (f"your answer calls gamekit’s `{code.co_name}`, which this exercise "
                               "asks you to do without.")
            elif self.operators and self._user_code(code):
                used = self._scanned.get(code)
                if used is None:
                    used = self._scanned[code] = _operators_in(code) & self.operators
                if used:
                    self.broken = (f"your answer uses the operator `{min(used)}`, which this exercise "
                                   "asks you to do without.")
        elif event == "c_call" and id(arg) in self.builtins:
            self.broken = (f"your answer uses the operator `{self.builtins[id(arg)]}`, which this "
                           "exercise asks you to do without.")

    @contextlib.contextmanager
    def watch(self) -> Iterator[Forbidden]:
        """Watch the code run inside the ``with`` block; a forbidden use is kept in ``broken``."""
        self.broken = None
        if not self.names:
            yield self
            return
        previous = sys.getprofile()
        sys.setprofile(self._hook)
        try:
            yield self
        finally:
            sys.setprofile(previous)
