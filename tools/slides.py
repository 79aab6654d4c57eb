"""Give the chapters slide metadata for lecture mode (jupyterlab-slideshow), and measure the slides.

Usage: python tools/slides.py [chapter.ipynb ...]             (``make slides``: set the metadata)
       python tools/slides.py --measure [--language LANGUAGE] [chapter.ipynb ...]
                                                   (``make slides-check``, ``make slides-check-hu``)
       python tools/slides.py --shape [--language LANGUAGE] [chapter.ipynb ...]
                                                   (the lecture's shape only, no browser)

Without arguments it works on every chapter on disk (``notebooks/NN-*.ipynb``; with ``--language hu``
the Hungarian edition's, ``notebooks-hu/NN-*.ipynb``: tools/editions.py).  The Hungarian chapters
carry the English chapters' slide metadata (tools/translations.py copies every cell's metadata), so
their slides are the English ones with the text translated: ``--shape`` and ``--measure`` check that
they still fit (the Hungarian text is longer), and a Hungarian part heading, "## 2. rész (3-ból) — …",
starts a part as "## Part 2 of 3 — …" does.

A lecturer presents a chapter inside JupyterLab with jupyterlab-slideshow ("Toggle Deck" on the
notebook toolbar): the widgets stay live and the cells run on the slide.  The slides are made by
the cells' ``metadata.slideshow.slide_type`` (the same field nbconvert's slides read), and the
slide theme of ``lab/presenting.css`` (24 px body text at 1280 pixels wide) applies while presenting.

Setting the metadata follows a lecturer's rhythm — one idea per slide (a cell that continues the
slide before it carries no slide type: jupyterlab-slideshow shows a cell typed "-" on no slide):

* a "# " or "## " heading starts a slide (a new column of the deck: → moves between them),
  a "### " heading a subslide (↓ moves down a column; the space bar walks through everything);
* every other markdown cell starts a subslide (a new idea), unless it directly follows a heading
  cell and both fit on one screen with at most ``OVERFULL`` characters of text;
* a code cell belongs to the prose before it, unless the slide would then be taller than the
  screen: then it starts a subslide of its own;
* a widget cell (it calls ``gk.widgets`` or shows a widget) is on a slide of its own, and so the
  cell after it starts a new subslide;
* an exercise's hints (closed ``<details>``, cell metadata ``gamekit.part == "hints"``) stay on the
  exercise's slide, under its check;
* the navigation cells of tools/navigation.py are skipped.

Heights are estimated from the cells and their saved outputs (lines of text, table rows, PNG
sizes, the fixed height of each explorer's output).  The script touches only
``metadata.slideshow`` and is idempotent.  A single cell cannot be split by metadata: a markdown
cell taller than a slide is split in the notebook, at a heading or between ideas.

A chapter too long for one lecture is presented in parts: a markdown cell whose heading is
"## Part k of n — title" starts part k (the chapter's title slides open part 1), and a lecturer
starts the deck at that heading.

``--shape`` checks each chapter as a lecture, from its cells and slide metadata alone (no browser):
a deck — or a part of it — of more than ``LECTURE_SLIDES`` slides is too long for one lecture, parts
must be numbered 1 to n "of n", a slide with less than
``NEAR_EMPTY`` characters of text and no code is near-empty, one with more than ``OVERFULL``
characters of text is a wall of text, and a heading inside a markdown cell (after its first line)
sits in the middle of a slide although a heading starts a slide.  ``--measure`` reports these too.

``--measure`` presents each chapter as saved (outputs and widget snapshots, nothing run) in
JupyterLab with jupyterlab-slideshow and the slide theme, in headless Chromium, and shows every
slide at 1280×720 and at 1024×768: a slide must not be taller or wider than the screen, no
explorer may scroll inside, and body text must be at least 24 px at 1280 wide (code and tables
18 px, a table of any width, a widget's words and the text of a figure too; scaled with the
width).  It lists the problems and exits 1 if there are any.  ``tools/browser_test.py`` does the
same for chapters 1, 5, 8 and 9 after running them as slides, with a slider moved, every explorer
driven to its extremes and every board played to its end on their slides.
"""
from __future__ import annotations

