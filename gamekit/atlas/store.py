"""The store of a census: rows as JSON lines appended to a file, locked while a census writes it.

A row is a dictionary with at least ``"code"`` and ``"asked"`` (the size of the census that
computed it).  A census appends each row as it arrives, so an interrupted census resumes where it
stopped; a line cut short by a crash is skipped when read, and its game computed again.

>>> parse_rows('{"code": "0.7", "asked": 9}\\n{"code": "0.\\n')
([{'code': '0.7', 'asked': 9}], 1)
"""
from __future__ import annotations

import contextlib
import json
import os
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

from gamekit.core.language import gettext as _
from gamekit.core.validation import heap as as_heap

__all__ = ["parse_rows", "rows_for", "store_path", "census_file", "stored_rows", "append_row", "failed_row"]


def parse_rows(text: str) -> tuple[list[dict], int]:
    """Return the census rows in ``text`` (JSON lines) and the number of damaged lines skipped.

    A line cut short by a crash, or two rows glued by one, is damaged: its game is computed again.

    >>> parse_rows('{"code": "0.7", "asked": 9}\\n{"code": "0.\\n\\n[1]\\n')
    ([{'code': '0.7', 'asked': 9}], 2)

    See also: :func:`stored_rows`.
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


def rows_for(rows: list[dict], size: int) -> dict[str, dict]:
    """Return the rows of a census to ``size``, by code (failed games left out: they are computed again).

    >>> rows_for([{"code": "0.7", "asked": 9}, {"code": "0.6", "asked": 9, "status": "failed: …"},
    ...           {"code": "0.5", "asked": 8}], 9)
    {'0.7': {'code': '0.7', 'asked': 9}}

    See also: :func:`parse_rows`.
    """
    return {row["code"]: row for row in rows
            if row["asked"] == size and not str(row.get("status", "")).startswith("failed")}


def failed_row(code: str, size: int, error: BaseException) -> dict:
    """Return the row of a game that failed: its status names the error (the game is computed again).

    >>> failed_row("0.6", 500, MemoryError("no room"))
    {'code': '0.6', 'status': 'failed: MemoryError: no room', 'asked': 500}

    See also: :func:`rows_for`.
    """
    return {"code": code, "status": f"failed: {type(error).__name__}: {error}", "asked": int(size)}


def store_path(path: object) -> Path:
    """Return ``path`` as a ``Path``; anything but a file name is refused with ``TypeError``.

    >>> store_path(3)
    Traceback (most recent call last):
    ...
    TypeError: path must be a file name (str or pathlib.Path), got 3 (int)

    See also: :func:`census_file`.
    """
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(_("path must be a file name (str or pathlib.Path), got {path} ({__name__})").format(
                            path=repr(path), __name__=type(path).__name__))
    return Path(path)


@contextlib.contextmanager
def census_file(path: Path) -> Iterator[IO[bytes]]:
    """Return ``path`` open to append rows, locked for this census; refuse, before any work, what cannot be.

    A second census writing the same file meanwhile is refused (its rows would be duplicated), and
    a last line cut short by a crash is ended, so that the next row starts a line of its own.

    See also: :func:`append_row`, :func:`stored_rows`.
    """
    if path.is_dir():
        raise ValueError(_("path must be a file, got the folder {path}").format(path=path))
    if not path.parent.is_dir():
        raise ValueError(_("path {path}: the folder {parent} does not exist").format(path=path, parent=path.parent))
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


def append_row(out: IO[bytes], row: dict) -> None:
    """Append ``row`` to the open census file ``out`` as one JSON line, flushed at once.

    See also: :func:`census_file`.
    """
    out.write((json.dumps(row) + "\n").encode("utf-8"))
    out.flush()


def stored_rows(path: str | os.PathLike, size: int | None, *, what: str, size_name: str, call: str,
                keep: Callable[[dict], bool] | None = None) -> list[dict]:
    """Return the rows (those ``keep`` accepts, or all) of the census to ``size`` in ``path``, sorted by code.

    Without ``size``, those of the largest size in the file.  A missing file, a file without such
    rows and a size it does not hold are refused in one sentence; damaged lines are skipped with
    a warning (the next census run with the file computes those games again).  ``what`` names the
    census in these sentences, ``size_name`` its size and ``call`` the call that makes one.

    See also: :func:`parse_rows`, :func:`gamekit.read_census`.
    """
    file = store_path(path)
    if not file.is_file():
        raise ValueError(_("there is no {what} at {file}: make one with {call}").format(
                             what=what, file=file, call=call))
    rows, damaged = parse_rows(file.read_text(encoding="utf-8", errors="replace"))
    lines = damaged + len(rows)
    rows = [row for row in rows if keep is None or keep(row)]
    if not rows:
        raise ValueError(_("{file} holds no {what} row: none of its {lines} lines is a row written by {call}").format(
                             file=file, what=what, lines=lines, call=call))
    sizes = sorted({row["asked"] for row in rows})
    if size is None:
        size = sizes[-1]
    elif as_heap(size) not in sizes:
        raise ValueError(f"{file} holds no {what} to {size_name} = {size}; it holds censuses to {size_name} = "
                         + ", ".join(str(found) for found in sizes))
    if damaged:
        warnings.warn(f"{file}: skipped {damaged} damaged line(s), rows cut short by an interrupted census; "
                      f"{call} with this file computes those games again", stacklevel=3)
    found = rows_for(rows, size)
    return sorted(found.values(), key=lambda row: (row["code"].split(".")[0], row["code"]))
