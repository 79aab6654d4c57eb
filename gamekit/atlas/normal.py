"""The census of octal games in normal play: for many codes, the certified period or how far each game is open.

Each code is one task on a Dask cluster (``dask.distributed``): by default a local cluster of
worker processes on this machine, or any cluster reached by its address or a ``Client``.  Rows are
appended to a file as they arrive (:mod:`gamekit.atlas.store`), so an interrupted census resumes
where it stopped; the cluster is :mod:`gamekit.atlas.cluster`'s.

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

import contextlib
import hashlib
import os
import time
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.atlas.cluster import CensusInterrupted, cluster_options, run_on_dask, workers_at_once
from gamekit.atlas.codes import checked_codes
from gamekit.atlas.store import append_row, census_file, failed_row, parse_rows, rows_for, store_path, stored_rows
from gamekit.core.progress import Progress
from gamekit.core.validation import heap as as_heap
from gamekit.games.heaps.octal import OctalGame

__all__ = ["census", "census_row", "read_census", "gather", "CENSUS_COLUMNS", "MAX_CENSUS_VALUES",
           "BYTES_PER_VALUE"]

#: The columns of a census table, in order (English keys, which ``gk.tables.compact`` shows in the language spoken).
CENSUS_COLUMNS = [N_("code"), N_("status"), N_("preperiod"), N_("period"), N_("computed to"), N_("largest value"),
                  N_("rare mask"), N_("rare split"), N_("rare heaps"), N_("last rare heap"), N_("class"), N_("seconds")]
#: The most values a census computes of one game: 256 million, about 4.3 GB in a worker.
MAX_CENSUS_VALUES = 1 << 28
#: The peak memory of one game per value, in bytes, as measured (benchmarks/census.py --memory).
BYTES_PER_VALUE = 16



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
        raise ValueError(_("a census needs at least 2 values per game, got n = {n}").format(n=n))
    if n > MAX_CENSUS_VALUES:
        raise ValueError(_("n = {n} values per game is more than a census computes ({MAX_CENSUS_VALUES}: about "
                           "{value} GiB a game)").format(
                             n=f"{n:,}",
                             MAX_CENSUS_VALUES=f"{MAX_CENSUS_VALUES:,}",
                             value=f"{MAX_CENSUS_VALUES * BYTES_PER_VALUE / 2**30:.0f}"))
    need, have = n * BYTES_PER_VALUE * games_at_once, _available_memory()
    if need > have * 0.8:
        games = f"{games_at_once} games at once" if games_at_once > 1 else "one game"
        raise ValueError(f"a census to n = {n:,} needs about {need / 2**30:.1f} GiB of memory for {games} "
                         f"({BYTES_PER_VALUE} bytes a value) and this machine has {have / 2**30:.1f} GiB free: "
                         "ask for fewer values" + (" or fewer workers" if games_at_once > 1 else ""))
    return n



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

    Parameters
    ----------
    path : str or os.PathLike
        The file a census wrote with ``census(codes, n, path=...)`` (JSON lines).
    n : int, optional
        Only the rows of a census to n values; those of the largest n in the file if none.

    Returns
    -------
    pandas.DataFrame
        The table :func:`census` returns, one row per code stored.

    Raises
    ------
    ValueError
        If the file does not exist or holds no census row.  Damaged lines (a row cut short by a
        crash) are skipped with a warning.

    See Also
    --------
    census : computes the rows, and stores them with ``path``.
    gamekit.atlas.misere.read_misere_census : a stored misère census.
    """
    return _table(stored_rows(path, n, what="census", size_name="n", call="census(codes, n, path=...)"))



