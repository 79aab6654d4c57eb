"""Tables of misère play: γ and γʰ side by side, nim classes, Ferguson's theorem, genus."""
from __future__ import annotations

from collections.abc import Iterable
from itertools import product

import pandas as pd

from gamekit.core.language import N_
from gamekit.core.language import gettext as _
from gamekit.core.limits import check_work_size
from gamekit.core.progress import Progress
from gamekit.core.validation import count, given
from gamekit.core.validation import heap as as_heap
from gamekit.games.heaps.heap import HeapGame
from gamekit.games.heaps.nim import Nim, nim_position_class
from gamekit.games.heaps.subtraction import (
    SubtractionGame,
    ferguson_counterexample,
    ferguson_pairs_counterexample,
    misere_grundy_sequence,
    subtraction_sets,
)
from gamekit.tables.core import sequence_table, style_p_positions
from gamekit.theory.game import as_game
from gamekit.theory.misere import genus, is_tame

__all__ = ["misere_subtraction_frame", "misere_subtraction_table", "nim_classes_frame", "ferguson_frame",
           "genus_frame"]


NIM_CLASSES = ("big", "transitional", "small")
MAX_NIM_CLASS_POSITIONS = 1 << 20
"""The most positions :func:`nim_classes_frame` classifies by brute force (2²⁰: about 15 s)."""


def misere_subtraction_frame(subtraction_set: Iterable[int], length: int = 18) -> pd.DataFrame:
    """Return the slides' table for a subtraction set: columns n, rows γ(n) and γʰ(n).

    >>> misere_subtraction_frame({2, 6}, 6)
    n        0  1  2  3  4  5
    γ(n)     0  0  1  1  0  0
    γʰ(n)    1  1  0  0  1  1
    """
    game = SubtractionGame(subtraction_set)
    length = as_heap(length)
    normal = sequence_table(game.grundy_sequence(length), label="γ(n)")
    misere = sequence_table(misere_grundy_sequence(game, length), label="γʰ(n)")
    return pd.concat([normal, misere])


def misere_subtraction_table(subtraction_set: Iterable[int], length: int = 18) -> "pd.io.formats.style.Styler":
    """Return :func:`misere_subtraction_frame` with the zeros of each row (its P-positions) in green.

    >>> misere_subtraction_table({2, 5}, 8).data.loc["γʰ(n)"].tolist()
    [1, 1, 0, 0, 1, 2, 0, 1]
    """
    frame = misere_subtraction_frame(subtraction_set, length)
    return style_p_positions(frame, key=("misere-subtraction", tuple(sorted(set(subtraction_set)))))


def nim_classes_frame(heaps: int = 3, largest: int = 7) -> pd.DataFrame:
    """Return, by brute force over every nim position of ``heaps`` heaps ≤ ``largest``, the counts
    of positions per class and outcome, in normal and in misère play.

    The misère column uses the tantrum game (not the rule); compare with
    :func:`gamekit.games.heaps.nim.misere_nim_outcome`.

    >>> nim_classes_frame(2, 3).loc["transitional"].tolist()
    [8, 0, 8, 0, 8]
    """
    heaps, largest = count(heaps, N_("the number of heaps")), count(largest, N_("the largest heap"))
    total = (largest + 1) ** heaps
    check_work_size(total, MAX_NIM_CLASS_POSITIONS, f"positions of {heaps} heaps ≤ {largest}",
                      "fewer or smaller heaps (5 heaps ≤ 15 are 1,048,576 positions, about 15 s)")
    nim = Nim()
    tantrum = nim.misere()
    counts = {c: [0, 0, 0, 0, 0] for c in NIM_CLASSES}
    with Progress("auto", total, "nim positions classified") as report:
        for i, p in enumerate(product(range(largest + 1), repeat=heaps)):
            if not i & 0xFFF:
                report(i)
            row = counts[nim_position_class(p)]
            row[0] += 1
            row[1 if nim.outcome(p) == "P" else 2] += 1
            row[3 if tantrum.outcome(p) == "P" else 4] += 1
    normal, misere = _("normal"), _("misère")
    columns = pd.MultiIndex.from_tuples([("", _("positions")), (normal, "P"), (normal, "N"),
                                         (misere, "P"), (misere, "N")])
    classes = {"big": _("big"), "transitional": _("transitional"), "small": _("small")}
    return pd.DataFrame([counts[c] for c in NIM_CLASSES], index=pd.Index([classes[c] for c in NIM_CLASSES],
                                                                         name=_("class")), columns=columns)


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
                        index=[_("max element ≤ {largest}").format(largest=largest)],
                        columns=[_("subtraction sets"), _("heaps per set"), _("pairs lemma fails"),
                                 _("theorem fails")])


def genus_frame(game: HeapGame | str, length: int = 12) -> pd.DataFrame:
    """Return, for single heaps n < ``length``: γ, γʰ, Conway's genus and whether the heap is tame.

    ``game`` is a heap game or an octal code such as ``"0.77"``.

    >>> from gamekit import Kayles
    >>> genus_frame(Kayles, 4)["genus"].tolist()
    ['0¹²⁰', '1⁰³¹', '2²⁰', '3³¹']
    """
    game = as_game(game, "genus_frame")
    if not isinstance(game, HeapGame):
        raise TypeError(_("genus_frame needs a heap game, got {given}").format(given=given(game)))
    rows = []
    for n in range(as_heap(length)):
        g = genus(game, (n,))
        rows.append([g.normal, g.misere[0], str(g), _("tame") if is_tame(game, (n,)) else _("wild")])
    return pd.DataFrame(rows, index=pd.Index(range(len(rows)), name="n"),
                        columns=["γ", "γʰ", _("genus"), _("tame?")])
