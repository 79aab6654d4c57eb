"""Tests of gamekit.course.exercises.ch09: the checkers of chapter 9 accept right answers and reject wrong ones."""
from __future__ import annotations

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


def test_nim_image_accepts_any_word_of_the_right_element():
    assert ch09.check_nim_image(nim_image)
    assert ch09.check_nim_image(lambda p: nim_image(p).replace("²", "^2"))
    assert ch09.check_nim_image(lambda p: "a" * (p.count(1) + p.count(3)) + "b" * (p.count(2) + p.count(3)))


def test_nim_image_says_where_it_breaks_without_the_answer():
    wrong = ch09.check_nim_image(lambda p: nim_image(p).replace("b²", "1") if len(p) > 2 else nim_image(p))
    assert not wrong and "(1, 2, 2) is a misère N-position, but the positions of a are P-positions" in wrong.message
    longer = ch09.check_nim_image(lambda p: "a" * (p.count(1) + p.count(3)) + "b" * (p.count(2) + p.count(3))
                                  if len(p) < 4 else "ab")
    assert not longer and "relations" in longer.message
    three = ch09.check_nim_image(lambda p: "c" if p == (3,) else nim_image(p))
    assert not three and "not a word in the generators" in three.message
    normal = ch09.check_nim_image(lambda p: "1" if len(p) % 2 == 0 else nim_image(p))
    assert not normal and "(1, 1)" not in normal.message          # a² = 1: (1, 1) is the identity
    asked = ch09.check_nim_image(lambda p: gk.misere_quotient(gk.Nim(), 3, progress=False).image(p))
    assert not asked and "calls gamekit’s `misere_quotient`" in asked.message
    assert "should be the name of an element" in ch09.check_nim_image(lambda p: 3).message
    assert "no answer yet" in ch09.check_nim_image(...).message


def test_telling_apart_heaps_of_075():
    assert ch09.check_telling_apart(".75", 5, 9, (1,))
    assert ch09.check_telling_apart(".75", 5, 9, [1])
    same = ch09.check_telling_apart(".75", 5, 7, (1,))           # both are c: nothing tells them apart
    assert not same and "does not tell them apart" in same.message
    assert not ch09.check_telling_apart(".75", 5, 9, ())
    assert "larger than 12" in ch09.check_telling_apart(".75", 5, 9, (13,)).message
    assert "should be a list" in ch09.check_telling_apart(".75", 5, 9, 1).message


def test_quotient_move_in_075():
    assert ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 3, 3))
    assert ch09.check_quotient_move(".75", (1, 1, 1, 8), [3, 1, 3, 1, 1])
    normal = ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 7))   # the normal-play move
    assert not normal and "N-position" in normal.message
    assert "not a move" in ch09.check_quotient_move(".75", (1, 1, 1, 8), (1, 1, 1, 6)).message  # 2 from the end


def test_quotient_outcomes_of_075():
    assert ch09.check_quotient_outcomes(".75", is_p_075)
    tantrum = gk.OctalGame(".75").misere()
    assert all(is_p_075(p) == (tantrum.outcome(p) == "P") for p in [(5, 9, 12), (2, 5, 11, 11), (1, 7, 7, 10)])
    wrong = ch09.check_quotient_outcomes(".75", lambda p: is_p_075(p) if len(p) < 3 else not is_p_075(p))
    assert not wrong and "(1, 1, 1)" in wrong.message
    empty = ch09.check_quotient_outcomes(".75", lambda p: not p or is_p_075(p))
    assert not empty and "empty position" in empty.message
    asked = ch09.check_quotient_outcomes(".75", lambda p: gk.misere_outcome(gk.OctalGame(".75"), p) == "P")
    assert not asked and "calls gamekit’s `misere_outcome`" in asked.message
    assert "True or False" in ch09.check_quotient_outcomes(".75", lambda p: "P").message