import base64
import re
import struct
import sys
import tempfile
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SCREEN_W, SCREEN_H = 1280, 720
SCREENS = ((1280, 720), (1024, 768))
BUDGET = 480                     # estimated content height allowed on one slide, in pixels
CHARS_PER_LINE = 105             # markdown characters per line at 1280 px
NAV_IDS = ("nav-top", "nav-bottom")
LECTURE_SLIDES = 45              # slides in one lecture (about two minutes a slide in ninety minutes)
NEAR_EMPTY = 80                  # characters of text below which a slide without code is near-empty
OVERFULL = 900                   # characters of text above which a slide is a wall of text
# the heading that starts a lecture of a chapter: "## Part 2 of 3 — …"; in Hungarian "## 2. rész (3-ból) — …"
PART = re.compile(r"#{1,2} (?:Part (\d+) of (\d+)|(\d+)\. rész \((\d+)-b[óő]l\)) — ")


def part_numbers(line: str) -> tuple[str, str] | None:
    """Return (k, n) of a heading that starts part k of n of a chapter, or None.

    >>> part_numbers("## Part 2 of 3 — Tables"), part_numbers("## 2. rész (3-ból) — Táblázatok")
    (('2', '3'), ('2', '3'))
    >>> part_numbers("## Tables") is None
    True
    """
    found = PART.match(line)
    return None if found is None else (found[1] or found[3], found[2] or found[4])


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


def closed(source: str) -> str:
    r"""Return ``source`` as it shows before anything is opened: each outermost ``<details>`` by its summary.

    >>> closed("**Stuck?** Open the hints.\n\n<details><summary>Hint 1</summary>\n\nA <details><summary>Hint 2"
    ...        "</summary>B</details>\n</details>")
    '**Stuck?** Open the hints.\n\nHint 1'
    """
    shown, depth, at = [], 0, 0
    for tag in re.finditer(r"<(/?)details\b[^>]*>", source):
        if tag.group(1):
            depth = max(0, depth - 1)
            if depth == 0:
                at = tag.end()
        else:
            if depth == 0:
                shown.append(source[at:tag.start()])
                summary = re.match(r"\s*<summary>(.*?)</summary>", source[tag.end():], re.S)
                shown.append(summary.group(1) if summary else "Details")
            depth += 1
    if depth == 0:
        shown.append(source[at:])
    return "".join(shown)


def markdown_height(source: str) -> int:
    """Return the estimated rendered height of a markdown cell, its ``<details>`` closed (pixels)."""
    h = 16
    for line in closed(source).splitlines():
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


def is_hints(cell) -> bool:
    """Return True when ``cell`` holds an exercise's hints (closed ``<details>``, on the exercise's slide)."""
    return cell.cell_type == "markdown" and cell.metadata.get("gamekit", {}).get("part") == "hints"


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
    text = 0                     # characters of text on it (a heading's paragraph joins it up to OVERFULL)
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
        elif is_hints(cell):
            kind = "-"
        elif prev is not None and is_widget(prev):
            kind = "subslide"
        elif cell.cell_type == "markdown":
            follows_heading = prev is not None and _heading(prev) and not is_widget(prev)
            fits = used + h <= BUDGET and text + len(visible_text(cell)) <= OVERFULL
            kind = "-" if follows_heading and fits else "subslide"
        elif is_widget(cell):
            kind = "subslide"
        else:
            kind = "-" if used + h <= BUDGET else "subslide"
        if prev is None and kind == "-":
            kind = "slide"
        types.append(kind)
        shown = len(visible_text(cell)) if cell.cell_type == "markdown" else 0
        used = h if kind in ("slide", "subslide") else used + h
        text = shown if kind in ("slide", "subslide") else text + shown
        prev = cell
    return types


def visible_text(cell) -> str:
    r"""Return the text a markdown cell shows on a slide: no markup, a closed ``<details>`` by its summary.

    >>> visible_text(nbformat.v4.new_markdown_cell("<details><summary>Stuck?</summary>Hint 1 …</details>"))
    'Stuck?'
    >>> visible_text(nbformat.v4.new_markdown_cell("**Stuck?** Open.\n<details><summary>Hint 1</summary>…</details>"))
    'Stuck? Open. Hint 1'
    >>> visible_text(nbformat.v4.new_markdown_cell("## The **kernel**\n\nA *set* $P$."))
    'The kernel A set P.'
    """
    source = closed(cell.source)
    source = re.sub(r"<[^>]+>", " ", source)
    source = re.sub(r"\]\([^)]*\)", "]", source)                 # a link shows its words only
    source = re.sub(r"[*_`$\[\]]", "", source)
    source = re.sub(r"[#|>]", " ", source)
    return " ".join(source.split())


