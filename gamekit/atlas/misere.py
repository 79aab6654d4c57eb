"""The misère census: for many octal codes, the misère quotient of the heaps up to a bound.

A game's quotient may grow past any time or memory (:func:`gamekit.misere_quotient`): with a time
limit each game runs in a child process of its own, ended at that limit and held to
:data:`MISERE_MEMORY` of memory; the rows are gathered, stored and resumed as the census's are
(:func:`gamekit.atlas.normal.gather`).

>>> misere_steadiness([2, 6, 6, 6, 8, 8, 8, 8, 8])
(5, 'steady')

References
----------
.. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
   Journal of Combinatorial Theory, Series A 115, 593–622.
"""
from __future__ import annotations

import functools
import json
import math
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.atlas.normal import gather
from gamekit.atlas.cluster import cluster_options, deferred_interrupt
from gamekit.atlas.codes import checked_codes
from gamekit.atlas.store import stored_rows
from gamekit.core.validation import positive
from gamekit.core.words import octal_code, plural
from gamekit.games.heaps import quotient as quotients
from gamekit.games.heaps.extension import order_at_least
from gamekit.games.heaps.infinite_quotient import InfiniteQuotientError
from gamekit.games.heaps.octal import OctalGame
from gamekit.games.heaps.same_game import SameGame, same_game, same_game_classes

__all__ = ["misere_census", "misere_census_row", "misere_steadiness", "misere_stop", "read_misere_census",
           "same_game_row", "stored_misere_census", "BOUND_SECONDS", "MISERE_CENSUS_COLUMNS", "MISERE_PRESENTATION",
           "MISERE_MEMORY", "START_SECONDS", "STORED_MISERE_CENSUS"]

#: The columns of a misère census table, in order (English keys, which ``gk.tables.compact`` shows in the
#: language spoken).
MISERE_CENSUS_COLUMNS = [N_("code"), N_("status"), N_("order"), N_("heaps"), N_("since heap"), N_("P-portion"),
                         N_("presentation"), N_("orders"), N_("stopped"), N_("same game"), N_("seconds")]
#: The longest presentation a row keeps, in characters: a longer one is left out.
MISERE_PRESENTATION = 90
#: The memory a game's quotient may take, in bytes, besides its time limit (in its own process).
MISERE_MEMORY = 4 << 30
#: The longest a game's own process may take to start, in seconds, before its time limit runs.
START_SECONDS = 120


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


def misere_stop(row: dict[str, Any]) -> str | None:
    """Return the sentence that says where and why the misère census row ``row`` stopped short, None if it did not.

    A game stops at its time limit or its memory limit (:func:`misere_census_row` with ``seconds``)
    while a heap is added, when its quotient passes the size limit ``largest``, or when it is
    proved infinite (:func:`gamekit.games.heaps.infinite_quotient.infinite_quotient_proof`); the
    sentence names the limit or the proof, the heap and how far the quotient was proved finite,
    and, when the row has it (``"at least"``), the sound lower bound on the quotient with the
    heap it was adding, from the last candidate refuted
    (:func:`gamekit.games.heaps.extension.order_at_least`), when it is more than the order before.

    >>> misere_stop({"stopped": "time", "time limit": 30, "heaps": 16, "orders": [2] * 15 + [304]})
    'stopped by the time limit of 30 s while heap 17 was added; up to heap 16 the quotient has 304 elements'
    >>> print(misere_stop({"stopped": "memory", "heaps": 16, "orders": [2] * 15 + [304], "at least": 455}))
    stopped by the memory limit of 4 GiB while heap 17 was added; up to heap 16 the quotient has 304 elements, \
with heap 17 at least 455
    >>> misere_stop({"status": "over 10", "heaps": 4, "orders": [2, 6, 6, "> 10"]})
    'passed the limit of 10 elements at heap 4 (it may be infinite); up to heap 3 the quotient has 6 elements'
    >>> misere_stop({"status": "infinite", "heaps": 6, "orders": [1, 2, 2, 6, 30, "∞"],
    ...              "infinite": "infinite from heap 6 on (proved: …)"})
    'infinite from heap 6 on (proved: …); up to heap 5 the quotient has 30 elements'
    >>> misere_stop({"status": "steady", "heaps": 9, "orders": [2, 6, 6, 6, 8, 8, 8, 8, 8]}) is None
    True

    See also: :func:`misere_census`.
    """
    heaps, orders = row.get("heaps", 0), [k for k in row.get("orders", []) if isinstance(k, int)]
    status, stopped = str(row.get("status", "")), row.get("stopped")

    def so_far(last: int) -> str:
        if last < 1 or not orders:
            return "nothing was proved"
        return f"up to heap {last} the quotient has {plural(orders[last - 1], 'element')}"

    if status == "infinite":
        return f"{row.get('infinite', 'infinite (proved)')}; {so_far(heaps - 1)}"
    if status.startswith("over "):
        return f"passed the limit of {status[5:]} elements at heap {heaps} (it may be infinite); {so_far(heaps - 1)}"
    at_least = row.get("at least")
    beyond = (f", with heap {heaps + 1} at least {at_least}" if isinstance(at_least, int) and orders
              and at_least > orders[-1] else "")
    if stopped == "time":
        return (f"stopped by the time limit of {row.get('time limit', 0):g} s while heap {heaps + 1} was added; "
                + so_far(heaps) + beyond)
    if stopped == "unproved":
        return (f"no candidate could be proved while heap {heaps + 1} was added ({row.get('unproved', '')}); "
                + so_far(heaps) + beyond)
    if stopped == "memory":
        return (f"stopped by the memory limit of {MISERE_MEMORY / 2 ** 30:g} GiB while heap {heaps + 1} was added; "
                + so_far(heaps) + beyond)
    return None


