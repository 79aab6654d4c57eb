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
    from interrupts import PACKAGE, Interrupt, interrupt_points, lines_run

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
