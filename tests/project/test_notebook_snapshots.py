"""A chapter opened without running shows its widget snapshots without broken-link marks."""
import json
import pathlib

import pytest

import gamekit as gk
from gamekit.course.notebook import SNAPSHOT_STYLE

CHAPTERS = sorted(pathlib.Path(__file__).resolve().parents[2].glob("notebooks/[0-9]*.ipynb"))


def test_the_snapshot_style_hides_only_the_disconnected_mark():
    assert ".jupyter-widgets-disconnected::before" in SNAPSHOT_STYLE and "display: none" in SNAPSHOT_STYLE
    assert gk.setup() is None                   # outside a notebook it displays nothing


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_every_chapter_saves_the_snapshot_style_with_its_setup_cell(path):
    cells = [c for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    setup = next(c for c in cells if "gk.setup()" in "".join(c["source"]))
    shown = ["".join(o.get("data", {}).get("text/html", "")) for o in setup["outputs"]]
    assert SNAPSHOT_STYLE in shown
