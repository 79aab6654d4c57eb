"""Play a game against the engine, by clicking on its board: a thin shell over :mod:`gamekit.play`."""
from __future__ import annotations

from collections.abc import Hashable
from functools import cache
from typing import TYPE_CHECKING

from gamekit.core.palette import D_COLOUR, N_COLOUR, P_COLOUR
from gamekit.theory.game import Game
from gamekit.games.graphs.graph import GraphGame
from gamekit.play.match import ENGINE, STUDENT, Match
from gamekit.play.boards import MapBoard, board_for

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import matplotlib.figure

__all__ = ["play", "road_map", "cell_class", "OUTCOME_COLOURS"]

CELL_COLOURS = {"light": "#F0D9B5", "dark": "#B58863", "pebble": "#EEEEEE", "pin": "#EEEEEE",
                "chocolate": "#7B4A2A", "eaten": "#FFFFFF", "red": "#D55E00", "blue": "#56B4E9",
                "road": "#DDEEFF", "option": "#EEEEEE", "label": "#FFFFFF", "title": "#FFFFFF",
                "count": "#FFFFFF"}
DARK = {"chocolate", "red", "dark"}             # cells whose label is written in white
OUTCOME_COLOURS = {"P": P_COLOUR, "N": N_COLOUR, "D": D_COLOUR}
WHO = {STUDENT: "you", ENGINE: "the computer"}


