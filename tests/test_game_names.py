"""Every public function or class that asks for a game also takes its octal code, through ``as_game``.

An octal code is read once, by the reader ``gamekit.games.heaps.octal`` registers with
``gamekit.theory.game.game_name_reader``; each entry point calls ``as_game``, so a code answers
exactly as the game it names, a malformed code is refused in one sentence (``ValueError``) and a
thing that is no game in one sentence (``TypeError``), both naming the function.  The census
below finds every public callable whose first argument is a game, so that a new one is either
listed here with a call or said to ask for a kind of game that no code names.
"""
from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import gamekit as gk
from gamekit.course.exercises import ch01, checks
from gamekit.games.graphs.graph import GraphGame
from gamekit.games.heaps.quotient import MisereQuotient
from gamekit.play import boards, match, session
from gamekit.tables import everysg, game, heaps, octal
from gamekit.theory import misere
from gamekit.theory.game import Compound, Tantrum

# name → (the call on a game, what the call is named in its sentences); "0.07" must answer as gk.DawsonsKayles
TAKES_A_CODE = {
    "gamekit.play.match.Match": (lambda g: match.Match(g, 6, student_first=False).reply(), "Match"),
    "gamekit.play.match.options_by_key": (lambda g: match.options_by_key(g, (6,)), "options_by_key"),
    "gamekit.play.match.option_reached": (lambda g: match.option_reached(g, (6,), (1, 3)), "option_reached"),
    "gamekit.play.session.Session": (lambda g: session.Session(g, 6).status(), "Session"),
    "gamekit.play.boards.board_for": (lambda g: boards.board_for(g, 6).modes, "board_for"),
    "gamekit.widgets.play.play": (lambda g: gk.widgets.play(g, 6).session.status(), "play"),
    "gamekit.tables.heaps.sequence_fill": (lambda g: heaps.sequence_fill(g, 12, 7).caption, "sequence_fill"),
    "gamekit.tables.heaps.heap_values": (lambda g: heaps.heap_values(g, 20), "heap_values"),
    "gamekit.tables.heaps.heap_table": (lambda g: heaps.heap_table(g, 20).to_html(), "heap_table"),
    "gamekit.tables.game.sum_table": (lambda g: game.sum_table([(g, 9), (gk.Nim(), 2)]).to_html(), "sum_table"),
    "gamekit.tables.octal.octal_table": (lambda g: octal.octal_table(g, 68).data.to_dict(), "octal_table"),
    "gamekit.tables.everysg.time_frame": (lambda g: everysg.time_frame(g, [(k,) for k in range(8)]).to_dict(),
                                         "time_frame"),
    "gamekit.plots.graphs.game_graph": (lambda g: gk.plots.game_graph(g, 5).axes[0].get_title(), "game_graph"),
    "gamekit.theory.game.Compound": (lambda g: Compound(g).position([4]), "Compound()"),
    "gamekit.theory.game.Sum": (lambda g: gk.Sum(g, gk.Nim()).winning_moves((9, 2)), "Sum()"),
    "gamekit.theory.game.Tantrum": (lambda g: Tantrum(g).outcome((6,)), "the tantrum variant"),
    "gamekit.theory.everysg.EverySG": (lambda g: gk.EverySG(g, g).outcome((6, 4)), "EverySG()"),
    "gamekit.theory.everysg.Conjunctive": (lambda g: gk.Conjunctive(g, g).outcome((6, 4)), "Conjunctive()"),
    "gamekit.games.heaps.sums.HeapSum": (lambda g: gk.HeapSum(g).position((4,)), "HeapSum()"),
    "gamekit.games.graphs.graph.GraphGame.from_game": (lambda g: GraphGame.from_game(g, 7).grundy((7,)),
                                                       "from_game"),
    "gamekit.theory.everysg.remoteness": (lambda g: gk.remoteness(g, (9,)), "remoteness"),
    "gamekit.theory.everysg.suspense": (lambda g: gk.suspense(g, (9,)), "suspense"),
    "gamekit.theory.misere.misere_outcome": (lambda g: gk.misere_outcome(g, (4, 5)), "misere_outcome"),
    "gamekit.theory.misere.longest_play": (lambda g: misere.longest_play(g, (9,)), "longest_play"),
    "gamekit.theory.misere.genus": (lambda g: str(gk.genus(g, (7,))), "genus"),
    "gamekit.theory.misere.is_tame": (lambda g: misere.is_tame(g, (5,)), "is_tame"),
    "gamekit.theory.misere.sj_hypothesis_counterexample": (
        lambda g: misere.sj_hypothesis_counterexample(g, (5,)), "sj_hypothesis_counterexample"),
    "gamekit.games.heaps.subtraction.misere_grundy_sequence": (
        lambda g: gk.games.heaps.subtraction.misere_grundy_sequence(g, 12), "misere_grundy_sequence"),
    "gamekit.games.heaps.quotient.misere_quotient": (
        lambda g: gk.misere_quotient(g, 6, progress=False).orders, "misere_quotient"),
    "gamekit.games.heaps.quotient.misere_quotients": (
        lambda g: [len(q) for q in gk.games.heaps.quotient.misere_quotients(g, 6)], "misere_quotient"),
    "gamekit.games.heaps.quotient.MisereQuotient": (
        lambda g: MisereQuotient(g, 2, [[0, 1, 2], [1, 0, 1], [2, 1, 0]], [False, True, False], [2, 3]).image((1, 2)),
        "MisereQuotient"),
    "gamekit.games.heaps.infinite_quotient.infinite_quotient_proof": (
        lambda g: gk.games.heaps.infinite_quotient.infinite_quotient_proof(g, 4), "infinite_quotient_proof"),
    "gamekit.games.heaps.quotient.stored_misere_orders": (
        lambda g: gk.stored_misere_orders(g)[:8], "misere_quotient"),
    "gamekit.tables.misere.genus_frame": (lambda g: gk.tables.genus_frame(g, 8).to_dict(), "genus_frame"),
    "gamekit.course.exercises.checks.check_kernel_rule": (
        lambda g: str(checks.check_kernel_rule(g, lambda n: n in (0, 1, 15, 35), range(40))), "check_kernel_rule"),
    "gamekit.course.exercises.checks.check_values": (
        lambda g: str(checks.check_values(g, lambda n: n % 3, range(12))), "check_values"),
    "gamekit.course.exercises.ch01.check_winning_moves": (
        lambda g: str(ch01.check_winning_moves(g, (6,), [(1, 3)])), "check_winning_moves"),
    "gamekit.course.exercises.ch01.check_second_player_strategy": (
        lambda g: str(ch01.check_second_player_strategy(g, (2,), lambda p: p)), "check_second_player_strategy"),
}

