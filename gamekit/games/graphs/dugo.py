"""DUGÓ, the article's loopy game: one car on a road map; whoever drives it into the dead end C wins.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
"""
from __future__ import annotations

from gamekit.games.graphs.graph import GraphGame

__all__ = ["DUGO_ROADS", "DUGO_TOWNS", "dugo"]

#: The five town names the article gives; the other letters are only letters in the text.
DUGO_TOWNS = {"A": "Abádszalók", "C": "Cibakháza", "I": "Ipafa", "M": "Muraszemenye",
              "N": "Nagyatád", "P": "Putnok"}

#: The road map of DUGÓ (7. and 14. ábra), **reconstructed**: the figure is not in the text.
#: Roads the text states: D→B, D→E, B→C, B→E, E→C, E→H, H→G, G→D, K→G, A→B and the cycle
#: M→I→N→M; C is the only dead end.  The other roads were chosen (by a search over maps) so that
#: every value, every numbering step and every winning move the text states comes out, and the
#: move P→N of TRIDUGÓ finishes sooner than A→B (checked in tests/theory/test_infinite.py and the notebook).
DUGO_ROADS: dict[str, list[str]] = {
    "A": ["B", "K"],
    "B": ["C", "E"],
    "C": [],
    "D": ["B", "E"],
    "E": ["C", "H"],
    "F": ["E", "C"],
    "G": ["D"],
    "H": ["G", "F", "D"],
    "I": ["N", "E", "J"],
    "J": ["F", "A"],
    "K": ["G"],
    "L": ["C", "G", "H"],
    "M": ["I", "B"],
    "N": ["M", "F"],
    "P": ["N", "K"],
}


def dugo() -> GraphGame:
    """Return DUGÓ: one car on the (reconstructed) road map; whoever drives it into C wins.

    >>> g = dugo()
    >>> g.grundy("M"), g.outcome("M"), g.grundy("C")
    (0, 'P', 0)
    """
    return GraphGame(DUGO_ROADS, name="DUGÓ")
