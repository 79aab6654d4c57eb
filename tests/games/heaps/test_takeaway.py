"""The heap games of chapter 1: Bachet, HALOM, RELATÍV PRÍM, LÉTRA, and TakeAway in general."""
from __future__ import annotations

from math import gcd

import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.engines.relative_prime import relative_prime_values
from gamekit.games.heaps.takeaway import relative_prime_rule
from gamekit.games.heaps.takeaway import least_prime_factor, prime_index
from gamekit.testing import subtraction_sets





def brute_force_sequence(allowed, n):
    """γ(0..n−1) by the mex rule over sets, straight from the rule allowed(n, k)."""
    seq = []
    for m in range(n):
        seq.append(gk.mex({seq[m - k] for k in range(1, m + 1) if allowed(m, k)}))
    return seq


def test_bachet_take_1_to_10_and_mini_bachet():
    assert gk.Bachet(10).grundy_sequence(100) == [n % 11 for n in range(100)]
    assert gk.Bachet(2).kernel(range(30)) == set(range(0, 30, 3))


def test_halom_value_is_the_heap_size():
    assert gk.Halom().grundy_sequence(40) == list(range(40))


@pytest.mark.parametrize("t", [1, 2, 3, 7])
def test_letra_value_is_n_mod_t_plus_1(t):
    assert gk.Letra(t).grundy_sequence(60) == [n % (t + 1) for n in range(60)]


def test_relative_prime_table_of_the_article_to_20():
    printed = [0, 1, 0, 2, 0, 3, 0, 4, 0, 2, 0, 5, 0, 6, 0, 2, 0, 7, 0, 8, 0]
    assert gk.RelativePrime().grundy_sequence(21) == printed


def test_relative_prime_fast_engine_agrees_with_the_mex_rule_over_sets():
    assert relative_prime_values(600).tolist() == brute_force_sequence(lambda n, k: gcd(n, k) == 1, 600)
    assert relative_prime_values(3000, "python").tolist() == relative_prime_values(3000, "numba").tolist()


@pytest.mark.slow
def test_relative_prime_values_come_in_chunks_with_progress_to_the_end():
    seen = []
    values = relative_prime_values(20_000, progress=lambda done, total: seen.append((done, total)))
    assert len(seen) > 1 and seen[-1] == (20_000, 20_000)
    assert [done for done, _ in seen] == sorted({done for done, _ in seen})     # forwards, never twice
    assert values.tolist() == relative_prime_values(20_000, "python", progress=False).tolist()


def test_an_interrupted_relative_prime_table_leaves_the_game_right():
    game = gk.RelativePrime()
    before = game.grundy_sequence(100)

    def stop(done, total):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        game.grundy_sequence(5000, progress=stop)
    assert game.grundy_sequence(100) == before
    assert game.grundy_sequence(5000) == relative_prime_values(5000, "python").tolist()


def test_relative_prime_least_prime_factor_rule_to_20000():
    values = gk.RelativePrime().grundy_sequence(20000)
    primes = [p for p in range(2, 20000) if least_prime_factor(p) == p]
    index = {p: i + 1 for i, p in enumerate(primes)}
    for n, v in enumerate(values):
        if n % 2 == 0:
            expected = 0
        elif n == 1:
            expected = 1
        else:
            expected = index[least_prime_factor(n)]
        assert v == expected, n


def test_first_player_wins_relative_prime_iff_n_is_odd():
    rp = gk.RelativePrime()
    assert all((rp.outcome(n) == "N") == (n % 2 == 1) for n in range(300))


@given(subtraction_sets(9, max_size=4))
def test_takeaway_with_a_set_rule_is_the_subtraction_game(ks):
    takeaway = gk.TakeAway(lambda n, k: k in ks)
    assert takeaway.grundy_sequence(50) == gk.SubtractionGame(ks).grundy_sequence(50)


@given(st.integers(2, 6))
def test_takeaway_agrees_with_brute_force(d):
    rule = lambda n, k: (n + k) % d != 0  # noqa: E731
    assert gk.TakeAway(rule).grundy_sequence(60) == brute_force_sequence(rule, 60)


def test_prime_index_counts_2_as_the_first_prime():
    assert [prime_index(p) for p in (2, 3, 5, 7, 11)] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("call, message", [
    (lambda: gk.Bachet(0), "positive integer"),
    (lambda: gk.Letra(-1), "positive integer"),
    (lambda: gk.TakeAway(3), "function"),
    (lambda: gk.RelativePrime().grundy(-2), "negative"),
    (lambda: relative_prime_values(10, "gpu"), "engine"),
    (lambda: least_prime_factor(1), "no prime factor"),
    (lambda: prime_index(9), "not a prime"),
])
def test_bad_input_is_named(call, message):
    with pytest.raises((ValueError, TypeError), match=message):
        call()


# ---------------------------------------------------------------- Bash
def test_bash_values_are_n_mod_m_plus_one_not_the_literal_reading_of_x_mod_m_plus_1():
    for m in range(1, 12):
        values = gk.Bash(m).grundy_sequence(200)
        assert values == [n % (m + 1) for n in range(200)]
        assert values != [n % m + 1 for n in range(200)]       # "SG(x) = x mod m+1" read literally
    assert gk.Bash is gk.Bachet



@pytest.mark.slow
def test_relative_prime_rule_equals_the_mex_rule():
    values = relative_prime_values(20_000)          # the mex rule, heap by heap
    assert [relative_prime_rule(n) for n in range(20_000)] == values.tolist()


def test_relative_prime_of_a_huge_heap_is_answered_by_the_rule():
    assert gk.RelativePrime().grundy(10**6) == 0
    assert gk.RelativePrime().grundy(3 * 1_000_003) == 2          # least prime factor 3
    assert gk.RelativePrime().grundy((9, 25, 49)) == 2 ^ 3 ^ 4