class _Refuted:
    """The last candidate refuted while a heap is added, and the lower bound it gives when the game stops there."""

    def __init__(self) -> None:
        self.last: tuple[np.ndarray, np.ndarray, tuple[int, ...]] | None = None

    def __call__(self, delta: np.ndarray, final: np.ndarray, failure: tuple[int, ...]) -> None:
        self.last = (delta.copy(), final.copy(), tuple(failure))

    def bound(self) -> dict[str, int]:
        """Return ``{"bound heap": n, "at least": k}``: the quotient of the heaps up to n has at least k elements.

        The sound bound of :func:`gamekit.games.heaps.extension.order_at_least` from the last
        candidate refuted (a second or so); empty if none was.
        """
        if self.last is None:
            return {}
        delta, final, failure = self.last
        self.last = None                            # its memory back before the bound's own
        return {"bound heap": int(delta.shape[1] - 1), "at least": int(order_at_least(delta, final, failure))}


def _quotient_steps(code: str, heaps: int, largest: int | None, refuted: _Refuted | None = None,
                    report: Callable[[int], None] | None = None) -> Iterator[dict[str, Any]]:
    """Yield, for n = 1, …, ``heaps``, what the misère quotient of the heaps up to n is; stop past ``largest``.

    Each bound is proved once, on the way to the next (:func:`gamekit.games.heaps.quotient.misere_quotients`);
    ``"period"`` is (n₀, p) once the quotient is proved for every heap size; the last step says
    ``"infinite"`` (a sentence) when the quotient is proved infinite from a heap on.  ``refuted``
    keeps the last candidate refuted, so that a game that stops can say how large the quotient it
    was adding is at least (``"at least"``, in the step that says it stopped).
    """
    n = 0
    refuted = refuted if refuted is not None else _Refuted()
    try:
        for q in quotients.misere_quotients(OctalGame(code), heaps, largest=largest, report=report, refuted=refuted):
            n = q.heaps
            refuted.last = None
            yield {"heaps": n, "orders": q.orders, "P-portion": len(q.p_portion), "presentation": q.presentation,
                   "period": list(q.period) if q.period else None}
    except InfiniteQuotientError as error:
        yield {"heaps": error.proof.heaps, "infinite": error.proof.sentence()}
    except ValueError as error:
        if "found no candidate it could prove" in str(error):
            yield {"heaps": n + 1, "unproved": str(error).split(" found no candidate it could prove: ")[1]
                   .split("; ")[0], **refuted.bound()}
            return
        if largest is None or f"passed the limit of {largest} elements" not in str(error):
            raise
        yield {"heaps": n + 1, "over": largest}


_CHILD = ("import signal; signal.signal(signal.SIGINT, signal.SIG_IGN)\n"
          "import sys; from gamekit.atlas.misere import _misere_child\n"
          "_misere_child(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) or None, float(sys.argv[4]))")
