"""Lecture mode: what ``make lab`` installs for presenting (tools/presenting.py).

The keys and the lecture extension are driven in Chromium by the lecture step of
tools/browser_test.py; these tests check, without a browser, that JupyterLab would load them.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import presenting  # noqa: E402


def test_jupyterlab_finds_the_lecture_extension(tmp_path):
    from jupyterlab_server.config import get_federated_extensions

    folder = presenting.install_extension(tmp_path)
    found = get_federated_extensions([str(tmp_path / "labextensions")])
    build = found["gamekit-lecture"]["jupyterlab"]["_build"]
    assert (folder / build["load"]).is_file()
    entry = (folder / build["load"]).read_text(encoding="utf-8")
    assert "window._JUPYTERLAB['gamekit-lecture']" in entry       # the container JupyterLab asks for
    assert all(f"'{module}'" in entry for module in (build["extension"], build["style"]))


def test_installing_the_extension_again_replaces_it(tmp_path):
    folder = presenting.install_extension(tmp_path)
    (folder / "static" / "stale.js").write_text("old")
    assert not (presenting.install_extension(tmp_path) / "static" / "stale.js").exists()


def test_interrupt_keys_while_presenting_whatever_has_the_focus():
    keys = presenting.with_overrides({})["@jupyterlab/shortcuts-extension:shortcuts"]["shortcuts"]
    interrupt = {(tuple(k["keys"]), k["selector"]) for k in keys if k["command"] == "notebook:interrupt-kernel"}
    deck = ".jp-Deck .jp-Notebook.jp-mod-commandMode:not(.jp-mod-readWrite)"
    assert (("I", "I"), f"{deck}:focus") in interrupt                  # the notebook itself, after Run All
    assert {(("Escape", "I", "I"), f"{deck}:focus"), (("Escape", "I", "I"), f"{deck} :focus")} <= interrupt


def test_overrides_keep_other_settings(tmp_path):
    path = tmp_path / "overrides.json"
    path.write_text(json.dumps({"a:b": {"c": 1}}))
    written = json.loads(presenting.write_overrides(path).read_text())
    assert written["a:b"] == {"c": 1} and "@jupyterlab/shortcuts-extension:shortcuts" in written
