"""Primes for RELATÍV PRÍM: the exact primality test, the least prime factor and π(x) against a sieve."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import gamekit as gk
from gamekit.theory.primes import PRIME_COUNT_LIMIT, is_prime, least_prime_factor, prime_count

N = 100_000
_SIEVE = np.ones(N + 1, dtype=bool)
_SIEVE[:2] = False
for _q in range(2, 317):
    if _SIEVE[_q]:
        _SIEVE[_q * _q::_q] = False
_PI = np.cumsum(_SIEVE)


def test_prime_count_agrees_with_the_sieve_up_to_100000():
    assert [prime_count(x, progress=False) for x in range(3000)] == _PI[:3000].tolist()
    assert prime_count(N) == _PI[N] == 9592


@given(st.integers(2, N))
def test_least_prime_factor_is_the_first_prime_that_divides(n):
    p = least_prime_factor(n)
    assert _SIEVE[p] and n % p == 0 and not any(n % q == 0 for q in range(2, min(p, 400)))
    assert is_prime(n) == _SIEVE[n]


def test_the_textbook_counts_of_primes():
    """π(10⁹) = 50 847 534 and π(10¹⁰) = 455 052 511 (Legendre's tables, checked by Meissel and Lehmer)."""
    assert prime_count(10**9) == 50_847_534
    assert prime_count(10**10) == 455_052_511


def test_mersenne_and_fermat_numbers():
    assert is_prime(2**61 - 1) and is_prime(2**31 - 1) and not is_prime(2**67 - 1)
    assert least_prime_factor(2**67 - 1) == 193_707_721            # Cole, 1903
    assert least_prime_factor(2**64 + 1) == 274_177                # Landry, 1880: F₆
    assert is_prime(3_215_031_751) is False                         # strong pseudoprime to 2, 3, 5, 7


def test_a_product_of_two_large_primes_is_split():
    p, q = 500_000_000_023, 500000000033
    assert is_prime(p) and is_prime(q)
    assert least_prime_factor(p * q) == p


def test_relative_prime_of_a_huge_heap_answers_or_names_the_limit():
    assert gk.RelativePrime().grundy(3 * (2**61 - 1)) == 2
    assert gk.RelativePrime().grundy(2**31 - 1) == 105_097_565
    with pytest.raises(ValueError, match="limited to 10¹²"):
        gk.RelativePrime().grundy(2**61 - 1)
    with pytest.raises(ValueError, match="limited to numbers below"):
        least_prime_factor((2**61 - 1) * (2**31 - 1))
    with pytest.raises(ValueError, match="limited to numbers below"):
        is_prime((2**61 - 1) * (2**31 - 1))
    with pytest.raises(ValueError, match="limited to 10¹²"):
        prime_count(PRIME_COUNT_LIMIT + 1)
