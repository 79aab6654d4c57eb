"""docs/api.md is generated from the docstrings by tools/api_reference.py and kept up to date."""
from __future__ import annotations

import pytest

import importlib.util
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "api_reference.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("api_reference", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_api_reference_is_up_to_date():
    tool = load_tool()
    assert tool.OUTPUT.read_text(encoding="utf-8") == tool.render(), \
        "docs/api.md is out of date: run  .venv/bin/python tools/api_reference.py"


def test_api_reference_lists_every_public_name_of_the_package():
    import gamekit as gk

    text = load_tool().render()
    missing = [name for name in gk.__all__ if not name.startswith("_") and name not in
               {"exercises", "plots", "tables", "widgets"} and f"`{name}" not in text]
    assert not missing


@pytest.mark.slow
def test_api_reference_is_the_same_without_the_optional_extras():
    """The reference reads the same whether the grading and atlas extras (nbgrader, Dask) are installed or not."""
    import subprocess
    import sys

    hide = ("import sys, importlib.abc, importlib.util\n"
            "HIDDEN = {'nbgrader', 'dask', 'distributed'}\n"
            "class Missing(importlib.abc.MetaPathFinder):\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name.split('.')[0] in HIDDEN:\n"
            "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
            "sys.meta_path.insert(0, Missing())\n"
            "found = importlib.util.find_spec\n"
            "importlib.util.find_spec = lambda name, package=None: (\n"
            "    None if name.split('.')[0] in HIDDEN else found(name, package))\n"
            f"spec = importlib.util.spec_from_file_location('api_reference', {str(TOOL)!r})\n"
            "tool = importlib.util.module_from_spec(spec); spec.loader.exec_module(tool)\n"
            "import nbgrader\n")
    probe = subprocess.run([sys.executable, "-c", hide], capture_output=True, text=True)
    assert "No module named 'nbgrader'" in probe.stderr          # the extras are really hidden
    render = hide.replace("import nbgrader\n", "sys.stdout.write(tool.render())\n")
    done = subprocess.run([sys.executable, "-c", render], capture_output=True, text=True, encoding="utf-8")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout == load_tool().render()
