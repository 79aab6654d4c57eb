"""Chapter 2: the nim-sum from its mex definition, its theorems, nim positions, the nim-product."""
from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit import nimbers as nb
from gamekit.testing import heap_positions
from printed import SLIDE_TABLE


naturals = st.integers(0, 2**20)


# The article's BÁSTYA table (Grundy numbering, figure 10): 12×12, printed from the top-left corner.
ROOK_TABLE = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    [1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10],
    [2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9],
    [3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8],
    [4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15],
    [5, 4, 7, 6, 1, 0, 3, 2, 13, 12, 15, 14],
    [6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13],
    [7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12],
    [8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3],
    [9, 8, 11, 10, 13, 12, 15, 14, 1, 0, 3, 2],
    [10, 11, 8, 9, 14, 15, 12, 13, 2, 3, 0, 1],
    [11, 10, 9, 8, 15, 14, 13, 12, 3, 2, 1, 0],
]


def test_slide_table_cell_by_cell():
    table = nb.nim_sum_table(8)
    for row, cells in SLIDE_TABLE.items():
        for col, printed in enumerate(cells):
            assert table[row, col] == printed, (row, col)


def test_rook_table_cell_by_cell():
    assert (nb.nim_sum_table(12) == np.array(ROOK_TABLE)).all()


def test_six_plus_five_is_three():
    assert nb.nim_sum_by_mex(6, 5) == 3 == gk.nim_sum(6, 5)


def test_article_examples_3_2_and_7_8():
    table = nb.nim_sum_table(12)
    assert table[3, 2] == 1 and table[7, 8] == 15


def test_hundred_plus_fifty_is_eighty_six():
    assert nb.nim_sum_by_mex(100, 50) == nb.add_without_carry(100, 50) == gk.nim_sum(100, 50) == 86
    assert nb.binary_digits(100) == [1, 1, 0, 0, 1, 0, 0]
    assert nb.binary_digits(50, 7) == [0, 1, 1, 0, 0, 1, 0]
    assert nb.binary_digits(86) == [1, 0, 1, 0, 1, 1, 0]


# ---------------------------------------------------------------- the recursion (*) is XOR
def test_mex_table_is_two_heap_nim_by_the_game_engine():
    nim = gk.Game(lambda p: [(a, p[1]) for a in range(p[0])] + [(p[0], b) for b in range(p[1])])
    table = nb.nim_sum_table(12)
    assert all(nim.grundy((a, b)) == table[a, b] for a in range(12) for b in range(12))
    assert all(gk.Nim().grundy((a, b)) == table[a, b] for a in range(12) for b in range(12))


def test_mex_table_is_xor_on_a_large_range():
    n = np.arange(200)
    assert (nb.nim_sum_table(200) == (n[:, None] ^ n[None, :])).all()


def test_rectangular_table():
    table = nb.nim_sum_table(3, 9)
    assert table.shape == (3, 9) and (table == np.arange(3)[:, None] ^ np.arange(9)).all()


def test_kernel_of_two_heap_nim_is_the_diagonal():
    table = nb.nim_sum_table(32)
    assert {tuple(map(int, p)) for p in np.argwhere(table == 0)} == {(p, p) for p in range(32)}


@given(st.lists(naturals, max_size=6))
def test_add_without_carry_is_xor(values):
    assert nb.add_without_carry(*values) == gk.nim_sum(*values)


@given(st.integers(0, 40), st.integers(0, 40))
def test_nim_sum_by_mex_is_xor(a, b):
    assert nb.nim_sum_by_mex(a, b) == a ^ b


# ---------------------------------------------------------------- cancellativity, nim-monotonicity, uniqueness
def test_xor_is_cancellative_and_nim_monotone_exhaustively():
    table = nb.nim_sum_table(64)
    assert nb.cancellativity_violation(table) is None
    assert nb.nim_monotonicity_violation(table) is None


def test_ordinary_addition_is_cancellative_but_not_nim_monotone():
    n = np.arange(6)
    plus = n[:, None] + n[None, :]
    assert nb.cancellativity_violation(plus) is None
    assert nb.nim_monotonicity_violation(plus) == (1, 1, 0)   # 0 < 1 + 1, yet 0 is not above or left


def test_max_is_neither():
    n = np.arange(4)
    big = np.maximum(n[:, None], n[None, :])
    assert nb.cancellativity_violation(big) == (0, 1, 1, 1)  # 0 ∘ 1 = 1 ∘ 1
    assert nb.nim_monotonicity_violation(big) == (1, 1, 0)  # 0 < 1 ∘ 1, but 1 ∘ 0 = 0 ∘ 1 = 1


def test_uniqueness_theorem_by_exhaustive_search():
    for n in (1, 2, 3, 4):
        found = nb.operation_tables(n)
        assert len(found) == 1
        assert (found[0] == nb.nim_sum_table(n)).all()


def test_each_property_alone_allows_other_operations():
    assert len(nb.operation_tables(3, nim_monotone=False)) > 1
    assert len(nb.operation_tables(3, cancellative=False)) > 1


def test_operation_tables_rejects_large_n():
    with pytest.raises(ValueError, match="n ≤ 4"):
        nb.operation_tables(5)


