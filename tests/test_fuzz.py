"""Careless and hostile input to the public API: a right answer or a clear refusal, within seconds.

hypothesis draws arguments for each function below: mostly junk (floats, booleans, strings, None,
huge and negative numbers, nested and self-referential lists, dictionaries, move functions that never
end or go round in circles), some plausible.  Each call runs in a forked child process with a time
limit, so a hang or a crash (a segfault, a RecursionError, a MemoryError) is caught and reported
instead of stopping the tests.  Every call must

- finish within ``LIMIT`` seconds, without crashing the process — or, when the answer takes
  longer (a real computation, such as misère Kayles from a heap of millions), show a progress bar
  with its estimate within that time, as the package promises for every long computation;
- answer rightly when the input is good (each target has an independent reference: a plain search,
  or a property the answer must have), or refuse it with ``ValueError`` when it is too large;
- raise ``ValueError`` or ``TypeError`` when the input is bad, in the package's own words: a message
  that names what was wrong, not a message from deep inside Python ("'int' object is not iterable").

``GAMEKIT_FUZZ_EXAMPLES`` sets the number of inputs per function (25 by default; the README reports a
long run) and ``GAMEKIT_FUZZ_LOG`` names a file that lists every call's outcome.  The inputs are
derandomised, so a failure is reproduced by running the test again.
"""
from __future__ import annotations

import math
import os
import pickle
import re
import resource
import select
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, reduce
from operator import xor

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamekit as gk
from gamekit.games.graphs.trees import stalk
from gamekit.games.heaps.nim import misere_nim_winning_moves
from gamekit.theory.misere import longest_play
from gamekit.theory.nimfield import nim_inverse

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

LIMIT = 8.0                                           # seconds a single call may take
EXAMPLES = int(os.environ.get("GAMEKIT_FUZZ_EXAMPLES", "25"))
LOG = os.environ.get("GAMEKIT_FUZZ_LOG")              # a file to list every call and its outcome in
GOOD, BAD, EITHER = "good", "bad", "either"           # what an input is: must answer / must refuse / may do both

# Messages that come from deep inside Python, not from the package.
PYTHON_WORDS = re.compile(r"object is not iterable|unhashable type|unsupported operand|not supported between|"
                          r"is not subscriptable|has no attribute|cannot be interpreted as|invalid literal|"
                          r"positional argument|required positional|is not callable|maximum recursion|"
                          r"object of type .* has no len|can't multiply|must be real number|"
                          r"cannot convert|out of bounds for|index \d+ is out of bounds")


# ------------------------------------------------------------------------------------ inputs
def self_referential() -> list:
    loop: list = []
    loop.append(loop)
    return loop


ATOMS = st.one_of(
    st.integers(-3, 30), st.integers(-10**30, 10**30), st.sampled_from([2**63, -2**63, 10**100, 2**2000 + 3]),
    st.booleans(), st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=4), st.none(),
    st.sampled_from([np.int64(3), np.float64(2.5), b"3", 1 + 2j, math.inf, Ellipsis]),
)
JUNK = st.one_of(
    st.recursive(ATOMS, lambda inner: st.one_of(st.lists(inner, max_size=5), st.tuples(inner, inner),
                                                st.dictionaries(st.integers(0, 5), inner, max_size=3),
                                                st.frozensets(st.integers(-3, 9), max_size=4)),
                 max_leaves=8),
    st.builds(self_referential),
)
SMALL = st.integers(0, 12)
HEAPS = st.lists(st.integers(0, 9), max_size=4).map(tuple)

MOVE_FUNCTIONS = {                                    # name: (moves, what a position must be for it)
    "range": (lambda n: range(n), "n ≥ 0"),
    "down by 1 or 2, forgetting k ≤ n": (lambda n: [n - k for k in (1, 2)], "never ends"),
    "always up": (lambda n: [n + 1], "never ends"),
    "a cycle": (lambda p: {"a": ["b"], "b": ["a"]}[p], "loops"),
    "returns an int": (lambda n: n, "not a list of positions"),
    "returns lists": (lambda n: [[n - 1]] if n > 0 else [], "unhashable positions"),
    "returns None": (lambda n: None, "no list"),
    "raises": (lambda n: 1 / 0, "a broken move function"),
}


