"""The census of octal games on a real Dask cluster: the same table serially, on a local cluster of
two worker processes and on a cluster started as separate processes reached by its address;
literature periods come out, unsolved games come out open, an interrupted census resumes."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import gamekit as gk
from gamekit.atlas import CENSUS_COLUMNS, census, octal_codes, store

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import browser_test  # noqa: E402  (tools/: the free-port and stop helpers the browser test uses)

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

pytest.importorskip("distributed")

from gamekit.atlas import normal as census_module  # noqa: E402  (the census in normal play)

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
    module = census_module
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
    ([], 100, "at least one"),
    (["0.77"], 1 << 40, "more than a census computes"),
    (["0.77"], -5, "heap"),
])
def test_bad_input_is_refused_before_any_work(codes, n, message):
    with pytest.raises(ValueError, match=message):
        census(codes, n)


def test_one_code_for_the_list_of_codes_is_a_type_error():
    with pytest.raises(TypeError, match="list of octal codes"):
        census("0.77", 100)


def test_the_table_has_the_documented_columns():
    assert list(census(["0.77"], 200, workers=None).columns) == CENSUS_COLUMNS


def test_read_census_reads_without_computing(tmp_path, monkeypatch):
    module = census_module

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


# The census file: crashes, two writers, folders that cannot be written, damaged files.

def test_a_row_cut_short_by_a_crash_is_not_glued_to_the_next(tmp_path):
    path = tmp_path / "census.jsonl"
    census(["0.77", "0.07"], 3000, workers=None, path=path)
    whole = path.read_text()
    path.write_text(whole + whole.splitlines()[0][:25])              # a crash in the middle of a row
    table = census(["0.77", "0.07", "0.6"], 3000, workers=None, path=path)
    rows = [line for line in path.read_text().splitlines()]
    assert rows[-1].startswith('{"code": "0.6"') and json.loads(rows[-1])["status"] == "open"
    with pytest.warns(UserWarning, match="skipped 1 damaged line"):
        again = gk.read_census(path)
    assert sorted(again["code"]) == sorted(table["code"])


def test_a_second_census_writing_the_same_file_is_refused(tmp_path):
    path = tmp_path / "census.jsonl"
    refusals = []

    def second_census(done, total):
        if done == 1:
            with pytest.raises(RuntimeError, match="another census is writing") as refused:
                census(["0.77", "0.5"], 3000, workers=None, path=path)
            refusals.append(refused.value)

    census(["0.77", "0.07", "0.4"], 3000, workers=None, path=path, progress=second_census)
    assert len(refusals) == 1
    codes = [json.loads(line)["code"] for line in path.read_text().splitlines()]
    assert sorted(codes) == ["0.07", "0.4", "0.77"]                     # no row twice


def test_a_folder_that_cannot_be_written_is_refused_before_any_work(tmp_path, monkeypatch):

    with pytest.raises(ValueError, match="does not exist"):
        census(["0.77"], 100, workers=None, path=tmp_path / "missing" / "census.jsonl")
    with pytest.raises(ValueError, match="must be a file"):
        census(["0.77"], 100, workers=None, path=tmp_path)
    with pytest.raises(TypeError, match="path must be a file name"):
        census(["0.77"], 100, workers=None, path=123)
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    if os.access(folder, os.W_OK):                       # root writes anyway: as the system refuses others
        real_open = open

        def read_only(file, *args, **kwargs):
            if Path(file).parent == folder:
                raise PermissionError(13, "Permission denied", str(file))
            return real_open(file, *args, **kwargs)

        monkeypatch.setattr(store, "open", read_only, raising=False)
    monkeypatch.setattr(census_module, "census_row", lambda code, n: pytest.fail("the census started working"))
    with pytest.raises(PermissionError, match="cannot write to .* read-only; give a path= you can write to"):
        census(["0.77"], 100, workers=2, path=folder / "census.jsonl")
    assert not (folder / "census.jsonl").exists()


def test_read_census_explains_a_damaged_file(tmp_path):
    path = tmp_path / "census.jsonl"
    path.write_text('{"code": "0.7\nnot a census\n[1, 2]\n')
    with pytest.raises(ValueError, match="holds no census row: none of its 3 lines"):
        gk.read_census(path)
    census(["0.77"], 500, workers=None, path=path)
    with pytest.raises(ValueError, match="holds no census to n = 900; it holds censuses to n = 500"):
        gk.read_census(path, 900)
    with pytest.warns(UserWarning, match="skipped 3 damaged lines?"):
        assert list(gk.read_census(path)["code"]) == ["0.77"]


# Sizes: the memory a game takes, measured (benchmarks/census.py --memory), against what is free.

def test_a_census_too_large_for_this_machine_is_refused_at_once(monkeypatch):
    module = census_module

    with pytest.raises(ValueError, match="more than a census computes"):
        module.census_row("0.6", 2**40)
    monkeypatch.setattr(module, "_available_memory", lambda: 2**30)           # 1 GiB free
    n = 2**26                                                                 # 1 GiB at 16 bytes a value
    with pytest.raises(ValueError, match=r"needs about 1.0 GiB .* 1.0 GiB free: ask for fewer values"):
        module.census_row("0.6", n)
    with pytest.raises(ValueError, match="2 games at once .* or fewer workers"):
        census(["0.6"], n // 2, workers=2)
    assert module.census_row("0.77", 2000)["period"] == 12


# Reaching a cluster: what is not a Dask scheduler is told in one sentence, within the timeout.

@pytest.mark.parametrize("arguments, error, message", [
    ({"client": "yes"}, TypeError, "client must be a distributed.Client"),
    ({"address": 8786}, TypeError, "address must be a scheduler's address"),
    ({"address": "localhost"}, ValueError, "address must be a scheduler's address"),
    ({"address": "tcp://127.0.0.1:1", "client": None, "timeout": "3"}, TypeError, "timeout must be a number"),
    ({"workers": 2.5}, TypeError, "workers must be a whole number"),
    ({"workers": 0}, ValueError, "workers must be at least 1"),
])
def test_a_wrong_client_address_or_workers_is_refused(arguments, error, message):
    with pytest.raises(error, match=message):
        census(["0.77"], 100, **arguments)


def test_a_cluster_without_workers_is_told_within_the_timeout():
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=0, host="127.0.0.1", dashboard_address="127.0.0.1:0") as cluster, \
            Client(cluster) as client:
        for where in ({"client": client}, {"address": cluster.scheduler_address}):
            with pytest.raises(TimeoutError, match="has no worker: none joined within 1 s") as raised:
                census(["0.77"], 100, timeout=1, **where)
            assert "\n" not in str(raised.value) and cluster.scheduler_address in str(raised.value)


def test_an_address_that_is_not_a_dask_scheduler_is_told_within_the_timeout():
    import http.server
    import socket
    import threading

    silent = socket.create_server(("127.0.0.1", 0))
    web = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    threading.Thread(target=web.serve_forever, daemon=True).start()
    cases = [(f"tcp://127.0.0.1:{browser_test.free_port()}", ConnectionError, "nothing listens on port"),
             (f"tcp://127.0.0.1:{silent.getsockname()[1]}", TimeoutError, "within 1 s: the server there is silent"),
             (f"127.0.0.1:{web.server_address[1]}", TimeoutError, "within 1 s: the server there is silent")]
    try:
        for address, error, message in cases:
            with pytest.raises(error, match=message) as raised:
                census(["0.77"], 100, address=address, timeout=1)
            assert "\n" not in str(raised.value) and raised.value.__suppress_context__
    finally:
        silent.close()
        web.shutdown()


def test_chapter_8_shows_the_full_census_with_and_without_an_atlas(tmp_path):
    """The chapter's cells that read ``make atlas``'s file, run in a kernel as the notebook runs them:
    first with no atlas, then with a small one written where ``make atlas`` writes it."""
    import nbformat
    from nbclient import NotebookClient

    chapter = nbformat.read(ROOT / "notebooks" / "08-octal-atlas.ipynb", as_version=4)
    code = [cell for cell in chapter.cells if cell.cell_type == "code"]
    first = code[0]
    reading = next(cell for cell in code if "read_census" in cell.source)
    atlas = tmp_path / "build" / "atlas" / "census.jsonl"
    make_atlas = nbformat.v4.new_code_cell(
        f"from pathlib import Path\nPath({str(atlas.parent)!r}).mkdir(parents=True)\n"
        f"_ = gk.census(['0.77', '0.07', '0.6', '4.7'], 3000, workers=None, path={str(atlas)!r})")
    cells = [nbformat.v4.new_code_cell(first.source), nbformat.v4.new_code_cell(reading.source), make_atlas,
             nbformat.v4.new_code_cell(reading.source)]
    (tmp_path / "notebooks").mkdir()
    notebook = nbformat.v4.new_notebook(cells=cells, metadata=chapter.metadata)
    NotebookClient(notebook, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path / "notebooks")}}).execute()
    without, with_atlas = ("".join(output.get("text", "") for output in notebook.cells[i].outputs) for i in (1, 3))
    assert without.startswith("no full census yet: run make atlas")
    assert with_atlas == "4 games: {'periodic': 3, 'open': 1}\n"
