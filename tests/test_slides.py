"""Lecture mode: the chapters carry up-to-date slide metadata and every slide fits a 1280 × 720 screen.

The fitting test renders the chapters with ``nbconvert --to slides`` and measures them in Debian's
Chromium (tools/slides.py --measure); it is skipped with a plain message when Chromium or
Playwright is missing, unless GAMEKIT_REQUIRE_BROWSER is set (as in CI).
"""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
CHAPTERS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
sys.path.insert(0, str(ROOT / "tools"))
import slides  # noqa: E402
from browser_test import CHROMIUM  # noqa: E402


def _browser_missing() -> str | None:
    if importlib.util.find_spec("playwright") is None:
        return "the Python package playwright is not installed (pip install -e '.[test]')"
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    return None


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_slide_metadata_is_up_to_date(path):
    nb = nbformat.read(path, as_version=4)
    stored = [cell.metadata.get("slideshow", {}).get("slide_type") for cell in nb.cells]
    assert stored == slides.slide_types(nb), f"run: python tools/slides.py {path.relative_to(ROOT)}"


def test_a_tall_cell_starts_a_subslide_of_its_own():
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("## A heading"),
        nbformat.v4.new_code_cell("x = 1"),
        nbformat.v4.new_code_cell("\n".join(f"y{i} = {i}" for i in range(30)))])
    assert slides.slide_types(nb) == ["slide", "-", "subslide"]


def test_every_slide_of_every_chapter_fits_the_screen():
    missing = _browser_missing()
    if missing:
        if os.environ.get("GAMEKIT_REQUIRE_BROWSER"):
            pytest.fail(f"slide measurement needs a browser: {missing}")
        pytest.skip(f"slide measurement skipped: {missing}")
    measured = slides.measure_slides(CHAPTERS)
    assert set(measured) == {p.name for p in CHAPTERS}
    assert all(heights for heights, _ in measured.values())
    tall = [f"{name} slide {slide}: {height} px ({start})"
            for name, (_, tall) in measured.items() for slide, height, start in tall]
    assert not tall, f"slides taller than {slides.SCREEN_H} px:\n" + "\n".join(tall)
