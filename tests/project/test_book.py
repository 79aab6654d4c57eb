"""The course as a static book: built with warnings as errors, then read page by page in Chromium.

`tools/book.py` builds the site offline from the notebooks' stored outputs, with the API reference
(Sphinx autodoc, nitpicky: a cross-reference to nothing fails the build); the reference documents
every public name.  Every internal link
and image of every page resolves; in Chromium every page typesets its maths with the MathJax
copied into the site and shows its images; chapter 1 shows a coloured P-position cell; search
finds "mex"; and no request leaves the machine.

The Hungarian book (``tools/book.py --language hu``, from the Hungarian edition ``notebooks-hu/``) is
built in the same slow module: a page for every Hungarian chapter and solution, every link and anchor
resolving (the Hungarian part headings' anchors hold parentheses), Hungarian words on its start page,
its theme and its notes, its search stemming Hungarian ("kupacokat" finds the pages on heaps), and the
catalogs of its own pages complete and in step with the English pages.  Its own pages — start page,
course map, bibliography, the reference's headings and texts — show their catalogs' Hungarian; no
tooltip, label or numpydoc heading of the theme is English; its search page finds „nim-összeg” and
„mag” and says so in Hungarian.
"""
from __future__ import annotations

import functools
import html
import html.parser
import http.server
import json
import os
import re
import sys
import threading
from pathlib import Path
from urllib.parse import unquote, urlsplit

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import book  # noqa: E402
import browser_test  # noqa: E402
import editions  # noqa: E402

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

pytest.importorskip("myst_nb")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("book")
    return book.build(out).parent


