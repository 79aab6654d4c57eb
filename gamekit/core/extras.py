"""Optional extras: what ``pip install gamekit`` leaves out, and one clear message when it is needed.

``pip install gamekit`` computes and draws; the explorers of ``gk.widgets`` need the ``widgets``
extra (ipywidgets) and the census on a Dask cluster the ``atlas`` extra (dask.distributed).  Using
one that is not installed raises ``ModuleNotFoundError`` naming the extra to install.

>>> import math
>>> require("math", "widgets", "gk.widgets") is math
True
>>> require("no_such_module_here", "widgets", "gk.widgets")
Traceback (most recent call last):
...
ModuleNotFoundError: gk.widgets needs the optional extra "widgets", which is not installed: pip install ...
"""
from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

__all__ = ["require", "require_installed"]


def require_installed(modules: tuple[str, ...], extra: str, what: str) -> None:
    """Raise ``ModuleNotFoundError`` naming ``extra`` unless every one of ``modules`` is installed.

    Nothing is imported: a package whose own imports are heavy checks its extra up front this way.

    >>> require_installed(("math", "json"), "widgets", "gk.widgets")
    >>> require_installed(("math", "no_such_module_here"), "widgets", "gk.widgets")
    Traceback (most recent call last):
    ...
    ModuleNotFoundError: gk.widgets needs the optional extra "widgets", which is not installed: pip install ...
    """
    for module in modules:
        if importlib.util.find_spec(module) is None:
            raise _missing_extra(module, extra, what)


def _missing_extra(module: str, extra: str, what: str) -> ModuleNotFoundError:
    return ModuleNotFoundError(f'{what} needs the optional extra "{extra}", which is not installed: '
                               f'pip install "gamekit[{extra}]"', name=module)


def require(module: str, extra: str, what: str) -> ModuleType:
    """Return the imported ``module``, or raise ``ModuleNotFoundError`` naming the ``extra`` that brings it.

    ``what`` names the part of gamekit that needs it (``"gk.widgets"``, ``"census on Dask"``).

    See also: :func:`require_installed`.
    """
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name is not None and error.name != module.split(".")[0] and error.name != module:
            raise                      # the module is there but one of its own imports is broken
        raise _missing_extra(module, extra, what) from None
