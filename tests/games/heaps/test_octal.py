"""Chapter 5: octal games, Grundy's game, the engines and the periodicity theorem."""
from __future__ import annotations

import os
import subprocess
import sys
from functools import reduce
from operator import xor

import numpy as np
import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.games.heaps.octal import exceptional_heaps
from gamekit.engines import octal as engine
from gamekit.engines import periods
from gamekit.engines.jit import HAVE_NUMBA
from gamekit.games.heaps.octal import parse_octal
from gamekit.testing import octal_codes


def naive_values(game: gk.HeapGame, n: int) -> list[int]:
    """γ(0..n−1) by the definition: mex over the set of option values, from heap_options."""
    g: list[int] = []
    for m in range(n):
        seen = {reduce(xor, (g[h] for h in rest), 0) for rest in game.heap_options(m)} if m else set()
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


codes = octal_codes(max_digits=4)


# ----------------------------------------------------------------------------- parsing
@pytest.mark.parametrize("code, digits", [
    ("0.77", (0, 7, 7)), (".77", (0, 7, 7)), ("·77", (0, 7, 7)), ("4.7", (4, 7)),
    ("0.156", (0, 1, 5, 6)), ("0.7777", (0, 7, 7, 7, 7)), (" .07 ", (0, 0, 7)), ("0.770", (0, 7, 7)),
])
def test_octal_codes_are_read_digit_by_digit(code, digits):
    assert parse_octal(code) == digits


@pytest.mark.parametrize("code, words", [
    ("0.8", "digits 0–7"), ("0.79", "digits 0–7"), ("", "one point"), ("77", "one point"),
    ("0.", "digits after the point"), (".", "digits after the point"), ("0.7x", "only digits"),
    ("1.7", "0 or 4"), ("0.7.7", "one point"), ("0,77", "one point"),
])
def test_malformed_codes_say_what_is_wrong(code, words):
    with pytest.raises(ValueError, match=words):
        gk.OctalGame(code)


def test_a_code_must_be_a_string():
    with pytest.raises(TypeError, match="string"):
        gk.OctalGame(0.77)


# ----------------------------------------------------------------------------- the article
@pytest.mark.slow
def test_kayles_first_values_as_computed_in_the_article():
    # D_0..D_5 = 0, 1, 2, 3, 1, 4 (the article's worked mex computations)
    assert gk.Kayles.grundy_sequence(6) == [0, 1, 2, 3, 1, 4]
    assert gk.Kayles.grundy((4, 1, 3, 2)) == 1 ^ 1 ^ 3 ^ 2


def test_kayles_is_periodic_with_period_12_from_71():
    assert gk.Kayles.period(200) == gk.Period(71, 12)


def test_dawsons_kayles_first_values_and_period_34():
    # E_0..E_4 = 0, 0, 1, 1, 2 and E_6 = 3 in the article
    e = gk.DawsonsKayles.grundy_sequence(7)
    assert e[:5] == [0, 0, 1, 1, 2] and e[6] == 3
    assert gk.DawsonsKayles.period(500).period == 34


def test_dawsons_chess_is_dawsons_kayles_shifted_by_one():
    chess = gk.DawsonsChess.grundy_sequence(300)
    kayles = gk.DawsonsKayles.grundy_sequence(301)
    assert chess == kayles[1:]


def test_kenyons_156_has_period_349_from_3479():
    assert gk.OctalGame(".156").period(8000) == gk.Period(3479, 349)


def test_three_three_three_is_nim():
    assert gk.OctalGame(".3333333333").grundy_sequence(10) == list(range(10))


@pytest.mark.parametrize("sevens", [2, 4, 8, 16])
def test_guys_family_of_sevens(sevens):
    """Guy's claim in the article: with 2^k sevens, period 6·2^k from 36·2^k on (checked as stated)."""
    game = gk.OctalGame("." + "7" * sevens)
    found = game.period(2 * 36 * sevens + 2 * 6 * sevens + sevens + 2)
    assert found is not None and found.period == 6 * sevens and found.preperiod <= 36 * sevens


def test_grundys_game_first_values_and_its_rule():
    assert gk.GrundysGame().grundy_sequence(12) == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
    assert gk.GrundysGame().heap_options(6) == [(1, 5), (2, 4)]


def test_splitting_into_any_two_parts_is_parity():
    """The article's wording without "unequal" (code 4.0): γ(n) = 1 exactly for even n ≥ 2."""
    values = gk.OctalGame("4.0").grundy_sequence(200)
    assert values == [0] + [1 - n % 2 for n in range(1, 200)]