#: How many times its time limit a game may take on the clock (a machine busy with other work) before it is ended.
WALL_FACTOR = 20
#: The CPU seconds a game stopped at its time limit has left to bound the quotient it was adding from below.
BOUND_SECONDS = 5


class _OutOfTime(BaseException):
    """Raised in a game's process once its CPU time limit has passed: nothing may catch it but the child."""


_CPU_SPENT = threading.Event()


def _out_of_time(signum: int, frame: object) -> None:
    """Mark the CPU time limit passed (SIGXCPU); the computation stops at its next check, outside compiled code."""
    signal.signal(signal.SIGXCPU, signal.SIG_IGN)       # once: the system repeats it every second
    _CPU_SPENT.set()


def _stop_when_spent(done: int) -> None:
    """Raise :class:`_OutOfTime` when the CPU time limit has passed (the progress report of a game's process)."""
    if _CPU_SPENT.is_set():
        raise _OutOfTime


def _misere_child(code: str, heaps: int, largest: int | None, seconds: float | None = None) -> None:
    """Print the steps of :func:`_quotient_steps` as JSON lines (a child process of :func:`misere_census_row`).

    It ends when its parent does (its standard input closes), its memory is limited to
    :data:`MISERE_MEMORY` more than it uses at the start, and its processor time to ``seconds``
    more (its first line says whether that limit could be set).  At that limit, or out of memory,
    it says so in a line, then bounds the quotient it was adding from below by the last candidate
    refuted (:data:`BOUND_SECONDS` more at most: the system ends it then).
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
    timed = False
    if seconds is not None:
        try:
            import resource

            limit = math.ceil(time.process_time() + seconds)      # whole seconds of CPU, counted from here
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))     # ended at the limit without a core file
            signal.signal(signal.SIGXCPU, _out_of_time)
            resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + BOUND_SECONDS))
            timed = True
        except (ImportError, OSError, ValueError):     # pragma: no cover - no such limit: the parent's clock
            pass
    print(json.dumps({"ready": True, "cpu limit": timed}), flush=True)     # imported: the game's time starts now
    refuted = _Refuted()
    try:
        for step in _quotient_steps(code, heaps, largest, refuted, _stop_when_spent if timed else None):
            print(json.dumps(step), flush=True)
        return
    except MemoryError:
        print(json.dumps({"memory": MISERE_MEMORY}), flush=True)
    except _OutOfTime:
        print(json.dumps({"time": seconds}), flush=True)
    try:
        print(json.dumps(refuted.bound()), flush=True)
    except (MemoryError, _OutOfTime):                  # no bound then: the stop is said already
        pass


def _steps_in_child(code: str, heaps: int, seconds: float, largest: int | None) -> tuple[list[dict], str | None]:
    """Return the steps of ``code`` computed within ``seconds`` in a process of its own, and why it stopped.

    ``seconds`` counts the process's own CPU time, so a machine busy with other work computes as
    far, only later; the process is ended at that limit (``"time"``), or on the clock after
    :data:`WALL_FACTOR` times as long; ``"memory"`` when it ran out of memory.
    """
    import select

    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])              # gamekit importable as here
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    steps: list[dict] = []
    stopped = None
    with tempfile.TemporaryFile() as errors:
        with deferred_interrupt():                  # a started process is always ended below
            child = subprocess.Popen([sys.executable, "-c", _CHILD, code, str(heaps), str(largest or 0), str(seconds)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, env=env)
        try:
            # the limit counts the game's own time, from the moment the child has imported gamekit
            # (a busy machine may take seconds to start Python and NumPy); the start has a limit too
            deadline, pending, cpu_limit = time.monotonic() + seconds + START_SECONDS, b"", False
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
                        cpu_limit = step.get("cpu limit", False)
                        deadline = time.monotonic() + seconds * (WALL_FACTOR if cpu_limit else 1)
                    elif "time" in step:
                        stopped = "time"
                    elif "memory" in step:
                        stopped = "memory"
                    elif step:
                        steps.append(step)
        finally:
            with deferred_interrupt():
                if child.poll() is None:
                    child.kill()
                child.wait()
                child.stdin.close()
                child.stdout.close()
        if stopped is None and cpu_limit and child.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
            stopped = "time"                        # ended by the system at its CPU limit
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
    infinite), or ``"infinite"`` when the quotient of the heaps up to ``heaps`` is proved infinite
    (``"infinite"`` then says how, and ``orders`` ends with "∞").  ``presentation`` and
    ``P-portion`` (its number of elements) describe the last quotient computed, the presentation
    only when it is short.  With ``seconds``, the game runs in a process of its own that is ended
    after that much CPU time (and held to :data:`MISERE_MEMORY` of memory): ``heaps`` then says how far it
    got, ``stopped`` which limit ended it (``"time"`` or ``"memory"``), ``at least`` a sound lower
    bound on the order of the quotient with the heap it was adding, from the last candidate refuted
    (when it had refuted one), and :func:`misere_stop` says all three in a sentence.

    >>> row = misere_census_row("0.75", 10)
    >>> row["status"], row["order"], row["since heap"], row["orders"]
    ('steady', 8, 5, [2, 6, 6, 6, 8, 8, 8, 8, 8, 8])
    >>> row = misere_census_row("0.75", 14)
    >>> row["status"], row["every heap"]
    ('proved', 'images repeat from heap 8 with period 2')
    >>> row = misere_census_row("0.35", 8, largest=50)
    >>> row["status"], row["heaps"], row["orders"]
    ('over 50', 7, [2, 6, 6, 14, 14, 38, '> 50'])
    >>> row = misere_census_row("4.77", 6)
    >>> row["status"], row["heaps"], row["orders"]
    ('infinite', 6, [2, 6, 10, 12, 30, '∞'])

    See also: :func:`misere_census`, :func:`gamekit.misere_quotient`.
    """
    start = time.perf_counter()
    code = OctalGame(code).code
    largest = _check_largest(largest)
    if seconds is None:
        steps, stopped = list(_quotient_steps(code, heaps, largest)), None
    else:
        steps, stopped = _steps_in_child(code, heaps, seconds, largest)
    bound = next((step for step in steps if "at least" in step), None)      # said by a game that stopped
    steps = [step for step in steps if "orders" in step or "at least" not in step or "unproved" in step]
    over = steps[-1]["over"] if steps and "over" in steps[-1] else None
    if steps and "unproved" in steps[-1]:           # no candidate could be proved: a stop, as a limit is
        stopped = "unproved"
        unproved = steps.pop()["unproved"]
    infinite = steps[-1]["infinite"] if steps and "infinite" in steps[-1] else None
    known = [step for step in steps if "orders" in step]
    last = known[-1] if known else {}
    orders = last.get("orders", [])
    since, status = misere_steadiness(orders)
    presentation = last.get("presentation")
    period = last.get("period")
    row = {
        "code": code,
        "status": "infinite" if infinite else f"over {over}" if over else "proved" if period else status,
        "order": orders[-1] if orders and not over and not infinite else None,
        "asked": int(heaps),
        "heaps": steps[-1]["heaps"] if steps else 0,
        "since heap": since if not over and not infinite else None,
        "P-portion": last.get("P-portion") if not over and not infinite else None,
        "presentation": presentation if presentation and len(presentation) <= MISERE_PRESENTATION and not over
        and not infinite else None,
        "orders": orders + ([f"> {over}"] if over else ["∞"] if infinite else []),
        "seconds": round(time.perf_counter() - start, 3),
    }
    if period:
        row["every heap"] = f"images repeat from heap {period[0]} with period {period[1]}"
    if infinite:
        row["infinite"] = infinite
    if stopped:
        row.update({"stopped": stopped, "time limit": seconds})
    if stopped == "unproved":
        row["unproved"] = unproved
    if stopped and bound is not None and bound["bound heap"] == row["heaps"] + 1:
        row["at least"] = bound["at least"]
    return row


