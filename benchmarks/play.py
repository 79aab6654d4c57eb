"""How fast the engine answers on the boards of the chapters (``gk.widgets.play``), and how fast a board redraws.

Run by hand: ``.venv/bin/python benchmarks/play.py``.  Each game is played from the chapter's start
to its end with the engine on both sides, a fresh game object each time (nothing computed before);
every reply is timed.  A redraw is the widget's answer to one click: the student's move, the
engine's reply and the board drawn again (buttons restyled; the browser's own drawing is measured by
the real-browser test).  Target: every reply within 100 ms.
"""
from __future__ import annotations

import statistics
import time

import gamekit as gk
from gamekit.games.graphs.dugo import dugo

BOARDS = {  # where: (a fresh game, start, misère)
    "chapter 0: mini Bachet": (lambda: gk.Bachet(3), 10, False),
    "chapter 1: the queen": (gk.Queen, (5, 7), False),
    "chapter 2: nim (13, 42, 30, 43)": (gk.Nim, (13, 42, 30, 43), False),
    "chapter 3: nim + queen + Kayles": (lambda: gk.Sum(gk.Nim(), gk.Queen(), gk.OctalGame("0.77")),
                                        ((5,), (3, 4), (6,)), False),
    "chapter 4: misère nim": (gk.Nim, (1, 3, 5, 4), True),
    "chapter 5: Kayles": (lambda: gk.OctalGame("0.77"), (4, 7), False),
    "chapter 6: DUGÓ": (dugo, "A", False),
    "chapter 7: Wythoff": (gk.Wythoff, (5, 8), False),
    "Chomp 4 × 5 (misère, the usual rule)": (gk.Chomp, gk.Chomp.board(4, 5), True),
    "FORDÍTÓ, 10 coins": (gk.TurningTurtles, "KPPKKKPKKP", False),
    "Fibonacci nim from 40": (gk.FibonacciNim, (40, 39), False),
    "Lasker's nim (7, 9, 12)": (gk.LaskersNim, (7, 9, 12), False),
    "misère Kayles (8, 9)": (lambda: gk.OctalGame("0.77"), (8, 9), True),
}


def engine_replies(make, start, misere) -> list[float]:
    """Return the time of every engine move of a game the engine plays against itself."""
    match = gk.Match(make(), start, misere=misere)
    times = []
    while not match.over:                               # the engine's move, for whichever side is to move
        t0 = time.perf_counter()
        q = match.best_move()
        times.append(time.perf_counter() - t0)
        match.positions.append(q)
    return times


def redraw(make, start, misere) -> float:
    """Return the time of one click on a fresh board: the student's winning move, the reply, the new board."""
    box = gk.widgets.play(make(), start, misere=misere)
    match, board = box.match, box.board
    q = next((q for q in match.options() if match.outcome(q) == "P"), match.options()[0])
    key = next(key for m in board.modes for key, t in board.targets(match.position, m).items() if t == q)
    if board.chooses:
        for coin in key:
            box.click(coin)
        t0 = time.perf_counter()
        box.controls["turn"].click()
        return time.perf_counter() - t0
    t0 = time.perf_counter()
    box.click(key)
    return time.perf_counter() - t0


def main() -> None:
    t0 = time.perf_counter()
    gk.Queen().grundy((1, 1))                         # loads numba's compiled table engine, once a process
    print(f"loading the compiled board engine (once per process; a chapter has done it before its board): "
          f"{1000 * (time.perf_counter() - t0):.0f} ms")
    print(f"{'board':40} {'moves':>5} {'median reply':>13} {'slowest':>9} {'a click, drawn':>15}")
    worst = 0.0
    for name, (make, start, misere) in BOARDS.items():
        times = engine_replies(make, start, misere)
        worst = max(worst, max(times))
        click = redraw(make, start, misere)
        print(f"{name:40} {len(times):5d} {1000 * statistics.median(times):10.1f} ms "
              f"{1000 * max(times):6.1f} ms {1000 * click:12.0f} ms")
    print(f"slowest engine reply: {1000 * worst:.1f} ms (target ≤ 100 ms)")


if __name__ == "__main__":
    main()
