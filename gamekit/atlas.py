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

import hashlib
import json
import os
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import numpy as np

from gamekit.core.extras import require
from gamekit.core.progress import Progress
from gamekit.core.validation import heap as as_heap
from gamekit.games.heaps.octal import OctalGame

__all__ = ["census", "census_row", "octal_codes", "read_census", "CENSUS_COLUMNS", "MAX_CENSUS_VALUES"]

CENSUS_COLUMNS = ["code", "status", "preperiod", "period", "computed to", "largest value", "rare mask",
                  "rare heaps", "last rare heap", "class", "seconds"]
MAX_CENSUS_VALUES = 1 << 28      # 256 million values: about 1.5 GB for one game in a worker
BYTES_PER_VALUE = 6              # the sequence (up to 16 bits) and its 32-bit copy for the row


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
    The rare/common split is the engine's (a value v is rare when ``v & mask`` has even parity),
    with the number of heaps of rare value and the last of them.
    ``sequence`` is a fingerprint of the values, which :func:`census` uses to put codes with
    identical sequences in one class.

    >>> row = census_row("0.77", 200)
    >>> row["status"], row["preperiod"], row["period"], row["largest value"]
    ('periodic', 71, 12, 8)

    See also: :func:`census`, :meth:`gamekit.OctalGame.period`.
    """
    start = time.perf_counter()
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
        "rare heaps": int(len(rare)) if mask else None,
        "last rare heap": int(rare[-1]) if mask and len(rare) else None,
        "sequence": hashlib.sha1(np.ascontiguousarray(values, dtype=np.int32).tobytes()).hexdigest(),
        "seconds": round(time.perf_counter() - start, 3),
    }


def _failed_row(code: str, n: int, error: BaseException) -> dict[str, Any]:
    return {"code": code, "status": f"failed: {type(error).__name__}: {error}", "asked": int(n)}


def _normalised(codes: Iterable[str]) -> list[str]:
    if isinstance(codes, str):
        raise ValueError(f"census takes a list of codes, got the single string {codes!r}: write [{codes!r}]")
    seen: dict[str, None] = {}
    for code in codes:
        seen[OctalGame(code).code] = None               # a malformed code: ValueError naming it
    if not seen:
        raise ValueError("census needs at least one octal code")
    return list(seen)


def _check_size(n: int) -> int:
    n = as_heap(n)
    if n < 2:
        raise ValueError(f"a census needs at least 2 values per game, got n = {n}")
    if n > MAX_CENSUS_VALUES:
        raise ValueError(f"n = {n:,} values per game is more than a census computes "
                         f"({MAX_CENSUS_VALUES:,}: about {MAX_CENSUS_VALUES * BYTES_PER_VALUE >> 30} GB a game)")
    from gamekit.core.limits import check_table_size

    check_table_size(n, BYTES_PER_VALUE, f"a census to n = {n:,}")
    return n


def _read_rows(path: Path, n: int) -> dict[str, dict]:
    """Return the rows already in ``path`` for this n (a file written by an earlier census)."""
    rows: dict[str, dict] = {}
    if not path.exists():
        return rows
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:       # a line cut short by an interruption: computed again
            continue
        if row.get("asked") == n and not str(row.get("status", "")).startswith("failed"):
            rows[row["code"]] = row
    return rows


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
    A file that does not exist is refused with ``ValueError``.

    See also: :func:`census`.
    """
    file = Path(path)
    if not file.exists():
        raise ValueError(f"there is no census at {file}: make one with census(codes, n, path=...)")
    if n is None:
        asked = [json.loads(line).get("asked", 0) for line in file.read_text(encoding="utf-8").splitlines()
                 if line.strip().startswith("{")]
        n = max(asked, default=0)
    rows = _read_rows(file, n)
    return _table(sorted(rows.values(), key=lambda row: (row["code"].split(".")[0], row["code"])))


def census(codes: Iterable[str], n: int, *, client: Any = None, address: str | None = None,
           workers: int | None = 2, path: str | os.PathLike | None = None,
           progress: bool | str | Callable[[int, int | None], None] = "auto") -> Any:
    """Return the census of the octal games ``codes`` from γ(0), …, γ(n−1): one row per code.

    Columns: ``code``; ``status`` ("periodic", "open" — not certified from n values — or
    "failed: …" with the error of a game that failed); ``preperiod`` and ``period`` when certified;
    ``computed to`` (n); ``largest value``; for the rare/common split of the engine, ``rare mask``,
    ``rare heaps`` (how many heaps have a rare value) and ``last rare heap``; ``class``, the first
    code of the census with an identical sequence up to n; and ``seconds``, the time of the game.

    The games are computed on Dask: ``client`` (a ``distributed.Client``) or ``address`` (a
    scheduler's address, such as ``"tcp://127.0.0.1:8786"``) reaches any cluster; otherwise a local
    cluster of ``workers`` processes is started on 127.0.0.1 and closed at the end.
    ``workers=None`` computes in this process, one game after another (no Dask).  With ``path``
    every row is appended to that file (JSON lines) as soon as it arrives, and a census run again
    with the same file and n computes only the codes it does not hold yet.  Bad input (a malformed
    code, an n too large) is refused with ``ValueError`` before anything is computed.

    >>> census(["0.77", "0.8"], 100, workers=None)
    Traceback (most recent call last):
    ...
    ValueError: an octal code has digits 0–7 only, got '8' in '0.8'

    See also: :func:`census_row`, :func:`octal_codes`, :meth:`gamekit.OctalGame.period`.
    """
    codes = _normalised(codes)
    n = _check_size(n)
    if workers is not None and (not isinstance(workers, int) or isinstance(workers, bool) or workers < 1):
        raise ValueError(f"workers must be a positive whole number or None, got {workers!r}")
    file = Path(path) if path is not None else None
    done = _read_rows(file, n) if file else {}
    todo = [code for code in codes if code not in done]
    report = Progress(progress, len(codes), "games")
    rows = dict(done)

    def record(row: dict) -> None:
        rows[row["code"]] = row
        if file is not None:
            with file.open("a", encoding="utf-8") as out:        # one line a game, flushed at once
                out.write(json.dumps(row) + "\n")
        report(len(rows))

    with report:
        report(len(rows))
        if todo and workers is None and client is None and address is None:
            for code in todo:
                try:
                    record(census_row(code, n))
                except Exception as error:  # noqa: BLE001 - a failed game is reported in its row
                    record(_failed_row(code, n, error))
        elif todo:
            _on_dask(todo, n, client, address, workers, record)
    return _table([rows[code] for code in codes])


def _on_dask(todo: list[str], n: int, client: Any, address: str | None, workers: int | None,
             record: Callable[[dict], None]) -> None:
    distributed = require("distributed", "atlas", "the census on a Dask cluster")
    Client, LocalCluster, as_completed = distributed.Client, distributed.LocalCluster, distributed.as_completed

    cluster = own = None
    if client is None:
        if address is not None:
            client = own = Client(address, timeout="30s")
        else:
            cluster = LocalCluster(n_workers=workers or 2, threads_per_worker=1, processes=True,
                                   host="127.0.0.1", dashboard_address=":0")   # any free port
            client = own = Client(cluster)
    futures = {client.submit(census_row, code, n, pure=False): code for code in todo}
    try:
        for future in as_completed(futures):
            code = futures[future]
            try:
                record(future.result())
            except Exception as error:  # noqa: BLE001 - a failed game is reported in its row
                record(_failed_row(code, n, error))
    finally:
        for future in futures:
            future.cancel()
        if own is not None:
            own.close()
        if cluster is not None:
            cluster.close()
