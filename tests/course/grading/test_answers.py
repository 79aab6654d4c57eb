"""Tests of gamekit.course.grading.answers: a student's answer can make a check fail, never crash it."""
from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamekit.course.exercises import ch01, ch02, ch03, ch04, ch05, ch06, ch07, ch09, start
from gamekit.course.grading.answers import (RUNTIME, AnswerError, CheckRuntime, StudentFunction, checker,
                                            clock_limits_suspended, expect_int, expect_list)
from gamekit.course.grading.verdict import Verdict

CHAPTERS = [start, ch01, ch02, ch03, ch04, ch05, ch06, ch07, ch09]
CHECKS = [getattr(m, name) for m in CHAPTERS for name in m.__all__ if name.startswith("check_")]


def _call(check, value):
    """Call ``check`` with ``value`` for every required argument (keyword-only ones by name)."""
    import inspect

    args, kwargs = [], {}
    for p in inspect.signature(check).parameters.values():
        if p.default is not p.empty:
            continue
        if p.kind is p.KEYWORD_ONLY:
            kwargs[p.name] = value
        else:
            args.append(value)
    return check(*args, **kwargs)


def test_every_check_of_every_chapter_is_kind():
    assert CHECKS and all(hasattr(c, "__wrapped__") for c in CHECKS), "each check wears @checker"


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: f"{c.__module__.rsplit('.', 1)[-1]}.{c.__name__}")
def test_a_check_given_only_dots_says_there_is_no_answer_yet(check):
    verdict = _call(check, ...)
    assert isinstance(verdict, Verdict) and not verdict.ok
    assert "no answer yet" in verdict.message


@pytest.mark.slow
@pytest.mark.parametrize("check", CHECKS, ids=lambda c: f"{c.__module__.rsplit('.', 1)[-1]}.{c.__name__}")
def test_a_check_given_a_function_that_raises_or_junk_answers_with_a_verdict(check):
    def broken(*args):
        raise RuntimeError("my bug")

    for junk in (broken, "abc", 17, [1, "x"], {"a": 1}, (None, None), lambda *a: "P"):
        try:
            verdict = _call(check, junk)
        except Exception as error:  # pragma: no cover - the failure message names the input
            pytest.fail(f"{check.__name__} raised {type(error).__name__}: {error} for {junk!r}")
        assert isinstance(verdict, Verdict)
        if junk is broken and not verdict.ok:
            assert "traceback" not in verdict.message.lower()


def test_a_function_that_raises_is_named_with_its_input():
    def king(row, col):
        return [0, 1][row + col]

    verdict = ch01.check_king_formula(king)
    assert not verdict and "king(" in verdict.message and "raised IndexError" in verdict.message


def test_a_function_without_return_is_told_so():
    def king(row, col):
        """Return the value."""
        ...

    assert "no answer yet" in ch01.check_king_formula(king).message

    def king2(row, col):
        print(row, col) if row > 5 else None

    message = ch01.check_king_formula(king2).message
    assert "returned nothing" in message and "`return`" in message


def test_student_function_passes_answer_errors_through_and_keeps_results():
    def f(n):
        if n:
            raise AnswerError("already worded")
        return 0

    wrapped = StudentFunction(f)
    assert wrapped(0) == 0
    with pytest.raises(AnswerError, match="already worded"):
        wrapped(1)


@pytest.mark.slow
@given(st.one_of(st.integers(), st.text(max_size=3), st.lists(st.integers(), max_size=3), st.none()))
def test_expect_int_and_expect_list_accept_or_explain(value):
    try:
        assert expect_int(value, "x") == value
    except AnswerError as error:
        assert "should be a whole number" in str(error)
    try:
        assert expect_list(value, "x") == list(value)
    except AnswerError as error:
        assert "should be a list" in str(error)


def test_checker_keeps_the_check_name_and_reports_value_errors():
    @checker
    def check_positive(n):
        if n < 0:
            raise ValueError("n must not be negative")
        return Verdict.right("ok")

    assert check_positive.__name__ == "check_positive"
    assert check_positive(-1).message == "this answer cannot be checked: n must not be negative."


