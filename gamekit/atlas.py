"""An atlas of octal games: for many codes, the certified period or how far each game is open.

Each code is one task on a Dask cluster (``dask.distributed``): by default a local cluster of
worker processes on this machine, or any cluster reached by its address or a ``Client``.  Rows are
appended to a file as they arrive, so an interrupted census resumes where it stopped.

>>> table = census(["0.77", "0.07", "0.6"], 2000, workers=None)
>>> print(table[["code", "status", "preperiod", "period"]].to_string(index=False))
code   status preperiod period
0.77 periodic        71     12
0.07 periodic        53     34
 0.6     open         –      –

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*,
   chapter 4 (octal games and the periodicity theorem).
.. [2] A. Flammenkamp, *Sprague–Grundy values of octal games* (tables of the census).
"""
from __future__ import annotations

import atexit
import contextlib
import functools
import hashlib
import json
import logging
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any

import numpy as np

from gamekit.core.extras import require
from gamekit.core.progress import Progress
from gamekit.core.validation import heap as as_heap
from gamekit.core.validation import positive
from gamekit.games.heaps.octal import OctalGame
from gamekit.games.heaps import quotient as quotients

__all__ = ["census", "census_row", "CensusInterrupted", "local_cluster", "octal_codes", "read_census", "CENSUS_COLUMNS",
           "MAX_CENSUS_VALUES", "misere_census", "misere_census_row", "misere_steadiness", "read_misere_census",
           "MISERE_CENSUS_COLUMNS"]

CENSUS_COLUMNS = ["code", "status", "preperiod", "period", "computed to", "largest value", "rare mask",
                  "rare split", "rare heaps", "last rare heap", "class", "seconds"]
MAX_CENSUS_VALUES = 1 << 28      # 256 million values: about 4.3 GB for one game in a worker
BYTES_PER_VALUE = 16             # measured peak memory of one game (benchmarks/census.py --memory)


def octal_codes(digits: int, *, splitting_zero: bool = False) -> list[str]:
    """Return every octal code with exactly ``digits`` digits after the point, the last one non-zero.

    With ``splitting_zero`` the codes ``4.d₁…`` (a heap may also be split without removing
    anything) are listed as well.

    >>> octal_codes(1)
    ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
    >>> len(octal_codes(3)), len(octal_codes(3, splitting_zero=True))
    (448, 896)

    See also: :func:`census`.
    """
    digits = as_heap(digits)
    if not 1 <= digits <= 6:
        raise ValueError(f"a census lists codes of 1 to 6 digits, got {digits}")
    codes = []
    for head in ("0", "4") if splitting_zero else ("0",):
        for k in range(1, 8 ** digits):
            tail = np.base_repr(k, 8).rjust(digits, "0")
            if tail[-1] != "0":
                codes.append(f"{head}.{tail}")
    return codes


def census_row(code: str, n: int) -> dict[str, Any]:
    """Return the census row of one octal game from γ(0), …, γ(n−1) (what each task computes).

    ``status`` is ``"periodic"`` when the octal periodicity theorem certifies a period from these
    values, ``"open"`` otherwise; the values are computed in doubling steps from 1024 and the
    computation stops as soon as a period is certified (``computed to`` says how far it went).
    The rare/common split is the engine's (a value v is rare when ``v & mask`` has even parity;
    ``rare split`` "by value and heap parity" when the heaps of odd size take the opposite rule),
    with the number of heaps of rare value and the last of them.
    ``sequence`` is a fingerprint of the values, which :func:`census` uses to put codes with
    identical sequences in one class.

    >>> row = census_row("0.77", 200)
    >>> row["status"], row["preperiod"], row["period"], row["largest value"]
    ('periodic', 71, 12, 8)

    See also: :func:`census`, :meth:`gamekit.OctalGame.period`.
    """
    start = time.perf_counter()
    n = _check_size(n)
    game = OctalGame(code)
    size = min(n, 1024)
    while True:                            # doubling: stop as soon as a period is certified
        found = game.period(size, progress=False)
        if found or size == n:
            break
        size = min(2 * size, n)
    values = game.grundy_array(size, progress=False)          # already computed: no new work
    mask = game.rare_mask
    top = int(values.max()) if len(values) else 0
    rare = game.rare_heaps(size) if mask else np.zeros(0, dtype=np.int64)
    rare = rare[rare > 0]                                      # heap 0 has no move: not counted
    return {
        "code": game.code,
        "status": "periodic" if found else "open",
        "preperiod": found.preperiod if found else None,
        "period": found.period if found else None,
        "asked": int(n),
        "computed to": int(size),
        "largest value": top,
        "rare mask": int(mask) if mask else None,
        "rare split": game.rare_split if mask else None,
        "rare heaps": int(len(rare)) if mask else None,
        "last rare heap": int(rare[-1]) if mask and len(rare) else None,
        "sequence": hashlib.sha1(np.ascontiguousarray(values, dtype=np.int32).tobytes()).hexdigest(),
        "seconds": round(time.perf_counter() - start, 3),
    }


def _failed_row(code: str, n: int, error: BaseException) -> dict[str, Any]:
    return {"code": code, "status": f"failed: {type(error).__name__}: {error}", "asked": int(n)}


def _normalised(codes: Iterable[str]) -> list[str]:
    if isinstance(codes, str):
        raise TypeError(f"census: codes should be a list of octal codes, not the single string {codes!r}: "
                        f"write [{codes!r}]")
    seen: dict[str, None] = {}
    for code in codes:
        seen[OctalGame(code).code] = None               # a malformed code: ValueError naming it
    if not seen:
        raise ValueError("census needs at least one octal code")
    return list(seen)


