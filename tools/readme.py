"""The README's generated tables: what a benchmark writes between its markers, and the machine it names.

A benchmark run with ``--write-readme`` replaces the text between ``<!-- name:begin -->`` and
``<!-- name:end -->`` in README.md with its own (``benchmarks/octal.py``, ``benchmarks/misere_census.py``,
``benchmarks/misere_quotients.py``), opening with the sentence of :func:`measured_on`: when, on what,
and how busy the machine was, so that a figure measured under load says so.
"""
from __future__ import annotations

import os
import platform
import re
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"


def write_readme(marker: str, text: str, readme: Path = README) -> None:
    """Replace the text between the README's ``<!-- marker:begin -->`` and ``<!-- marker:end -->`` with ``text``."""
    old = readme.read_text(encoding="utf-8")
    pattern = re.compile(rf"(<!-- {marker}:begin -->\n).*?(<!-- {marker}:end -->)", re.S)
    if not pattern.search(old):
        raise SystemExit(f"README.md has no <!-- {marker}:begin --> … <!-- {marker}:end --> markers")
    readme.write_text(pattern.sub(lambda m: m.group(1) + text.rstrip("\n") + "\n" + m.group(2), old),
                      encoding="utf-8")
    print(f"README.md: the {marker} table rewritten")


def cpu_name() -> str:
    """Return the processor's name as the system gives it."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def load_average() -> float:
    """Return the machine's load average over the last minute (the processes running or waiting)."""
    return os.getloadavg()[0]


def measured_on(script: str, load: float) -> str:
    """Return the sentence that opens a generated table: the day, the script, the machine and its load.

    ``load`` is the load average of the last minute when the run began: below 1 the machine was quiet;
    up to the number of cores it is said as it is (the run before may still be in the average);
    above it, other work shared the processors and the times are longer than they would be.
    """
    import gamekit as gk

    cores = os.cpu_count() or 1
    if load < 1:
        busy = "a quiet machine"
    elif load <= cores:                 # a core or so busy, often the run before it still in the average
        busy = f"a machine with load average {load:.1f} on its {cores} cores as it began"
    else:
        busy = (f"a shared machine (load average {load:.1f} on {cores} cores as it began: the times are "
                "those of a loaded machine)")
    return (f"Measured on {time.strftime('%d %B %Y')} by `{script}` (gamekit {gk.__version__}, Python "
            f"{platform.python_version()}; {cpu_name()}, {cores} cores), on {busy}.")
