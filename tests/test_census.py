"""The census of octal games on a real Dask cluster: the same table serially, on a local cluster of
two worker processes and on a cluster started as separate processes reached by its address;
literature periods come out, unsolved games come out open, an interrupted census resumes."""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

import gamekit as gk
from gamekit.atlas import CENSUS_COLUMNS, census, octal_codes

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import browser_test  # noqa: E402  (tools/: the free-port and stop helpers the browser test uses)

pytest.importorskip("distributed")

UNSOLVED = [".6", ".14", ".36", ".64", ".74", ".76", ".004", ".005", ".006", ".007", ".016", ".106",
            ".114", ".125"]
SMALL = ["0.77", "0.07", "0.137", "0.156", "0.6", "0.14", "4.7", "0.4", "0.3", "0.33"]


def _without_time(table):
    return table.drop(columns=["seconds"]).to_dict("records")


def test_known_periods_come_out_of_the_census():
    table = census(["0.77", "0.07", "0.156", "0.16", "0.56"], 660_000, workers=None).set_index("code")
    expected = {"0.77": (71, 12), "0.07": (53, 34), "0.156": (3479, 349),   # Kayles, Dawson's Kayles, Kenyon
                "0.16": (105_351, 149_459), "0.56": (326_640, 144)}      # Gangolli and Plambeck
    for code, (preperiod, period) in expected.items():
        assert table.loc[code, "status"] == "periodic"
        assert (table.loc[code, "preperiod"], table.loc[code, "period"]) == (preperiod, period)


def test_unsolved_games_come_out_open_with_their_rare_values():
    table = census(UNSOLVED, 20_000, workers=None)
    assert list(table["code"]) == [gk.OctalGame(c).code for c in UNSOLVED]
    assert set(table["status"]) == {"open"}
    assert all(table["preperiod"] == "–") and all(table["rare heaps"] != "–")


def test_classes_join_exactly_the_codes_with_identical_sequences():
    codes = octal_codes(2)
    table = census(codes, 300, workers=None).set_index("code")
    sequences = {c: tuple(gk.OctalGame(c).grundy_sequence(300)) for c in codes}
    for code in codes:
        first = next(c for c in codes if sequences[c] == sequences[code])
        assert table.loc[code, "class"] == first


def test_a_local_cluster_of_two_workers_gives_the_serial_table():
    serial = census(SMALL, 5000, workers=None)
    assert _without_time(census(SMALL, 5000, workers=2, progress=False)) == _without_time(serial)


def test_a_cluster_of_separate_processes_reached_by_address_gives_the_serial_table(tmp_path):
    from distributed import Client

    port = browser_test.free_port()
    address = f"tcp://127.0.0.1:{port}"
    dask = str(Path(sys.executable).parent / "dask")
    log = open(tmp_path / "cluster.log", "w")
    scheduler = subprocess.Popen([dask, "scheduler", "--host", "127.0.0.1", "--port", str(port),
                                  "--no-dashboard"], stdout=log, stderr=subprocess.STDOUT)
    worker = subprocess.Popen([dask, "worker", address, "--nworkers", "2", "--nthreads", "1",
                               "--host", "127.0.0.1", "--no-dashboard"], stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.time() + 60
        while True:
            try:
                with Client(address, timeout="5s") as client:
                    client.wait_for_workers(2, timeout=60)
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.5)
        by_address = census(SMALL, 5000, address=address, progress=False)
        assert _without_time(by_address) == _without_time(census(SMALL, 5000, workers=None))
    finally:
        for process in (worker, scheduler):
            browser_test.stop(process, 20)
        log.close()


def test_an_interrupted_census_resumes_where_it_stopped(tmp_path):
    path = tmp_path / "census.jsonl"
    codes = SMALL

    def stop_after_four(done, total):
        if done >= 4:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        census(codes, 5000, workers=2, path=path, progress=stop_after_four)
    kept = [json.loads(line) for line in path.read_text().splitlines()]
    assert 4 <= len(kept) < len(codes)
    seen = []
    table = census(codes, 5000, workers=2, path=path, progress=lambda done, total: seen.append(done))
    assert seen[0] == len(kept)                       # the rows on disk are not computed again
    lines = path.read_text().splitlines()
    assert len(lines) == len(codes) and len({json.loads(line)["code"] for line in lines}) == len(codes)
    assert _without_time(table) == _without_time(census(codes, 5000, workers=None))


def test_a_failed_game_is_reported_in_its_row(monkeypatch):
    import gamekit.atlas as module

    real = module.census_row

    def flaky(code, n):
        if code == "0.6":
            raise MemoryError("no room")
        return real(code, n)

    monkeypatch.setattr(module, "census_row", flaky)
    table = census(["0.77", "0.6"], 500, workers=None).set_index("code")
    assert table.loc["0.6", "status"] == "failed: MemoryError: no room"
    assert table.loc["0.77", "status"] == "periodic"


@pytest.mark.parametrize("codes, n, message", [
    (["0.77", "0.9"], 100, "digits 0–7 only"),
    ("0.77", 100, "list of codes"),
    ([], 100, "at least one"),
    (["0.77"], 1 << 40, "more than a census computes"),
    (["0.77"], -5, "heap"),
])
def test_bad_input_is_refused_before_any_work(codes, n, message):
    with pytest.raises(ValueError, match=message):
        census(codes, n)


def test_the_table_has_the_documented_columns():
    assert list(census(["0.77"], 200, workers=None).columns) == CENSUS_COLUMNS


def test_read_census_reads_without_computing(tmp_path, monkeypatch):
    import gamekit.atlas as module

    path = tmp_path / "census.jsonl"
    written = census(["0.77", "0.6", "4.7"], 3000, workers=None, path=path)
    monkeypatch.setattr(module, "census_row", lambda code, n: pytest.fail("read_census computed"))
    again = module.read_census(path)
    assert _without_time(again.set_index("code").loc[["0.77", "0.6", "4.7"]].reset_index()) == \
        _without_time(written)
    with pytest.raises(ValueError, match="there is no census"):
        module.read_census(tmp_path / "none.jsonl")


def test_the_atlas_view_and_plot_show_the_census():
    from gamekit.plots.atlas import census_plot
    from gamekit.widgets.atlas import atlas_view

    table = census(["0.77", "0.07", "0.156", "0.6"], 8000, workers=None)
    fig = census_plot(table)
    assert len(fig.axes[0].collections[0].get_offsets()) == 3
    assert "3 games with a certified period; 1 open" == fig.axes[0].get_title()
    sentence, values, plot = atlas_view(table, "0.6", 48).items
    assert sentence.data.startswith("**0.6** — open: no period certified from 8 000 values")
    assert plot.axes[0].get_title() == "0.6: open to 8 000"
    with pytest.raises(ValueError, match="not in this census"):
        atlas_view(table, "0.5")
