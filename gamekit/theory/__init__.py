"""Games in general: what holds for every impartial game, whatever its rules.

- :mod:`~gamekit.theory.arithmetic` — :func:`~gamekit.mex` and :func:`~gamekit.nim_sum`;
- :mod:`~gamekit.theory.game` — :class:`~gamekit.Game` (positions, moves, γ, outcomes), sums and
  the tantrum game of misère play;
- :mod:`~gamekit.theory.nimbers`, :mod:`~gamekit.theory.nimfield` — nim addition and the nim field;
- :mod:`~gamekit.theory.misere` — misère outcomes, Conway's genus, tame games, the Anti-SG theorem;
- :mod:`~gamekit.theory.everysg` — remoteness, suspense, Every-SG and conjunctive sums;
- :mod:`~gamekit.theory.infinite` — Smith's infinite values of loopy games.

Nothing here knows a particular game: the games of :mod:`gamekit.games` build on it.
"""
