"""nbval runs the Hungarian edition in a kernel that speaks Hungarian, in the same pytest run as the rest.

A notebook's kernel starts when its first cell is set up and keeps the environment it started with,
so ``GAMEKIT_LANGUAGE=hu`` is set only around that set-up: the kernels of ``notebooks-hu/`` speak
Hungarian, and the pytest worker, which also runs the English tests and notebooks, stays as it was.
(``GAMEKIT_LANGUAGE=hu pytest notebooks-hu`` gives the same.)
"""
from __future__ import annotations

import os

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    spoken = os.environ.get("GAMEKIT_LANGUAGE")
    os.environ["GAMEKIT_LANGUAGE"] = "hu"
    try:
        yield
    finally:
        if spoken is None:
            del os.environ["GAMEKIT_LANGUAGE"]
        else:
            os.environ["GAMEKIT_LANGUAGE"] = spoken
