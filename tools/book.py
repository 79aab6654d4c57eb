"""Build the course as a static book: Sphinx with MyST-NB and sphinx-book-theme, offline.

Usage: python tools/book.py [--language LANGUAGE] [--reference] [out_dir]
                                          (``make book``: build/book; ``make book-hu``: build/book/hu)
       python tools/book.py --catalogs LANGUAGE   (``make translations``: the book's own pages' catalogs)

1. Stages the sources in ``<out_dir>/src``: ``book/`` (configuration, start page, style, and the
   API reference, ``book/reference/``: autodoc over the docstrings, with ``book/_ext``), every
   chapter and solutions notebook, and the course map and bibliography of ``docs/``.  The start
   page's contents are generated from the notebooks on disk.  With ``--reference`` (``make
   reference``) the notebooks are left out: the reference alone builds in seconds.
2. Prepares each notebook for reading without a kernel: every widget output becomes its stored
   snapshot — the explorer's controls as text and its output area's saved tables and plots — with
   a line saying that the chapter is interactive in JupyterLab; a note at the top links to the
   notebook itself; JupyterLab-style heading links (``#The-chapters``) become MyST's.
3. Copies the MathJax of the jupyter-server-mathjax package into the site and runs
   ``sphinx-build -W -n`` (warnings and cross-references to nothing are errors) into ``<out_dir>/html``.

Open ``<out_dir>/html/index.html`` in a browser; nothing is fetched from the network.

The Hungarian book (``--language hu``, tools/editions.py) is the same book made from the Hungarian
edition, ``notebooks-hu/``, with Sphinx's ``language = "hu"``: its search index stems Hungarian words
and the theme speaks Hungarian.  The book's own pages are translated as Sphinx translates a
documentation, through gettext catalogs kept with sphinx-intl in
``book/locale/LANGUAGE/LC_MESSAGES/`` (``--catalogs`` brings them up to date with the English pages:
Sphinx's gettext builder, then ``sphinx-intl update``; an entry whose English changed turns fuzzy):
the start page, the course map and the bibliography whole, and the API reference's own words — its
pages' headings and texts, not the docstrings (``OWN_PAGES``, ``own_words``).  The docstrings are the
package's source, English as its names and examples are; the reference's first page says so.  The
theme's words that Sphinx's and the themes' catalogs lack are in ``sphinx.po`` and ``booktheme.po``
there (book/_ext/gamekit_theme_words.py).  The notes this tool writes into the notebooks' pages come
from the tools' catalog (tools/editions.py).
"""
from __future__ import annotations

import base64
import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import editions  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
DOCS = ["course.md", "bibliography.md"]
#: The documents of the book translated through its catalogs (book/locale/): the start page, the course map
#: and the bibliography whole; of the API reference's pages, their own words only (``own_words``).
OWN_PAGES = ["index", *(f"docs/{Path(name).stem}" for name in DOCS),
             *(f"reference/{page.stem}" for page in sorted((ROOT / "book" / "reference").glob("*.rst")))]


def snapshot_note(language: str = editions.ENGLISH) -> str:
    """Return the line under a widget's snapshot that says where the widget is live, in ``language``."""
    _ = editions.words(language)
    return _("This is a snapshot of the interactive explorer as the chapter was last run; open the "
             "notebook in JupyterLab (<code>{command}</code>) to move its controls.").format(command=_lab(language))


def _lab(language: str) -> str:
    return "make lab" if language == editions.ENGLISH else f"make lab-{language}"


# ------------------------------------------------------------------ widget snapshots