def same_game_row(row: dict[str, Any], same: SameGame, named: SameGame | None = None) -> dict[str, Any]:
    """Return the misère census row of ``same.code`` read off the row ``row`` of the same game ``same.other``.

    The two are one game with the heaps of ``same.code`` ``-same.shift`` larger, those without a
    move left out (:func:`gamekit.games.heaps.same_game.same_game`), so the quotient of its heaps up
    to n is that of ``row``'s game for heaps up to n + shift: the orders, the heap where a limit
    stopped it, from which heap the images repeat, all move by the shift (a shift of 0 or less:
    ``row`` reaches every heap asked).  ``"same game"`` says so, of the game ``named`` if given
    (another code of the census that is the same game), else of ``row``'s; nothing is computed.

    >>> from gamekit.games.heaps.same_game import same_game
    >>> lead = misere_census_row("0.37", 12)
    >>> row = same_game_row(lead, same_game("0.6", "0.37"))
    >>> row["same game"], row["orders"] == [1] + lead["orders"][:11]
    ('the same game as ·37 with every heap one larger', True)
    >>> own = misere_census_row("0.6", 12)            # computed: the same
    >>> all(row[key] == own[key] for key in ("status", "order", "heaps", "since heap", "P-portion", "presentation"))
    True

    See also: :func:`misere_census`.
    """
    shift, asked = same.shift, row["asked"]
    if shift > 0:
        raise ValueError(_("same: a row can only be read off a game whose heaps come first, got a shift of "
                           "{shift}").format(shift=shift))
    known = [k for k in row.get("orders", []) if isinstance(k, int)]
    reach = min(asked, len(known) - shift)                 # this game's heaps that the row's orders cover
    orders = [known[n + shift - 1] if n + shift >= 1 else 1 for n in range(1, reach + 1)]
    status = str(row.get("status", ""))
    ended = (status == "infinite" or status.startswith("over ")) and row["heaps"] - shift <= asked
    stopped = not ended and bool(row.get("stopped")) and reach < asked
    since, steadiness = misere_steadiness(orders)
    same_order = bool(orders) and bool(known) and orders[-1] == known[-1]      # the same quotient as the row's last
    derived: dict[str, Any] = {
        "code": same.code,
        "status": status if ended else steadiness,
        "order": None if ended else orders[-1] if orders else None,
        "asked": asked,
        "heaps": row["heaps"] - shift if ended else reach,
        "since heap": None if ended else since,
        "P-portion": row.get("P-portion") if same_order and not ended else None,
        "presentation": row.get("presentation") if same_order and not ended else None,
        "orders": orders + (row["orders"][-1:] if ended else []),
        "seconds": 0.0,
        "same game": (named or same).sentence(),
        "same game as": (named or same).other,
    }
    period = re.search(r"from heap (\d+) with period (\d+)", str(row.get("every heap", "")))
    if status == "proved" and period:
        derived["status"] = "proved"
        derived["every heap"] = f"images repeat from heap {int(period[1]) - shift} with period {period[2]}"
    if ended and status == "infinite":
        derived["infinite"] = f"infinite from heap {row['heaps'] - shift} on, since {octal_code(same.other)} is " \
                              + row["infinite"]
    if stopped:
        derived.update({key: row[key] for key in ("stopped", "time limit", "unproved", "at least") if key in row})
    return derived


