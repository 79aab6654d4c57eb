"""Memory that threads of a compiled kernel share: atomic loads, stores and compare-and-swap, and waiting.

Kernels that run on several threads at once (numba's ``nogil`` kernels, one call per thread)
meet in numpy arrays.  A value one thread publishes is read by another through :func:`load`
and written through :func:`store`: compiled, they are atomic with acquire and release order (every
write before a :func:`store` is seen by a thread whose :func:`load` returns what it stored), and
the compiler can neither drop a load from a waiting loop nor move a write past them.
:func:`compare_and_swap` lets one thread of several take a piece of work;
:func:`pause` is the body of a waiting loop, :func:`yield_core` gives the core away when the wait
is long.

Each is a plain Python function (the kernel run without numba calls it as it is: a lock makes
:func:`compare_and_swap` atomic between Python threads) with a numba twin
(:func:`gamekit.engines.jit.numba_twin`) that compiles to one instruction of the processor: LLVM's
atomic load, store and ``cmpxchg``, the ``pause`` hint of x86 processors and ``sched_yield`` of POSIX
systems.
"""
from __future__ import annotations

import os
import platform
import threading
import time
from typing import Any

import numpy as np

from gamekit.engines.jit import numba_twin

__all__ = ["compare_and_swap", "load", "pause", "store", "yield_core"]

_SWAP = threading.Lock()
_X86 = platform.machine().lower() in ("x86_64", "amd64", "i386", "i686", "x86")


def _item_pointer(context: Any, builder: Any, signature: Any, args: Any) -> Any:
    """Return the address of ``array[index]`` (arguments 0 and 1 of ``signature``), unchecked."""
    from numba import types
    from numba.core import cgutils

    array_type, index_type = signature.args[0], signature.args[1]
    array = context.make_array(array_type)(context, builder, args[0])
    index = context.cast(builder, args[1], index_type, types.intp)
    return cgutils.get_item_pointer(context, builder, array_type, array, [index], wraparound=False)


def _load_twin() -> Any:
    from numba.extending import intrinsic

    @intrinsic
    def load_acquire(typingctx: Any, array: Any, index: Any) -> Any:
        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            size = signature.args[0].dtype.bitwidth // 8
            return builder.load_atomic(_item_pointer(context, builder, signature, args), "acquire", size)
        return array.dtype(array, index), codegen

    return load_acquire


def _store_twin() -> Any:
    from numba import types
    from numba.extending import intrinsic

    @intrinsic
    def store_release(typingctx: Any, array: Any, index: Any, value: Any) -> Any:
        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            item = signature.args[0].dtype
            cell = context.cast(builder, args[2], signature.args[2], item)
            builder.store_atomic(cell, _item_pointer(context, builder, signature, args), "release",
                                 item.bitwidth // 8)
            return context.get_dummy_value()
        return types.none(array, index, value), codegen

    return store_release


def _compare_and_swap_twin() -> Any:
    from numba import types
    from numba.extending import intrinsic

    @intrinsic
    def cmpxchg(typingctx: Any, array: Any, index: Any, expected: Any, new: Any) -> Any:
        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            item = signature.args[0].dtype
            old = context.cast(builder, args[2], signature.args[2], item)
            value = context.cast(builder, args[3], signature.args[3], item)
            pair = builder.cmpxchg(_item_pointer(context, builder, signature, args), old, value, "acq_rel",
                                   "acquire")
            return builder.extract_value(pair, 1)
        return types.boolean(array, index, expected, new), codegen

    return cmpxchg


def _call_twin(symbol: str | None) -> Any:
    """Return an intrinsic of no arguments that calls the function ``symbol`` of no arguments (None: nothing)."""
    from llvmlite import ir
    from numba import types
    from numba.core import cgutils
    from numba.extending import intrinsic

    @intrinsic
    def call(typingctx: Any) -> Any:
        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            if symbol is not None:
                result = ir.VoidType() if symbol.startswith("llvm.") else ir.IntType(32)
                builder.call(cgutils.get_or_insert_function(builder.module, ir.FunctionType(result, []), symbol), [])
            return context.get_dummy_value()
        return types.none(), codegen

    return call


@numba_twin(_load_twin)
def load(array: np.ndarray, index: int) -> Any:
    """Return ``array[index]``, read atomically (acquire: what was written before the matching store is seen).

    >>> int(load(np.array([5, 7]), 1))
    7

    See also: :func:`store`.
    """
    return array[index]


@numba_twin(_store_twin)
def store(array: np.ndarray, index: int, value: int) -> None:
    """Set ``array[index] = value`` atomically (release: every write before it is seen before it).

    >>> cells = np.zeros(2, dtype=np.int64); store(cells, 0, 3); cells.tolist()
    [3, 0]

    See also: :func:`load`.
    """
    array[index] = value


@numba_twin(_compare_and_swap_twin)
def compare_and_swap(array: np.ndarray, index: int, expected: int, new: int) -> bool:
    """Return whether ``array[index]`` was ``expected``, in which case it is now ``new`` (one atomic step).

    >>> cells = np.zeros(1, dtype=np.int64)
    >>> compare_and_swap(cells, 0, 0, 4), compare_and_swap(cells, 0, 0, 5), cells.tolist()
    (True, False, [4])
    """
    with _SWAP:
        if array[index] != expected:
            return False
        array[index] = new
        return True


@numba_twin(lambda: _call_twin("llvm.x86.sse2.pause" if _X86 else None))
def pause() -> None:
    """Wait a moment in a loop that waits for another thread (the processor's spin-wait hint).

    Run plain, it lets the other Python threads run (they need the interpreter to move on).

    >>> pause()
    """
    time.sleep(0)


@numba_twin(lambda: _call_twin("sched_yield" if os.name == "posix" else None))
def yield_core() -> None:
    """Let other threads run on this core (``sched_yield``; a wait that has lasted long calls it).

    >>> yield_core()
    """
    time.sleep(0)
