"""Octal codes that are one game: Officers' cousins, ·37 as Officers one heap smaller, Kayles as 4·4.

Checked against what the proof does not use: the heaps' game trees compared as forms (an
independent screen over every two-digit code), the Grundy values of the engine, the misère
outcomes of a brute-force search, and the misère quotients themselves.
"""
from __future__ import annotations

import functools
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamekit as gk
from gamekit.games.heaps.same_game import SameGame, same_game, same_game_classes
from gamekit.testing import minimax_wins, octal_codes

TWO_DIGITS = [code for digits in (1, 2) for code in gk.octal_codes(digits, splitting_zero=True)]
FORMS: dict[frozenset, int] = {}


@functools.lru_cache(maxsize=None)
def forms(code: str, top: int = 60) -> tuple[int, ...]:
    """The game trees of the heaps 1 … top as numbers, equal exactly when the trees are (a heap with no move is 0)."""
    game = gk.OctalGame(code)
    zero = FORMS.setdefault(frozenset(), len(FORMS))
    seen = [zero]
    for h in range(1, top + 1):
        options = frozenset(tuple(sorted(seen[x] for x in option if seen[x] != zero))
                            for option in game.heap_options(h))
        seen.append(FORMS.setdefault(options, len(FORMS)))
    return tuple(seen[1:])


def moving(code: str) -> list[int]:
    zero = FORMS[frozenset()]
    return [form for form in forms(code) if form != zero]


@pytest.mark.parametrize("cousin", ["0.61", "0.62", "0.63"])
def test_officers_cousins_are_officers(cousin):
    assert same_game(cousin, "0.6") == SameGame(cousin, "0.6", 0)
    assert same_game(cousin, "0.6").sentence() == "the same game as ·6"


@pytest.mark.parametrize("cousin", ["0.65", "0.66", "0.67"])
def test_the_cousins_of_64_are_64(cousin):
    assert same_game(cousin, "0.64") == SameGame(cousin, "0.64", 0)


def test_37_is_officers_with_every_heap_one_smaller():
    assert same_game("0.37", "0.6") == SameGame("0.37", "0.6", 1)
    assert same_game("0.6", "0.37") == SameGame("0.6", "0.37", -1)
    assert forms("0.37")[:59] == forms("0.6")[1:]                     # heap h of ·37 is heap h + 1 of ·6
    q37, q6 = gk.misere_quotient("0.37", 12, progress=False), gk.misere_quotient("0.6", 13, progress=False)
    assert q37.orders == q6.orders[1:] and q37.presentation == q6.presentation


def test_kayles_is_4_4_and_dawsons_kayles_is_4_with_every_heap_one_smaller():
    assert same_game("0.77", "4.4") == SameGame("0.77", "4.4", 1)
    assert same_game("0.07", "0.4") == SameGame("0.07", "0.4", 1)
    for small, large in (("0.77", "4.4"), ("0.07", "0.4")):
        values = gk.OctalGame(small).grundy_sequence(3000)
        assert gk.OctalGame(large).grundy_sequence(3001)[1:] == values


def test_officers_is_not_64_nor_06_nor_36():
    for other in ("0.64", "0.06", "0.36", "0.16"):
        assert same_game("0.6", other) is None and same_game(other, "0.6") is None


def test_the_classes_of_the_two_digit_codes_are_those_of_their_heaps_game_trees():
    # The proof finds exactly the codes whose heaps, those with no move left out, have the same
    # game trees up to heap 60: none is missed, none claimed that the trees refute.
    screened: dict[tuple, list[str]] = {}
    for code in TWO_DIGITS:
        screened.setdefault(tuple(moving(code)[:40]), []).append(code)
    proved = same_game_classes(TWO_DIGITS)
    assert sorted(map(sorted, proved)) == sorted(map(sorted, screened.values()))
    assert len(proved) == 76 and sum(len(members) > 1 for members in proved) == 18
    assert ["0.37", "0.6", "0.61", "0.62", "0.63"] in proved and ["0.45", "0.47"] in proved


def test_each_class_is_led_by_the_code_whose_heaps_come_first():
    for members in same_game_classes(TWO_DIGITS):
        assert all(same_game(code, members[0]).shift <= 0 for code in members[1:])


def test_every_class_has_the_grundy_values_of_its_first_code_heaps_renumbered():
    for members in same_game_classes(TWO_DIGITS):
        lead = gk.OctalGame(members[0]).grundy_sequence(600)
        for code in members[1:]:
            shift = same_game(code, members[0]).shift
            values = gk.OctalGame(code).grundy_sequence(600 - shift)
            assert values[-shift:] == lead, code


@settings(max_examples=60, deadline=None)
@given(octal_codes(2), octal_codes(2))
def test_a_proof_holds_on_the_game_trees_and_is_found_when_they_agree(code, other):
    proof = same_game(code, other)
    assert (proof is not None) == (moving(code)[:40] == moving(other)[:40])
    if proof is None:
        return
    assert same_game(other, code).shift == -proof.shift
    assert proof.bound(10) == max(10 + proof.shift, 0)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([members for members in same_game_classes(TWO_DIGITS) if len(members) > 1]),
       st.lists(st.integers(1, 6), min_size=1, max_size=3))
def test_the_same_game_has_the_same_misere_outcomes(members, heaps):
    # Brute force of the misère game: heaps h of the first code are heaps h − shift of the others.
    lead = gk.OctalGame(members[0])
    for code in members[1:]:
        shift = same_game(code, members[0]).shift
        position = tuple(h - shift for h in heaps)
        assert minimax_wins(gk.OctalGame(code), position, misere=True) == minimax_wins(lead, tuple(heaps), misere=True)


def test_a_code_is_itself_and_codes_are_checked():
    assert same_game("·6", "0.6") == SameGame("0.6", "0.6", 0)
    assert same_game_classes(["0.6", "0.6", "0.61"]) == [["0.6", "0.61"]]
    with pytest.raises(ValueError, match="digits 0–7"):
        same_game("0.8", "0.6")
    assert list(itertools.chain.from_iterable(same_game_classes(["0.75"]))) == ["0.75"]
