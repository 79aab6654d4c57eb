"""Write docs/api.md, gamekit's API reference, from the package's docstrings.

    python tools/api_reference.py            # rewrite docs/api.md
    python tools/api_reference.py --check    # exit 1 if docs/api.md is out of date

Every public module gets a section: the first paragraph of its docstring, then each public name
with its signature and the first line of its docstring (and, for a class, its public methods).
``tests/project/test_api_reference.py`` fails when the file and the package disagree.
"""
from __future__ import annotations

import argparse
import importlib
import inspect
import pkgutil
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "docs" / "api.md"

INTRO = """\
# gamekit API reference

Generated from the docstrings by `python tools/api_reference.py`; do not edit by hand (the tests
check that it is up to date). The course map is in [course.md](course.md), the works cited in
[bibliography.md](bibliography.md).

```python
import gamekit as gk
```

## Conventions

- Every game is a `gk.Game`: it knows its moves (`game.moves(p)`), and `grundy`, `outcome`
  (`"P"`, `"N"`, or `"D"` for a draw in loopy games), `winning_moves`, `kernel` and `misere()`
  (the tantrum variant: its `grundy` is γʰ, its `outcome` the misère outcome) are derived from
  them without Python recursion limits, with a memo that `cache_clear()` empties.
- A position is any hashable value. In heap games a position is a tuple of heap sizes, played as
  a sum of heaps, and a bare `int` n means the one heap `(n,)`; `gk.Nim()` keeps its k heaps in
  place as the slides do. `g1 + g2` is the sum of games; its positions are tuples, one component
  per summand.
- Heap games have `grundy_sequence(n)` (γ(0), …, γ(n − 1) by the fastest engine);
  `OctalGame.period(max_n)` returns a certified `gk.Period(preperiod, period)` or `None`.
- In a `gk.GraphGame` with cycles, `grundy` is an `int` or Smith's infinite value ∞_K (printed
  like `∞{0,2}`).
- Bad input raises `ValueError` naming the problem.
- `gk.tables` builds pandas objects, `gk.plots` matplotlib figures, `gk.widgets` ipywidgets
  explorers; they present what the game modules compute. `gamekit.course.exercises` checks
  answers and returns a `Verdict`.
- The package is grouped like the subject: `gamekit.theory` (any game), `gamekit.games.heaps`,
  `gamekit.games.boards` and `gamekit.games.graphs` (the games by structure), `gamekit.engines`
  (the compiled kernels), `gamekit.play`, the presentation layers and `gamekit.course`;
  `docs/architecture.md` draws the map.
"""


def public_modules() -> list[str]:
    """Return the names of gamekit's public modules, in a stable order (packages before their modules)."""
    import gamekit

    names = ["gamekit"]
    for info in pkgutil.walk_packages(gamekit.__path__, "gamekit."):
        if not any(part.startswith("_") for part in info.name.split(".")):
            names.append(info.name)
    return sorted(names, key=lambda n: (n.count(".") > 1, n))


def first_paragraph(doc: str | None) -> str:
    """Return the first paragraph of a docstring, joined into one line."""
    if not doc:
        return ""
    return " ".join(inspect.cleandoc(doc).split("\n\n")[0].split())


def summary(doc: str | None) -> str:
    """Return the first line of a docstring."""
    return inspect.cleandoc(doc).splitlines()[0].strip() if doc else ""


class _Raw:
    """An annotation written as its source text (the package uses ``from __future__ import annotations``)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def constructed_by_gamekit(cls: type) -> bool:
    """Return whether the ``__init__`` or ``__new__`` a class is made with is gamekit's own.

    A class made by a base of another library (an nbgrader preprocessor, an exception) takes what
    that base takes, which depends on the version installed, or on whether it is installed at all:
    the reference shows no signature for it, so it reads the same whatever extras are present.
    """
    for klass in cls.__mro__[:-1]:                       # object's own constructor says nothing
        if "__init__" in vars(klass) or "__new__" in vars(klass):
            return klass.__module__.split(".")[0] == "gamekit"
    return False


def signature(obj) -> str:
    """Return ``obj``'s call signature without quotes around annotations or object addresses."""
    if inspect.isclass(obj) and not constructed_by_gamekit(obj):
        return ""
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return ""
    params = [p.replace(annotation=_Raw(p.annotation)) if isinstance(p.annotation, str) else p
              for p in sig.parameters.values()]
    returns = sig.return_annotation
    if inspect.isclass(obj) or returns in ("None", None):
        returns = inspect.Signature.empty
    elif isinstance(returns, str):
        returns = _Raw(returns)
    text = str(sig.replace(parameters=params, return_annotation=returns))
    return re.sub(r" at 0x[0-9a-f]+", "", text)


def described(head: str, doc: str | None) -> str:
    """Return ``head`` followed by the docstring's first line, if there is one."""
    line = summary(doc)
    return f"{head} — {line}" if line else head


def own_names(module) -> list[str]:
    """Return the public names a module defines (its ``__all__`` when it has one)."""
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n, obj in vars(module).items() if not n.startswith("_")
                 and getattr(obj, "__module__", None) == module.__name__
                 and (inspect.isfunction(obj) or inspect.isclass(obj))]
    if module.__name__.count(".") == 1 and module.__file__.endswith("__init__.py"):
        return []      # a sub-package's __init__ re-exports its modules' names: listed there
    if module.__name__ == "gamekit":
        return []
    return list(names)


def entry(module, name: str) -> list[str]:
    """Return the Markdown lines describing ``module.name``."""
    obj = getattr(module, name)
    if inspect.ismodule(obj):
        return []
    defined_in = getattr(obj, "__module__", None)
    if (inspect.isfunction(obj) or inspect.isclass(obj)) and obj.__name__ != name:
        return [f"- `{name}` — the same as `{obj.__name__}`."]
    if inspect.isfunction(obj) or inspect.isclass(obj):
        if defined_in != module.__name__:
            return [f"- `{name}` — from `{defined_in}`."]
        lines = [described(f"- **`{name}{signature(obj)}`**", obj.__doc__)]
        if inspect.isclass(obj):
            for attr, member in vars(obj).items():
                if attr.startswith("_"):
                    continue
                if isinstance(member, (staticmethod, classmethod)):
                    member = member.__func__
                if isinstance(member, property):
                    lines.append(described(f"  - `{attr}`", member.__doc__))
                elif inspect.isfunction(member):
                    lines.append(described(f"  - `{attr}{signature(member)}`", member.__doc__))
        return lines
    kind = type(obj).__name__
    if isinstance(obj, bool):
        return [f"- `{name}` — a constant `bool`."]
    if isinstance(obj, (int, str, float)):
        return [f"- `{name}` — a constant: `{obj!r}`."]
    if isinstance(obj, (dict, list, tuple, set, frozenset)):
        return [f"- `{name}` — a constant `{kind}` of {len(obj)} items."]
    return [f"- `{name}` — a ready `{kind}`: `{obj!r}`."]


def render() -> str:
    """Return the text of docs/api.md for the package as it is now."""
    parts = [INTRO]
    for name in public_modules():
        module = importlib.import_module(name)
        names = own_names(module)
        lines = [line for n in names for line in entry(module, n)]
        if not lines:
            continue
        parts.append(f"\n## `{name}`\n\n{first_paragraph(module.__doc__)}\n\n" + "\n".join(lines) + "\n")
    return "".join(parts)


def main(argv: list[str] | None = None) -> int:
    """Write docs/api.md, or with ``--check`` report whether it is up to date; return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that docs/api.md is up to date")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print("docs/api.md is out of date: run  python tools/api_reference.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
