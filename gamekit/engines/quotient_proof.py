"""The proof of a candidate misère quotient, compiled: the kernels behind the heap games' ``proof_failure``.

A candidate is a commutative automaton over the heap sizes (``delta[state, k]``, the state after
adding a heap of k; state 0 the empty row) with a predicted outcome of each state (``final``,
True for P).  :mod:`gamekit.games.heaps.extension` states the proof; this module runs it:

- :func:`noncommuting_pair` — the first pair of heaps whose actions do not commute, if any;
- :func:`lightest_rows` — for each state the row of least total reaching it (of those, the first
  in lexicographic order), as a tree: its last heap and the state of the rest;
- :func:`products` — the multiplication table x·y, a column at a time along a walk from the empty row;
- :func:`heap_wins` — for each heap k and state x, whether beside x a heap of k has a move to a
  predicted P-position;
- :func:`proof_search` — the search of the reachable triples (state, has a move, contexts F), F a
  bitset of 32-bit words in ``uint32`` arrays, in chunks between which a caller's clock is read;
- :func:`conservative_images` — the old elements a new heap may be, by two necessary checks (the
  products read along lightest rows: no table of size² products).

Each kernel is one plain Python function over NumPy arrays that numba compiles (``cache=True``)
when ``engine`` says so (:func:`gamekit.engines.jit.use_numba`); run plain it gives identical
results (the tests compare them).  A bitset word holds 32 bits, stored as a ``uint32`` and read
into an ``int64`` before any shift or product, so that neither twin does unsigned arithmetic.

References
----------
.. [1] Plambeck, T. E., Siegel, A. N. (2008). *Misère quotients for impartial games*.
   Journal of Combinatorial Theory, Series A 115, 593–622.
"""
from __future__ import annotations

from collections.abc import Callable

import numpy as np

from gamekit.engines.jit import lazy_njit, use_numba

__all__ = ["conservative_images", "heap_wins", "leave_states", "lightest_rows", "noncommuting_pair", "products",
           "proof_search", "row_of"]

BITS = 32                    # bits of a bitset word (a uint32, read into int64 for any arithmetic)
_MASK = 0xFFFFFFFF
_MIX = 0x45D9F3B             # a 32-bit integer hash's multiplier (below 2³¹: products stay in int64)

# the statuses of a chunk of the search
_EMPTY, _BEATEN, _FAILED, _CHUNK, _ROOM = 0, 1, 2, 3, 4


def _kernel(function: Callable, engine: str) -> Callable:
    return function.compiled() if use_numba(engine) else function.python


# --------------------------------------------------------------------------- small shared steps
def _heap_push(keys, values, length, key, value):
    """Push (key, value) on the binary min-heap ``keys[:length]``; return the new length."""
    i = length
    while i > 0:
        up = (i - 1) >> 1
        if keys[up] <= key:
            break
        keys[i] = keys[up]
        values[i] = values[up]
        i = up
    keys[i] = key
    values[i] = value
    return length + 1


def _heap_pop(keys, values, length):
    """Remove the least entry of the heap ``keys[:length]`` (first moved to the end: ``keys[length − 1]``)."""
    last = length - 1
    top_key, top_value = keys[0], values[0]
    key, value = keys[last], values[last]
    i = 0
    while True:
        child = 2 * i + 1
        if child >= last:
            break
        if child + 1 < last and keys[child + 1] < keys[child]:
            child += 1
        if keys[child] >= key:
            break
        keys[i] = keys[child]
        values[i] = values[child]
        i = child
    keys[i] = key
    values[i] = value
    keys[last] = top_key
    values[last] = top_value
    return last


def _column(delta, parent, letter, y, out):
    """Fill ``out[x]`` with x·y: every state at once along the lightest row of y (heaps commute)."""
    for x in range(out.shape[0]):
        out[x] = x
    node = y
    while parent[node] >= 0:
        k = letter[node]
        for x in range(out.shape[0]):
            out[x] = delta[out[x], k]
        node = parent[node]


