"""Tests of gamekit.course.exercises.ch09: the checkers of chapter 9 accept right answers and reject wrong ones."""
from __future__ import annotations

import re
from itertools import combinations_with_replacement

import gamekit as gk
from gamekit.course.exercises import ch09


def nim_image(position):
    """Misère nim to 3 by hand: *3 = ab, a² = 1, b³ = b."""
    ones = position.count(1) + position.count(3)
    twos = position.count(2) + position.count(3)
    b = "" if twos == 0 else "b" if twos % 2 else "b²"
    return ("a" if ones % 2 else "") + b or "1"


IMAGES_075 = {1: "a", 2: "b", 3: "a", 4: "b", 5: "c", 6: "b", 7: "c", 8: "b", 9: "abb", 10: "b", 11: "abb", 12: "b"}


def is_p_075(position):
    """·75 by its presentation ⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩, P-portion {a, b²}."""
    i = j = k = 0
    for h in position:
        word = IMAGES_075[h]
        i, j, k = i + word.count("a"), j + word.count("b"), k + word.count("c")
    while k >= 2:
        k, j = k - 2, j + 2
    if k and j:
        k, i = 0, i + 1
    while j >= 3:
        j -= 2
    return (i % 2, j, k) in {(1, 0, 0), (0, 2, 0)}


PYTHON_WORDS = re.compile(r"\(\d+,\)|\(\)|\(\(|\b(int|str|bool|float|NoneType|list|dict|TypeError|ValueError)\b"
                          r"|takes \d+ positional")


def assert_in_course_words(verdict):
    """A message of a check: no tuple of Python's ("(2,)", "()"), no Python type or error names."""
    assert not PYTHON_WORDS.search(verdict.message), verdict.message


def unreduced(p):
    """The issue's answer: a letter for every heap, no relation used."""
    return "a" * p.count(1) + "b" * (p.count(2) + p.count(3)) + "a" * p.count(3)


def test_nim_image_accepts_reduced_words_in_any_spelling():
    assert ch09.check_nim_image(nim_image)
    assert ch09.check_nim_image(lambda p: nim_image(p).replace("²", "^2"))
    assert ch09.check_nim_image(lambda p: nim_image(p).replace("b²", "bb"))


def test_nim_image_refuses_the_unreduced_word():
    verdict = ch09.check_nim_image(unreduced)
    assert not verdict and "not reduced" in verdict.message and "a² = 1" in verdict.message
    many_bs = ch09.check_nim_image(lambda p: nim_image(p) if p.count(2) < 3 else "b" * p.count(2))
    assert not many_bs and "b³ = b" in many_bs.message


def test_nim_image_advises_from_the_actual_mistake():
    wrong = ch09.check_nim_image(lambda p: nim_image(p).replace("b²", "1") if len(p) > 2 else nim_image(p))
    assert not wrong and "heaps of 1, 2 and 2 is not 'a1': it is a misère N-position, but the positions of image a " \
        "are P-positions" in wrong.message
    constant = ch09.check_nim_image(lambda p: nim_image(p) if len(p) < 4 else "ab")
    assert not constant and "shorten" not in constant.message
    assert "your images of heaps of 1, 1 and 1 and of a heap of 1 are right" in constant.message
    three = ch09.check_nim_image(lambda p: "c" if p == (3,) else nim_image(p))
    assert not three and "not a word in the generators" in three.message
    normal = ch09.check_nim_image(lambda p: "1" if len(p) % 2 == 0 else nim_image(p))
    assert not normal and "heaps of 1 and 1" not in normal.message          # a² = 1: 1 + 1 is the identity
    for verdict in (wrong, constant, three, normal, ch09.check_nim_image(lambda p: "1"),
                    ch09.check_nim_image(lambda p: 3), ch09.check_nim_image(lambda p: p[0])):
        assert_in_course_words(verdict)


def test_nim_image_refuses_the_quotient_and_a_table_made_in_advance():
    q = gk.misere_quotient(gk.Nim(), 3, progress=False)
    asked = ch09.check_nim_image(lambda p: q.image(p))
    assert not asked and "calls gamekit’s `image`" in asked.message
    table = {p: q.image(p) for r in range(13) for p in combinations_with_replacement((1, 2, 3), r)}
    looked_up = ch09.check_nim_image(lambda p: table[p])
    assert not looked_up and "KeyError" in looked_up.message and "heaps (" in looked_up.message


