"""Tests of gamekit.tables.octal: tables of octal game values."""
from __future__ import annotations

import gamekit as gk
from gamekit.games.heaps.octal import exceptional_heaps
from gamekit.testing import cell_styles


def test_kayles_table_marks_exactly_the_exceptions():
    styler = gk.tables.octal_table(gk.Kayles, 96)
    marked = exceptional_heaps(gk.Kayles.grundy_sequence(2000), 71, 12)
    assert styler.data.shape == (8, 12)
    coloured = sorted(12 * r + c for (r, c), css in cell_styles(styler).items() if css)
    assert coloured == marked and marked[-1] == 70


def test_dawson_table_in_groups_of_five():
    table = gk.tables.grouped_digits_table(gk.DawsonsKayles.grundy_sequence(68), 34, 5)
    assert table.loc[0, 0] == "00112" and table.loc[0, 30] == "4527"


def test_table_differences_report_lost_cells():
    diff = gk.tables.table_differences({0: [0, 1, 2, 3, 4]}, gk.Kayles.grundy_sequence(12))
    assert diff.to_dict("records") == [{"n": 4, "printed": 4, "computed": 1}]

