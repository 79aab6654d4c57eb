"""Tables of chapter 4 (misère play): γ and γ^h side by side, Wythoff, nim classes, genus, chomp."""
from __future__ import annotations

from collections.abc import Iterable
from itertools import product

import pandas as pd

from ..chomp import Chomp, chomp_bite
from ..heaps import HeapGame, Nim, SubtractionGame
from ..validation import heap as as_heap
from ..misere import (ferguson_counterexample, ferguson_pairs_counterexample, genus, is_tame,
                      misere_grundy_sequence, nim_position_class, subtraction_sets)
from ..wythoff import wythoff_values
from .boards import board_frame, board_table
from .compare import compare_grids
from .core import sequence_table, style_p_positions

__all__ = ["misere_subtraction_frame", "misere_subtraction_table", "wythoff_table", "wythoff_comparison",
           "nim_classes_frame", "ferguson_frame", "genus_frame", "chomp_frame"]

NIM_CLASSES = ("big", "transitional", "small")


def misere_subtraction_frame(subtraction_set: Iterable[int], length: int = 18) -> pd.DataFrame:
    """Return the slides' table for a subtraction set: columns n, rows γ(n) and γ^h(n).

    >>> misere_subtraction_frame({2, 6}, 6)
    n        0  1  2  3  4  5
    γ(n)     0  0  1  1  0  0
    γ^h(n)   1  1  0  0  1  1
    """
    game = SubtractionGame(subtraction_set)
    length = as_heap(length)
    normal = sequence_table(game.grundy_sequence(length), label="γ(n)")
    misere = sequence_table(misere_grundy_sequence(game, length), label="γ^h(n)")
    return pd.concat([normal, misere])


def misere_subtraction_table(subtraction_set: Iterable[int], length: int = 18) -> "pd.io.formats.style.Styler":
    """Return :func:`misere_subtraction_frame` with the zeros of each row (its P-positions) in green.

    >>> misere_subtraction_table({2, 5}, 8).data.loc["γ^h(n)"].tolist()
    [1, 1, 0, 0, 1, 2, 0, 1]
    """
    frame = misere_subtraction_frame(subtraction_set, length)
    return style_p_positions(frame, key=("misere-subtraction", tuple(sorted(set(subtraction_set)))))


def wythoff_table(size: int = 6, misere: bool = False) -> "pd.io.formats.style.Styler":
    """Return the size × size table of Wythoff γ (or γ^h) as the slides print it: (0, 0) bottom-left.

    >>> wythoff_table(6, misere=True).data.loc[0].tolist()
    [1, 0, 2, 3, 4, 5]
    """
    values = wythoff_values(size, misere=misere)
    return board_table(values, corner="bottom-left")


def wythoff_comparison(printed: list[list[int]], misere: bool = False) -> "pd.io.formats.style.Styler":
    """Return the computed Wythoff table in the printed layout, cells differing from ``printed`` in red.

    ``printed`` is transcribed row by row from the top, as on the slide ((0, 0) bottom-left).

    >>> printed = [[2, 0, 1], [1, 2, 0], [0, 1, 2]]
    >>> "→" in wythoff_comparison(printed).to_html()
    False
    """
    rows = len(printed)
    frame = board_frame(wythoff_values(rows, len(printed[0]), misere=misere), corner="bottom-left")
    return compare_grids(printed, frame, key=("wythoff", misere))


def nim_classes_frame(heaps: int = 3, largest: int = 7) -> pd.DataFrame:
    """Return, by brute force over every nim position of ``heaps`` heaps ≤ ``largest``, the counts
    of positions per class and outcome, in normal and in misère play.

    The misère column uses the tantrum game (not the rule); compare with :func:`misere_nim_outcome`.

    >>> nim_classes_frame(2, 3).loc["transitional"].tolist()
    [8, 0, 8, 0, 8]
    """
    nim = Nim()
    tantrum = nim.misere()
    counts = {c: [0, 0, 0, 0, 0] for c in NIM_CLASSES}
    for p in product(range(as_heap(largest) + 1), repeat=as_heap(heaps)):
        row = counts[nim_position_class(p)]
        row[0] += 1
        row[1 if nim.outcome(p) == "P" else 2] += 1
        row[3 if tantrum.outcome(p) == "P" else 4] += 1
    columns = pd.MultiIndex.from_tuples([("", "positions"), ("normal", "P"), ("normal", "N"),
                                         ("misère", "P"), ("misère", "N")])
    return pd.DataFrame([counts[c] for c in NIM_CLASSES], index=pd.Index(NIM_CLASSES, name="class"),
                        columns=columns)


def ferguson_frame(largest: int = 10, length: int = 200) -> pd.DataFrame:
    """Return a one-row summary of the pairs lemma and Ferguson's theorem on every subtraction set
    with elements in 1..largest, for heaps below ``length``: sets checked and counterexamples.

    >>> ferguson_frame(4, 40).iloc[0].tolist()
    [15, 40, 0, 0]
    """
    sets = list(subtraction_sets(largest))
    lemma = sum(ferguson_pairs_counterexample(k, length) is not None for k in sets)
    theorem = sum(ferguson_counterexample(k, length) is not None for k in sets)
    return pd.DataFrame([[len(sets), as_heap(length), lemma, theorem]],
                        index=[f"max element ≤ {largest}"],
                        columns=["subtraction sets", "heaps per set", "pairs lemma fails", "theorem fails"])


def genus_frame(game: HeapGame, length: int = 12) -> pd.DataFrame:
    """Return, for single heaps n < ``length``: γ, γ^h, Conway's genus and whether the heap is tame.

    >>> from gamekit import Kayles
    >>> genus_frame(Kayles, 4)["genus"].tolist()
    ['0^120', '1^031', '2^20', '3^31']
    """
    if not isinstance(game, HeapGame):
        raise ValueError(f"genus_frame needs a heap game, got {game!r}")
    rows = []
    for n in range(as_heap(length)):
        g = genus(game, (n,))
        rows.append([g.normal, g.misere[0], str(g), "tame" if is_tame(game, (n,)) else "wild"])
    return pd.DataFrame(rows, index=pd.Index(range(len(rows)), name="n"),
                        columns=["γ", "γ^h", "genus", "tame?"])


def chomp_frame(rows: int = 5, cols: int = 7) -> pd.DataFrame:
    """Return, for every m × n bar (m ≤ rows, n ≤ cols), the winning first bites of Chomp.

    A cell lists the squares (row, column) of the bites that win, or "—" for the 1 × 1 bar,
    which is lost (the only bite is the poison).

    >>> chomp_frame(2, 3)
    columns       1       2       3
    rows
    1             —  (0, 1)  (0, 1)
    2        (1, 0)  (1, 1)  (1, 2)
    """
    tantrum = Chomp().misere()
    table = []
    for m in range(1, as_heap(rows) + 1):
        line = []
        for n in range(1, as_heap(cols) + 1):
            board = Chomp.board(m, n)
            bites = [chomp_bite(board, q) for q in tantrum.winning_moves(board)]
            line.append(" ".join(str(b) for b in bites) if bites else "—")
        table.append(line)
    return pd.DataFrame(table, index=pd.Index(range(1, as_heap(rows) + 1), name="rows"),
                        columns=pd.Index(range(1, as_heap(cols) + 1), name="columns"))