def slide_cells(nb) -> list[list[int]]:
    """Return the cells of each slide (and subslide) of ``nb`` by its stored metadata, skipped cells left out."""
    slides: list[list[int]] = []
    for i, cell in enumerate(nb.cells):
        kind = cell.metadata.get("slideshow", {}).get("slide_type")
        if kind == "skip":
            continue
        if kind in ("slide", "subslide") or not slides:
            slides.append([i])
        else:
            slides[-1].append(i)
    return slides


def parts(nb) -> list[tuple[str, list[list[int]]]]:
    r"""Return the lectures of the deck ``nb``: the title of each part and the cells of its slides.

    A part starts at a markdown cell whose heading is "Part k of n — title" (``PART``); the slides
    before the first part (the chapter's title) open it.  A chapter without part headings is one
    part, titled by its first line.

    >>> cell = nbformat.v4.new_markdown_cell
    >>> nb = nbformat.v4.new_notebook(cells=[cell("# Chapter"), cell("## Part 1 of 2 — Games"), cell("## Kernels"),
    ...                                     cell("## Part 2 of 2 — Sums")])
    >>> for c in nb.cells: c.metadata["slideshow"] = {"slide_type": "slide"}
    >>> parts(nb)
    [('Part 1 of 2 — Games', [[0], [1], [2]]), ('Part 2 of 2 — Sums', [[3]])]
    """
    found: list[tuple[str, list[list[int]]]] = []
    for cells in slide_cells(nb):
        first = nb.cells[cells[0]]
        line = (first.source.strip().splitlines() or [""])[0] if first.cell_type == "markdown" else ""
        if part_numbers(line):
            found.append((line.lstrip("#").strip(), [cells]))
        elif found:
            found[-1][1].append(cells)
        else:
            found.append(("", [cells]))
    if len(found) > 1 and not found[0][0]:
        head = found.pop(0)[1]
        found[0] = (found[0][0], head + found[0][1])
    if found and not found[0][0]:
        first = nb.cells[found[0][1][0][0]]
        found[0] = (visible_text(nbformat.v4.new_markdown_cell((first.source.strip().splitlines() or [""])[0])),
                    found[0][1])
    return found


def text_ratio(folder: Path) -> float:
    """Return how much longer the text of the chapters in ``folder`` (an edition) is than the English text.

    The visible characters of every markdown cell, summed over the chapters both editions have: the
    Hungarian edition says the same in about a seventh more characters, so its slides are walls of
    text only above that much more than ``OVERFULL``.
    """
    own = english = 0
    for path in sorted(folder.glob("[0-9][0-9]-*.ipynb")):
        source = NOTEBOOKS / path.name
        if not source.exists():
            continue
        for count, nb in ((1, nbformat.read(path, as_version=4)), (0, nbformat.read(source, as_version=4))):
            length = sum(len(visible_text(c)) for c in nb.cells if c.cell_type == "markdown")
            own, english = (own + length, english) if count else (own, english + length)
    return own / english if english else 1.0


def overfull_in(folder: Path) -> int:
    """Return the characters of text above which a slide of the edition in ``folder`` is a wall of text.

    ``OVERFULL`` for the English chapters; an edition's slides hold as much more as its text is longer
    (:func:`text_ratio`), so a slide is checked against what the same slide holds in English.
    """
    return round(OVERFULL * text_ratio(folder))