def test_grundys_game_proves_no_period_from_any_number_of_values():
    game = gk.GrundysGame()
    assert game.period(1000) is None and game.period(10**9) is None
    assert game.computed == 1                      # the theorem does not apply: nothing was computed


@pytest.mark.slow
def test_unsolved_officers_gives_no_period():
    assert gk.OctalGame(".6").period(20000) is None


# ----------------------------------------------------------------------------- engines agree
@pytest.mark.parametrize("game", [gk.Kayles, gk.DawsonsKayles, gk.OctalGame(".156"), gk.OctalGame(".6"),
                                  gk.OctalGame("4.7"), gk.OctalGame(".16"), gk.OctalGame(".56"),
                                  gk.OctalGame(".354"), gk.GrundysGame()],
                         ids=repr)
def test_the_three_engines_and_the_definition_agree(game):
    n = 1500
    naive = naive_values(game, 400)
    plain = game.grundy_array(n, engine="plain").tolist()
    assert plain[:400] == naive
    assert game.grundy_array(n, engine="python").tolist() == plain
    if HAVE_NUMBA:
        assert game.grundy_array(n, engine="numba").tolist() == plain
    assert game.grundy_sequence(n) == plain


@pytest.mark.slow
@given(codes)
def test_sparse_engine_matches_the_definition_on_random_codes(code):
    game = gk.OctalGame(code)
    naive = naive_values(game, 120)
    assert game.grundy_array(120, engine="python").tolist() == naive
    assert game.grundy_sequence(120) == naive


def test_numpy_fallback_is_used_when_numba_is_disabled():
    script = ("import gamekit as gk, gamekit.engines.octal as e; assert not e.numba_enabled();"
              "print(gk.GrundysGame().grundy_sequence(3000)[-5:])")
    env = dict(os.environ, GAMEKIT_NO_NUMBA="1")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == str(gk.GrundysGame().grundy_sequence(3000)[-5:])


def test_unknown_engine_is_refused():
    with pytest.raises(ValueError, match="engine"):
        gk.Kayles.grundy_array(10, engine="fast")


@pytest.mark.slow
def test_the_mask_is_rechosen_and_values_stay_exact():
    game = gk.GrundysGame()
    game.cache_clear()
    values = game.grundy_array(20000)
    assert game.rare_mask != 0  # the rare/common split is in use
    assert values.tolist() == gk.GrundysGame().grundy_array(20000, engine="python").tolist()


def test_the_engine_keeps_small_values_in_8_bit_cells_and_a_small_rare_table():
    # Kayles' values stay below 9: one byte a heap, and its few rare heaps in a table of their own size
    state = engine.SparseState(gk.Kayles.rules)
    state.extend(50_000, progress=False)
    assert state.g.dtype == np.uint8
    assert len(state.rare) <= 2 * max(state.n_rare, engine.RARE_ROOM) < 50_000 // 10
    assert state.consistent()


@pytest.mark.parametrize("kind", ["numba", "python"])
def test_the_rare_table_grows_while_values_stay_exact(kind, monkeypatch):
    # ·6's values grow steadily and hundreds of heaps are rare: from a table of 8 it must grow many times
    monkeypatch.setattr(engine, "RARE_ROOM", 8)
    state = engine.SparseState(gk.OctalGame(".6").rules)
    values = state.extend(3000, engine=kind, progress=False)
    assert state.n_rare > 32 * 8 and state.consistent()
    assert values.tolist() == gk.OctalGame(".6").grundy_array(3000, engine="plain").tolist()


def test_last_break_across_its_blocks_agrees_with_the_whole_comparison():
    rng = np.random.default_rng(5)
    for _ in range(20):
        head, p = int(rng.integers(0, 300_000)), int(rng.integers(1, 500))
        tail = np.resize(rng.integers(0, 4, p), int(rng.integers(p, 300_000)))
        g = np.concatenate([rng.integers(0, 4, head), tail]).astype(np.uint8)
        breaks = np.flatnonzero(g[p:] != g[:-p])
        assert periods.last_break(g, p) == (int(breaks[-1]) + 1 if len(breaks) else 0)


# ----------------------------------------------------------------------------- the theorem
@given(codes, st.integers(1, 3))
def test_a_proved_period_holds_far_beyond_the_values_used(code, factor):
    game = gk.OctalGame(code)
    found = game.period(300 * factor)
    if found is not None:
        far = game.grundy_array(3000)
        n0, p = found
        assert all(far[n + p] == far[n] for n in range(n0, 3000 - p))
        assert n0 == 0 or far[n0 - 1 + p] != far[n0 - 1]