class _Refs(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.refs: list[tuple[str, str]] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id"):
            self.ids.add(attrs["id"])
        for key in ("href", "src"):
            if attrs.get(key) and tag in ("a", "img", "link", "script"):
                self.refs.append((tag, attrs[key]))


def _parse(path: Path) -> _Refs:
    parser = _Refs()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def _pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*.html") if "_static" not in p.parts)


def test_the_book_has_every_chapter_solution_and_reference_page(site):
    chapters = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
    for chapter in chapters:
        assert (site / "notebooks" / f"{chapter.stem}.html").exists()
        if (chapter.parent / "solutions" / f"{chapter.stem}-solutions.ipynb").exists():
            assert (site / "notebooks" / "solutions" / f"{chapter.stem}-solutions.html").exists()
    for name in ("index", "search", "docs/course", "docs/bibliography", "reference/index"):
        assert (site / f"{name}.html").exists(), name


def documented(site: Path) -> set[str]:
    """Return the names the book's Python domain documents, read from its inventory (objects.inv)."""
    from sphinx.util.inventory import InventoryFile

    with open(site / "objects.inv", "rb") as stream:
        inventory = InventoryFile.load(stream, "", lambda base, uri: uri)
    return {name for kind, entries in inventory.items() if kind.startswith("py:") for name in entries}


def test_the_reference_documents_every_public_name(site):
    """Every public module is a section of the reference, and every name of its ``__all__`` an entry there."""
    import importlib
    import pkgutil

    import gamekit

    names = documented(site)
    missing = []
    for info in pkgutil.walk_packages(gamekit.__path__, "gamekit."):
        if any(part.startswith("_") for part in info.name.split(".")):
            continue
        if info.name not in names:
            missing.append(info.name)
        module = importlib.import_module(info.name)
        if info.ispkg:
            continue                      # a package re-exports its modules' names: documented there
        missing += [f"{info.name}.{name}" for name in getattr(module, "__all__", [])
                    if f"{info.name}.{name}" not in names and not documented_elsewhere(module, name, names)]
    assert not missing, missing


def documented_elsewhere(module, name: str, names: set[str]) -> bool:
    """Whether ``module.name`` is a name another module defines and the reference documents there."""
    import importlib

    obj = getattr(module, name)
    for other in (n for n in names if n.endswith(f".{name}")):
        home, _, attr = other.rpartition(".")
        try:
            if getattr(importlib.import_module(home), attr) is obj:
                return True
        except ImportError:
            continue
    return False


#: The entry points a reader calls, by page, with the numpydoc sections each must show.
ENTRY_POINTS = {
    "atlas": {"gamekit.atlas.normal.census": ("Parameters", "Returns", "Raises", "See also", "References"),
              "gamekit.atlas.normal.read_census": ("Parameters", "Returns", "Raises", "See also"),
              "gamekit.atlas.misere.misere_census": ("Parameters", "Returns", "Raises", "See also", "References"),
              "gamekit.atlas.codes.octal_codes": ("Parameters", "Returns", "Raises", "See also")},
    "misere": {"gamekit.games.heaps.quotient.misere_quotient": ("Parameters", "Returns", "Raises", "See also",
                                                                "References"),
               "gamekit.theory.misere.misere_outcome": ("Parameters", "Returns", "Raises", "See also"),
               "gamekit.theory.misere.genus": ("Parameters", "Returns", "Raises", "See also")},
    "games": {"gamekit.games.heaps.octal.OctalGame": ("Parameters", "Raises", "See also", "References"),
              "gamekit.games.heaps.subtraction.SubtractionGame": ("Parameters", "Raises", "See also", "References"),
              "gamekit.games.heaps.nim.Nim": ("Parameters", "See also", "References"),
              "gamekit.games.heaps.nim.misere_nim_move": ("Parameters", "Returns", "Raises", "See also", "References"),
              "gamekit.games.heaps.heap.HeapGame.grundy_sequence": ("Parameters", "Returns", "Raises", "See also"),
              "gamekit.games.graphs.graph.GraphGame": ("Parameters", "Raises", "See also", "References"),
              "gamekit.games.heaps.subtraction.Bachet": ("Parameters", "Raises", "See also"),
              "gamekit.games.boards.chess.chess_square": ("Parameters", "Returns", "Raises", "See also")},
    "values": {"gamekit.theory.game.Game": ("Parameters", "Raises", "See also"),
               "gamekit.theory.game.Game.grundy": ("Parameters", "Returns", "Raises", "See also", "References"),
               "gamekit.theory.arithmetic.mex": ("Parameters", "Returns", "Raises", "See also", "References"),
               "gamekit.theory.arithmetic.nim_sum": ("Parameters", "Returns", "Raises", "See also", "References"),
               "gamekit.theory.nimfield.nim_product": ("Parameters", "Returns", "Raises", "See also", "References")},
    "play": {"gamekit.play.match.Match": ("Parameters", "Raises", "See also")},
    "widgets": {"gamekit.widgets.play.play": ("Parameters", "Returns", "Raises", "See also")},
    "course": {"gamekit.course.notebook.setup": ("Parameters", "Raises", "See also")},
    "tables": {"gamekit.tables.heaps.heap_table": ("Parameters", "Returns", "Raises", "See also"),
               "gamekit.tables.compare.grid_agreement": ("Parameters", "Returns", "Raises", "See also")},
}


def entry(page: str, name: str) -> str:
    """Return the HTML of the entry ``name`` on ``page``, up to the next entry of the same kind or its members."""
    start = page.index(f'id="{name}"')
    rest = page[start:]
    ends = [rest.find(marker, 1) for marker in ('<dl class="py', '<dt class="sig')]
    return rest[:min([e for e in ends if e > 0], default=len(rest))]


def test_the_reference_gives_the_entry_points_numpydoc_sections(site):
    """The entry points show Parameters, Returns, Raises, See also and References: census's options are a list."""
    import re

    missing = []
    for page_name, names in ENTRY_POINTS.items():
        page = (site / "reference" / f"{page_name}.html").read_text(encoding="utf-8")
        for name, sections in names.items():
            shown = entry(page, name)
            missing += [f"{name}: {section}" for section in sections
                        if not re.search(rf">\s*{section}\s*<", shown, re.IGNORECASE)]
    assert not missing, missing
    census = entry((site / "reference" / "atlas.html").read_text(encoding="utf-8"), "gamekit.atlas.normal.census")
    for option in ("codes", "client", "address", "workers", "path", "progress", "timeout"):
        assert f"<strong>{option}</strong>" in census, option


def test_what_gk_gives_links_every_name_to_its_documentation(site):
    import gamekit

    page = (site / "reference" / "index.html").read_text(encoding="utf-8")
    shown = [name for name in gamekit.__all__ if not name.startswith("_") and name not in ("plots", "tables", "widgets")
             and f'<span class="pre">gk.{name}</span></code></a>' not in page]
    assert not shown, shown


def test_every_internal_link_and_image_resolves(site):
    broken = broken_links(site)
    assert not broken, broken[:20]


def broken_links(site: Path) -> list[str]:
    """Return every link or image of the site ``site`` that leads nowhere (a page or an anchor missing)."""
    parsed = {page: _parse(page) for page in _pages(site)}
    broken = []
    for page, refs in parsed.items():
        for tag, ref in refs.refs:
            parts = urlsplit(ref)
            if parts.scheme in ("data", "javascript"):
                continue                                   # inline: a snapshot's plot
            if parts.scheme in ("http", "https", "mailto"):
                assert tag == "a", f"{page.name} loads {ref[:80]} from the network"
                continue
            target = page if not parts.path else (page.parent / unquote(parts.path)).resolve()
            if not target.exists():
                broken.append(f"{page.relative_to(site)}: {ref}")
            elif parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else _parse(target).ids
                if parts.fragment not in ids:
                    broken.append(f"{page.relative_to(site)}: {ref} (no such anchor)")
    return broken


def test_each_chapter_page_links_to_its_notebook(site):
    for page in (site / "notebooks").glob("[0-9][0-9]-*.html"):
        hrefs = [ref for tag, ref in _parse(page).refs if tag == "a" and ref.endswith(".ipynb")]
        assert any(page.stem in ref for ref in hrefs), page.name


@pytest.fixture(scope="module")
def chromium():
    """Yield one headless Chromium for the module's pages (the English and the Hungarian book)."""
    if not Path(browser_test.CHROMIUM).exists():
        if os.environ.get("GAMEKIT_REQUIRE_BROWSER"):
            pytest.fail(f"no Chromium at {browser_test.CHROMIUM}")
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=browser_test.CHROMIUM, args=browser_test.CHROMIUM_FLAGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def browser(site, chromium):
    yield from _serve(site, chromium)


def _serve(site: Path, chromium):
    """Yield a page of ``chromium`` and the address of ``site``, served on this machine while the page lives."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    yield page, f"http://127.0.0.1:{server.server_address[1]}"
    page.close()
    server.shutdown()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


MATH_DONE_JS = """() => !!(window.MathJax && MathJax.Hub && MathJax.Hub.queue
                         && MathJax.Hub.queue.pending === 0 && MathJax.Hub.queue.running === 0)"""
PAGE_JS = """() => ({
  images: [...document.querySelectorAll('main img')].filter(i => !(i.complete && i.naturalWidth > 0))
            .map(i => i.src.slice(0, 80)),
  rawMath: [...document.querySelectorAll('main .math.notranslate')]
            .filter(m => !m.querySelector('.MathJax, .MathJax_Display'))
            .map(m => m.textContent.slice(0, 60)),
  typeset: document.querySelectorAll('main .MathJax, main .MathJax_Display').length,
  mathSpans: document.querySelectorAll('main .math.notranslate').length,
})"""


def test_every_page_in_chromium_typesets_its_maths_and_shows_its_images(site, browser):
    page, base = browser
    outside, failed = [], []
    page.on("request", lambda r: outside.append(r.url) if not r.url.startswith((base, "data:", "about:")) else None)
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 and "favicon" not in r.url
            and "/fonts/HTML-CSS/TeX/" not in r.url else None)
    problems = []
    for html_page in _pages(site):
        rel = html_page.relative_to(site).as_posix()
        if rel in ("genindex.html", "search.html"):
            continue
        page.goto(f"{base}/{rel}")
        if page.evaluate("() => document.querySelectorAll('main .math.notranslate').length") > 0:
            page.wait_for_function(MATH_DONE_JS, timeout=30_000)
        found = page.evaluate(PAGE_JS)
        if found["images"]:
            problems.append(f"{rel}: images not shown {found['images']}")
        if found["rawMath"]:
            problems.append(f"{rel}: maths not typeset {found['rawMath'][:3]}")
        if found["mathSpans"] and not found["typeset"]:
            problems.append(f"{rel}: no typeset maths")
    assert not problems, problems
    assert not failed, failed[:10]
    assert not outside, f"requests left the machine: {outside[:5]}"


def test_chapter_one_shows_a_coloured_p_position_cell(browser):
    page, base = browser
    page.goto(f"{base}/notebooks/01-kernel-and-mex.html")
    coloured = page.evaluate(f"""() => [...document.querySelectorAll('main td')]
        .filter(td => getComputedStyle(td).backgroundColor === '{browser_test.P_RGB}').length""")
    assert coloured > 10
    snapshot = page.locator(".gk-snapshot").first
    assert snapshot.is_visible() and "interactive explorer" in page.locator(".gk-snapshot-note").first.inner_text()
    browser_test.SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(browser_test.SHOTS / "book-chapter-1.png"))


def test_search_finds_mex(browser):
    page, base = browser
    page.goto(f"{base}/search.html?q=mex")
    page.wait_for_selector("#search-results ul.search li", timeout=30_000)
    hits = page.locator("#search-results ul.search li").count()
    assert hits >= 3
    assert "01-kernel-and-mex" in page.locator("#search-results").inner_html()
    page.wait_for_function("() => document.querySelectorAll('#search-results ul.search li p.context').length > 1")
    assert "Light Dark" not in page.locator("#search-results ul.search").inner_text()   # excerpts: the text only


def test_the_book_draws_each_play_board_as_the_position_not_a_list_of_labels():
    """Every play board's snapshot is rows of coloured squares: the saved position, square by square."""
    import re

    import nbformat

    for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        models = nb.metadata.get("widgets", {}).get(book.WIDGET_STATE, {}).get("state", {})
        for cell in nb.cells:
            if cell.cell_type != "code" or "widgets.play(" not in cell.source:
                continue
            view = next(o["data"][book.WIDGET_VIEW] for o in cell.outputs if book.WIDGET_VIEW in o.get("data", {}))
            shown = book.snapshot_html(view["model_id"], models)
            squares = re.findall(r'class="gk-square" style="[^"]*background:([^;]+);[^"]*">([^<]*)<', shown)
            cells = [m for m in models.values() if "gk-cell" in m.get("state", {}).get("_dom_classes", [])
                     and m["model_name"] == "ButtonModel"]
            drawn = [m for m in cells if any(f"IPY_MODEL_{k}" in b.get("state", {}).get("children", [])
                                             for k, mm in models.items() if mm is m
                                             for b in models.values())]
            assert squares and len(squares) == len(drawn), path.name
            assert all(colour.startswith("#") for colour, _ in squares), path.name
            assert '<span class="gk-button">' not in shown.split("gk-board-row")[-1], path.name   # no board as labels


def test_chapter_nine_reads_without_raw_tex_and_its_tables_fit(browser):
    """Chapter 9's quotients typeset as formulas (no `$`, no `^{`), every table within the page's column."""
    page, base = browser
    page.goto(f"{base}/notebooks/09-misere-quotients.html")
    page.wait_for_function(MATH_DONE_JS, timeout=30_000)
    text = page.evaluate("() => document.querySelector('main').innerText")
    outputs = page.evaluate("() => [...document.querySelectorAll('main .cell_output')].map(o => o.innerText)")
    assert "$" not in text and "\\langle" not in text and "^{" not in text
    assert any("P-portion" in o and "misère quotient of ·75" in o for o in outputs)
    wide = page.evaluate("""() => {
        const right = document.querySelector('main article').getBoundingClientRect().right + 1;
        return [...document.querySelectorAll('main .cell_output table')]
          .filter(t => t.getBoundingClientRect().right > right).map(t => t.innerText.slice(0, 40));
    }""")
    assert not wide, wide
    browser_test.SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(browser_test.SHOTS / "book-chapter-9.png"), full_page=True)