def is_int(x: object) -> bool:
    return isinstance(x, (int, np.integer)) and not isinstance(x, bool)


def natural(x: object) -> bool:
    return is_int(x) and x >= 0


def naturals(xs: object) -> bool:
    return isinstance(xs, (list, tuple)) and all(natural(x) for x in xs)


def has_junk(x: object, depth: int = 0) -> bool:
    """Return whether ``x`` holds something no game position or number can be (float, str, None…)."""
    if depth > 20:
        return True                                     # self-referential
    if isinstance(x, (list, tuple, frozenset, set)):
        return any(has_junk(y, depth + 1) for y in x)
    if isinstance(x, dict):
        return True
    return not is_int(x) or x < 0


# ------------------------------------------------------------------------------------ references
@cache
def mex_ref(values: frozenset) -> int:
    return next(m for m in range(len(values) + 1) if m not in values)


@cache
def nim_product_ref(a: int, b: int) -> int:
    """The nim-product by its definition: mex of a'b ⊕ ab' ⊕ a'b' over a' < a, b' < b."""
    return mex_ref(frozenset(nim_product_ref(x, b) ^ nim_product_ref(a, y) ^ nim_product_ref(x, y)
                             for x in range(a) for y in range(b)))


@cache
def queen_ref(r: int, c: int) -> int:
    options = {queen_ref(r - k, c) for k in range(1, r + 1)} | {queen_ref(r, c - k) for k in range(1, c + 1)}
    options |= {queen_ref(r - k, c - k) for k in range(1, min(r, c) + 1)}
    return mex_ref(frozenset(options))


def octal_options(digits: str, n: int):
    for k, d in enumerate(digits, start=1):
        d, rest = int(d), n - k
        if rest < 0:
            continue
        if d & 1 and rest == 0:
            yield ()
        if d & 2 and rest > 0:
            yield (rest,)
        if d & 4 and rest >= 2:
            yield from ((a, rest - a) for a in range(1, rest))


@cache
def octal_ref(digits: str, n: int) -> int:
    return mex_ref(frozenset(reduce(xor, (octal_ref(digits, h) for h in rest), 0)
                             for rest in octal_options(digits, n)))


@cache
def misere_wins(options_of: Callable, position: tuple) -> bool:
    """Whether the player to move wins misère play (no move: the player to move has won)."""
    options = options_of(position)
    return not options or any(not misere_wins(options_of, q) for q in options)


def kayles_positions(position: tuple) -> list[tuple]:
    result = []
    for i, h in enumerate(position):
        for rest in octal_options("77", h):
            result.append(tuple(sorted(position[:i] + rest + position[i + 1:])))
    return result


def nim_positions(position: tuple) -> list[tuple]:
    return [tuple(sorted(position[:i] + (k,) + position[i + 1:])) for i, h in enumerate(position) for k in range(h)]


def misere_nim_outcome_ref(heaps) -> str:
    return "N" if misere_wins(nim_positions, tuple(sorted(heaps))) else "P"


def fibonacci_set(limit: int) -> set[int]:
    a, b, found = 1, 2, {1}
    while b <= limit:
        found.add(b)
        a, b = b, a + b
    return found


def as_tree(t: object) -> object:
    """Return the stalk of height t for a whole number t (a deep tree), else t itself (junk)."""
    return stalk(t) if natural(t) else t


# ------------------------------------------------------------------------------------ targets
@dataclass
class Target:
    """A public function, a strategy for its arguments, what they are, and how to check its answer."""

    call: Callable
    arguments: st.SearchStrategy
    kind: Callable[[tuple], str]
    check: Callable[[tuple, object], bool] = lambda args, result: True


def either(strategy_good, strategy_junk=JUNK):
    return st.one_of(strategy_good, strategy_junk)