def census(codes: Iterable[str], n: int, *, client: Any = None, address: str | None = None,
           workers: int | None = 2, path: str | os.PathLike | None = None,
           progress: bool | str | Callable[[int, int | None], None] = "auto", timeout: float = 30) -> Any:
    """Return the census of the octal games ``codes`` from γ(0), …, γ(n−1): one row per code.

    Each game is one task, computed on a Dask cluster or in this process; the values are computed
    in doubling steps and a game stops as soon as the octal periodicity theorem [1]_ certifies
    its period (:func:`census_row`).  Bad input (a malformed code, an n too large for the memory
    free now, a folder that cannot be written) is refused before anything is computed.

    Parameters
    ----------
    codes : iterable of str
        The octal codes, such as ``"0.77"`` (Kayles) or ``"4.07"``; :func:`~gamekit.atlas.codes.octal_codes`
        lists every code of a number of digits.
    n : int
        How many values γ(0), …, γ(n−1) of each game at most; at least 2, and at most what the
        memory free now holds for the games computed at once.
    client : distributed.Client, optional
        The Dask cluster to compute on, such as the one of :func:`~gamekit.atlas.cluster.local_cluster`.
    address : str, optional
        The address of a Dask scheduler to reach instead, such as ``"tcp://127.0.0.1:8786"``; a
        cluster without a worker is refused once ``timeout`` seconds have passed without one.
    workers : int or None, default 2
        Without ``client`` or ``address``: the processes of a local cluster started on 127.0.0.1
        and closed at the end (its workers never import the calling script, so a script needs no
        ``if __name__ == "__main__":``, and nothing outlives the census, even interrupted).
        ``None`` computes in this process, one game after another, without Dask.
    path : str or os.PathLike, optional
        A file to which every row is appended (JSON lines) as soon as it arrives; a census run
        again with the same file and n computes only the codes it does not hold yet.  The file is
        locked while the census runs, so a second census writing it is refused.
    progress : bool, "auto" or callable, default "auto"
        A progress bar of games (``"auto"``: only for a run longer than two seconds), none
        (``False``), or a function called with (games done, games in all).
    timeout : float, default 30
        The seconds to wait for the scheduler at ``address`` and for its first worker.

    Returns
    -------
    pandas.DataFrame
        One row per code, in the order of ``codes``, with the columns ``code``; ``status``
        (``"periodic"``, ``"open"`` — not certified from n values — or ``"failed: …"`` with the
        error of a game that failed); ``preperiod`` and ``period`` when certified; ``computed to``;
        ``largest value``; for the rare/common split of the engine, ``rare mask``, ``rare split``
        (``"by value"`` or ``"by value and heap parity"``), ``rare heaps`` (how many heaps have a
        rare value) and ``last rare heap``; ``class``, the first code of the census with an
        identical sequence up to n; and ``seconds``, the time of the game
        (:data:`~gamekit.atlas.normal.CENSUS_COLUMNS`).

    Raises
    ------
    TypeError
        If ``codes`` is not a list of texts, or ``n`` not a whole number.
    ValueError
        If a code is malformed, ``n`` is below 2 or too large for the memory free now, ``path``
        cannot be written or is being written by another census, or no cluster answers within
        ``timeout`` seconds.
    gamekit.atlas.cluster.CensusInterrupted
        On Ctrl-C: one sentence on what was done and kept.  A census on the cluster of
        :func:`~gamekit.atlas.cluster.local_cluster` first restarts its workers to stop the
        games still running.

    See Also
    --------
    census_row : the row of one game, as each task computes it.
    read_census : a stored census, read without computing.
    gamekit.atlas.misere.misere_census : the misère quotients of octal games.
    gamekit.games.heaps.octal.OctalGame.period : the certified period of one game.

    References
    ----------
    .. [1] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982). *Winning Ways for your
       Mathematical Plays*. Academic Press, chapter 4 (octal games and the periodicity theorem).
    .. [2] Flammenkamp, A. *Sprague–Grundy values of octal games* (the tables of the census).

    Examples
    --------
    >>> census(["0.77", "0.07"], 2000, workers=None)[["code", "preperiod", "period"]].values.tolist()
    [['0.77', 71, 12], ['0.07', 53, 34]]
    >>> census(["0.77", "0.8"], 100, workers=None)
    Traceback (most recent call last):
    ...
    ValueError: an octal code has digits 0–7 only, got '8' in '0.8'
    """
    codes = checked_codes(codes)
    workers, address = cluster_options(client, address, workers, timeout)
    n = _check_size(n, workers_at_once(client, address, workers))
    return _table(gather(codes, n, census_row, client=client, address=address, workers=workers, path=path,
                         progress=progress, timeout=timeout))


def gather(codes: list[str], n: int, task: Callable[[str, int], dict], *, client: Any, address: str | None,
           workers: int | None, path: str | os.PathLike | None,
           progress: bool | str | Callable[[int, int | None], None], timeout: float,
           keep: Callable[[dict], bool] | None = None) -> list[dict]:
    """Return the rows ``task(code, n)`` of ``codes``, in their order: read from ``path``, else computed.

    The machinery of every census (:func:`census`, :func:`gamekit.misere_census`): the rows already
    in the file (those ``keep`` accepts, or all) are not computed again, each new row is appended as it
    arrives, the games run in this process (``workers=None``) or on Dask, with a progress bar of
    games; a game that raises gets a failed row.  Interrupted, it raises
    :class:`~gamekit.atlas.cluster.CensusInterrupted`, saying how far it got and what was kept.

    >>> rows = gather(["0.77", "0.07"], 10, lambda code, n: {"code": code, "asked": n}, client=None,
    ...               address=None, workers=None, path=None, progress=False, timeout=30)
    >>> rows
    [{'code': '0.77', 'asked': 10}, {'code': '0.07', 'asked': 10}]

    See also: :func:`gamekit.atlas.store.census_file`, :func:`gamekit.atlas.cluster.run_on_dask`.
    """
    file = store_path(path) if path is not None else None
    with census_file(file) if file is not None else contextlib.nullcontext() as out:
        done = {code: row for code, row in
                rows_for(parse_rows(file.read_text(encoding="utf-8", errors="replace"))[0], n).items()
                if keep is None or keep(row)} if file else {}
        todo = [code for code in codes if code not in done]
        report = Progress(progress, len(codes), "games")
        rows = dict(done)

        def record(row: dict) -> None:
            rows[row["code"]] = row
            if out is not None:                                    # one line a game, flushed at once
                append_row(out, row)
            report(len(rows))

        try:
            with report:
                report(len(rows))
                if todo and workers is None and client is None and address is None:
                    for code in todo:
                        try:
                            record(task(code, n))
                        except Exception as error:  # noqa: BLE001 - a failed game is reported in its row
                            record(failed_row(code, n, error))
                elif todo:
                    run_on_dask(todo, n, task, record, client=client, address=address, workers=workers,
                                timeout=timeout)
        except KeyboardInterrupt as interrupt:
            left = len(codes) - len(rows)
            kept = (f"; the {len(rows)} rows done are kept in {file.name}, and the same call computes only the "
                    f"other {left}" if file is not None and rows else "")
            raise CensusInterrupted(f"Census interrupted after {len(rows)} of {len(codes)} games{kept}"
                                    f"{str(interrupt) if isinstance(interrupt, CensusInterrupted) else ''}."
                                    ) from None
    return [rows[code] for code in codes]

