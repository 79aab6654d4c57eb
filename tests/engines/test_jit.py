"""The lazy numba kernels: compiled on first call, with the plain helpers they call."""
from __future__ import annotations

import threading

import pytest

from gamekit.engines.jit import HAVE_NUMBA, lazy_njit


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