def shape_problems(nb, overfull: int = OVERFULL) -> list[str]:
    r"""Return what keeps the deck ``nb`` from being a lecture: too many slides, near-empty and overfull
    slides, headings in the middle of a slide (see ``--shape`` in this module's docstring).

    >>> cell = nbformat.v4.new_markdown_cell
    >>> nb = nbformat.v4.new_notebook(cells=[cell("## A\n\n" + "word " * 30), cell("## B\n\nshort"),
    ...                                     cell("More text.\n\n## C\n\n" + "x" * 990)])
    >>> for cell_, kind in zip(nb.cells, ["slide", "slide", "subslide"]):
    ...     cell_.metadata["slideshow"] = {"slide_type": kind}
    >>> for problem in shape_problems(nb): print(problem)
    slide 2 ('B'): near-empty, 7 characters of text and no code
    slide 3 ('More text.'): a wall of text, 1003 characters
    slide 3 ('More text.'): the heading 'C' is in the middle of the slide
    """
    problems = []
    slides = slide_cells(nb)
    lectures = parts(nb)
    if len(lectures) == 1 and len(slides) > LECTURE_SLIDES:
        problems.append(f"{len(slides)} slides: more than one lecture ({LECTURE_SLIDES} at most); split the chapter "
                        f"into parts (a heading '## Part k of n — title' starts each)")
    if len(lectures) > 1:
        numbers = [part_numbers(f"## {title}") for title, _ in lectures]
        wanted = [(str(k), str(len(lectures))) for k in range(1, len(lectures) + 1)]
        if numbers != wanted:
            problems.append("the parts are numbered " + ", ".join(f"{k} of {n}" for k, n in numbers)
                            + f", not 1 to {len(lectures)} of {len(lectures)}")
        for title, cells in lectures:
            if len(cells) > LECTURE_SLIDES:
                problems.append(f"{title.split(' — ')[0].lower()} ({title.split(' — ', 1)[-1]!r}): {len(cells)} "
                                f"slides, more than one lecture ({LECTURE_SLIDES} at most); split it")
    for k, cells in enumerate(slides, 1):
        shown = [nb.cells[i] for i in cells]
        text = " ".join(visible_text(c) for c in shown if c.cell_type == "markdown").strip()
        line = (shown[0].source.strip().splitlines() or [""])[0]
        first = visible_text(nbformat.v4.new_markdown_cell(line)) if shown[0].cell_type == "markdown" else line
        where = f"slide {k} ({first[:50]!r})"
        if len(text) < NEAR_EMPTY and not any(c.cell_type == "code" for c in shown):
            problems.append(f"{where}: near-empty, {len(text)} characters of text and no code")
        if len(text) > overfull:
            problems.append(f"{where}: a wall of text, {len(text)} characters")
        for c in shown:
            if c.cell_type != "markdown" or c.source.lstrip().startswith("<details"):
                continue
            for line in c.source.strip().splitlines()[1:]:
                if re.match(r"#{1,6} ", line):
                    problems.append(f"{where}: the heading {line.lstrip('#').strip()!r} is in the middle of the slide")
    return problems


def stored_type(kind: str) -> str | None:
    """Return what ``metadata.slideshow.slide_type`` holds for a cell of slide type ``kind``.

    A cell that continues the slide before it ("-") carries no slide type: jupyterlab-slideshow
    stacks such a cell under the one before, but does not know the string "-" and shows that cell
    on no slide at all (nbconvert reads a missing type as "-" too).

    >>> stored_type("-") is None, stored_type("subslide")
    (True, 'subslide')
    """
    return None if kind == "-" else kind


def set_metadata(path: Path) -> bool:
    """Set the slide metadata of the notebook at ``path``; return True if the file changed."""
    nb = nbformat.read(path, as_version=4)
    changed = False
    for cell, kind in zip(nb.cells, slide_types(nb)):
        before = dict(cell.metadata.get("slideshow", {}))
        after = {k: v for k, v in before.items() if k != "slide_type"}
        if stored_type(kind) is not None:
            after["slide_type"] = kind
        if after != before:
            if after:
                cell.metadata["slideshow"] = after
            else:
                del cell.metadata["slideshow"]
            changed = True
    if changed:
        nbformat.write(nb, path)
    return changed


