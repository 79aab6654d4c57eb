"""Playing against the engine: the engine never lets a win slip, a perfect student always wins, clicks are moves."""
from __future__ import annotations

import re
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamekit as gk
from gamekit.games.graphs.dugo import dugo
from gamekit.play.session import OUTCOME_COLOURS
from gamekit.play.boards import (ChompBoard, CoinBoard, DynamicHeapBoard, GridBoard, HeapBoard, MapBoard,
    NorthcottBoard, OptionsBoard, SumBoard, board_for)
from gamekit.play.match import Match
from gamekit.play.session import Session

SMALL_GAMES = {
    "nim": (gk.Nim(), [p for p in product(range(4), repeat=3)]),
    "Bachet's game": (gk.Bachet(3), [(n,) for n in range(14)]),
    "Lasker's nim": (gk.LaskersNim(), [(a, b) for a in range(6) for b in range(4)]),
    "Kayles": (gk.Kayles, [(a, b) for a in range(7) for b in range(4)]),
    "the queen": (gk.Queen(), [(r, c) for r in range(5) for c in range(5)]),
    "the knight": (gk.Knight(), [(r, c) for r in range(4) for c in range(4)]),
    "Wythoff": (gk.Wythoff(), [(r, c) for r in range(5) for c in range(6)]),
    "Chomp": (gk.Chomp(), [gk.Chomp.board(m, n) for m in range(1, 4) for n in range(1, 4)]),
    "FORDÍTÓ": (gk.TurningTurtles(), [(2, 3), (1, 4, 5), (3,), (1, 2, 3, 6)]),
    "Fibonacci nim": (gk.FibonacciNim(), [(n, n - 1) for n in range(2, 14)]),
}


def engine_always_wins(match: Match, misere: bool = False) -> bool:
    """Whether the engine, to move, wins against every reply of the student (an exhaustive search)."""
    if match.over:
        return match.winner == "engine"
    if match.to_move == "engine":
        match.reply()
        ok = engine_always_wins(match, misere)
        match.positions.pop()
        return ok
    for q in match.options():
        match.positions.append(q)
        ok = engine_always_wins(match, misere)
        match.positions.pop()
        if not ok:
            return False
    return True


@pytest.mark.slow
@pytest.mark.parametrize("name", SMALL_GAMES)
@pytest.mark.parametrize("misere", [False, True])
def test_from_every_n_position_the_engine_moving_first_always_wins(name, misere):
    game, starts = SMALL_GAMES[name]
    tried = 0
    for start in starts:
        match = Match(game, start, student_first=False, misere=misere)
        if match.outcome(match.position) == "N":
            tried += 1
            assert engine_always_wins(match), f"{name} from {start}"
    assert tried >= 3


@pytest.mark.parametrize("name", SMALL_GAMES)
def test_a_perfect_student_always_wins_from_an_n_position(name):
    game, starts = SMALL_GAMES[name]
    for start in starts:
        match = Match(game, start)
        if match.outcome(match.position) != "N":
            continue
        while not match.over:
            match.play(next(q for q in match.options() if match.outcome(q) == "P"))   # a winning move
            if not match.over:
                match.reply()
        assert match.winner == "student"


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 9), min_size=1, max_size=4).map(tuple), st.booleans())
def test_the_engine_loses_only_from_a_p_position_in_nim(heaps, misere):
    match = Match(gk.Nim(), heaps, student_first=False, misere=misere)
    outcome = match.outcome(heaps)
    while not match.over:                 # both sides play the engine's move
        match.positions.append(match.best_move())
    winner_moved_first = (len(match.positions) % 2 == 0) != misere
    assert winner_moved_first == (outcome == "N")


def test_from_a_p_position_the_engine_makes_the_play_last():
    match = Match(gk.Nim(), (5, 5), student_first=False)
    assert match.reply() in {(4, 5), (5, 4)}            # one pebble, not a whole heap


