"""Tests of gamekit.tables.takeaway: Bash and Bachet's game."""
from __future__ import annotations

import re

import pytest

import gamekit as gk


def test_bachet_table_colours_the_multiples_of_11():
    styler = gk.tables.bachet_table(10, 34)
    assert styler.data.loc["γ(n)"].tolist() == [n % 11 for n in range(34)]
    html = styler.to_html()
    blocks = [b for b in html.split("</style>")[0].split("}") if gk.plots.P_COLOUR in b]
    assert len(blocks) == 1                              # one green rule
    rule = blocks[0].split("{")[0]                       # its selectors
    assert sorted(int(c) for c in re.findall(r"_row0_col(\d+)", rule)) == [0, 11, 22, 33]
    assert styler.to_html() == gk.tables.bachet_table(10, 34).to_html()   # stable ids


def test_bachet_table_rejects_a_take_below_one():
    with pytest.raises(ValueError, match="largest take"):
        gk.tables.bachet_table(0)


def test_bash_frame_rows():
    frame = gk.tables.bash_frame((3,), 9)
    assert frame.loc[("m=3", "γ(n)")].tolist() == frame.loc[("m=3", "n mod (m+1)")].tolist()
