"""Chapter 4: misère play — the slides' tables, misère nim, Ferguson, genus, the SJ theorem, chomp."""
from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.games.heaps.nim import misere_nim_solution, misere_nim_winning_moves
from gamekit.games.heaps.subtraction import ferguson_counterexample, ferguson_pairs_counterexample
from gamekit.games.heaps.subtraction import subtraction_sets as all_subtraction_sets
from gamekit.theory.game import Tantrum
from gamekit.theory.misere import is_tame, longest_play
from gamekit.testing import heap_positions, minimax_wins, random_dags, subtraction_sets
from tests.printed import SLIDE_ROWS


@pytest.mark.parametrize("ks", SLIDE_ROWS)
def test_the_four_misere_subtraction_tables_of_the_slides(ks):
    normal, misere = SLIDE_ROWS[ks]
    game = gk.SubtractionGame(ks)
    assert game.grundy_sequence(18) == normal
    assert gk.misere_grundy_sequence(game, 18) == misere
    plain = gk.Game(lambda n: [n - k for k in ks if k <= n]).misere()   # by the tantrum game itself
    assert [plain.grundy(n) for n in range(18)] == misere
    frame = gk.tables.misere_subtraction_frame(ks)
    assert frame.loc["γʰ(n)"].tolist() == misere and frame.loc["γ(n)"].tolist() == normal


def test_tantrum_end_and_terminal_values():
    t = gk.SubtractionGame({3}).misere()
    assert t.grundy(gk.TANTRUM_END) == 0
    assert [t.grundy(n) for n in range(3)] == [1, 1, 1]       # γ^h = mex{γ^h(h)} = 1
    assert t.outcome(gk.TANTRUM_END) == "P" and t.outcome(0) == "N"


# ------------------------------------------------------------------ fast misère outcomes
@given(subtraction_sets(5, max_size=3),
       heap_positions(9, max_heaps=3))
def test_fast_misere_outcome_agrees_with_plain_search(ks, heaps):
    game = gk.SubtractionGame(ks)
    assert (game.misere().outcome(tuple(heaps)) == "N") == minimax_wins(game, tuple(heaps), misere=True)


@pytest.mark.slow
def test_misere_kayles_fast_engine_agrees_with_the_full_tantrum_values():
    plain = gk.Game(gk.Kayles.moves).misere()         # no canonical keys, full γ^h by the mex rule
    for p in combinations_with_replacement(range(7), 3):
        assert gk.Kayles.misere().outcome(p) == gk.outcome_of(plain.grundy(p))


@pytest.mark.slow
def test_misere_kayles_four_rows_of_twelve_is_decided_and_agrees_with_winning_moves():
    t = gk.Kayles.misere()
    assert t.outcome((12, 12, 12, 12)) == "N"
    move = t.winning_moves((12, 12, 12, 12))[0]
    assert t.outcome(move) == "P"
    assert all(t.outcome(q) == "N" for q in gk.Kayles.moves(move))


def test_misere_kayles_four_rows_of_twelve_lists_each_winning_move_once():
    t = gk.Kayles.misere()
    moves = t.winning_moves((12, 12, 12, 12))
    assert moves == [(1, 9, 12, 12, 12)]


@given(heap_positions(max_heaps=3, max_heap=7))
def test_misere_winning_moves_are_distinct_canonical_positions_and_all_of_them(heaps):
    t = gk.Kayles.misere()
    moves = t.winning_moves(heaps)
    keys = [t.canonical(q) for q in moves]
    assert len(keys) == len(set(keys))
    assert set(keys) == {t.canonical(q) for q in t.moves(heaps) if t.outcome(q) == "P"}


def test_misere_outcome_of_a_generic_game_and_its_memo_is_shared():
    game = gk.Game(lambda n: [n - 1] if n else [])
    assert [gk.misere_outcome(game, n) for n in range(4)] == ["N", "P", "N", "P"]
    assert game.misere() is not game.misere()
    memo = game.derived("tantrum", lambda: None)   # the misère results live on the game itself
    assert memo is not None and len(memo.wins) >= 4


# ------------------------------------------------------------------ Ferguson
@given(subtraction_sets(10, max_size=5))
def test_ferguson_pairs_lemma_and_theorem_on_random_subtraction_sets(ks):
    assert ferguson_pairs_counterexample(ks, 150) is None
    assert ferguson_counterexample(ks, 150) is None