# Where a function of n may stand for the game, the sentence says so.
NO_GAME = {caller: "source must be a game of one heap, an octal code such as '0.77' or a function of n, "
                   "got the number 3" for caller in ("heap_values", "heap_table")}

# Entry points whose game is of a kind that no octal code names (so a code is refused as any other wrong game).
ANOTHER_KIND = {
    "gamekit.theory.everysg.every_sg_outcome": "an EverySG compound",
    "gamekit.theory.everysg.conjunctive_outcome": "a conjunctive compound",
    "gamekit.games.heaps.dynamic.dynamic_play": "a dynamic subtraction game",
    "gamekit.tables.dynamic.dynamic_play_frame": "a dynamic subtraction game",
    "gamekit.tables.boards.board_fill": "a game on a board of squares",
    "gamekit.games.boards.chess.options_filled_later": "a game on a board of squares",
    "gamekit.tables.coins.coin_row_table": "a coin-turning game",
    "gamekit.course.exercises.checks.check_coin_move": "a coin-turning game",
    "gamekit.tables.nim.hidden_nim_table": "a game of the NIM family with its hidden nim heaps",
    "gamekit.plots.strips.northcott_figure": "Northcott's game",
    "gamekit.plots.strips.bubbles_figure": "the bubbles game",
    "gamekit.plots.loopy.loopy_figure": "a game on a graph",
    "gamekit.tables.loopy.loopy_table": "a game on a graph",
    "gamekit.tables.loopy.numbering_table": "a game on a graph",
    "gamekit.tables.loopy.cars_table": "a game on a graph",
    "gamekit.widgets.loopy.cars_view": "a game on a graph",
    "gamekit.widgets.loopy.cars_explorer": "a game on a graph",
    "gamekit.widgets.play.road_map": "a game on a graph",
    "gamekit.course.exercises.ch06.check_loopy_values": "a game on a graph",
    "gamekit.course.exercises.ch06.check_outcomes": "a game on a graph",
    "gamekit.testing.minimax_wins": "the tests' referee, which takes the game object it checks",
    "gamekit.theory.game.as_game": "the reader of codes itself",
    "gamekit.tables.boards.board_values": "a game on a board of squares",
    "gamekit.tables.boards.board_frame": "a game on a board of squares",
    "gamekit.tables.boards.board_table": "a game on a board of squares",
    "gamekit.plots.boards.board_heatmap": "a game on a board of squares",
    "gamekit.widgets.game.sum_builder": "names of its menu, or codes (test_a_code_names_a_game_of_the_sum_builder)",
}