def measure_slides(paths: list[Path]) -> dict[str, tuple[list[dict], list[str]]]:
    """Return, per chapter, every slide measured as presented and what is wrong with any of them.

    Each chapter, as saved (outputs and widget snapshots, nothing run), is opened in one JupyterLab
    with the slide theme (lab/presenting.css) and presented with jupyterlab-slideshow in headless
    Chromium, and every slide is shown at 1280×720 and at 1024×768 (see browser_test.walk_slides:
    height, width, explorers that scroll inside, text size).
    """
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "tools"))
    import browser_test as bt

    result = {}
    with tempfile.TemporaryDirectory(prefix="gamekit-slides-") as tmp:
        folder = Path(tmp) / "notebooks"
        folder.mkdir()
        for path in paths:
            nbformat.write(nbformat.read(path, as_version=4), folder / path.name)
        bt.trust([folder / path.name for path in paths], Path(tmp) / "data")
        with bt.jupyterlab(folder) as (base, token), sync_playwright() as p:
            context = p.chromium.launch_persistent_context(
                str(Path(tmp) / "chromium-profile"), executable_path=bt.CHROMIUM, headless=True,
                args=bt.CHROMIUM_FLAGS, viewport={"width": SCREEN_W, "height": SCREEN_H})
            context.set_default_timeout(30_000)
            for path in paths:
                nb = nbformat.read(folder / path.name, as_version=4)
                page = context.new_page()
                bt.open_notebook(page, base, token, path.name)
                measured, problems = [], []
                for screen in bt.SCREENS:
                    more, trouble = bt.walk_slides(page, nb, screen)
                    measured += more
                    problems += trouble
                bt.stop_deck(page)
                result[path.name] = (measured, problems)
                page.close()
            context.close()
    return result


def in_parts(nb) -> str:
    """Return how the slides of ``nb`` fall into parts, as " in 3 parts (24 + 36 + 33)", or "" for one part."""
    sizes = [len(cells) for _, cells in parts(nb)]
    return f" in {len(sizes)} parts ({' + '.join(map(str, sizes))})" if len(sizes) > 1 else ""


def measure(paths: list[Path], overfull: int = OVERFULL) -> int:
    """Present ``paths`` as slides in Chromium, measure every slide, print; return the number of problems."""
    found = 0
    for name, (measured, problems) in measure_slides(paths).items():
        nb = nbformat.read(next(p for p in paths if p.name == name), as_version=4)
        problems = shape_problems(nb, overfull) + problems
        at = {w: [m for m in measured if m["W"] == w] for w, _ in SCREENS}
        tallest = max(m["bottom"] - m["top"] for m in at[SCREEN_W])
        text = min((m["text"] for m in at[SCREEN_W] if m["text"]), default=0)
        print(f"{name}: {len(at[SCREEN_W])} slides{in_parts(nb)}, tallest {tallest:.0f} px at {SCREEN_W}×{SCREEN_H}, "
              f"body text {text:.0f} px; {len(problems)} problems")
        for problem in problems:
            print(f"    {problem}")
        found += len(problems)
    return found


def shape(paths: list[Path], overfull: int = OVERFULL) -> int:
    """Check ``paths`` as lectures (:func:`shape_problems`), print; return the number of problems."""
    found = 0
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        problems = shape_problems(nb, overfull)
        print(f"{path.name}: {len(slide_cells(nb))} slides{in_parts(nb)}; {len(problems)} problems")
        for problem in problems:
            print(f"    {problem}")
        found += len(problems)
    return found


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT / "tools"))
    import editions

    language, argv = editions.language_option(argv)
    measuring = "--measure" in argv
    names = [a for a in argv if not a.startswith("--")]
    paths = [Path(n) for n in names] if names else sorted(editions.notebooks(language).glob("[0-9][0-9]-*.ipynb"))
    if not paths:
        print(f"no chapters in {editions.notebooks(language)}: make them with `make notebooks-{language}`",
              file=sys.stderr)
        return 1
    translated = [p for p in paths for lang in editions.LANGUAGES if lang != editions.ENGLISH
                  and p.resolve().is_relative_to(editions.notebooks(lang).resolve())]
    if (language != editions.ENGLISH or translated) and not measuring and "--shape" not in argv:
        print("the slide metadata is set on the English chapters (make slides); the editions copy it"
              + (f": run it on notebooks/{translated[0].name}, then build the edition from it" if translated else ""),
              file=sys.stderr)
        return 1
    most = overfull_in(editions.notebooks(language))
    if "--shape" in argv:
        return 1 if shape(paths, most) else 0
    if measuring:
        return 1 if measure(paths, most) else 0
    for path in paths:
        print(f"{'updated' if set_metadata(path) else 'unchanged'}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
