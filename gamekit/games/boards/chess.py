"""Chessboard games: a piece moves toward a corner, and whoever cannot move loses.

A position is ``(row, col)``: the distances (in squares) from the target corner.  The piece
moves by *steps* ``(dr, dc)`` added to the position, each a fixed number of times at most
(a leap is a step taken once, a ride repeats it).  Every step brings the piece closer to the
corner (``dr + dc < 0``), so play is finite.  On the unbounded quadrant a position's value does
not depend on any board edge, and a table of any size is a window onto the same values; a
``board=(rows, cols)`` keeps the piece on a finite board instead (which matters only for the
knight, whose moves may go away from the corner in one coordinate).

The games of the article are named instances of :class:`BoardGame`: :class:`Rook`,
:class:`King`, :class:`Queen` and :class:`Knight`; :class:`CornerGame` is the piece of
KöMaL Gy. 2881.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [2] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy function of
   a simple game), lecture slides of the course.
.. [3] *Középiskolai Matematikai Lapok* (KöMaL), exercise Gy. 2881, as the first slides state it.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.limits import check_table_size
from gamekit.core.validation import as_row, given, is_integer, natural, positive
from gamekit.engines.boards import fill_values
from gamekit.theory.game import Game

__all__ = ["BoardGame", "Rook", "King", "Queen", "Knight", "CornerGame", "chess_square", "square_name",
           "fill_order", "options_filled_later", "BOARD_GAMES", "board_game"]


Square = tuple[int, int]


def _size(value: object, what: str) -> int:
    value = natural(value, what)
    if value < 1:
        raise ValueError(_("{what} must be at least 1, got {value}").format(what=what, value=value))
    return value


class BoardGame(Game):
    """A piece on a board that moves by the given steps toward the corner at (0, 0).

    ``steps`` maps each step ``(dr, dc)`` to how many times it may be repeated in one move:
    ``1`` for a leap, ``None`` for a ride as far as the board allows, or any positive limit.

    >>> rook = BoardGame({(-1, 0): None, (0, -1): None}, name="rook")
    >>> sorted(rook.moves((1, 2)))
    [(0, 2), (1, 0), (1, 1)]
    >>> rook.grundy((3, 5))
    6
    """

    def __init__(self, steps: Mapping[tuple[int, int], int | None], board: tuple[int, int] | None = None,
                 name: str | None = None) -> None:
        if not isinstance(steps, Mapping):
            raise TypeError(_("steps must be a non-empty mapping {{(dr, dc): reach}}, got {given}").format(
                                given=given(steps)))
        if not steps:
            raise ValueError(_("steps must be a non-empty mapping {{(dr, dc): reach}}, got an empty one").format())
        clean: dict[Square, int | None] = {}
        for step, reach in steps.items():
            if not isinstance(step, tuple) or not all(is_integer(x) for x in step):
                raise TypeError(_("a step is a pair of integers (dr, dc), like (-1, 0); got {given}").format(
                                    given=given(step)))
            if len(step) != 2:
                raise ValueError(_("a step is a pair of integers (dr, dc), got {step}").format(step=repr(step)))
            step = (int(step[0]), int(step[1]))
            if step[0] + step[1] >= 0:
                raise ValueError(_("the step {step} does not bring the piece closer to the corner (dr + dc must "
                                   "be negative), so play could go on for ever").format(step=step))
            if reach is not None:
                reach = positive(reach, _("the reach of step {step} (or None for any distance)").format(step=step))
            clean[step] = reach
        if board is not None:
            if as_row(board) is None:
                raise TypeError(_("board must be (rows, cols), like (8, 8); got {given}").format(given=given(board)))
            if len(board) != 2:
                raise ValueError(_("board must be (rows, cols), got {board}").format(board=repr(board)))
            board = (_size(board[0], "the number of rows"), _size(board[1], "the number of columns"))
        self.steps: dict[Square, int | None] = clean
        self.board: tuple[int, int] | None = board
        super().__init__(name=name)

    # ----------------------------------------------------------------- the rules
    def position(self, position: object) -> Square:
        """Return ``position`` as a pair ``(row, col)``, or raise ``ValueError``.

        >>> Rook().position([2, 3])
        (2, 3)
        """
        if as_row(position) is None:
            raise TypeError(_("a board position is a pair (row, col) of distances from the corner, like (2, 3); "
                              "got {given}").format(given=given(position)))
        if len(position) != 2:
            raise ValueError(_("a board position is a pair (row, col) of distances from the corner, got "
                               "{position}").format(position=repr(position)))
        r = natural(position[0], N_("a row distance"))
        c = natural(position[1], N_("a column distance"))
        if self.board is not None and not (r < self.board[0] and c < self.board[1]):
            raise ValueError(_("{value} is off the {board}×{board2} board").format(
                                 value=(r, c), board=self.board[0], board2=self.board[1]))
        return (r, c)

    def _inside(self, r: int, c: int) -> bool:
        if r < 0 or c < 0:
            return False
        return self.board is None or (r < self.board[0] and c < self.board[1])

    def moves(self, position: object) -> Iterable[Square]:
        """Return the squares the piece can move to from ``position``.

        >>> list(King().moves((1, 1)))
        [(0, 1), (1, 0), (0, 0)]
        """
        r, c = self.position(position)
        found = []
        for (dr, dc), reach in self.steps.items():
            k = 1
            while reach is None or k <= reach:
                q = (r + k * dr, c + k * dc)
                if not self._inside(*q):
                    break
                found.append(q)
                k += 1
        return found

    # ----------------------------------------------------------------- whole tables
    def moves_away(self) -> bool:
        """Return whether some step moves away from the corner in one coordinate (as the knight's do).

        Such a piece's table is filled by anti-diagonals, and on a finite board the edge matters.

        >>> Knight().moves_away(), Queen().moves_away()
        (True, False)
        """
        return any(dr > 0 or dc > 0 for dr, dc in self.steps)

    def grundy(self, position: object) -> int:
        """Return γ(row, col), read from a table filled by the mex rule (the table engine).

        The game keeps the largest table it has filled (``cache_clear`` drops it) and grows it by
        doubling, so a session asking for one square after another fills few tables; a square
        whose table would not fit in memory is refused.

        >>> Rook().grundy((6, 5)), Queen().grundy((3, 5)), King().grundy((3000, 3000))
        (3, 0, 0)
        """
        r, c = self.position(position)
        cache = self.derived("grundy table", dict)
        table = cache.get("table", np.zeros((0, 0), dtype=np.int64))
        if r >= table.shape[0] or c >= table.shape[1]:
            rows = max(r + 1, min(2 * table.shape[0], 4 * (r + 1)))
            cols = max(c + 1, min(2 * table.shape[1], 4 * (c + 1)))
            if self.board is not None:
                rows, cols = min(rows, self.board[0]), min(cols, self.board[1])
            try:
                check_table_size((rows + cols) ** 2, 8, _("a {rows}×{cols} table").format(rows=rows, cols=cols))
            except ValueError:
                rows, cols = r + 1, c + 1
                check_table_size((rows + cols) ** 2, 8, _("the table of the squares below {square}").format(
                    square=(r, c)))
            table = cache["table"] = self.grundy_table(rows, cols)   # one assignment: never half-filled
        return int(table[r, c])

    def grundy_table(self, rows: int = 8, cols: int = 8, *, misere: bool = False,
                     progress: bool | str = "auto") -> np.ndarray:
        """Return the array of γ(row, col) for ``0 ≤ row < rows``, ``0 ≤ col < cols``.

        The values are filled by the mex rule in an order where every option comes first
        (row by row, or by anti-diagonals when a step moves away from the corner in one
        coordinate); ``numba`` runs the loop when it is installed.  With ``misere=True`` the table
        holds γʰ, the values of the tantrum game that decides misère play (a square with no
        move is worth 1).  Tables that take more than a few seconds show progress.

        >>> King().grundy_table(3, 4)
        array([[0, 1, 0, 1],
               [1, 2, 3, 2],
               [0, 3, 0, 1]])
        """
        rows, cols = _size(rows, "rows"), _size(cols, "cols")
        check_table_size((rows + cols) ** 2, 8, _("a {rows}×{cols} table").format(rows=rows, cols=cols))
        if self.board is not None and (rows > self.board[0] or cols > self.board[1]):
            raise ValueError(_("a {rows}×{cols} table does not fit on the {board}×{board2} board").format(
                                 rows=rows, cols=cols, board=self.board[0], board2=self.board[1]))
        if self.moves_away():
            # Options have a smaller r + c but may leave the window: fill the whole triangle.
            side = rows + cols - 1
            height = width = side
            if self.board is not None:
                height, width = min(side, self.board[0]), min(side, self.board[1])
            limit = rows + cols - 2
        else:
            height, width, limit = rows, cols, rows + cols
        steps = np.array([[dr, dc, -1 if reach is None else reach]
                          for (dr, dc), reach in self.steps.items()], dtype=np.int64)
        values = fill_values(height, width, limit, steps, self.moves_away(), misere=misere,
                       progress=progress, what=repr(self))
        return values[:rows, :cols].copy()

    def __repr__(self) -> str:
        if self._name:
            return gettext(self._name)
        board = "" if self.board is None else " " + gettext("({rows}×{cols} board)").format(rows=self.board[0],
                                                                                            cols=self.board[1])
        return f"{gettext(type(self).__name__)}{board}"


# the names of the pieces' games, marked for the catalog (a board says them in the sources' words)
_PIECE_GAME_NAMES = (N_("Rook"), N_("King"), N_("Queen"), N_("Knight"))


class Rook(BoardGame):
    """BÁSTYA: the rook moves any number of squares up or left (toward the top-left corner).

    Its table is the nim-sum table: γ(row, col) = row ⊕ col.

    >>> Rook().grundy((2, 3)), Rook().outcome((7, 7))
    (1, 'P')
    """

    def __init__(self, board: tuple[int, int] | None = None) -> None:
        super().__init__({(-1, 0): None, (0, -1): None}, board=board)

    def grundy(self, position: object) -> int:
        """Return γ(row, col) = row ⊕ col: the rook is two-heap nim (the tests compare with the table).

        >>> Rook().grundy((10**6, 3))
        1000003
        """
        r, c = self.position(position)
        return r ^ c


class King(BoardGame):
    """KIRÁLY: the king moves one square up, left, or diagonally up-left.

    >>> King().grundy((1, 1)), King().outcome((7, 7))
    (2, 'N')
    """

    def __init__(self, board: tuple[int, int] | None = None) -> None:
        super().__init__({(-1, 0): 1, (0, -1): 1, (-1, -1): 1}, board=board)


class Queen(BoardGame):
    """KIRÁLYNŐ: the queen moves any number of squares up, left, or diagonally up-left (Wythoff).

    >>> Queen().outcome(chess_square("h4")), Queen().grundy((1, 2))
    ('P', 0)
    """

    def __init__(self, board: tuple[int, int] | None = None) -> None:
        super().__init__({(-1, 0): None, (0, -1): None, (-1, -1): None}, board=board)


class Knight(BoardGame):
    """HUSZÁR: the knight's four moves that bring it closer to the corner (6. ábra).

    From ``(row, col)`` it leaps to ``(row−2, col−1)``, ``(row−1, col−2)``, ``(row−2, col+1)``
    or ``(row+1, col−2)``.  Two of them move away from the corner in one coordinate, so on a
    finite ``board`` the edge matters; the default is the unbounded quadrant.

    >>> sorted(Knight().moves((2, 2)))
    [(0, 1), (0, 3), (1, 0), (3, 0)]
    >>> Knight().grundy((3, 4)), Knight(board=(8, 8)).grundy((7, 7))
    (4, 0)
    """

    def __init__(self, board: tuple[int, int] | None = None) -> None:
        super().__init__({(-2, -1): 1, (-1, -2): 1, (-2, 1): 1, (1, -2): 1}, board=board)


class CornerGame(BoardGame):
    """The piece of KöMaL Gy. 2881: at most ``right`` squares one way or ``down`` the other.

    The target is the bottom-right square; a position is ``(row, col)`` = the number of rows
    above it and of columns to its left.  Moving down lowers ``row`` by 1..``down``, moving
    right lowers ``col`` by 1..``right``.

    >>> g = CornerGame(right=4, down=3)
    >>> sorted(g.moves((1, 2)))
    [(0, 2), (1, 0), (1, 1)]
    >>> g.outcome((7, 7))
    'N'
    """

    def __init__(self, right: int = 4, down: int = 3, board: tuple[int, int] | None = None) -> None:
        right, down = _size(right, "right"), _size(down, "down")
        self.right, self.down = right, down
        super().__init__({(0, -1): right, (-1, 0): down}, board=board)

    def __repr__(self) -> str:
        return _("corner game (right ≤ {right}, down ≤ {down})").format(right=self.right, down=self.down)


def chess_square(name: str, size: int = 8) -> Square:
    """Return the position ``(row, col)`` of a square such as ``"h1"`` on the article's board.

    The article's target corner is a8, the top-left square: ``row`` counts ranks down from the
    top and ``col`` files right from the a-file.

    Parameters
    ----------
    name : str
        A file letter and a rank number, such as ``"h1"``.
    size : int, default 8
        The number of ranks and files of the board.

    Returns
    -------
    tuple of int
        ``(row, col)``, the position of the board games (:class:`Queen`, :class:`Rook`, …).

    Raises
    ------
    TypeError
        If ``name`` is not a text.
    ValueError
        If ``name`` is not a file letter and a rank number, or not a square of the board, or
        ``size`` is below 1.

    See Also
    --------
    square_name : the other way round.

    Examples
    --------
    >>> chess_square("h1"), chess_square("a8"), chess_square("h4")
    ((7, 7), (0, 0), (4, 7))
    """
    size = _size(size, "size")
    if not isinstance(name, str):
        raise TypeError(_("a square is a file letter and a rank number such as 'h1', got {given}").format(
                            given=given(name)))
    if len(name) < 2 or not name[0].isalpha() or not name[1:].isdigit():
        raise ValueError(_("a square is a file letter and a rank number such as 'h1', got {name}").format(
                             name=repr(name)))
    col, rank = ord(name[0].lower()) - ord("a"), int(name[1:])
    if not (0 <= col < size and 1 <= rank <= size):
        raise ValueError(_("{name} is not a square of a {size}×{size} board").format(name=repr(name), size=size))
    return (size - rank, col)


def square_name(position: Square, size: int = 8) -> str:
    """Return the chess name of the position ``(row, col)`` on the article's board.

    See also: :func:`chess_square`.

    >>> square_name((7, 7)), square_name((0, 1))
    ('h1', 'b8')
    """
    size = _size(size, "size")
    r, c = (natural(x, N_("a coordinate")) for x in position)
    if r >= size or c >= size or size > 26:
        raise ValueError(_("{position} is not a square of a {size}×{size} board").format(
                             position=repr(position), size=size))
    return f"{chr(ord('a') + c)}{size - r}"


def fill_order(rows: int, cols: int, order: str = "gnomon") -> list[Square]:
    """Return the squares of a ``rows × cols`` window in the order a table is filled by hand.

    ``"gnomon"`` is the order of the slides and the article: row k from column k outward,
    then column k from row k+1 outward, for k = 0, 1, …; ``"rows"`` is row by row;
    ``"antidiagonals"`` fills by increasing row + col (needed by the knight).

    >>> fill_order(2, 3)
    [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    >>> fill_order(3, 3, "antidiagonals")[:4]
    [(0, 0), (1, 0), (0, 1), (2, 0)]
    """
    rows, cols = _size(rows, "rows"), _size(cols, "cols")
    if order == "gnomon":
        cells: list[Square] = []
        for k in range(min(rows, cols)):
            cells += [(k, c) for c in range(k, cols)]
            cells += [(r, k) for r in range(k + 1, rows)]
        return cells
    if order == "rows":
        return [(r, c) for r in range(rows) for c in range(cols)]
    if order == "antidiagonals":
        return [(s - c, c) for s in range(rows + cols - 1) for c in range(s + 1)
                if s - c < rows and c < cols]
    raise ValueError(_("order must be 'gnomon', 'rows' or 'antidiagonals', got {order}").format(order=repr(order)))


def options_filled_later(game: Game, order: Iterable[Square], square: Square) -> list[Square]:
    """Return the options of ``square`` that ``order`` (a fill order of a table) fills after it.

    Filling a table by hand needs every option of a square already filled, so a non-empty
    answer means ``order`` cannot be used at ``square``.  Options outside the squares of
    ``order`` (the knight may leave the table) do not count.

    >>> options_filled_later(Knight(), fill_order(4, 4), (1, 3))
    [(2, 1)]
    >>> options_filled_later(Knight(), fill_order(4, 4, "antidiagonals"), (1, 3))
    []

    See also: :func:`fill_order`, :func:`gamekit.tables.board_fill` (replays a fill).
    """
    rank = {tuple(p): i for i, p in enumerate(order)}
    if tuple(square) not in rank:
        raise ValueError(_("the square {square} is not in the fill order").format(square=repr(square)))
    here = rank[tuple(square)]
    return [q for q in dict.fromkeys(game.moves(tuple(square))) if rank.get(q, -1) > here]


#: The chessboard games by the name a chapter gives them.
#:
#: :meta hide-value:
BOARD_GAMES = {
    "rook": Rook,
    "king": King,
    "queen": Queen,
    "knight": Knight,
    "corner 4/3": lambda: CornerGame(right=4, down=3),
}


def board_game(name: str) -> BoardGame:
    """Return the board game called ``name``: "rook", "king", "queen", "knight" or "corner 4/3".

    >>> board_game("queen"), board_game("corner 4/3")
    (Queen, corner game (right ≤ 4, down ≤ 3))
    """
    if name not in BOARD_GAMES:
        raise ValueError(_("unknown piece {name}; choose one of {value}").format(
                             name=repr(name), value=', '.join(sorted(BOARD_GAMES))))
    return BOARD_GAMES[name]()