@given(st.integers(0, 2**16), st.integers(0, 2**16), st.data())
def test_monotonicity_proof_construction(a, b, data):
    s = a ^ b
    if s == 0:
        with pytest.raises(ValueError, match="c < a ⊕ b"):
            nb.nim_monotone_witness(a, b, 0)
        return
    c = data.draw(st.integers(0, s - 1))
    which, smaller = nb.nim_monotone_witness(a, b, c)
    if which == "a":
        assert smaller < a and smaller ^ b == c
    else:
        assert smaller < b and a ^ smaller == c


def test_monotonicity_construction_exhaustively_on_a_range():
    for a in range(32):
        for b in range(32):
            for c in range(a ^ b):
                which, smaller = nb.nim_monotone_witness(a, b, c)
                assert (smaller < a and smaller ^ b == c) if which == "a" else (smaller < b and a ^ smaller == c)


# ---------------------------------------------------------------- theorems 1–3 of the article
def test_theorem_1_latin_blocks():
    table = nb.nim_sum_table(64)
    for n in range(7):
        assert nb.latin_blocks_violation(table, n) is None


def test_theorem_1_fails_on_ordinary_addition():
    n = np.arange(4)
    assert nb.latin_blocks_violation(n[:, None] + n[None, :], 1) == ("row", 1, 0)


def test_theorem_2_block_translation():
    table = nb.nim_sum_table(64)
    for n in range(6):
        assert nb.block_translation_violation(table, n) is None


def test_theorem_2_catches_a_changed_cell():
    table = nb.nim_sum_table(16)
    table[9, 2] = 0
    assert nb.block_translation_violation(table, 3) == (1, 2)


def test_theorem_3_bit_parity():
    assert nb.bit_parity_violation(nb.nim_sum_table(64)) is None


def test_theorem_checks_need_big_enough_tables():
    with pytest.raises(ValueError, match="16×16"):
        nb.block_translation_violation(nb.nim_sum_table(8), 3)
    with pytest.raises(ValueError, match="8×8"):
        nb.latin_blocks_violation(nb.nim_sum_table(4), 3)


# ---------------------------------------------------------------- nim positions
def test_worked_example_13_42_30_43():
    candidates = nb.nim_candidates((13, 42, 30, 43))
    assert gk.nim_sum(13, 42, 30, 43) == 18
    assert [c.target for c in candidates] == [31, 56, 12, 57]
    assert [c.legal for c in candidates] == [False, False, True, False]
    assert nb.nim_winning_moves((13, 42, 30, 43)) == [(13, 42, 12, 43)]


def test_p_position_has_no_legal_candidate_move():
    assert not any(c.legal for c in nb.nim_candidates((1, 2, 3)))
    assert nb.nim_winning_moves((5, 5)) == []


@given(heap_positions(40))
def test_candidates_are_the_winning_moves_found_by_search(heaps):
    assert sorted(nb.nim_winning_moves(heaps)) == sorted(gk.Nim().winning_moves(tuple(heaps)))


@given(heap_positions(2**30, max_heaps=8))
def test_legal_candidates_are_heaps_with_the_top_bit_of_s(heaps):
    s = gk.nim_sum(*heaps)
    for c in nb.nim_candidates(heaps):
        assert c.legal == (s != 0 and bool(c.size & (1 << (s.bit_length() - 1))))
        assert gk.nim_sum(*c.position) == 0
    assert (s != 0) == bool(nb.nim_winning_moves(heaps))


@pytest.mark.parametrize("bad", [(), "123", (3, -1), (2.5,), 7])
def test_nim_candidates_reject_bad_positions(bad):
    with pytest.raises(ValueError):
        nb.nim_candidates(bad)


# ---------------------------------------------------------------- the nim-product
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
    table = nb.nim_product_table(32)
    assert all(_times(a, b) == table[a, b] for a in range(32) for b in range(32))


def test_fast_product_against_the_mex_definition():
    table = nb.nim_product_table(64)
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
    inverse = gk.nim_inverse(a)
    assert inverse < 2**64 and gk.nim_product(a, inverse) == 1


def test_inverse_by_search_in_f16():
    for a in range(1, 16):
        assert gk.nim_inverse(a) == next(b for b in range(16) if gk.nim_product_table(16)[a, b] == 1)


def test_nimbers_below_fermat_powers_form_fields():
    for k in range(4):
        assert nb.field_violation(k) is None
    assert nb.field_violation(6, samples=100) is None


def test_nimbers_below_8_are_not_closed():
    table = gk.nim_product_table(8)
    assert table.max() >= 8


def test_product_bad_input():
    with pytest.raises(ValueError, match="non-negative"):
        gk.nim_product(-1, 2)
    with pytest.raises(ValueError, match="0 has no nim-inverse"):
        gk.nim_inverse(0)
    with pytest.raises(ValueError, match="non-negative"):
        gk.nim_sum_table(-3)


# ---------------------------------------------------------------- limits and progress


def test_huge_mex_tables_are_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="use gk.nim_sum"):
        nb.nim_sum_by_mex(10**9, 3)
    with pytest.raises(ValueError, match="use gk.nim_product"):
        gk.nim_product_table(5000)


def test_progress_line_on_request(capsys):
    nb.nim_sum_table(3, progress=True)
    assert "nim_sum_table: 3/3 rows" in capsys.readouterr().err
    nb.nim_sum_table(3, progress=False)
    assert capsys.readouterr().err == ""
