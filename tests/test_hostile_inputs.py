"""Hostile inputs that once hung or were silently wrong: each now answers in time or is refused in one sentence.

Every case runs in a forked child process with a time limit (:data:`LIMIT`, generous for a busy
machine: the answers take well under a second), so a hang fails the test instead of stopping it.
The cases are those of the reliability audit: a memo that took ``1.0`` and ``True`` for the heap of
one, a position changed after its value was remembered, a period search that read a window of
50 000 values per step, trial division of a 61-bit prime, brute-force tables of 10¹¹ positions,
NumPy integers refused, type errors raised as ``ValueError`` in Python's words, and a missing
optional extra.
"""
from __future__ import annotations

import multiprocessing
import sys
import time

import numpy as np
import pytest

import gamekit as gk
from gamekit.theory.primes import least_prime_factor

LIMIT = 30.0     # seconds: a hang detector, not a benchmark


def _child(code: str, connection) -> None:
    namespace = {"gk": gk, "np": np, "sys": sys, "least_prime_factor": least_prime_factor}
    try:
        exec(compile(code, "<case>", "exec"), namespace)
        connection.send(("ok", repr(namespace.get("result"))))
    except BaseException as error:  # noqa: BLE001 - reported to the parent
        connection.send(("raised", type(error).__name__, str(error)))


def run(code: str) -> tuple:
    """Return what ``code`` gave in a forked child: ``("ok", repr(result))`` or ``("raised", type, message)``."""
    context = multiprocessing.get_context("fork")
    parent, child = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(code, child))
    start = time.monotonic()
    process.start()
    child.close()
    try:
        if not parent.poll(LIMIT):
            pytest.fail(f"no answer within {LIMIT:.0f} s: {code}")
        outcome = parent.recv()
    finally:
        if process.is_alive():
            process.kill()
        process.join()
    outcome += (time.monotonic() - start,)
    return outcome


ANSWERS = {
    # what the course asks, with the answer it must give (each once hung or was refused)
    "S({1, 50000}) at a heap of a million": ("result = gk.SubtractionGame({1, 50000}).grundy(10**6)", "1"),
    "RELATÍV PRÍM of 3·(2⁶¹ − 1)": ("result = gk.RelativePrime().grundy(3 * (2**61 - 1))", "2"),
    "RELATÍV PRÍM of the prime 2³¹ − 1": ("result = gk.RelativePrime().grundy(2**31 - 1)", "105097565"),
    "the least prime factor of 2⁶¹ − 1": ("result = least_prime_factor(2**61 - 1) == 2**61 - 1", "True"),
    "the least prime factor of 2⁶⁷ − 1": ("result = least_prime_factor(2**67 - 1)", "193707721"),
    "who wins Fibonacci nim from 10¹² tokens": ("result = gk.FibonacciNim().outcome(10**12)", "'N'"),
    "HALOM of a heap of 10¹²": ("result = gk.Halom().grundy(10**12)", "1000000000000"),
    "np.int64 as a nim heap": ("result = gk.Nim().grundy(np.int64(7))", "7"),
    "a NumPy array as a row of heaps": ("result = gk.Nim().grundy(np.array([1, 2]))", "3"),
    "NumPy subtraction set and heap": ("result = gk.SubtractionGame(np.array([1, 2])).grundy(np.int64(7))", "1"),
    "np.int64 as Bachet's largest take": ("result = gk.Bachet(np.int64(3)).grundy(9)", "1"),
    "a NumPy pair as a Wythoff position": ("result = gk.Wythoff().grundy(np.array([1, 2]))", "0"),
    "a NumPy row as a Chomp position": ("result = gk.Chomp().outcome(np.array([2, 2]))", "'N'"),
    "NumPy integers in Kayles": ("result = gk.Kayles.grundy((np.int64(3), np.int32(4)))", "2"),
    "mex of a NumPy array": ("result = gk.mex(np.array([0, 1, 3]))", "2"),
    "a general game keeps 1 apart from nothing else": ("g = gk.Game(lambda n: range(n)); result = g.grundy(1)", "1"),
}

