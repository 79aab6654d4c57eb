"""Tests of gamekit.widgets.quotient: the function behind the explorer of misère quotients."""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest

import gamekit as gk


def test_quotient_view_grows_with_the_rows_of_075():
    small, large = gk.widgets.quotient_view("0.75", 4), gk.widgets.quotient_view("0.75", 5)
    assert list(small.data.index) == gk.misere_quotient(gk.OctalGame("0.75"), 4, progress=False).elements
    assert large.data.shape == (8, 8) and "8 elements" in large.to_html()
    assert "⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩" in large.to_html()


def test_quotient_view_describes_a_large_quotient_and_refuses_bad_input():
    assert "106 elements: too many for a table" in gk.widgets.quotient_view("0.35", 8)
    with pytest.raises(ValueError, match="digits 0–7"):
        gk.widgets.quotient_view("0.9", 4)


def test_the_browser_test_finds_a_slider_that_changes_the_table():
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import browser_test

    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell('gk.widgets.quotient_explorer("0.75", 4)')])
    plan = browser_test.choose_control(nb)
    assert plan is not None and plan["kind"] == "slider" and (plan["old"], plan["new"]) == (4, 5)
