"""Ctrl-C at any point of a computation leaves every cache right: the next answers are the true ones.

Each case warms a game up, interrupts a longer computation at a line of gamekit's code (each of the
first lines, then lines spread over the whole run), and asks again: the cached answers and the answers
computed on from them must equal those of a fresh game.  The octal engine, whose state is the most
involved, is interrupted at every line in ``tests/engines/test_octal_interrupts.py``.
"""
from __future__ import annotations

import pytest

import gamekit as gk
from gamekit.theory.misere import longest_play
from tests.interrupts import Interrupt, interrupt_points, lines_run

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out


def subtraction_by_search() -> gk.Game:
    return gk.Game(lambda n: [n - k for k in (1, 3, 4) if k <= n], name="S(1, 3, 4) by search")


CASES = {
    # name: (a fresh game, warm-up, the computation interrupted, the answers checked afterwards)
    "the memo of a search": (subtraction_by_search, lambda g: g.grundy(10), lambda g: g.grundy(90),
                             lambda g: [g.grundy(n) for n in range(91)]),
    "a subtraction game's values": (lambda: gk.SubtractionGame({2, 5, 6}), lambda g: g.grundy_sequence(50),
                                    lambda g: g.grundy_sequence(1500), lambda g: g.grundy_sequence(1600)),
    "a heap game's values (Lasker's nim)": (gk.LaskersNim, lambda g: g.grundy_sequence(10),
                                            lambda g: g.grundy_sequence(120), lambda g: g.grundy_sequence(130)),
    "the queen's table": (gk.Queen, lambda g: g.grundy((5, 5)), lambda g: g.grundy((30, 50)),
                          lambda g: [g.grundy((r, c)) for r in range(32) for c in range(52)]),
    "Wythoff through the queen": (gk.Wythoff, lambda g: g.grundy((3, 4)), lambda g: g.grundy((40, 30)),
                                  lambda g: [g.grundy((a, b)) for a in range(41) for b in range(41)]),
    "misère Kayles": (lambda: gk.Kayles, lambda g: gk.misere_outcome(g, (3,)),
                      lambda g: gk.misere_outcome(g, (5, 4, 3)),
                      lambda g: [gk.misere_outcome(g, p) for p in [(5, 4, 3), (6,), (4, 4), (5, 2, 1)]]),
    "the genus": (lambda: gk.Kayles, lambda g: gk.genus(g, (2,)), lambda g: gk.genus(g, (5,)),
                  lambda g: [str(gk.genus(g, (n,))) for n in range(6)]),
    "the longest play": (subtraction_by_search, lambda g: longest_play(g, 5),
                         lambda g: longest_play(g, 80), lambda g: [longest_play(g, n) for n in range(85)]),
    "a loopy game's values": (lambda: gk.GraphGame({n: [(n + 1) % 40, (n + 7) % 40, max(n - 3, 0)]
                                                    for n in range(40)}),
                              lambda g: None, lambda g: g.grundy(5),
                              lambda g: [str(g.grundy(n)) + g.outcome(n) for n in range(40)]),
}


def warmed(fresh, warm) -> gk.Game:
    """Return the game with empty caches, then warmed up (Kayles is one shared game)."""
    game = fresh()
    game.cache_clear()
    warm(game)
    return game


@pytest.mark.parametrize("case", CASES)
def test_an_interrupt_leaves_caches_right(case):
    fresh, warm, compute, answers = CASES[case]
    if case in ("misère Kayles", "the genus"):
        gk.Kayles.cache_clear()
    truth = answers(fresh())
    game = warmed(fresh, warm)
    n = lines_run(lambda: compute(game))
    assert n > 50                                       # there is something to interrupt
    for k in interrupt_points(n):
        game = warmed(fresh, warm)
        with Interrupt(k) as tracer:
            compute(game)
        assert tracer.fired
        assert answers(game) == truth, f"wrong after an interrupt at line {k} of {n}"
