"""Navigation of the course: links up to date (tools/navigation.py --check) and every link resolves."""
from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path
from urllib.parse import unquote

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))
import navigation  # noqa: E402

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
ALL = navigation.all_notebooks(NOTEBOOKS)


def anchors(nb) -> set[str]:
    """Return the heading anchors JupyterLab gives the markdown headings of ``nb``."""
    found = set()
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                m = re.match(r"#+ (.*)", line)
                if m:
                    found.add(m.group(1).strip().replace(" ", "-"))
    return found


def test_every_notebook_has_up_to_date_navigation():
    assert navigation.main(["--check", str(NOTEBOOKS)]) == 0, "run: python tools/navigation.py"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_links_resolve(path):
    nb = nbformat.read(path, as_version=4)
    links = [m for c in nb.cells if c.cell_type == "markdown" for m in LINK.findall(c.source)]
    for target in links:
        if re.match(r"[a-z]+:", target):          # http:, https:, mailto: — not ours to check
            continue
        file, _, anchor = unquote(target).partition("#")
        dest = (path.parent / file).resolve() if file else path
        assert dest.exists(), f"{path.name}: link to {target} does not resolve"
        if anchor and dest.suffix == ".ipynb":
            assert anchor in anchors(nbformat.read(dest, as_version=4)), f"{path.name}: no #{anchor}"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_navigation_cells_frame_each_notebook(path):
    nb = nbformat.read(path, as_version=4)
    assert nb.cells[0].get("id") == "nav-top" and nb.cells[-1].get("id") == "nav-bottom"
    assert nb.cells[0].source == nb.cells[-1].source == navigation.nav_text(path, NOTEBOOKS)


def test_chain_of_next_links_visits_every_chapter_once():
    chapters = navigation.chapters(NOTEBOOKS)
    seen, here = [], NOTEBOOKS / navigation.START
    while here:
        seen.append(here.name)
        nxt = re.search(r"\[next →\]\(([^)]+)\)", navigation.nav_text(here, NOTEBOOKS))
        here = NOTEBOOKS / nxt.group(1) if nxt else None
    assert seen == [p.name for p in chapters]


def test_contents_lists_every_chapter_on_disk():
    nb = nbformat.read(NOTEBOOKS / navigation.START, as_version=4)
    contents = next(c for c in nb.cells if c.get("id") == navigation.CONTENTS_ID).source
    listed = LINK.findall(contents)
    for chapter in navigation.chapters(NOTEBOOKS)[1:]:
        assert chapter.name in listed


@pytest.mark.slow
def test_navigation_follows_the_chapters_on_disk(tmp_path):
    """A new chapter appears in the contents and in its neighbours' links; a second run is a no-op."""
    root = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns("student", ".ipynb_checkpoints"))
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Chapter 99 — A test")])
    nbformat.write(nb, root / "99-test.ipynb")
    last = navigation.chapters(NOTEBOOKS)[-1]
    outputs_before = {p.name: [c.get("outputs") for c in nbformat.read(p, 4).cells if c.cell_type == "code"]
                      for p in navigation.all_notebooks(root)}
    assert navigation.main([str(root)]) == 0
    assert navigation.main(["--check", str(root)]) == 0
    assert "[next →](99-test.ipynb)" in navigation.nav_text(root / last.name, root)
    start = nbformat.read(root / navigation.START, as_version=4)
    assert "[Chapter 99 — A test](99-test.ipynb)" in next(
        c for c in start.cells if c.get("id") == navigation.CONTENTS_ID).source
    for p in navigation.all_notebooks(root):
        if p.name in outputs_before:
            after = [c.get("outputs") for c in nbformat.read(p, 4).cells if c.cell_type == "code"]
            assert after == outputs_before[p.name], f"{p.name}: outputs changed"
