"""The lazy numba kernels: compiled on first call, with the plain helpers they call."""
from __future__ import annotations

import os
import signal
import threading

import pytest

from gamekit.engines.jit import HAVE_NUMBA, interrupts_deferred, lazy_njit


def double_plus_one(x):
    return twice(x) + 1


def twice(x):
    return 2 * x


def test_the_plain_kernel_and_its_compiled_twin_agree():
    kernel = lazy_njit(double_plus_one, cache=False)
    assert kernel.python(20) == 41
    if HAVE_NUMBA:
        assert kernel(20) == 41


@pytest.mark.skipif(not HAVE_NUMBA, reason="the compiled kernel needs numba")
def test_threads_that_call_a_kernel_first_at_once_share_one_dispatcher():
    kernel = lazy_njit(double_plus_one, cache=False)
    start, built = threading.Barrier(4), []

    def first_call():
        start.wait()
        built.append(kernel.compiled())

    threads = [threading.Thread(target=first_call) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(dispatcher) for dispatcher in built}) == 1
    assert built[0](20) == 41


def test_ctrl_c_during_a_first_compilation_lands_after_it(monkeypatch):
    """numba's compiler must not be interrupted half-way: the KeyboardInterrupt comes once it is done."""
    finished = []

    class Dispatcher:
        overloads: dict = {}

        def __call__(self, x):
            os.kill(os.getpid(), signal.SIGINT)         # Ctrl-C while "compiling"
            finished.append(x)
            return x

    kernel = lazy_njit(double_plus_one)
    monkeypatch.setattr(kernel, "_compiled", Dispatcher())
    handler = signal.getsignal(signal.SIGINT)
    with pytest.raises(KeyboardInterrupt):
        kernel(3)
    assert finished == [3]
    assert signal.getsignal(signal.SIGINT) is handler


def test_an_interrupt_outside_a_deferred_context_is_not_held_back():
    with pytest.raises(KeyboardInterrupt):
        with interrupts_deferred():
            pass
        os.kill(os.getpid(), signal.SIGINT)        # raised before the next statement


def test_a_check_s_time_limit_during_a_first_compilation_lands_after_it(monkeypatch):
    """An exercise check's time limit (SIGPROF/SIGALRM) waits for the compiler as Ctrl-C does."""
    from gamekit.course.grading.answers import TimeLimit, time_limit

    finished = []

    class Dispatcher:
        overloads: dict = {}

        def __call__(self, x):
            os.kill(os.getpid(), signal.SIGALRM)        # the time limit's clock runs out while "compiling"
            finished.append(x)
            return x

    kernel = lazy_njit(double_plus_one)
    monkeypatch.setattr(kernel, "_compiled", Dispatcher())
    with pytest.raises(TimeLimit), time_limit(60):
        kernel(4)
    assert finished == [4]