def _output_html(output: dict, language: str = editions.ENGLISH) -> str:
    """Return one stored output of an Output widget as static HTML (a picture's description in ``language``)."""
    _ = editions.words(language)
    data = output.get("data", {})
    if output.get("output_type") == "stream":
        return f"<pre>{html.escape(output.get('text', ''))}</pre>"
    if output.get("output_type") == "error":
        return ""
    if "image/png" in data:
        png = data["image/png"]
        png = png if isinstance(png, str) else base64.b64encode(png).decode()
        alt = html.escape(_("plot"))
        return f'<img alt="{alt}" src="data:image/png;base64,{png.strip()}"/>'
    if "image/svg+xml" in data:
        return "".join(data["image/svg+xml"])
    if "text/html" in data:
        return "".join(data["text/html"])
    if "text/markdown" in data:
        return f"<p>{html.escape(''.join(data['text/markdown']))}</p>"
    if "text/plain" in data:
        return f"<pre>{html.escape(''.join(data['text/plain']))}</pre>"
    return ""


def _value_text(state: dict) -> str:
    value = state.get("value")
    if "index" in state and state.get("_options_labels"):
        index = state["index"]
        labels = state["_options_labels"]
        if isinstance(index, int) and 0 <= index < len(labels):
            return labels[index]
    if isinstance(value, list):
        return " – ".join(str(v) for v in value)
    return "" if value is None else str(value)


def _linked(state: dict, key: str, models: dict) -> dict:
    """Return the state of the model that ``state[key]`` names (a layout or a style), or {}."""
    ref = state.get(key)
    if isinstance(ref, str) and ref.startswith("IPY_MODEL_"):
        return models.get(ref[len("IPY_MODEL_"):], {}).get("state", {})
    return {}


def _is_cell(model: dict) -> bool:
    """Whether ``model`` is a square of a play board (a button of class gk-cell)."""
    return model.get("model_name") == "ButtonModel" and "gk-cell" in model.get("state", {}).get("_dom_classes", [])


def board_row_html(children: list[dict], models: dict) -> str:
    """Return a row of a play board as it looks: each square in its colour, with its piece.

    >>> cell = {"model_name": "ButtonModel", "state": {"description": "♛", "_dom_classes": ["gk-cell"],
    ...         "style": "IPY_MODEL_s", "layout": "IPY_MODEL_l"}}
    >>> models = {"s": {"state": {"button_color": "#F0D9B5", "text_color": "black"}},
    ...           "l": {"state": {"width": "38px", "height": "34px"}}}
    >>> "background:#F0D9B5" in board_row_html([cell], models)
    True
    """
    squares = []
    for child in children:
        state = child.get("state", {})
        style, layout = _linked(state, "style", models), _linked(state, "layout", models)
        width = layout.get("width") or "38px"
        height = layout.get("height") or "34px"
        width = "auto" if width == "auto" else width
        label = (state.get("description") or "").strip() or "\u00a0"
        border = layout.get("border") or "none"
        squares.append(
            f'<span class="gk-square" style="display:inline-block;box-sizing:border-box;min-width:{width};'
            f'height:{height};line-height:{height};padding:0 3px;text-align:center;'
            f'font-size:{html.escape(style.get("font_size") or "1.1em")};'
            f'background:{html.escape(style.get("button_color") or "#EEEEEE")};'
            f'color:{html.escape(style.get("text_color") or "black")};border:{html.escape(border)};'
            f'border-radius:2px">{html.escape(label)}</span>')
    return f'<div class="gk-board-row" style="display:flex;gap:2px;margin:1px 0">{"".join(squares)}</div>'