def test_an_answer_that_calls_a_dict_or_misses_a_key_is_told_so_in_whole_words():
    @checker
    def check_call(table):
        return Verdict.right("ok") if table(3) == 2 else Verdict.wrong("no")

    @checker
    def check_lookup(table):
        return Verdict.right("ok") if table[3] == 2 else Verdict.wrong("no")

    assert check_call({3: 2}).message == "this answer cannot be checked: 'dict' object is not callable."
    assert check_lookup({4: 2}).message == "this answer cannot be checked: there is no key 3."


# ---------------------------------------------------------------------------------------------
# time limits, interrupts and the sandbox the autograder runs answers in


def _student(source: str, name: str):
    """Return the function ``name`` defined by ``source`` as if typed in an answer cell."""
    namespace: dict = {}
    exec(compile(source, "<answer 9.9>", "exec"), namespace)
    return namespace[name]


def _doubling(f):
    return Verdict.right("fine") if f(2) == 4 else Verdict.wrong("not double")


def test_an_answer_that_never_returns_fails_after_its_time_limit():
    loop = _student("def double(n):\n    while True:\n        n += 1", "double")
    verdict = checker(_doubling, limit=0.3)(loop)
    assert not verdict and verdict.message.startswith("your answer ran longer than 0.3 s")
    assert re.search(r"\(line [23] of the cell that defines `double`\)", verdict.message)


def test_a_check_inside_a_check_leaves_the_time_limit_to_the_outer_one():
    """Chapter 3's coin move calls the nim move's check: one limit, reported once, by the outer check."""
    loop = _student("def double(n):\n    while True:\n        n += 1", "double")
    inner = checker(_doubling, limit=60)

    def outer(f):
        return inner(f.function)

    verdict = checker(outer, limit=0.3)(loop)
    assert verdict.message.startswith("your answer ran longer than 0.3 s")
    assert RUNTIME.depth == 0 and not RUNTIME.clock_suspended


def test_the_check_runtime_is_left_as_found_whatever_the_answer_did():
    answers = [_student("def double(n):\n    raise KeyboardInterrupt", "double"), lambda n: n // 0,
               lambda n: 2 * n, ...]
    with clock_limits_suspended():
        assert RUNTIME.clock_suspended
        for answer in answers:
            checker(_doubling)(answer)
            assert RUNTIME.depth == 0
    assert not RUNTIME.clock_suspended


def test_each_thread_has_its_own_check_runtime():
    import threading

    runtime, seen = CheckRuntime(), []
    with runtime.check(), runtime.clock_off():
        worker = threading.Thread(target=lambda: seen.append((runtime.depth, runtime.clock_suspended)))
        worker.start()
        worker.join()
        assert (runtime.depth, runtime.clock_suspended) == (1, True)
    assert seen == [(0, False)]


def test_an_interrupt_in_the_answer_is_one_line_pointing_at_its_cell():
    stopped = _student("def double(n):\n    raise KeyboardInterrupt", "double")
    verdict = checker(_doubling)(stopped)
    assert verdict.message == "the check was interrupted (line 2 of the cell that defines `double`)."


def test_an_exception_in_the_answer_points_at_its_line():
    broken = _student("def double(n):\n    half = n // 0\n    return 4", "double")
    verdict = checker(_doubling)(broken)
    assert verdict.message == ("your function double(2) raised ZeroDivisionError: integer division or modulo "
                               "by zero (line 2 of the cell that defines `double`).")


def test_the_sandbox_stops_a_loop_and_survives_exit_and_unreadable_answers():
    from gamekit.course.grading.answers import TimeLimit
    from gamekit.course.grading.sandbox import Sandbox, SandboxDied

    with Sandbox() as box:
        box.exec("def loop(n):\n    while True:\n        pass\nclass Evil:\n    def __reduce__(self):\n"
                 "        return (print, ('pwned',))\ndef evil(n):\n    return Evil()", "9.9", seconds=30)
        with pytest.raises(AnswerError, match="which the check cannot read"):
            box.call("evil", (1,), seconds=30)
        with pytest.raises(TimeLimit):
            box.call("loop", (1,), seconds=0.3)
        assert not box.alive
    with Sandbox() as box:
        with pytest.raises(SandboxDied):
            box.exec("import os\nos._exit(3)", "9.9", seconds=30)


