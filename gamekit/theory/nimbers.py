"""Nimbers: the nim-sum from its mex definition and the theorems the course proves about it.

The slides *define* a ⊕ b as γ(a, b) in two-heap nim, which by the mex rule means

    a ⊕ b = mex({a' ⊕ b : a' < a} ∪ {a ⊕ b' : b' < b}),                      (*)

and prove that (*) is the binary addition without carry (XOR).  This module computes (*)
literally, checks the properties and theorems the course states about it (each check returns
``None`` when the property holds and a witness when it fails).  ``gk.nim_sum`` (XOR) and
``gk.mex`` live in :mod:`gamekit.theory.arithmetic`; nim positions and misère nim in :mod:`gamekit.games.heaps.nim`;
Conway's nim-product, which makes the numbers below 2^(2^k) a field, in :mod:`gamekit.theory.nimfield`.
The names of those two modules are also importable from here, as they were before.

References
----------
.. [1] *Nim-összeadás, játékok összege* (Nim-addition, sums of games), lecture slides of the course.
.. [2] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
"""
from __future__ import annotations

import numpy as np

from gamekit.core.language import N_, numeral, pgettext
from gamekit.core.language import gettext as _
from gamekit.core.progress import Progress
from gamekit.core.validation import natural
from gamekit.theory.arithmetic import nim_sum

__all__ = [
    "nim_sum_table", "nim_sum_by_mex", "add_without_carry", "binary_digits",
    "cancellativity_violation", "nim_monotonicity_violation", "operation_tables",
    "nim_monotone_witness",
    "latin_blocks_violation", "block_translation_violation", "bit_parity_violation",
]


MAX_MEX_CELLS = 50_000_000   # nim_sum_table refuses larger tables (minutes of work, GBs of memory)


# --------------------------------------------------------------------------- the nim-sum by (*)
def nim_sum_table(rows: int, cols: int | None = None, progress: bool | str = "auto") -> np.ndarray:
    """Return the table T[a, b] = a ⊕ b (a < rows, b < cols) filled cell by cell with the mex rule (*).

    Nothing here uses XOR: each cell is the least value missing from the cells to its left in
    its row and above it in its column — the SG table of two-heap nim.  A row of the result is
    a fixed a, a column a fixed b.  Interrupting (Ctrl-C) a large table leaves nothing behind.

    See also: :func:`gamekit.nim_sum`, :func:`gamekit.theory.nimfield.nim_product_table`.

    >>> nim_sum_table(4)
    array([[0, 1, 2, 3],
           [1, 0, 3, 2],
           [2, 3, 0, 1],
           [3, 2, 1, 0]])
    >>> int(nim_sum_table(8)[6, 5])
    3
    """
    rows = natural(rows, N_("the argument rows of nim_sum_table"))
    cols = rows if cols is None else natural(cols, N_("the argument cols of nim_sum_table"))
    if rows * cols > MAX_MEX_CELLS:
        raise ValueError(_("a {rows}×{cols} table by the mex rule has more than {MAX_MEX_CELLS} cells; use "
                           "gk.nim_sum (XOR) for large values").format(
                             rows=rows, cols=cols, MAX_MEX_CELLS=numeral(MAX_MEX_CELLS)))
    table = np.zeros((rows, cols), dtype=np.int64)
    if rows == 0 or cols == 0:
        return table
    bound = rows + cols  # a cell has rows + cols − 2 earlier cells in its row and column
    row_seen = np.zeros((rows, bound), dtype=bool)   # values already in row a
    col_seen = np.zeros((cols, bound), dtype=bool)   # values already in column b
    with Progress(progress, rows, N_("nim_sum_table rows")) as report:
        for a in range(rows):
            seen_a = row_seen[a]
            for b in range(cols):
                excluded = seen_a | col_seen[b]
                value = int(np.argmin(excluded))          # the first value not excluded: the mex
                table[a, b] = value
                seen_a[value] = True
                col_seen[b, value] = True
            report(a + 1)

    return table


def nim_sum_by_mex(a: int, b: int) -> int:
    """Return a ⊕ b computed by the recursion (*) alone (it fills an (a+1)×(b+1) table).

    >>> nim_sum_by_mex(6, 5), nim_sum_by_mex(100, 50)
    (3, 86)
    """
    a, b = natural(a, N_("the argument a of nim_sum_by_mex")), natural(b, N_("the argument b of nim_sum_by_mex"))
    return int(nim_sum_table(a + 1, b + 1, progress=False)[a, b])


def binary_digits(n: int, width: int | None = None) -> list[int]:
    """Return the binary digits of ``n``, most significant first, padded with zeros to ``width``.

    >>> binary_digits(13, 6), binary_digits(0)
    ([0, 0, 1, 1, 0, 1], [0])
    """
    n = natural(n, N_("the argument n of binary_digits"))
    digits = [int(d) for d in bin(n)[2:]]
    if width is not None:
        width = natural(width, N_("the width of binary_digits"))
        if width < len(digits):
            raise ValueError(_("{n} has {count} binary digits, more than width={width}").format(
                                 n=n, count=len(digits), width=width))
        digits = [0] * (width - len(digits)) + digits
    return digits


