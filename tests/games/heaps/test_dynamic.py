"""Dynamic subtraction (from the Chinese summary): 1-dynamic, Fibonacci nim, and the corrected k-dynamic recurrence."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

import gamekit as gk
from gamekit.games.heaps.dynamic import dynamic_play
from gamekit.games.heaps.dynamic import DynamicSubtraction, dynamic_p_heaps


def brute_p_heaps(bound, n):
    """Starting heaps 1..n that are P-positions, read off the rules' outcome table."""
    table = DynamicSubtraction(bound).outcome_table(n)
    return [h for h in range(1, n + 1) if table[h, h - 1]]


BOUNDS = {
    "k=1": 1, "k=2": 2, "k=3": 3, "k=4": 4, "k=5": 5, "k=7": 7,
    "f(t)=t+1": lambda t: t + 1, "f(t)=t*t": lambda t: t * t, "f(t)=t//2+1": lambda t: t // 2 + 1,
    "f(t)=1": lambda t: 1, "f(t)=0": lambda t: 0, "f(t)=3t//2": lambda t: 3 * t // 2,
}


def test_outcome_table_agrees_with_the_mex_engine_on_every_position():
    for k in (1, 2, 3, lambda t: t + 1, lambda t: 1):
        game = DynamicSubtraction(k)
        table = game.outcome_table(30)
        for n in range(31):
            for m in range(n + 1):
                assert table[n, m] == (game.outcome((n, m)) == "P"), (n, m)


def test_one_dynamic_p_heaps_are_the_powers_of_two():
    assert brute_p_heaps(1, 600) == [n for n in range(1, 601) if gk.is_power_of_two(n)]


def test_fibonacci_nim_p_heaps_are_the_fibonacci_numbers():
    assert brute_p_heaps(2, 600) == gk.fibonacci_numbers(600)


@pytest.mark.parametrize("name", list(BOUNDS))
def test_corrected_recurrence_gives_the_p_heaps(name):
    assert dynamic_p_heaps(BOUNDS[name], 400) == brute_p_heaps(BOUNDS[name], 400)


def test_the_recurrence_stops_where_f_falls_below_h():
    # f(t) = 1: after the first move the players take one token each, so 1 and 2 are the only P-heaps
    assert dynamic_p_heaps(lambda t: 1, 10**6) == [1, 2]
    assert brute_p_heaps(lambda t: 1, 60) == [1, 2]


def test_strict_inequality_in_the_recurrence_would_be_wrong():
    # one way to repair the summary's garbled line is to read "f(H_j) > H_i"; it fails already for k = 2
    heaps = [1]
    while heaps[-1] < 100:
        heaps.append(heaps[-1] + next(h for h in heaps if 2 * h > heaps[-1]))
    assert heaps[:4] == [1, 2, 4, 8] and 4 not in brute_p_heaps(2, 100)


@pytest.mark.parametrize("k", [1, 2, 3, 4, 6, lambda t: t * t, lambda t: t + 1])
def test_p_positions_are_those_whose_largest_take_is_below_the_smallest_term(k):
    game = DynamicSubtraction(k)
    table = game.outcome_table(200)
    for n in range(1, 201):
        smallest = game.representation(n)[-1]
        for m in range(n + 1):
            assert table[n, m] == (m < smallest), (n, m)


@given(st.integers(1, 3000), st.integers(1, 6))
def test_winning_take_leads_to_a_p_position(n, k):
    game = DynamicSubtraction(k)
    take = game.winning_take(n)
    if n in game.p_heaps(n):
        assert take is None
    else:
        assert 1 <= take < n
        after = (n - take, game.limit_after(take))
        assert game.winning_take(after) is None
        smallest = game.representation(n - take)[-1] if n - take else None
        assert smallest is None or min(after[1], n - take) < smallest


