"""Tests of gamekit.tables.octal: tables of octal game values."""
from __future__ import annotations

import gamekit as gk
from gamekit.core.palette import N_COLOUR, P_COLOUR
from gamekit.games.heaps.octal import exceptional_heaps
from gamekit.tables.octal import EXCEPTION_CSS, PREPERIOD_CSS
from gamekit.testing import cell_styles


def cells_by_css(styler) -> dict[str, list[int]]:
    """The heaps of each cell style of an octal table, the style written as its CSS."""
    width = styler.data.shape[1]
    found: dict[str, list[int]] = {}
    for (r, c), pairs in cell_styles(styler).items():
        found.setdefault("; ".join(f"{p}: {v}" for p, v in pairs), []).append(width * r + c)
    return {css: sorted(heaps) for css, heaps in found.items()}


def test_kayles_table_marks_exactly_the_exceptions_in_red_and_shades_the_preperiod():
    styler = gk.tables.octal_table(gk.Kayles, 96)
    marked = exceptional_heaps(gk.Kayles.grundy_sequence(2000), 71, 12)
    assert styler.data.shape == (8, 12)
    cells = cells_by_css(styler)
    assert cells[EXCEPTION_CSS] == marked and marked[-1] == 70
    assert sorted(cells[EXCEPTION_CSS] + cells[PREPERIOD_CSS]) == list(range(71))
    assert all(n >= 71 for n in cells.get("", []))


def test_a_red_value_differs_from_the_unshaded_values_of_its_column():
    """Rows of the period: what the red says can be read off the table (Dawson's Kayles, period 34 from 53)."""
    styler = gk.tables.octal_table(gk.DawsonsKayles, 136)
    table, cells = styler.data, cells_by_css(styler)
    for column in table.columns:
        unshaded = {int(table.loc[row, column]) for row in table.index if row + column >= 53}
        assert len(unshaded) == 1
        for n in cells[EXCEPTION_CSS]:
            if n % 34 == column:
                assert int(table.loc[n - column, column]) not in unshaded


def test_the_legend_says_what_the_colours_mean():
    caption = gk.tables.octal_table(gk.Kayles, 96).caption
    assert caption.startswith("period 12 from the heap of 71 on<br>")
    assert "shaded&nbsp;</span> the heaps before 71" in caption and "the 14 that break the period" in caption
    assert f"style='{EXCEPTION_CSS}'" in caption and f"style='{PREPERIOD_CSS}'" in caption


def test_kenyons_156_is_not_all_red_where_a_row_is_not_its_period():
    """·156 (period 349 from 3479) in rows of 12 was orange in every cell: a column shows nothing of the period."""
    styler = gk.tables.octal_table(gk.OctalGame(".156"), 600, rows=5)
    cells = cells_by_css(styler)
    assert EXCEPTION_CSS not in cells and cells[PREPERIOD_CSS] == list(range(60))
    breaking = exceptional_heaps(gk.OctalGame(".156").grundy_sequence(20_000), 3479, 349)
    assert f"{len(breaking):,}".replace(",", " ") + " of them break the period" in styler.caption


def test_without_a_period_nothing_is_coloured_and_the_caption_says_so():
    styler = gk.tables.octal_table(gk.OctalGame(".6"), 60, max_n=2000)
    assert not cell_styles(styler)
    assert styler.caption == "no period proved from the first 2 000 values: nothing is coloured"


def test_exceptions_are_not_coloured_as_n_positions():
    """Orange is the colour of N-positions in every table and slide; a value breaking the period is red."""
    assert N_COLOUR not in EXCEPTION_CSS and N_COLOUR not in PREPERIOD_CSS and P_COLOUR not in PREPERIOD_CSS


def test_dawson_table_in_groups_of_five():
    table = gk.tables.grouped_digits_table(gk.DawsonsKayles.grundy_sequence(68), 34, 5)
    assert table.loc[0, 0] == "00112" and table.loc[0, 30] == "4527"


def test_table_differences_report_lost_cells():
    diff = gk.tables.table_differences({0: [0, 1, 2, 3, 4]}, gk.Kayles.grundy_sequence(12))
    assert diff.to_dict("records") == [{"n": 4, "printed": 4, "computed": 1}]

