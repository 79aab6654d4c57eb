"""Tests of gamekit.widgets.quotient: the function behind the explorer of misère quotients."""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest

import gamekit as gk


def test_quotient_view_grows_with_the_rows_of_075():
    small, large = gk.widgets.quotient_view("0.75", 4, None), gk.widgets.quotient_view("0.75", 5, None)
    assert list(small.data.index) == gk.misere_quotient(gk.OctalGame("0.75"), 4, progress=False).elements
    assert large.data.shape == (8, 8) and "8 elements" in large.to_html()
    assert "⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩" in large.to_html()


@pytest.mark.slow
def test_quotient_view_describes_a_large_quotient_and_refuses_bad_input():
    assert gk.widgets.quotient_view("0.35", 8, None) == (
        "·35 with rows of 1 to 8 pins: already with rows of 1 to 6 pins the quotient has more than 16 elements, "
        "too many for a table (with rows of 1 to 5 pins it has 14 elements).")
    with pytest.raises(ValueError, match="digits 0–7"):
        gk.widgets.quotient_view("0.9", 4)


def test_the_browser_test_finds_a_slider_that_changes_the_table():
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import browser_test

    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell('gk.widgets.quotient_explorer("0.75", 4)')])
    plan = browser_test.choose_control(nb)
    assert plan is not None and plan["kind"] == "slider" and (plan["old"], plan["new"]) == (4, 5)


def test_quotient_view_stops_computing_as_soon_as_the_table_is_too_large():
    """·64 with rows up to 12 has 122 elements: the view stops past 16, with rows of 7 (issue: 186 s to refuse)."""
    from gamekit.games.heaps import quotient

    heaps_tried = []
    real = quotient._extended_heap

    def counting(leaves, n, *args, **kwargs):
        heaps_tried.append(n)
        return real(leaves, n, *args, **kwargs)

    quotient._extended_heap = counting
    try:
        said = gk.widgets.quotient_view("0.64", 12, None)
    finally:
        quotient._extended_heap = real
    assert said.startswith("·64 with rows of 1 to 12 pins: already with rows of 1 to 7 pins the quotient has "
                           "more than 16 elements")
    assert max(heaps_tried) == 7


def test_quotient_view_answers_within_its_time_with_what_it_found():
    none = gk.widgets.quotient_view("0.75", 5, seconds=0)       # no time at all: not even rows of 1 pin
    assert none == ("·75 with rows of 1 to 5 pins: the quotient for rows of 1 pin takes longer than the explorer's "
                    "0 s; gk.misere_quotient(gk.OctalGame('0.75'), 5) computes it in full.")


def test_the_largest_cayley_table_fits_a_slide():
    """Kayles with rows of 1 to 9 pins has 18 elements: a table of 19 rows, taller than a 1280 × 720 slide."""
    from gamekit.widgets.quotient import LARGEST_TABLE

    largest = gk.widgets.quotient_view("0.77", 8, None)            # 12 elements: drawn
    assert largest.data.shape == (12, 12) and LARGEST_TABLE == 16
    assert (LARGEST_TABLE + 1) * 28 + 2 * 33 <= 600                  # rows of 28 px, a caption of two lines
    assert "more than 16 elements, too many for a table" in gk.widgets.quotient_view("0.77", 9, None)


def test_quotient_view_captions_read_as_words():
    trivial = gk.widgets.quotient_view("0.07", 1, None)
    assert "·07, rows of 1 pin: 1 element<br>the trivial quotient {1}" in trivial.caption
    assert "rows of 1 to 5 pins: 8 elements" in gk.widgets.quotient_view("0.75", 5, None).caption
