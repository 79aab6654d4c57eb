"""The chessboard engine: values of a piece moving toward a corner, filled by the mex rule.

:func:`fill_values` fills a rows × cols table for a piece given by its steps (a leap taken once, a
ride repeated), line by line so that every option of a cell lies on an earlier line; riders
(rook and queen moves) keep one mark array per line direction, so a cell costs its number of
distinct option values rather than its number of moves.  The same Python source runs compiled by
numba or as it is.

See also: :class:`gamekit.BoardGame`, which calls it.
"""
from __future__ import annotations

import numpy as np

from gamekit.core.language import gettext as _
from gamekit.core.progress import Progress
from gamekit.engines.jit import ENGINES, engine_choice, lazy_njit, use_numba

__all__ = ["RIDER_LINES", "fill_values"]


def _fill_python(values: np.ndarray, start: int, stop: int, limit: int, steps: np.ndarray, diagonal: bool,
                 terminal: int) -> None:
    """Fill lines ``start ≤ outer < stop`` of ``values`` by the mex rule (plain loops; numba compiles the same code).

    A line is a row, or an anti-diagonal when ``diagonal``; every option of a cell lies on an
    earlier line.  A cell with no option gets ``terminal`` (0, or 1 for the tantrum game of
    misère play, whose only option there is the end worth 0).
    """
    height, width = values.shape
    # seen[v] == stamp: v is an option value; a cell has fewer options than this length
    seen = np.zeros(steps.shape[0] * (max(height, width) + 1) + 2, dtype=np.int64)
    stamp = 0
    for outer in range(start, stop):
        inner = width if not diagonal else outer + 1
        for j in range(inner):
            if diagonal:
                r, c = outer - j, j
                if r >= height or c >= width or r + c > limit:
                    continue
            else:
                r, c = outer, j
            stamp += 1
            options = 0
            for s in range(steps.shape[0]):
                dr, dc, reach = steps[s, 0], steps[s, 1], steps[s, 2]
                k = 1
                while reach < 0 or k <= reach:
                    q, p = r + k * dr, c + k * dc
                    if q < 0 or p < 0 or q >= height or p >= width:
                        break
                    v = values[q, p]
                    options += 1
                    if v < seen.shape[0]:
                        seen[v] = stamp
                    k += 1
            if options == 0:
                values[r, c] = terminal
                continue
            m = 0
            while m < seen.shape[0] and seen[m] == stamp:
                m += 1
            values[r, c] = m


_fill_numba = lazy_njit(_fill_python)  # numba compiles the hot loop; identical results


#: The directions of the rook's and the queen's moves (whole lines toward the corner), numbered.
RIDER_LINES = {(-1, 0): 0, (0, -1): 1, (-1, -1): 2}


def _fill_riders_python(values: np.ndarray, start: int, stop: int, lines: np.ndarray, seen: np.ndarray,
                        terminal: int) -> None:
    """Fill rows ``start ≤ r < stop`` of a rider game (moves along column, row and/or diagonal).

    The options of (r, c) are all earlier squares of its row, its column and its diagonal, so
    each line keeps a bitset of the values on it: ``seen[0]`` rows, ``seen[1]`` columns,
    ``seen[2]`` diagonals (c − r + height − 1).  The mex is the lowest bit missing from the
    union of the three, found a 64-bit word at a time.  ``lines`` says which lines count.
    """
    height, width = values.shape
    words = seen.shape[2]
    full = np.uint64(0xFFFFFFFFFFFFFFFF)
    one = np.uint64(1)
    for r in range(start, stop):
        for c in range(width):
            d = c - r + height - 1
            if not ((lines[0] and r > 0) or (lines[1] and c > 0) or (lines[2] and r > 0 and c > 0)):
                v = terminal
            else:
                w = 0
                x = full
                while w < words:
                    x = np.uint64(0)
                    if lines[0]:
                        x |= seen[0, c, w]
                    if lines[1]:
                        x |= seen[1, r, w]
                    if lines[2]:
                        x |= seen[2, d, w]
                    if x != full:
                        break
                    w += 1
                b = 0
                while (x >> np.uint64(b)) & one:
                    b += 1
                v = 64 * w + b
            values[r, c] = v
            bit = one << np.uint64(v & 63)
            seen[0, c, v >> 6] |= bit
            seen[1, r, v >> 6] |= bit
            seen[2, d, v >> 6] |= bit


_fill_riders_numba = lazy_njit(_fill_riders_python)


def fill_values(height: int, width: int, limit: int, steps: np.ndarray, diagonal: bool, *, misere: bool = False,
          engine: str = "auto", progress: bool | str = "auto", what: str = "board") -> np.ndarray:
    """Return the filled value array with the chosen engine ("auto", "numba", "python" or "plain").

    Riders along rows, columns and diagonals (the rook and the queen, Wythoff's game) use line
    bitsets, a few word operations a square; other pieces scan their options ("plain" always does).

    The lines are filled in bands of about a million option look-ups, with progress between
    bands; an interrupt (Ctrl-C) between or inside a band leaves nothing behind, since the array
    is returned only when complete.
    """
    engine = engine_choice(engine, ENGINES)
    values = np.full((height, width), -1, dtype=np.int64)
    directions = {(int(dr), int(dc)) for dr, dc, reach in steps if reach < 0}
    if engine != "plain" and not diagonal and len(directions) == len(steps) and directions <= set(RIDER_LINES):
        # riders along rows, columns and diagonals (rook, queen): bitsets of the values on each line
        ride = _fill_riders_numba if use_numba(engine) else _fill_riders_python
        kinds = np.zeros(3, dtype=np.int64)
        for direction in directions:
            kinds[RIDER_LINES[direction]] = 1
        words = (3 * max(height, width) + 2) // 64 + 2     # a value is at most the number of options
        seen = np.zeros((3, max(height, width) + height + width, words), dtype=np.uint64)
        band = max(1, 4_000_000 // max(1, width * words))
        with Progress(progress, height, _("{what}: rows of the table").format(what=what)) as report:
            for start in range(0, height, band):
                stop = min(height, start + band)
                ride(values, start, stop, kinds, seen, 1 if misere else 0)
                report(stop)

        return values
    fill = _fill_numba if engine != "plain" and use_numba(engine) else _fill_python
    lines = height + width - 1 if diagonal else height
    per_line = max(1, (width if not diagonal else min(height, width)) * max(1, height + width))
    band = max(1, 1_000_000 // per_line)
    with Progress(progress, lines, _("{what}: lines of the table").format(what=what)) as report:
        for start in range(0, lines, band):
            stop = min(lines, start + band)
            fill(values, start, stop, limit, steps, diagonal, 1 if misere else 0)
            report(stop)

    return values