# ------------------------------------------------------------------ the Hungarian book

HUNGARIAN = editions.notebooks("hu")


@pytest.fixture(scope="module")
def site_hu(tmp_path_factory) -> Path:
    if not sorted(HUNGARIAN.glob("[0-9][0-9]-*.ipynb")):
        pytest.skip("the Hungarian edition is not made (make notebooks-hu)")
    out = tmp_path_factory.mktemp("book-hu")
    return book.build(out, language="hu").parent


def test_the_hungarian_book_has_every_chapter_and_solution_of_the_edition(site_hu):
    for path in sorted(HUNGARIAN.glob("[0-9][0-9]-*.ipynb")) + sorted((HUNGARIAN / "solutions").glob("*.ipynb")):
        assert (site_hu / "notebooks" / path.relative_to(HUNGARIAN).with_suffix(".html")).exists(), path.name
    for name in ("index", "search", "docs/course", "docs/bibliography", "reference/index"):
        assert (site_hu / f"{name}.html").exists(), name
    chapter = (site_hu / "notebooks" / "01-kernel-and-mex.html").read_text(encoding="utf-8")
    source = nbformat.read(HUNGARIAN / "01-kernel-and-mex.ipynb", as_version=4)
    title = next(c.source.splitlines()[0].lstrip("# ") for c in source.cells if c.cell_type == "markdown"
                 and c.source.startswith("# "))
    assert html.escape(title, quote=False) in chapter


