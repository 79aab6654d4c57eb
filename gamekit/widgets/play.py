"""Play a game against the engine, by clicking on its board: a thin shell over :mod:`gamekit.play`."""
from __future__ import annotations

from collections.abc import Hashable
from functools import cache
from typing import TYPE_CHECKING

from gamekit.core.language import ngettext
from gamekit.core.language import gettext as _
from gamekit.games.graphs.graph import GraphGame
from gamekit.play.boards import mode_label
from gamekit.play.match import Match
from gamekit.play.session import Session, ShownCell, plain_text
from gamekit.plots.style import figure_png
from gamekit.theory.game import Game, as_game

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets
    import matplotlib.figure

__all__ = ["play", "road_map", "cell_class", "history_html", "HISTORY_SHOWN"]

EMPTY_LABEL = "\u00a0"   # what an empty cell shows (see _CellButtons)
HISTORY_SHOWN = 3
"""The moves a board lists under it, the last ones: the board and its list fit a 1280 × 720 slide."""
#: The size of a road map in inches (:func:`road_map`): beside its board on a 1280 × 720 slide.
MAP_SIZE = (5.2, 3.0)


def play(game: Game | str, start: object, *, student_first: bool = True, misere: bool = False,
         title: str | None = None) -> "ipywidgets.VBox":
    """Return a board on which the student plays ``game`` from ``start`` against the engine.

    Click on the board to move (pick the kind of move first where a game has several: take or
    split a heap, knock one or two pins); the computer answers at once.  Below the board: who
    starts, normal or misère play, *New game*, *Undo* (your last move and the reply), *Hint*
    (colours each move by its outcome: green to a P-position, a winning move; orange to an
    N-position) and the moves so far.  The widget only draws: ``box.session`` (a
    :class:`gamekit.play.session.Session`) holds the game in play and ``box.match`` its match.

    Parameters
    ----------
    game : Game or str
        The game, or an octal code such as ``"0.77"`` (Kayles); its board is the one registered
        for its class (:func:`~gamekit.play.boards.board_for`): pebbles for a heap game, pins for
        an octal game, a chessboard, coins, pawns, a road map.
    start : hashable
        The start position, in the game's own form.
    student_first : bool, default True
        Whether the student moves first (a control below the board changes it for the next game).
    misere : bool, default False
        Start in misère play (for a game whose play always ends).
    title : str, optional
        The heading above the board; the game's name if none.

    Returns
    -------
    ipywidgets.VBox
        The board, its controls and the moves so far; ``box.click(cell)`` plays a click as the
        mouse does.

    Raises
    ------
    TypeError
        If ``game`` is neither a game nor a text, or a flag is not True or False.
    ValueError
        If ``game`` is a malformed code, ``start`` is no position of the game, or misère play is
        asked of a loopy game.

    See Also
    --------
    gamekit.play.match.Match : the same match without a screen.
    gamekit.play.session.Session : the model the widget draws.

    Examples
    --------
    >>> from gamekit import Nim
    >>> box = play(Nim(), (1, 2))
    >>> said = box.click((1, 0))              # the first pebble of the second heap: take the whole heap
    >>> said.split(" · ")[0], said.endswith("the computer wins")
    ('you took 2 from the second heap (2 → 0); the computer took 1 from the first heap (1 → 0)', True)
    >>> play("0.07", 5).board.name                       # Dawson's Kayles by its code, on pins
    'pins'
    """
    import ipywidgets as w

    game = as_game(game, "play")
    session = Session(game, start, student_first=student_first, misere=misere)
    board = session.board
    header = w.HTML(_("<b>{title}</b> — you against the computer").format(
        title=title if title is not None else repr(game)))
    status = w.HTML()
    grid = w.VBox()
    history = w.HTML()
    # the road map of a loopy game, drawn for the projector (18 px names) beside the board's controls:
    # under them, the map made the slide 942 px tall; it shrinks with the slide on a narrower screen
    picture = w.Image(format="png", layout=w.Layout(width="56%", height="auto", flex="0 1 auto"))
    # control widths in em: they grow with the text when presenting (24 px), where px widths cut labels
    starter = w.ToggleButtons(options=[(_("you start"), True), (_("the computer starts"), False)],
                              value=student_first, style={"button_width": "11.5em"})
    rule = w.ToggleButtons(options=[(_("normal play"), False), (_("misère play"), True)],
                           value=session.match.misere, style={"button_width": "8.5em"})
    mode = w.ToggleButtons(options=[(mode_label(m), m) for m in board.modes], value=board.modes[0],
                           style={"button_width": "6.2em"})
    new, undo, hint = (w.Button(description=d, layout=w.Layout(width="8.5em"))
                       for d in (_("New game"), _("Undo"), _("Hint")))
    turn = w.Button(description=_("Turn the chosen coins"), layout=w.Layout(width="14.6em"))
    cells = _CellButtons(w, lambda key: act(session.click, key, mode.value))

    def draw() -> None:
        rows = cells.draw(session.rows(mode.value))
        if tuple(grid.children) != tuple(rows):
            grid.children = rows
        if board.shows_map:
            picture.value = figure_png(road_map(game, session.match.position))[0]
            picture.layout.max_width = f"{int.from_bytes(picture.value[16:20], 'big')}px"   # never enlarged
        status.value = session.status()
        history.value = history_html(session.history())
        undo.disabled = not session.can_undo()
        hint.description = _("Hide hint") if session.hint else _("Hint")

    def act(change, *args) -> str:
        try:
            change(*args)
        except KeyboardInterrupt:                   # the kernel's stop button: one sentence, the board plays on
            session.interrupted()
        try:
            draw()
        except KeyboardInterrupt:                   # stopped while the hint's outcomes were computed
            session.hint = False
            session.said = _("stopped while the hint was computed: the hint is hidden")
            draw()
        return plain_text(status.value)

    new.on_click(lambda _: act(session.restart, starter.value, rule.value))
    undo.on_click(lambda _: act(session.undo))
    hint.on_click(lambda _: act(session.toggle_hint))
    turn.on_click(lambda _: act(session.turn_chosen))
    starter.observe(lambda _: act(session.restart, starter.value, rule.value), names="value")
    rule.observe(lambda _: act(session.restart, starter.value, rule.value), names="value")
    mode.observe(lambda _: draw(), names="value")

    controls = [starter] + ([rule] if session.misere_ok else [])
    buttons = [new, undo, hint] + ([turn] if board.chooses else [])
    board_parts = ([mode] if len(board.modes) > 1 else []) + [grid, w.HBox(buttons, layout=w.Layout(
        flex_flow="row wrap")), w.HBox(controls, layout=w.Layout(flex_flow="row wrap")), history]
    if board.shows_map:
        side = w.VBox(board_parts, layout=w.Layout(flex="1 1 0", min_width="0", margin="0 0 0 0.5em"))
        parts = [header, status, w.HBox([picture, side], layout=w.Layout(align_items="flex-start"))]
    else:
        parts = [header, status] + board_parts
    box = _play_box()(parts)
    box.session = session
    box.add_class("gk-play")
    draw()
    box.click = lambda key: act(session.click, key, mode.value)   # what a student's click on ``key`` does
    box.board, box.grid = board, grid
    box.controls = {"starter": starter, "rule": rule, "mode": mode, "new": new, "undo": undo, "hint": hint,
                    "turn": turn}
    return box