def _growth(orders: list) -> str:
    """Return the successive orders without repeats: ``"2 → 6 → 8"``."""
    shown: list[str] = []
    for order in orders:
        if not shown or shown[-1] != str(order):
            shown.append(str(order))
    return " → ".join(shown)


def _misere_table(rows: list[dict]) -> Any:
    import pandas as pd

    records = [{**{c: row.get(c) for c in MISERE_CENSUS_COLUMNS}, "orders": _growth(row.get("orders", [])),
                "stopped": misere_stop(row)} for row in rows]
    for record, row in zip(records, rows):
        if str(row.get("status", "")).startswith("over"):
            record["order"] = row["orders"][-1]
    table = pd.DataFrame(records, columns=MISERE_CENSUS_COLUMNS, dtype=object)
    return table.where(table.notna(), "–")


def _check_heaps(heaps: object) -> int:
    heaps = positive(heaps, N_("heaps"))
    if heaps > 200:
        raise ValueError(_("heaps must be from 1 to 200 for a misère census, got {heaps}").format(heaps=heaps))
    return heaps


def _check_largest(largest: object) -> int | None:
    return None if largest is None else positive(largest, N_("largest"))


def _check_seconds(seconds: object) -> float | None:
    if seconds is None:
        return None
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError(_("seconds must be a number of seconds or None, got {seconds} ({__name__})").format(
                            seconds=repr(seconds), __name__=type(seconds).__name__))
    if not 0 < seconds < float("inf"):
        raise ValueError(_("seconds must be a positive number of seconds, got {seconds}").format(
                             seconds=repr(seconds)))
    return float(seconds)