def test_illegal_moves_and_clicks_are_refused_with_a_message():
    match = Match(gk.Nim(), (3, 4))
    with pytest.raises(ValueError, match=r"\(3, 5\) cannot be reached from \(3, 4\) in one move"):
        match.play((3, 5))
    with pytest.raises(ValueError, match="the computer's move"):
        Match(gk.Nim(), (3, 4), student_first=False).play((3, 3))
    with pytest.raises(ValueError, match=r"Bachet \(take 1–3\) takes 1, 2 or 3 from a heap of 9, not 7"):
        HeapBoard(gk.Bachet(3), (9,)).move((9,), (0, 2))          # taking 7 of 9
    with pytest.raises(ValueError, match="no pebble 8 in heap 1"):
        HeapBoard(gk.Nim(), (3,)).move((3,), (0, 7))
    with pytest.raises(ValueError, match="the queen cannot reach that square in one move"):
        GridBoard(gk.Queen(), (3, 5)).move((3, 5), (1, 2))
    with pytest.raises(ValueError, match="eaten already"):
        ChompBoard(gk.Chomp(), (3, 1)).move((3, 1), (1, 2))
    with pytest.raises(ValueError, match="at most 2 now, not 5"):
        DynamicHeapBoard(gk.FibonacciNim(), (10, 2)).move((10, 2), (0, 5))
    with pytest.raises(ValueError, match="no road from D to C"):
        MapBoard(dugo(), "D").move("D", "C")
    with pytest.raises(ValueError, match="choose the coins"):
        CoinBoard(gk.TurningTurtles(), (2, 5)).move((2, 5), frozenset())
    with pytest.raises(ValueError, match="the mode must be one of knock 1, knock 2"):
        HeapBoard(gk.Kayles, (5,)).move((5,), (0, 0), "take")
    with pytest.raises(ValueError, match="no misère play"):
        Match(dugo(), "A", misere=True)
    with pytest.raises(ValueError, match="no move to take back"):
        Match(gk.Nim(), (3, 4)).undo()


def test_each_family_gets_its_own_picture():
    cases = [(gk.Nim(), (3, 4), HeapBoard), (gk.LaskersNim(), (5,), HeapBoard), (gk.Kayles, (6,), HeapBoard),
             (gk.Queen(), (3, 4), GridBoard), (gk.Wythoff(), (3, 5), GridBoard), (gk.Chomp(), (3, 3), ChompBoard),
             (gk.TurningTurtles(), (2, 5), CoinBoard), (gk.Northcott(), (((0, 3),), "white"), NorthcottBoard),
             (gk.FibonacciNim(), (10, 9), DynamicHeapBoard), (dugo(), "A", MapBoard),
             (gk.Sum(gk.Nim(), gk.Queen()), ((3,), (2, 2)), SumBoard),
             (gk.Game(lambda n: range(n)), 4, OptionsBoard)]
    for game, start, kind in cases:
        board = board_for(game, start)
        assert type(board) is kind
        reached = {game.canonical(q) for mode in board.modes
                   for q in board.targets(game.position(start), mode).values()}
        legal = {game.canonical(q) for q in game.moves(game.position(start))}
        assert reached == legal, f"{game!r}: every move is one click"
    assert HeapBoard(gk.LaskersNim(), (5,)).modes == ("take", "split")
    assert HeapBoard(gk.Kayles, (5,)).modes == ("knock 1", "knock 2")


def test_a_draw_by_repetition_is_recognised_in_a_loopy_game():
    g = gk.GraphGame({"a": ["b", "x"], "b": ["a"], "x": ["y"], "y": ["x"]})   # a and b draw: no one gets stuck
    match = Match(g, "a")
    assert match.outcome("a") == "D"
    for q in ["b", "a"]:                                      # a comes back with the student to move
        (match.play if match.to_move == "student" else lambda q: match.positions.append(q))(q)
    assert match.winner == "draw" and match.over


def test_dugo_the_engine_keeps_a_won_position_won():
    g = dugo()
    starts = [v for v in g.edges() if g.outcome(v) == "N"]
    for v in starts:
        match = Match(g, v, student_first=False)
        assert engine_always_wins(match)


def test_undo_takes_back_the_students_move_and_the_reply():
    match = Match(gk.Nim(), (3, 5))
    match.play((3, 4))
    match.reply()
    match.undo()
    assert match.position == (3, 5) and match.to_move == "student"


def test_the_widget_plays_a_whole_game_by_clicks():
    box = gk.widgets.play(gk.Nim(), (1, 2))
    said = box.click((1, 1))                              # the second pebble of heap 2: to (1, 1), a P-position
    assert said.startswith("you took 1 from the second heap")
    while not box.match.over:
        heaps = box.match.position
        i = next(i for i, h in enumerate(heaps) if h)
        said = box.click((i, 0))
    assert box.match.winner == "student" and said.endswith("you win!")
    assert box.click((0, 0)).startswith("the game is over: start a new one")