def test_ferguson_rule_fails_for_kayles_which_is_not_a_subtraction_game():
    predicted = gk.ferguson_prediction(gk.Kayles.grundy_sequence(12))
    assert predicted != gk.misere_grundy_sequence(gk.Kayles, 12)


def test_subtraction_sets_up_to_10_are_1023():
    assert sum(1 for _ in all_subtraction_sets(10)) == 1023


# ------------------------------------------------------------------ genus and tameness
def test_genus_of_nim_heaps_as_in_winning_ways():
    assert [str(gk.genus(gk.Nim(), (n,))) for n in range(6)] == ["0¹²⁰", "1⁰³¹", "2²⁰", "3³¹", "4⁴⁶", "5⁵⁷"]
    assert str(gk.genus(gk.Nim(), (2, 2))) == "0⁰²" and str(gk.genus(gk.Nim(), (2, 3))) == "1¹³"


@given(random_dags(10), st.data())
def test_genus_truncation_does_not_change_with_more_terms(edges, data):
    game = gk.Game(edges.__getitem__)
    p = data.draw(st.sampled_from(sorted(edges)))
    g = gk.genus(game, p)
    assert gk.genus(game, p, extra=14) == g
    assert g.normal == game.grundy(p) and g.misere[0] == game.misere().grundy(p)


def test_genus_of_kayles_heaps_is_stable_with_more_terms():
    for n in range(8):
        assert gk.genus(gk.Kayles, (n,)) == gk.genus(gk.Kayles, (n,), extra=10)


def tame_positions(game, candidates):
    return [p for p in candidates if is_tame(game, p)]


@pytest.mark.parametrize("game", [gk.Kayles, gk.DawsonsKayles, gk.SubtractionGame({1, 3, 4}),
                                  gk.OctalGame("0.137")], ids=repr)
def test_outcome_rule_for_sums_of_tame_positions_against_search(game):
    singles = tame_positions(game, [(n,) for n in range(8)])
    assert len(singles) >= 3
    t = game.misere()
    checked = 0
    for r in range(1, 4):
        for combo in combinations_with_replacement(singles, r):
            p = tuple(h for q in combo for h in q)
            genera = [gk.genus(game, q) for q in combo]
            assert gk.tame_outcome(genera) == t.outcome(p), (game, p)
            checked += 1
    assert checked > 10


@given(random_dags(8), random_dags(8), st.data())
def test_outcome_rule_for_tame_sums_of_random_games(g1, g2, data):
    a, b = gk.Game(g1.__getitem__), gk.Game(g2.__getitem__)
    p = data.draw(st.sampled_from(sorted(g1)))
    q = data.draw(st.sampled_from(sorted(g2)))
    if is_tame(a, p) and is_tame(b, q):
        total = gk.Sum(a, b)
        assert gk.tame_outcome([gk.genus(a, p), gk.genus(b, q)]) == total.misere().outcome((p, q))


def test_misere_kayles_genera_and_the_first_wild_heap():
    # Winning Ways' misère Kayles genera for heaps 0..5; heap 5 (4^146) is the first wild one
    assert [str(gk.genus(gk.Kayles, (n,))) for n in range(6)] == ["0¹²⁰", "1⁰³¹", "2²⁰", "3³¹", "1⁰³¹", "4¹⁴⁶"]
    assert [is_tame(gk.Kayles, (n,)) for n in range(7)] == [True] * 5 + [False, False]
    with pytest.raises(ValueError, match="not tame"):
        gk.tame_outcome([gk.genus(gk.Kayles, (5,))])


# ------------------------------------------------------------------ the SJ theorem
@given(subtraction_sets(7, max_size=3), heap_positions(12))
def test_sj_theorem_on_random_sums_of_subtraction_games(ks, heaps):
    game = gk.SubtractionGame(ks)
    assert gk.sj_hypothesis_counterexample(game, max(heaps)) is None   # Ferguson pairs ⇒ hypothesis
    values = [game.grundy(h) for h in heaps]
    assert gk.anti_sg_outcome(values) == game.misere().outcome(tuple(heaps))


@given(random_dags(9), random_dags(9), st.data())
def test_sj_theorem_on_random_sums_of_games_meeting_the_hypothesis(g1, g2, data):
    a, b = gk.Game(g1.__getitem__), gk.Game(g2.__getitem__)
    p = data.draw(st.sampled_from(sorted(g1)))
    q = data.draw(st.sampled_from(sorted(g2)))
    if gk.sj_hypothesis_counterexample(a, p) is None and gk.sj_hypothesis_counterexample(b, q) is None:
        assert gk.anti_sg_outcome([a.grundy(p), b.grundy(q)]) == gk.Sum(a, b).misere().outcome((p, q))


