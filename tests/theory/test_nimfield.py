"""The nim-field (gamekit.theory.nimfield): Conway's nim-product against its definition and the field axioms."""
from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.theory.nimfield import nim_inverse, nim_power
from gamekit.theory import nimfield as nf

naturals = st.integers(0, 2**20)


@functools.lru_cache(maxsize=None)
def _power_of_two_product(i: int, j: int) -> int:
    """2^i ⊗ 2^j, independently of gk.nim_product.

    2^i is the ordinary product of the distinct Fermat 2-powers 2^(2^k), k a bit of i, and a
    product of distinct Fermat 2-powers is ordinary.  If i and j share no bit, 2^i ⊗ 2^j is
    2^(i+j); otherwise take the highest shared bit k, F = 2^(2^k), and F ⊗ F = F ⊕ F/2.
    """
    shared = i & j
    if not shared:
        return 1 << (i + j)
    k = 1 << (shared.bit_length() - 1)          # the exponent 2^k of the shared Fermat power F
    rest = _power_of_two_product(i - k, j - k)  # 2^(i−2^k) ⊗ 2^(j−2^k)
    return _times(1 << k, rest) ^ _times(1 << (k - 1), rest)


def _times(x: int, y: int) -> int:
    """x ⊗ y by distributing over the bits of x and y."""
    total = 0
    for i in range(x.bit_length()):
        if x >> i & 1:
            for j in range(y.bit_length()):
                if y >> j & 1:
                    total ^= _power_of_two_product(i, j)
    return total


def test_independent_product_against_the_mex_definition():
    table = nf.nim_product_table(32)
    assert all(_times(a, b) == table[a, b] for a in range(32) for b in range(32))


def test_fast_product_against_the_mex_definition():
    table = nf.nim_product_table(64)
    fast = np.array([[gk.nim_product(a, b) for b in range(64)] for a in range(64)])
    assert (table == fast).all()


def test_product_table_to_16_is_a_field_table():
    table = gk.nim_product_table(16)
    assert table[2, 2] == 3 and table[4, 4] == 6 and table[8, 8] == 13
    assert sorted(table[5, 1:].tolist()) == list(range(1, 16))   # a row of F_16* is a permutation


def test_fast_product_against_independent_algorithm_on_64_bit_values():
    rng = np.random.default_rng(2)
    for a, b in rng.integers(0, 2**63, size=(300, 2), dtype=np.int64).tolist():
        a, b = a * 2 + 1, b * 2   # use all 64 bits
        assert gk.nim_product(a, b) == _times(a, b)


def test_fermat_power_squares():
    for k in range(8):
        f = 2 ** (2 ** k)
        assert gk.nim_product(f, f) == 3 * f // 2


@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
def test_product_is_commutative_associative_distributive(a, b, c):
    p = gk.nim_product
    assert p(a, b) == p(b, a)
    assert p(p(a, b), c) == p(a, p(b, c))
    assert p(a, b ^ c) == p(a, b) ^ p(a, c)
    assert p(a, b) < 2**64


@given(st.integers(1, 2**64 - 1))
def test_nim_inverse(a):
    inverse = nim_inverse(a)
    assert inverse < 2**64 and gk.nim_product(a, inverse) == 1


def test_inverse_by_search_in_f16():
    for a in range(1, 16):
        assert nim_inverse(a) == next(b for b in range(16) if gk.nim_product_table(16)[a, b] == 1)


def test_nimbers_below_fermat_powers_form_fields():
    for k in range(4):
        assert nf.field_violation(k) is None
    assert nf.field_violation(6, samples=100) is None


def test_nimbers_below_8_are_not_closed():
    table = gk.nim_product_table(8)
    assert table.max() >= 8


def test_product_bad_input():
    with pytest.raises(ValueError, match="non-negative"):
        gk.nim_product(-1, 2)
    with pytest.raises(ValueError, match="0 has no nim-inverse"):
        nim_inverse(0)
    with pytest.raises(ValueError, match="non-negative"):
        gk.nim_sum_table(-3)


# ---------------------------------------------------------------- large numbers: fast, or refused up front
@given(st.integers(1, 2**256))
def test_inverse_down_the_tower_equals_the_power_a_to_the_q_minus_2(a):
    inverse = nim_inverse(a)
    assert gk.nim_product(a, inverse) == 1
    if a < 2**64:
        assert inverse == nim_power(a, nf.fermat_power(a) - 2)


def test_inverse_of_a_two_thousand_bit_number():
    a = 2**2000 + 3
    assert gk.nim_product(a, nim_inverse(a)) == 1


@given(st.integers(2**8, 2**64), st.integers(2**8, 2**64))
def test_sixteen_bit_logarithms_agree_with_the_independent_product(a, b):
    assert gk.nim_product(a, b) == _times(a, b)


@given(st.integers(0, 2**64), st.integers(0, 10**30))
def test_huge_exponents_are_reduced_by_the_order_of_the_group(a, e):
    q = nf.fermat_power(a)
    assert nim_power(a, e) == nim_power(a, e % (q - 1) if a else e)
    assert nim_power(a, q - 1) == (1 if a else 0)


def test_numbers_beyond_the_limits_are_refused_before_any_work():
    with pytest.raises(ValueError, match="binary digits"):
        gk.nim_product(10**100000, 10**100000)
    with pytest.raises(ValueError, match="binary digits"):
        nim_inverse(2**20000)
    with pytest.raises(ValueError, match="nim_inverse for inverses"):
        nim_power(2**600, 3)
    assert gk.nim_product(2**16383, 1) == 2**16383


def test_product_table_beyond_its_limit_is_refused():
    with pytest.raises(ValueError, match="use gk.nim_product"):
        gk.nim_product_table(5000)
