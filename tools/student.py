"""Write clean copies of the chapters for live coding: notebooks/student/ (ignored by git).

Usage: python tools/student.py [--language LANGUAGE] [notebooks_dir]   (``make student``, ``make student-hu``)

With ``--language hu`` the Hungarian edition's chapters (``notebooks-hu/``) are copied into
``notebooks-hu/student/``, with its README in Hungarian (tools/editions.py).

Every chapter ``notebooks/NN-*.ipynb`` is copied with all outputs and execution counts cleared.
Its exercises stay as they are — statement, answer cell with its ``...``, check and hints — and
any solution cell (a code cell whose first line is ``# Solution``) is emptied.  The solutions
notebooks are *not* copied: their prose explains the answers, so nothing of them may
reach the student folder; links into ``solutions/`` are pointed at ``../solutions/`` so they
still work from the copies.  The folder is rebuilt from scratch on every run.
"""
from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import editions  # noqa: E402

SOLUTION_MARK = "# Solution"


def is_solution(cell) -> bool:
    """Return True when ``cell`` is a solution cell (a code cell starting with ``# Solution``)."""
    lines = cell.source.lstrip().splitlines()
    return cell.cell_type == "code" and bool(lines) and lines[0].strip() == SOLUTION_MARK


def student_copy(nb):
    """Return ``nb`` with solution cells emptied, outputs cleared and links to solutions fixed."""
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
            cell.metadata.pop("execution", None)
            if is_solution(cell):
                cell.source = ""
        elif cell.cell_type == "markdown":
            cell.source = re.sub(r"\]\((?:\./)?solutions/", "](../solutions/", cell.source)
    nb.metadata.pop("widgets", None)          # saved widget state is an output too
    return nb


def main(argv: list[str]) -> int:
    language, argv = editions.language_option(argv)
    _ = editions.words(language)
    root = Path(argv[0]) if argv else editions.notebooks(language)
    if not sorted(root.glob("[0-9][0-9]-*.ipynb")):
        print(f"no chapters in {root}" + ("" if language == editions.ENGLISH
                                          else f": make them with `make notebooks-{language}`"), file=sys.stderr)
        return 1
    out = root / "student"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir()
    chapters = sorted(root.glob("[0-9][0-9]-*.ipynb"))
    for path in chapters:
        nb = student_copy(nbformat.read(path, as_version=4))
        nbformat.write(nb, out / path.name)
    (out / "README.md").write_text(
        _("Clean copies of the chapters for live coding, written by `{command}` (tools/student.py): "
          "outputs cleared, solution cells emptied. Rebuilt on every run; do not edit here. This folder "
          "is ignored by git.").format(command="make student" if language == editions.ENGLISH
                                       else f"make student-{language}") + "\n", encoding="utf-8")
    print(f"wrote {len(chapters)} clean chapters to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