class EndsWhenAllZero(gk.Game):
    """Jia's rule form: play stops (and the player to move wins) once every component has γ = 0."""

    def __init__(self, total: gk.Sum):
        super().__init__()
        self.total = total

    def moves(self, p):
        if all(g.grundy(x) == 0 for g, x in zip(self.total.components, p)):
            return []
        return list(self.total.moves(p))


@given(random_dags(9), random_dags(9), st.data())
def test_sj_theorem_in_its_rule_form_needs_no_hypothesis(g1, g2, data):
    a, b = gk.Game(g1.__getitem__), gk.Game(g2.__getitem__)
    p = data.draw(st.sampled_from(sorted(g1)))
    q = data.draw(st.sampled_from(sorted(g2)))
    game = EndsWhenAllZero(gk.Sum(a, b))
    assert gk.anti_sg_outcome([a.grundy(p), b.grundy(q)]) == game.misere().outcome((p, q))


def test_sj_formula_fails_without_the_hypothesis():
    # x → y, y → {end, z}, z → end: γ(x) = 0 but x is not terminal and has no option of γ = 1
    edges = {"end": [], "z": ["end"], "y": ["end", "z"], "x": ["y"]}
    game = gk.Game(edges.__getitem__)
    assert gk.sj_hypothesis_counterexample(game, "x") == "x"
    assert gk.anti_sg_outcome([game.grundy("x")]) == "N" and game.misere().outcome("x") == "P"


# ------------------------------------------------------------------ bad input
def test_bad_input_is_refused_with_a_clear_message():
    with pytest.raises((ValueError, TypeError), match="cannot increase"):
        gk.Chomp().position((1, 3))
    with pytest.raises((ValueError, TypeError), match="not tame"):
        gk.tame_outcome([gk.Genus(0, (1, 3, 1))])
    with pytest.raises((ValueError, TypeError), match="non-negative"):
        gk.anti_sg_outcome([1, -1])
    with pytest.raises((ValueError, TypeError), match="heap game"):
        gk.misere_grundy_sequence(gk.Game(lambda n: []), 4)
    with pytest.raises((ValueError, TypeError), match="negative"):
        gk.misere_nim_move((3, -1))
    with pytest.raises((ValueError, TypeError), match="cycle|acyclic"):
        gk.Game(lambda n: [1 - n]).misere().outcome(0)


# ------------------------------------------------------------------ against a plain minimax search
@given(random_dags())
def test_misere_outcome_agrees_with_misere_minimax(edges):
    game = gk.Game(edges.__getitem__)
    tantrum = game.misere()
    for p in edges:
        assert (tantrum.outcome(p) == "N") == minimax_wins(game, p, misere=True)
        if not edges[p]:
            assert tantrum.grundy(p) == 1                  # γ^h = 1 on terminal positions
    assert tantrum.grundy(gk.TANTRUM_END) == 0


@given(heap_positions(5))
def test_misere_nim_by_the_tantrum_game_agrees_with_minimax(heaps):
    nim = gk.Nim()
    assert (nim.misere().outcome(tuple(heaps)) == "N") == minimax_wins(nim, tuple(heaps), misere=True)



# --------------------------------------------------------------------------- search or rule
@given(heap_positions(12, max_heaps=4))
def test_misere_nim_solution_by_search_agrees_with_bouton(heaps):
    searched = misere_nim_solution(heaps)
    ruled = misere_nim_solution(heaps, max_heaps=0)
    assert searched[0] == ruled[0] == gk.misere_nim_outcome(heaps)
    assert sorted(q for q in searched[1] if q != gk.TANTRUM_END) == sorted(ruled[1])


def test_misere_nim_solution_of_a_large_position_uses_the_rule():
    assert misere_nim_solution((100, 1, 1)) == ("N", [(1, 1, 1)])


# ------------------------------------------------------------------ careless input (robustness)
def test_genus_longest_play_and_is_tame_refuse_a_cycle():
    two_cycle = gk.Game(lambda p: {"a": ["b"], "b": ["a"]}[p])
    for call in (lambda: gk.genus(two_cycle, "a"), lambda: longest_play(two_cycle, "a"),
                 lambda: is_tame(two_cycle, "a")):
        with pytest.raises(ValueError, match="cycle"):
            call()