def test_the_widget_coin_board_turns_the_chosen_coins():
    box = gk.widgets.play(gk.TurningTurtles(), (2, 5))
    box.click(5)
    box.click(2)
    box.controls["turn"].click()
    assert box.match.moves_made()[0][2] == ()              # both red coins turned: nothing left to turn


def test_the_widget_hint_colours_the_winning_moves_green():
    box = gk.widgets.play(gk.Nim(), (1, 2))
    box.controls["hint"].click()
    green = OUTCOME_COLOURS["P"]
    greens = [(i, j) for i, row in enumerate(box.grid.children) for j, b in enumerate(row.children)
              if b.style.button_color == green]
    assert greens == [(1, 2)]        # the 2nd pebble of heap 2 (after its count): take one, to (1, 1)


# ---------------------------------------------------------------- the session the play widget draws
def test_a_session_of_nim_is_won_by_the_student_who_follows_bouton():
    from gamekit.play.session import Session

    session = Session(gk.Nim(), (1, 2))
    assert session.announce() == "your move: you can win in 2 moves of yours" and not session.can_undo()
    said = session.click((1, 1))                      # take one from the second heap: (1, 1), a P-position
    assert said.startswith("you took 1 from the second heap")
    assert session.can_undo() and session.match.position in {(0, 1), (1, 0)}
    session.undo()
    assert session.match.position == (1, 2) and session.said == "your last move was taken back"


def test_a_session_shows_the_hint_in_colour_and_an_illegal_click_in_words():
    from gamekit.play.session import OUTCOME_COLOURS, Session

    session = Session(gk.Nim(), (1, 2))
    session.toggle_hint()
    shown = {cell.key: cell.colour for row in session.rows() for cell in row if cell.key is not None}
    assert OUTCOME_COLOURS["P"] in shown.values()
    session.toggle_hint()
    assert all(c.colour != OUTCOME_COLOURS["P"] for row in session.rows() for c in row)
    session.restart(student_first=False)              # the computer starts and moves at once
    assert session.said.startswith("a new game: the computer starts, normal play; the computer took")
    assert session.can_undo() is False


def test_a_new_game_says_so_and_keeps_the_legend_of_the_hint():
    from gamekit.play.session import HINT_LEGEND, Session, plain_text

    session = Session(gk.Nim(), (3, 4))
    session.toggle_hint()
    session.click((1, 1))
    assert HINT_LEGEND in session.status()                    # after a move the colours are still explained
    session.restart(student_first=True, misere=True)          # "misère play" clicked in the middle of a game
    status = plain_text(session.status())
    assert status.startswith("a new game (the game in progress was left): you start, misère play")
    assert HINT_LEGEND in status
    session.restart()
    assert plain_text(session.status()).startswith("a new game: you start, normal play")


def test_an_interrupted_move_leaves_the_board_playable():
    from gamekit.play.session import Session

    session = Session(gk.Nim(), (3, 4))
    session.match.play((3, 3))                                # the reply never came: the stop button
    assert "taken back" in session.interrupted() and session.match.position == (3, 4)
    assert session.click((1, 3)).startswith("you took 1 from the second heap")   # and it plays on
    late = Session(gk.Nim(), (3, 4), student_first=False)
    late.match.positions.pop()                                # the computer's first move never came
    assert late.interrupted() == "stopped before the computer's first move: you start this game instead"
    assert late.match.to_move == "student" and late.match.position == (3, 4)
    assert session.interrupted() == "stopped: the board shows where the game stands"


def test_a_session_of_coins_chooses_then_turns():
    from gamekit.play.session import Session

    session = Session(gk.TurningTurtles(), (3,))
    key = [c.key for row in session.rows() for c in row if c.label == "P"][-1]   # the coin showing heads
    session.click(key)
    assert any(c.chosen for row in session.rows() for c in row)
    session.turn_chosen()
    assert session.match.moves_made() and not session.chosen