def widget_snapshot(model_id: str, models: dict, seen: set | None = None,
                    language: str = editions.ENGLISH) -> tuple[list[str], list[str]]:
    """Return (controls, outputs) HTML fragments of the widget ``model_id`` and its children.

    A row of a play board (a box of gk-cell buttons) is drawn as the row of squares it is, in
    its colours, among the outputs: the snapshot shows the position, not a list of labels.
    """
    seen = set() if seen is None else seen
    if model_id in seen or model_id not in models:
        return [], []
    seen.add(model_id)
    model = models[model_id]
    name, state = model.get("model_name", ""), model.get("state", {})
    controls: list[str] = []
    outputs: list[str] = []
    children = [models.get(c[len("IPY_MODEL_"):], {}) for c in state.get("children", [])
                if isinstance(c, str) and c.startswith("IPY_MODEL_")]
    if name == "HBoxModel" and children and all(_is_cell(c) for c in children):
        return [], [board_row_html(children, models)]
    if "gk-number-box" in state.get("_dom_classes", []):      # the slider beside it says the same value
        return [], []
    if name == "OutputModel":
        outputs += [h for h in (_output_html(o, language) for o in state.get("outputs", [])) if h]
    elif name in ("HTMLModel", "HTMLMathModel"):
        if state.get("value"):
            outputs.append(state["value"])
    elif name == "ImageModel":                     # its picture is a binary buffer, saved in base64
        for buffer in model.get("buffers", []):
            if buffer.get("path") == ["value"] and buffer.get("encoding", "base64") == "base64":
                kind = html.escape(str(state.get("format", "png")))
                _ = editions.words(language)
                alt = html.escape(_("board"))
                outputs.append(f'<img alt="{alt}" src="data:image/{kind};base64,{buffer["data"]}"/>')
    elif name == "ButtonModel":
        label = state.get("description") or state.get("tooltip") or ""
        if label:
            controls.append(f'<span class="gk-button">{html.escape(label)}</span>')
    elif name == "LabelModel":
        if state.get("value"):
            controls.append(f'<span class="gk-control">{html.escape(str(state["value"]))}</span>')
    elif "value" in state or "index" in state:
        description = html.escape(str(state.get("description", "")).rstrip(":"))
        value = html.escape(_value_text(state))
        label = f"<b>{description}:</b> " if description else ""
        controls.append(f'<span class="gk-control">{label}{value}</span>')
    for child in state.get("children", []):
        if isinstance(child, str) and child.startswith("IPY_MODEL_"):
            c, o = widget_snapshot(child[len("IPY_MODEL_"):], models, seen, language)
            controls += c
            outputs += o
    return controls, outputs


def snapshot_html(model_id: str, models: dict, language: str = editions.ENGLISH) -> str:
    """Return the static snapshot of a widget: its controls as text, its saved outputs, a note in ``language``."""
    controls, outputs = widget_snapshot(model_id, models, language=language)
    parts = ['<div class="gk-snapshot">']
    if controls:
        parts.append(f'<div class="gk-controls">{"".join(controls)}</div>')
    parts += outputs
    parts.append("</div>")
    parts.append(f'<p class="gk-snapshot-note">{snapshot_note(language)}</p>')
    return "\n".join(parts)


# ------------------------------------------------------------------ notebooks

def _myst_slug(text: str) -> str:
    """Return the anchor MyST gives a heading (lower case, spaces to hyphens, punctuation dropped)."""
    slug = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return re.sub(r"\s", "-", slug)


#: A link to a heading of the same notebook, JupyterLab's way: its target may hold balanced parentheses
#: (a Hungarian part heading, "#2.-rész-(3-ból)-—-…").
_HEADING_LINK = re.compile(r"\]\(#((?:[^()\s]|\([^()\s]*\))+)\)")


def prepare(nb: nbformat.NotebookNode, link: str, language: str = editions.ENGLISH) -> nbformat.NotebookNode:
    """Return ``nb`` ready for the book: widget snapshots, a link to the notebook, MyST anchors.

    >>> nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(
    ...     "# 1. fejezet\\n\\nLásd [a 2. részt](#2.-rész-(3-ból)-—-Értéktáblázatok,-halmok)!")])
    >>> prepare(nb, "_notebooks/01.ipynb", "hu").cells[0].source.splitlines()[-1]
    'Lásd [a 2. részt](#2-rész-3-ból--értéktáblázatok-halmok)!'
    """
    _ = editions.words(language)
    models = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = _HEADING_LINK.sub(lambda m: f"](#{_myst_slug(m.group(1).replace('-', ' '))})", cell.source)
            continue
        if cell.cell_type != "code":
            continue
        outputs = []
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(WIDGET_VIEW) if output.get("output_type") in (
                "display_data", "execute_result") else None
            if view is None:
                outputs.append(output)
                continue
            outputs.append(nbformat.v4.new_output(
                "display_data", data={"text/html": snapshot_html(view["model_id"], models, language)}))
        cell.outputs = outputs
    nb.metadata.pop("widgets", None)
    # a MyST container, not raw HTML: the download role (which copies the notebook) works only in MyST
    note = nbformat.v4.new_markdown_cell(
        ":::{container} gk-notebook-link\n"
        + _("This page is the notebook {notebook} as it was last run. Download it and open it in JupyterLab "
            "(or clone the course and run `{command}`) to run the code, move the sliders and check your "
            "answers.").format(notebook=f"{{download}}`{Path(link).name} <{link}>`", command=_lab(language))
        + "\n:::")
    first_heading = next((i for i, c in enumerate(nb.cells)
                          if c.cell_type == "markdown" and c.source.lstrip().startswith("# ")), 0)
    nb.cells.insert(first_heading + 1, note)
    return nb