@pytest.mark.parametrize("confined", [True, False], ids=["bubblewrap", "practice"])
def test_a_sandbox_keeps_its_limits_and_ends_at_the_notebooks_deadline(confined):
    import time

    from gamekit.course.grading.sandbox import Limits, NotebookTimeLimit, Sandbox, bubblewrap

    if confined and bubblewrap() is None:
        pytest.skip("bubblewrap is not installed")
    limits = Limits(memory=512 << 20, file_size=1 << 20)
    with Sandbox(confined=confined, limits=limits, files={"mine.ipynb": b"{}"}) as box:
        assert box.exec("import os\nhere = sorted(os.listdir('.'))", "9.9", seconds=30) is None
        assert box.describe("here", seconds=30) == ("value", ["mine.ipynb"])
        assert box.exec("hog = bytearray(1 << 30)", "9.9", seconds=30)[1] == "MemoryError"
        assert box.exec("open('big', 'wb').write(bytes(2 << 20))", "9.9", seconds=30)[2].endswith("File too large")
    with Sandbox(confined=confined, deadline=time.monotonic() + 2) as box:
        with pytest.raises(NotebookTimeLimit):
            box.exec("import time\ntime.sleep(10 ** 6)", "9.9", seconds=10 ** 6)
        assert not box.alive


@pytest.mark.parametrize("confined", [True, False], ids=["bubblewrap", "practice"])
def test_a_sandbox_speaks_the_graders_language(confined, monkeypatch):
    """The sandbox clears the environment but the grader's GAMEKIT_LANGUAGE: a Hungarian course grades in Hungarian."""
    from gamekit.course.grading.sandbox import Sandbox, bubblewrap

    if confined and bubblewrap() is None:
        pytest.skip("bubblewrap is not installed")
    for language, seen in (("hu", "hu"), (None, None)):
        if language:
            monkeypatch.setenv("GAMEKIT_LANGUAGE", language)
        else:
            monkeypatch.delenv("GAMEKIT_LANGUAGE", raising=False)
        with Sandbox(confined=confined) as box:
            box.exec("import os\nlanguage = os.environ.get('GAMEKIT_LANGUAGE')", "9.9", seconds=30)
            assert box.describe("language", seconds=30) == ("value", seen)


def test_a_sandbox_sees_python_and_gamekit_even_when_they_live_under_tmp(tmp_path, monkeypatch):
    """A CI clone sits under /tmp: the sandbox's own private /tmp must not hide it."""
    from gamekit.course.grading import sandbox

    if sandbox.bubblewrap() is None:
        pytest.skip("bubblewrap is not installed")
    package = tmp_path / "a clone – ősz" / "lib"
    package.mkdir(parents=True)
    (package / "seen.txt").write_text("seen")
    bound = sandbox._bound_paths()
    monkeypatch.setattr(sandbox, "_bound_paths", lambda: [*bound, str(package)])
    with sandbox.Sandbox() as box:
        box.exec(f"seen = open({str(package / 'seen.txt')!r}).read()", "9.9", seconds=30)
        assert box.describe("seen", seconds=30) == ("value", "seen")
        assert box.exec("open('/tmp/mine', 'w').write('x')", "9.9", seconds=30) is None


def test_a_machine_where_bubblewrap_cannot_build_a_sandbox_is_named_not_blamed_on_the_student(tmp_path, monkeypatch):
    from gamekit.course.grading import sandbox

    broken = tmp_path / "bwrap"
    broken.write_text("#!/bin/sh\necho 'bwrap: Creating new namespace failed: Operation not permitted' >&2\nexit 1\n")
    broken.chmod(0o755)
    monkeypatch.setattr(sandbox, "bubblewrap", lambda: str(broken))
    with pytest.raises(sandbox.SandboxUnavailable, match="Creating new namespace failed: Operation not permitted"):
        with sandbox.Sandbox() as box:
            box.exec("x = 1", "9.9", seconds=30)
