"""gamekit — a course companion for impartial combinatorial games (Sprague–Grundy theory).

``import gamekit as gk`` gives what the chapters type: the games, the arithmetic of nimbers
(:func:`mex`, :func:`nim_sum`, the nim product), the outcome rules the course proves, the census
of octal games, and the presentation layers ``gk.tables``, ``gk.plots`` and ``gk.widgets`` (loaded
on first use).  Everything else lives in its subpackage, grouped like the subject itself:

* :mod:`gamekit.theory` — games in general: :class:`Game`, sums, nimbers, misère play, Every-SG;
* :mod:`gamekit.games` — the games, by structure: ``heaps``, ``boards``, ``graphs``;
* :mod:`gamekit.engines` — the compiled kernels, each beside its plain twin;
* :mod:`gamekit.play` — a match against the engine and the board it is drawn on;
* :mod:`gamekit.course` — the chapters' exercises and notebook set-up.

``docs/architecture.md`` draws the map.

>>> import gamekit as gk
>>> gk.mex([0, 1, 2, 4, 6]), gk.nim_sum(6, 5)
(3, 3)
>>> gk.Kayles.grundy_sequence(12)
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
"""
from gamekit._version import __version__
from gamekit.atlas import (census, local_cluster, misere_census, octal_codes, read_census, read_misere_census,
                           stored_misere_census)
from gamekit.core.language import language, numeral
from gamekit.course.notebook import setup
from gamekit.games.boards.chess import BoardGame, CornerGame, King, Knight, Queen, Rook, chess_square, square_name
from gamekit.games.boards.chomp import Chomp
from gamekit.games.boards.coins import CoinTurningGame, Fordito, MockTurtles, RulerGame, TurningTurtles
from gamekit.games.boards.strips import Bubbles, MountainClimbers, Northcott
from gamekit.games.boards.wythoff import (
    Wythoff,
    wythoff_p_positions,
    wythoff_p_sieve,
    wythoff_pair,
    wythoff_values,
    wythoff_winning_moves,
)
from gamekit.games.graphs.graph import GraphGame
from gamekit.games.graphs.trees import RootedTreeGame, colon_value
from gamekit.games.heaps.dynamic import (
    DynamicSubtraction,
    FibonacciNim,
    dynamic_p_heaps,
    fibonacci_numbers,
    is_power_of_two,
    zeckendorf,
)
from gamekit.games.heaps.heap import HeapGame
from gamekit.games.heaps.nim import Nim, misere_nim_move, misere_nim_outcome, nim_position_class, nim_winning_moves
from gamekit.engines.periods import Period
from gamekit.games.heaps.octal import DawsonsChess, DawsonsKayles, GrundysGame, Kayles, OctalGame
from gamekit.games.heaps.quotient import MisereQuotient, misere_quotient, stored_misere_orders
from gamekit.games.heaps.same_game import same_game, same_game_classes
from gamekit.games.heaps.splitting import Forest, LaskersNim, SplitNim, Woodcutter
from gamekit.games.heaps.staircase import StaircaseNim
from gamekit.games.heaps.subtraction import (
    Bachet,
    Bash,
    Letra,
    SubtractionGame,
    ferguson_prediction,
    misere_grundy_sequence,
)
from gamekit.games.heaps.sums import HeapSum, Ridinim
from gamekit.games.heaps.takeaway import Dim, Halom, RelativePrime, TakeAway
from gamekit.play.match import Match
from gamekit.theory.arithmetic import mex, nim_sum
from gamekit.theory.everysg import Conjunctive, EverySG, conjunctive_outcome, every_sg_outcome, remoteness, suspense
from gamekit.theory.game import TANTRUM_END, Game, Sum, outcome_of
from gamekit.theory.infinite import Infinite, smith_sum
from gamekit.theory.misere import (
    Genus,
    anti_sg_outcome,
    genus,
    misere_outcome,
    sj_hypothesis_counterexample,
    tame_outcome,
)
from gamekit.theory.nimbers import nim_sum_table
from gamekit.theory.nimfield import nim_product, nim_product_table

_PRESENTATION = ("plots", "tables", "widgets")  # pandas/matplotlib: imported on first use

__all__ = [
    "__version__",
    # the arithmetic of games
    "mex", "nim_sum", "nim_sum_table", "nim_product", "nim_product_table",
    # games in general
    "Game", "Sum", "outcome_of", "TANTRUM_END", "misere_outcome", "Genus", "genus", "tame_outcome",
    "anti_sg_outcome", "sj_hypothesis_counterexample", "EverySG", "Conjunctive", "every_sg_outcome",
    "conjunctive_outcome",
    "remoteness", "suspense", "Infinite", "smith_sum",
    # heap games
    "HeapGame", "Nim", "nim_winning_moves", "nim_position_class", "misere_nim_outcome", "misere_nim_move",
    "SubtractionGame", "Bachet", "Bash", "Letra", "misere_grundy_sequence", "ferguson_prediction",
    "TakeAway", "Halom", "RelativePrime", "Dim", "HeapSum", "Ridinim", "StaircaseNim",
    "SplitNim", "LaskersNim", "Woodcutter", "Forest",
    "OctalGame", "Period", "Kayles", "DawsonsKayles", "DawsonsChess", "GrundysGame",
    "misere_quotient", "MisereQuotient", "stored_misere_orders", "same_game", "same_game_classes",
    "DynamicSubtraction", "FibonacciNim", "dynamic_p_heaps", "fibonacci_numbers", "is_power_of_two", "zeckendorf",
    # board games
    "BoardGame", "Rook", "King", "Queen", "Knight", "CornerGame", "chess_square", "square_name",
    "Wythoff", "wythoff_values", "wythoff_p_positions", "wythoff_winning_moves", "wythoff_pair", "wythoff_p_sieve",
    "Chomp",
    "CoinTurningGame", "TurningTurtles", "Fordito", "RulerGame", "MockTurtles",
    "Northcott", "Bubbles", "MountainClimbers",
    # graph games
    "GraphGame", "RootedTreeGame", "colon_value",
    # playing, the census, the notebook
    "Match", "census", "read_census", "octal_codes", "local_cluster", "misere_census", "read_misere_census",
    "stored_misere_census", "setup", "language", "numeral",
    "plots", "tables", "widgets",
]


def __getattr__(name: str):
    """Return the presentation sub-package ``name`` (gk.tables, gk.plots, …), importing it on first use."""
    if name in _PRESENTATION:
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """Return the names a student types after ``gk.`` (``__all__``): the rest lives in its subpackage."""
    return list(__all__)
