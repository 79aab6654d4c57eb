"""Add "previous · contents · next" links to every notebook and the contents list of start-here.

Usage: python tools/navigation.py [--check] [notebooks_dir]

Works on the notebooks on disk: the chapters ``notebooks/NN-*.ipynb`` (in the order of their
numbers) and their solutions ``notebooks/solutions/NN-*-solutions.ipynb``.  Each gets a
navigation cell at the top and at the bottom (markdown cells with the ids ``nav-top`` and
``nav-bottom``); ``00-start-here.ipynb`` gets its contents list in the markdown cell with the id
``contents``, placed after the cell whose heading is "## The chapters".  Titles come from each
notebook's first "# " heading.

The script is idempotent (a second run changes nothing) and touches only these cells, never a
code cell or an output.  ``--check`` changes nothing and exits 1, naming the notebooks, when a
run would change something (the tests use it).
"""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat

START = "00-start-here.ipynb"
NAV_IDS = ("nav-top", "nav-bottom")
CONTENTS_ID = "contents"
CONTENTS_HEADING = "## The chapters"


def chapters(root: Path) -> list[Path]:
    """Return the chapter notebooks in ``root``, in the order of their numbers."""
    return sorted(root.glob("[0-9][0-9]-*.ipynb"))


def solutions(root: Path) -> list[Path]:
    """Return the solutions notebooks in ``root/solutions``, in the order of their numbers."""
    return sorted((root / "solutions").glob("[0-9][0-9]-*.ipynb"))


def solution_of(chapter: Path) -> Path:
    """Return the path the solutions notebook of ``chapter`` has (it may not exist)."""
    return chapter.parent / "solutions" / f"{chapter.stem}-solutions.ipynb"


def title(path: Path) -> str:
    """Return the text of the first "# " heading of the notebook at ``path``."""
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "markdown" and cell.get("id") not in NAV_IDS:
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    raise ValueError(f"{path} has no '# ' title heading")


def _link(text: str, target: str | None) -> str:
    return f"[{text}]({target})" if target else f"<span style='color:#888'>{text}</span>"


def nav_text(path: Path, root: Path) -> str:
    """Return the markdown of the navigation line of the notebook at ``path``."""
    chs = chapters(root)
    if path.parent == root:
        i = chs.index(path)
        prev = chs[i - 1].name if i > 0 else None
        nxt = chs[i + 1].name if i + 1 < len(chs) else None
        contents = "#The-chapters" if path.name == START else START
        parts = [_link("← previous", prev), _link("contents", contents), _link("next →", nxt)]
        if solution_of(path).exists():
            parts.append(_link("solutions", f"solutions/{solution_of(path).name}"))
        return " · ".join(parts)
    sols = solutions(root)
    i = sols.index(path)
    prev = sols[i - 1].name if i > 0 else None
    nxt = sols[i + 1].name if i + 1 < len(sols) else None
    chapter = path.name.replace("-solutions.ipynb", ".ipynb")
    parts = [_link("← previous solutions", prev), _link("contents", f"../{START}"),
             _link("next solutions →", nxt)]
    if (root / chapter).exists():
        parts.append(_link("back to the chapter", f"../{chapter}"))
    return " · ".join(parts)


def contents_text(root: Path) -> str:
    """Return the markdown list of the chapters on disk, each with its solutions link."""
    lines = []
    for ch in chapters(root):
        if ch.name == START:
            continue
        line = f"- [{title(ch)}]({ch.name})"
        if solution_of(ch).exists():
            line += f" — [solutions](solutions/{solution_of(ch).name})"
        lines.append(line)
    return "\n".join(lines)


def _markdown(cell_id: str, source: str) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_markdown_cell(source)
    cell["id"] = cell_id
    cell.metadata = {"slideshow": {"slide_type": "skip"}} if cell_id in NAV_IDS else {}
    return cell


def _set(nb, cell_id: str, source: str, index: int) -> None:
    """Put a markdown cell with ``cell_id`` and ``source`` at ``index`` (replacing an old one)."""
    old = [i for i, c in enumerate(nb.cells) if c.get("id") == cell_id]
    if old:
        cell = nb.cells[old[0]]
        if cell.source != source:
            cell.source = source
        return
    nb.cells.insert(index if index >= 0 else len(nb.cells), _markdown(cell_id, source))


def updated(path: Path, root: Path):
    """Return the notebook at ``path`` with its navigation (and contents) cells up to date."""
    nb = nbformat.read(path, as_version=4)
    nav = nav_text(path, root)
    _set(nb, "nav-top", nav, 0)
    _set(nb, "nav-bottom", nav, -1)
    if path.parent == root and path.name == START:
        heading = [i for i, c in enumerate(nb.cells)
                   if c.cell_type == "markdown" and c.source.startswith(CONTENTS_HEADING)]
        if not heading:
            raise ValueError(f"{path} has no '{CONTENTS_HEADING}' cell for the contents list")
        _set(nb, CONTENTS_ID, contents_text(root), heading[0] + 1)
    return nb


def all_notebooks(root: Path) -> list[Path]:
    """Return every chapter and solutions notebook under ``root``."""
    return chapters(root) + solutions(root)


def main(argv: list[str]) -> int:
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    root = Path(args[0]) if args else Path(__file__).resolve().parent.parent / "notebooks"
    stale = []
    for path in all_notebooks(root):
        before = path.read_text(encoding="utf-8")
        nb = updated(path, root)
        after = nbformat.writes(nb) + "\n"
        if after != before and nbformat.reads(after, 4) != nbformat.reads(before, 4):
            stale.append(path)
            if not check:
                nbformat.write(nb, path)
    for path in stale:
        print(f"{'out of date' if check else 'updated'}: {path}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
