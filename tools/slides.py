"""Give the chapters slide metadata for lecture mode (jupyterlab-rise), and measure the slides.

Usage: python tools/slides.py [chapter.ipynb ...]             (``make slides``: set the metadata)
       python tools/slides.py --measure [chapter.ipynb ...]   (``make slides-check``)

Without arguments it works on every chapter on disk (``notebooks/NN-*.ipynb``).

Setting the metadata (``cell.metadata.slideshow.slide_type``) follows a lecturer's rhythm — one
idea per slide:

* a "# " or "## " heading starts a slide (a new column in RISE), a "### " heading a subslide;
* every other markdown cell starts a subslide (a new idea), unless it directly follows a heading
  cell and both fit on one screen;
* a code cell belongs to the prose before it, unless the slide would then be taller than the
  screen: then it starts a subslide of its own;
* a widget cell (it calls ``gk.widgets`` or shows a widget) is on a slide of its own, and so the
  cell after it starts a new subslide;
* the navigation cells of tools/navigation.py are skipped.

Heights are estimated from the cells and their saved outputs (lines of text, table rows, PNG
sizes, the fixed height of each explorer's output) for a 1280 × 720 screen.  The script touches
only ``metadata.slideshow`` and is idempotent.

``--measure`` renders each chapter with ``jupyter nbconvert --to slides`` and measures, in headless
Chromium at 1280 pixels wide, the height of every slide's content; widgets are not rendered
there (no widget JavaScript offline), so a widget slide is measured as its code plus the
explorer's declared output height.  It lists the slides taller than 720 pixels and exits 1 if
there are any; ``tests/test_slides.py`` runs the same measurement inside ``make test`` (skipped
with a plain message when Chromium is not installed).
"""
from __future__ import annotations

import base64
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SCREEN_W, SCREEN_H = 1280, 720
BUDGET = 480                     # estimated content height allowed on one slide, in pixels
CHARS_PER_LINE = 105             # markdown characters per line at 1280 px
NAV_IDS = ("nav-top", "nav-bottom")


def _png_height(data: str, max_width: int = 1100) -> int:
    raw = base64.b64decode("".join(data.split())[:64])[:24] if data else b""
    if len(raw) < 24 or raw[:8] != b"\x89PNG\r\n\x1a\n":
        return 300
    w, h = struct.unpack(">II", raw[16:24])
    return int(h * min(1.0, max_width / w)) if w else h