def test_every_link_and_anchor_of_the_hungarian_book_resolves(site_hu):
    broken = broken_links(site_hu)
    assert not broken, broken[:20]


def test_the_hungarian_book_speaks_hungarian(site_hu):
    """Its start page, its theme, the notes above each notebook and under each snapshot are Hungarian."""
    _ = editions.words("hu")
    index = (site_hu / "index.html").read_text(encoding="utf-8")
    assert '<html lang="hu"' in index
    for words in ("A fejezetek", "A feladatok megoldásai", "pártatlan", "Keresés", "Ugrás a tartalomra",
                  _("gamekit — impartial games")):
        assert words in index, words
    for words in ("The chapters", "Solutions to the exercises", "Skip to main content", "impartial games"):
        assert words not in index, words
    chapter = (site_hu / "notebooks" / "01-kernel-and-mex.html").read_text(encoding="utf-8")
    note = _("This page is the notebook {notebook} as it was last run. Download it and open it in JupyterLab "
             "(or clone the course and run `{command}`) to run the code, move the sliders and check your "
             "answers.").split("{notebook}")[0].strip()
    assert note != "This page is the notebook" and note in chapter
    assert "make lab-hu" in chapter and "gk-snapshot-note" in chapter
    assert "This is a snapshot" not in chapter and "This page is the notebook" not in chapter
    snapshots = [page for page in (site_hu / "notebooks").glob("*.html")
                 if 'alt="' + html.escape(_("plot")) + '"' in page.read_text(encoding="utf-8")]
    assert snapshots and _("plot") != "plot"          # a snapshot's plot is described in Hungarian
    assert not [page.name for page in (site_hu / "notebooks").glob("*.html")
                if re.search(r'alt="(plot|board)"', page.read_text(encoding="utf-8"))]