def history_html(moves: list[str], shown: int = HISTORY_SHOWN) -> str:
    """Return the list of the last ``shown`` of ``moves`` (HTML, numbered as played), the earlier ones counted.

    A long game keeps the board and its list on one slide: no list that scrolls inside.

    >>> history_html([])
    ''
    >>> print(history_html(["a", "b", "c", "d"], shown=2).replace("><", ">\\n<"))
    <div class='gk-history'>2 earlier moves</div>
    <ol class='gk-history' start='3' style='margin:0'>
    <li>c</li>
    <li>d</li>
    </ol>
    """
    if not moves:
        return ""
    first = max(0, len(moves) - shown)
    earlier = ngettext("{count} earlier move", "{count} earlier moves", first).format(count=first)
    earlier = f"<div class='gk-history'>{earlier}</div>" if first else ""
    return (earlier + f"<ol class='gk-history' start='{first + 1}' style='margin:0'>"
            + "".join(f"<li>{m}</li>" for m in moves[first:]) + "</ol>")


class _CellButtons:
    """The buttons of a board, kept between moves: a move only relabels and restyles them.

    An empty cell is labelled with a no-break space: ipywidgets 8 does not redraw a button whose
    description becomes empty, so a square the piece has left would go on showing it.
    """

    SIZES = {"small": ("14px", "28px", "0"), "wide": ("auto", "28px", "0 4px"),
             "count": ("30px", "28px", "0"), "square": ("38px", "34px", "0")}

    def __init__(self, w, on_click) -> None:
        self.w, self.on_click = w, on_click
        self.pool: dict[tuple[int, int, str], object] = {}
        self.keys: dict[tuple[int, int], Hashable] = {}
        self.rows: list = []

    def button(self, i: int, j: int, kind: str):
        size = "small" if kind in ("pebble", "pin") else "wide" if kind == "title" else \
            "count" if kind == "count" else "square"
        if (i, j, size) not in self.pool:
            width, height, padding = self.SIZES[size]
            b = self.pool[(i, j, size)] = self.w.Button(layout=self.w.Layout(
                width=width, height=height, padding=padding, margin="1px 1px", flex="0 0 auto"))
            b.add_class("gk-cell")
            b.on_click(lambda _, at=(i, j): self.keys.get(at) is not None and self.on_click(self.keys[at]))
        return self.pool[(i, j, size)]

    def draw(self, rows: list[list[ShownCell]]) -> list:
        self.keys = {}                  # a click on a button of an earlier drawing (a double click) does nothing
        boxes = []
        for i, row in enumerate(rows):
            buttons = []
            for j, cell in enumerate(row):
                b = self.button(i, j, cell.kind)
                self.keys[(i, j)] = cell.key
                b.description = cell.label or EMPTY_LABEL
                b.disabled = cell.disabled
                b.style.button_color = cell.colour
                b.style.text_color = cell.text_colour
                b.style.font_size = "26px" if cell.kind in ("light", "dark") else ""   # a chess piece, well seen
                b.layout.border = "3px solid black" if cell.chosen else ""
                wanted = cell_class(cell.key)
                for old in [c for c in b._dom_classes if c.startswith("gk-cell-") and c != wanted]:
                    b.remove_class(old)
                b.add_class(wanted)
                buttons.append(b)
            if i >= len(self.rows):
                self.rows.append(self.w.HBox(layout=self.w.Layout(grid_gap="2px", overflow="auto hidden")))
            if tuple(self.rows[i].children) != tuple(buttons):
                self.rows[i].children = buttons
            boxes.append(self.rows[i])
        return boxes


def road_map(game: GraphGame, position: Hashable) -> "matplotlib.figure.Figure":
    """Return the map of a loopy game with the car on ``position`` (names only: no outcomes shown).

    >>> from gamekit.games.graphs.dugo import dugo
    >>> len(road_map(dugo(), "A").axes)
    1
    """
    from gamekit.plots.loopy import DUGO_LAYOUT, loopy_figure

    layout = DUGO_LAYOUT if set(game.edges()) <= set(DUGO_LAYOUT) else None
    return loopy_figure(game, layout=layout, labels="name", cars=[position], coloured=False, size=MAP_SIZE)


@cache
def _play_box() -> type:
    """Return the class of the play widget: a VBox whose ``match`` is the match being played."""
    import ipywidgets as w

    class PlayBox(w.VBox):
        @property
        def match(self) -> Match:
            return self.session.match

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