def stage(src: Path, chapters: bool = True, language: str = editions.ENGLISH) -> list[Path]:
    """Write the book's sources into ``src`` (the notebooks only with ``chapters``); return the staged notebooks.

    The notebooks are those of the edition in ``language`` (tools/editions.py).
    """
    if src.exists():
        shutil.rmtree(src)
    shutil.copytree(ROOT / "book", src)
    staged = []
    folder = editions.notebooks(language)
    notebooks = sorted(folder.glob("[0-9][0-9]-*.ipynb")) + sorted((folder / "solutions").glob("*.ipynb"))
    if chapters and not notebooks:
        raise RuntimeError(f"no notebooks in {folder}: make them with `make notebooks-{language}`")
    for path in notebooks if chapters else []:
        rel = path.relative_to(folder)
        target = src / "notebooks" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        download = src / "_notebooks" / rel           # the notebook itself, offered for download
        download.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, download)
        link = Path("/".join([".."] * (len(rel.parts)))) / "_notebooks" / rel
        nb = prepare(nbformat.read(path, as_version=4), link.as_posix(), language)
        nbformat.write(nb, target)
        staged.append(target)
    (src / "docs").mkdir(exist_ok=True)
    for name in DOCS:
        text = (ROOT / "docs" / name).read_text(encoding="utf-8")
        (src / "docs" / name).write_text(text, encoding="utf-8")
    pages = [p for p in staged if p.parent.name == "notebooks"]
    solutions = [p for p in staged if p.parent.name == "solutions"]

    def toctree(caption: str, entries: list[str]) -> str:
        return "\n```{toctree}\n:caption: " + caption + "\n:maxdepth: 1\n\n" + "\n".join(entries) + "\n```\n"

    def names(paths: list[Path]) -> list[str]:
        return [p.relative_to(src).with_suffix("").as_posix() for p in paths]

    index = src / "index.md"
    index.write_text(index.read_text(encoding="utf-8")
                     + (toctree("The chapters", names(pages)) if pages else "")
                     + (toctree("Solutions to the exercises", names(solutions)) if solutions else "")
                     + toctree("Reference", [f"docs/{Path(n).stem}" for n in DOCS] + ["reference/index"]),
                     encoding="utf-8")
    import jupyter_server_mathjax

    mathjax = Path(jupyter_server_mathjax.__file__).parent / "static"
    shutil.copytree(mathjax, src / "_static" / "mathjax")
    return staged