def _first_parameter(obj: object) -> str | None:
    try:
        parameters = list(inspect.signature(obj).parameters)
    except (TypeError, ValueError):
        return None
    return parameters[0] if parameters else None


def _entry_points_taking_a_game() -> set[str]:
    """Return the public callables (and classmethods) whose first argument is a game or games."""
    found = set()
    for info in pkgutil.walk_packages(gk.__path__, "gamekit."):
        if any(part.startswith("_") for part in info.name.split(".")[1:]):
            continue
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if name.startswith("_") or getattr(obj, "__module__", None) != info.name:
                continue
            if inspect.isclass(obj):
                if issubclass(obj, boards.Board):
                    continue                        # a board is made by board_for, from the game
                if _first_parameter(obj) in ("game", "games"):
                    found.add(f"{info.name}.{name}")
                for method, member in vars(obj).items():
                    if isinstance(member, classmethod) and _first_parameter(member.__func__) == "cls" and \
                            list(inspect.signature(member.__func__).parameters)[1:2] == ["game"]:
                        found.add(f"{info.name}.{name}.{method}")
            elif inspect.isfunction(obj) and _first_parameter(obj) in ("game", "games", "source", "parts"):
                found.add(f"{info.name}.{name}")
    return found


def test_every_entry_point_taking_a_game_is_listed():
    found = _entry_points_taking_a_game()
    unlisted = found - TAKES_A_CODE.keys() - ANOTHER_KIND.keys()
    assert not unlisted, f"list these as taking a code (and make them call as_game) or as another kind: {unlisted}"
    gone = (TAKES_A_CODE.keys() | ANOTHER_KIND.keys()) - found - {"gamekit.tables.game.sum_table"}
    assert not gone, gone


@pytest.mark.parametrize("name", TAKES_A_CODE)
def test_a_code_answers_as_the_game_it_names(name):
    call, _ = TAKES_A_CODE[name]
    assert call("0.07") == call(gk.DawsonsKayles)
    assert call("·07") == call(gk.DawsonsKayles)


@pytest.mark.parametrize("name", [n for n in TAKES_A_CODE if ".course." not in n])
def test_a_malformed_code_or_no_game_is_refused_in_one_sentence(name):
    call, caller = TAKES_A_CODE[name]
    with pytest.raises(ValueError) as malformed:
        call("0.9")
    with pytest.raises(TypeError) as no_game:
        call(3)
    assert str(malformed.value).startswith(f"{caller} needs a game such as gk.Kayles, or an octal code such as "
                                           "'0.77', got the text '0.9': an octal code has digits 0–7 only")
    assert str(no_game.value) == NO_GAME.get(caller, f"{caller} needs a game such as gk.Kayles, or an octal code "
                                                     "such as '0.77', got the number 3")
    for message in (str(malformed.value), str(no_game.value)):
        assert "\n" not in message and len(message) < 300


@pytest.mark.parametrize("name", [n for n in TAKES_A_CODE if ".course." in n])
def test_a_check_given_no_game_says_so_in_its_verdict(name):
    call, caller = TAKES_A_CODE[name]
    assert f"{caller} needs a game such as gk.Kayles" in call(3)
    assert "an octal code has digits 0–7 only" in call("0.9")


def test_a_code_names_a_game_of_the_sum_builder():
    games = gk.widgets.game.SumGames()
    assert games["0.07"] is gk.DawsonsKayles
    assert gk.widgets.game.sum_view("0.77", 4, "NIM", 5, "0.07", 6).data["γ"].tolist() == [1, 5, 3, 7]
    with pytest.raises(ValueError, match=r"^unknown game 'DAWSON'; choose one of NIM, .*, or an octal code such as "
                                         r"'0\.77'$"):
        games["DAWSON"]
    with pytest.raises(TypeError, match="^a game of the sum is named by a text, got the number 3$"):
        games[3]
    assert gk.widgets.game.sum_builder(("0.07", "NIM", "0.07")).controls["game1"].value == "0.07"


def test_a_part_of_a_sum_table_is_a_pair():
    with pytest.raises(TypeError, match=r"^each part of sum_table is a pair \(game, position\), got the text '0\.77'$"):
        gk.tables.sum_table(["0.77"])
    with pytest.raises(TypeError, match="^sum_table needs a list of pairs"):
        gk.tables.sum_table("0.77")


def test_dawsons_kayles_is_played_on_pins_knocked_down_two_at_a_time():
    board = boards.board_for("0.07", 6)
    assert board.name == "pins" and board.modes == ("knock 2",)
    assert board.move((6,), (0, 2), "knock 2") == (2, 2)
