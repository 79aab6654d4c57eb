"""Random games for property tests: hypothesis strategies, and a plain minimax search to check against.

The strategies build the random games the tests and the notebooks check theorems on: finite games
as directed acyclic graphs, directed graphs with cycles (loopy games), rows of heaps, subtraction
sets and octal codes.  :func:`minimax_wins` decides a small finite game by searching every play,
independently of the Sprague–Grundy machinery it is used to check.

hypothesis is imported when a strategy is built, not when this module is, so ``import gamekit``
works without it (``pip install "gamekit[test]"`` brings it).

>>> from hypothesis import find
>>> find(random_dags(), lambda edges: len(edges) == 3)    # the simplest game with three positions
{0: [], 1: [], 2: []}
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # used only in annotations
    from hypothesis.strategies import SearchStrategy

    from gamekit.theory.game import Game

__all__ = ["cell_styles", "random_dags", "random_graphs", "heap_positions", "subtraction_sets", "octal_codes",
           "minimax_wins"]


def _strategies():
    """Return ``hypothesis.strategies``, or raise ``ImportError`` saying how to install it."""
    try:
        from hypothesis import strategies
    except ImportError as error:
        raise ImportError('gamekit.testing needs hypothesis: pip install "gamekit[test]"') from error
    return strategies


def random_dags(max_nodes: int = 12) -> SearchStrategy[dict[int, list[int]]]:
    """Return a strategy for finite games ``{node: [options]}`` on nodes 0..n−1, n ≤ ``max_nodes``.

    Every edge goes to a smaller node, so every play ends: ``gk.Game(edges.__getitem__)`` is a
    finite impartial game.

    See also: :func:`random_graphs` (cycles allowed), :func:`minimax_wins`.

    >>> from hypothesis import find
    >>> find(random_dags(4), lambda edges: edges[len(edges) - 1] == [0])
    {0: [], 1: [0]}
    """
    st = _strategies()

    @st.composite
    def dags(draw: Any) -> dict[int, list[int]]:
        n = draw(st.integers(1, max_nodes))
        return {i: sorted(draw(st.sets(st.integers(0, i - 1), max_size=i)) if i else []) for i in range(n)}

    return dags()


def random_graphs(max_nodes: int = 9) -> SearchStrategy[dict[int, list[int]]]:
    """Return a strategy for directed graphs ``{node: [followers]}``, cycles and self-loops allowed.

    Each node has at most three followers; ``gk.GraphGame(edges)`` plays them as loopy games.

    See also: :func:`random_dags`, :class:`gamekit.GraphGame`.

    >>> from hypothesis import find
    >>> find(random_graphs(), lambda edges: 0 in edges[0])    # a self-loop
    {0: [0]}
    """
    st = _strategies()

    @st.composite
    def graphs(draw: Any) -> dict[int, list[int]]:
        n = draw(st.integers(1, max_nodes))
        return {i: sorted(draw(st.sets(st.integers(0, n - 1), max_size=3))) for i in range(n)}

    return graphs()


def heap_positions(max_heap: int, max_heaps: int = 4, min_heaps: int = 1) -> SearchStrategy[list[int]]:
    """Return a strategy for rows of ``min_heaps``..``max_heaps`` heaps of sizes 0..``max_heap``.

    See also: :func:`subtraction_sets`, :func:`gamekit.core.validation.heap_position`.

    >>> from hypothesis import find
    >>> find(heap_positions(9, max_heaps=3), lambda heaps: sum(heaps) >= 5)
    [5]
    """
    st = _strategies()
    return st.lists(st.integers(0, max_heap), min_size=min_heaps, max_size=max_heaps)


def subtraction_sets(max_take: int, max_size: int | None = None) -> SearchStrategy[set[int]]:
    """Return a strategy for non-empty subtraction sets with elements 1..``max_take``.

    See also: :class:`gamekit.SubtractionGame`, :func:`heap_positions`.

    >>> from hypothesis import find
    >>> find(subtraction_sets(6), lambda ks: len(ks) == 2)
    {1, 2}
    """
    st = _strategies()
    return st.sets(st.integers(1, max_take), min_size=1, max_size=max_size)


def octal_codes(max_digits: int = 4) -> SearchStrategy[str]:
    """Return a strategy for octal codes ``"0.d₁…dₖ"`` or ``"4.d₁…dₖ"`` with 1..``max_digits`` digits.

    See also: :class:`gamekit.OctalGame`.

    >>> from hypothesis import find
    >>> find(octal_codes(), lambda code: code.endswith("7"))
    '0.7'
    """
    st = _strategies()
    return st.builds(lambda lead, digits: ("4" if lead else "0") + "." + "".join(map(str, digits)),
                     st.booleans(), st.lists(st.integers(0, 7), min_size=1, max_size=max_digits))


def minimax_wins(game: Game, position: object, misere: bool = False) -> bool:
    """Return whether the player to move wins from ``position``, by searching every play.

    In normal play the player who cannot move loses; with ``misere=True`` that player wins.  The
    search knows nothing of Grundy values, so it checks them independently; it recurses, so it is
    meant for small games.

    See also: :meth:`gamekit.Game.outcome`, :meth:`gamekit.Game.misere`.

    >>> import gamekit as gk
    >>> minimax_wins(gk.SubtractionGame({1, 2}), 3), minimax_wins(gk.Nim(), (1, 1, 1), misere=True)
    (False, False)
    """
    @lru_cache(maxsize=None)
    def wins(p: object) -> bool:
        options = list(game.moves(p))
        if not options:
            return misere          # normal play: no move, you lose; misère: you win
        return any(not wins(q) for q in options)

    return wins(position)


def cell_styles(styler: Any) -> dict[tuple[int, int], list[tuple[str, str]]]:
    """Return the CSS of every styled cell of a pandas Styler, read from its HTML: {(row, col): [(property, value)]}.

    It reads what a browser would receive, so a test of a table's colours checks the page itself.

    See also: :mod:`gamekit.tables`.

    >>> import pandas as pd
    >>> styler = pd.DataFrame([[0, 1]]).style.map(lambda v: "color: red" if v else "")
    >>> cell_styles(styler)
    {(0, 1): [('color', 'red')]}
    """
    import re

    styles: dict[tuple[int, int], list[tuple[str, str]]] = {}
    css = "".join(re.findall(r"<style[^>]*>(.*?)</style>", styler.to_html(), flags=re.S))
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        props = [tuple(part.strip() for part in item.split(":", 1)) for item in body.split(";") if ":" in item]
        for row, col in re.findall(r"_row(\d+)_col(\d+)\b", selectors):
            styles.setdefault((int(row), int(col)), []).extend(props)
    return dict(sorted(styles.items()))
