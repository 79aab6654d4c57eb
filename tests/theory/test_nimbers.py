"""Chapter 2: the nim-sum from its mex definition and its theorems (gamekit.theory.nimbers)."""
from __future__ import annotations


import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.theory import nimbers as nb
from tests.printed import SLIDE_TABLE


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


# ---------------------------------------------------------------- limits and progress


def test_huge_mex_tables_are_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="use gk.nim_sum"):
        nb.nim_sum_by_mex(10**9, 3)


def test_progress_line_on_request(capsys):
    nb.nim_sum_table(3, progress=True)
    assert "nim_sum_table rows" in (err := capsys.readouterr().err) and "3/3" in err
    nb.nim_sum_table(3, progress=False)
    assert capsys.readouterr().err == ""
