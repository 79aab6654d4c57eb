"""Lecture mode: the chapters carry up-to-date slide metadata and every slide fits the screen.

The fitting test presents the chapters as saved with jupyterlab-slideshow in JupyterLab, in
Debian's Chromium, and shows every slide at 1280×720 and 1024×768 (tools/slides.py --measure);
it is skipped with a plain message when Chromium or Playwright is missing, unless
GAMEKIT_REQUIRE_BROWSER is set (as in CI).
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
    wanted = [slides.stored_type(kind) for kind in slides.slide_types(nb)]
    assert stored == wanted, f"run: python tools/slides.py {path.relative_to(ROOT)}"


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
    assert all(slides_seen for slides_seen, _ in measured.values())
    problems = [f"{name} {problem}" for name, (_, found) in measured.items() for problem in found]
    assert not problems, "slides that do not fit the screen:\n" + "\n".join(problems)