def add_without_carry(*values: int) -> int:
    """Return the digit-by-digit binary sum mod 2 of ``values`` (the slides' a ∘ b), without using XOR.

    An independent computation of the nim-sum: each place value 2^i gets (Σ digits) mod 2.

    >>> add_without_carry(100, 50), add_without_carry(13, 42, 30, 43)
    (86, 18)
    """
    values = [natural(v, N_("every value of add_without_carry")) for v in values]
    total, place = 0, 1
    while any(values):
        if sum(v % 2 for v in values) % 2:
            total += place
        values = [v // 2 for v in values]
        place *= 2
    return total


# --------------------------------------------------------------------------- the two properties
def _square(table: object, what: str) -> np.ndarray:
    t = np.asarray(table)
    if t.ndim != 2 or t.shape[0] != t.shape[1]:
        raise ValueError(_("{what} needs a square table of an operation on 0..n−1, got shape {shape}").format(
                             what=_(what), shape=t.shape))
    if t.size and (not np.issubdtype(t.dtype, np.integer) or t.min() < 0):
        raise ValueError(_("{what} needs a table of non-negative integers").format(what=_(what)))
    return t.astype(np.int64)


def cancellativity_violation(table: object) -> tuple[int, int, int, int] | None:
    """Return ``None`` if the operation T[a, b] is cancellative, else a witness (a', b', a, b).

    Cancellative: a' < a ⇒ a' ∘ b ≠ a ∘ b and b' < b ⇒ a ∘ b' ≠ a ∘ b; the witness is a pair of
    cells in one row or one column with equal values.

    >>> cancellativity_violation(nim_sum_table(8)) is None
    True
    >>> cancellativity_violation([[0, 1], [1, 1]])
    (0, 1, 1, 1)
    """
    t = _square(table, "cancellativity_violation")
    n = len(t)
    for a in range(n):
        for b in range(n):
            for a2 in range(a):
                if t[a2, b] == t[a, b]:
                    return (a2, b, a, b)
            for b2 in range(b):
                if t[a, b2] == t[a, b]:
                    return (a, b2, a, b)
    return None


def nim_monotonicity_violation(table: object) -> tuple[int, int, int] | None:
    """Return ``None`` if T[a, b] is nim-monotone, else a witness (a, b, c).

    Nim-monotone: every c < a ∘ b equals a' ∘ b for some a' < a or a ∘ b' for some b' < b.
    The witness is a cell (a, b) and a smaller c found neither above nor to the left of it.

    >>> nim_monotonicity_violation(nim_sum_table(8)) is None
    True
    >>> nim_monotonicity_violation([[0, 2], [1, 0]])
    (0, 1, 1)
    """
    t = _square(table, "nim_monotonicity_violation")
    n = len(t)
    for a in range(n):
        for b in range(n):
            earlier = set(t[:a, b].tolist()) | set(t[a, :b].tolist())
            for c in range(int(t[a, b])):
                if c not in earlier:
                    return (a, b, c)
    return None


def operation_tables(n: int, *, cancellative: bool = True, nim_monotone: bool = True,
                     max_value: int | None = None) -> list[np.ndarray]:
    """Return every operation table on {0, …, n−1} with the required properties (values < max_value).

    A backtracking search that tries *every* value for each cell and keeps it only if the
    required properties still hold — it does not use the mex rule, so finding exactly one table
    with both properties is a check of the slides' uniqueness theorem, not a restatement of it.
    ``max_value`` defaults to 2n − 1 (a cell has 2n − 2 earlier cells in its row and column).

    >>> [t.tolist() for t in operation_tables(2)]
    [[[0, 1], [1, 0]]]
    >>> len(operation_tables(2, nim_monotone=False, max_value=3))
    18
    """
    n = natural(n, N_("the argument n of operation_tables"))
    max_value = 2 * n - 1 if max_value is None else natural(max_value, N_("the max_value of operation_tables"))
    if n > 4:
        raise ValueError(_("operation_tables searches all tables: n ≤ 4 keeps it finite in practice, got {n}").format(
                             n=n))
    cells = [(a, b) for a in range(n) for b in range(n)]
    table = np.zeros((n, n), dtype=np.int64)
    found: list[np.ndarray] = []

    def fits(a: int, b: int, v: int) -> bool:
        earlier = set(table[:a, b].tolist()) | set(table[a, :b].tolist())
        if cancellative and v in earlier:
            return False
        if nim_monotone and any(c not in earlier for c in range(v)):
            return False
        return True

    def extend(i: int) -> None:
        if i == len(cells):
            found.append(table.copy())
            return
        a, b = cells[i]
        for v in range(max_value):
            if fits(a, b, v):
                table[a, b] = v
                extend(i + 1)
        table[a, b] = 0

    extend(0)
    return found


def nim_monotone_witness(a: int, b: int, c: int) -> tuple[str, int]:
    """Return ("a", a') with a' < a and a' ⊕ b = c, or ("b", b') with b' < b and a ⊕ b' = c.

    The construction of the slides' proof: take the highest place 2^k where c and a ⊕ b differ
    (there c has 0 and a ⊕ b has 1, so exactly one of a, b has a 1); if it is a, then
    a' = c ⊕ b, else b' = c ⊕ a.  Needs c < a ⊕ b.

    >>> nim_monotone_witness(6, 5, 2)
    ('b', 4)
    """
    a, b, c = (natural(x, N_("each of a, b, c of nim_monotone_witness")) for x in (a, b, c))
    s = nim_sum(a, b)
    if c >= s:
        raise ValueError(_("nim-monotonicity speaks of c < a ⊕ b = {s}, got c = {c}").format(s=s, c=c))
    k = (c ^ s).bit_length() - 1
    if (a >> k) & 1:
        return ("a", nim_sum(c, b))
    return ("b", nim_sum(c, a))


# --------------------------------------------------------------------------- theorems 1–3 of the article
def latin_blocks_violation(table: object, n: int) -> tuple[str, int, int] | None:
    """Return ``None`` if theorem 1 holds for n, else a witness ("row"|"column", index, missing value).

    The kind of line is a word for the reader, said in the language spoken ("sor" / "oszlop" in
    Hungarian); the index counts from 0, as the table's labels do.

    Theorem 1: in the top-left 2ⁿ × 2ⁿ part of the table every row and every column contains
    each of 0, …, 2ⁿ − 1 exactly once.

    >>> latin_blocks_violation(nim_sum_table(8), 3) is None
    True
    >>> latin_blocks_violation([[0, 1], [1, 1]], 1)
    ('row', 1, 0)
    """
    t = np.asarray(table)
    n = natural(n, N_("the argument n of latin_blocks_violation"))
    size = 2 ** n
    if t.ndim != 2 or min(t.shape) < size:
        raise ValueError(_("theorem 1 for n = {n} needs a table of at least {size}×{size}, got {shape}").format(
                             n=n, size=size, shape=t.shape))
    block = t[:size, :size]
    wanted = set(range(size))
    for kind, lines in ((pgettext("a line of a table", "row"), block),
                        (pgettext("a line of a table", "column"), block.T)):
        for i, line in enumerate(lines):
            missing = wanted - set(line.tolist())
            if missing:
                return (kind, i, min(missing))
    return None


def block_translation_violation(table: object, n: int) -> tuple[int, int] | None:
    """Return ``None`` if theorem 2 holds for n on the table, else a cell (i, j) with 0 ≤ i, j < 2ⁿ where it fails.

    Theorem 2: for 0 ≤ i, j < 2ⁿ, (i + 2ⁿ) ⊕ j = i ⊕ (j + 2ⁿ) = (i ⊕ j) + 2ⁿ and
    (i + 2ⁿ) ⊕ (j + 2ⁿ) = i ⊕ j.  The table needs at least 2ⁿ⁺¹ rows and columns.

    >>> block_translation_violation(nim_sum_table(16), 3) is None
    True
    """
    t = np.asarray(table)
    n = natural(n, N_("the argument n of block_translation_violation"))
    size = 2 ** n
    if t.ndim != 2 or min(t.shape) < 2 * size:
        raise ValueError(_("theorem 2 for n = {n} needs a table of at least {value}×{value}, got {shape}").format(
                             n=n, value=2 * size, shape=t.shape))
    for i in range(size):
        for j in range(size):
            base = t[i, j]
            if not (t[i + size, j] == t[i, j + size] == base + size and t[i + size, j + size] == base):
                return (i, j)
    return None


def bit_parity_violation(table: object) -> tuple[int, int, int] | None:
    """Return ``None`` if theorem 3 holds on the table, else a witness (i, j, place value 2^k).

    Theorem 3: at every place value, the binary digits of i, j and i ⊕ j contain an even
    number (0 or 2) of ones.

    >>> bit_parity_violation(nim_sum_table(16)) is None
    True
    >>> bit_parity_violation([[0, 1], [1, 1]])
    (1, 1, 1)
    """
    t = np.asarray(table)
    if t.ndim != 2:
        raise ValueError(_("bit_parity_violation needs a 2-D table, got shape {shape}").format(shape=t.shape))
    for i in range(t.shape[0]):
        for j in range(t.shape[1]):
            v = int(t[i, j])
            place = 1
            while place <= max(i, j, v):
                if (bool(i & place) + bool(j & place) + bool(v & place)) % 2:
                    return (i, j, place)
                place *= 2
    return None
