"""Every cross-reference in a docstring (``:func:`…```, ``:class:`…``` and the other roles) names something that exists.

A reference resolves as Sphinx reads it: a dotted name from the top (``gamekit.theory.game.Game``), or a
name of the docstring's own module, or of its own class for a method.  A regroup that moves a name and
leaves a reference behind fails here.
"""
from __future__ import annotations

import builtins
import importlib
import inspect
import pkgutil
import re

import gamekit

ROLE = re.compile(r":(func|class|meth|data|mod|attr|exc|obj):`~?([^`<>]+?)`")


def gamekit_modules():
    """Return every module of the package."""
    found = [gamekit]
    for info in pkgutil.walk_packages(gamekit.__path__, "gamekit."):
        found.append(importlib.import_module(info.name))
    return found


def resolves(target: str, module, owner: type | None) -> bool:
    """Return whether the reference ``target`` names an object, read from ``module`` (and class ``owner``)."""
    parts = target.strip().removesuffix("()").split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        try:
            for name in parts[cut:]:
                obj = getattr(obj, name)
            return True
        except AttributeError:
            break
    for base in ([owner] if owner is not None else []) + [module]:
        obj = base
        try:
            for name in parts:
                obj = getattr(obj, name)
            return True
        except AttributeError:
            continue
    return len(parts) == 1 and hasattr(builtins, parts[0])


def docstrings(module):
    """Yield (where, docstring, owning class) for the module, its functions, classes and their members."""
    yield module.__name__, module.__doc__, None
    for name, obj in vars(module).items():
        if getattr(obj, "__module__", None) != module.__name__:
            continue
        if inspect.isfunction(obj):
            yield f"{module.__name__}.{name}", obj.__doc__, None
        elif inspect.isclass(obj):
            yield f"{module.__name__}.{name}", obj.__doc__, obj
            for attr, member in vars(obj).items():
                member = member.fget if isinstance(member, property) else getattr(member, "__func__", member)
                if callable(member):
                    yield f"{module.__name__}.{name}.{attr}", member.__doc__, obj


def test_every_docstring_reference_names_something_that_exists():
    broken = [f"{where}: :{role}:`{target}`"
              for module in gamekit_modules() for where, doc, owner in docstrings(module)
              for role, target in ROLE.findall(doc or "") if not resolves(target, module, owner)]
    assert not broken, "references to nothing:\n" + "\n".join(broken)


def test_a_moved_name_is_caught():
    from gamekit.theory import game

    assert resolves("gamekit.theory.misere.longest_play", game, None)
    assert resolves("Tantrum", game, None) and resolves("grundy", game, game.Game)
    assert not resolves("gamekit.longest_play", game, None)          # not a name of the package's top
    assert not resolves("stalk", game, None)                          # lives in games.graphs.trees
