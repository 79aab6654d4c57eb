"""docs/api.md is generated from the docstrings by tools/api_reference.py and kept up to date."""
from __future__ import annotations

import importlib.util
from pathlib import Path

TOOL = Path(__file__).resolve().parent.parent / "tools" / "api_reference.py"


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
