"""Tests of gamekit.plots.style and gamekit.plots.labels: every figure of the course is drawn for the projector.

On a 1280 × 720 slide a figure is shown at the size of its PNG (lab/presenting.css): its smallest text
must be at least the tables' 18 px, the whole must fit beside a line of code, no two texts may
overlap, and integer axes carry integer ticks.  The figures are those the chapters draw, with the
explorers' extreme inputs.
"""
from __future__ import annotations

import base64
import struct

import numpy as np
import pytest
from matplotlib.figure import Figure

import gamekit as gk
from gamekit.games.graphs.dugo import dugo
from gamekit.core.palette import LEAST_CONTRAST, contrast_ratio
from gamekit.plots.labels import label_points, overlapping_texts, shown_texts
from gamekit.plots.style import (LEAST_TEXT_PX, NOTEBOOK_DPI, PROJECTOR_DPI, SLIDE_FIGURE_PX, figure_png,
                                 png_text_px, smallest_text_px, style_rc)

CENSUS_CODES = ["0.77", "0.07", "0.6", "0.055", "0.057", "0.16", "0.156", "0.37", "0.51", "0.52", "0.44"]

FIGURES = {
    "a game graph (chapter 1)": lambda: gk.plots.game_graph(gk.Halom(), 5),
    "a game graph of relative primes": lambda: gk.plots.game_graph(gk.RelativePrime(), 5),
    "a game graph of Bachet's game": lambda: gk.plots.game_graph(gk.Bachet(2), 6),
    "a circular game graph": lambda: gk.plots.game_graph(gk.Bachet(3), 9, layout="circular"),
    "the rook's 16 × 16 heatmap": lambda: gk.plots.board_heatmap(gk.Rook(), 16, 16),
    "the queen's 12 × 12 heatmap": lambda: gk.plots.board_heatmap(gk.Queen(), 12, 12),
    "a 40 × 40 heatmap (no numbers)": lambda: gk.plots.board_heatmap(gk.Queen(), 40, 40),
    "nim's P-positions": lambda: gk.plots.nim_p_positions_plot(8, third=(0, 1)),
    "Wythoff's P-positions": lambda: gk.plots.wythoff_p_plot(1000),
    "dynamic subtraction": lambda: gk.plots.dynamic_heaps_plot((1, 2, 3, 4, 6, 10), limit=10**6),
    "the values of ·07": lambda: gk.plots.values_plot(gk.OctalGame(".07").grundy_sequence(600), title="0.07"),
    "the octal explorer at ·156, 600 values": lambda: gk.widgets.octal_view(".156", 600).items[1],
    "Grundy's game, heaps 890 000 on": lambda: gk.plots.values_plot(
        np.arange(100_000) % 7, rare=[890_100], start=890_000, title="Grundy's game, heaps 890 000 to 989 999"),
    "the sparse space of Grundy's game": lambda: gk.plots.sparse_space_plot(
        gk.GrundysGame().grundy_array(3000), gk.GrundysGame().common_values(512), title="Grundy's game, n < 3000"),
    "a misère quotient's growth": lambda: gk.plots.quotient_growth_plot(
        {"·75": [2, 6, 6, 6, 8, 20, 36], "·4": [2, 3, 4, 5], "·26": [2, 2, 4, 4, 6, 6, 6]}),
    "DUGÓ's map with its cars": lambda: gk.plots.loopy_figure(
        dugo(), layout=gk.plots.DUGO_LAYOUT, labels="value", cars=["A", "K", "P"],
        title="DUGÓ (reconstructed map): town and value"),
    "the census plot (·055 beside ·057)": lambda: gk.plots.census_plot(gk.census(CENSUS_CODES, 2000, workers=None)),
}


@pytest.fixture(scope="module", autouse=True)
def course_style():
    """The chapters' style (``gk.setup()`` applies it), here for this module only."""
    import matplotlib

    with matplotlib.rc_context(style_rc()):
        yield


def _png_size(data: bytes) -> tuple[int, int]:
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module", params=sorted(FIGURES))
def drawn(request):
    fig = FIGURES[request.param]()
    return request.param, fig, figure_png(fig)


def test_the_text_of_every_figure_is_as_large_as_a_tables_on_a_slide(drawn):
    name, fig, (data, size) = drawn
    assert smallest_text_px(fig) >= LEAST_TEXT_PX, name
    assert png_text_px(data) == pytest.approx(smallest_text_px(fig), abs=0.05)


def test_every_figure_fits_a_slide_at_its_own_size_and_the_notebook_shows_it_smaller(drawn):
    name, fig, (data, size) = drawn
    width, height = _png_size(data)
    assert width <= SLIDE_FIGURE_PX[0] and height <= SLIDE_FIGURE_PX[1], (name, width, height)
    assert size == {"width": round(width * NOTEBOOK_DPI / PROJECTOR_DPI),
                    "height": round(height * NOTEBOOK_DPI / PROJECTOR_DPI)}


def test_no_two_texts_of_a_figure_overlap(drawn):
    name, fig, _ = drawn
    assert overlapping_texts(fig) == [], name


@pytest.mark.parametrize("figure", ["the values of ·07", "dynamic subtraction", "a misère quotient's growth",
                                    "the octal explorer at ·156, 600 values"])
def test_integer_axes_have_integer_ticks(figure):
    fig = FIGURES[figure]()
    ax = fig.axes[0]
    axes = [ax.xaxis] + ([ax.yaxis] if ax.get_yscale() == "linear" else [])
    for axis in axes:
        labels = [t.get_text().replace("−", "-").replace(",", "").replace("\u2009", "") for t in shown_texts(fig)
                  if t in axis.get_ticklabels()]
        assert labels and all(label.lstrip("-").isdigit() for label in labels), (figure, labels)


def test_the_numbers_of_a_heatmap_read_on_their_squares():
    fig = gk.plots.board_heatmap(gk.Rook(), 16, 16)
    ax = fig.axes[0]
    image = ax.images[0]
    values = image.get_array()
    for text in ax.texts:
        j, i = (round(c) for c in text.get_position())
        square = image.cmap(image.norm(values[i, j]))
        assert contrast_ratio(text.get_color(), square) >= LEAST_CONTRAST, (i, j)


def test_the_labels_of_close_points_take_places_where_they_do_not_overlap():
    """·055 and ·057 of the census have the same period and preperiod: their labels were written over each other."""
    ax = Figure(figsize=(6, 4)).add_subplot()
    xs, ys = [10, 10, 10.2, 30], [40, 40, 41, 80]
    ax.scatter(xs, ys)
    ax.set_xscale("log")
    labels = label_points(ax, xs, ys, ["·055", "·057", "·155", "·16"])
    assert [t.get_text() for t in labels] == ["·055", "·057", "·155", "·16"]
    assert overlapping_texts(ax.figure) == []


def test_the_setup_shows_every_figure_drawn_for_the_projector():
    from IPython.core.interactiveshell import InteractiveShell

    import gamekit.course.notebook as notebook

    shell = InteractiveShell.instance()
    shell.enable_gui = lambda gui=None: None          # no event loop outside a kernel
    try:
        notebook.setup()
        data, metadata = shell.display_formatter.format(gk.plots.wythoff_p_plot(100))
        png = data["image/png"]
        width, _ = _png_size(base64.b64decode(png) if isinstance(png, str) else png)
        assert metadata["image/png"]["width"] == round(width * NOTEBOOK_DPI / PROJECTOR_DPI)
    finally:
        InteractiveShell.clear_instance()
