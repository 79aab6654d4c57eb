"""What an answer may not use: the package's own answer to an exercise, or an operator it rules out.

Some exercises ask for something gamekit computes in one call (`winning_moves`, `grundy`,
`nim_sum`); their checks refuse an answer that calls it.  A :class:`Forbidden` rule lists those
functions by their dotted names (``"gamekit.theory.arithmetic.nim_sum"``, a method as
``"gamekit.theory.game.Game.winning_moves"``) and operators (``"^"``, or ``"bitwise"`` for all of
``& | ^ ~ << >>``); :meth:`Forbidden.watch` watches a call of the student's code and records the
first forbidden thing it used.  The watch follows every Python function the answer calls, so a
helper that uses ``^`` counts as the answer using it.

What the grade rests on is read from the answer's text instead (:func:`refused`): a watch inside
the student's process can be switched off from there, a syntax tree read by the grader cannot.
The answer cell, and every statement of the student's that gives a value to or changes what it
reaches, may not name a forbidden function, use a forbidden operator (set operations excepted) or
one of Python's ways around a rule (:data:`ESCAPES`); the ways that hide what they do (``eval``,
``getattr``, ``sys``, double underscores) are refused in any of the student's cells.
:func:`in_words` says so in each statement.  The chapters' self-checks read the same rule from
the function's source where Python can find it.
"""
from __future__ import annotations

import ast
import contextlib
import dis
import functools
import importlib
import operator
import os
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import CodeType

from gamekit.core.language import gettext as _, pgettext

__all__ = ["ANSWERS", "ESCAPES", "QUOTIENT", "Forbidden", "calls_only", "in_words", "refused"]

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

    See also: :func:`gamekit.course.grading.answers.checker` (its ``forbid`` option).
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
                self.broken = _calls_refused(self.codes[code])
            elif code.co_name in self.method_names and _in_gamekit(code):
                self.broken = _calls_refused(code.co_name)
            elif self.operators and self._user_code(code):
                used = self._scanned.get(code)
                if used is None:
                    used = self._scanned[code] = _operators_in(code) & self.operators
                if used:
                    self.broken = _operator_refused(min(used))
        elif event == "c_call" and id(arg) in self.builtins:
            self.broken = _operator_refused(self.builtins[id(arg)])

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


# ---------------------------------------------------------------------------------------------
# the rule read from the answer's text: what the grader decides, whatever the answer does at run time


_OPERATOR_NODES = {ast.BitXor: "^", ast.BitAnd: "&", ast.BitOr: "|", ast.LShift: "<<", ast.RShift: ">>"}
_SET_OPERATORS = {"^", "&", "|"}          # also set operations: allowed when an operand is plainly a set
_OPERATOR_NAMES = {"^": ("xor", "ixor", "bitwise_xor", "logical_xor"),
                   "&": ("and_", "iand", "bitwise_and"), "|": ("or_", "ior", "bitwise_or"),
                   "<<": ("lshift", "ilshift", "left_shift"), ">>": ("rshift", "irshift", "right_shift"),
                   "~": ("invert", "inv", "bitwise_not", "bitwise_invert")}
_ESCAPE_BUILTINS = ("eval", "exec", "compile", "getattr", "setattr", "delattr", "globals", "locals", "vars",
                    "__import__", "breakpoint", "methodcaller", "attrgetter")
_OPAQUE_MODULES = ("importlib", "sys", "gc", "inspect", "ctypes", "builtins", "types", "code", "codeop",
                   "runpy", "marshal", "pickle")
_REACHED_MODULES = ("threading", "_thread", "multiprocessing", "concurrent", "subprocess", "os", "signal", "dis",
                    "asyncio", "engines", "course")
_ESCAPE_MODULES = _OPAQUE_MODULES + _REACHED_MODULES
_OPAQUE_ATTRIBUTES = ("sys", "importlib", "ctypes", "gc", "inspect", "builtins", "methodcaller", "attrgetter")
_REACHED_ATTRIBUTES = ("os", "engines", "course", "threading", "subprocess", "multiprocessing", "signal")
ESCAPES = _ESCAPE_BUILTINS + _ESCAPE_MODULES
"""What a graded answer under any rule may not use: Python's ways of running text as code or reaching
objects by name, modules that switch a rule off or work around it (threads, processes, the
interpreter's hooks), gamekit's engines and its course modules, and names with double underscores
(``int.__xor__``, also as text).  The ``operator`` module is refused where its function is:
``operator.xor`` under a rule on ``^``.  What hides from the text what it does — running text as
code, reaching objects by name, the interpreter's own modules, double underscores, a module of the
student's own files — is refused in any of the student's cells, since such a cell may change what
the answer calls; the rest (``os``, threads, processes, the engines, the course's modules) only
where the answer reaches it."""
_DUNDER = re.compile(r"__(?!init__|name__|doc__)\w+__")
_SYS_ALLOWED = {"setrecursionlimit", "getrecursionlimit", "maxsize", "exit"}
_DUNDERS_ALLOWED = {"__init__", "__name__", "__doc__"}