@pytest.mark.parametrize("extra", [1.5, -100, "a", True])
def test_genus_refuses_an_extra_that_is_no_count(extra):
    with pytest.raises(ValueError, match="extra"):
        gk.genus(gk.Nim(), (3,), extra=extra)


@pytest.mark.parametrize("values", [[2.7, 2.2], ["3", "3"], [True, True], "33", 5])
def test_anti_sg_outcome_refuses_values_that_are_no_grundy_values(values):
    with pytest.raises((ValueError, TypeError), match="Sprague–Grundy value"):
        gk.anti_sg_outcome(values)


@pytest.mark.parametrize("genera", [[5], 5, gk.Genus(0, (1, 2, 0))])
def test_tame_outcome_asks_for_a_list_of_genera(genera):
    with pytest.raises((ValueError, TypeError), match="genera"):
        gk.tame_outcome(genera)


@given(heap_positions(max_heaps=4, max_heap=12))
def test_misere_nim_winning_moves_by_the_rule_match_trying_every_move(heaps):
    heaps = tuple(heaps)
    tried = [q for i, h in enumerate(heaps) for k in range(h)
             for q in [heaps[:i] + (k,) + heaps[i + 1:]] if gk.misere_nim_outcome(q) == "P"]
    assert misere_nim_winning_moves(heaps) == tried


def test_misere_nim_winning_moves_for_huge_heaps_are_immediate():
    assert misere_nim_winning_moves((10**8, 3)) == [(3, 3)]
    assert misere_nim_winning_moves((10**30, 1)) == [(0, 1)]


# Octal codes wherever a game is asked for: the theory sees a game, the code is read where octal games live.

def test_kayles_by_its_code_is_kayles_in_every_misere_function():
    from gamekit.games.heaps.subtraction import misere_grundy_sequence
    from gamekit.tables.misere import genus_frame

    for code in ("0.77", "·77", ".77"):
        assert [str(gk.genus(code, n)) for n in range(6)] == [str(gk.genus(gk.Kayles, n)) for n in range(6)]
        assert gk.misere_outcome(code, (1, 1, 1)) == "P" and gk.misere_outcome(code, (4, 4, 2)) == \
            gk.misere_outcome(gk.Kayles, (4, 4, 2))
        assert longest_play(code, (4, 2)) == longest_play(gk.Kayles, (4, 2)) == 6
        assert is_tame(code, (4,)) and not is_tame(code, (5,))                  # the first wild heap of Kayles
        assert gk.sj_hypothesis_counterexample(code, 5) == (2, 2)
        assert misere_grundy_sequence(code, 12) == misere_grundy_sequence(gk.Kayles, 12)
        assert genus_frame(code, 6).equals(genus_frame(gk.Kayles, 6))
        assert Tantrum(code).outcome((1, 1)) == "N"


def test_dawsons_kayles_by_its_code_counts_remoteness_and_suspense_as_the_game():
    for n in range(12):
        assert gk.remoteness("0.07", n) == gk.remoteness(gk.DawsonsKayles, n)
        assert gk.suspense("0.07", n) == gk.suspense(gk.DawsonsKayles, n)


def test_a_code_names_one_game_and_its_memo():
    from gamekit.theory.game import as_game

    assert as_game("0.77", "genus") is gk.Kayles and as_game("0.137", "genus") is gk.DawsonsChess
    assert as_game("0.75", "genus") is as_game("0.750", "genus") is as_game("·75", "genus")
    assert as_game("0.75", "genus").code == "0.75"


@pytest.mark.parametrize("game, error, words", [
    (3, TypeError, "genus needs a game such as gk.Kayles, or an octal code such as '0.77', got the number 3"),
    (None, TypeError, "genus needs a game .* got nothing"),
    ("0.8", ValueError, "genus needs a game .* got the text '0.8': an octal code has digits 0–7 only"),
    ("Kayles", ValueError, "genus needs a game .* got the text 'Kayles', which names no game"),
])
def test_what_is_no_game_nor_code_is_refused_in_one_sentence(game, error, words):
    with pytest.raises(error, match=words):
        gk.genus(game, 1)
    with pytest.raises(error, match=words.replace("genus", "misere_outcome")):
        gk.misere_outcome(game, (1,))