def _available_memory() -> int:
    """Return the bytes of memory this machine can give now (psutil's measure, else /proc/meminfo)."""
    try:
        import psutil

        return int(psutil.virtual_memory().available)
    except ImportError:                     # pragma: no cover - psutil comes with dask.distributed
        pass
    try:
        with open("/proc/meminfo", encoding="ascii") as info:
            for line in info:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:                         # pragma: no cover - not Linux
        pass
    from gamekit.core.limits import memory_bytes

    return memory_bytes() // 2              # pragma: no cover


def _check_size(n: int, games_at_once: int = 1) -> int:
    """Return ``n`` checked as a census size: ``games_at_once`` games of n values must fit in memory now."""
    n = as_heap(n)
    if n < 2:
        raise ValueError(f"a census needs at least 2 values per game, got n = {n}")
    if n > MAX_CENSUS_VALUES:
        raise ValueError(f"n = {n:,} values per game is more than a census computes "
                         f"({MAX_CENSUS_VALUES:,}: about {MAX_CENSUS_VALUES * BYTES_PER_VALUE / 2**30:.0f} GiB a game)")
    need, have = n * BYTES_PER_VALUE * games_at_once, _available_memory()
    if need > have * 0.8:
        games = f"{games_at_once} games at once" if games_at_once > 1 else "one game"
        raise ValueError(f"a census to n = {n:,} needs about {need / 2**30:.1f} GiB of memory for {games} "
                         f"({BYTES_PER_VALUE} bytes a value) and this machine has {have / 2**30:.1f} GiB free: "
                         "ask for fewer values" + (" or fewer workers" if games_at_once > 1 else ""))
    return n


def _parse(text: str) -> tuple[list[dict], int]:
    """Return the census rows in ``text`` (JSON lines) and the number of damaged lines skipped.

    A line cut short by a crash, or two rows glued by one, is damaged: its game is computed again.

    >>> _parse('{"code": "0.7", "asked": 9}\\n{"code": "0.\\n\\n[1]\\n')
    ([{'code': '0.7', 'asked': 9}], 2)
    """
    rows, damaged = [], 0
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError:
            damaged += 1
            continue
        if isinstance(row, dict) and isinstance(row.get("code"), str) and isinstance(row.get("asked"), int):
            rows.append(row)
        else:
            damaged += 1
    return rows, damaged


def _rows_for(rows: list[dict], n: int) -> dict[str, dict]:
    """Return the rows of a census to ``n`` values, by code (failed games left out: computed again)."""
    return {row["code"]: row for row in rows
            if row["asked"] == n and not str(row.get("status", "")).startswith("failed")}


def _census_path(path: object) -> Path:
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a file name (str or pathlib.Path), got {path!r} ({type(path).__name__})")
    return Path(path)


