"""The census as a user runs it: a file run with ``python``, with and without
``if __name__ == "__main__":``, interrupted with Ctrl-C while its cluster starts and in the middle of
a census (as a notebook's stop button does), and the lecture's cluster: reused when its cell runs
again, usable after an interruption, its dashboard served on 127.0.0.1 only.  Each script runs in a
session of its own with a time limit, and no process it started may be left running."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

pytest.importorskip("distributed")
psutil = pytest.importorskip("psutil")

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 120                                     # seconds a script may take on a busy 2-core machine


def _started_by(mark: str) -> list:
    """Return the live processes that carry ``mark`` in their environment (what a script started)."""
    found = []
    for process in psutil.process_iter(["status"]):
        try:
            if process.info["status"] != psutil.STATUS_ZOMBIE and process.environ().get("CENSUS_TEST") == mark:
                found.append(process)
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            continue
    return found


def _wait_for(condition, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while not (result := condition()):
        if time.monotonic() > deadline:
            pytest.fail(f"waited {seconds} s for {what}")
        time.sleep(0.05)
    return result


def _script(tmp_path: Path, source: str) -> tuple[subprocess.Popen, str]:
    """Start ``python script.py`` as a user would, in a session of its own; return it and its mark."""
    mark = uuid.uuid4().hex
    script = tmp_path / "my_census.py"
    script.write_text(textwrap.dedent(source))
    env = {**os.environ, "CENSUS_TEST": mark, "PYTHONPATH": str(ROOT), "GAMEKIT_PROGRESS": "off"}
    process = subprocess.Popen([sys.executable, str(script)], cwd=tmp_path, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    return process, mark


def _finish(process: subprocess.Popen, mark: str) -> tuple[str, str]:
    try:
        out, err = process.communicate(timeout=LIMIT)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        for left in _started_by(mark):
            left.kill()
        out, err = process.communicate()
        pytest.fail(f"the script ran past {LIMIT} s:\n{out}\n{err}")
    left = _started_by(mark)
    for process_left in left:
        process_left.kill()
    assert not left, f"left running after the script: {[p.cmdline() for p in left]}"
    return out, err


def test_a_script_without_the_main_guard_runs_its_census(tmp_path):
    process, mark = _script(tmp_path, """
        import gamekit as gk

        table = gk.census(["0.77", "0.07", "0.6"], 4000, workers=2, path="census.jsonl")
        print(table[["code", "status", "period"]].to_string(index=False))
    """)
    out, err = _finish(process, mark)
    assert process.returncode == 0, err
    assert out.split() == "code status period 0.77 periodic 12 0.07 periodic 34 0.6 open –".split()
    assert "Traceback" not in err and "Error" not in err, err
    assert len((tmp_path / "census.jsonl").read_text().splitlines()) == 3


def test_ctrl_c_while_the_local_cluster_starts_leaves_no_process(tmp_path):
    process, mark = _script(tmp_path, """
        import gamekit as gk

        if __name__ == "__main__":
            gk.census(gk.octal_codes(2), 4000, workers=2)
    """)
    _wait_for(lambda: any("dask_worker" in " ".join(p.cmdline()) for p in _started_by(mark)), LIMIT,
              "a worker process to start")
    os.killpg(process.pid, signal.SIGINT)                 # Ctrl-C in the terminal: the foreground group
    out, err = _finish(process, mark)
    assert process.returncode != 0, err
    assert err.rstrip().endswith("gamekit.atlas.cluster.CensusInterrupted: "
                                 "Census interrupted after 0 of 56 games."), err


LECTURE = """
    import os, signal, socket, time, urllib.request
    import psutil
    from IPython.core.interactiveshell import InteractiveShell
    import gamekit as gk

    if __name__ == "__main__":
        client = gk.local_cluster(workers=2)
        assert gk.local_cluster(workers=2) is client              # the cell run twice: the same cluster
        assert urllib.request.urlopen(client.dashboard_link, timeout=30).status == 200
        servers = [psutil.Process(), *psutil.Process().children()]
        listening = [c.laddr for p in servers for c in p.net_connections("inet") if c.status == psutil.CONN_LISTEN]
        hosts = sorted({a.ip for a in listening})
        print("listening:", len(servers), "processes,", len(listening), "servers, on", hosts)
        workers = sorted(p.pid for p in psutil.Process().children())

        def stop_button(done, total):
            if done == 1:                                       # a game is done, the long ones are running
                os.killpg(os.getpgid(0), signal.SIGINT)         # as Jupyter interrupts a kernel
        shell = InteractiveShell.instance()                     # a notebook cell shows what IPython shows
        shell.push({"gk": gk, "client": client, "stop_button": stop_button})
        shell.run_cell('gk.census(["0.77", ".6", ".14", ".36", ".64"], 1 << 21, client=client, progress=stop_button)')
        assert gk.local_cluster(workers=2) is client
        start = time.monotonic()
        table = gk.census(["0.77", "0.07"], 4000, client=client, progress=False)
        print("next census", list(table["period"]), "in", round(time.monotonic() - start), "s")
        print("workers restarted", sorted(p.pid for p in psutil.Process().children()) != workers)
"""


def test_a_census_in_a_lecture_survives_ctrl_c_on_the_same_cluster(tmp_path):
    """The lecture's path: one cluster on 127.0.0.1 only (the scheduler, its dashboard, each worker's
    connections and /health, /metrics), a census interrupted by the stop button says one sentence (no
    traceback in the cell), and the next census runs at once on the restarted workers."""
    process, mark = _script(tmp_path, LECTURE)
    out, err = _finish(process, mark)
    assert process.returncode == 0, out + err
    lines = out.splitlines()
    assert lines[0] == "listening: 3 processes, 6 servers, on ['127.0.0.1']"
    assert lines[1].startswith("Census interrupted after 1 of 5 games; the 2 workers of the local cluster were "
                               "restarted to stop the games still running ("), lines
    assert lines[1].endswith("s), ready for the next census.")
    assert lines[2].startswith("next census [12, 34] in ")
    assert lines[3] == "workers restarted True"
    assert len(lines) == 4 and "Traceback" not in out + err, out + err


@pytest.mark.parametrize("arguments, words", [
    (["--heaps", "0"], "--heaps must be from 1 to 200, got 0"),
    (["--heaps", "x"], "argument --heaps: invalid int value: 'x'"),
    (["--seconds", "-1"], "--seconds must be a positive number of seconds, got -1"),
    (["1"], "a census needs at least 2 values per game, got n = 1"),
    (["--address", "nowhere"], "address must be a scheduler's address"),
])
def test_make_atlas_refuses_bad_arguments_in_one_sentence(arguments, words):
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "atlas.py"), *arguments], capture_output=True,
                          text=True, timeout=LIMIT, cwd=ROOT)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("python tools/atlas.py: error: ") and words in last