def test_least_period_needs_the_whole_check_range():
    # Kayles: (71, 12) needs 2·71 + 2·12 + 2 = 168 values
    assert gk.Kayles.period(168) == gk.Period(71, 12)
    assert gk.Kayles.period(167) is None


def test_a_period_is_never_claimed_from_too_few_values():
    assert periods.least_period(np.array([0, 1] * 3), 2) is None
    assert periods.least_period(np.array([0, 1] * 10), 2) == (0, 2)


@given(st.lists(st.integers(0, 3), min_size=1, max_size=6), st.integers(1, 8), st.integers(0, 20))
def test_least_period_is_least_on_synthetic_sequences(block, repeats, junk):
    seq = np.array([7] * junk + block * (2 * junk + 20 + repeats))   # enough values to certify it
    found = periods.least_period(seq, 1)
    assert found is not None
    n0, p = found
    true_p = next(q for q in range(1, len(block) + 1)
                  if len(block) % q == 0 and block == (block[:q] * len(block))[:len(block)])
    assert p == true_p and n0 <= junk


# ----------------------------------------------------------------------------- the game interface
def test_misere_kayles_on_three_rows():
    game = gk.OctalGame("0.77").misere()
    assert game.outcome((3, 4, 5)) in ("P", "N")
    assert gk.OctalGame("0.77").misere().outcome((1,)) == "P"  # take the last pin and lose
    assert gk.OctalGame("0.77").misere().outcome((2,)) == "N"  # take one, leave one


def test_winning_moves_in_kayles_rows():
    moves = gk.Kayles.winning_moves((4, 1, 3, 2))
    assert moves and all(gk.Kayles.grundy(m) == 0 for m in moves)


def test_interrupting_keeps_the_values_consistent():
    game = gk.GrundysGame()
    calls = []

    def stop(done, total):
        calls.append(done)
        if len(calls) == 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        game.grundy_array(200000, progress=stop)
    known = game.computed
    assert 0 < known < 200000
    assert game.grundy_sequence(5000) == gk.GrundysGame().grundy_array(5000, engine="plain").tolist()


