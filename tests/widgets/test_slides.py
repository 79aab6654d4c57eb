"""The explorers fit their slide whatever is typed: the sizes the functions behind them produce for extreme inputs.

On a 1280 × 720 slide an explorer's output has about :data:`OUTPUT_PX` pixels below its controls.
A table row takes about :data:`ROW_PX` (the tables' 18 px text, tight cells), a line of the
slide's 24 px text :data:`LINE_PX`, and a figure the height of its PNG (drawn for the projector).
"""
from __future__ import annotations

import struct

import matplotlib
import pytest

import gamekit as gk
from gamekit.plots.style import SLIDE_FIGURE_PX, figure_png, style_rc
from gamekit.tables.core import MAX_COLUMNS
from gamekit.widgets.play import HISTORY_SHOWN, history_html

OUTPUT_PX = 600          # 720 px less the explorer's controls and the slide's margins
ROW_PX = 28
LINE_PX = 33
CHARS_PER_LINE = 85      # of the slide's 24 px text across 1130 px


def slide_height(shown) -> int:
    """The estimated height on a 1280 × 720 slide of what an explorer shows (a ``Shown`` of items)."""
    from IPython.display import Markdown
    from matplotlib.figure import Figure

    height = 0
    for item in shown.items:
        if isinstance(item, Figure):
            data, _ = figure_png(item)
            height += struct.unpack(">II", data[16:24])[1]
        elif isinstance(item, Markdown):
            height += LINE_PX * -(-len(item.data) // CHARS_PER_LINE)
        else:                                      # a Styler: header, rows, caption lines
            height += ROW_PX * (len(item.data) + 1 + (item.caption or "").count("<br>") + bool(item.caption))
    return height


def table_columns(shown) -> int:
    from pandas.io.formats.style import Styler

    return max((item.data.shape[1] for item in shown.items if isinstance(item, Styler)), default=0)


@pytest.fixture(scope="module", autouse=True)
def course_style():
    with matplotlib.rc_context(style_rc()):
        yield


@pytest.mark.parametrize("code, length", [(".156", 600), (".07", 600), (".77", 12), (".16", 600), ("4.0", 600)])
def test_the_octal_explorer_fits_its_slide(code, length):
    """·156 (period 349) at 600 values was a table 13 224 px wide in a 1116 px box."""
    shown = gk.widgets.octal_view(code, length)
    assert table_columns(shown) <= MAX_COLUMNS
    assert slide_height(shown) <= OUTPUT_PX, slide_height(shown)


@pytest.fixture(scope="module")
def census():
    return gk.census(["0.156", "0.07", "0.77", "0.6"], 4000, workers=None)


@pytest.mark.parametrize("code", ["0.156", "0.07", "0.6"])
def test_the_atlas_explorer_fits_its_slide(census, code):
    """On chapter 8's slide 14 the explorer was 817 px tall, its plot cut."""
    shown = gk.widgets.atlas_view(census, code, 600)
    assert table_columns(shown) <= MAX_COLUMNS
    assert slide_height(shown) <= OUTPUT_PX, slide_height(shown)
    table = shown.items[1]
    assert "the first" in table.caption and "of 600 values" in table.caption


def test_a_long_octal_table_says_what_it_leaves_to_the_plot():
    table = gk.tables.octal_table(gk.OctalGame(".156"), 600, rows=3)
    assert table.data.shape == (3, 12)
    assert table.caption.startswith("the first 36 of 600 values (the plot shows them all); period 349 from the heap")
    assert gk.tables.octal_table(gk.DawsonsKayles, 136).data.shape == (4, 34)     # rows of the period


def test_the_grundys_game_explorer_fits_its_slide():
    fig = gk.widgets.octal.grundys_game_view(0, 10_000, gk.GrundysGame())   # far heaps: plots/test_style.py
    width, height = struct.unpack(">II", figure_png(fig)[0][16:24])
    assert width <= SLIDE_FIGURE_PX[0] and height <= OUTPUT_PX


def test_a_long_game_lists_only_its_last_moves():
    """The queen's list of moves was a 140 px box that scrolled inside; now the last moves and a count."""
    moves = [f"move {k}" for k in range(1, 41)]
    html = history_html(moves)
    assert html.count("<li>") == HISTORY_SHOWN and "37 earlier moves" in html and "start='38'" in html
    assert "overflow" not in html
    box = gk.widgets.play(gk.Queen(), (7, 7))
    history = box.children[-1]
    assert history.layout.max_height is None and history.layout.overflow is None


@pytest.mark.parametrize("make", [gk.widgets.subtraction_explorer, gk.widgets.bachet_explorer,
                                  gk.widgets.heap_fill_explorer, gk.widgets.misere_subtraction_explorer])
def test_a_one_row_table_at_its_longest_fits_its_slide(make):
    """At length 40 (60 for a subtraction game) chapter 1's one-row tables ran 117–762 px off the slide."""
    box = make()
    length = box.controls["length"]
    length.value = length.max
    shown = box.render(**{name: c.value for name, c in box.controls.items()})
    table = getattr(shown, "data", None)
    if table is None:                                   # the fill replayed: a step of it
        table = shown.frame
    assert table.shape[1] == length.max <= MAX_COLUMNS