def _fill_row(parent, letter, length, s, extra, buffer):
    """Write the lightest row of ``s`` (then ``extra`` if positive) into ``buffer``; return its length."""
    size = length[s]
    node = s
    i = size - 1
    while parent[node] >= 0:
        buffer[i] = letter[node]
        node = parent[node]
        i -= 1
    if extra > 0:
        buffer[size] = extra
        size += 1
    return size


# --------------------------------------------------------------------------- the automaton's shape
def _noncommuting_pair(delta):
    """Return a·width + b for the first pair a < b of heaps whose actions differ somewhere, or −1."""
    size, width = delta.shape
    for a in range(1, width):
        for b in range(a + 1, width):
            for x in range(size):
                if delta[delta[x, a], b] != delta[delta[x, b], a]:
                    return a * width + b
    return -1


_pair_kernel = lazy_njit(_noncommuting_pair)


def noncommuting_pair(delta: np.ndarray, engine: str = "auto") -> tuple[int, int] | None:
    """Return the first pair of heaps (a, b), a < b, whose actions on the states differ, or None.

    >>> import numpy as np
    >>> noncommuting_pair(np.array([[0, 1, 2], [1, 0, 1], [2, 2, 0]]), engine="python")
    (1, 2)
    """
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    pair = int(_kernel(_pair_kernel, engine)(delta))
    return None if pair < 0 else divmod(pair, delta.shape[1])


def _lightest_rows(delta, parent, letter, weight, length, buffer_a, buffer_b, keys, values):
    """Fill the tree of the lightest rows: ``weight[s]`` the least total, −1 where unreachable.

    Of the rows of least total the first in lexicographic order is taken: its heaps are in
    increasing order, and the part before its last heap is the chosen row of its state, so the
    rows form a tree (``parent[s]`` the state of the rest, ``letter[s]`` the last heap).
    """
    size, width = delta.shape
    for s in range(size):
        weight[s] = -1
        parent[s] = -2
    order = np.empty(size, dtype=np.int64)
    found = 0
    length_heap = _heap_push(keys, values, 0, 0, 0)
    while length_heap > 0:
        length_heap = _heap_pop(keys, values, length_heap)
        total = keys[length_heap] >> 32
        s = values[length_heap]
        if weight[s] >= 0:
            continue
        weight[s] = total
        order[found] = s
        found += 1
        for k in range(1, width):
            t = delta[s, k]
            if weight[t] < 0:
                length_heap = _heap_push(keys, values, length_heap, ((total + k) << 32) + t, t)
    parent[0] = -1
    length[0] = 0
    for i in range(found):                              # by increasing weight: a parent is settled first
        s = order[i]
        for k in range(1, width):
            t = delta[s, k]
            if weight[s] + k != weight[t]:
                continue
            if parent[t] == -2:
                parent[t] = s
                letter[t] = k
                length[t] = length[s] + 1
                continue
            a = _fill_row(parent, letter, length, s, k, buffer_a)
            b = _fill_row(parent, letter, length, parent[t], letter[t], buffer_b)
            j = 0
            while j < a and j < b and buffer_a[j] == buffer_b[j]:
                j += 1
            if (j < a and j < b and buffer_a[j] < buffer_b[j]) or (j == a and a < b):
                parent[t] = s
                letter[t] = k
                length[t] = a
    return found


_lightest_kernel = lazy_njit(_lightest_rows)