@contextlib.contextmanager
def _census_file(path: Path) -> Iterator[IO[bytes]]:
    """Open ``path`` to append rows, locked for this census; refuse, before any work, what cannot be.

    A second census writing the same file meanwhile is refused (its rows would be duplicated), and
    a last line cut short by a crash is ended, so that the next row starts a line of its own.
    """
    if path.is_dir():
        raise ValueError(f"path must be a file, got the folder {path}")
    if not path.parent.is_dir():
        raise ValueError(f"path {path}: the folder {path.parent} does not exist")
    try:
        out = open(path, "a+b")                        # noqa: SIM115 - closed by this context
    except PermissionError:
        raise PermissionError(f"the census cannot write to {path}: its folder or the file is read-only; "
                              "give a path= you can write to") from None
    except OSError as error:
        raise OSError(error.errno, f"the census cannot write to {path}: {error.strerror}; "
                      "give a path= you can write to") from None
    with out:
        try:
            import fcntl
        except ImportError:                            # pragma: no cover - Windows: no lock
            fcntl = None
        if fcntl is not None:
            try:
                fcntl.flock(out.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise RuntimeError(f"another census is writing to {path}: wait until it ends, "
                                   "or give this one another path=") from None
        out.seek(0, os.SEEK_END)
        if out.tell() > 0:
            out.seek(-1, os.SEEK_END)
            if out.read(1) != b"\n":                   # a row cut short: end its line
                out.write(b"\n")
                out.flush()
        yield out


def _classes(rows: list[dict]) -> dict[str, str]:
    """Return, for each code, the first code (in census order) with the same sequence."""
    first: dict[str, str] = {}
    out = {}
    for row in rows:
        key = row.get("sequence")
        if key is None:
            continue
        out[row["code"]] = first.setdefault(key, row["code"])
    return out


def _table(rows: list[dict]) -> Any:
    import pandas as pd

    classes = _classes(rows)
    records = [{**{c: row.get(c) for c in CENSUS_COLUMNS}, "class": classes.get(row["code"])} for row in rows]
    table = pd.DataFrame(records, columns=CENSUS_COLUMNS, dtype=object)
    return table.where(table.notna(), "–")


def read_census(path: str | os.PathLike, n: int | None = None) -> Any:
    """Return the census table stored in ``path`` (rows of :func:`census`), without computing anything.

    With ``n``, only the rows of a census to n values; otherwise those of the largest n in the file.
    A file that does not exist, or holds no census row, is refused with ``ValueError``; damaged
    lines (a row cut short by a crash) are skipped with a warning.

    See also: :func:`census`.
    """
    return _table(_stored_rows(path, n, what="census", size_name="n", call="census(codes, n, path=...)"))


def _stored_rows(path: str | os.PathLike, size: int | None, *, what: str, size_name: str, call: str,
                 keep: Callable[[dict], bool] = lambda row: True) -> list[dict]:
    """Return the rows (those ``keep`` accepts) of the census to ``size`` in ``path``, sorted by code.

    Without ``size``, those of the largest size in the file.  A missing file, a file without such
    rows and a size it does not hold are refused in one sentence; damaged lines are skipped with
    a warning (the next census run with the file computes those games again).
    """
    file = _census_path(path)
    if not file.is_file():
        raise ValueError(f"there is no {what} at {file}: make one with {call}")
    rows, damaged = _parse(file.read_text(encoding="utf-8", errors="replace"))
    lines = damaged + len(rows)
    rows = [row for row in rows if keep(row)]
    if not rows:
        raise ValueError(f"{file} holds no {what} row: none of its {lines} lines is a row written by {call}")
    sizes = sorted({row["asked"] for row in rows})
    if size is None:
        size = sizes[-1]
    elif as_heap(size) not in sizes:
        raise ValueError(f"{file} holds no {what} to {size_name} = {size}; it holds censuses to {size_name} = "
                         + ", ".join(str(found) for found in sizes))
    if damaged:
        warnings.warn(f"{file}: skipped {damaged} damaged line(s), rows cut short by an interrupted census; "
                      f"{call} with this file computes those games again", stacklevel=3)
    found = _rows_for(rows, size)
    return sorted(found.values(), key=lambda row: (row["code"].split(".")[0], row["code"]))


class CensusInterrupted(KeyboardInterrupt):
    """An interrupted census: a KeyboardInterrupt that a notebook shows as one sentence, no traceback.

    A census interrupted (Ctrl-C, the notebook's stop button) raises this ``KeyboardInterrupt``,
    whose message says how far it got, what became of the rows and of the cluster's workers.
    IPython shows an exception by its ``_render_traceback_`` when it has one (the protocol of
    ipyparallel's remote errors), so the cell's output is that sentence and nothing else; a script
    still stops, as on any Ctrl-C.

    >>> str(CensusInterrupted("Census interrupted after 3 of 21 games."))
    'Census interrupted after 3 of 21 games.'
    >>> isinstance(CensusInterrupted("stop"), KeyboardInterrupt)
    True

    See also: :func:`census`, :func:`local_cluster`.
    """

    def _render_traceback_(self) -> list[str]:
        return [str(self)]


def census(codes: Iterable[str], n: int, *, client: Any = None, address: str | None = None,
           workers: int | None = 2, path: str | os.PathLike | None = None,
           progress: bool | str | Callable[[int, int | None], None] = "auto", timeout: float = 30) -> Any:
    """Return the census of the octal games ``codes`` from γ(0), …, γ(n−1): one row per code.

    Columns: ``code``; ``status`` ("periodic", "open" — not certified from n values — or
    "failed: …" with the error of a game that failed); ``preperiod`` and ``period`` when certified;
    ``computed to`` (n); ``largest value``; for the rare/common split of the engine, ``rare mask``,
    ``rare split`` ("by value" or "by value and heap parity"), ``rare heaps`` (how many heaps
    have a rare value) and ``last rare heap``; ``class``, the first code of the census with an
    identical sequence up to n; and ``seconds``, the time of the game.

    The games are computed on Dask: ``client`` (a ``distributed.Client``, such as the one of
    :func:`local_cluster`) or ``address`` (a scheduler's address, such as
    ``"tcp://127.0.0.1:8786"``, reached within ``timeout`` seconds) reaches any cluster (one
    without a worker is refused once ``timeout`` seconds have passed without one); otherwise
    a local cluster of ``workers`` processes is started on 127.0.0.1 and closed at the end (its
    workers are processes of their own that never import the calling script, so a script needs no
    ``if __name__ == "__main__":``, and nothing outlives the census, even interrupted).
    ``workers=None`` computes in this process, one game after another (no Dask).  With ``path``
    every row is appended to that file (JSON lines) as soon as it arrives, and a census run again
    with the same file and n computes only the codes it does not hold yet; the file is locked
    while the census runs, so a second census writing the same file is refused.  Bad input (a
    malformed code, an n too large for the memory free now, a folder that cannot be written) is
    refused before anything is computed.  Interrupted (Ctrl-C), a census on the cluster of
    :func:`local_cluster` restarts its workers to stop the games still running, and it raises
    :class:`CensusInterrupted`, one sentence on what was done and kept.

    >>> census(["0.77", "0.8"], 100, workers=None)
    Traceback (most recent call last):
    ...
    ValueError: an octal code has digits 0–7 only, got '8' in '0.8'

    See also: :func:`census_row`, :func:`octal_codes`, :meth:`gamekit.OctalGame.period`.
    """
    codes = _normalised(codes)
    workers, address = _cluster_options(client, address, workers, timeout)
    local = client is None and address is None
    at_once = (workers or 1) if local else _SHARED.workers if _is_shared(client) else 1
    n = _check_size(n, at_once)
    return _table(_gather(codes, n, census_row, client=client, address=address, workers=workers, path=path,
                          progress=progress, timeout=timeout))


def _cluster_options(client: Any, address: str | None, workers: int | None,
                     timeout: float) -> tuple[int | None, str | None]:
    """Return ``workers`` and ``address`` checked, after checking ``client`` and ``timeout`` (see :func:`census`)."""
    if workers is not None:
        workers = _worker_count(workers)
    if client is not None and address is not None:
        raise ValueError("give census a client or an address, not both")
    if client is not None:
        _check_client(client)
    if address is not None:
        address = _check_address(address)
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise TypeError(f"timeout must be a number of seconds, got {timeout!r} ({type(timeout).__name__})")
    if not 0 < timeout < float("inf"):
        raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
    return workers, address


def _gather(codes: list[str], n: int, task: Callable[[str, int], dict], *, client: Any, address: str | None,
            workers: int | None, path: str | os.PathLike | None,
            progress: bool | str | Callable[[int, int | None], None], timeout: float,
            keep: Callable[[dict], bool] = lambda row: True) -> list[dict]:
    """Return the rows ``task(code, n)`` of ``codes``, in their order: read from ``path``, else computed.

    The machinery of every census: the rows already in the file (those ``keep`` accepts) are not
    computed again, each new row is appended as it arrives, the games run in this process
    (``workers=None``) or on Dask, with a progress bar of games.
    """
    file = _census_path(path) if path is not None else None
    with _census_file(file) if file is not None else contextlib.nullcontext() as out:
        done = {code: row for code, row in
                _rows_for(_parse(file.read_text(encoding="utf-8", errors="replace"))[0], n).items()
                if keep(row)} if file else {}
        todo = [code for code in codes if code not in done]
        report = Progress(progress, len(codes), "games")
        rows = dict(done)

        def record(row: dict) -> None:
            rows[row["code"]] = row
            if out is not None:                                    # one line a game, flushed at once
                out.write((json.dumps(row) + "\n").encode("utf-8"))
                out.flush()
            report(len(rows))

        try:
            with report:
                report(len(rows))
                if todo and workers is None and client is None and address is None:
                    for code in todo:
                        try:
                            record(task(code, n))
                        except Exception as error:  # noqa: BLE001 - a failed game is reported in its row
                            record(_failed_row(code, n, error))
                elif todo:
                    _on_dask(todo, n, client, address, workers, record, timeout, task)
        except KeyboardInterrupt as interrupt:
            left = len(codes) - len(rows)
            kept = (f"; the {len(rows)} rows done are kept in {file.name}, and the same call computes only the "
                    f"other {left}" if file is not None and rows else "")
            raise CensusInterrupted(f"Census interrupted after {len(rows)} of {len(codes)} games{kept}"
                                    f"{str(interrupt) if isinstance(interrupt, CensusInterrupted) else ''}."
                                    ) from None
    return [rows[code] for code in codes]


def _worker_count(workers: object) -> int:
    if isinstance(workers, bool) or not isinstance(workers, int):
        raise TypeError(f"workers must be a whole number of processes or None, got {workers!r} "
                        f"({type(workers).__name__})")
    if workers < 1:
        raise ValueError(f"workers must be at least 1 (or None: no Dask), got {workers}")
    return workers


def _check_client(client: object) -> None:
    distributed = require("distributed", "atlas", "the census on a Dask cluster")
    if not isinstance(client, distributed.Client):
        raise TypeError(f"client must be a distributed.Client (or None), got {client!r} "
                        f"({type(client).__name__}); for a scheduler's address write address=...")


_ADDRESS = re.compile(r"(?:(?P<scheme>[a-z]+)://)?(?P<host>\[[0-9a-fA-F:.]+\]|[^:/\s]+):(?P<port>[0-9]{1,5})/?")


def _check_address(address: object) -> str:
    if not isinstance(address, str):
        raise TypeError(f"address must be a scheduler's address such as 'tcp://127.0.0.1:8786', got "
                        f"{address!r} ({type(address).__name__})")
    match = _ADDRESS.fullmatch(address.strip())
    if match is None or not 0 < int(match["port"]) < 65536 or match["scheme"] not in (None, "tcp", "tls"):
        raise ValueError(f"address must be a scheduler's address such as 'tcp://127.0.0.1:8786', got {address!r}")
    return address.strip()


def _on_dask(todo: list[str], n: int, client: Any, address: str | None, workers: int | None,
             record: Callable[[dict], None], timeout: float,
             task: Callable[[str, int], dict] = census_row) -> None:
    distributed = require("distributed", "atlas", "the census on a Dask cluster")
    own: Any = None
    if client is None and address is not None:
        client = own = _connect(address, timeout)
    elif client is None:
        own = _LocalCluster(workers or 2)
        client = own.client
    shared = _SHARED if _is_shared(client) else None
    if shared is not None:
        shared.ensure()                     # a worker lost since (memory, a kill): started again
    futures: dict[Any, str] = {}
    try:
        if shared is None and not isinstance(own, _LocalCluster):
            _wait_for_a_worker(client, timeout)
        futures = {client.submit(task, code, n, pure=False): code for code in todo}
        for future in distributed.as_completed(futures):
            code = futures[future]
            try:
                record(future.result())
            except Exception as error:  # noqa: BLE001 - a failed game is reported in its row
                record(_failed_row(code, n, error))
    except KeyboardInterrupt:
        running = sum(not future.done() for future in futures)
        with _deferred_interrupt():
            for future in futures:
                future.cancel()
            if shared is not None and running:   # a cancelled game runs on: stop it with its worker
                start = time.perf_counter()
                shared.restart()
                raise CensusInterrupted(f"; the {shared.workers} workers of the local cluster were restarted to "
                                        f"stop the games still running ({time.perf_counter() - start:.1f} s), "
                                        "ready for the next census") from None
        raise
    finally:
        with _deferred_interrupt():
            for future in futures:
                future.cancel()
            if own is not None:
                own.close()


def _wait_for_a_worker(client: Any, timeout: float) -> None:
    """Return once the cluster of ``client`` has a worker; one sentence if none joins within ``timeout`` s."""
    import asyncio

    try:
        client.wait_for_workers(1, timeout=timeout)
    except (TimeoutError, asyncio.TimeoutError):
        address = getattr(client.scheduler, "address", "its scheduler")
        raise TimeoutError(f"the Dask cluster at {address} has no worker: none joined within {timeout:g} s "
                           f"(start one with `dask worker {address}`, or leave client and address out for a "
                           "local cluster)") from None


@contextlib.contextmanager
def _deferred_interrupt() -> Iterator[None]:
    """Hold back a Ctrl-C until the block ends: starting or ending processes is not cut in half."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[object] = []
    try:
        previous = signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum))
    except ValueError:                       # pragma: no cover - signals unavailable here
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if caught:
            raise KeyboardInterrupt


def _connect(address: str, timeout: float) -> Any:
    """Return a client of the Dask scheduler at ``address``, or one sentence on what is there instead.

    A Dask scheduler greets each connection at once with a message (8 bytes of length first); a
    closed port, a server that stays silent (any other TCP server, an HTTP server waiting for a
    request) or one that answers otherwise is told apart here, within ``timeout`` seconds, before
    Dask's own client reads any of it.
    """
    distributed = require("distributed", "atlas", "the census on a Dask cluster")
    match = _ADDRESS.fullmatch(address)
    assert match is not None
    host, port = match["host"].strip("[]"), int(match["port"])
    deadline = time.monotonic() + timeout
    if match["scheme"] in (None, "tcp"):
        try:
            with socket.create_connection((host, port), timeout=timeout) as probe:
                probe.settimeout(max(0.1, deadline - time.monotonic()))
                greeting = b""
                while len(greeting) < 8:
                    chunk = probe.recv(8 - len(greeting))
                    if not chunk:
                        break
                    greeting += chunk
        except ConnectionRefusedError:
            raise ConnectionError(f"no Dask scheduler at {address}: nothing listens on port {port} of {host} "
                                  "(start one with `dask scheduler`, or leave address out for a local cluster)"
                                  ) from None
        except socket.timeout:
            raise TimeoutError(f"no Dask scheduler answered at {address} within {timeout:g} s: the server "
                               "there is silent (it is not a Dask scheduler, or it does not answer)") from None
        except OSError as error:
            raise ConnectionError(f"no Dask scheduler at {address}: {error.strerror or error}") from None
        size = int.from_bytes(greeting, "little") if len(greeting) == 8 else 0
        if not 0 < size < 1 << 20:
            raise ConnectionError(f"the server at {address} is not a Dask scheduler: it did not greet as one")
    try:
        return distributed.Client(address, timeout=f"{max(1.0, deadline - time.monotonic()):.1f}s")
    except (OSError, TimeoutError) as error:
        raise ConnectionError(f"could not connect to the Dask scheduler at {address}: {error}") from None


def _is_shared(client: Any) -> bool:
    return client is not None and _SHARED is not None and client is _SHARED.client


class _QuietEnd(logging.Filter):
    """Drop the scheduler's notice, with its traceback, that a worker this process ended has gone."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.levelno < logging.WARNING and record.getMessage().startswith("Batched Comm Closed"))


_QUIET_END = _QuietEnd()


class _LocalCluster:
    """A Dask scheduler in this process and ``workers`` worker processes on 127.0.0.1.

    Each worker is ``python -m distributed.cli.dask_worker`` in a session of its own: it never
    imports the calling script (which thus needs no ``if __name__ == "__main__":``), a Ctrl-C
    typed in a terminal or sent by a notebook's stop button reaches this process only, and
    :meth:`close` ends every worker — also when a Ctrl-C comes while they start.  A worker whose
    scheduler disappears (this process killed) ends itself within a minute (``--death-timeout``).
    Everything it starts listens on 127.0.0.1 only: the scheduler, its dashboard, and each worker's
    connections and its ``/health`` and ``/metrics`` pages.
    """

    def __init__(self, workers: int) -> None:
        distributed = require("distributed", "atlas", "the census on a Dask cluster")
        import pandas  # noqa: F401 - before the dashboard's thread imports it too (a half-imported module)

        logging.getLogger("distributed.batched").addFilter(_QUIET_END)   # once: the same object
        self.workers = workers
        self.processes: list[subprocess.Popen] = []
        self.log = tempfile.TemporaryFile()                # the workers' messages, shown if one fails
        self.cluster: Any = None
        self.client: Any = None
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")            # "port in use: dashboard on another port"
                self.cluster = distributed.LocalCluster(
                    n_workers=0, processes=False, protocol="tcp://", host="127.0.0.1",
                    dashboard_address="127.0.0.1:0",
                    silence_logs=logging.ERROR)
            self.client = distributed.Client(self.cluster)
            self._start(workers)
        except BaseException:
            self.close()
            raise

    def _worker_count(self) -> int:
        return len(self.cluster.scheduler.workers)

    def _start(self, count: int) -> None:
        env = dict(os.environ)
        root = str(Path(__file__).resolve().parent.parent)           # gamekit importable as here
        env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        command = [sys.executable, "-m", "distributed.cli.dask_worker", self.cluster.scheduler_address,
                   "--nthreads", "1", "--no-nanny", "--host", "127.0.0.1", "--no-dashboard",
                   "--dashboard-address", "127.0.0.1:0",   # its /health and /metrics, served even so
                   "--death-timeout", "60"]
        goal = self._worker_count() + count
        for _ in range(count):
            with _deferred_interrupt():                  # a started worker is always in the list
                self.processes.append(subprocess.Popen(
                    command, stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT, env=env,
                    start_new_session=True))
        deadline = time.monotonic() + 120
        while self._worker_count() < goal:
            failed = next((p for p in self.processes if p.poll() is not None), None)
            if failed is not None:
                raise RuntimeError(f"a Dask worker stopped as it started (exit code {failed.returncode}): "
                                   + self._last_message())
            if time.monotonic() > deadline:
                raise TimeoutError(f"{goal - self._worker_count()} Dask workers did not start within 2 minutes: "
                                   + self._last_message())
            time.sleep(0.05)

    def _last_message(self) -> str:
        self.log.seek(0)
        lines = [line for line in self.log.read().decode("utf-8", "replace").splitlines() if line.strip()]
        return lines[-1].strip() if lines else "no message"

    def alive(self) -> bool:
        return (self.client is not None and self.client.status == "running"
                and all(p.poll() is None for p in self.processes)
                and self._worker_count() == self.workers == len(self.processes))

    def ensure(self) -> None:
        """Start the workers again if one was lost."""
        if not self.alive():
            self.restart()

    def restart(self) -> None:
        """End every worker (what it computes is lost) and start ``workers`` new ones."""
        self._end_workers()
        self._start(self.workers)

    def _end_workers(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    if hasattr(os, "killpg"):
                        os.killpg(process.pid, signal.SIGKILL)  # its session: nothing it started stays
                    else:                                       # pragma: no cover - Windows
                        process.kill()
        for process in self.processes:
            process.wait()
        self.processes = []
        # The scheduler sees them go (and says so at its quiet log level) before anything else
        # happens: closing the cluster first would restore the log level and print its notices.
        deadline = time.monotonic() + 30
        while self.cluster is not None and self._worker_count() and time.monotonic() < deadline:
            time.sleep(0.02)

    def close(self) -> None:
        """End the workers, the client and the scheduler."""
        with _deferred_interrupt():
            self._end_workers()
            if self.client is not None:
                self.client.close()
            if self.cluster is not None:
                self.cluster.close()
            self.log.close()


_SHARED: _LocalCluster | None = None


def local_cluster(workers: int = 2) -> Any:
    """Return a ``distributed.Client`` of a local Dask cluster of ``workers`` processes, started once.

    Called again (a notebook cell run twice), it returns the same client while its cluster runs,
    and starts the cluster anew only if ``workers`` changed or the cluster was lost.  The scheduler
    runs in this process on 127.0.0.1, with its dashboard at ``client.dashboard_link`` (127.0.0.1
    only); the workers are processes of their own, ended when this process ends.  A census on this
    client that is interrupted (Ctrl-C, the stop button) restarts the workers and says so in its one
    sentence (:class:`CensusInterrupted`), so the next census starts at once.  Every server it starts
    (the scheduler, the dashboard, each worker's connections and ``/health`` and ``/metrics``)
    listens on 127.0.0.1 only.

    See also: :func:`census`.
    """
    global _SHARED
    workers = _worker_count(workers)
    if _SHARED is not None and _SHARED.workers == workers and _SHARED.client.status == "running":
        _SHARED.ensure()
        return _SHARED.client
    if _SHARED is not None:
        old, _SHARED = _SHARED, None
        old.close()
    else:
        atexit.register(_close_shared)
    _SHARED = _LocalCluster(workers)
    return _SHARED.client


def _close_shared() -> None:
    global _SHARED
    if _SHARED is not None:
        old, _SHARED = _SHARED, None
        old.close()


# ---------------------------------------------------------------------------------- the misère column

MISERE_CENSUS_COLUMNS = ["code", "status", "order", "heaps", "since heap", "P-portion", "presentation",
                         "orders", "seconds"]
MISERE_PRESENTATION = 90         # characters: a longer presentation is left out of a row
MISERE_MEMORY = 4 << 30          # bytes a game's quotient may take, with a time limit (its own process)
START_SECONDS = 120              # the longest a game's own process may take to start, before its time limit


def misere_steadiness(orders: list[int]) -> tuple[int | None, str]:
    """Return the heap from which the order is what it is at the end, and ``"steady"`` or ``"growing"``.

    ``orders[n − 1]`` is the order of the misère quotient of the heaps 1, …, n.  The quotient is
    *growing* when its order changed within the last third of the heaps (at least the last two),
    *steady* when it held since: a judgement on the heaps computed, not a proof that it stays.

    >>> misere_steadiness([2, 6, 6, 6, 8, 8, 8, 8, 8])
    (5, 'steady')
    >>> misere_steadiness([1, 2, 2, 6, 6, 6, 6, 6, 6, 12])
    (10, 'growing')

    See also: :func:`misere_census`.
    """
    if not orders:
        return None, "growing"
    m, last = len(orders), orders[-1]
    since = m
    while since > 1 and orders[since - 2] == last:
        since -= 1
    return since, "steady" if m - since >= max(2, m // 3) else "growing"


def _quotient_steps(code: str, heaps: int, largest: int | None) -> Iterator[dict[str, Any]]:
    """Yield, for n = 1, …, ``heaps``, what the misère quotient of the heaps up to n is; stop past ``largest``.

    Each bound is proved once, on the way to the next (:func:`gamekit.games.heaps.quotient.misere_quotients`);
    ``"period"`` is (n₀, p) once the quotient is proved for every heap size.
    """
    n = 0
    try:
        for q in quotients.misere_quotients(OctalGame(code), heaps, largest=largest):
            n = q.heaps
            yield {"heaps": n, "orders": q.orders, "P-portion": len(q.p_portion), "presentation": q.presentation,
                   "period": list(q.period) if q.period else None}
    except ValueError as error:
        if largest is None or f"passed the limit of {largest} elements" not in str(error):
            raise
        yield {"heaps": n + 1, "over": largest}


_CHILD = ("import signal; signal.signal(signal.SIGINT, signal.SIG_IGN)\n"
          "import sys; from gamekit.atlas import _misere_child\n"
          "_misere_child(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) or None)")


def _misere_child(code: str, heaps: int, largest: int | None) -> None:
    """Print the steps of :func:`_quotient_steps` as JSON lines (a child process of :func:`misere_census_row`).

    It ends when its parent does (its standard input closes), and its memory is limited to
    :data:`MISERE_MEMORY` more than it uses at the start.
    """
    def orphaned() -> None:
        while os.read(0, 1 << 10):                  # unbuffered: nothing held at the process's end
            pass
        os._exit(0)

    threading.Thread(target=orphaned, daemon=True).start()
    try:
        import resource

        with open("/proc/self/statm", encoding="ascii") as statm:
            used = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        resource.setrlimit(resource.RLIMIT_AS, (used + MISERE_MEMORY, used + MISERE_MEMORY))
    except (ImportError, OSError, ValueError):     # pragma: no cover - not Linux: no limit
        pass
    print(json.dumps({"ready": True}), flush=True)     # imported: the game's time starts now
    try:
        for step in _quotient_steps(code, heaps, largest):
            print(json.dumps(step), flush=True)
    except MemoryError:
        print(json.dumps({"memory": MISERE_MEMORY}), flush=True)


def _steps_in_child(code: str, heaps: int, seconds: float, largest: int | None) -> tuple[list[dict], str | None]:
    """Return the steps of ``code`` computed within ``seconds`` in a process of its own, and why it stopped.

    The process is ended at the time limit (``"time"``); ``"memory"`` when it ran out of memory.
    """
    import select

    env = dict(os.environ)
    root = str(Path(__file__).resolve().parent.parent)           # gamekit importable as here
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    steps: list[dict] = []
    stopped = None
    with tempfile.TemporaryFile() as errors:
        with _deferred_interrupt():                  # a started process is always ended below
            child = subprocess.Popen([sys.executable, "-c", _CHILD, code, str(heaps), str(largest or 0)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, env=env)
        try:
            # the limit counts the game's own time, from the moment the child has imported gamekit
            # (a busy machine may take seconds to start Python and NumPy); the start has a limit too
            deadline, pending = time.monotonic() + seconds + START_SECONDS, b""
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    stopped = "time"
                    break
                if not select.select([child.stdout], [], [], left)[0]:
                    continue
                chunk = os.read(child.stdout.fileno(), 1 << 16)
                if not chunk:
                    break
                *lines, pending = (pending + chunk).split(b"\n")
                for line in filter(bytes.strip, lines):
                    step = json.loads(line)
                    if "ready" in step:
                        deadline = time.monotonic() + seconds
                    else:
                        steps.append(step)
        finally:
            with _deferred_interrupt():
                if child.poll() is None:
                    child.kill()
                child.wait()
                child.stdin.close()
                child.stdout.close()
        if steps and "memory" in steps[-1]:
            return steps[:-1], "memory"
        if stopped is None and child.returncode != 0:
            errors.seek(0)
            lines = [line for line in errors.read().decode("utf-8", "replace").splitlines() if line.strip()]
            raise RuntimeError(f"the misère quotient of {code} stopped with exit code {child.returncode}: "
                               + (lines[-1].strip() if lines else "no message"))
    return steps, stopped


def misere_census_row(code: str, heaps: int, seconds: float | None = None,
                      largest: int | None = None) -> dict[str, Any]:
    """Return the misère census row of one octal game: its quotient's orders for heaps up to ``heaps``.

    ``orders[n − 1]`` is the order of the misère quotient of the heaps 1, …, n (computed for
    each n in turn); ``status`` is ``"proved"`` when the quotient is proved the same for every heap
    size (``"every heap"`` then says from which heap its images repeat, and with which period), else
    ``"steady"`` or ``"growing"`` (:func:`misere_steadiness`), or ``"over 50"`` when the quotient
    passed a size limit ``largest`` of 50 at heap ``heaps`` (none unless said: it may be
    infinite).  ``presentation`` and
    ``P-portion`` (its number of elements) describe the last quotient computed, the presentation
    only when it is short.  With ``seconds``, the game runs in a process of its own that is ended
    after that time (and held to :data:`MISERE_MEMORY` of memory): ``heaps`` then says how far it
    got and ``stopped`` why.

    >>> row = misere_census_row("0.75", 10)
    >>> row["status"], row["order"], row["since heap"], row["orders"]
    ('steady', 8, 5, [2, 6, 6, 6, 8, 8, 8, 8, 8, 8])
    >>> row = misere_census_row("0.75", 14)
    >>> row["status"], row["every heap"]
    ('proved', 'images repeat from heap 8 with period 2')
    >>> row = misere_census_row("0.35", 8, largest=50)
    >>> row["status"], row["heaps"], row["orders"]
    ('over 50', 7, [2, 6, 6, 14, 14, 38, '> 50'])

    See also: :func:`misere_census`, :func:`gamekit.misere_quotient`.
    """
    start = time.perf_counter()
    code = OctalGame(code).code
    largest = _check_largest(largest)
    if seconds is None:
        steps, stopped = list(_quotient_steps(code, heaps, largest)), None
    else:
        steps, stopped = _steps_in_child(code, heaps, seconds, largest)
    over = steps[-1]["over"] if steps and "over" in steps[-1] else None
    known = [step for step in steps if "orders" in step]
    last = known[-1] if known else {}
    orders = last.get("orders", [])
    since, status = misere_steadiness(orders)
    presentation = last.get("presentation")
    period = last.get("period")
    row = {
        "code": code,
        "status": f"over {over}" if over else "proved" if period else status,
        "order": orders[-1] if orders and not over else None,
        "asked": int(heaps),
        "heaps": steps[-1]["heaps"] if steps else 0,
        "since heap": since if not over else None,
        "P-portion": last.get("P-portion") if not over else None,
        "presentation": presentation if presentation and len(presentation) <= MISERE_PRESENTATION and not over
        else None,
        "orders": orders + ([f"> {over}"] if over else []),
        "seconds": round(time.perf_counter() - start, 3),
    }
    if period:
        row["every heap"] = f"images repeat from heap {period[0]} with period {period[1]}"
    if stopped:
        row.update({"stopped": stopped, "time limit": seconds})
    return row


def _growth(orders: list) -> str:
    """Return the successive orders without repeats: ``"2 → 6 → 8"``."""
    shown: list[str] = []
    for order in orders:
        if not shown or shown[-1] != str(order):
            shown.append(str(order))
    return " → ".join(shown)


def _misere_table(rows: list[dict]) -> Any:
    import pandas as pd

    records = [{**{c: row.get(c) for c in MISERE_CENSUS_COLUMNS}, "orders": _growth(row.get("orders", []))}
               for row in rows]
    for record, row in zip(records, rows):
        if str(row.get("status", "")).startswith("over"):
            record["order"] = row["orders"][-1]
    table = pd.DataFrame(records, columns=MISERE_CENSUS_COLUMNS, dtype=object)
    return table.where(table.notna(), "–")


def _check_heaps(heaps: object) -> int:
    heaps = positive(heaps, "heaps")
    if heaps > 200:
        raise ValueError(f"heaps must be from 1 to 200 for a misère census, got {heaps}")
    return heaps


def _check_largest(largest: object) -> int | None:
    return None if largest is None else positive(largest, "largest")


def _check_seconds(seconds: object) -> float | None:
    if seconds is None:
        return None
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError(f"seconds must be a number of seconds or None, got {seconds!r} ({type(seconds).__name__})")
    if not 0 < seconds < float("inf"):
        raise ValueError(f"seconds must be a positive number of seconds, got {seconds!r}")
    return float(seconds)


def _is_misere_row(row: dict) -> bool:
    return isinstance(row.get("orders"), list)


def misere_census(codes: Iterable[str], heaps: int, *, seconds: float | None = None, largest: int | None = None,
                  client: Any = None, address: str | None = None, workers: int | None = 2,
                  path: str | os.PathLike | None = None,
                  progress: bool | str | Callable[[int, int | None], None] = "auto", timeout: float = 30) -> Any:
    """Return the misère census of the octal games ``codes``: their misère quotients for heaps up to ``heaps``.

    One row per code: ``status`` — ``"proved"`` when the quotient is proved the same for every
    heap size, ``"steady"`` when the quotient's order has not changed for the last third of the
    heaps, ``"growing"`` when it changed within them, ``"over 50"`` when the quotient passed
    ``largest`` elements, 50 say (no limit unless said: it may be infinite), or ``"failed: …"``; ``order`` (for heaps
    up to ``heaps``); ``heaps``, how far it was computed (fewer where ``seconds`` ran out, or
    the heap at which the quotient passed the limit); ``since heap``, from which heap the order is
    what it is; ``P-portion``, its number of P-elements; ``presentation`` when it is short;
    ``orders``, the successive orders (``"2 → 6 → 8"``); ``seconds``, the game's time.

    The games are computed as :func:`census` computes them — in this process (``workers=None``),
    on a local Dask cluster of ``workers`` processes, or on any cluster by ``client`` or
    ``address`` — and, with ``path``, appended to that file as they arrive, so that a census run
    again with the same file computes only what it does not hold yet.  With ``seconds`` each game
    runs in a process of its own, ended after that many seconds: a census of many games then
    takes a known time (a few quotients grow expensive fast), without it each runs to the end.

    >>> table = misere_census(["0.75", "0.07", "0.35"], 8, workers=None)
    >>> print(table[["code", "status", "order", "since heap", "orders"]].to_string(index=False))
    code  status order since heap                   orders
    0.75  steady     8          5               2 → 6 → 8
    0.07  steady     6          4           1 → 2 → 6
    0.35 growing   106          8 2 → 6 → 14 → 38 → 70 → 106

    See also: :func:`read_misere_census`, :func:`misere_census_row`, :func:`gamekit.misere_quotient`.

    References
    ----------
    .. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
       Journal of Combinatorial Theory, Series A 115, 593–622.
    """
    codes = _normalised(codes)
    heaps = _check_heaps(heaps)
    seconds = _check_seconds(seconds)
    largest = _check_largest(largest)
    workers, address = _cluster_options(client, address, workers, timeout)

    def kept(row: dict) -> bool:          # a row stopped by a shorter time limit or size limit is computed again
        over = row.get("status", "")
        return _is_misere_row(row) and not (
            row.get("stopped") == "time" and (seconds is None or row.get("time limit", 0) < seconds)
            or over.startswith("over ") and (largest is None or int(over.split()[1]) < largest))

    task = functools.partial(misere_census_row, seconds=seconds, largest=largest)
    return _misere_table(_gather(codes, heaps, task, client=client, address=address, workers=workers, path=path,
                                 progress=progress, timeout=timeout, keep=kept))


def read_misere_census(path: str | os.PathLike, heaps: int | None = None) -> Any:
    """Return the misère census table stored in ``path`` (rows of :func:`misere_census`), computing nothing.

    With ``heaps``, only the rows of a census to that many heaps; otherwise those of the largest
    number in the file.  A file that does not exist or holds no misère row is refused with
    ``ValueError``; damaged lines (a row cut short by a crash) are skipped with a warning.

    See also: :func:`misere_census`, :func:`read_census`.
    """
    if heaps is not None:
        heaps = positive(heaps, "heaps")
    return _misere_table(_stored_rows(path, heaps, what="misère census", size_name="heaps",
                                      call="misere_census(codes, heaps, path=...)", keep=_is_misere_row))
