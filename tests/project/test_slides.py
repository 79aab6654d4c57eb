"""Lecture mode: the chapters carry up-to-date slide metadata.

Each chapter is checked as a lecture from its cells alone (tools/slides.py --shape): its parts of at
most 45 slides, no near-empty slide, no wall of text, no heading in the middle of a slide.
Whether every slide fits the screen is measured as presented, in JupyterLab with
jupyterlab-slideshow in Chromium: for every chapter by ``make slides-check`` (about 3 minutes,
too long for ``make test``), and for chapters 1, 5, 8 and 9, run as slides, by the lecture mode of
tools/browser_test.py inside ``make test``.

The Hungarian edition's chapters carry the English chapters' slide metadata (tools/translations.py
copies it), so they are the same lectures in the same parts; its part headings ("## 2. rész (3-ból) —")
are read as parts, and its slides are walls of text above the English limit times how much longer the
Hungarian text is (``slides.overfull_in``).  Whether every Hungarian slide fits the screen is
measured as presented by ``make slides-check-hu``, and for chapter 1, as it ran in Hungarian, by the
Hungarian step of tools/browser_test.py inside ``make test``.
"""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
CHAPTERS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
sys.path.insert(0, str(ROOT / "tools"))
import slides  # noqa: E402


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_slide_metadata_is_up_to_date(path):
    nb = nbformat.read(path, as_version=4)
    stored = [cell.metadata.get("slideshow", {}).get("slide_type") for cell in nb.cells]
    wanted = [slides.stored_type(kind) for kind in slides.slide_types(nb)]
    assert stored == wanted, f"run: python tools/slides.py {path.relative_to(ROOT)}"


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_every_chapter_is_a_lecture_or_parts_of_lectures(path):
    """No part over 45 slides, no near-empty slide, no wall of text, no heading in the middle of a slide."""
    assert slides.shape_problems(nbformat.read(path, as_version=4)) == [], (
        f"python tools/slides.py --shape {path.relative_to(ROOT)}")


def test_a_tall_cell_starts_a_subslide_of_its_own():
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("## A heading"),
        nbformat.v4.new_code_cell("x = 1"),
        nbformat.v4.new_code_cell("\n".join(f"y{i} = {i}" for i in range(30)))])
    assert slides.slide_types(nb) == ["slide", "-", "subslide"]



def test_the_shape_of_a_lecture_is_checked():
    """Near-empty and overfull slides, a heading in the middle of a slide and too many slides are problems."""
    cell = nbformat.v4.new_markdown_cell
    nb = nbformat.v4.new_notebook(cells=[cell("## A\n\n" + "word " * 30), cell("## B\n\nshort"),
                                         cell("More text.\n\n## C\n\n" + "x" * 990)])
    for c, kind in zip(nb.cells, ["slide", "slide", "subslide"]):
        c.metadata["slideshow"] = {"slide_type": kind}
    assert slides.shape_problems(nb) == [
        "slide 2 ('B'): near-empty, 7 characters of text and no code",
        "slide 3 ('More text.'): a wall of text, 1003 characters",
        "slide 3 ('More text.'): the heading 'C' is in the middle of the slide"]
    many = nbformat.v4.new_notebook(cells=[cell(f"## Slide {i}\n\n" + "word " * 20)
                                           for i in range(slides.LECTURE_SLIDES + 1)])
    for c in many.cells:
        c.metadata["slideshow"] = {"slide_type": "slide"}
    assert slides.shape_problems(many)[0].startswith(f"{slides.LECTURE_SLIDES + 1} slides: more than one lecture")


def test_a_heading_keeps_its_paragraph_unless_together_they_are_a_wall_of_text():
    short = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("## A heading"),
                                            nbformat.v4.new_markdown_cell("word " * 100)])
    assert slides.slide_types(short) == ["slide", "-"]
    long = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("## A heading\n\n" + "word " * 100),
                                           nbformat.v4.new_markdown_cell("word " * 100)])
    assert slides.slide_types(long) == ["slide", "subslide"]


def test_hints_stay_on_their_exercise_slide_and_count_closed():
    """The closed hints are one line under the check, not a slide of their own ("Stuck? Open the hints")."""
    hints = nbformat.v4.new_markdown_cell("**Stuck?** Open the hints one at a time.\n\n<details><summary>Hint 1"
                                          "</summary>\n\n" + "a long hint " * 100 + "\n</details>")
    hints.metadata["gamekit"] = {"exercise": "1.1", "part": "hints"}
    statement = nbformat.v4.new_markdown_cell("**Exercise 1.1 (slides).** Find the kernel. " + "word " * 40)
    nb = nbformat.v4.new_notebook(cells=[statement, nbformat.v4.new_code_cell("kernel = ..."),
                                         nbformat.v4.new_code_cell("ch01.check_kernel(kernel)"), hints])
    assert slides.slide_types(nb) == ["subslide", "-", "-", "-"]
    assert slides.visible_text(hints) == "Stuck? Open the hints one at a time. Hint 1"
    alone = nbformat.v4.new_notebook(cells=[statement, hints])
    for c, kind in zip(alone.cells, ["slide", "subslide"]):
        c.metadata["slideshow"] = {"slide_type": kind}
    assert slides.shape_problems(alone) == [
        "slide 2 ('Stuck? Open the hints one at a time.'): near-empty, 43 characters of text and no code"]