def as_heaps(heaps: object) -> tuple:
    """Return a position as a tuple of heaps (a bare number n is the one heap (n,))."""
    return (heaps,) if is_int(heaps) else tuple(heaps)


def heaps_kind(args) -> str:
    (heaps,) = args
    if naturals(heaps):
        return GOOD
    return BAD if has_junk(heaps) else EITHER


def position_pair_kind(args) -> str:
    (p,) = args
    if isinstance(p, (tuple, list)) and len(p) == 2 and naturals(p):
        return GOOD
    return BAD if has_junk(p) or isinstance(p, (list, tuple)) and len(p) != 2 else EITHER


def octal_kind(args) -> str:
    code, n = args
    if isinstance(code, str) and re.fullmatch(r"0?\.[0-7]{1,3}", code) and natural(n):
        return GOOD
    return BAD if not isinstance(code, str) or has_junk(n) else EITHER


def octal_check(args, result) -> bool:
    code, n = args
    return not is_int(n) or n > 60 or result == octal_ref(code.split(".")[1], n)


def game_kind(args) -> str:
    name, p = args
    return GOOD if name == "range" and natural(p) and p < 400 else EITHER


TARGETS: dict[str, Target] = {
    "mex": Target(gk.mex, st.tuples(either(st.lists(SMALL, max_size=6))),
                  lambda a: GOOD if naturals(a[0]) else BAD if has_junk(a[0]) else EITHER,
                  lambda a, r: r == mex_ref(frozenset(a[0]))),
    "nim_sum": Target(lambda xs: gk.nim_sum(*xs), st.tuples(st.lists(either(SMALL), max_size=5)),
                      lambda a: GOOD if naturals(a[0]) else BAD if has_junk(a[0]) else EITHER,
                      lambda a, r: r == reduce(xor, a[0], 0)),
    "nim_product": Target(gk.nim_product, st.tuples(either(SMALL), either(SMALL)),
                          lambda a: GOOD if natural(a[0]) and natural(a[1]) else BAD,
                          lambda a, r: max(a) > 12 or r == nim_product_ref(*a)),
    "nim_inverse": Target(nim_inverse, st.tuples(either(st.integers(1, 2**70))),
                          lambda a: GOOD if natural(a[0]) and a[0] > 0 else BAD,
                          lambda a, r: int(a[0]).bit_length() > 256 or gk.nim_product(a[0], r) == 1),
    "Nim().grundy": Target(lambda p: gk.Nim().grundy(p), st.tuples(either(HEAPS)), heaps_kind,
                           lambda a, r: r == reduce(xor, as_heaps(a[0]), 0)),
    "Nim().winning_moves": Target(
        lambda p: gk.Nim().winning_moves(p), st.tuples(either(HEAPS | st.just((10**9, 3)))), heaps_kind,
        lambda a, r: all(reduce(xor, q, 0) == 0 for q in r) and (not r) == (reduce(xor, as_heaps(a[0]), 0) == 0)),
    "misere_nim_winning_moves": Target(
        misere_nim_winning_moves, st.tuples(either(st.lists(st.integers(0, 5), max_size=4).map(tuple))),
        heaps_kind,
        lambda a, r: max(as_heaps(a[0]), default=0) > 6 or all(misere_nim_outcome_ref(q) == "P" for q in r)),
    "anti_sg_outcome": Target(gk.anti_sg_outcome, st.tuples(either(st.lists(st.integers(0, 5), max_size=4))),
                              heaps_kind,
                              lambda a, r: max(a[0], default=0) > 6 or r == misere_nim_outcome_ref(a[0])),
    "SubtractionGame(S).grundy": Target(
        lambda s, n: gk.SubtractionGame(s).grundy(n),
        st.tuples(either(st.sets(st.integers(1, 6), min_size=1, max_size=3)), either(st.integers(0, 80))),
        lambda a: (GOOD if isinstance(a[0], (set, frozenset)) and a[0] and all(natural(k) and k > 0 for k in a[0])
                   and natural(a[1]) else BAD if has_junk(a[1]) or not isinstance(a[0], (set, frozenset, list, tuple))
                   else EITHER),
        lambda a, r: not is_int(a[1]) or a[1] > 80
        or r == octal_ref("".join("3" if k in a[0] else "0" for k in range(1, max(a[0]) + 1)), a[1])),
    "OctalGame(code).grundy": Target(
        lambda code, n: gk.OctalGame(code).grundy(n),
        st.tuples(either(st.from_regex(r"0?\.[0-7]{1,3}", fullmatch=True), st.text(max_size=6) | JUNK),
                  either(st.integers(0, 60))),
        octal_kind, octal_check),
    "Queen().grundy": Target(lambda p: gk.Queen().grundy(p), st.tuples(either(st.tuples(SMALL, SMALL))),
                             position_pair_kind, lambda a, r: r == queen_ref(*a[0])),
    "Wythoff().grundy": Target(lambda p: gk.Wythoff().grundy(p), st.tuples(either(st.tuples(SMALL, SMALL))),
                               position_pair_kind, lambda a, r: r == queen_ref(*a[0])),
    "Wythoff().outcome": Target(lambda p: gk.Wythoff().outcome(p),
                                st.tuples(either(st.tuples(SMALL, SMALL) | st.just((10**20, 10**20 + 7)))),
                                position_pair_kind,
                                lambda a, r: max(a[0]) > 12 or r == ("P" if queen_ref(*a[0]) == 0 else "N")),
    "wythoff_values": Target(gk.wythoff_values, st.tuples(either(SMALL), either(SMALL | st.none())),
                             lambda a: GOOD if natural(a[0]) and (a[1] is None or natural(a[1])) else BAD,
                             lambda a, r: all(r[i, j] == queen_ref(i, j) for i in range(r.shape[0])
                                              for j in range(r.shape[1]))),
    "misere_outcome(Kayles)": Target(
        lambda p: gk.misere_outcome(gk.Kayles, p), st.tuples(either(st.lists(st.integers(0, 6), max_size=3)
                                                                   .map(tuple))),
        heaps_kind, lambda a, r: sum(as_heaps(a[0])) > 14 or r == ("N" if misere_wins(
            kayles_positions, tuple(sorted(as_heaps(a[0])))) else "P")),
    "genus(Kayles)": Target(lambda p, extra: gk.genus(gk.Kayles, p, extra),
                            st.tuples(either(st.lists(st.integers(0, 5), max_size=2).map(tuple)),
                                      either(st.integers(0, 5))),
                            lambda a: (GOOD if naturals(a[0]) and natural(a[1]) else
                                       BAD if has_junk(a[1]) or has_junk(a[0]) else EITHER),
                            lambda a, r: r.normal == reduce(xor, (octal_ref("77", h) for h in as_heaps(a[0])), 0)
                            if hasattr(r, "normal") else True),
    "tame_outcome": Target(gk.tame_outcome, st.tuples(either(st.lists(st.sampled_from(
        [gk.genus(gk.Nim(), (1,)), gk.genus(gk.Nim(), (2,))]), max_size=3))),
        lambda a: EITHER if isinstance(a[0], (list, tuple, dict, frozenset)) else BAD),
    "FibonacciNim().outcome": Target(lambda n: gk.FibonacciNim().outcome(n),
                                     st.tuples(either(st.integers(1, 3000))),
                                     lambda a: GOOD if natural(a[0]) else EITHER if isinstance(a[0], (tuple, list))
                                     else BAD,
                                     lambda a, r: not is_int(a[0]) or a[0] > 10**6
                                     or (r == "P") == (a[0] in fibonacci_set(a[0]) | {0})),
    "zeckendorf": Target(gk.zeckendorf, st.tuples(either(st.integers(0, 10**6))),
                         lambda a: GOOD if natural(a[0]) else BAD,
                         lambda a, r: sum(r) == a[0] and all(x in fibonacci_set(max(a[0], 1)) for x in r)),
    # a whole number n stands for the stalk of height n, built in the child (deep trees are a test too)
    "colon_value": Target(lambda t: gk.colon_value(as_tree(t)), st.tuples(either(st.integers(0, 40))),
                          lambda a: EITHER,
                          lambda a, r: not is_int(a[0]) or r == gk.RootedTreeGame().grundy(as_tree(a[0]))),
    "RootedTreeGame().grundy": Target(lambda t: gk.RootedTreeGame().grundy(as_tree(t)),
                                      st.tuples(either(st.integers(0, 3000))), lambda a: EITHER,
                                      lambda a, r: not is_int(a[0]) or r == a[0]),
    "GraphGame(edges).grundy": Target(
        lambda edges, p: gk.GraphGame(edges).grundy(p),
        st.tuples(either(st.dictionaries(st.integers(0, 5), st.lists(st.integers(0, 5), max_size=3), min_size=1)),
                  either(st.integers(0, 5))),
        lambda a: BAD if isinstance(a[1], bool) or not isinstance(a[0], dict) else EITHER),
    "dynamic_p_heaps": Target(gk.dynamic_p_heaps,
                              st.tuples(either(st.integers(1, 4) | st.sampled_from([lambda t: 2 * t, lambda t: 1])),
                                        either(st.integers(0, 200))),
                              lambda a: BAD if has_junk(a[1]) else EITHER),
    "Game(moves).grundy": Target(lambda name, p: gk.Game(MOVE_FUNCTIONS[name][0]).grundy(p),
                                 st.tuples(st.sampled_from(sorted(MOVE_FUNCTIONS)), either(st.integers(0, 300))),
                                 game_kind, lambda a, r: a[0] != "range" or r == a[1]),
    "longest_play(Game(moves))": Target(lambda name, p: longest_play(gk.Game(MOVE_FUNCTIONS[name][0]), p),
                                        st.tuples(st.sampled_from(sorted(MOVE_FUNCTIONS)),
                                                  either(st.integers(0, 300) | st.just("a"))),
                                        game_kind, lambda a, r: a[0] != "range" or r == a[1]),
    "genus(Game(moves))": Target(lambda name, p: gk.genus(gk.Game(MOVE_FUNCTIONS[name][0]), p),
                                 st.tuples(st.sampled_from(sorted(MOVE_FUNCTIONS)),
                                           either(st.integers(0, 20) | st.just("a"))),
                                 lambda a: EITHER),
    "OctalGame(code, name)": Target(lambda code, name: str(gk.OctalGame(code, name=name)),
                                    st.tuples(st.sampled_from(["0.77", ".6", "4.07"]), either(st.text(max_size=5))),
                                    lambda a: GOOD if isinstance(a[1], str) or a[1] is None else BAD),
    "CoinTurningGame(rule)": Target(lambda rule: gk.CoinTurningGame(rule).grundy((0, 1, 1)),
                                    st.tuples(st.sampled_from([lambda i: None, lambda i: [[i]], lambda i: 3,
                                                               lambda i: [()], lambda i: [(j,) for j in range(i)]])),
                                    lambda a: EITHER),
}


