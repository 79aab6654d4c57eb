"""Each module of the atlas on its own: the code lists, the store with its lock, the cluster's options
and Ctrl-C, without a census around them."""
from __future__ import annotations

import os
import signal

import pytest

from gamekit.atlas import cluster, codes, store


def test_the_two_digit_codes_are_the_56_of_the_atlas():
    two = codes.octal_codes(2)
    assert len(two) == 7 * 8 and two[0] == "0.01" and two[-1] == "0.77"
    assert all(code[-1] != "0" for code in two)
    assert len(codes.octal_codes(2, splitting_zero=True)) == 2 * len(two)


def test_checked_codes_write_kayles_once_however_it_is_spelled():
    assert codes.checked_codes(["0.77", ".77", "·77", "0.770", "0.07"]) == ["0.77", "0.07"]
    with pytest.raises(TypeError, match="not the single string '0.77'"):
        codes.checked_codes("0.77")
    with pytest.raises(ValueError, match="at least one octal code"):
        codes.checked_codes([])
    with pytest.raises(ValueError, match="digits 0–7 only"):
        codes.checked_codes(["0.8"])
    with pytest.raises(TypeError, match="codes should be a list of octal codes.*got the number 5"):
        codes.checked_codes(5)


def test_a_census_of_five_codes_written_as_a_number_is_refused_in_one_sentence():
    import gamekit as gk
    with pytest.raises(TypeError, match=r"like \['0.77', '0.07'\], got the number 5$"):
        gk.census(5, 100, workers=None)
    with pytest.raises(TypeError, match="octal_codes: digits must be a whole number.*2.5"):
        codes.octal_codes(2.5)
    with pytest.raises(ValueError, match="1 to 6 digits, got 7"):
        codes.octal_codes(7)


def test_the_store_keeps_rows_and_skips_a_line_cut_short(tmp_path):
    path = tmp_path / "census.jsonl"
    with store.census_file(path) as out:
        store.append_row(out, {"code": "0.77", "asked": 100, "status": "periodic"})
        store.append_row(out, store.failed_row("0.6", 100, MemoryError("no room")))
        out.write(b'{"code": "0.0')                                    # a crash in the middle of a row
    with store.census_file(path) as out:                                # the cut line is ended first
        store.append_row(out, {"code": "0.07", "asked": 100, "status": "periodic"})
        store.append_row(out, {"code": "0.07", "asked": 50, "status": "periodic"})
    rows, damaged = store.parse_rows(path.read_text())
    assert damaged == 1 and [row["code"] for row in rows] == ["0.77", "0.6", "0.07", "0.07"]
    assert set(store.rows_for(rows, 100)) == {"0.77", "0.07"}                     # the failed game is redone
    with pytest.warns(UserWarning, match="skipped 1 damaged line"):
        largest = store.stored_rows(path, None, what="census", size_name="n", call="census(...)")
    assert [row["code"] for row in largest] == ["0.07", "0.77"]
    with pytest.raises(ValueError, match="holds no census to n = 7; it holds censuses to n = 50, 100"):
        store.stored_rows(path, 7, what="census", size_name="n", call="census(...)")


def test_the_store_refuses_a_second_writer_while_the_first_writes(tmp_path):
    path = tmp_path / "census.jsonl"
    with store.census_file(path):
        with pytest.raises(RuntimeError, match="another census is writing"):
            with store.census_file(path):
                pass
    with store.census_file(path) as out:                               # the lock ends with the census
        assert out.tell() == 0


def test_the_store_refuses_what_is_no_file_name(tmp_path):
    with pytest.raises(TypeError, match="path must be a file name"):
        store.store_path(3)
    with pytest.raises(ValueError, match="must be a file, got the folder"):
        with store.census_file(tmp_path):
            pass
    with pytest.raises(ValueError, match="there is no census"):
        store.stored_rows(tmp_path / "none.jsonl", None, what="census", size_name="n", call="census(...)")


def test_the_cluster_options_are_checked_before_any_cluster_starts():
    assert cluster.cluster_options(None, " tcp://127.0.0.1:8786 ", None, 5) == (None, "tcp://127.0.0.1:8786")
    with pytest.raises(TypeError, match="workers must be a whole number"):
        cluster.cluster_options(None, None, 2.5, 30)
    with pytest.raises(ValueError, match="address must be a scheduler's address"):
        cluster.cluster_options(None, "http://127.0.0.1:8786", 2, 30)
    with pytest.raises(ValueError, match="timeout must be a positive number"):
        cluster.cluster_options(None, None, 2, 0)
    assert cluster.workers_at_once(None, None, 4) == 4
    assert cluster.workers_at_once(None, "tcp://127.0.0.1:8786", 4) == 1       # the games run elsewhere


def test_a_ctrl_c_waits_for_the_end_of_a_process_start():
    # Python's own handler first, whatever an earlier test in this process left (one left SIG_IGN)
    left = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        seen = []
        with pytest.raises(KeyboardInterrupt):
            with cluster.deferred_interrupt():
                os.kill(os.getpid(), signal.SIGINT)          # arrives now, raised only when the block ends
                seen.append("the block ran to its end")
        assert seen == ["the block ran to its end"]
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGINT, left)
