"""Tests of gamekit.tables.boards: board tables and fill replays."""
from __future__ import annotations

import numpy as np
import pytest

import gamekit as gk
from gamekit.testing import cell_styles


def green_cells(styler) -> int:
    """Return how many cells of a Styler have the green P-position background."""
    return sum(("background-color", "#009E73") in css for css in cell_styles(styler).values())


def test_slides_rook_fill_reproduces_the_captions_of_sarokba_a_bastyat():
    replay = [gk.tables.board_fill(gk.Rook(), 8, 8, k, corner="bottom-left") for k in range(1, 65)]
    captions = [s.caption for s in replay]
    assert captions[:4] == ["mex ∅ = 0", "mex {0} = 1", "mex {0, 1} = 2", "mex {0, 1, 2} = 3"]
    after_layer_0 = captions[15:18]
    assert after_layer_0 == ["mex {1} = 0", "mex {0, 1, 2} = 3", "mex {0, 1, 3} = 2"]
    at_5_5 = next(s for s in replay if s.position == (5, 5))
    assert at_5_5.caption == "mex {1, 4, 5, 6, 7} = 0"
    at_5_6 = next(s for s in replay if s.position == (5, 6))
    assert at_5_6.caption == "mex {0, 1, 2, 4, 5, 6, 7} = 3"


def test_fill_state_shows_only_the_cells_filled_so_far():
    s = gk.tables.board_fill(gk.King(), 4, 4, 5)
    assert int(s.frame.notna().to_numpy().sum()) == 5
    assert s.frame.loc[s.cell[0], s.cell[1]] == s.value
    full = gk.tables.board_fill(gk.King(), 4, 4)
    assert (full.frame.to_numpy(dtype=int) == gk.King().grundy_table(4, 4)).all()


def test_fill_state_in_chess_labels_marks_the_current_square():
    s = gk.tables.board_fill(gk.King(), 8, 8, 2, labels="chess")
    assert s.cell == (8, "b") and s.option_cells == ((8, "a"),)
    assert "outline" in s.styler().to_html()


def test_fill_rejects_an_order_that_fills_a_square_before_its_option():
    with pytest.raises(ValueError, match="before its option"):
        gk.tables.board_fill(gk.Knight(), 5, 5, 3, order="gnomon")


def test_board_table_orientations():
    article = gk.tables.board_frame(gk.King(), 8, 8, labels="chess")
    assert list(article.columns) == list("abcdefgh") and list(article.index) == list(range(8, 0, -1))
    assert article.loc[1, "h"] == gk.King().grundy(gk.chess_square("h1"))
    slides = gk.tables.board_frame(gk.Rook(), 8, 8, corner="bottom-left")
    assert list(slides.index) == list(range(7, -1, -1)) and slides.iloc[-1].tolist() == list(range(8))
    komal = gk.tables.board_frame(gk.CornerGame(4, 3), 8, 8, corner="bottom-right")
    assert komal.iloc[-1, -1] == 0 and komal.loc[0, 4] == 4


def test_board_table_accepts_functions_arrays_and_any_game():
    f = gk.tables.board_frame(lambda r, c: r + c, 3, 4)
    assert f.to_numpy().tolist() == [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5]]
    a = gk.tables.board_frame(np.eye(3, dtype=int))
    assert a.shape == (3, 3)
    generic = gk.Game(lambda p: [(p[0] - 1, p[1])] if p[0] else [])
    assert gk.tables.board_frame(generic, 3, 2).to_numpy().tolist() == [[0, 0], [1, 1], [0, 0]]
    assert green_cells(gk.tables.board_table(gk.Rook(), 4, 4)) == 4


def test_board_tables_html_is_stable():
    a = gk.tables.board_table(gk.Queen(), 6, 6).to_html()
    b = gk.tables.board_table(gk.Queen(), 6, 6).to_html()
    assert a == b
    assert gk.tables.board_fill(gk.Rook(), 4, 4, 5).styler().to_html() == \
        gk.tables.board_fill(gk.Rook(), 4, 4, 5).styler().to_html()