def test_winning_take_agrees_with_search_when_the_sequence_stops():
    game = DynamicSubtraction(lambda t: t // 2 + 1)
    for n in range(1, 40):
        take = game.winning_take(n)
        wins = [n - q[0] for q in game.moves(n) if game.outcome(q) == "P"]
        assert (take is None) == (not wins) and (take is None or take in wins)


@given(st.integers(0, 10**12))
def test_zeckendorf_terms_are_distinct_non_consecutive_fibonacci_numbers(n):
    terms = gk.zeckendorf(n)
    fibs = gk.fibonacci_numbers(max(n, 1))
    assert sum(terms) == n
    idx = [fibs.index(t) for t in terms]
    assert all(i - j >= 2 for i, j in zip(idx, idx[1:]))


def test_fibonacci_nim_move_is_the_smallest_zeckendorf_term():
    fib = gk.FibonacciNim()
    for n in range(1, 300):
        z = gk.zeckendorf(n)
        assert fib.winning_take(n) == (None if len(z) == 1 else z[-1])


@pytest.mark.parametrize("loser", ["one", "most", 7])
def test_a_play_through_is_won_by_the_player_with_the_winning_move(loser):
    fib = gk.FibonacciNim()
    for n in (2, 10, 20, 33, 100):
        play = dynamic_play(fib, n, loser=loser)
        assert sum(m["take"] for m in play) == n
        assert all(1 <= m["take"] <= m["may take"] for m in play)
        first_wins = fib.outcome(n) == "N"
        assert play[-1]["mover"] == ("first" if first_wins else "second")
        winner_moves = [m for m in play if m["mover"] == play[-1]["mover"]]
        assert all(m["winning"] for m in winner_moves)


def test_bad_input_is_refused():
    with pytest.raises((ValueError, TypeError), match="at least 1"):
        DynamicSubtraction(0)
    with pytest.raises((ValueError, TypeError), match="positive integer k"):
        DynamicSubtraction("two")
    with pytest.raises((ValueError, TypeError), match="found by search for limit ≤ 3,000"):
        dynamic_p_heaps(lambda t: 5 if t < 3 else 3, 10_000)
    with pytest.raises((ValueError, TypeError), match="non-negative integer"):
        DynamicSubtraction(lambda t: -1).moves(5)
    with pytest.raises((ValueError, TypeError)):
        gk.FibonacciNim().position((5, 2, 1))
    with pytest.raises((ValueError, TypeError), match="stop below"):
        DynamicSubtraction(lambda t: 1).representation(10)
    with pytest.raises((ValueError, TypeError), match="loser"):
        dynamic_play(gk.FibonacciNim(), 10, loser="clever")


def test_an_outcome_table_too_large_for_memory_is_refused_up_front():
    with pytest.raises(ValueError, match="outcome table.*would need"):
        gk.FibonacciNim().outcome_table(10**6)


def _p_heaps_by_search(f, limit):
    """Starting heaps that are P-positions, by a plain search of the rules (no theorem, no table)."""
    game = gk.Game(lambda p: [(p[0] - t, min(p[0] - t, f(t))) for t in range(1, p[1] + 1)])
    return [n for n in range(1, limit + 1) if game.outcome((n, n - 1)) == "P"]


def test_a_bound_that_decreases_gives_the_p_heaps_of_the_rules():
    f = {1: 2, 2: 1}.get                                 # f(1) = 2, f(2) = 1, f(t ≥ 3) = 0
    bound = lambda t: f(t, 0)                            # noqa: E731
    assert dynamic_p_heaps(bound, 30) == _p_heaps_by_search(bound, 30) == [1, 2, 3]


@given(st.lists(st.integers(0, 6), min_size=1, max_size=12), st.integers(1, 14))
def test_p_heaps_and_winning_takes_for_any_bound_agree_with_search(values, limit):
    def bound(t):
        return values[(t - 1) % len(values)]

    assert dynamic_p_heaps(bound, limit) == _p_heaps_by_search(bound, limit)
    game = DynamicSubtraction(bound)
    search = gk.Game(lambda p: [(p[0] - t, min(p[0] - t, bound(t))) for t in range(1, p[1] + 1)])
    for n in range(1, limit + 1):
        for m in range(n + 1):
            take = game.winning_take((n, m))
            assert game.outcome((n, m)) == search.outcome((n, m))
            if search.outcome((n, m)) == "N":
                assert take is not None and search.outcome((n - take, min(n - take, bound(take)))) == "P"
            else:
                assert take is None