def test_the_queen_board_shows_no_ghost_after_a_move():
    """A square the queen has left is relabelled (ipywidgets 8 keeps an emptied label on screen)."""
    from gamekit.widgets.play import EMPTY_LABEL, play

    box = play(gk.Queen(), (5, 7))
    box.click((4, 7))                                       # the queen moves one square toward the corner
    shown = [b.description for row in box.grid.children for b in row.children]
    wanted = [c.label or EMPTY_LABEL for row in box.board.cells(box.match.position) for c in row]
    assert shown == wanted and "" not in shown
    assert sum("♕" in d or "♛" in d for d in shown) == 1      # one queen, where the match says it is


def test_the_hint_names_every_winning_move_of_the_queen_with_the_diagonal():
    from gamekit.play.session import Session

    session = Session(gk.Queen(), (5, 7))
    winning = [q for q, o, _ in session.match.hint() if o == "P"]
    text = session.hint_text(shown=2)
    said = [session.board.describe((5, 7), q) for q in winning]
    assert len(set(said)) == 3 and all(f"{s};" in text.split("Others")[0] or f"{s}." in text for s in said)
    assert "diagonally" in text.split("Others")[0]              # the diagonal move is among them
    assert text.endswith("more.")                              # the other moves are counted, not all listed


# ---------------------------------------------------------------- remoteness: the fastest win, the slowest loss
def brute_remoteness(game, position, misere=False, memo=None):
    """(moves left, whether the player to move wins) by the definition, over every option (no outcome used)."""
    memo = {} if memo is None else memo
    if position not in memo:
        options = [brute_remoteness(game, q, misere, memo) for q in game.moves(position)]
        if not options:
            memo[position] = (0, misere)
        elif any(not wins for _, wins in options):
            memo[position] = (1 + min(r for r, wins in options if not wins), True)
        else:
            memo[position] = (1 + max(r for r, _ in options), False)
    return memo[position]


@pytest.mark.parametrize("name", SMALL_GAMES)
@pytest.mark.parametrize("misere", [False, True])
def test_remoteness_agrees_with_brute_force_in_normal_and_misere_play(name, misere):
    game, starts = SMALL_GAMES[name]
    for start in starts:
        match = Match(game, start, misere=misere)
        r, wins = brute_remoteness(game, match.position, misere)
        assert match.remoteness() == r and (match.outcome(match.position) == "N") == wins, f"{name} {start}"


@pytest.mark.parametrize("name", SMALL_GAMES)
@pytest.mark.parametrize("misere", [False, True])
def test_the_engine_plays_the_fastest_win_and_the_slowest_loss(name, misere):
    game, starts = SMALL_GAMES[name]
    for start in starts:
        match = Match(game, start, misere=misere)
        if not match.options():
            continue
        p = match.position
        left = {q: brute_remoteness(game, q, misere)[0] for q in match.options()}
        losing = [q for q in left if match.outcome(q) == "P"]
        wanted = min(left[q] for q in losing) if losing else max(left.values())
        assert left[match.best_move(p)] == wanted, f"{name} from {start}"


def test_a_match_between_best_players_lasts_exactly_the_remoteness():
    for game, start in [(gk.Nim(), (3, 5, 6)), (gk.Kayles, (4, 7)), (gk.Queen(), (5, 7)), (gk.Bachet(3), (10,))]:
        match = Match(game, start, student_first=False)
        while not match.over:
            match.positions.append(match.best_move())
        assert len(match.positions) - 1 == Match(game, start).remoteness()


def test_a_losing_engine_in_a_subtraction_game_takes_two_not_one():
    # S = {1, 2, 6}: 7 is a P-position; taking 1 (to 6) or 6 (to 1) lets the student win at once,
    # taking 2 (to 5) makes the student find two more winning moves
    match = Match(gk.SubtractionGame({1, 2, 6}), 7, student_first=False)
    assert match.outcome((7,)) == "P" and match.reply() == (5,)
    assert Session(gk.SubtractionGame({1, 2, 6}), 5).announce() == "your move: you can win in 2 moves of yours"


def test_a_losing_engine_in_kayles_knocks_down_pins_to_last():
    match = Match(gk.Kayles, (4, 7), student_first=False)
    assert match.outcome(match.position) == "N"                 # the engine wins, and as fast as it can
    quickest = min(match.remoteness(q) for q in match.options() if match.outcome(q) == "P")
    assert match.remoteness(match.reply()) == quickest


