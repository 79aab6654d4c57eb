"""Tests of gamekit.course.exercises.ch02: the checkers of chapter 2 accept right answers and reject wrong ones."""
from __future__ import annotations

import numpy as np

from gamekit.theory.nimfield import nim_inverse
from gamekit.theory import nimbers as nb

from gamekit.course.exercises import ch02


def _mex_table(n):
    from gamekit.theory.arithmetic import mex

    table = [[0] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            table[a][b] = mex([table[x][b] for x in range(a)] + [table[a][y] for y in range(b)])
    return table


def test_exercise_checkers_accept_right_answers():
    assert ch02.check_nim_sum_table(nb.nim_sum_table(8).tolist())
    assert ch02.check_mex_table(_mex_table)
    assert ch02.check_nim_sum_function(lambda a, b: sum(((a // 2**i + b // 2**i) % 2) * 2**i
                                                        for i in range(max(a, b, 1).bit_length())))
    assert ch02.check_nim_move((11, 22, 33, 44), (11, 6, 33, 44))
    assert ch02.check_all_winning_moves((7, 11, 13, 14), [(7, 4, 13, 14), (7, 11, 2, 14), (7, 11, 13, 1)])
    assert ch02.check_monotone_witness(nb.nim_monotone_witness)
    n = np.arange(4)
    assert ch02.check_operation((n[:, None] + n[None, :]).tolist(), cancellative=True, nim_monotone=False)
    assert ch02.check_operation(nb.nim_sum_table(4), cancellative=True, nim_monotone=True)
    cyclic = [[(a + b) % 4 for b in range(4)] for a in range(4)]
    zero_inside = [[a + b if a == 0 or b == 0 else 0 for b in range(4)] for a in range(4)]
    assert ch02.check_one_property_tables(cyclic, zero_inside)
    assert ch02.check_nim_inverses([0] + [nim_inverse(a) for a in range(1, 16)])


def test_the_functions_an_exercise_asks_for_are_refused_in_its_answer():
    """2.1, 2.2 and 2.7 ask for ⊕ without `^`, bitwise operators or gamekit's nim-sum."""
    from gamekit.theory.arithmetic import nim_sum

    for answer, used in [(lambda a, b: a ^ b, "`^`"), (lambda a, b: nim_sum(a, b), "`nim_sum`"),
                         (lambda a, b: (a | b) - (a & b), "operator")]:
        verdict = ch02.check_nim_sum_function(answer)
        assert not verdict and used in verdict.message and "do without" in verdict.message

    def helper(a, b):
        return a ^ b

    assert "`^`" in ch02.check_nim_sum_function(lambda a, b: helper(a, b)).message
    assert "`nim_sum_table`" in ch02.check_mex_table(lambda n: nb.nim_sum_table(n).tolist()).message


def test_exercise_checkers_reject_wrong_answers_without_the_answer():
    table = nb.nim_sum_table(8)
    table[5, 6] = 2
    verdict = ch02.check_nim_sum_table(table.tolist())
    assert not verdict and "(5, 6)" in verdict.message and "3" not in verdict.message.split("holds")[-1]
    assert not ch02.check_nim_sum_table([[0, 1], [1, 0]])
    assert not ch02.check_nim_sum_table([[0.5] * 8] * 8)
    assert not ch02.check_nim_sum_function(lambda a, b: (a | b))
    assert not ch02.check_nim_sum_function(lambda a, b: "x")
    assert not ch02.check_nim_move((11, 22, 33, 44), (11, 22, 33, 45))    # a heap grows
    assert not ch02.check_nim_move((11, 22, 33, 44), (10, 21, 33, 44))    # two heaps change
    assert not ch02.check_nim_move((11, 22, 33, 44), (11, 22, 33))        # a heap vanishes
    assert not ch02.check_all_winning_moves((7, 11, 13, 14), [(7, 4, 13, 14), (7, 4, 13, 14)])
    assert not ch02.check_all_winning_moves((7, 11, 13, 14), [(6, 11, 13, 14)])
    assert not ch02.check_monotone_witness(lambda a, b, c: ("b", c ^ a))
    assert not ch02.check_monotone_witness(lambda a, b, c: None)
    assert not ch02.check_operation([[0, 1], [1, 0]], cancellative=True, nim_monotone=False)
    assert not ch02.check_operation([[0, 0], [0, 0]], cancellative=True, nim_monotone=False)
    assert not ch02.check_nim_inverses([0] * 16)
    assert not ch02.check_nim_inverses([0] * 15)


def test_mex_table_messages():
    wrong = ch02.check_mex_table(lambda n: [[a + b for b in range(n)] for a in range(n)])
    assert not wrong and "f(2)" in wrong.message and "(1, 1)" in wrong.message
    def mex_table(n):
        return [[0] * n for _ in range(n - 1)]
    short = ch02.check_mex_table(mex_table)
    assert not short and short.message == "mex_table(1) should have 1 rows, not 0."
    ragged = ch02.check_mex_table(lambda n: [[0] * (n - 1)] * n)
    assert not ragged and "row 0 of f(1) should have 1 entries" in ragged.message
    assert "should be a list" in ch02.check_mex_table(lambda n: "0" * n).message


def test_one_property_tables_messages():
    plus = [[a + b for b in range(4)] for a in range(4)]
    nim = [[a ^ b for b in range(4)] for a in range(4)]
    zero_inside = [[a + b if a == 0 or b == 0 else 0 for b in range(4)] for a in range(4)]
    assert "uses the value 6" in ch02.check_one_property_tables(plus, zero_inside).message
    assert "cancellative_only is nim-monotone after all" in ch02.check_one_property_tables(nim, zero_inside).message
    cyclic = [[(a + b) % 4 for b in range(4)] for a in range(4)]
    assert "monotone_only is cancellative after all" in ch02.check_one_property_tables(cyclic, nim).message
    assert "should be 4×4" in ch02.check_one_property_tables(cyclic, [[0, 1], [1, 0]]).message
    assert "should be a list" in ch02.check_one_property_tables(cyclic, 0).message
    assert "there is no answer yet" in ch02.check_one_property_tables(cyclic, ...).message


def test_kind_messages_for_students_functions_and_values():
    def nim_add(a, b):
        return a // b
    raised = ch02.check_nim_sum_function(nim_add)
    assert not raised and raised.message.startswith("your function nim_add(0, 0) raised ZeroDivisionError")
    def nim_add_plus(a, b):
        return a + b
    assert "nim_add_plus(1, 1) = 2: at the place value 2" in ch02.check_nim_sum_function(nim_add_plus).message
    assert "should be a whole number" in ch02.check_nim_sum_function(lambda a, b: "x").message
    def witness(a, b, c):
        return ("a",)
    assert "not a pair" in ch02.check_monotone_witness(witness).message
    assert "witness(0, 1, 0)" in ch02.check_monotone_witness(witness).message
    assert "the number in f(0, 1, 0) should be a whole number" in \
        ch02.check_monotone_witness(lambda a, b, c: ("b", "0")).message
    inverses = ch02.check_nim_inverses("0123456789abcdef")
    assert not inverses and "should be a list, not the text" in inverses.message
    assert "yours has 15" in ch02.check_nim_inverses([0] * 15).message
    assert "the inverse of 1 should be a whole number" in ch02.check_nim_inverses([0, "1"] + [1] * 14).message
    assert "the list of moves should be a list" in \
        ch02.check_all_winning_moves((7, 11, 13, 14), (7, 4, 13, 14).__repr__()).message
    assert "there is no answer yet" in ch02.check_all_winning_moves((7, 11, 13, 14), [...]).message
    assert "there is no answer yet" in ch02.check_nim_move((11, 22, 33, 44), ...).message