def _calls_refused(name: str) -> str:
    """Return the verdict's sentence on an answer that calls gamekit's ``name`` which its exercise refuses."""
    return _("your answer calls gamekit’s `{name}`, which this exercise asks you to do without.").format(name=name)


def _operator_refused(symbol: str) -> str:
    """Return the verdict's sentence on an answer that uses an operator its exercise refuses."""
    return _("your answer uses the operator `{symbol}`, which this exercise asks you to do without.").format(
        symbol=symbol)


def _escape_refused(escape: str) -> str:
    """Return the verdict's sentence on an answer that uses one of Python's ways around a rule."""
    return _("your answer uses `{escape}`, a way around the rules that a graded answer may not use.").format(
        escape=escape)


def _name_refused(word: str) -> str:
    """Return the verdict's sentence on an answer that uses a refused name (``word``: see :func:`_refused_names`)."""
    if word.startswith("calls gamekit’s `"):
        return _calls_refused(word[len("calls gamekit’s `"):-1])
    name, symbol = re.fullmatch(r"uses `(.*)`, the operator `(.*)` by another name", word).groups()
    return _("your answer uses `{name}`, the operator `{symbol}` by another name, which this exercise asks you "
             "to do without.").format(name=name, symbol=symbol)


def _refused_names(names: Iterable[str]) -> tuple[dict[str, str], set[str]]:
    """Return the names a rule refuses (name → what to call it) and its operators."""
    words: dict[str, str] = {}
    operators: set[str] = set()
    for name in names:
        if name == "bitwise":
            operators |= set(_BITWISE)
        elif name in _BITWISE:
            operators.add(name)
        else:
            short = name.split(":", 1)[1] if name.startswith("gamekit:") else name.rsplit(".", 1)[-1]
            words[short] = f"calls gamekit’s `{short}`"
    for symbol in operators:
        for word in _OPERATOR_NAMES[symbol]:
            words.setdefault(word, f"uses `{word}`, the operator `{symbol}` by another name")
    return words, operators


def _plainly_sets(tree: ast.AST) -> set[str]:
    """Return the names that are only ever given a set in ``tree`` (``s = set(...)``, ``{1, 2}``…)."""
    given: dict[str, bool] = {}

    def is_set(node: ast.AST | None) -> bool:
        if isinstance(node, (ast.Set, ast.SetComp)):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("set", "frozenset"):
            return True
        if isinstance(node, ast.BinOp) and type(node.op) in (ast.BitOr, ast.BitAnd, ast.BitXor, ast.Sub):
            return is_set(node.left) or is_set(node.right)
        return isinstance(node, ast.Name) and given.get(node.id, False)

    for _round in range(2):                  # twice: a set made from another set name
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        given[target.id] = given.get(target.id, True) and is_set(node.value)
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
                given[node.target.id] = given.get(node.target.id, True) and is_set(node.value)
            elif isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Name):
                given[node.target.id] = False
            elif isinstance(node, ast.arg):
                given[node.arg] = False
    return {name for name, only_sets in given.items() if only_sets}


