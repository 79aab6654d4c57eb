"""Every cross-reference in a docstring (``:func:`…```, ``:class:`…``` and the other roles) names something that exists.

A reference resolves as the API reference reads it (``book/_ext/gamekit_refs.py``, whose
:func:`resolve` this test uses): a dotted name from the top (``gamekit.theory.game.Game``, or
``gamekit.Nim`` for what ``gk.`` gives), or a name of the docstring's own module, or of its own
class for a method.  A regroup that moves a name and leaves a reference behind fails here, in
``make test-fast``; the book's build (``tests/project/test_book.py``, nitpicky) checks further that
the name is documented in the reference.
"""
from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
import sys
from pathlib import Path

import gamekit

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "book" / "_ext"))
import gamekit_refs  # noqa: E402

ROLE = re.compile(r":(func|class|meth|data|mod|attr|exc|obj):`~?([^`<>]+?)`")


def gamekit_modules():
    """Return every module of the package."""
    found = [gamekit]
    for info in pkgutil.walk_packages(gamekit.__path__, "gamekit."):
        found.append(importlib.import_module(info.name))
    return found


def resolves(target: str, module, owner: type | None) -> bool:
    """Return whether the reference ``target`` names an object, read from ``module`` (and class ``owner``)."""
    return not gamekit_refs.missing(gamekit_refs.resolve(target, module, owner))


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