def _is_misere_row(row: dict) -> bool:
    return isinstance(row.get("orders"), list)


def misere_census(codes: Iterable[str], heaps: int, *, seconds: float | None = None, largest: int | None = None,
                  client: Any = None, address: str | None = None, workers: int | None = 2,
                  path: str | os.PathLike | None = None,
                  progress: bool | str | Callable[[int, int | None], None] = "auto", timeout: float = 30) -> Any:
    """Return the misère census of the octal games ``codes``: their misère quotients for heaps up to ``heaps``.

    Each game's quotient [1]_ is computed heap by heap (:func:`~gamekit.games.heaps.quotient.misere_quotient`),
    as :func:`~gamekit.atlas.normal.census` computes its games: in this process, on a local Dask
    cluster, or on any cluster; with ``path`` the rows are appended to a file as they arrive, so
    that a census run again with the same file computes only what it does not hold yet.  Codes
    proved to be the same game, heaps renumbered (:func:`~gamekit.games.heaps.same_game.same_game_classes`:
    ·61, ·62, ·63 are Officers ·6, ·37 is ·6 with every heap one smaller) are computed once: the
    others' rows are read off that one (:func:`same_game_row`) and say so.

    Parameters
    ----------
    codes : iterable of str
        The octal codes, such as ``"0.75"``.
    heaps : int
        The largest heap, from 1 to 200.
    seconds : float, optional
        The longest one game may take: each game then runs in a process of its own, ended after
        that many seconds of its own CPU time (a few quotients grow expensive fast), so a census
        of many games takes a known time, and a machine busy with other work computes each game
        as far, only later.  Without it each game runs to the end.
    largest : int, optional
        The largest order accepted: a game whose quotient passes it stops there (``"over 50"``).
        No limit if none (a quotient may be infinite).
    client : distributed.Client, optional
        The Dask cluster to compute on, as for :func:`~gamekit.atlas.normal.census`.
    address : str, optional
        The address of a Dask scheduler to reach instead.
    workers : int or None, default 2
        Without ``client`` or ``address``: the processes of a local cluster; ``None`` computes in
        this process, one game after another.
    path : str or os.PathLike, optional
        A file to which every row is appended (JSON lines) as soon as it arrives.
    progress : bool, "auto" or callable, default "auto"
        A progress bar of games, none (``False``), or a function called with (games done, games in all).
    timeout : float, default 30
        The seconds to wait for the scheduler at ``address`` and for its first worker.

    Returns
    -------
    pandas.DataFrame
        One row per code (:data:`MISERE_CENSUS_COLUMNS`): ``status`` — ``"proved"`` when the
        quotient is proved the same for every heap size, ``"steady"`` when its order has not
        changed for the last third of the heaps, ``"growing"`` when it changed within them,
        ``"over 50"`` when the quotient passed ``largest`` elements (50, say), ``"infinite"`` when
        it is proved infinite from heap ``heaps`` on, or ``"failed: …"``;
        ``order`` (for heaps up to ``heaps``); ``heaps``, how far it was computed (fewer where
        ``seconds`` ran out, or the heap at which the quotient passed the limit); ``since heap``,
        from which heap the order is what it is; ``P-portion``, its number of P-elements;
        ``presentation`` when it is short; ``orders``, the successive orders (``"2 → 6 → 8"``);
        ``stopped``, a sentence saying where and why a game stopped short of ``heaps`` (its time or
        memory limit, ``largest``, or a proof that it is infinite: :func:`misere_stop`), ``"–"`` if
        it did not; ``same game``, for a code read off another, which game it is and how its heaps
        are renumbered (``"–"`` for a code computed); ``seconds``, the game's time (0 when read off).

    Raises
    ------
    TypeError
        If a code is not a text, or ``seconds`` not a number.
    ValueError
        If a code is malformed, or ``heaps``, ``seconds`` or ``largest`` is out of range, or no
        cluster answers within ``timeout`` seconds.
    gamekit.atlas.cluster.CensusInterrupted
        On Ctrl-C: one sentence on what was done and kept.

    See Also
    --------
    read_misere_census : a stored misère census, read without computing.
    misere_census_row : the row of one game.
    misere_stop : the sentence of a game that stopped short.
    gamekit.games.heaps.quotient.misere_quotient : the quotient of one game.

    References
    ----------
    .. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
       Journal of Combinatorial Theory, Series A 115, 593–622.

    Examples
    --------
    >>> table = misere_census(["0.75", "0.07", "0.35"], 8, workers=None)
    >>> print(table[["code", "status", "order", "since heap", "orders"]].to_string(index=False))
    code  status order since heap                   orders
    0.75  steady     8          5               2 → 6 → 8
    0.07  steady     6          4           1 → 2 → 6
    0.35 growing   106          8 2 → 6 → 14 → 38 → 70 → 106
    """
    codes = checked_codes(codes)
    heaps = _check_heaps(heaps)
    seconds = _check_seconds(seconds)
    largest = _check_largest(largest)
    workers, address = cluster_options(client, address, workers, timeout)

    def kept(row: dict) -> bool:          # a row stopped by a shorter time limit or size limit is computed again
        over = row.get("status", "")
        return _is_misere_row(row) and not (
            row.get("stopped") == "time" and (seconds is None or row.get("time limit", 0) < seconds)
            or over.startswith("over ") and (largest is None or int(over.split()[1]) < largest))

    classes = same_game_classes(codes)
    same = {code: same_game(code, members[0]) for members in classes for code in members[1:]}
    named = {code: _named(code, members, codes) for members in classes for code in members[1:]}
    task = functools.partial(misere_census_row, seconds=seconds, largest=largest)
    rows = {row["code"]: row for row in gather([members[0] for members in classes], heaps, task, client=client,
                                               address=address, workers=workers, path=path, progress=progress,
                                               timeout=timeout, keep=kept)}

    def read_off(code: str, n: int) -> dict:
        row = rows[same[code].other]
        if not _is_misere_row(row):                 # it failed: so does this game (both are computed again)
            return {"code": code, "status": row.get("status"), "asked": n}
        return same_game_row(row, same[code], named[code])

    rows.update((row["code"], row) for row in gather(
        list(same), heaps, read_off, client=None, address=None, workers=None, path=path, progress=False,
        timeout=timeout, keep=lambda row: row["code"] in same and row == read_off(row["code"], heaps)))
    return _misere_table([rows[OctalGame(code).code] for code in codes])