def is_widget(cell) -> bool:
    """Return True when ``cell`` shows a widget (calls gk.widgets or has a widget output)."""
    if cell.cell_type != "code":
        return False
    return "gk.widgets." in cell.source or any(
        "application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in cell.get("outputs", []))


def widget_height(cell) -> int:
    """Return the height of a widget's output area as its explorer declares it (pixels)."""
    m = re.search(r'height="(\d+)px"', cell.source)
    return (int(m.group(1)) if m else 420) + 60


def markdown_height(source: str) -> int:
    """Return the estimated rendered height of a markdown cell (pixels)."""
    h = 16
    for line in source.splitlines():
        if line.startswith("# "):
            h += 64
        elif line.startswith("## "):
            h += 52
        elif line.startswith("### "):
            h += 40
        elif line.startswith("|"):
            h += 34
        elif not line.strip():
            h += 10
        else:
            h += 26 * max(1, -(-len(line) // CHARS_PER_LINE))
    return h


def output_height(output) -> int:
    """Return the estimated rendered height of one saved output (pixels)."""
    data = output.get("data", {})
    if output.get("output_type") == "stream":
        return 19 * output.get("text", "").count("\n") + 10
    if output.get("output_type") == "error":
        return 400
    if "image/png" in data:
        return _png_height(data["image/png"]) + 10
    if "text/html" in data:
        html = "".join(data["text/html"]) if isinstance(data["text/html"], list) else data["text/html"]
        if html.strip().startswith("<style>") and html.strip().endswith("</style>"):
            return 0                       # a stylesheet (gk.setup's) takes no room on the slide
        rows = html.count("<tr")
        return 31 * rows + 20 if rows else 19 * html.count("<br") + 40
    if "text/markdown" in data:
        return markdown_height(data["text/markdown"])
    if "text/plain" in data:
        text = data["text/plain"]
        return 19 * (text.count("\n") + 1 + sum(len(line) // 120 for line in text.splitlines())) + 10
    return 0


def cell_height(cell) -> int:
    """Return the estimated rendered height of ``cell`` with its outputs (pixels)."""
    if cell.cell_type == "markdown":
        return markdown_height(cell.source)
    if cell.cell_type != "code":
        return 0
    h = 20 * (cell.source.count("\n") + 1) + 24
    if is_widget(cell):
        return h + widget_height(cell)
    return h + sum(output_height(o) for o in cell.get("outputs", []))


def _heading(cell) -> int:
    if cell.cell_type != "markdown":
        return 0
    first = cell.source.lstrip().splitlines()[0] if cell.source.strip() else ""
    m = re.match(r"(#+) ", first)
    return len(m.group(1)) if m else 0


def slide_types(nb) -> list[str]:
    """Return the slide type of every cell of ``nb`` by the rules of this module's docstring."""
    types: list[str] = []
    used = 0                     # estimated height of the (sub)slide being filled
    prev = None
    for cell in nb.cells:
        h = cell_height(cell)
        level = _heading(cell)
        if cell.get("id") in NAV_IDS:
            types.append("skip")
            continue
        if level in (1, 2):
            kind = "slide"
        elif level >= 3:
            kind = "subslide"
        elif prev is not None and is_widget(prev):
            kind = "subslide"
        elif cell.cell_type == "markdown":
            follows_heading = prev is not None and _heading(prev) and not is_widget(prev)
            kind = "-" if follows_heading and used + h <= BUDGET else "subslide"
        elif is_widget(cell):
            kind = "subslide"
        else:
            kind = "-" if used + h <= BUDGET else "subslide"
        if prev is None and kind == "-":
            kind = "slide"
        types.append(kind)
        used = h if kind in ("slide", "subslide") else used + h
        prev = cell
    return types


def set_metadata(path: Path) -> bool:
    """Set the slide metadata of the notebook at ``path``; return True if the file changed."""
    nb = nbformat.read(path, as_version=4)
    changed = False
    for cell, kind in zip(nb.cells, slide_types(nb)):
        if cell.metadata.get("slideshow", {}).get("slide_type") != kind:
            cell.metadata.setdefault("slideshow", {})["slide_type"] = kind
            changed = True
    if changed:
        nbformat.write(nb, path)
    return changed


MEASURE_JS = """() => {
  const out = [];
  document.querySelectorAll('.reveal .slides > section').forEach((col, i) => {
    const subs = col.querySelectorAll(':scope > section');
    (subs.length ? [...subs] : [col]).forEach((s, j) => {
      s.style.display = 'block'; s.style.position = 'static'; s.style.width = '%dpx';
      const text = (s.innerText || '').trim();
      out.push({slide: i, sub: j, height: s.scrollHeight, text: text.slice(0, 3000),
                start: text.split('\\n')[0].slice(0, 70)});
    });
  });
  return out;
}""" % SCREEN_W


def measure_slides(paths: list[Path]) -> dict[str, tuple[list[int], list[tuple[str, int, str]]]]:
    """Return, per chapter, the heights of all its slides and its slides taller than the screen.

    Each chapter maps to ``(heights, tall)`` with ``tall`` a list of ``(slide, height, first line)``;
    all chapters are rendered by one ``nbconvert --to slides`` run and measured in one Chromium.
    """
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "tools"))
    from browser_test import CHROMIUM, CHROMIUM_FLAGS

    result = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "slides",
                        "--output-dir", tmp, "--SlidesExporter.reveal_url_prefix=file:///nonexistent",
                        *map(str, paths)], check=True, capture_output=True)
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": SCREEN_W, "height": SCREEN_H})
        for path in paths:
            nb = nbformat.read(path, as_version=4)
            widget_extra = {}
            for cell in nb.cells:               # widgets do not render offline: add their height
                if is_widget(cell):
                    widget_extra[cell.source.strip().splitlines()[0][:60]] = widget_height(cell)
            page.goto(f"file://{tmp}/{path.stem}.slides.html")
            page.add_style_tag(content=".reveal .slides section {display:block !important;}"
                                       "body {width:%dpx}" % SCREEN_W)
            heights, tall = [], []
            for s in page.evaluate(MEASURE_JS):
                extra = sum(h for code, h in widget_extra.items() if code and code in s["text"])
                heights.append(s["height"] + extra)
                if heights[-1] > SCREEN_H:
                    tall.append((f"{s['slide']}.{s['sub']}", heights[-1], s["start"]))
            result[path.name] = (heights, tall)
        browser.close()
    return result


def measure(paths: list[Path]) -> int:
    """Render ``paths`` as slides, measure each slide in Chromium, print; return the number too tall."""
    too_tall = 0
    for name, (heights, tall) in measure_slides(paths).items():
        ordered = sorted(heights)
        print(f"{name}: {len(heights)} slides, tallest {ordered[-1]} px, "
              f"median {ordered[len(ordered) // 2]} px, {len(tall)} over {SCREEN_H} px")
        for slide, height, start in tall:
            print(f"    slide {slide} ({height} px): {start}")
        too_tall += len(tall)
    return too_tall


def main(argv: list[str]) -> int:
    measuring = "--measure" in argv
    names = [a for a in argv if not a.startswith("--")]
    paths = [Path(n) for n in names] if names else sorted(NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))
    if measuring:
        return 1 if measure(paths) else 0
    for path in paths:
        print(f"{'updated' if set_metadata(path) else 'unchanged'}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
