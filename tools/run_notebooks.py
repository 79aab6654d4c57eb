"""Run notebooks top to bottom on a fresh kernel and save them with their outputs.

Usage: python tools/run_notebooks.py notebooks/01-kernel-and-mex.ipynb [...]
"""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def run(path: Path) -> None:
    """Execute the notebook at ``path`` in its own folder and write it back in place."""
    nb = nbformat.read(path, as_version=4)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    client = NotebookClient(nb, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    nbformat.write(nb, path)
    print(f"ran {path}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for name in sys.argv[1:]:
        run(Path(name))