def _uses(tree: ast.AST) -> Iterator[tuple[str, ast.AST]]:
    """Yield every name, attribute and imported module ``tree`` uses, with its node."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            yield node.id, node
        elif isinstance(node, ast.Attribute):
            yield node.attr, node
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            for alias in node.names:
                modules.append(alias.name)
            for module in modules:
                for part in module.split("."):
                    if part:
                        yield part, node


def _escape(tree: ast.AST, anywhere: bool = False) -> str | None:
    """Return the first way around a rule that ``tree`` uses, or None.

    With ``anywhere``, only the ways that hide what they do (refused in any cell): running text as
    code, reaching objects by name, the interpreter's modules, double underscores.
    """
    modules = _OPAQUE_MODULES if anywhere else _ESCAPE_MODULES
    attributes = _OPAQUE_ATTRIBUTES if anywhere else _OPAQUE_ATTRIBUTES + _REACHED_ATTRIBUTES
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _DUNDER.search(node.value):
            return _DUNDER.search(node.value).group(0)
    for name, node in _uses(tree):
        if name.startswith("__") and name.endswith("__") and len(name) > 4 and name not in _DUNDERS_ALLOWED:
            return name
        if name != "sys":
            if (isinstance(node, ast.Name) and name in _ESCAPE_BUILTINS
                    or isinstance(node, (ast.Import, ast.ImportFrom)) and name in modules
                    or isinstance(node, ast.Attribute) and name in attributes):
                return name
            continue
        if isinstance(node, ast.Import):        # `import sys` (not renamed); its uses are read below
            if any(alias.name == "sys" and alias.asname for alias in node.names):
                return "sys"
        elif isinstance(node, ast.ImportFrom):
            outside = [alias.name for alias in node.names if alias.name not in _SYS_ALLOWED]
            if node.module == "sys" and outside:
                return f"sys.{outside[0]}"
        elif isinstance(node, ast.Name):
            parent = parents.get(node)
            if not (isinstance(parent, ast.Attribute) and parent.value is node):
                return "sys"
            if parent.attr not in _SYS_ALLOWED:
                return f"sys.{parent.attr}"
    return None


def _student_names(tree: ast.AST) -> tuple[set[str], set[str]]:
    """Return the names a cell gives a value or changes, and those it calls a method of.

    Given a value: what it assigns, defines or imports, and every name and attribute it stores
    into (``math.gcd = f``, ``ops[0] = f``).  A method called on a name (``ops.append(f)``) changes
    that name only when it is a value of the student's own, assigned somewhere, not a module.
    """
    changed: set[str] = set()
    called: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            changed.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            changed.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            changed.update(node.names)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            changed.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, (ast.Attribute, ast.Subscript)) and isinstance(node.ctx, (ast.Store, ast.Del)):
            changed.update(name for name, _ in _uses(node))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            called.update(name for name, use in _uses(node.func.value) if isinstance(use, ast.Name))
    return changed, called


def _assigned(tree: ast.AST) -> set[str]:
    """Return the names a cell assigns or defines itself (not those it imports)."""
    return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)} \
        | {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.ClassDef))}


def _mentioned(tree: ast.AST) -> set[str]:
    """Return the names ``tree`` takes from elsewhere: names it reads without binding them itself,
    attributes, and the modules and names it imports (another cell may have changed them)."""
    names = {name for name, node in _uses(tree) if not isinstance(node, ast.Name)}
    names |= {alias.asname for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))
              for alias in node.names if alias.asname}
    read, bound = _names(tree)
    return names | (read - bound)


def _parsed(source: str) -> ast.Module | None:
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def refused(answer: str, others: Iterable[str] = (), names: Iterable[str] = ()) -> str | None:
    """Return why an answer breaks the rule ``names``, read from its text (None when it does not).

    ``answer`` is the answer cell's source and ``others`` the student's other cells.  What the
    answer cell runs, and every statement of the other cells that gives a value to or changes a
    name it reaches (a helper, ``ops.append(helper)``, ``math.gcd = helper``), may not use a name
    or operator of the rule (:class:`Forbidden`'s vocabulary) nor :data:`ESCAPES`; a bitwise
    operator with a plain set on one side (``set(a) | {b}``) is a set operation and allowed.  The
    escapes that hide what they do (``eval``, ``getattr``, ``sys`` …) are refused in any cell;
    ``import os`` in a cell the answer does not reach is not.  Decided by the grader from the
    text, this rule cannot be switched off by the answer; a cell that does not parse is refused by
    nothing here (running it says what is wrong).

    >>> refused("def nim_add(a, b):\\n    return a ^ b", names=["bitwise"])
    'your answer uses the operator `^`, which this exercise asks you to do without.'
    >>> print(refused("def nim_add(a, b):\\n    return len(set(str(a)) | {b})", names=["bitwise"]))
    None
    >>> refused("def nim_add(a, b):\\n    return int.__xor__(a, b)", names=["^"])
    'your answer uses `__xor__`, a way around the rules that a graded answer may not use.'
    >>> refused("def f(a, b):\\n    return helper(a, b)", ["def helper(a, b):\\n    return a ^ b"], ["^"])
    'your answer uses the operator `^`, which this exercise asks you to do without.'
    >>> print(refused("def f(a, b):\\n    return a + b", ["import os\\nfiles = os.listdir()"], ["^"]))
    None
    """
    names = tuple(names)
    if not names:
        return None
    tree = _parsed(answer)
    if tree is None:
        return None
    trees = [t for t in (_parsed(s) for s in others) if t is not None]
    for whole in [tree, *trees]:
        escape = _escape(whole, anywhere=True)
        if escape:
            return _escape_refused(escape)
    words, operators = _refused_names(names)
    assigned = set().union(*(_assigned(other) for other in trees))
    changed: set[str] = set()
    for other in trees:
        stored, called = _student_names(other)
        changed |= stored | (called & assigned)
    reach: dict[str, list[ast.AST]] = {}
    for other in trees:
        for statement in other.body:
            for name in _mentioned(statement) | _student_names(statement)[0]:
                if name in changed:
                    reach.setdefault(name, []).append(statement)
    todo: list[ast.AST] = [tree]
    seen: set[int] = set()
    while todo:
        node = todo.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        escape = _escape(node)
        if escape:
            return _escape_refused(escape)
        sets = _plainly_sets(node)
        for part in ast.walk(node):
            symbol = None
            if isinstance(part, (ast.BinOp, ast.AugAssign)) and type(part.op) in _OPERATOR_NODES:
                symbol = _OPERATOR_NODES[type(part.op)]
                sides = (part.left, part.right) if isinstance(part, ast.BinOp) else (part.target, part.value)
                if symbol in _SET_OPERATORS and any(_is_plain_set(side, sets) for side in sides):
                    symbol = None
            elif isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Invert):
                symbol = "~"
            if symbol in operators:
                return _operator_refused(symbol)
        local = _bound_names(node)
        uses = [(name, use) for name, use in _uses(node) if not (isinstance(use, ast.Name) and name in local)]
        in_order = sorted(uses, key=lambda use: (getattr(use[1], "end_lineno", 0) or 0,
                                                 getattr(use[1], "end_col_offset", 0) or 0))
        for name, _use in in_order:
            if name in words:
                return _name_refused(words[name])
        for name in _mentioned(node):
            todo.extend(reach.get(name, ()))
    return None


def _bound_names(tree: ast.AST) -> set[str]:
    """Return the names ``tree`` gives a value itself (assigned, arguments, its own definitions)."""
    return _names(tree)[1]


def _names(tree: ast.AST) -> tuple[set[str], set[str]]:
    read, bound = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
    return read, bound


def calls_only(names: Iterable[str]) -> tuple[str, ...]:
    """Return a rule's names without its operators (those are decided from the answer's text).

    >>> calls_only(["bitwise", "gamekit.theory.arithmetic.nim_sum"])
    ('gamekit.theory.arithmetic.nim_sum',)
    """
    return tuple(name for name in names if name != "bitwise" and name not in _BITWISE)


def _is_plain_set(node: ast.AST, sets: set[str]) -> bool:
    if isinstance(node, (ast.Set, ast.SetComp)):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("set", "frozenset"):
        return True
    return isinstance(node, ast.Name) and node.id in sets


def in_words(names: Iterable[str]) -> str:
    """Return the sentence a graded exercise's statement adds to say what its answer may not use.

    The sentence is said in the language now spoken (:func:`gamekit.language`), as the statements
    of a Hungarian course say it.

    >>> print(in_words(["^", "gamekit.theory.arithmetic.nim_sum"]))
    Graded, your answer may not use the operator `^` (a set operation such as `set(a) | {b}` is fine)
    or gamekit’s `nim_sum`, nor Python’s ways around a rule: `eval`, `exec`, `getattr`, `importlib`,
    `operator`, `sys` (but `sys.setrecursionlimit`), threads, processes and names with double underscores.
    """
    names = tuple(names)
    if not names:
        return ""
    words, operators = _refused_names(names)
    parts = []
    if operators:
        shown = ", ".join(f"`{o}`" for o in sorted(operators, key=list(_BITWISE).index))
        parts.append((_("the operator {operators}") if len(operators) == 1 else _("the operators {operators}")).format(
            operators=shown))
        if operators & _SET_OPERATORS:
            parts[-1] += " " + _("(a set operation such as `set(a) | {b}` is fine)")
    functions = [w.replace("calls gamekit’s ", "") for w in words.values() if w.startswith("calls gamekit")]
    if functions:
        parts.append((pgettext("one function", "gamekit’s {functions}") if len(functions) == 1
                      else pgettext("several functions", "gamekit’s {functions}")).format(
            functions=", ".join(functions)))
    listed = parts[0] if len(parts) == 1 else pgettext("what an answer may not use", "{earlier} or {last}").format(
        earlier=", ".join(parts[:-1]), last=parts[-1])
    return _("Graded, your answer may not use {listed}, nor Python’s ways around a rule: `eval`, `exec`, "
             "`getattr`, `importlib`, `operator`, `sys` (but `sys.setrecursionlimit`), threads, processes and "
             "names with double underscores.").format(listed=listed)
