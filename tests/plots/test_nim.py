"""Tests of gamekit.plots.nim: the picture of normal and misère nim P-positions."""
from __future__ import annotations

import gamekit as gk


def test_nim_picture_hatches_exactly_the_misere_p_positions():
    fig = gk.plots.nim_p_positions_plot(6, third=(0, 1))
    for ax, c in zip(fig.axes, (0, 1)):
        hatched = sum(p.get_hatch() == "///" for p in ax.patches)
        assert hatched == sum(gk.Nim().misere().outcome((a, b, c)) == "P" for a in range(6) for b in range(6))
        green = sum(p.get_facecolor()[:3] != (1.0, 1.0, 1.0) and p.get_hatch() is None for p in ax.patches)
        assert green == sum(a ^ b ^ c == 0 for a in range(6) for b in range(6))