def test_dugo_the_engine_wins_and_ends_the_game_never_a_draw_from_a_win():
    g = dugo()
    for v in [v for v in g.edges() if g.outcome(v) == "N"]:
        match = Match(g, v, student_first=False)
        while not match.over:
            if match.to_move == "engine":
                match.reply()
            else:                                               # the student resists as long as possible
                match.play(max(match.options(), key=g.remoteness))
        assert match.winner == "engine" and len(match.positions) - 1 == g.remoteness(v)


def test_the_status_line_says_who_can_win_and_in_how_many_moves():
    assert Session(gk.Nim(), (2, 2)).announce() == "your move: the computer can win, in 2 moves of its own"
    assert Session(gk.Nim(), (1,), misere=True).announce() == "your move: every move you have loses at once"
    g = gk.GraphGame({"a": ["b", "x"], "b": ["a"], "x": ["y"], "y": ["x"]})
    assert Session(g, "a").announce() == "your move: with best play neither of you can win (a draw)"


@pytest.mark.slow
def test_move_texts_read_like_a_person():
    from gamekit.play.session import Session

    texts = [board_for(g, p).describe(p, q) for g, p, q in [
        (gk.Nim(), (3, 4), (3, 1)), (gk.Bachet(3), (10,), (7,)), (gk.Kayles, (2,), ()),
        (gk.Queen(), (5, 7), (5, 2)), (gk.Wythoff(), (5, 8), (5, 3)), (gk.Chomp(), (3, 3), (3,)),
        (gk.Sum(gk.Nim(), gk.Kayles), ((3,), (6,)), ((0,), (6,)))]]
    assert texts == ["took 3 from the second heap (4 → 1)", "took 3 from the heap (10 → 7)",
                     "knocked down 2 pins of the row (2 pins), leaving nothing",
                     "moved the queen 5 squares left",
                     "took 5 from the second heap (8 → 3)", "bit off 3 squares, leaving a row of 3",
                     "took 3 from the heap (3 → 0) in game 1"]
    session = Session(gk.Nim(), (13, 42, 30, 43))
    said = session.click((1, 0))
    assert "→ ()" not in said and "(" not in said.split(";")[0].replace("(42 → 0)", "")


def test_a_board_title_is_shown_as_written_without_quotes():
    box = gk.widgets.play(gk.Bachet(3), 10, title="Bachet's game: take 1, 2 or 3")
    header = box.children[0].value
    assert header.startswith("<b>Bachet's game: take 1, 2 or 3</b>") and "'Bachet" not in header
    assert gk.widgets.play(gk.Queen(), (2, 3)).children[0].value.startswith("<b>Queen</b>")


@settings(max_examples=40, deadline=None)
@given(st.sets(st.integers(1, 7), min_size=1, max_size=3), st.integers(0, 40), st.booleans())
def test_remoteness_of_any_subtraction_game_agrees_with_its_definition(subtraction_set, n, misere):
    game = gk.SubtractionGame(subtraction_set)
    match = Match(game, n, misere=misere)
    r, wins = brute_remoteness(game, match.position, misere)
    assert match.remoteness() == r and (match.outcome(match.position) == "N") == wins
    if match.options():                      # and the engine's move is the fastest win or the slowest loss
        left = {q: brute_remoteness(game, q, misere) for q in match.options()}
        move = match.best_move()
        if wins:
            assert left[move] == (r - 1, False)
        else:
            assert left[move][0] == r - 1 == max(x for x, _ in left.values())


def test_gyalogos_is_played_by_its_hidden_nim_without_counting_moves():
    game = gk.Northcott(width=6)
    start = game.from_gaps([3, 1])                      # gaps 3 and 1: an N-position
    session = Session(game, start)
    assert session.announce() == "your move: you can win" and session.match.remoteness() is None
    match = Match(game, start, student_first=False)
    assert game.grundy(match.reply()) == 0              # the engine still moves to a P-position


def test_a_match_too_large_to_count_is_played_by_its_outcome(monkeypatch):
    import gamekit.play.match as match_module

    def too_many(game, position):
        raise ValueError("remoteness of Nim: 200,001 positions reached and play has not ended")

    monkeypatch.setattr(match_module, "remoteness", too_many)
    session = Session(gk.Nim(), (30, 40, 50, 60))
    assert session.match.remoteness() is None and session.announce() == "your move: you can win"
    session.restart(student_first=False)                  # the engine moves, by the outcome
    assert gk.nim_sum(*session.match.position) == 0


