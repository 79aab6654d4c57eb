"""The nim-field: Conway's nim-product, with which the numbers below 2^(2^k) form a field.

The nim-sum ⊕ (:mod:`gamekit.theory.arithmetic`) is addition in this field; Conway defined a product
⊗ by a mex rule like the one that defines ⊕, and proved that the numbers below any Fermat
2-power 2^(2^k) form a field under ⊕ and ⊗.  This module computes ⊗ from its definition (for
checking), by the recursive Fermat-power algorithm (for any size), its powers and inverses,
and checks the field axioms.  It goes beyond the course's sources.

References
----------
.. [1] Conway, J. H. (1976). *On Numbers and Games*. Academic Press, chapter 6 (the nim-product).
.. [2] Lenstra, H. W., Jr. (1978). "Nim multiplication". *Séminaire de Théorie des Nombres de Bordeaux*,
   exposé 11.
"""
from __future__ import annotations

import random
from functools import lru_cache

import numpy as np

from gamekit.core.language import N_, numeral
from gamekit.core.language import gettext as _
from gamekit.core.progress import Progress
from gamekit.core.validation import natural
from gamekit.core.words import superscript

__all__ = ["nim_product", "nim_product_by_mex", "nim_product_table", "nim_power", "nim_inverse",
           "fermat_power", "field_violation", "MAX_PRODUCT_TABLE", "MAX_FIELD_BITS", "MAX_POWER_BITS"]

#: The largest size :func:`nim_product_table` takes (it needs about size⁴/4 operations).
MAX_PRODUCT_TABLE = 1024


def nim_product_table(size: int, progress: bool | str = "auto") -> np.ndarray:
    """Return the table a ⊗ b (a, b < size) by Conway's definition, cell by cell:

    a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }.

    Each cell costs a·b nim-sums, so this is for checking (size ≤ a few hundred).

    See also: :func:`nim_product`, :func:`gamekit.theory.nimbers.nim_sum_table`.

    >>> nim_product_table(4)
    array([[0, 0, 0, 0],
           [0, 1, 2, 3],
           [0, 2, 3, 1],
           [0, 3, 1, 2]])
    """
    size = natural(size, N_("the argument size of nim_product_table"))
    if size > MAX_PRODUCT_TABLE:
        raise ValueError(_("the mex definition costs a·b nim-sums per cell: size ≤ {MAX_PRODUCT_TABLE} keeps it "
                           "practical, got {size}; use gk.nim_product for large values").format(
                             MAX_PRODUCT_TABLE=MAX_PRODUCT_TABLE, size=size))
    table = np.zeros((size, size), dtype=np.int64)
    with Progress(progress, size, N_("nim_product_table rows")) as report:
        for a in range(size):
            for b in range(a, size):  # ⊗ is symmetric by its definition
                if a == 0:
                    value = 0
                else:
                    options = (table[:a, b][:, None] ^ table[a, :b][None, :] ^ table[:a, :b]).ravel()
                    value = int(np.argmin(np.bincount(options, minlength=options.size + 1) > 0))
                table[a, b] = table[b, a] = value
            report(a + 1)

    return table


def nim_product_by_mex(a: int, b: int) -> int:
    """Return a ⊗ b from the mex definition alone (small values only: it fills a table).

    >>> nim_product_by_mex(2, 2), nim_product_by_mex(4, 4)
    (3, 6)
    """
    a, b = natural(a, N_("the argument a of nim_product_by_mex")), natural(b, N_("the argument b of "
                                                                             "nim_product_by_mex"))
    return int(nim_product_table(max(a, b) + 1, progress=False)[a, b])


_SMALL = 16     # products below 16 come from the mex definition (nim_product_table)
_BYTE = 256     # products below 256 are tabulated once, by the algorithm from the 16×16 table
_WORD = 65536   # products below 2^16 go through logarithms in the field of size 2^16
#: The bits of the numbers :func:`nim_product` and :func:`nim_inverse` take: below 2^16384 (under a second).
MAX_FIELD_BITS = 2 ** 14
#: The bits of the numbers :func:`nim_power` takes: below 2^512 (up to 1024 products of 512 bits).
MAX_POWER_BITS = 2 ** 9