def test_nim_image_wrong_kinds_are_sentences():
    assert "should be the name of an element" in ch09.check_nim_image(lambda p: 3).message
    assert "no answer yet" in ch09.check_nim_image(...).message

    def nim_image():
        return "a"
    no_argument = ch09.check_nim_image(nim_image)
    assert no_argument.message == "your function nim_image should take one argument, but it takes none: see the " \
                                  "`def` line."
    empty = ch09.check_nim_image(lambda p: p[0])                  # IndexError at the empty position
    assert "given the empty position" in empty.message
    assert_in_course_words(no_argument)


def test_telling_apart_rows_of_075():
    assert ch09.check_telling_apart(".75", 5, 9, (1,))
    assert ch09.check_telling_apart(".75", 5, 9, [1])
    same = ch09.check_telling_apart(".75", 5, 7, (1,))           # both are c: nothing tells them apart
    assert not same and "does not tell them apart" in same.message
    assert not ch09.check_telling_apart(".75", 5, 9, ())
    assert "at most 12" in ch09.check_telling_apart(".75", 5, 9, (13,)).message
    kind = ch09.check_telling_apart(".75", 5, 9, 1)
    assert "should be a tuple of rows, such as (4, 6), not the number 1" in kind.message
    for verdict in (same, kind, ch09.check_telling_apart(".75", 5, 9, ()), ch09.check_telling_apart(".75", 5, 9, (1,)),
                    ch09.check_telling_apart(".75", 5, 9, ("1",)), ch09.check_telling_apart(".75", 5, 9, (-1,))):
        assert_in_course_words(verdict)


def test_quotient_move_in_075():
    assert ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 3, 3))
    assert ch09.check_quotient_move(".75", (1, 1, 1, 8), [3, 1, 3, 1, 1])
    normal = ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 7))   # the normal-play move
    assert not normal and "N-position" in normal.message
    end = ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 6))       # 2 off the end of the row of 8
    assert "cannot be reached in one move: ·75 never knocks 2 pins off the end of a row" in end.message
    three = ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 5))
    assert "·75 never knocks down 3 pins at once" in three.message
    two_rows = ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 7))
    assert "a move changes one row only" in two_rows.message
    kind = ch09.check_quotient_move(".75", (1, 1, 1, 8), "1117")
    assert "should be a tuple of rows" in kind.message
    for verdict in (normal, end, three, two_rows, kind, ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 3, 3))):
        assert_in_course_words(verdict)
        assert "0.75" not in verdict.message


def test_quotient_outcomes_of_075():
    assert ch09.check_quotient_outcomes(".75", is_p_075)
    tantrum = gk.OctalGame(".75").misere()
    assert all(is_p_075(p) == (tantrum.outcome(p) == "P") for p in [(5, 9, 12), (2, 5, 11, 11), (1, 7, 7, 10)])
    wrong = ch09.check_quotient_outcomes(".75", lambda p: is_p_075(p) if len(p) < 3 else not is_p_075(p))
    assert not wrong and "rows of 1, 1 and 1 pins" in wrong.message
    empty = ch09.check_quotient_outcomes(".75", lambda p: not p or is_p_075(p))
    assert not empty and "empty position" in empty.message
    asked = ch09.check_quotient_outcomes(".75", lambda p: gk.misere_outcome(gk.OctalGame(".75"), p) == "P")
    assert not asked and "calls gamekit’s `misere_outcome`" in asked.message

    def is_p_075_answer(position):
        return "P"
    kind = ch09.check_quotient_outcomes(".75", is_p_075_answer)
    assert "your function is_p_075_answer should answer True or False" in kind.message
    for verdict in (wrong, empty, kind):
        assert_in_course_words(verdict)


def test_quotient_outcomes_refuse_a_table_made_in_advance():
    q = gk.misere_quotient(gk.OctalGame(".75"), 12, progress=False)
    table = {p: q.outcome(p) == "P" for r in range(5) for p in combinations_with_replacement(range(1, 13), r)}
    looked_up = ch09.check_quotient_outcomes(".75", lambda p: table[p])
    assert not looked_up and "KeyError" in looked_up.message


def test_the_long_positions_are_answered_by_the_rules_themselves():
    """The worked answers, applied to long positions, agree with the quotient (a test of the tests)."""
    nim3 = gk.misere_quotient(gk.Nim(), 3, progress=False)
    q75 = gk.misere_quotient(gk.OctalGame(".75"), 12, progress=False)
    for p in ch09._long_positions(range(1, 4), 20, seed=3):
        assert nim_image(p) == nim3.image(p)
    for p in ch09._long_positions(range(1, 13), 100, seed=75):
        assert is_p_075(p) == (q75.outcome(p) == "P")
