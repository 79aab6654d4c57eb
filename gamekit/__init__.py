"""gamekit — a course companion for impartial combinatorial games (Sprague–Grundy theory).

>>> import gamekit as gk
>>> gk.mex([0, 1, 2, 4, 6]), gk.nim_sum(6, 5)
(3, 3)
"""
from ._version import __version__
from .arithmetic import mex, nim_sum
from .nimbers import nim_sum_table
from .nimfield import nim_inverse, nim_power, nim_product, nim_product_table
from .game import Game, Sum, outcome_of
from .heaps import HeapGame, Nim, SubtractionGame, heap_position
from .nim import (nim_candidates, misere_nim_move, misere_nim_outcome, misere_nim_solution,
                  misere_nim_winning_moves, nim_position_class, nim_winning_moves)
from .misere import (TANTRUM_END, Genus, Tantrum, anti_sg_outcome, ferguson_counterexample,
                     ferguson_pairs_counterexample, ferguson_prediction, genus, is_tame, is_tame_genus,
                     longest_play, misere_grundy_sequence, misere_outcome,
                     sj_hypothesis_counterexample, subtraction_sets, tame_outcome)
from .wythoff import (Wythoff, wythoff_pair, wythoff_p_positions, wythoff_p_sieve, wythoff_partner,
                      wythoff_values, wythoff_winning_moves)
from .chomp import Chomp, chomp_bite, chomp_winning_bites, strategy_stealing
from .boards import BoardGame, CornerGame, King, Knight, Queen, Rook, chess_square, square_name
from .takeaway import Bachet, Bash, Halom, Letra, RelativePrime, TakeAway
from .octal import DawsonsChess, DawsonsKayles, GrundysGame, Kayles, OctalGame, Period, exceptional_heaps
from .loopy import GraphGame, Infinite, smith_sum
from .nimfamily import (Bubbles, Dim, Forest, HeapSum, LaskersNim, MountainClimbers, Northcott, Ridinim,
                        StaircaseNim, Woodcutter)
from .coins import CoinTurningGame, Fordito, MockTurtles, RulerGame, TurningTurtles
from .trees import RootedTreeGame, colon_value, stalk
from .dynamic import (DynamicSubtraction, FibonacciNim, dynamic_p_heaps, dynamic_play, fibonacci_numbers,
                      is_power_of_two, zeckendorf)
from .everysg import Conjunctive, EverySG, conjunctive_outcome, every_sg_outcome, remoteness, suspense
from .multisg import SplitNim, split_nim_rule
from .play import Match, board_for
from .atlas import census, octal_codes
from .notebook import setup

_PRESENTATION = ("exercises", "plots", "tables", "widgets")  # pandas/matplotlib: imported on first use


def __getattr__(name: str):
    """Return the presentation sub-package ``name`` (gk.tables, gk.plots, …), importing it on first use."""
    if name in _PRESENTATION:
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """Return the module's names including the not yet imported sub-packages (for tab completion)."""
    return sorted({*globals(), *_PRESENTATION})


__all__ = [
    "__version__",
    "mex", "nim_sum",
    "nim_sum_table", "nim_candidates", "nim_winning_moves",
    "nim_product", "nim_product_table", "nim_power", "nim_inverse",
    "Game", "Sum", "outcome_of",
    "HeapGame", "Nim", "SubtractionGame", "heap_position",
    "census", "octal_codes",
    "TANTRUM_END", "Tantrum", "misere_outcome", "misere_grundy_sequence", "nim_position_class",
    "misere_nim_outcome", "misere_nim_move", "misere_nim_winning_moves", "misere_nim_solution", "ferguson_prediction",
    "ferguson_pairs_counterexample", "ferguson_counterexample", "subtraction_sets", "Genus", "genus",
    "is_tame_genus", "is_tame", "tame_outcome", "anti_sg_outcome", "sj_hypothesis_counterexample",
    "longest_play", "Wythoff", "wythoff_values", "wythoff_pair", "wythoff_p_positions",
    "Chomp", "chomp_bite",
    "BoardGame", "Rook", "King", "Queen", "Knight", "CornerGame", "chess_square", "square_name",
    "TakeAway", "Halom", "RelativePrime", "Bachet", "Letra",
    "OctalGame", "GrundysGame", "Period", "exceptional_heaps", "Kayles", "DawsonsKayles", "DawsonsChess",
    "GraphGame", "Infinite", "smith_sum",
    "Northcott", "StaircaseNim", "Bubbles", "Woodcutter", "Forest", "Dim", "HeapSum", "Ridinim",
    "MountainClimbers", "LaskersNim",
    "CoinTurningGame", "TurningTurtles", "Fordito", "RulerGame", "MockTurtles",
    "RootedTreeGame", "colon_value", "stalk",
    "wythoff_p_sieve", "wythoff_partner", "wythoff_winning_moves", "chomp_winning_bites",
    "Match", "board_for",
    "strategy_stealing", "Bash", "DynamicSubtraction", "FibonacciNim", "dynamic_p_heaps", "dynamic_play",
    "fibonacci_numbers", "is_power_of_two", "zeckendorf", "EverySG", "every_sg_outcome", "remoteness", "suspense",
    "Conjunctive", "conjunctive_outcome",
    "SplitNim", "split_nim_rule",
    "setup",
    "exercises", "plots", "tables", "widgets",
]
