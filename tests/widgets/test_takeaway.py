"""Tests of gamekit.widgets.takeaway: Bachet's explorer."""
from __future__ import annotations

import gamekit as gk


def test_bachet_explorer_redraws_from_its_sliders():
    box = gk.widgets.bachet_explorer(largest_take=3, length=10)
    take, length = box.controls.values()
    take.value = 5                                       # triggers a redraw without error
    assert (take.value, length.value) == (5, 10)