def test_the_hungarian_books_own_pages_are_translated_and_up_to_date(tmp_path):
    """Every message of the book's own pages (Sphinx's gettext builder) is translated in book/locale/hu, none fuzzy."""
    from babel.messages.pofile import read_po

    pot = book.templates(tmp_path)
    missing = []
    for page in book.OWN_PAGES:
        with open(pot / f"{page}.pot", "rb") as stream:
            wanted = [m.id for m in read_po(stream) if m.id]
        assert wanted, page
        with open(ROOT / "book" / "locale" / "hu" / "LC_MESSAGES" / f"{page}.po", "rb") as stream:
            catalog = read_po(stream)
        for message_id in wanted:
            message = catalog.get(message_id)
            if message is None or message.fuzzy or not message.string:
                missing.append(f"{page}: {message_id[:60]!r}")
    assert not missing, f"python tools/book.py --catalogs hu, then translate: {missing}"


def test_the_hungarian_books_own_pages_say_their_translations(site_hu):
    """The start page, the course map, the bibliography and the reference's pages show their catalogs' Hungarian.

    Every plain message (no markup) is on its page in Hungarian, and no heading is left in English.
    """
    from babel.messages.pofile import read_po

    missing, english = [], []
    for page in book.OWN_PAGES:
        with open(ROOT / "book" / "locale" / "hu" / "LC_MESSAGES" / f"{page}.po", "rb") as stream:
            messages = [m for m in read_po(stream) if m.id]
        text = (site_hu / f"{page}.html").read_text(encoding="utf-8")
        headings = {h.strip() for h in re.findall(r"<h[1-6][^>]*>([^<]*)<", text)}
        for message in messages:
            shown = message.string.replace("\\.", ".")          # "3\\. …" is written so as not to be a list
            if not re.search(r"[*`\[\]:<>\"'&]", message.id + shown) and html.escape(shown, quote=False) not in text:
                missing.append(f"{page}: {message.string[:60]}")
            if message.id != message.string and message.id in headings:
                english.append(f"{page}: {message.id}")
    assert not missing and not english, (missing[:10], english[:10])
    reference = (site_hu / "reference" / "index.html").read_text(encoding="utf-8")
    top = reference[reference.index('<section id="api-reference"'):reference.index('<section id="what-gk-gives"')]
    assert "angol nyelvűek" in top                  # the reference says at its top that it is English


