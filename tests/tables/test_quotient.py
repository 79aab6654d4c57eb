"""Tests of gamekit.tables.quotient: the Cayley table and the heap images of a misère quotient."""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.testing import cell_styles

GREEN = ("background-color", "#009E73")


def green(styler) -> set[tuple[int, int]]:
    """Return the (row, column) of the cells of a Styler drawn with the green P background."""
    return {cell for cell, css in cell_styles(styler).items() if GREEN in css}


def test_cayley_table_of_misere_nim_to_three_is_the_tame_monoid():
    q = gk.misere_quotient(gk.Nim(), 3, progress=False)
    table = gk.tables.cayley_table(q)
    frame = table.data
    assert list(frame.index) == list(frame.columns) == ["1", "a", "b", "ab", "b²", "ab²"]
    assert frame.loc["a", "a"] == "1" and frame.loc["b", "b²"] == "b" and frame.loc["ab", "ab"] == "b²"
    head = table.to_html().split("</thead>")[0]
    assert head.count("<tr>") == 1 and ">×</th>" in head        # one header row, × in its corner
    # the table is the multiplication: every cell is the image of a sum of positions of its row and column
    word = {e: next(p for p in [(), (1,), (2,), (1, 2), (2, 2), (1, 2, 2)] if q.image(p) == e) for e in q}
    for x in q:
        for y in q:
            assert frame.loc[x, y] == q.image(word[x] + word[y])
    # green exactly where the product is a P-position of misère nim, checked by search
    tantrum = gk.Nim().misere()
    expected = {(i, j) for i, x in enumerate(q) for j, y in enumerate(q)
                if tantrum.outcome(word[x] + word[y]) == "P"}
    assert green(table) == expected and len(expected) == 10


def test_heap_images_of_075_colour_the_heaps_that_are_p_alone():
    q = gk.misere_quotient(gk.OctalGame("0.75"), 12, progress=False)
    table = gk.tables.heap_images_table(q, 10)
    assert table.data.columns.tolist() == list(range(1, 11))
    assert table.data.loc["image"].tolist() == [q.heap_images[n] for n in range(1, 11)]
    tantrum = gk.OctalGame("0.75").misere()
    assert green(table) == {(0, n - 1) for n in range(1, 11) if tantrum.outcome((n,)) == "P"}
    assert gk.tables.heap_images_frame(q).shape == (1, 12)


def test_the_tables_are_the_same_on_every_run():
    q = gk.misere_quotient(gk.Nim(), 3, progress=False)
    assert gk.tables.cayley_table(q).to_html() == gk.tables.cayley_table(q).to_html()


def test_bad_input_is_one_sentence():
    q = gk.misere_quotient(gk.Nim(), 3, progress=False)
    with pytest.raises(TypeError, match="quotient must be a misère quotient"):
        gk.tables.cayley_table(gk.Nim())
    with pytest.raises(ValueError, match="at most 3"):
        gk.tables.heap_images_frame(q, 4)
    with pytest.raises(ValueError):
        gk.tables.heap_images_frame(q, 0)


def test_heap_images_of_075_in_rows_of_ten_fit_a_page():
    """Twenty heaps as two rows of ten (the book cut the one row at n = 19): row r, column c is heap r + c."""
    q = gk.misere_quotient(gk.OctalGame("0.75"), 20, progress=False)
    table = gk.tables.heap_images_table(q, 20, width=10)
    assert table.data.shape == (2, 10)
    assert all(table.data.loc[r, c] == q.heap_images[r + c] for r in (0, 10) for c in range(1, 11))
    tantrum = gk.OctalGame("0.75").misere()
    assert green(table) == {((n - 1) // 10, (n - 1) % 10) for n in range(1, 21) if tantrum.outcome((n,)) == "P"}
    assert gk.tables.heap_images_frame(q, 12, width=10).loc[10].tolist()[2:] == [""] * 8
