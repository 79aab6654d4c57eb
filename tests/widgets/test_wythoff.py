"""Tests of gamekit.widgets.wythoff and widgets.dynamic: the Wythoff and Fibonacci nim explorers."""
from __future__ import annotations

import gamekit as gk
from gamekit.games.boards.wythoff import wythoff_pair


def test_widgets_build():
    assert type(gk.widgets.wythoff_explorer()).__name__ == "VBox"
    assert type(gk.widgets.fibonacci_nim_explorer()).__name__ == "VBox"



def test_the_pair_slider_stops_at_the_last_pair_inside_the_table():
    box = gk.widgets.wythoff_explorer(size=14, pair=3)
    size, pair = box.controls["size"], box.controls["pair"]
    assert pair.max == 5 and wythoff_pair(5)[1] < 14 <= wythoff_pair(6)[1]
    size.value = 30
    assert pair.max == 11
    pair.value = 11
    size.value = 8                                        # the highlighted pair must stay visible
    assert pair.value == pair.max == 3 and wythoff_pair(3)[1] < 8 <= wythoff_pair(4)[1]
