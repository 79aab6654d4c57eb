"""Tests of gamekit.widgets.core: what an explorer shows."""
from __future__ import annotations

import ipywidgets as w

import gamekit as gk
from gamekit.widgets.core import explorer_output


def test_a_refused_input_shows_its_message_as_a_sentence():
    shown = explorer_output(gk.widgets.subtraction_view, subtraction_set="2, x", length=8)
    assert shown == "K must list positive integers, got '2, x'"
    assert repr(shown) == "K must list positive integers, got '2, x'"       # no quotes around it


def test_a_good_input_shows_what_the_view_returns():
    shown = explorer_output(gk.widgets.subtraction_view, subtraction_set="1, 2", length=6)
    assert shown.data.loc["γ(n)"].tolist() == [0, 1, 2, 0, 1, 2]


def test_an_explorer_over_a_refusing_view_is_built():
    box = gk.widgets.explorer(gk.widgets.misere_nim_view, heaps=w.Text(value="3, -1"))
    assert type(box).__name__ == "VBox"


def test_explorer_controls_wrap_to_a_new_line_rather_than_shrink():
    """A slider in a narrow notebook (JupyterLab's side panel open at 1280 px) keeps its width."""
    import ipywidgets as w

    from gamekit.widgets.core import explorer

    box = explorer(lambda a, b, c, d: a + b + c + d, **{n: w.IntSlider(value=1, description=n) for n in "abcd"})
    row = box.children[0]
    assert row.layout.flex_flow == "row wrap"
    assert all(c.layout.flex == "0 0 auto" for c in box.controls.values())


def test_an_interrupt_in_an_explorer_is_one_sentence_and_the_explorer_answers_after():
    """The kernel's stop button inside a slow answer: a sentence, not a traceback; the next change works."""
    from tests.interrupts import PACKAGE, Interrupt, interrupt_points, lines_run

    from gamekit.widgets.core import INTERRUPTED

    def view():
        return gk.widgets.quotient_view("0.77", 8, None)

    def inside(code):                              # the view's lines, not the explorer's own
        return code.co_filename.startswith(PACKAGE) and not code.co_filename.endswith("core.py")

    whole = view().data.shape
    for k in interrupt_points(lines_run(view, inside), first=3, spread=6):
        with Interrupt(k, inside):
            shown = explorer_output(gk.widgets.quotient_view, code="0.77", heaps=8, seconds=None)
        assert shown == INTERRUPTED and repr(shown) == INTERRUPTED
        assert explorer_output(gk.widgets.quotient_view, code="0.77", heaps=8, seconds=None).data.shape == whole


def test_a_slider_of_a_long_range_gets_a_number_box_that_sets_it_exactly():
    """Chapter 5's first heap goes to 900 000 on a slider of 125 px: a box beside it takes 123 457 typed."""
    seen = []
    heap = w.IntSlider(value=0, min=0, max=900_000, step=1000, description="first heap")
    small = w.IntSlider(value=3, min=1, max=12, description="rows")
    box = gk.widgets.explorer(lambda heap, rows: seen.append((heap, rows)) or "", heap=heap, rows=small)
    row = box.children[0]
    assert not hasattr(small, "number_box") and small in row.children
    number = heap.number_box
    assert number in row.children[0].children and number.max == 900_000
    number.value = 123_457
    assert heap.value == 123_457 and seen[-1] == (123_457, 3)
    heap.value = 5000
    assert number.value == 5000
