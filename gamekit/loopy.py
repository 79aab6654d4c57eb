"""Loopy games: directed graphs with cycles, draws, and Smith's generalised Sprague–Grundy function.

In a game whose play can go round a cycle, some positions get no ordinary Grundy number.
C. A. B. Smith's generalised function γ gives every position either a finite value (an ``int``)
or an infinite value ∞_K, where K is the set of finite values among its followers
(:class:`Infinite`, printed like ``∞{0,2}``).  Theorem 6 of the article: the player to move
wins exactly when some follower has value 0, loses exactly when the position has value 0, and
otherwise the game is a draw.

The concepts live in their own modules and are re-exported here, so ``gamekit.loopy`` keeps
every name it had: :mod:`gamekit.infinite` (the value ∞_K, :func:`smith_sum`),
:mod:`gamekit.csr` (the engines on a graph in compressed sparse row form),
:mod:`gamekit.graphgame` (:class:`GraphGame`) and :mod:`gamekit.dugo` (the article's map).

Two independent engines work on the graph in compressed sparse row (CSR) form:

* :func:`generalised_grundy` — Smith's labelling algorithm, one stage per value m = 0, 1, 2, …;
* :func:`retrograde` — the outcomes P/N/D and the remoteness by counting unresolved followers
  (linear time).

Both run compiled with numba when it is installed, and otherwise as plain Python over lists,
with identical results (the same source code runs either way).

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [2] Smith, C. A. B. (1966). "Graphs and composite games". *Journal of Combinatorial Theory* 1, 51–81.
"""
from __future__ import annotations

from ._jit import HAVE_NUMBA
from .csr import generalised_grundy, retrograde
from .dugo import DUGO_ROADS, DUGO_TOWNS, dugo
from .graphgame import GraphGame, NumberingStep, random_graph
from .infinite import Infinite, smith_sum

__all__ = ["Infinite", "GraphGame", "NumberingStep", "smith_sum", "generalised_grundy",
           "retrograde", "random_graph", "DUGO_ROADS", "DUGO_TOWNS", "dugo", "HAS_NUMBA"]

HAS_NUMBA = HAVE_NUMBA   # the old name of gamekit._jit.HAVE_NUMBA, kept as an alias