def test_progress_callback_reaches_the_end():
    seen = []
    gk.OctalGame(".6").grundy_array(5000, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (5000, 5000)


def test_bad_heap_sizes_are_refused():
    with pytest.raises(ValueError):
        gk.Kayles.grundy_sequence(-1)
    with pytest.raises(ValueError):
        gk.Kayles.grundy((3, -2))


def test_one_engine_vocabulary_and_no_retired_names():
    new = [gk.Kayles.grundy_array(300, engine=e).tolist() for e in ("auto", "numba", "python", "plain")]
    assert all(v == new[0] for v in new)
    for retired in ("sparse", "sparse-numba", "sparse-numpy", "numpy"):
        with pytest.raises(ValueError, match="engine must be"):
            gk.Kayles.grundy_array(10, engine=retired)
    with pytest.raises(ValueError, match="engine must be"):
        gk.Dim().grundy_sequence(100, engine="mex")
    for call in (lambda: gk.Kayles.grundy_array(10, engine="gpu"), lambda: gk.Dim().grundy_sequence(5, engine="gpu"),
                 lambda: gk.RelativePrime().grundy_sequence(5, engine="gpu")):
        with pytest.raises(ValueError, match="engine must be 'auto', 'numba'"):
            call()


# --------------------------------------------------------------------------- exceptional heaps
def test_kayles_exceptional_heaps_are_the_fourteen_before_71():
    values = gk.Kayles.grundy_sequence(300)
    found = exceptional_heaps(values, *gk.Kayles.period(300))
    assert found == [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]


@given(st.lists(st.integers(7, 10), min_size=1, max_size=12), st.integers(0, 6), st.integers(1, 4))
def test_exceptional_heaps_are_exactly_those_off_the_period(head, preperiod, period):
    cycle = [7, 8, 9, 10][:period]
    values = head[:preperiod] + [cycle[(n - preperiod) % period] for n in range(preperiod, preperiod + 3 * period)]
    preperiod = min(preperiod, len(head))
    found = exceptional_heaps(values, preperiod, period)
    assert found == [n for n in range(preperiod) if values[n] != cycle[(n - preperiod) % period]]


@pytest.mark.parametrize("name", [5, b"Kayles", ["Kayles"]])
def test_a_name_that_is_no_string_is_refused_when_given(name):
    with pytest.raises(TypeError, match="name must be a string"):
        gk.OctalGame(".77", name=name)


def test_period_summary_of_kayles_and_of_officers_says_what_is_proved():
    assert gk.Kayles.period_summary(168) == "period 12 from the heap of 71 on, proved from the first 168 values"
    assert gk.Kayles.period_summary(167) == "no period proved from the first 167 values"
    assert gk.OctalGame(".6").period_summary(20_000) == "no period proved from the first 20 000 values"


# --------------------------------------------------------------------------- the panel of the benchmark
# periodic (Kayles, Dawson's Kayles, ·156, 4·07), split by heap parity (·104, ·106, ·205, ·324), sparse
# (·354, ·16, ·56, Grundy's game) and unsolved (·6, ·007): every path that asks for values, against the
# mex over every option, across the point where a period is proved and the rest copied from it
PANEL = [".77", ".07", ".156", "4.07", ".104", ".106", ".205", ".324", ".354", ".16", ".56", ".6", ".007", "grundy"]


def panel_game(code):
    return gk.GrundysGame() if code == "grundy" else gk.OctalGame(code)


@pytest.mark.slow
@pytest.mark.parametrize("code", PANEL)
def test_every_panel_game_agrees_with_the_mex_over_every_option(code):
    n = 20_000 if code not in (".104", ".106", ".205", ".324") else 10_000
    truth = engine.plain_values(panel_game(code).rules, n, engine="numba")
    game = panel_game(code)
    game.cache_clear()
    assert np.array_equal(game.grundy_array(n, progress=False), truth)            # the cached engine
    if code in (".77", "4.07", ".106", ".324"):      # the numpy twin: the period's proof, the split by parity
        assert np.array_equal(game.grundy_array(1500, engine="python", progress=False), truth[:1500])
    state = game._state
    assert state.consistent()
    if state.periodic is not None:                   # the values beyond the proof are copied, and right
        assert state.periodic[2] < n
        n0, p, _ = state.periodic
        assert game.period(n) == gk.Period(n0, p) == periods.least_period(truth, game.rules.largest_removal)
        heaps = [n0, n0 + 1, n - 1, n0 + 5 * p + 3]
        assert [game.grundy((h,)) for h in heaps] == [int(truth[h]) for h in heaps]


# --------------------------------------------------------------------------- several cores in one game
def shared_early(monkeypatch, window=8):
    """Share heaps between threads from heap 64 on, at most ``window`` first steps ahead of the finished heaps."""
    monkeypatch.setattr(engine, "PARALLEL_FROM", 64)
    monkeypatch.setattr(engine, "PARALLEL_RARE", 1)
    monkeypatch.setattr(engine, "WINDOW", window)


@pytest.mark.skipif(not HAVE_NUMBA, reason="the threads share the compiled engine")
@pytest.mark.parametrize("code", [".6", ".007", ".205", ".324", ".354", ".16", ".56", "grundy", "4.007", ".74"])
@pytest.mark.parametrize("window", [1, 8, 1024])
def test_several_cores_give_the_mex_over_every_option(code, window, monkeypatch):
    shared_early(monkeypatch, window)
    n = 8_000
    rules = panel_game(code).rules
    truth = engine.plain_values(rules, n, engine="numba")
    for cores in (2, 3):
        state = engine.SparseState(rules)
        assert np.array_equal(state.extend(n, progress=False, cores=cores), truth)
        assert state.consistent()


@pytest.mark.skipif(not HAVE_NUMBA, reason="the threads share the compiled engine")
@pytest.mark.parametrize("code", ["4.007", ".74"])
def test_a_run_stopped_for_room_finishes_nothing_past_its_end(code, monkeypatch):
    """4·007's heap 508 has value 64, too large for the rows of 65 cells: the run stops there for room.

    A thread that read the end before another lowered it once finished heaps 509–511 (value 65 at
    heap 512 instead of 66), or took first steps that wrote past the rows and aborted the process.
    The race is one of timing, so the same runs are repeated: before the fix about 1 in 40 was wrong.
    """
    shared_early(monkeypatch, 1024)
    rules = gk.OctalGame(code).rules
    truth = engine.plain_values(rules, 2100, engine="numba")
    for _ in range(25):
        for cores in (2, 3):
            state = engine.SparseState(rules)
            assert np.array_equal(state.extend(2100, progress=False, cores=cores), truth)
            assert state.consistent()


@pytest.mark.skipif(not HAVE_NUMBA, reason="the threads share the compiled engine")
@given(codes)
def test_several_cores_agree_with_one_on_random_codes(code):
    rules = gk.OctalGame(code).rules
    with pytest.MonkeyPatch.context() as monkeypatch:
        shared_early(monkeypatch, 4)
        shared = engine.SparseState(rules).extend(1500, progress=False, cores=2)
    assert np.array_equal(shared, engine.plain_values(rules, 1500, engine="numba"))


@pytest.mark.parametrize("code, cores, n", [(".6", 2, 700), ("grundy", 2, 700), ("grundy", 3, 700), ("4.007", 3, 560)])
def test_the_shared_kernel_run_plain_on_python_threads_gives_the_same_values(code, cores, n, monkeypatch):
    """The shared kernel's plain twin, its atomics under Python's lock, on two or three Python threads at once.

    Each thread finishes its own heaps while it has heaps to take, and another's when it has none;
    4·007 stops for room at heap 508 (value 64, rows of 65 cells) and goes on with wider rows.
    """
    shared_early(monkeypatch, 4)
    monkeypatch.setattr(engine, "_sparse_shared_numba", engine._sparse_shared)
    rules = panel_game(code).rules
    engine_name = "numba" if HAVE_NUMBA else "python"
    monkeypatch.setattr(engine, "use_numba", lambda name: True)      # the threads' path, the rest plain or compiled
    if not HAVE_NUMBA:
        monkeypatch.setattr(engine, "_sparse_chunk_numba", engine._sparse_chunk)
    state = engine.SparseState(rules)
    assert np.array_equal(state.extend(n, engine=engine_name, progress=False, cores=cores),
                          engine.plain_values(rules, n))
    assert state.consistent()


def test_grundys_game_on_two_cores_is_grundys_game_on_one():
    game = gk.GrundysGame()
    one = game.grundy_array(40_000, engine="numba", cores=1, progress=False)
    assert np.array_equal(game.grundy_array(40_000, engine="numba", cores=2, progress=False), one)


def test_cores_must_be_a_positive_integer():
    with pytest.raises(ValueError, match="cores must be a positive integer"):
        gk.Kayles.grundy_array(10, cores=0)
    with pytest.raises(TypeError, match="cores must be a positive integer"):
        gk.Kayles.period(100, cores="2")


def test_plain_engine_compiled_and_in_numpy_agree():
    for code in (".77", ".156", "4.07", ".6", "grundy"):
        rules = panel_game(code).rules
        assert np.array_equal(engine.plain_values(rules, 2000), engine.plain_values(rules, 2000, engine="numba"))


@pytest.mark.slow
def test_kayles_of_any_size_from_its_period():
    game = gk.OctalGame(".77")
    assert game.grundy((10**18 + 5,)) == game.grundy_sequence(200)[71 + (10**18 + 5 - 71) % 12]
    assert game.computed < 1 << 17                   # no table as long as the heap
    with pytest.raises(ValueError):
        gk.OctalGame(".6").grundy((10**18,))         # no period proved: refused, not a hang


def test_kayles_to_ten_million_is_linear_after_its_period():
    state = engine.SparseState(gk.Kayles.rules)
    values = state.extend(10_000_000, progress=False)
    assert state.periodic == (71, 12, 512) and state.n_rare < 512
    tail = 10_000_000 - 12
    assert np.array_equal(values[tail:], values[tail - 12 * ((tail - 71) // 12):][:12])


@pytest.mark.parametrize("code, split", [(".106", "by value and heap parity"), (".104", "by value and heap parity"),
                                         (".16", "by value"), (".77", "none")])
def test_the_split_by_heap_parity_is_chosen_where_it_pays(code, split):
    game = gk.OctalGame(code)
    game.cache_clear()
    values = game.grundy_array(8192, progress=False)
    assert game.rare_split == split
    rare = game.rare_heaps(8192)
    if split != "none":
        assert len(rare[rare > 0]) * 64 < 8192                 # few heaps are rare
        common = [game.common_values(int(values.max()) + 1, heap=h) for h in (0, 1)]
        assert all(common[h % 2][values[h]] != (h in set(rare)) for h in range(1, 8192))


def test_no_split_by_parity_when_splits_remove_both_parities():
    assert not engine.split_by_parity_possible(gk.OctalGame(".44").rules)        # j = 1 and 2 both split
    assert engine.split_by_parity_possible(gk.OctalGame("4.07").rules)           # j = 0 and 2
    values = gk.OctalGame(".44").grundy_array(4000)
    assert not engine.best_split(np.asarray(values[1:]), by_parity=False).by_parity


def test_the_census_reports_the_split_it_used():
    from gamekit.atlas.normal import census_row

    assert census_row(".106", 4096)["rare split"] == "by value and heap parity"
    assert census_row(".16", 4096)["rare split"] == "by value"
    assert census_row(".77", 4096)["rare split"] is None          # proved at 512 heaps: no split needed