# ------------------------------------------------------------------------------------ the harness
def run_in_child(target: Target, args: tuple) -> tuple:
    """Run the call in a forked child and return what happened.

    ("answer", right, shown), ("raised", type, message), ("long",) — still running at the limit,
    with a progress bar on the screen —, ("hang",) — still running, silent — or ("crash", signal).
    """
    read, write = os.pipe()
    err_read, err_write = os.pipe()
    pid = os.fork()
    if pid == 0:                                             # the child: answer, check, report, exit
        os.close(read)
        os.close(err_read)
        os.dup2(err_write, 2)                                # what it shows on stderr: progress bars
        sys.stderr = open(2, "w", buffering=1, closefd=False)  # not pytest's capture: the pipe
        os.environ["GAMEKIT_PROGRESS"] = "on"                # as in a notebook: long runs show a bar
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        resource.setrlimit(resource.RLIMIT_AS, (min(hard, 6 * 2**30) if hard > 0 else 6 * 2**30, hard))
        try:
            result = target.call(*args)
            try:
                report = ("answer", bool(target.check(args, result)), repr(result)[:200])
            except Exception as error:                      # the answer is not what a right answer is
                report = ("answer", False, f"{repr(result)[:200]} ({type(error).__name__}: {error})")
        except BaseException as error:                      # noqa: BLE001 - every exception is reported
            report = ("raised", type(error).__name__, str(error)[:500])
        with os.fdopen(write, "wb") as pipe:
            pipe.write(pickle.dumps(report))
        os._exit(0)
    os.close(write)
    os.close(err_write)
    os.set_blocking(err_read, False)
    shown = b""
    deadline = time.monotonic() + LIMIT
    ready: list = []
    while not ready and time.monotonic() < deadline:       # keep the stderr pipe drained meanwhile
        ready, _, _ = select.select([read], [], [], min(0.2, max(0.0, deadline - time.monotonic())))
        shown += drain(err_read)
    grace = deadline + LIMIT                               # on a loaded machine a bar may come late
    while not ready and not PROGRESS_BAR.search(shown.decode(errors="replace")) and time.monotonic() < grace:
        ready, _, _ = select.select([read], [], [], 0.2)
        shown += drain(err_read)
    if not ready:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(read)
        shown += drain(err_read)
        os.close(err_read)
        return ("long",) if PROGRESS_BAR.search(shown.decode(errors="replace")) else ("hang",)
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    os.close(err_read)
    _, status = os.waitpid(pid, 0)
    if not data:
        return ("crash", os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status))
    return pickle.loads(data)


