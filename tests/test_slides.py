"""Lecture mode: the chapters carry up-to-date slide metadata.

Whether every slide fits the screen is measured as presented, in JupyterLab with
jupyterlab-slideshow in Chromium: for every chapter by ``make slides-check`` (about 3 minutes,
too long for ``make test``), and for chapters 1, 5 and 8, run as slides, by the lecture mode of
tools/browser_test.py inside ``make test``.
"""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
CHAPTERS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
sys.path.insert(0, str(ROOT / "tools"))
import slides  # noqa: E402


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_slide_metadata_is_up_to_date(path):
    nb = nbformat.read(path, as_version=4)
    stored = [cell.metadata.get("slideshow", {}).get("slide_type") for cell in nb.cells]
    wanted = [slides.stored_type(kind) for kind in slides.slide_types(nb)]
    assert stored == wanted, f"run: python tools/slides.py {path.relative_to(ROOT)}"


def test_a_tall_cell_starts_a_subslide_of_its_own():
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("## A heading"),
        nbformat.v4.new_code_cell("x = 1"),
        nbformat.v4.new_code_cell("\n".join(f"y{i} = {i}" for i in range(30)))])
    assert slides.slide_types(nb) == ["slide", "-", "subslide"]