def lightest_rows(delta: np.ndarray, engine: str = "auto") -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return (parent, letter, weight): the lightest row of each state as a tree (weight −1: unreachable).

    A heap of k costs k; of the rows of least total reaching a state the first in lexicographic
    order is its row: the row of ``parent[s]`` followed by a heap of ``letter[s]`` (``parent[0]``
    is −1, the empty row).

    >>> import numpy as np
    >>> parity = np.array([[0, 1], [1, 0]])           # misère nim with heaps of 1: even and odd
    >>> [a.tolist() for a in lightest_rows(parity, engine="python")]
    [[-1, 0], [0, 1], [0, 1]]

    See also: :func:`row_of`.
    """
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    size, width = delta.shape
    parent = np.empty(size, dtype=np.int64)
    letter = np.zeros(size, dtype=np.int64)
    weight = np.empty(size, dtype=np.int64)
    length = np.zeros(size, dtype=np.int64)
    buffers = np.zeros(size + 1, dtype=np.int64), np.zeros(size + 1, dtype=np.int64)
    keys = np.empty(size * max(width, 1) + 1, dtype=np.int64)
    values = np.empty(size * max(width, 1) + 1, dtype=np.int64)
    _kernel(_lightest_kernel, engine)(delta, parent, letter, weight, length, *buffers, keys, values)
    parent[weight < 0] = -2
    return parent, letter, weight


def row_of(parent: np.ndarray, letter: np.ndarray, s: int) -> tuple[int, ...]:
    """Return the row of the tree ``parent``, ``letter`` (:func:`lightest_rows`) that reaches ``s``.

    >>> import numpy as np
    >>> row_of(np.array([-1, 0, 1]), np.array([0, 2, 3]), 2)
    (2, 3)
    """
    row = []
    while parent[s] >= 0:
        row.append(int(letter[s]))
        s = int(parent[s])
    return tuple(reversed(row))


def _leave_states(delta, starts, letters, out):
    """Fill ``out[i]`` with the state of the i-th row (``letters[starts[i]:starts[i + 1]]``)."""
    for i in range(out.shape[0]):
        state = 0
        for j in range(starts[i], starts[i + 1]):
            state = delta[state, letters[j]]
        out[i] = state


_leave_kernel = lazy_njit(_leave_states)


def leave_states(delta: np.ndarray, rows, engine: str = "auto") -> np.ndarray:
    """Return the states of the rows ``rows`` (each a sequence of heaps), in their order.

    >>> import numpy as np
    >>> leave_states(np.array([[0, 1], [1, 0]]), [(), (1,), (1, 1, 1)], engine="python").tolist()
    [0, 1, 1]
    """
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    starts = np.zeros(len(rows) + 1, dtype=np.int64)
    starts[1:] = np.cumsum([len(row) for row in rows])
    letters = np.array([k for row in rows for k in row], dtype=np.int64)
    out = np.empty(len(rows), dtype=np.int64)
    _kernel(_leave_kernel, engine)(delta, starts, letters, out)
    return out


# --------------------------------------------------------------------------- the products x·y
def _product_rows(delta, by, seen, order, head, tail, stop):
    """Walk on from ``order[head]`` until ``stop`` states are walked: ``by[z, x] = x·z`` for each z met."""
    size, width = delta.shape
    while head < tail and head < stop:
        y = order[head]
        head += 1
        for k in range(1, width):
            z = delta[y, k]
            if not seen[z]:
                seen[z] = True
                for x in range(size):
                    by[z, x] = delta[by[y, x], k]
                order[tail] = z
                tail += 1
    return head * (size + 1) + tail


_products_kernel = lazy_njit(_product_rows)


def products(delta: np.ndarray, check: Callable[..., None] = lambda: None, engine: str = "auto") -> np.ndarray:
    """Return the multiplication table: ``table[x, y]`` is the state of a row of x plus a row of y.

    Built a row y at a time (``x·y`` for every x, contiguous in memory), along a breadth-first walk
    from the empty row; the table returned is its transpose (a view).  ``check()`` is called between
    chunks of the walk (a clock that may stop it).  An unreachable state is an AssertionError.

    >>> import numpy as np
    >>> products(np.array([[0, 1], [1, 0]]), engine="python").tolist()
    [[0, 1], [1, 0]]
    """
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    size = delta.shape[0]
    by = np.empty((size, size), dtype=np.int32)      # by[y, x] = x·y
    by[0] = np.arange(size)
    seen = np.zeros(size, dtype=bool)
    seen[0] = True
    order = np.zeros(size, dtype=np.int64)
    head, tail = 0, 1
    step = max(1, 2_000_000 // (size * delta.shape[1]))
    kernel = _kernel(_products_kernel, engine)
    while head < tail:
        head, tail = divmod(int(kernel(delta, by, seen, order, head, tail, head + step)), size + 1)
        check()
    if tail < size:
        raise AssertionError("a state of the candidate is reached by no row")
    return by.T


# --------------------------------------------------------------------------- the heaps' winning moves
def _heap_wins(delta, final, parent, letter, member, ys, wins, column):
    """Add to ``wins[k, x]`` (a heap of k beside x has a move to P) the images y of ``ys``: final[x·y]."""
    size, width = delta.shape
    for i in range(ys.shape[0]):
        y = ys[i]
        _column(delta, parent, letter, y, column)
        for k in range(1, width):
            if member[k, y]:
                for x in range(size):
                    if final[column[x]]:
                        wins[k, x] = True


_wins_kernel = lazy_njit(_heap_wins)


def heap_wins(delta: np.ndarray, final: np.ndarray, tree: tuple[np.ndarray, np.ndarray], images: list[np.ndarray],
              check: Callable[..., None] = lambda: None, engine: str = "auto") -> np.ndarray:
    """Return ``wins[k, x]``: beside a row of x, a heap of k has a move to a predicted P-position.

    ``images[k]`` are the states a heap of k can become, ``tree`` the (parent, letter) of
    :func:`lightest_rows`: a move of the heap to a row of y leaves x·y.

    >>> import numpy as np
    >>> parity = np.array([[0, 1], [1, 0]])
    >>> tree = lightest_rows(parity, engine="python")[:2]
    >>> heap_wins(parity, np.array([False, True]), tree, [np.zeros(0), np.array([0])], engine="python").tolist()
    [[False, False], [False, True]]
    """
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    size, width = delta.shape
    member = np.zeros((width, size), dtype=bool)
    for k in range(1, width):
        member[k, np.asarray(images[k], dtype=np.int64)] = True
    ys = np.flatnonzero(member.any(axis=0)).astype(np.int64)
    wins = np.zeros((width, size), dtype=bool)
    column = np.empty(size, dtype=np.int64)
    kernel = _kernel(_wins_kernel, engine)
    step = max(1, 4_000_000 // (size * width))
    final = np.ascontiguousarray(final, dtype=np.bool_)
    for start in range(0, len(ys), step):
        kernel(delta, final, tree[0], tree[1], member, ys[start:start + step], wins, column)
        check()
    return wins


# --------------------------------------------------------------------------- the search of the triples
def _hash(key, bits, node):
    """Return a 32-bit hash of the state-and-move ``key`` and the bitset ``bits[node]``."""
    h = key & _MASK
    for w in range(bits.shape[1]):
        h = (h ^ np.int64(bits[node, w])) & _MASK
        h = (((h >> 16) ^ h) * _MIX) & _MASK
        h = (((h >> 16) ^ h) * _MIX) & _MASK
        h = (h >> 16) ^ h
    return h


def _p_slot(behind, parent, letter, final, z, cache, cache_slot, registers, trail):
    """Return the slot of ``cache`` that holds the bitset {y : z·y predicted P}, made if need be.

    It is made from that of the state of z's lightest row less its last heap ℓ (z·y = p·(y·ℓ)),
    itself made first if not kept: one gather a state.  ``registers[5]`` counts the slots kept;
    past them the two last slots take turns.
    """
    slots = cache.shape[0] - 2
    words = cache.shape[1]
    size = final.shape[0]
    depth = 0
    a = z
    while a >= 0 and cache_slot[a] < 0:
        trail[depth] = a
        depth += 1
        a = parent[a]
    source = -1 if a < 0 else cache_slot[a]
    for i in range(depth - 1, -1, -1):
        b = trail[i]
        if registers[5] < slots:
            target = registers[5]
            registers[5] += 1
            cache_slot[b] = target
        else:
            target = slots if source != slots else slots + 1
        for w in range(words):
            base = w << 5
            word = 0
            if source < 0:                                 # the empty row: the predictions themselves
                for j in range(min(32, size - base)):
                    if final[base + j]:
                        word |= 1 << j
            else:
                heap = letter[b] - 1
                for j in range(min(32, size - base)):
                    y = behind[heap, base + j]
                    word |= ((np.int64(cache[source, y >> 5]) >> (y & 31)) & 1) << j
            cache[target, w] = word
        source = target
    return source


def _times(delta, parent, letter, s, t):
    """Return s·t: the heaps of the lightest row of t added to s."""
    while parent[t] >= 0:
        s = delta[s, letter[t]]
        t = parent[t]
    return s


def _mix(z):
    """Return a 32-bit hash of the number z (the sum of these over a set hashes the set in any order)."""
    h = z & _MASK
    h = (((h >> 16) ^ h) * _MIX) & _MASK
    h = (((h >> 16) ^ h) * _MIX) & _MASK
    return (h >> 16) ^ h


def _proof_search(delta, behind, final, parent, letter, movable, images_start, images, registers,
                  node_key, node_bits, node_dist, node_parent, node_letter, node_next, node_hash, node_start,
                  node_count, table, heap_keys, heap_nodes, kept_head, first_node, cache, cache_slot, trail,
                  pool, entries, known, stamp, options, pops):
    """Run the search of the triples for up to ``pops`` pops; return the status (see the module's names).

    ``registers``: nodes, heap length, pushes, best total (−1: none), failing node, cache slots used,
    option states kept in ``pool``, entries of ``known``, last stamp.  A node is a triple:
    ``node_key`` = 2·state + has-a-move, ``node_bits`` its F; a heap key is total·2³² + push number
    (ties: the first pushed first).  F is that of the states O of the options of the node's first
    row, ``pool[node_start:node_start + node_count]``: F = {y : x'·y predicted P for an x' in O}.
    A child's O is O·k with the images of the heap of k beside s, so a child whose (key, O) is
    already an entry of ``entries`` (key, node, start, count, hash; ``known`` its table) is that
    node, without computing its F.
    """
    size, width = delta.shape
    n = width - 1
    words = node_bits.shape[1]
    mask = table.shape[0] - 1
    known_mask = known.shape[0] - 1
    while registers[1] > 0:
        if (registers[0] + n > node_key.shape[0] or 2 * (registers[0] + n) > table.shape[0]
                or registers[1] + n > heap_keys.shape[0] or registers[6] + n * size > pool.shape[0]
                or registers[7] + n > entries.shape[0] or 2 * (registers[7] + n) > known.shape[0]):
            return _ROOM
        if pops == 0:
            return _CHUNK
        pops -= 1
        registers[1] = _heap_pop(heap_keys, heap_nodes, registers[1])
        total = heap_keys[registers[1]] >> 32
        node = heap_nodes[registers[1]]
        if registers[3] >= 0 and total >= registers[3]:
            return _BEATEN
        key = node_key[node]
        s = key >> 1
        moved = key & 1
        old = kept_head[key]
        covered = False
        while old >= 0:                              # a kept F inside this one: passed over
            inside = True
            for w in range(words):
                if node_bits[old, w] & ~node_bits[node, w]:
                    inside = False
                    break
            if inside:
                covered = True
                break
            old = node_next[old]
        if covered:
            continue
        node_next[node] = kept_head[key]
        kept_head[key] = node
        if first_node[s] < 0:
            first_node[s] = node
        if (moved == 1 and not final[s] and not (node_bits[node, 0] & 1)) or (moved == 0 and final[s]):
            registers[4] = node
            return _FAILED
        for k in range(1, n + 1):
            registers[8] += 1                         # O' = O·k ∪ s·images[k], each state once
            mark = registers[8]
            count = 0
            summed = 0
            for i in range(node_start[node], node_start[node] + node_count[node]):
                z = delta[pool[i], k]
                if stamp[z] != mark:
                    stamp[z] = mark
                    options[count] = z
                    count += 1
                    summed += _mix(z)
            for i in range(images_start[k], images_start[k + 1]):
                z = _times(delta, parent, letter, s, images[i])
                if stamp[z] != mark:
                    stamp[z] = mark
                    options[count] = z
                    count += 1
                    summed += _mix(z)
            child_key = 2 * delta[s, k] + (1 if moved == 1 or movable[k - 1] else 0)
            hashed = _mix(child_key ^ (summed & _MASK)) ^ _mix(count)
            i = hashed & known_mask
            found = -1
            while known[i] >= 0:
                entry = known[i]
                if entries[entry, 4] == hashed and entries[entry, 0] == child_key and entries[entry, 3] == count:
                    same = True
                    for j in range(entries[entry, 2], entries[entry, 2] + count):
                        if stamp[pool[j]] != mark:
                            same = False
                            break
                    if same:
                        found = entries[entry, 1]
                        break
                i = (i + 1) & known_mask
            if found < 0:                             # a new O: its F, then the node of that F if any
                spot = i
                child = registers[0]                   # built in the next free node, kept if new
                for w in range(words):
                    node_bits[child, w] = 0
                for j in range(count):                 # F' = ∪ {y : z·y predicted P} over z in O'
                    slot = cache_slot[options[j]]
                    if slot < 0:
                        slot = _p_slot(behind, parent, letter, final, options[j], cache, cache_slot, registers, trail)
                    for w in range(words):
                        node_bits[child, w] |= cache[slot, w]
                h = _hash(child_key, node_bits, child)
                i = h & mask
                while table[i] >= 0:
                    other = table[i]
                    if node_hash[other] == h and node_key[other] == child_key:
                        same = True
                        for w in range(words):
                            if node_bits[other, w] != node_bits[child, w]:
                                same = False
                                break
                        if same:
                            found = other
                            break
                    i = (i + 1) & mask
                start = registers[6]                   # the entry (key, O') → its node
                for j in range(count):
                    pool[start + j] = options[j]
                registers[6] += count
                if found < 0:
                    table[i] = child
                    node_key[child] = child_key
                    node_hash[child] = h
                    node_next[child] = -1
                    node_start[child] = start
                    node_count[child] = count
                    registers[0] += 1
                    found = child
                    node_dist[child] = total + k + 1      # above any total: set below
                entry = registers[7]
                registers[7] += 1
                entries[entry, 0] = child_key
                entries[entry, 1] = found
                entries[entry, 2] = start
                entries[entry, 3] = count
                entries[entry, 4] = hashed
                known[spot] = entry
            if node_dist[found] <= total + k:
                continue
            node_dist[found] = total + k
            node_parent[found] = node
            node_letter[found] = k
            registers[1] = _heap_push(heap_keys, heap_nodes, registers[1], ((total + k) << 32) + registers[2], found)
            registers[2] += 1
    return _EMPTY


_search_kernel = lazy_njit(_proof_search)


def _rehash(hashes, count, table):
    """Insert the items 0, …, count − 1 (their hashes ``hashes``) into the empty open-addressing ``table``."""
    mask = table.shape[0] - 1
    for node in range(count):
        i = hashes[node] & mask
        while table[i] >= 0:
            i = (i + 1) & mask
        table[i] = node


_rehash_kernel = lazy_njit(_rehash)


def proof_search(delta: np.ndarray, final: np.ndarray, tree: tuple[np.ndarray, np.ndarray],
                 images: list[np.ndarray], movable: np.ndarray, best_total: int | None,
                 check: Callable[..., None] = lambda: None, room: Callable[..., None] = lambda nbytes: None,
                 memory: int = 1 << 30, engine: str = "auto") -> tuple[tuple[int, ...] | None, np.ndarray | None]:
    """Return (the row of the first triple that breaks the misère rule or None, the F of each state or None).

    The triples (s, has a move, F) reachable from the empty row are searched smallest total
    first (ties: the first found first); a heap of k, whose moves lead to the states ``images[k]``
    (``movable[k − 1]`` if any), maps (s, F) to (s·k, {y : k·y ∈ F} ∪ {y : s·y·t predicted P for
    a t of ``images[k]``}), and a triple whose F contains a kept F of the same (s, has a move) is
    passed over.  ``tree`` gives the lightest rows (:func:`lightest_rows`).  F is made as the union
    of the sets {y : z·y predicted P} over the states z of the options of the triple's first row,
    and a child whose options' states are those of a triple already met is that triple.  The
    search stops at a triple predicted P without a move, or predicted N with a move but none to P
    (0 ∉ F): its row is returned, heaps in increasing order.  It stops also
    when a total reaches ``best_total`` (a failure found otherwise, of that total): then
    ``(None, None)``.  When every triple passes, the second entry is, for each state, the F of the
    first row kept that reaches it, as a bitset: a ``uint32`` array of (size + 31) // 32 words a
    state, y being bit ``y & 31`` of word ``y >> 5`` (empty for a state no row reaches).

    ``check()`` is called between chunks (a clock that may stop the search), ``room(nbytes)``
    before the search grows (a memory allowance), and ``memory`` bytes at most keep the sets
    {y : z·y predicted P} of the z met (the others are made again at each need).

    >>> import numpy as np
    >>> parity, odd = np.array([[0, 1], [1, 0]]), np.array([False, True])
    >>> tree = lightest_rows(parity, engine="python")[:2]
    >>> row, contexts = proof_search(parity, odd, tree, [np.zeros(0), np.array([0])], np.array([True]), None,
    ...                              engine="python")
    >>> row, contexts.tolist()         # a heap of 1 wins beside an odd row: F = {odd}, bit 1
    (None, [[0], [2]])
    """
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    size, width = delta.shape
    n = width - 1
    words = (size + BITS - 1) // BITS
    final = np.ascontiguousarray(final, dtype=np.bool_)
    movable = np.ascontiguousarray(movable, dtype=np.bool_)
    parent, letter = (np.ascontiguousarray(a, dtype=np.int64) for a in tree)
    images_start = np.zeros(width + 1, dtype=np.int64)
    images_start[2:] = np.cumsum([len(images[k]) for k in range(1, width)])
    images_flat = np.concatenate([np.zeros(0, dtype=np.int64)] + [np.asarray(images[k], dtype=np.int64)
                                                                  for k in range(1, width)])
    node_bytes = 4 * words + 80
    capacity = 1 << max(8, (4 * n - 1).bit_length())     # a power of two: the hash tables' masks
    room(capacity * node_bytes)
    nodes = [np.zeros((capacity, words), dtype=np.uint32) if i == 1 else np.zeros(capacity, dtype=np.int64)
             for i in range(9)]          # key, bits, dist, parent, letter, next kept, hash, start of O, size of O
    key, bits, dist, back, heaps, kept_next, hashes, _, _ = nodes
    table = np.full(4 * capacity, -1, dtype=np.int64)
    heap_keys = np.empty(capacity, dtype=np.int64)
    heap_nodes = np.empty(capacity, dtype=np.int64)
    pool = np.empty(max(1024, 2 * n * size), dtype=np.int64)
    entries = np.empty((capacity, 5), dtype=np.int64)
    known = np.full(4 * capacity, -1, dtype=np.int64)
    kept_head = np.full(2 * size, -1, dtype=np.int64)
    first_node = np.full(size, -1, dtype=np.int64)
    slots = int(max(0, min(size, memory // (4 * words))))
    cache = np.empty((slots + 2, words), dtype=np.uint32)         # {y : z·y predicted P} for the z met
    cache_slot = np.full(size, -1, dtype=np.int64)
    trail = np.empty(size, dtype=np.int64)
    behind = np.ascontiguousarray(delta[:, 1:].T)                 # behind[k − 1, y] = y·k
    stamp = np.zeros(size, dtype=np.int64)
    options = np.empty(size, dtype=np.int64)
    key[0], dist[0], back[0], kept_next[0] = 0, 0, -1, -1
    hashes[0] = _hash(0, bits, 0)
    table[hashes[0] & (len(table) - 1)] = 0
    heap_keys[0], heap_nodes[0] = 0, 0
    registers = np.array([1, 1, 1, -1 if best_total is None else best_total, -1, 0, 0, 0, 0], dtype=np.int64)
    search = _kernel(_search_kernel, engine)
    rehash = _kernel(_rehash_kernel, engine)
    pops = max(1, 4_000_000 // (max(1, n) * size))
    while True:
        status = search(delta, behind, final, parent, letter, movable, images_start, images_flat, registers,
                        *nodes, table, heap_keys, heap_nodes, kept_head, first_node, cache, cache_slot, trail,
                        pool, entries, known, stamp, options, pops)
        if status == _ROOM:
            count = int(registers[0])
            if count + n > len(nodes[0]):
                grown = 2 * len(nodes[0])
                room(grown * node_bytes + 8 * (len(pool) + 6 * len(entries)))
                nodes = [np.concatenate([a, np.zeros((grown - len(a),) + a.shape[1:], dtype=a.dtype)])
                         for a in nodes]
                key, bits, dist, back, heaps, kept_next, hashes, _, _ = nodes
            if 2 * (count + n) > len(table):
                table = np.full(4 * len(table), -1, dtype=np.int64)
                rehash(hashes, count, table)
            if registers[1] + n > len(heap_keys):
                heap_keys = np.concatenate([heap_keys, np.empty_like(heap_keys)])
                heap_nodes = np.concatenate([heap_nodes, np.empty_like(heap_nodes)])
            if registers[6] + n * size > len(pool):
                room(len(nodes[0]) * node_bytes + 8 * (2 * len(pool) + 6 * len(entries)))
                pool = np.concatenate([pool, np.empty_like(pool)])
            if registers[7] + n > len(entries):
                room(len(nodes[0]) * node_bytes + 8 * (len(pool) + 12 * len(entries)))
                entries = np.concatenate([entries, np.empty_like(entries)])
            if 2 * (registers[7] + n) > len(known):
                known = np.full(4 * len(known), -1, dtype=np.int64)
                rehash(np.ascontiguousarray(entries[:, 4]), int(registers[7]), known)
            continue
        if status == _CHUNK:
            check()
            continue
        break
    if status == _FAILED:
        node, row = int(registers[4]), []
        while back[node] >= 0:
            row.append(int(heaps[node]))
            node = int(back[node])
        return tuple(sorted(row)), None
    if status == _BEATEN:
        return None, None
    contexts = np.zeros((size, words), dtype=np.uint32)
    met = np.flatnonzero(first_node >= 0)
    contexts[met] = bits[first_node[met]]
    return None, contexts


# --------------------------------------------------------------------------- the images a new heap may have
def _conservative(delta, parent, letter, final, contexts, targets, heap_p, found, column):
    """Write into ``found`` the x passing both checks (see :func:`conservative_images`); return how many."""
    size = delta.shape[0]
    wins = np.zeros(size, dtype=np.bool_)
    for i in range(targets.shape[0]):
        _column(delta, parent, letter, targets[i], column)       # column[y] = y·t
        for y in range(size):
            if final[column[y]]:
                wins[y] = True
    count = 0
    for x in range(size):
        if final[x] != heap_p:
            continue
        agree = True
        word, bit = x >> 5, x & 31
        for y in range(size):
            inside = ((np.int64(contexts[y, word]) >> bit) & 1) == 1
            if final[_times(delta, parent, letter, y, x)] == (wins[y] or inside):
                agree = False
                break
        if agree:
            found[count] = x
            count += 1
    return count


_conservative_kernel = lazy_njit(_conservative)


def conservative_images(delta: np.ndarray, final: np.ndarray, contexts: np.ndarray, targets: np.ndarray,
                        engine: str = "auto") -> list[int]:
    """Return the states x that a new heap with option images ``targets`` may be: two necessary checks.

    ``contexts[y]`` is the F of a row of y as a bitset (:func:`proof_search`: x is bit ``x & 31``
    of word ``x >> 5``).  A heap with no option predicted P is itself P (as x must be), and for
    every y the row of y plus the heap is predicted P exactly when it has no move to P: neither in
    the heap (a target t with y·t predicted P) nor in the row of y (x ∈ F of y).  The products
    y·x are read along the lightest rows, one at a time, so no table of them is kept.

    >>> import numpy as np
    >>> parity, odd = np.array([[0, 1], [1, 0]]), np.array([False, True])
    >>> contexts = np.array([[0], [0b10]], dtype=np.uint32)      # F of the empty row {}, of a heap of 1 {odd}
    >>> conservative_images(parity, odd, contexts, np.array([0]), engine="python")
    [1]
    """
    delta = np.ascontiguousarray(delta, dtype=np.int64)
    parent, letter, _ = lightest_rows(delta, engine)
    final = np.ascontiguousarray(final, dtype=np.bool_)
    targets = np.ascontiguousarray(targets, dtype=np.int64)
    heap_p = not final[targets].any()
    size = delta.shape[0]
    found = np.empty(size, dtype=np.int64)
    count = _kernel(_conservative_kernel, engine)(delta, parent, letter, final,
                                                  np.ascontiguousarray(contexts, dtype=np.uint32), targets, heap_p,
                                                  found, np.empty(size, dtype=np.int64))
    return found[:count].tolist()
