"""Tests of gamekit.tables.loopy: tables of loopy games."""
from __future__ import annotations

import gamekit as gk
from gamekit.games.graphs.dugo import dugo


def test_cars_table_ranks_the_faster_winning_move_first():
    table = gk.tables.cars_table(dugo(), ["P", "K", "A"])
    assert table.data.loc["car 1", "winning moves"] == "P → N (18)"
    assert table.data.loc["car 3", "winning moves"] == "A → B (20)"
    assert table.caption.startswith("value of the sum: 3")
    assert gk.tables.cars_table(dugo(), ["M", "M"]).caption.startswith("value of the sum: 0")


def test_numbering_table_witnesses_rule_2():
    table = gk.tables.numbering_table(dugo(), "CDGKEBAFJIHLMNP")
    assert table.loc[2, "witnesses"] == "B → C, E → C"
    assert table.loc[5, "witnesses"] == "H → G" and table.loc[10, "witnesses"] == "N → F"



def test_cars_table_caption_speaks_of_moves_left_only_when_there_is_a_winning_move():
    lost = gk.tables.cars_table(dugo(), ["M", "M"])
    assert "moves left" not in lost.caption
    assert "moves left" in gk.tables.cars_table(dugo(), ["P", "K", "A"]).caption
