"""The first cell of a chapter says it is loading before the second or two of importing, then leaves only the style."""
from __future__ import annotations


import pytest

from gamekit.core.language import language
from gamekit.course.notebook import LOADING, SNAPSHOT_STYLE, loading_notice


def test_the_set_up_cell_says_loading_first_and_keeps_only_the_snapshot_style():
    jupyter_client = pytest.importorskip("jupyter_client")
    km, kc = jupyter_client.manager.start_new_kernel(kernel_name="python3")
    try:
        msg_id = kc.execute("import gamekit as gk\ngk.setup()")
        seen = []
        while True:
            msg = kc.get_iopub_msg(timeout=60)
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            kind = msg["msg_type"]
            if kind in ("display_data", "update_display_data"):
                seen.append((kind, msg["content"]["data"].get("text/html")))
            if kind == "error":
                pytest.fail("\n".join(msg["content"]["traceback"]))
            if kind == "status" and msg["content"]["execution_state"] == "idle":
                break
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    assert seen == [("display_data", LOADING), ("update_display_data", SNAPSHOT_STYLE)]


def test_the_loading_line_is_said_in_the_language_spoken():
    before = language()
    try:
        language("hu")
        said = loading_notice()
    finally:
        language(before)
    assert said.startswith("<span class='gk-loading'") and "Loading" not in said and "gamekit" in said
    assert loading_notice() == LOADING
