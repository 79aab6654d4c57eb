"""The start-here notebook's pieces: the Bachet table, its explorer, the exercise pattern."""
from __future__ import annotations

import re

import pytest

import gamekit as gk
from gamekit.exercises import check_kernel_rule, check_values
from gamekit.exercises.start import check_take_1_to_3


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


def test_bachet_explorer_redraws_from_its_sliders():
    box = gk.widgets.bachet_explorer(largest_take=3, length=10)
    take, length = box.children[0].children
    take.value = 5                                       # triggers a redraw without error
    assert (take.value, length.value) == (5, 10)


def test_take_1_to_3_checker_accepts_multiples_of_4_only():
    assert check_take_1_to_3(lambda n: n % 4 == 0)
    wrong = check_take_1_to_3(lambda n: n % 2 == 0)
    assert not wrong and "4" not in wrong.message.split("calls")[0]


def test_checkers_name_where_a_rule_breaks():
    mini = gk.SubtractionGame({1, 2})
    verdict = check_kernel_rule(mini, lambda n: n % 3 == 1, range(10))
    assert not verdict and "0" in verdict.message and "no moves" in verdict.message
    assert check_values(mini, lambda n: n % 3, range(50))
    assert not check_values(mini, lambda n: min(n, 2), range(50))
