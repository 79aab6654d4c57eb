"""Size checks: a table too large for this machine's memory is refused with a ValueError up front."""
from __future__ import annotations

import os

from gamekit.core.language import N_, numeral
from gamekit.core.language import gettext as _
from gamekit.core.validation import heap
from gamekit.core.words import superscript

__all__ = ["check_table_size", "check_work_size", "memory_bytes", "sequence_length"]


def memory_bytes() -> int:
    """Return the physical memory of this machine in bytes (a large default where unknown).

    >>> memory_bytes() > 0
    True
    """
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):  # pragma: no cover - non-POSIX
        return 16 * 2**30


def check_table_size(cells: int, bytes_per_cell: int, what: str) -> None:
    """Raise ``ValueError`` when ``cells`` values of ``bytes_per_cell`` would not fit in half the memory.

    >>> check_table_size(1000, 8, "a table")
    >>> check_table_size(10**15, 8, "γ(0), …, γ(n−1)")
    Traceback (most recent call last):
    ...
    ValueError: γ(0), …, γ(n−1) would need 7.1 PiB of memory (10¹⁵ values); this machine has ...
    """
    need = cells * bytes_per_cell
    have = memory_bytes()
    if need > have // 2:
        raise ValueError(_("{what} would need {size} of memory ({count} values); this machine has {have}: ask for "
                           "fewer values").format(what=_(what), size=_size(need),
                                                  count="10" + superscript(len(str(cells)) - 1), have=_size(have)))


def check_work_size(amount: int, limit: int, what: str, smaller: str) -> None:
    """Raise ``ValueError`` when ``amount`` cases of a brute-force computation would pass ``limit``.

    ``what`` says what is counted, ``smaller`` suggests a request within the limit: work up to the
    limit takes seconds (with a progress bar), past it minutes or hours, so it is refused up front.

    >>> check_work_size(512, 10**6, "positions of 3 heaps ≤ 7", "fewer heaps")
    >>> check_work_size(31**8, 10**6, "positions of 8 heaps ≤ 30", "5 heaps ≤ 15")
    Traceback (most recent call last):
    ...
    ValueError: 852,891,037,441 positions of 8 heaps ≤ 30 are more than the 1,000,000 ... ask for 5 heaps ≤ 15
    """
    if amount > limit:
        raise ValueError(_("{amount} {what} are more than the {limit} that can be done here in seconds: "
                           "ask for {smaller}").format(amount=numeral(amount), what=_(what), limit=numeral(limit),
                                                       smaller=_(smaller)))


def _size(n: int) -> str:
    """Return ``n`` bytes in words: ``"7.1 PiB"``; sizes past a million EiB as a power of ten.

    >>> _size(512), _size(3 * 2**30), _size(10**100)
    ('512 B', '3.0 GiB', 'about 10¹⁰⁰ B')
    """
    if n >= 2**80:                     # past a million EiB (a float would overflow for huge n)
        return _("about {power} B").format(power="10" + superscript(len(str(n)) - 1))
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"):
        if size < 1024 or unit == "EiB":
            return f"{numeral(size, decimals=1)} {unit}" if unit != "B" else f"{n} B"
        size /= 1024
    return f"{n} B"  # pragma: no cover


def sequence_length(n: object, bytes_per_value: int = 8) -> int:
    """Return ``n`` as the length of a table of values, or raise ``ValueError`` if it cannot be one.

    >>> sequence_length(12)
    12
    >>> sequence_length(-1)
    Traceback (most recent call last):
    ...
    ValueError: a heap cannot be negative, got -1
    """
    n = heap(n)
    check_table_size(n, bytes_per_value, N_("γ(0), …, γ(n−1)"))
    return n