PROGRESS_BAR = re.compile(r"\d+it \[|\d+%\||it/s")


def drain(fd: int) -> bytes:
    """Return what can be read from the non-blocking ``fd`` now."""
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 65536)
        except BlockingIOError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def verdict(name: str, target: Target, args: tuple) -> str | None:
    """Return what is wrong with the call's outcome, or None when it is right."""
    kind = target.kind(args)
    outcome = run_in_child(target, args)
    if LOG:
        with open(LOG, "a", encoding="utf-8") as log:
            log.write("\t".join([name, kind, *map(str, outcome)]).replace("\n", " ") + "\n")
    if outcome[0] == "long":
        return None                                        # long, but it says so and can be interrupted
    if outcome[0] == "hang":
        return f"still running after {LIMIT} s, without a progress bar"
    if outcome[0] == "crash":
        return f"the process died ({outcome[1]})"
    if outcome[0] == "answer":
        _, right, shown = outcome
        if kind == BAD:
            return f"answered {shown} instead of refusing"
        return None if right else f"wrong answer {shown}"
    _, name, message = outcome
    if name not in ("ValueError", "TypeError"):
        return f"{name}: {message}"
    if kind == GOOD and name != "ValueError":
        return f"refused good input: {name}: {message}"
    if not message.strip() or PYTHON_WORDS.search(message):
        return f"refused in Python's words, not the package's: {name}: {message}"
    return None


@pytest.fixture(scope="module", autouse=True)
def compiled_once():
    """Load numba's compiled engines in this process, so the forked children do not each load them."""
    gk.Queen().grundy((3, 3)), gk.OctalGame("0.77").grundy(5), gk.wythoff_values(3), nim_inverse(3)
    gk.misere_outcome(gk.OctalGame("0.77"), (3, 2)), gk.GraphGame({0: [1], 1: [0]}).grundy(0)


@pytest.mark.parametrize("name", TARGETS)
def test_hostile_input_gets_a_right_answer_or_a_clear_refusal(name):
    target = TARGETS[name]
    failures: list[str] = []

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(target.arguments)
    def probe(args):
        problem = verdict(name, target, args)
        if problem:
            failures.append(f"{name}{shorten(args)}: {problem}")

    probe()
    assert not failures, "\n".join(failures[:10])


def shorten(args: tuple) -> str:
    text = repr(args)
    return text if len(text) < 120 else text[:117] + "..."
