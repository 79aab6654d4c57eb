"""Nim: Bouton's game, its positions by the nim-sum rule, and misère nim.

The game itself is :class:`Nim` (a heap game whose heaps stay in place); the nim-sum ⊕ is
:func:`gamekit.nim_sum` (in :mod:`gamekit.theory.arithmetic`).  This module lays out a nim position with the
candidate move of every heap, lists the winning moves by Bouton's rule without searching, and
solves misère nim: the classes big / transitional / small, the outcome rule and the winning
moves.  The tests compare every rule here with a search of the game.

References
----------
.. [1] Bouton, C. L. (1902). "Nim, a game with a complete mathematical theory".
   *Annals of Mathematics* 3, 35–39.
.. [2] *Nim-összeadás, játékok összege* (Nim-addition, sums of games), lecture slides of the course.
.. [3] *Betli játékok* (Misère games), lecture slides of the course.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import reduce
from operator import xor

from gamekit.core.language import N_
from gamekit.core.limits import sequence_length
from gamekit.core.validation import heap_position
from gamekit.core.validation import heaps as as_heaps
from gamekit.games.heaps.heap import HeapGame
from gamekit.theory.arithmetic import nim_sum

__all__ = ["Nim", "CandidateMove", "nim_candidates", "nim_winning_moves",
           "nim_position_class", "misere_nim_outcome", "misere_nim_move", "misere_nim_winning_moves",
           "misere_nim_solution"]


@dataclass(frozen=True)
class CandidateMove:
    """The candidate move of one heap: change heap ``index`` from ``size`` to ``target`` = size ⊕ s.

    It is a move only when ``target < size`` (``legal``); then ``position`` is where it leads,
    a P-position.  Otherwise ``position`` is what the "move" would need (a heap growing).
    """

    index: int
    size: int
    target: int
    legal: bool
    position: tuple[int, ...]


def nim_candidates(heaps: Sequence[int]) -> list[CandidateMove]:
    """Return, for each heap x, the candidate x' = s ⊕ x (s the nim-sum) and whether x' < x.

    From an N-position (s ≠ 0) the legal candidates are exactly the winning moves; they are
    the heaps with a 1 at the highest place value of s.  At a P-position (s = 0) every
    candidate is the heap itself, so none is a move.

    See also: :func:`nim_winning_moves`, :func:`misere_nim_winning_moves`.

    >>> [(c.target, c.legal) for c in nim_candidates((13, 42, 30, 43))]
    [(31, False), (56, False), (12, True), (57, False)]
    """
    heaps = as_heaps(heaps, N_("a nim position"), empty=False)
    s = nim_sum(*heaps)
    return [CandidateMove(i, x, x ^ s, (x ^ s) < x, heaps[:i] + (x ^ s,) + heaps[i + 1:])
            for i, x in enumerate(heaps)]


def nim_winning_moves(heaps: Sequence[int]) -> list[tuple[int, ...]]:
    """Return the winning moves of a nim position by the nim-sum rule (the legal candidates).

    The same rule as ``gk.Nim().winning_moves(heaps)``; the tests compare both with a search of
    every move.

    See also: :func:`nim_candidates`, :func:`misere_nim_winning_moves`.

    >>> nim_winning_moves((13, 42, 30, 43))
    [(13, 42, 12, 43)]
    """
    return [c.position for c in nim_candidates(heaps) if c.legal]


def nim_position_class(heaps: Iterable[int] | int) -> str:
    """Return the class of a nim position: ``"big"``, ``"transitional"`` or ``"small"``.

    big: at least two heaps with at least 2; transitional: exactly one; small: every heap ≤ 1.

    See also: :func:`misere_nim_outcome`, :func:`misere_nim_move`.

    >>> nim_position_class((3, 2, 1)), nim_position_class((0, 1, 7)), nim_position_class((1, 1, 0))
    ('big', 'transitional', 'small')
    """
    large = sum(1 for h in heap_position(heaps) if h >= 2)
    return "big" if large >= 2 else "transitional" if large == 1 else "small"


def misere_nim_outcome(heaps: Iterable[int] | int) -> str:
    """Return the misère nim outcome by Bouton's rule, ``"P"`` or ``"N"``.

    A small position is P exactly when it has an odd number of 1s; any other position is P
    exactly when its nim-sum is 0 (so transitional positions are all N).

    See also: :func:`nim_position_class`, :func:`misere_nim_move`, :func:`misere_nim_winning_moves`.

    >>> misere_nim_outcome((1, 1, 1)), misere_nim_outcome((2, 2)), misere_nim_outcome((0, 0))
    ('P', 'P', 'N')
    """
    heaps = heap_position(heaps)
    if nim_position_class(heaps) == "small":
        return "P" if sum(heaps) % 2 == 1 else "N"
    return "P" if reduce(xor, heaps, 0) == 0 else "N"


def misere_nim_winning_moves(heaps: Iterable[int] | int) -> list[tuple[int, ...]]:
    """Return every winning move of misère nim from ``heaps`` (heaps stay in place), by the rule.

    See also: :func:`misere_nim_move`, :func:`nim_winning_moves`.

    >>> misere_nim_winning_moves((2, 1, 1)), misere_nim_winning_moves((3, 2, 1))
    ([(1, 1, 1)], [])
    """
    heaps = heap_position(heaps)
    if nim_position_class(heaps) == "big":
        # Every option of a big position is big or transitional (one heap changes), and a
        # transitional position is N: so the winning moves are those to nim-sum 0, one per heap
        # whose target heaps[i] ^ s is smaller (the tests compare this with trying every move).
        s = reduce(xor, heaps, 0)
        found = []
        for i, h in enumerate(heaps):
            q = heaps[:i] + (h ^ s,) + heaps[i + 1:]
            if s and h ^ s < h and nim_position_class(q) == "big":
                found.append(q)
        return found
    candidates = []                       # transitional or small: the big heap goes to 0 or 1, or a 1 goes
    for i, h in enumerate(heaps):
        targets = range(h) if h <= 1 else (0, 1)
        candidates.extend(heaps[:i] + (k,) + heaps[i + 1:] for k in targets)
    return [q for q in candidates if misere_nim_outcome(q) == "P"]


def misere_nim_move(heaps: Iterable[int] | int) -> tuple[int, ...] | None:
    """Return a winning misère nim move from ``heaps``, or ``None`` if no move wins.

    The slides' corollary: play normal nim (move to nim-sum 0), except when the move would leave
    a small position: then leave an odd number of 1s [1]_.

    Parameters
    ----------
    heaps : iterable of int or int
        A nim position, a row of heap sizes such as ``(5, 1, 1)``, or one heap.

    Returns
    -------
    tuple of int or None
        The position after a winning move (the heaps in place); ``None`` at a P-position, and at
        the terminal position, where the player to move has already won.

    Raises
    ------
    TypeError
        If ``heaps`` is not a row of whole numbers.
    ValueError
        If a heap is negative.

    See Also
    --------
    misere_nim_winning_moves : every winning misère move.
    misere_nim_outcome : P or N in misère nim.
    nim_winning_moves : the winning moves of normal nim.

    References
    ----------
    .. [1] Bouton, C. L. (1902). "Nim, a game with a complete mathematical theory".
       *Annals of Mathematics* 3, 35–39.

    Examples
    --------
    >>> misere_nim_move((13, 42, 30, 43)), misere_nim_move((5, 1, 1)), misere_nim_move((5, 1, 0))
    ((13, 42, 12, 43), (1, 1, 1), (0, 1, 0))
    """
    heaps = heap_position(heaps)
    kind = nim_position_class(heaps)
    if kind == "small":
        if sum(heaps) % 2 == 1 or not any(heaps):
            return None
        i = heaps.index(1)
        return heaps[:i] + (0,) + heaps[i + 1:]
    if kind == "transitional":
        i = next(j for j, h in enumerate(heaps) if h >= 2)
        ones = sum(1 for h in heaps if h == 1)
        return heaps[:i] + (0 if ones % 2 == 1 else 1,) + heaps[i + 1:]
    s = reduce(xor, heaps, 0)
    if s == 0:
        return None
    i = next(j for j, h in enumerate(heaps) if h ^ s < h)
    return heaps[:i] + (heaps[i] ^ s,) + heaps[i + 1:]


def misere_nim_solution(heaps: Iterable[int] | int, *, max_heaps: int = 4, max_heap: int = 12
                        ) -> tuple[str, list[tuple[int, ...]]]:
    """Return the misère outcome of a nim position and its winning moves, searched or by the rule.

    A position of at most ``max_heaps`` heaps of at most ``max_heap`` tokens is solved by
    searching its tantrum game (``Nim().misere()``), which checks the rule on every position a
    reader tries; a larger one by Bouton's rule (:func:`misere_nim_outcome`,
    :func:`misere_nim_winning_moves`), which the tests check against the search.  At the
    terminal position the search lists the tantrum game's end :data:`gamekit.TANTRUM_END` as the move
    (the player to move has already won).

    >>> misere_nim_solution((1, 1, 2))
    ('N', [(1, 1, 1)])
    >>> misere_nim_solution((30, 20, 10, 5, 1))
    ('N', [(26, 20, 10, 5, 1), (30, 16, 10, 5, 1), (30, 20, 10, 1, 1)])

    See also: :func:`misere_nim_move` (the strategy's single move), :func:`nim_position_class`.
    """
    heaps = heap_position(heaps)
    if len(heaps) <= max_heaps and max(heaps, default=0) <= max_heap:
        tantrum = Nim().misere()
        # every move with the heaps in place (Tantrum.winning_moves lists one per canonical position)
        moves = [q for q in tantrum.moves(heaps) if tantrum.outcome(q) == "P"]
        return tantrum.outcome(heaps), moves
    return misere_nim_outcome(heaps), misere_nim_winning_moves(heaps)


_NIM = N_("Nim")     # the name a board and a table say, marked for the catalog (NIM in the sources)


class Nim(HeapGame):
    """k-heap nim as in the slides: positions in ℕ₀ᵏ, a move lowers one heap in place.

    A position is a row of heap sizes such as ``(3, 5, 7)``; the heaps keep their places (a heap
    emptied stays as 0).  γ of a position is the nim-sum of its heaps, so it is a P-position
    exactly when that nim-sum is 0 (Bouton's theorem [1]_), and the winning moves are found by
    that rule without a search.

    Parameters
    ----------
    name : str, optional
        The name the game is shown by; "Nim" if none.

    See Also
    --------
    gamekit.theory.arithmetic.nim_sum : ⊕, the rule.
    nim_candidates : each heap's candidate move, as the slides lay it out.
    misere_nim_outcome : misère nim, by Bouton's misère rule.

    References
    ----------
    .. [1] Bouton, C. L. (1902). "Nim, a game with a complete mathematical theory".
       *Annals of Mathematics* 3, 35–39.

    Examples
    --------
    >>> Nim().winning_moves((13, 42, 30, 43))
    [(13, 42, 12, 43)]
    >>> Nim().grundy((6, 5)), Nim().outcome((3, 3))
    (3, 'P')
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)

    def heap_options(self, n: int) -> Iterable[tuple[int, ...]]:
        return [(k,) if k else () for k in range(n)]

    def moves(self, position: object) -> Iterable[tuple[int, ...]]:
        position = self.position(position)
        for i, h in enumerate(position):
            for k in range(h):
                yield position[:i] + (k,) + position[i + 1:]

    def grundy_sequence(self, n: int) -> list[int]:
        # The options of a heap of m are the heaps 0..m-1, whose values are 0..m-1 by
        # induction, so γ(m) = mex{0..m-1} = m (tests check this against the mex rule).
        return list(range(sequence_length(n, bytes_per_value=36)))

    def grundy(self, position: object) -> int:
        """Return γ of a nim position: the nim-sum of its heaps (each heap of n is worth n).

        >>> Nim().grundy((13, 42, 30, 43)), Nim().grundy(10**30)
        (18, 1000000000000000000000000000000)
        """
        return nim_sum(*self.position(position))

    def winning_moves(self, position: object) -> list[tuple[int, ...]]:
        """Return the winning moves of a nim position: each heap h with h ⊕ s < h goes to h ⊕ s (s the nim-sum).

        Bouton's rule gives them without trying every move, so huge heaps cost nothing (the
        tests compare it with the options search on small positions).

        >>> Nim().winning_moves((10**9, 3))
        [(3, 3)]
        """
        position = self.position(position)
        s = nim_sum(*position)
        return [position[:i] + (h ^ s,) + position[i + 1:] for i, h in enumerate(position) if h ^ s < h]
