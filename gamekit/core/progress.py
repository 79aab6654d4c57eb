"""Progress bars for long computations: tqdm's bar in a notebook, its plain line in a terminal."""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from gamekit.core.language import gettext as _

__all__ = ["Progress", "DELAY", "next_chunk"]

#: The seconds of silence before ``"auto"`` shows a bar: short computations show nothing.
DELAY = 2.0


class Progress:
    """A progress bar; call it with the amount done, then :meth:`finish` (or use it in a ``with``).

    ``progress`` is ``"auto"`` (a bar only for runs longer than :data:`DELAY` seconds), ``True``
    (always), ``False`` (never) or a callback ``f(done, total)``.  ``total`` may be ``None`` when
    it is unknown.  The bar is tqdm's (``tqdm.auto``): a widget in the notebook cell's output, a
    line on stderr in a terminal.  ``GAMEKIT_PROGRESS=off`` in the environment silences ``"auto"``:
    recorded runs (saving the notebooks, comparing them under nbval) must not depend on how busy
    the machine is.  An interrupted computation closes its bar when used as a context manager.
    ``what`` names the computation on the bar, translated when the bar is shown (mark it with
    ``N_``), as every sentence of gamekit is.
    In a notebook a finished bar goes away (the cell's result says the rest: a bar left at "6/6"
    would be saved with the notebook and shown on a slide); an interrupted one stays, red, where it
    stopped.  In a terminal the bar's last line stays.

    >>> seen = []
    >>> with Progress(lambda done, total: seen.append((done, total)), 10, "values") as report:
    ...     report(4)
    >>> seen
    [(4, 10)]
    """

    def __init__(self, progress: bool | str | Callable[[int, int | None], None],
                 total: int | None, what: str) -> None:
        self.total, self.what = total, what
        self.start = time.perf_counter()
        self.callback = progress if callable(progress) else None
        self.mode = "callback" if self.callback else ("always" if progress is True else
                                                      "auto" if progress == "auto" else "off")
        if self.mode == "auto" and os.environ.get("GAMEKIT_PROGRESS", "").lower() == "off":
            self.mode = "off"
        self.bar: Any = None

    def __call__(self, done: int) -> None:
        if self.callback is not None:
            self.callback(done, self.total)
            return
        if self.mode == "off":
            return
        if self.bar is None:
            if self.mode == "auto" and time.perf_counter() - self.start < DELAY:
                return
            from tqdm.auto import tqdm

            unit = "" if self.total else " " + _("(Ctrl-C or the stop button interrupts)")
            in_notebook = any(kind.__module__ == "tqdm.notebook" for kind in tqdm.__mro__)
            self.bar = tqdm(total=self.total, desc=_(self.what) + unit, mininterval=0.5, leave=not in_notebook,
                            dynamic_ncols=True)
        self.bar.update(done - self.bar.n)

    def finish(self) -> None:
        """Close the bar, if one was shown."""
        if self.bar is not None:
            self.bar.close()
            self.bar = None

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc: object) -> None:
        self.finish()


def next_chunk(size: int, seconds: float, largest: int = 1 << 22) -> int:
    """Return the size of the next chunk of a computation whose last chunk of ``size`` took ``seconds``.

    Long computations run in chunks so that the bar moves and Ctrl-C is answered between two of
    them: a chunk faster than 0.05 s doubles (up to ``largest``), one slower than 0.4 s halves
    (down to 64).

    >>> next_chunk(256, 0.01), next_chunk(256, 0.1), next_chunk(256, 1.0)
    (512, 256, 128)
    """
    if seconds < 0.05:
        return min(2 * size, largest)
    if seconds > 0.4 and size > 64:
        return size // 2
    return size