def play(game: Game, start: object, *, student_first: bool = True, misere: bool = False,
         title: str | None = None) -> "ipywidgets.VBox":
    """Return a board on which the student plays ``game`` from ``start`` against the engine.

    Click on the board to move (pick the kind of move first where a game has several: take or
    split a heap, knock one or two pins); the computer answers at once.  Below the board: who
    starts, normal or misère play, *New game*, *Undo* (your last move and the reply), *Hint*
    (colours each move by its outcome: green to a P-position, a winning move; orange to an
    N-position) and the moves so far.  ``box.match`` is the :class:`gamekit.play.match.Match` being played.

    >>> from gamekit import Nim
    >>> box = play(Nim(), (1, 2))
    >>> said = box.click((1, 0))              # the first pebble of the second heap: take the whole heap
    >>> said.split(" (in ")[0], said.endswith("the computer wins")
    ('you took 2 from the second heap (2 → 0); the computer took 1 from the first heap (1 → 0)', True)

    See also: :class:`gamekit.play.match.Match`, :func:`gamekit.play.boards.board_for`.
    """
    import ipywidgets as w

    board = board_for(game, start)
    misere_ok = Match.has_misere(game)
    state = {"match": Match(game, start, student_first=student_first, misere=misere and misere_ok),
             "chosen": set(), "hint": False, "said": ""}
    header = w.HTML(f"<b>{title or game!r}</b> — you against the computer")
    status = w.HTML()
    grid = w.VBox()
    history = w.HTML(layout=w.Layout(max_height="140px", overflow="auto"))
    picture = w.Image(format="png", layout=w.Layout(width="560px"))   # the road map of a loopy game
    starter = w.ToggleButtons(options=[("you start", True), ("the computer starts", False)],
                              value=student_first, style={"button_width": "150px"})
    rule = w.ToggleButtons(options=[("normal play", False), ("misère play", True)],
                           value=state["match"].misere, style={"button_width": "110px"})
    mode = w.ToggleButtons(options=list(board.modes), value=board.modes[0], style={"button_width": "80px"})
    new, undo, hint = (w.Button(description=d, layout=w.Layout(width="110px")) for d in ("New game", "Undo", "Hint"))
    turn = w.Button(description="Turn the chosen coins", layout=w.Layout(width="190px"))

    def engine_moves() -> str:
        match = state["match"]
        if match.over or match.to_move != ENGINE:
            return ""
        p = match.position
        q = match.reply()
        ms = 1000 * match.reply_seconds[-1]
        return f"the computer {board.describe(p, q)} (in {ms:.0f} ms)"

    def announce() -> str:
        return {"draw": "a position came back with the same player to move: a draw by repetition",
                STUDENT: "you win!", ENGINE: "the computer wins", None: "your move"}[state["match"].winner]

    pool: dict[tuple[int, int, str], "ipywidgets.Button"] = {}
    keys: dict[tuple[int, int], Hashable] = {}
    row_boxes: list = []

    def button(i: int, j: int, kind: str) -> "ipywidgets.Button":
        size = "small" if kind in ("pebble", "pin") else "wide" if kind == "title" else \
            "count" if kind == "count" else "square"
        if (i, j, size) not in pool:
            width, height, padding = {"small": ("14px", "28px", "0"), "wide": ("auto", "28px", "0 4px"),
                                      "count": ("30px", "28px", "0"), "square": ("38px", "34px", "0")}[size]
            b = pool[(i, j, size)] = w.Button(layout=w.Layout(width=width, height=height, padding=padding,
                                                              margin="1px 1px", flex="0 0 auto"))
            b.add_class("gk-cell")
            b.on_click(lambda _, at=(i, j): keys.get(at) is not None and click(keys[at]))
        return pool[(i, j, size)]

    def draw() -> None:
        match = state["match"]
        colours = {}
        if state["hint"] and not match.over:
            colours = {key: OUTCOME_COLOURS.get(match.outcome(q), D_COLOUR)
                       for key, q in board.targets(match.position, mode.value).items()}
        rows = []
        for i, row in enumerate(board.cells(match.position)):
            buttons = []
            for j, cell in enumerate(row):
                b = button(i, j, cell.kind)           # a board keeps its buttons: a move only restyles them
                keys[(i, j)] = cell.key
                b.description = cell.label
                b.disabled = cell.key is None or match.over
                b.style.button_color = colours.get(cell.key, CELL_COLOURS.get(cell.kind, "#EEEEEE"))
                b.style.text_color = "white" if cell.kind in DARK and cell.key not in colours else "black"
                chosen = board.name == "coins" and cell.key in state["chosen"]
                b.layout.border = "3px solid black" if chosen else ""
                wanted = cell_class(cell.key)
                for old in [c for c in b._dom_classes if c.startswith("gk-cell-") and c != wanted]:
                    b.remove_class(old)
                b.add_class(wanted)
                buttons.append(b)
            if i >= len(row_boxes):
                row_boxes.append(w.HBox(layout=w.Layout(grid_gap="2px", overflow="auto hidden")))
            if tuple(row_boxes[i].children) != tuple(buttons):
                row_boxes[i].children = buttons
            rows.append(row_boxes[i])
        if tuple(grid.children) != tuple(rows):
            grid.children = rows
        if isinstance(board, MapBoard):
            import io

            png = io.BytesIO()
            road_map(game, match.position).savefig(png, format="png", dpi=100)
            picture.value = png.getvalue()
        said = state["said"]
        status.value = f"<span class='gk-status' style='font-size:1.1em'>{said + ' · ' if said else ''}" \
                       f"<b>{announce()}</b></span>"
        moves = match.moves_made()
        history.value = "<ol class='gk-history' style='margin:0'>" + "".join(
            f"<li>{WHO[who]}: {board.describe(p, q)}</li>" for who, p, q in moves) + "</ol>" if moves else ""
        undo.disabled = not any(who == STUDENT for who, _, _ in moves)

    def click(key: Hashable) -> str:
        if board.name == "coins":
            state["chosen"] ^= {key}
            state["said"] = ""
            draw()
            return status.value
        return move(key)

    def move(key: Hashable) -> str:
        match = state["match"]
        try:
            if match.over:
                raise ValueError("the game is over: start a new one")
            q = board.move(match.position, key, mode.value)
            p = match.position
            match.play(q)
        except ValueError as error:
            state["said"] = f"<span style='color:#D55E00'>{error}</span>"
            draw()
            return str(error)
        said = f"you {board.describe(p, q)}"
        reply = engine_moves()
        state["said"] = said + ("; " + reply if reply else "")
        state["chosen"] = set()
        draw()
        return _plain(state["said"]) + " · " + announce()

    def restart(_=None) -> None:
        state["match"] = match = Match(game, start, student_first=starter.value, misere=rule.value and misere_ok)
        match.outcome(match.position)     # the engine's tables are built now, not at the first reply
        state["chosen"] = set()
        state["said"] = engine_moves()
        draw()

    def take_back(_=None) -> None:
        try:
            state["match"].undo()
            state["said"] = "your last move was taken back"
        except ValueError as error:
            state["said"] = str(error)
        draw()

    def toggle_hint(_=None) -> None:
        state["hint"] = not state["hint"]
        hint.description = "Hide hint" if state["hint"] else "Hint"
        match = state["match"]
        if state["hint"] and not match.over:
            shown = ", ".join(f"{board.describe(match.position, q)}: {o}" + ("" if v is None else f" (value {v})")
                              for q, o, v in match.hint()[:12])
            state["said"] = f"<small>green: to a P-position, a winning move; orange: to an N-position. {shown}</small>"
        else:
            state["said"] = ""
        draw()

    new.on_click(restart)
    undo.on_click(take_back)
    hint.on_click(toggle_hint)
    turn.on_click(lambda _: move(frozenset(state["chosen"])))
    starter.observe(restart, names="value")
    rule.observe(restart, names="value")
    mode.observe(lambda _: draw(), names="value")

    controls = [starter] + ([rule] if misere_ok else [])
    buttons = [new, undo, hint] + ([turn] if board.name == "coins" else [])
    parts = [header, status] + ([picture] if isinstance(board, MapBoard) else []) + \
        ([mode] if len(board.modes) > 1 else []) + [grid, w.HBox(buttons),
                                                                          w.HBox(controls), history]
    box = _play_box()(parts)
    box.state = state
    box.add_class("gk-play")
    restart()

    def click_for_tests(key: Hashable) -> str:
        """Click the cell ``key`` (what a student's click does) and return what the status says."""
        click(key)
        return _plain(status.value)

    box.click = click_for_tests
    box.board, box.grid = board, grid
    box.controls = {"starter": starter, "rule": rule, "mode": mode, "new": new, "undo": undo, "hint": hint,
                    "turn": turn}
    return box