@lru_cache(maxsize=1)
def _small_table() -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(v) for v in row) for row in nim_product_table(_SMALL, progress=False))


@lru_cache(maxsize=1)
def _byte_table() -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(_mul(a, b, 4, small=True) for b in range(_BYTE)) for a in range(_BYTE))


@lru_cache(maxsize=1)
def _word_logs() -> tuple[list[int], list[int]]:
    """Return (exp, log) tables of the nim-field of size 2^16, from its least primitive element.

    The multiplicative group of a finite field is cyclic; 65 535 = 3·5·17·257, so g generates
    it when g^(65535/p) ≠ 1 for each of those primes.  Products of two 16-bit numbers then cost
    two lookups and an addition.  The tables are built with the byte-level algorithm.
    """
    def mul(a: int, b: int) -> int:
        return _mul(a, b, 8, words=False)

    def power(a: int, e: int) -> int:
        result = 1
        while e:
            if e & 1:
                result = mul(result, a)
            a, e = mul(a, a), e >> 1
        return result

    order = _WORD - 1
    g = next(g for g in range(2, _WORD) if all(power(g, order // p) != 1 for p in (3, 5, 17, 257)))
    exp = [0] * (2 * order)
    x = 1
    for i in range(order):
        exp[i] = exp[i + order] = x
        x = mul(x, g)
    log = [0] * _WORD
    for i in range(order):
        log[exp[i]] = i
    return exp, log


def _mul(a: int, b: int, half: int, small: bool = False, words: bool = True) -> int:
    """Nim-product of a, b < 2^(2·half), where 2^half is a power of 2 that is itself 2^(2^j).

    ``small``: the base case is the 16×16 table (to build the 256×256 one); ``words``: 16-bit
    products go through the logarithm tables (off while they are being built).
    """
    if a < 2 or b < 2:
        return a * b
    if small:
        if a < _SMALL and b < _SMALL:
            return _small_table()[a][b]
    elif a < _BYTE and b < _BYTE:
        return _byte_table()[a][b]
    elif words and a < _WORD and b < _WORD:
        exp, log = _word_logs()
        return exp[log[a] + log[b]]
    while half > 2 and a >> half == 0 and b >> half == 0:
        half //= 2   # both already lie in the smaller field of size 2^half
    # a = a1·F ⊕ a0 with F = 2^half; F ⊗ F = F ⊕ F/2 and x ⊗ F = x·F for x < F.
    mask = (1 << half) - 1
    a1, a0, b1, b0 = a >> half, a & mask, b >> half, b & mask
    high_high = _mul(a1, b1, half // 2, small, words)
    low_low = _mul(a0, b0, half // 2, small, words)
    cross = _mul(a1 ^ a0, b1 ^ b0, half // 2, small, words)    # Karatsuba: (a1⊕a0)⊗(b1⊕b0)
    high = cross ^ low_low                               # = a1b1 ⊕ a1b0 ⊕ a0b1
    low = low_low ^ _mul(high_high, 1 << (half - 1), half // 2, small, words)
    return (high << half) | low


def _field_bits(n: int, what: str) -> int:
    """Return log2 of the size of the least nim-field holding n, refusing fields beyond MAX_FIELD_BITS."""
    bits = 1
    while bits < n.bit_length():
        bits *= 2
    if bits > MAX_FIELD_BITS:
        raise ValueError(_("{what} has {value} binary digits; nim-products are computed for numbers below "
                           "2{value2} (each doubling of the length makes a product about three times slower)").format(
                             what=_(what), value=numeral(n.bit_length()), value2=superscript(MAX_FIELD_BITS)))
    return bits


def fermat_power(n: int) -> int:
    """Return the least Fermat 2-power 2^(2^k) greater than ``n`` (the size of the least nim-field holding n).

    See also: :func:`nim_product`, :func:`nim_inverse`.

    >>> fermat_power(1), fermat_power(3), fermat_power(4), fermat_power(255), fermat_power(256)
    (2, 4, 16, 256, 65536)
    """
    n = natural(n, N_("the argument n of fermat_power"))
    k = 0
    while 2 ** k < n.bit_length() or (k == 0 and n >= 2):
        k += 1
    return 2 ** (2 ** k)


def nim_product(a: int, b: int) -> int:
    """Return Conway's nim-product a ⊗ b, by the recursive Fermat-power algorithm.

    Splitting a = a₁·F ⊕ a₀ at a Fermat 2-power F = 2^(2^k), with F ⊗ F = F ⊕ F/2 and
    x ⊗ F = x·F for x < F, turns one product into four of half the length (three by Karatsuba's
    trick, one by F/2), down to 16-bit products, which are looked up through logarithms in the
    field of size 2^16 (built from a 256×256 table, itself built from the 16×16 table of the mex
    definition).  Tests check it against the definition.  With the nim-sum, the numbers below
    each Fermat 2-power form a field [1]_.

    Parameters
    ----------
    a, b : int
        Non-negative integers below 2^16384 (:data:`MAX_FIELD_BITS`).

    Returns
    -------
    int
        a ⊗ b.

    Raises
    ------
    TypeError
        If a factor is not a whole number.
    ValueError
        If a factor is negative, or has more binary digits than :data:`MAX_FIELD_BITS` allows.

    See Also
    --------
    nim_inverse : the inverse in the field.
    nim_power : powers by repeated products.
    nim_product_table : the table of a ⊗ b from the mex definition.
    gamekit.theory.arithmetic.nim_sum : ⊕, the field's addition.

    References
    ----------
    .. [1] Conway, J. H. (1976). *On Numbers and Games*. Academic Press, chapter 6.

    Examples
    --------
    >>> nim_product(2, 2), nim_product(4, 4), nim_product(16, 16)
    (3, 6, 24)
    >>> nim_product(2**32, 2**32) == 3 * 2**31   # F ⊗ F = 3F/2 for a Fermat 2-power F
    True
    """
    a, b = natural(a, N_("the argument a of nim_product")), natural(b, N_("the argument b of nim_product"))
    bits = _field_bits(max(a, b), N_("a factor of nim_product"))
    return _mul(a, b, max(bits // 2, 1))


def nim_power(a: int, e: int) -> int:
    """Return a ⊗ a ⊗ … ⊗ a (e factors; a⁰ = 1) by repeated squaring.

    A non-zero a lies in the field of size q = ``fermat_power(a)``, whose q − 1 non-zero elements
    form a group, so a^(q−1) = 1 and the exponent is reduced modulo q − 1 first: huge exponents
    cost no more than small ones.

    See also: :func:`nim_product`, :func:`nim_inverse`.

    >>> nim_power(2, 3), nim_power(2, 0), nim_power(2, 10**100) == nim_power(2, 10**100 % 3)
    (1, 1, True)
    """
    a, e = natural(a, N_("the argument a of nim_power")), natural(e, N_("the exponent of nim_power"))
    if a == 0:
        return 0 if e else 1
    bits = _field_bits(a, N_("the argument a of nim_power"))
    if bits > MAX_POWER_BITS:
        raise ValueError(_("the argument a of nim_power has {value} binary digits; powers are computed for "
                           "numbers below 2{value2} (a power costs up to {value3} products); use nim_inverse for "
                           "inverses").format(
                             value=numeral(a.bit_length()),
                             value2=superscript(MAX_POWER_BITS),
                             value3=2 * MAX_POWER_BITS))
    e %= fermat_power(a) - 1
    result = 1
    while e:
        if e & 1:
            result = nim_product(result, a)
        a = nim_product(a, a)
        e >>= 1
    return result


def _inverse(a: int, bits: int) -> int:
    """Nim-inverse of 0 < a < 2^bits (bits a power of 2), by the norm down the tower of fields."""
    if bits <= 16:
        exp, log = _word_logs()
        return exp[(_WORD - 1 - log[a]) % (_WORD - 1)]
    half = bits // 2
    a1, a0 = a >> half, a & ((1 << half) - 1)
    if a1 == 0:
        return _inverse(a0, half)
    # F = 2^half is a root of X² + X + F/2 over the field below F; its conjugate is F ⊕ 1.  So
    # a = a1·F ⊕ a0 has conjugate a1·F ⊕ (a1 ⊕ a0), and the norm N = a ⊗ conj(a) =
    # a1²⊗(F/2) ⊕ a1⊗a0 ⊕ a0² lies in the smaller field; a⁻¹ = conj(a) ⊗ N⁻¹.
    q = max(half // 2, 1)
    norm = (_mul(_mul(a1, a1, q), 1 << (half - 1), q) ^ _mul(a1, a0, q) ^ _mul(a0, a0, q))
    n_inv = _inverse(norm, half)
    return (_mul(a1, n_inv, q) << half) | _mul(a1 ^ a0, n_inv, q)


def nim_inverse(a: int) -> int:
    """Return the nim-inverse of a ≠ 0: the b with a ⊗ b = 1.

    Computed down the tower of nim-fields: with F = 2^(2^k) and a = a₁·F ⊕ a₀, the norm
    a ⊗ conj(a) lies in the field below F, so one inverse there and three products give a⁻¹;
    tests compare it with a^(q−2) (q = ``fermat_power(a)``) and with the product table.

    See also: :func:`nim_product`, :func:`nim_power`.

    >>> nim_inverse(2), nim_product(2, nim_inverse(2))
    (3, 1)
    """
    a = natural(a, N_("the argument a of nim_inverse"))
    if a == 0:
        raise ValueError(_("0 has no nim-inverse"))
    if a == 1:
        return 1
    return _inverse(a, _field_bits(a, N_("the argument a of nim_inverse")))


def field_violation(k: int, samples: int | None = None, seed: int = 0) -> str | None:
    """Return ``None`` if the numbers below 2^(2^k) form a field under ⊕ and ⊗, else a description of a failure.

    Checks closure, that 1 is a unit, that every non-zero element has an inverse, associativity
    and distributivity of ⊗ (commutativity and the group ⊕ hold by construction).  For
    k ≤ 3 every element, pair and triple is checked (with the product table); for larger k,
    ``samples`` random triples (default 2000) with a fixed ``seed``.

    >>> field_violation(2) is None
    True
    """
    k = natural(k, N_("the argument k of field_violation"))
    q = 2 ** (2 ** k)
    if k <= 3 and samples is None:
        t = np.array([[nim_product(a, b) for b in range(q)] for a in range(q)], dtype=np.int64)
        if t.max() >= q:
            a, b = map(int, np.argwhere(t >= q)[0])
            return f"{a} ⊗ {b} = {t[a, b]} is not below {q}"
        if not (t[1] == np.arange(q)).all():
            return "1 is not a unit"
        for a in range(1, q):
            if 1 not in t[a]:
                return f"{a} has no inverse below {q}"
        idx = np.arange(q)
        for a in range(q):
            # (a ⊗ b) ⊗ c versus a ⊗ (b ⊗ c), for all b (rows) and c (columns)
            assoc = t[t[a][:, None], idx[None, :]] == t[a][t]
            if not assoc.all():
                b, c = map(int, np.argwhere(~assoc)[0])
                return f"({a} ⊗ {b}) ⊗ {c} ≠ {a} ⊗ ({b} ⊗ {c})"
            dist = t[a][idx[:, None] ^ idx[None, :]] == (t[a][:, None] ^ t[a][None, :])
            if not dist.all():
                b, c = map(int, np.argwhere(~dist)[0])
                return f"{a} ⊗ ({b} ⊕ {c}) ≠ {a} ⊗ {b} ⊕ {a} ⊗ {c}"
        return None
    rng = random.Random(seed)
    for _sample in range(2000 if samples is None else natural(samples, N_("the samples of field_violation"))):
        a, b, c = rng.randrange(q), rng.randrange(q), rng.randrange(q)
        ab = nim_product(a, b)
        if ab >= q:
            return f"{a} ⊗ {b} = {ab} is not below {q}"
        if nim_product(ab, c) != nim_product(a, nim_product(b, c)):
            return f"({a} ⊗ {b}) ⊗ {c} ≠ {a} ⊗ ({b} ⊗ {c})"
        if nim_product(a, b ^ c) != ab ^ nim_product(a, c):
            return f"{a} ⊗ ({b} ⊕ {c}) ≠ {a} ⊗ {b} ⊕ {a} ⊗ {c}"
        if a:
            inverse = nim_inverse(a)
            if inverse >= q or nim_product(a, inverse) != 1:
                return f"{a} has no inverse below {q}"
    return None