# ---------------------------------------------------------------- what a board says, in the course's words
PYTHON_NOTATION = re.compile(r"\(\d+,\)|\(\)|\(\(|\(\d+(, \d+)+\)|\b(int|str|bool|float|NoneType|list|dict|tuple"
                             r"|Error)\b|'[^']*'")


def everything_a_board_says(game, start, moves=3):
    """Every sentence of a board: each click in each mode (moves and refusals), the hint, the history."""
    from gamekit.play.session import Session

    session, said = Session(game, start), []
    for _ in range(moves):
        board, position = session.board, session.match.position
        for mode in board.modes:
            for row in board.cells(position):
                for cell in row:
                    if cell.key is None:
                        continue
                    try:
                        said.append(board.describe(position, board.move(position, cell.key, mode)))
                    except ValueError as error:
                        said.append(str(error))
        said.append(session.hint_text())
        if session.match.over:
            break
        option = next(iter(board.targets(position).items()))
        said.append(session.click(option[0], board.modes[0]) if not board.chooses
                    else session.move(frozenset(option[0])))
        said.append(session.announce())
    said += session.history()
    return said


@pytest.mark.parametrize("game, start", [
    (gk.Nim(), (13, 42, 30, 43)), (gk.Nim(), (1, 3, 5, 4)), (gk.Bachet(3), 10), (gk.Kayles, (4, 7)),
    (gk.OctalGame("0.75"), (3, 3, 3, 5)), (gk.Queen(), (5, 7)), (gk.Wythoff(), (5, 8)),
    (gk.Sum(gk.Nim(), gk.Queen(), gk.Kayles), ((5,), (3, 4), (6,))), (gk.Chomp(), (3, 3, 2)),
    (gk.FibonacciNim(), (10, 9)), (gk.LaskersNim(), (5, 3))], ids=repr)
def test_every_board_speaks_without_python_notation(game, start):
    said = everything_a_board_says(game, game.position(start))
    assert len(said) > 10
    for sentence in said:
        assert not PYTHON_NOTATION.search(sentence), sentence


def test_a_board_refusal_says_what_was_wrong_in_its_own_words():
    pins = HeapBoard(gk.OctalGame("0.75"), (3, 3, 3, 5))
    with pytest.raises(ValueError, match="·75 never knocks 2 pins off the end of a row"):
        pins.move((3, 3, 3, 5), (0, 1), "knock 2")                # the last two pins of a row of 3
    with pytest.raises(ValueError, match="there is no pin 2 in row 4"):
        HeapBoard(gk.OctalGame("0.75"), (3, 3, 3, 1)).move((3, 3, 3, 1), (3, 1), "knock 1")
    with pytest.raises(ValueError, match=r"Bachet \(take 1–3\) takes 1, 2 or 3 from a heap of 10, not 4"):
        HeapBoard(gk.Bachet(3), (10,)).move((10,), (0, 6), "take")
    with pytest.raises(ValueError, match="take from one heap only, or the same number from both: this takes 1 "
                                         "from the first heap and 2 from the second"):
        GridBoard(gk.Wythoff(), (5, 8)).move((5, 8), (4, 6))


def test_the_play_widget_answers_the_stop_button_with_a_sentence_and_plays_on():
    box = gk.widgets.play(gk.Nim(), (3, 4))
    match = box.session.match
    real = match.reply

    def stopped():
        match.reply = real                        # the stop button comes once, during the computer's reply
        raise KeyboardInterrupt

    match.reply = stopped
    said = box.click((1, 3))                      # take 1 from the heap of 4: the reply is interrupted
    assert said.startswith("stopped before the computer answered") and match.position == (3, 4)
    assert box.click((1, 3)).startswith("you took 1 from the second heap (4 → 3); the computer")


def test_a_second_click_on_a_button_the_move_removed_does_nothing():
    """A double click: the first click takes the heap of 1; the second lands on its pebble, gone by then."""
    box = gk.widgets.play(gk.Nim(), (1, 2))
    pebble = next(b for row in box.grid.children for b in row.children if "gk-cell-0-0" in b._dom_classes)
    pebble.click()
    said = box.session.said
    assert said.startswith("you took 1 from the first heap")
    pebble.click()
    assert box.session.said == said and "there is no" not in box.session.status()
