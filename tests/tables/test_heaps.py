"""Tests of gamekit.tables.heaps: heap tables and heap fill replays."""
from __future__ import annotations

import gamekit as gk
from gamekit.testing import cell_styles


def green_cells(styler) -> int:
    """Return how many cells of a Styler have the green P-position background."""
    return sum(("background-color", "#009E73") in css for css in cell_styles(styler).values())


def test_mini_bachet_fill_captions_match_the_slides():
    captions = [gk.tables.sequence_fill(gk.Bachet(2), 12, k).caption for k in range(1, 13)]
    assert captions[:6] == ["mex ∅ = 0", "mex {0} = 1", "mex {0, 1} = 2", "mex {1, 2} = 0",
                            "mex {0, 2} = 1", "mex {0, 1} = 2"]


def test_heap_table_colours_the_p_positions():
    s = gk.tables.heap_table(gk.Bachet(10), 25)
    assert s.data.loc["γ(n)"].tolist() == [n % 11 for n in range(25)]
    assert green_cells(s) == 3
