"""Text progress for long computations: silent for the first seconds, then a line every 2 s."""
from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

__all__ = ["Progress"]


class Progress:
    """A progress reporter on stderr; call it with the amount done, then :meth:`finish`.

    ``progress`` is ``"auto"`` (report only runs longer than 3 s), ``True`` (always), ``False``
    (never) or a callback ``f(done, total)``.  ``total`` may be ``None`` when it is unknown.
    ``GAMEKIT_PROGRESS=off`` in the environment silences ``"auto"``: recorded runs (saving the
    notebooks, comparing them under nbval) must not depend on how busy the machine is.

    >>> seen = []
    >>> report = Progress(lambda done, total: seen.append((done, total)), 10, "values")
    >>> report(4); report.finish(); seen
    [(4, 10)]
    """

    def __init__(self, progress: bool | str | Callable[[int, int | None], None],
                 total: int | None, what: str) -> None:
        self.total, self.what = total, what
        self.start = self.last = time.perf_counter()
        self.callback = progress if callable(progress) else None
        self.mode = "callback" if self.callback else ("always" if progress is True else
                                                      "auto" if progress == "auto" else "off")
        if self.mode == "auto" and os.environ.get("GAMEKIT_PROGRESS", "").lower() == "off":
            self.mode = "off"
        self.shown = False

    def __call__(self, done: int) -> None:
        if self.callback is not None:
            self.callback(done, self.total)
            return
        now = time.perf_counter()
        if self.mode == "off" or (self.mode == "auto" and now - self.start < 3.0):
            return
        if self.shown and now - self.last < 2.0 and (self.total is None or done < self.total):
            return
        self.last, self.shown = now, True
        if self.total:
            line = f"{self.what}: {done:,} of {self.total:,} ({100 * done / self.total:.0f}%)"
        else:
            line = f"{self.what}: {done:,} so far (Ctrl-C or the stop button interrupts)"
        print("\r" + line, end="", file=sys.stderr, flush=True)

    def finish(self) -> None:
        """End the progress line, if one was shown."""
        if self.shown:
            print(file=sys.stderr, flush=True)