def road_map(game: GraphGame, position: Hashable) -> "matplotlib.figure.Figure":
    """Return the map of a loopy game with the car on ``position`` (names only: no outcomes shown).

    >>> from gamekit.games.graphs.dugo import dugo
    >>> len(road_map(dugo(), "A").axes)
    1
    """
    from gamekit.plots.loopy import DUGO_LAYOUT, loopy_figure

    layout = DUGO_LAYOUT if set(game.edges()) <= set(DUGO_LAYOUT) else None
    return loopy_figure(game, layout=layout, labels="name", cars=[position], coloured=False, size=(5.6, 3.4),
                        title=f"the car is in {position}")


@cache
def _play_box() -> type:
    """Return the class of the play widget: a VBox whose ``match`` is the match being played."""
    import ipywidgets as w

    class PlayBox(w.VBox):
        @property
        def match(self) -> Match:
            return self.state["match"]

    return PlayBox


def cell_class(key: Hashable) -> str:
    """Return a CSS class naming a cell, such as ``gk-cell-1-3`` for key (1, 3) (the browser test clicks it)."""
    flat = []
    stack = [key]
    while stack:
        item = stack.pop()
        if isinstance(item, (tuple, list, frozenset, set)):
            stack.extend(reversed(sorted(item, key=repr)) if isinstance(item, (set, frozenset)) else reversed(item))
        else:
            flat.append(str(item))
    return "gk-cell-" + "-".join("".join(ch if ch.isalnum() else "_" for ch in part) for part in flat)


def _plain(html: str) -> str:
    import re

    return re.sub(r"<[^>]+>", "", html).strip()
