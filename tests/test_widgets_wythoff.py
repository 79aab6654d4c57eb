"""Tests of gamekit.widgets.wythoff and widgets.dynamic: the Wythoff and Fibonacci nim explorers."""
from __future__ import annotations

import gamekit as gk


def test_widgets_build():
    assert type(gk.widgets.wythoff_explorer()).__name__ == "VBox"
    assert type(gk.widgets.fibonacci_nim_explorer()).__name__ == "VBox"