def test_a_long_chapter_is_checked_part_by_part():
    """Parts of at most LECTURE_SLIDES slides make a long chapter; each is checked, and their numbering."""
    cell = nbformat.v4.new_markdown_cell
    n = slides.LECTURE_SLIDES
    body = ["## Slide\n\n" + "word " * 20] * (n - 2)
    nb = nbformat.v4.new_notebook(cells=[cell(source) for source in (
        ["# Chapter 1 — Games\n\n" + "word " * 20, "## Part 1 of 2 — Kernels\n\n" + "word " * 20] + body
        + ["## Part 2 of 2 — Sums\n\n" + "word " * 20] + body + ["## One too many\n\n" + "word " * 20])])
    for c in nb.cells:
        c.metadata["slideshow"] = {"slide_type": "slide"}
    assert [(title, len(cells)) for title, cells in slides.parts(nb)] == [
        ("Part 1 of 2 — Kernels", n), ("Part 2 of 2 — Sums", n)]
    assert slides.shape_problems(nb) == []
    nb.cells.insert(3, cell("## Another\n\n" + "word " * 20))
    nb.cells[3].metadata["slideshow"] = {"slide_type": "slide"}
    nb.cells[n + 1].source = nb.cells[n + 1].source.replace("Part 2 of 2", "Part 3 of 2")
    assert slides.shape_problems(nb) == [
        "the parts are numbered 1 of 2, 3 of 2, not 1 to 2 of 2",
        f"part 1 of 2 ('Kernels'): {n + 1} slides, more than one lecture ({n} at most); split it"]



def _hungarian(path: Path):
    """Return the Hungarian chapter made from ``path`` and its catalog, or None while the catalog is unfinished."""
    import translations

    return None if any(translations.problems(path, "hu").values()) else translations.translated_notebook(path, "hu")


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_the_hungarian_chapter_is_the_same_lecture_in_the_same_parts(path):
    hungarian = _hungarian(path)
    if hungarian is None:
        pytest.skip(f"the Hungarian catalog of {path.name} is not finished")
    english = nbformat.read(path, as_version=4)
    shown = [c.metadata.get("slideshow") for c in hungarian.cells]
    assert shown == [c.metadata.get("slideshow") for c in english.cells]
    assert [len(cells) for _, cells in slides.parts(hungarian)] == [len(cells) for _, cells in slides.parts(english)]
    if len(slides.parts(english)) > 1:
        assert all(slides.part_numbers(f"## {title}") for title, _ in slides.parts(hungarian))
        assert all(" rész (" in title for title, _ in slides.parts(hungarian))
    # a wall of text by the edition's own length: the Hungarian says the same in more characters
    assert slides.shape_problems(hungarian, slides.overfull_in(ROOT / "notebooks-hu")) == [], (
        f"python tools/slides.py --shape --language hu notebooks-hu/{path.name}")


def test_the_slide_metadata_is_set_on_the_english_chapters_only(capsys):
    """The slide breaks are set on the English chapter and copied; set on a Hungarian one they would drift."""
    path = ROOT / "notebooks-hu" / CHAPTERS[0].name
    if not path.exists():
        pytest.skip("no Hungarian edition on disk (make notebooks-hu)")
    before = path.read_bytes()
    assert slides.main([str(path)]) == 1
    assert path.read_bytes() == before
    assert f"run it on notebooks/{path.name}" in capsys.readouterr().err


def test_hungarian_part_headings_are_numbered_and_checked():
    cell = nbformat.v4.new_markdown_cell
    nb = nbformat.v4.new_notebook(cells=[cell("# 1. fejezet"), cell("## 1. rész (2-ből) — Játékok\n\n" + "szó " * 30),
                                         cell("## 3. rész (2-ből) — Összegek\n\n" + "szó " * 30)])
    for c in nb.cells:
        c.metadata["slideshow"] = {"slide_type": "slide"}
    assert [title for title, _ in slides.parts(nb)] == ["1. rész (2-ből) — Játékok", "3. rész (2-ből) — Összegek"]
    assert "the parts are numbered 1 of 2, 3 of 2, not 1 to 2 of 2" in slides.shape_problems(nb)


def test_a_wall_of_text_in_another_edition_is_measured_by_its_own_length():
    """The Hungarian text is longer than the English it translates: its slides hold that much more."""
    ratio = slides.text_ratio(ROOT / "notebooks")
    assert ratio == 1.0
    cell = nbformat.v4.new_markdown_cell("## A\n\n" + "x" * 950)
    cell.metadata["slideshow"] = {"slide_type": "slide"}
    nb = nbformat.v4.new_notebook(cells=[cell])
    assert slides.shape_problems(nb) and not slides.shape_problems(nb, overfull=round(slides.OVERFULL * 1.1))