#: The catalogs of book/locale/hu that translate the theme, not a page: Sphinx's and the book theme's words.
THEME_CATALOGS = ("sphinx", "booktheme")


def _catalog(name: str):
    from babel.messages.pofile import read_po

    with open(ROOT / "book" / "locale" / "hu" / "LC_MESSAGES" / f"{name}.po", "rb") as stream:
        return read_po(stream)


def test_the_hungarian_theme_catalogs_are_finished():
    """Every message of the theme's catalogs of book/locale/hu is translated and none is fuzzy."""
    unfinished = [f"{name}: {message.id!r}" for name in THEME_CATALOGS for message in _catalog(name)
                  if message.id and (message.fuzzy or not all(message.string if isinstance(message.string, tuple)
                                                               else [message.string]))]
    assert not unfinished, unfinished


def _english_theme_words() -> set[str]:
    """Return the English words of the book's theme: Sphinx's, the themes' and what book/_templates/ marks."""
    import pydata_sphinx_theme
    import sphinx_book_theme
    from babel.messages.pofile import read_po

    words = {message.id for name in THEME_CATALOGS for message in _catalog(name) if isinstance(message.id, str)}
    for pot in (Path(pydata_sphinx_theme.__file__).parent / "locale" / "sphinx.pot",
                Path(sphinx_book_theme.__file__).parent / "theme" / "sphinx_book_theme" / "static" / "locales"
                / "sphinx.pot"):
        if pot.exists():
            with open(pot, "rb") as stream:
                words |= {message.id for message in read_po(stream) if isinstance(message.id, str)}
    return {w for w in words if w} | {"Search..."}