def build(out: Path, chapters: bool = True, language: str = editions.ENGLISH) -> Path:
    """Build the book into ``out/html`` (warnings and broken references are errors); return its index page.

    Without ``chapters``, only the start page, the course map, the bibliography and the API reference:
    the quick way to see whether the docstrings still build.  In another ``language`` than English the
    book is made of that edition's notebooks and its own pages are translated (book/locale/).
    """
    _ = editions.words(language)
    src = out / "src"
    stage(src, chapters, language)
    html_dir = out / "html"
    if html_dir.exists():
        shutil.rmtree(html_dir)
    title, authors = _("gamekit — impartial games"), _("the gamekit authors")
    cmd = [sys.executable, "-m", "sphinx", "-W", "-n", "--keep-going", "-q", "-b", "html",
           "-D", f"language={language}", "-D", f"html_title={title}", "-D", f"project={title}",
           "-D", f"author={authors}",
           "-d", str(out / "doctrees"), str(src), str(html_dir)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode:
        raise RuntimeError(f"sphinx-build failed:\n{result.stdout}\n{result.stderr}")
    return html_dir / "index.html"


def templates(out: Path) -> Path:
    """Write the message templates of the book's own pages (Sphinx's gettext builder) into ``out/pot``; return it.

    The chapters are left out (they are translated through their own catalogs, tools/translations.py),
    and of the API reference only its pages' own words are kept (``own_words``).
    """
    src = out / "src"
    stage(src, chapters=True)
    pot = out / "pot"
    if pot.exists():
        shutil.rmtree(pot)
    left_out = "notebooks/**,_notebooks/**,_build,**/.ipynb_checkpoints"
    cmd = [sys.executable, "-m", "sphinx", "-q", "-b", "gettext", "-D", f"exclude_patterns={left_out}",
           "-D", "gettext_location=1", "-d", str(out / "doctrees"), str(src), str(pot)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode:
        raise RuntimeError(f"sphinx-build -b gettext failed:\n{result.stdout}\n{result.stderr}")
    for template in pot.rglob("*.pot"):
        if template.relative_to(pot).with_suffix("").as_posix() in OWN_PAGES:
            own_words(template, src, pot)
        else:
            template.unlink()
    return pot


def own_words(template: Path, src: Path, pot: Path) -> None:
    """Keep in the message template ``template`` the messages written in the book's sources ``src``, unlocated.

    The locations of the messages are relative to ``pot``, the folder the gettext builder wrote into.

    A page of the API reference holds its own headings and texts and the docstrings autodoc reads
    from the package: the docstrings stay English (the code's language), so their messages go.  A
    message is kept if one of its locations is a file of ``src``; then its locations are dropped, as
    the catalogs keep none (``gettext_location = False``).
    """
    from babel.messages.pofile import read_po, write_po

    with open(template, "rb") as stream:
        catalog = read_po(stream)
    root = src.resolve()
    for message in list(catalog):
        if not message.id:
            continue
        if not any((pot / filename).resolve().is_relative_to(root) for filename, _ in message.locations):
            del catalog[message.id]
            continue
        message.locations = []
    with open(template, "wb") as stream:
        write_po(stream, catalog, width=100, omit_header=False)


def catalogs(language: str, out: Path | None = None) -> list[Path]:
    """Bring the catalogs of the book's own pages in ``language`` up to date (sphinx-intl); return them."""
    out = out or ROOT / "build" / "book" / "gettext"
    pot = templates(out)
    locale = ROOT / "book" / "locale"
    cmd = [sys.executable, "-m", "sphinx_intl", "update", "-p", str(pot), "-d", str(locale), "-l", language,
           "-w", "100"]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode:
        raise RuntimeError(f"sphinx-intl update failed:\n{result.stdout}\n{result.stderr}")
    return sorted((locale / language / "LC_MESSAGES").rglob("*.po"))


def main(argv: list[str]) -> int:
    if "--catalogs" in argv:
        language, _ = editions.language_option(["--language", *argv[argv.index("--catalogs") + 1:][:1]])
        for path in catalogs(language):
            print(path.relative_to(ROOT))
        return 0
    language, argv = editions.language_option(argv)
    chapters = "--reference" not in argv
    argv = [a for a in argv if a != "--reference"]
    default = ROOT / "build" / "book" if language == editions.ENGLISH else ROOT / "build" / "book" / language
    out = Path(argv[0]).resolve() if argv else default
    try:
        index = build(out, chapters, language)
    except RuntimeError as error:
        print(error, file=sys.stderr)
        return 1
    print(f"the book is in {index.parent}: open {index}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
