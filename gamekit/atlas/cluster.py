"""The Dask cluster of a census: reaching one, starting a local one, and Ctrl-C while it works.

A census runs its games on a cluster reached by a ``distributed.Client`` or a scheduler's address,
or on a local cluster of worker processes started for it (:func:`run_on_dask`), or on the one
:func:`local_cluster` keeps for a notebook.  Interrupted, it ends what it started and says so in
one sentence (:class:`CensusInterrupted`).

>>> cluster_options(None, "tcp://127.0.0.1:8786", 2, 30)
(2, 'tcp://127.0.0.1:8786')
"""
from __future__ import annotations

import atexit
import contextlib
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
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from gamekit.core.language import gettext as _
from gamekit.atlas.store import failed_row
from gamekit.core.extras import require

__all__ = ["CensusInterrupted", "cluster_options", "run_on_dask", "workers_at_once", "deferred_interrupt",
           "local_cluster"]


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

    See also: :func:`gamekit.census`, :func:`local_cluster`.
    """

    def _render_traceback_(self) -> list[str]:
        return [str(self)]



def cluster_options(client: Any, address: str | None, workers: int | None,
                     timeout: float) -> tuple[int | None, str | None]:
    """Return ``workers`` and ``address`` checked, after checking ``client`` and ``timeout``.

    The options of every census (:func:`gamekit.census`): a ``client`` or an ``address``, not
    both; ``workers`` a whole number of processes or None; ``timeout`` a positive number of seconds.

    >>> cluster_options(None, None, 0, 30)
    Traceback (most recent call last):
    ...
    ValueError: workers must be at least 1 (or None: no Dask), got 0

    See also: :func:`run_on_dask`.
    """
    if workers is not None:
        workers = _worker_count(workers)
    if client is not None and address is not None:
        raise ValueError(_("give census a client or an address, not both"))
    if client is not None:
        _check_client(client)
    if address is not None:
        address = _check_address(address)
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise TypeError(_("timeout must be a number of seconds, got {timeout} ({__name__})").format(
                            timeout=repr(timeout), __name__=type(timeout).__name__))
    if not 0 < timeout < float("inf"):
        raise ValueError(_("timeout must be a positive number of seconds, got {timeout}").format(
                             timeout=repr(timeout)))
    return workers, address



def _worker_count(workers: object) -> int:
    if isinstance(workers, bool) or not isinstance(workers, int):
        raise TypeError(_("workers must be a whole number of processes or None, got {workers} ({__name__})").format(
                            workers=repr(workers), __name__=type(workers).__name__))
    if workers < 1:
        raise ValueError(_("workers must be at least 1 (or None: no Dask), got {workers}").format(workers=workers))
    return workers


def _check_client(client: object) -> None:
    distributed = require("distributed", "atlas", "the census on a Dask cluster")
    if not isinstance(client, distributed.Client):
        raise TypeError(_("client must be a distributed.Client (or None), got {client} ({__name__}); for a "
                          "scheduler's address write address=...").format(
                            client=repr(client), __name__=type(client).__name__))


_ADDRESS = re.compile(r"(?:(?P<scheme>[a-z]+)://)?(?P<host>\[[0-9a-fA-F:.]+\]|[^:/\s]+):(?P<port>[0-9]{1,5})/?")


def _check_address(address: object) -> str:
    if not isinstance(address, str):
        raise TypeError(_("address must be a scheduler's address such as 'tcp://127.0.0.1:8786', got {address} "
                          "({__name__})").format(address=repr(address), __name__=type(address).__name__))
    match = _ADDRESS.fullmatch(address.strip())
    if match is None or not 0 < int(match["port"]) < 65536 or match["scheme"] not in (None, "tcp", "tls"):
        raise ValueError(_("address must be a scheduler's address such as 'tcp://127.0.0.1:8786', got "
                           "{address}").format(
                             address=repr(address)))
    return address.strip()


def run_on_dask(todo: list[str], n: int, task: Callable[[str, int], dict], record: Callable[[dict], None], *,
                client: Any, address: str | None, workers: int | None, timeout: float) -> None:
    """Run ``task(code, n)`` for each code of ``todo`` on Dask and pass each row to ``record`` as it arrives.

    The cluster is ``client``'s, or the scheduler's at ``address``, or a local cluster of
    ``workers`` processes started for these games and ended after them.  A game that raises is
    recorded as a failed row.  Interrupted (Ctrl-C), every game is cancelled; on the cluster of
    :func:`local_cluster` the workers still computing are restarted, and the
    :class:`CensusInterrupted` raised says so.

    See also: :func:`cluster_options`, :func:`gamekit.census`.
    """
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
                record(failed_row(code, n, error))
    except KeyboardInterrupt:
        running = sum(not future.done() for future in futures)
        with deferred_interrupt():
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
        with deferred_interrupt():
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
def deferred_interrupt() -> Iterator[None]:
    """Return a context that holds back a Ctrl-C until its block ends: a process started or ended whole.

    In a thread other than the main one, where no Ctrl-C arrives, it holds nothing back.

    >>> with deferred_interrupt():
    ...     started = True
    >>> started
    True

    See also: :func:`run_on_dask`.
    """
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


def workers_at_once(client: Any, address: str | None, workers: int | None) -> int:
    """Return how many games a census with these options computes at once on this machine.

    ``workers`` for a local cluster started for the census (1 without Dask), the workers of
    :func:`local_cluster` when ``client`` is its client, and 1 for any other cluster (its games
    run on its own machines).

    >>> workers_at_once(None, None, 3), workers_at_once(None, None, None)
    (3, 1)

    See also: :func:`gamekit.census`.
    """
    if client is None and address is None:
        return workers or 1
    return _SHARED.workers if _is_shared(client) and _SHARED is not None else 1


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
        root = str(Path(__file__).resolve().parents[2])              # gamekit importable as here
        env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        command = [sys.executable, "-m", "distributed.cli.dask_worker", self.cluster.scheduler_address,
                   "--nthreads", "1", "--no-nanny", "--host", "127.0.0.1", "--no-dashboard",
                   "--dashboard-address", "127.0.0.1:0",   # its /health and /metrics, served even so
                   "--death-timeout", "60"]
        goal = self._worker_count() + count
        for _worker in range(count):
            with deferred_interrupt():                  # a started worker is always in the list
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
        with deferred_interrupt():
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

    See also: :func:`gamekit.census`.
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