class _Attributes(html.parser.HTMLParser):
    """The words a page says in its attributes: tooltips, screen readers' labels, placeholders."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.words += [value for key, value in attrs if key in ("title", "aria-label", "placeholder") and value]


def test_the_hungarian_books_theme_says_no_english_word(site_hu):
    """No tooltip, label or placeholder of a Hungarian page is an English word of the theme."""
    english = _english_theme_words()
    left = set()
    for name in ("index", "search", "genindex", "notebooks/01-kernel-and-mex", "docs/course", "reference/index",
                 "reference/games"):
        parser = _Attributes()
        parser.feed((site_hu / f"{name}.html").read_text(encoding="utf-8"))
        left |= {f"{name}: {word}" for word in parser.words if word in english}
    assert not left, sorted(left)
    # the headings Sphinx gives the docstrings' sections (numpydoc's, read by napoleon) on the reference's pages
    headings = {m.group(1) for page in (site_hu / "reference").glob("*.html") for m in re.finditer(
        r'<(?:p class="rubric"|dt class="field-\w+"|p class="admonition-title")>([^<]+)',
        page.read_text(encoding="utf-8"))}
    assert headings and not headings & {"Parameters", "Returns", "Raises", "See also", "References", "Examples",
                                        "Notes", "Yields", "Warns", "Attributes"}, headings
    # the search page's own words come from the site's translations, ours where Sphinx's are missing
    script = (site_hu / "_static" / "translations.js").read_text(encoding="utf-8")
    said = json.loads(script[script.index("(") + 1:script.rindex(")")])["messages"]
    for message in _catalog("sphinx"):
        key = message.id if isinstance(message.id, str) else message.id[0]
        if key in said:
            assert said[key] == (list(message.string) if isinstance(message.string, tuple) else message.string), key


def test_the_hungarian_search_page_finds_a_hungarian_word_and_says_so_in_hungarian(site_hu, browser_hu):
    page, base = browser_hu
    summary = _catalog("sphinx").get("Search finished, found one page matching the search query.").string[0]
    for word, chapter in (("nim-összeg", "02-nim-sum"), ("mag", "01-kernel-and-mex")):
        page.goto(f"{base}/search.html?q={word}")
        page.wait_for_function("() => (document.querySelector('#search-results .search-summary') || {}).innerText",
                               timeout=60_000)
        said = page.locator("#search-results .search-summary").inner_text()
        count = page.locator("#search-results ul.search li").count()
        assert said == summary.replace("${resultCount}", str(count)) and count >= 2, (word, said)
        assert page.locator("#search-results h2").inner_text() == _catalog("sphinx").get("Search Results").string
        assert f"notebooks/{chapter}.html" in page.locator("#search-results").inner_html(), word
        page.wait_for_function("() => document.querySelectorAll('#search-results ul.search li p.context').length > 1")
        buttons = " ".join(_catalog("sphinx").get(w).string for w in ("Light", "Dark"))     # the colour modes
        assert buttons not in page.locator("#search-results ul.search").inner_text()      # excerpts: text only


def test_the_hungarian_search_stems_hungarian_words(site_hu, browser_hu):
    page, base = browser_hu
    page.goto(f"{base}/search.html?q=kupacokat")
    page.wait_for_selector("#search-results ul.search li", timeout=30_000)
    assert page.locator("#search-results ul.search li").count() >= 3
    assert "kupac" in page.locator("#search-results").inner_text().lower()


def test_the_hungarian_chapter_one_typesets_its_maths_and_draws_its_tables(site_hu, browser_hu):
    page, base = browser_hu
    page.goto(f"{base}/notebooks/01-kernel-and-mex.html")
    page.wait_for_function(MATH_DONE_JS, timeout=30_000)
    found = page.evaluate(PAGE_JS)
    assert not found["rawMath"] and not found["images"] and found["typeset"] > 10
    coloured = page.evaluate(f"""() => [...document.querySelectorAll('main td')]
        .filter(td => getComputedStyle(td).backgroundColor === '{browser_test.P_RGB}').length""")
    assert coloured > 10
    browser_test.SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(browser_test.SHOTS / "book-hu-chapter-1.png"))


@pytest.fixture(scope="module")
def browser_hu(site_hu, chromium):
    yield from _serve(site_hu, chromium)
