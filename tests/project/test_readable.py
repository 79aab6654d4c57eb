"""The chapters as saved are readable from the back row: figures drawn for the projector, text at WCAG AA.

Every figure a chapter shows carries the size of its smallest text (``gk.setup()`` writes it into
the PNG): at least the tables' 18 px on a 1280 × 720 slide, where the slide theme shows the PNG
at its own size, and small enough to fit there.  Every text on a coloured cell, in the tables
and the widgets' snapshots, reads at 4.5:1 or more; so do JupyterLab's prompts under the course's CSS.
"""
from __future__ import annotations

import base64
import json
import re
import struct
from pathlib import Path

import nbformat
import pytest

from gamekit.core.palette import LEAST_CONTRAST, contrast_ratio
from gamekit.plots.style import LEAST_TEXT_PX, SLIDE_FIGURE_PX, png_text_px
from tests.core.test_palette import css_pairs

ROOT = Path(__file__).resolve().parents[2]
CHAPTERS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb")) + \
    sorted((ROOT / "notebooks" / "solutions").glob("*.ipynb"))


def _outputs(nb):
    for i, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            yield i, output
    state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    for model in state.values():
        for output in model.get("state", {}).get("outputs", []) or []:
            yield "a widget", output


@pytest.mark.parametrize("path", CHAPTERS, ids=[p.name for p in CHAPTERS])
def test_every_figure_of_a_chapter_is_drawn_for_the_projector(path):
    found = []
    for where, output in _outputs(nbformat.read(path, as_version=4)):
        png = output.get("data", {}).get("image/png")
        if not png:
            continue
        data = base64.b64decode(png)
        width, height = struct.unpack(">II", data[16:24])
        text = png_text_px(data)
        if text is None or text < LEAST_TEXT_PX or width > SLIDE_FIGURE_PX[0] or height > SLIDE_FIGURE_PX[1]:
            found.append((where, text, width, height))
    assert not found, found


def test_the_prompts_of_the_lab_theme_read_on_white():
    css = (ROOT / "lab" / "presenting.css").read_text(encoding="utf-8")
    colours = dict(re.findall(r"--jp-cell-(\w[\w-]*-font-color):\s*(#[0-9A-Fa-f]{6})", css))
    assert set(colours) == {"inprompt-font-color", "outprompt-font-color", "prompt-not-active-font-color"}
    assert "--jp-cell-prompt-not-active-opacity: 1;" in css            # not lightened beside other cells
    for name, colour in colours.items():
        assert contrast_ratio(colour, "#ffffff") >= LEAST_CONTRAST, name


def _shown_css(nb) -> str:
    css = []
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            html = output.get("data", {}).get("text/html", "")
            css.append("".join(html) if isinstance(html, list) else html)
    state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    css.append(json.dumps(state))
    return "\n".join(css).replace("\\n", "\n")


@pytest.mark.parametrize("path", CHAPTERS, ids=[p.name for p in CHAPTERS])
def test_every_coloured_cell_a_chapter_shows_reads(path):
    """The pairs as saved in the chapters: the tables' stylesheets and inline styles, the widgets' snapshots too."""
    css = _shown_css(nbformat.read(path, as_version=4))
    pairs = css_pairs(css) + [pair for style in re.findall(r'style=\\?"([^"\\]*)', css) for pair in css_pairs(style)]
    weak = sorted({(t, b, round(contrast_ratio(t, b), 1)) for t, b in pairs if contrast_ratio(t, b) < LEAST_CONTRAST})
    assert not weak, weak
