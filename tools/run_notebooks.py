"""Run notebooks top to bottom on a fresh kernel and save them with their outputs.

Usage: python tools/run_notebooks.py notebooks/01-kernel-and-mex.ipynb [...]

The state of every widget is saved in the notebook too (``metadata.widgets``), so a chapter opened
without running anything shows each explorer as a static snapshot of its last state — in
JupyterLab and in RISE slides — instead of a line of text such as ``VBox(children=(...``.
``make lab`` trusts the notebooks so that these saved outputs are displayed.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def run(path: Path) -> None:
    """Execute the notebook at ``path`` in its own folder and write it back in place, widget state included."""
    nb = nbformat.read(path, as_version=4)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata.pop("widgets", None)               # no stale state from an earlier run
    client = NotebookClient(nb, timeout=600, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    widgets = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    nbformat.write(nb, path)
    print(f"ran {path}" + (f" ({len(widgets)} widget models saved)" if widgets else ""))


if __name__ == "__main__":
    os.environ["GAMEKIT_PROGRESS"] = "off"          # saved outputs must not depend on the machine's load
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for name in sys.argv[1:]:
        run(Path(name))