def _named(code: str, members: list[str], codes: list[str]) -> SameGame:
    """Return the :class:`SameGame` a row of ``code`` names: a code before it with its heaps, else the class's first."""
    lead = same_game(code, members[0])
    if lead.shift:
        for other in codes[:codes.index(code)]:
            if other in members and (same := same_game(code, other)) is not None and same.shift == 0:
                return same
    return lead


def read_misere_census(path: str | os.PathLike, heaps: int | None = None) -> Any:
    """Return the misère census table stored in ``path`` (rows of :func:`misere_census`), computing nothing.

    With ``heaps``, only the rows of a census to that many heaps; otherwise those of the largest
    number in the file.  A file that does not exist or holds no misère row is refused with
    ``ValueError``; damaged lines (a row cut short by a crash) are skipped with a warning.

    See also: :func:`misere_census`, :func:`gamekit.read_census`.
    """
    if heaps is not None:
        heaps = positive(heaps, N_("heaps"))
    return _misere_table(stored_rows(path, heaps, what="misère census", size_name="heaps",
                                     call="misere_census(codes, heaps, path=...)", keep=_is_misere_row))


#: The file, among the package's data (``gamekit/atlas/data/``), that holds the stored misère census.
STORED_MISERE_CENSUS = "misere-census.jsonl"


def stored_misere_census() -> Any:
    """Return the misère census stored with gamekit: ``make atlas``'s misère column, computing nothing.

    The 126 octal codes of up to two digits (with and without the leading 4), heaps up to 30,
    30 s of CPU a game, as :func:`misere_census` computed them on the machine of
    ``benchmarks/misere_census.py --store`` — more than a chapter's cell may take, so a notebook
    reads them from the package, wherever it is run.  The table of :func:`read_misere_census`.

    >>> table = stored_misere_census()
    >>> len(table), table.set_index("code").loc["0.75", "status"]
    (126, 'proved')

    See also: :func:`misere_census`, :func:`gamekit.stored_misere_orders`.
    """
    from importlib.resources import as_file, files

    with as_file(files("gamekit.atlas").joinpath("data", STORED_MISERE_CENSUS)) as path:
        return read_misere_census(path)