REFUSALS = {
    # the call, the error it must raise, and words its one sentence must contain
    "1.0 in a general game's memo": ("gk.Game(lambda n: range(int(n))).grundy(1.0)", "TypeError",
                                     "whole number"),
    "True in a general game's memo": ("g = gk.Game(lambda n: range(n)); g.grundy(0); g.grundy(True)", "TypeError",
                                      "truth value"),
    "1.0 as a heap": ("gk.Nim().grundy(1.0)", "TypeError", "the number 1.0 (written as a decimal: write 1)"),
    "1.0 in a row of heaps": ("gk.Nim().grundy((3, 1.0))", "TypeError", "a heap size is a whole number of tokens"),
    "True as a heap": ("gk.Kayles.grundy(True)", "TypeError", "truth value"),
    "a list as a general position": ("gk.Game(lambda p: []).grundy([1, 2])", "TypeError", "cannot change"),
    "an object compared by identity": (
        "class Heap:\n    def __init__(self, n): self.n = n\n"
        "gk.Game(lambda p: [Heap(p.n - 1)] if p.n else []).grundy(Heap(3))", "TypeError", "cannot change"),
    "the text '3, 5' as a heap position": ("gk.Nim().grundy('3, 5')", "TypeError",
                                           "a position of this game is a row of heap sizes, like (3, 5)"),
    "2.5 as a heap": ("gk.Kayles.grundy(2.5)", "TypeError", "the number 2.5"),
    "a string as a subtraction set": ("gk.SubtractionGame('134')", "TypeError", "a subtraction set"),
    "a float in a subtraction set": ("gk.SubtractionGame({1, 2.0})", "TypeError", "positive integers"),
    "a string as a Wythoff position": ("gk.Wythoff().grundy('ab')", "TypeError", "pair (a, b) of pile sizes"),
    "a number as a nim row": ("from gamekit.core.validation import heaps; heaps(5, 'a nim position')",
                              "TypeError", "a nim position is a row of heap sizes"),
    "a move function that is no function": ("gk.Game(5)", "TypeError", "needs a function"),
    "one code as the census's list of codes": ("gk.census('0.77', 100)", "TypeError", "write ['0.77']"),
    "RELATÍV PRÍM of the prime 2⁶¹ − 1": ("gk.RelativePrime().grundy(2**61 - 1)", "ValueError",
                                          "limited to 10¹²"),
    "a 93-bit number with no small factor": ("least_prime_factor((2**61 - 1) * (2**31 - 1))", "ValueError",
                                             "limited to numbers below"),
    "a random tree of 10⁸ edges": ("from gamekit.games.graphs.trees import random_tree; random_tree(10**8)",
                                   "ValueError", "100,000"),
    "Chomp's table of 20 × 20 bars": ("gk.tables.chomp_frame(20, 20)", "ValueError", "a smaller bar"),
    "Chomp from a 12 × 12 bar": ("gk.Chomp().grundy((12,) * 12)", "ValueError", "2,704,156 smaller shapes"),
    "Fibonacci nim's value from 10¹² tokens": ("gk.FibonacciNim().grundy(10**12)", "ValueError",
                                               "game.outcome(position)"),
    "nim classes of 8 heaps ≤ 30": ("gk.tables.nim_classes_frame(8, 30)", "ValueError", "fewer or smaller heaps"),
    "the widgets without their extra": (
        "sys.modules['ipywidgets'] = None\n"
        "for name in [m for m in sys.modules if m.startswith('gamekit.widgets')]: del sys.modules[name]\n"
        "import gamekit.widgets", "ModuleNotFoundError", 'pip install "gamekit[widgets]"'),
    "the census on Dask without its extra": (
        "sys.modules['distributed'] = None\nimport tempfile\n"
        "gk.census(['0.77'], 100, workers=1, path=tempfile.mkdtemp() + '/census.jsonl')",
        "ModuleNotFoundError", 'pip install "gamekit[atlas]"'),
}


@pytest.mark.parametrize("case", ANSWERS)
def test_a_hostile_input_gets_the_right_answer_in_time(case):
    code, expected = ANSWERS[case]
    outcome = run(code)
    assert outcome[:2] == ("ok", expected), outcome


@pytest.mark.parametrize("case", REFUSALS)
def test_a_hostile_input_is_refused_in_one_sentence(case):
    code, error, words = REFUSALS[case]
    outcome = run(code)
    assert outcome[0] == "raised" and outcome[1] == error, outcome
    message = outcome[2]
    assert words in message, message
    assert "\n" not in message and len(message) < 400, message
