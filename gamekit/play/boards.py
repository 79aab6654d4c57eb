"""Boards: a game's own picture, and which move a click on it makes.

A board turns a click into a move, in the game's own picture: pebbles in heaps, pins in rows,
squares of a chessboard, the squares of a chocolate bar, coins, pawns in rows, the roads of a map.
Boards are pure: :meth:`Board.cells` says what to draw and :meth:`Board.move` which position a
click reaches, or raises ``ValueError`` saying why the click is no move; ``gk.widgets.play``
draws them.  Which board draws which game is one registry keyed by the game's class
(:func:`draws`); :func:`board_for` looks a game up by its class and its bases, so a new family
registers its board where the board is defined and no widget changes.

See also: :class:`gamekit.play.match.Match`, :func:`gamekit.widgets.play`.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from gamekit.core.language import N_, ngettext, pgettext
from gamekit.core.language import gettext as _
from gamekit.core.words import ordinal
from gamekit.games.boards.chess import BoardGame, King, Knight, Queen, Rook
from gamekit.games.boards.chomp import Chomp
from gamekit.games.boards.coins import CoinTurningGame
from gamekit.games.boards.strips import Northcott
from gamekit.games.boards.wythoff import Wythoff
from gamekit.games.graphs.graph import GraphGame
from gamekit.games.heaps.dynamic import DynamicSubtraction
from gamekit.games.heaps.heap import HeapGame
from gamekit.games.heaps.octal import OctalGame
from gamekit.play.match import ENGINE, STUDENT, option_reached, options_by_key, short_text
from gamekit.theory.game import Game, Sum, as_game

__all__ = ["draws", "Cell", "Board", "HeapBoard", "DynamicHeapBoard", "PIECES", "GridBoard", "ChompBoard",
           "CoinBoard", "NorthcottBoard", "MapBoard", "OptionsBoard", "SumBoard", "board_for"]


BOARDS: dict[type, type] = {}   # game class -> the board that draws its games (and its subclasses' games)


def draws(*kinds: type) -> Callable[[type], type]:
    """Return a class decorator registering a board as the picture of the games of ``kinds``.

    :func:`board_for` finds a game's board by the game's class and then its bases, so a board
    registered for :class:`gamekit.HeapGame` draws every heap game that has no board of its own.

    >>> BOARDS[Chomp].__name__
    'ChompBoard'
    """
    def register(board: type) -> type:
        for kind in kinds:
            BOARDS[kind] = board
        return board
    return register


# ====================================================================== words
_THE_ORDINALS = (N_("the first"), N_("the second"), N_("the third"), N_("the fourth"), N_("the fifth"),
                 N_("the sixth"), N_("the seventh"), N_("the eighth"), N_("the ninth"), N_("the tenth"))


def the_ordinal(n: int) -> str:
    """Return "the first", "the second", … (from 1), in the language spoken, for a heap, row or game.

    >>> the_ordinal(2), the_ordinal(12)
    ('the second', 'the 12th')
    """
    if 1 <= n <= len(_THE_ORDINALS):
        return _(_THE_ORDINALS[n - 1])
    # Translators: an ordinal in figures with its article; {ordinal} is English ("12th"), {n} the number alone
    return _("the {ordinal}").format(ordinal=ordinal(n), n=n)


def said_by(who: str | None, you: str, computer: str, anyone: str) -> str:
    """Return the form of a sentence for who made the move: the student, the engine, or nobody (a hint).

    A move is said in full (the verb agrees with who made it, as Hungarian needs): each board gives
    the three forms, each marked for translation.

    >>> said_by(STUDENT, "you took 1", "the computer took 1", "took 1")
    'you took 1'
    """
    return you if who == STUDENT else computer if who == ENGINE else anyone


def _joined(items: list[str], last: str) -> str:
    """Return ``items`` as a list in words, ``last`` (already translated) before the last one."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {last} " + items[-1]


def mode_label(mode: str) -> str:
    """Return the label of a kind of click (``"take"``, ``"split"``, ``"knock 2"``) in the language spoken.

    >>> mode_label("knock 2"), mode_label("take")
    ('knock 2', 'take')
    """
    if mode.startswith("knock "):
        return pgettext("kind of move", "knock {count}").format(count=mode.split()[1])
    return {"take": pgettext("kind of move", "take"), "split": pgettext("kind of move", "split"),
            "move": pgettext("kind of move", "move")}.get(mode, mode)


# ====================================================================== boards
@dataclass(frozen=True)
class Cell:
    """One thing drawn on a board: its ``label``, its ``key`` (None: not clickable) and its ``kind``."""

    label: str
    key: Hashable | None = None
    kind: str = "square"


class Board:
    """How a game is drawn and clicked: rows of cells, and the move each click makes.

    Subclasses draw a family in its own picture; this class draws any game as its options.
    ``modes`` are the kinds of click a game has (take or split a heap, knock one or two pins).
    """

    modes: tuple[str, ...] = ("move",)
    name = "options"
    chooses: bool = False
    """Whether a click only chooses a cell, and the cells chosen are then one move (the coins to turn)."""
    shows_map: bool = False
    """Whether the board is drawn beside a map of the game (a car on a road map)."""

    def __init__(self, game: Game, start: Hashable) -> None:
        self.game, self.start = game, start

    def cells(self, position: Hashable) -> list[list[Cell]]:
        """Return the rows of cells that draw ``position``: here one button per option, for any game."""
        return [[Cell(short_text(q, 30), q, "option")] for q in self.game.moves(position)]

    def target(self, position: Hashable, key: Hashable, mode: str) -> Hashable:
        """Return the position a click on ``key`` would make (legal or not): here the option clicked."""
        return key

    def mode(self, mode: str | None = None) -> str:
        """Return the kind of click ``mode`` (the board's first for None), or raise ``ValueError`` if it has none such.

        >>> from gamekit import Kayles
        >>> HeapBoard(Kayles, (5,)).mode(), HeapBoard(Kayles, (5,)).mode("knock 2")
        ('knock 1', 'knock 2')
        """
        mode = self.modes[0] if mode is None else mode
        if mode not in self.modes:
            # Translators: {labels} are the same modes as the board's buttons name them ("knock 1" → "1 bábu")
            raise ValueError(_("the mode must be one of {modes}, got {mode}").format(
                modes=", ".join(self.modes), labels=", ".join(mode_label(m) for m in self.modes), mode=repr(mode)))
        return mode

    def move(self, position: Hashable, key: Hashable, mode: str | None = None) -> Hashable:
        """Return the option a click on ``key`` reaches, or raise ``ValueError`` saying why it is no move.

        The move is checked by :func:`gamekit.play.match.option_reached`, as a match checks it.

        >>> from gamekit import Nim
        >>> HeapBoard(Nim(), (3, 4)).move((3, 4), (0, 0))      # the first pebble of the first heap: all of it
        (0, 4)
        """
        mode = self.mode(mode)
        q = self.target(position, key, mode)
        return option_reached(self.game, position, q, lambda q: self.refusal(position, q, mode))

    def refusal(self, position: Hashable, q: Hashable, mode: str) -> str:
        """Return why ``q`` is no move from ``position``: here, in the name of the game only.

        >>> from gamekit import Game
        >>> Board(Game(lambda n: range(n), name="countdown"), 4).refusal(4, 7, "move")
        'that is not a move of countdown'
        """
        return _("that is not a move of {game}").format(game=repr(self.game))

    def targets(self, position: Hashable, mode: str | None = None) -> dict[Hashable, Hashable]:
        """Return ``{key: option}`` for every click that is a move (what a hint colours).

        >>> from gamekit import Nim
        >>> HeapBoard(Nim(), (2,)).targets((2,))
        {(0, 0): (0,), (0, 1): (1,)}
        """
        found = {}
        for row in self.cells(position):
            for cell in row:
                if cell.key is not None:
                    try:
                        found[cell.key] = self.move(position, cell.key, mode)
                    except ValueError:
                        pass
        return found

    def describe(self, p: Hashable, q: Hashable, who: str | None = None) -> str:
        """Return the move from ``p`` to ``q`` in words, said of ``who`` made it (``"student"``, ``"engine"``).

        Without ``who`` the move is named alone (as a hint lists it).

        >>> from gamekit import Game
        >>> Board(Game(lambda n: range(n)), 4).describe(4, 1)
        'moved from 4 to 1'
        >>> Board(Game(lambda n: range(n)), 4).describe(4, 1, "engine")
        'the computer moved from 4 to 1'
        """
        return _positions_in_words(p, q, who)


def _positions_in_words(p: Hashable, q: Hashable, who: str | None) -> str:
    """Return a move no board has words for: from one position to the other, without brackets of Python."""
    def shown(x: Hashable) -> str:
        if isinstance(x, tuple):
            return _("nothing") if not x else "(" + ", ".join(shown(y) for y in x) + ")"
        return str(x)
    return said_by(who, _("you moved from {p} to {q}"), _("the computer moved from {p} to {q}"),
                   _("moved from {p} to {q}")).format(p=shown(p), q=shown(q))


@draws(HeapGame)
class HeapBoard(Board):
    """Heaps of pebbles (or rows of pins): click the pebble from which to take, split or knock down.

    A click key is ``(heap, pebble)``, both counted from 0.  Modes: ``"take"`` (the pebble clicked
    and every pebble after it are taken), ``"split"`` (the heap splits before the pebble clicked),
    ``"knock k"`` (the pin clicked and the k − 1 after it fall; the row falls apart in two).

    >>> from gamekit import Nim, Kayles, DawsonsKayles
    >>> HeapBoard(Nim(), (3, 4)).move((3, 4), (1, 2))   # the 3rd pebble of the 2nd heap: it and those after go
    (3, 2)
    >>> HeapBoard(Kayles, (5,)).move((5,), (0, 2), "knock 1") # the 3rd pin of five
    (2, 2)
    >>> HeapBoard(DawsonsKayles, (5,)).modes                  # ·07 knocks down two pins, never one
    ('knock 2',)
    """

    name = "heaps"

    def __init__(self, game: HeapGame, start: Hashable) -> None:
        super().__init__(game, start)
        if isinstance(game, OctalGame):
            self.name, self.modes = "pins", tuple(f"knock {k}" for k in range(1, game.rules.largest_removal + 1)
                                                 if self._knocks(k))
        else:
            self.modes = ("take", "split") if self._splits() else ("take",)

    def _knocks(self, k: int) -> bool:
        """Return whether the octal game knocks down ``k`` pins in some way."""
        rules = self.game.rules
        return k in rules.ones or k in rules.twos or k in rules.fours

    def _splits(self) -> bool:
        """Return whether some move of a heap of at most 8 leaves two heaps or more."""
        return any(len(q) > 1 for h in range(1, 9) for q in self.game.moves((h,)))

    def cells(self, position: tuple[int, ...]) -> list[list[Cell]]:
        """Return one row per heap: its size, then its pebbles (or pins), keyed ``(heap, pebble)``.

        >>> from gamekit import Nim
        >>> [cell.label for cell in HeapBoard(Nim(), (2,)).cells((2,))[0]]
        [' 2', '●', '●']
        """
        symbol = "▮" if self.name == "pins" else "●"
        return [[Cell(f"{h:>2}", None, "count")] + [Cell(symbol, (i, j), "pin" if self.name == "pins" else "pebble")
                                                   for j in range(h)] for i, h in enumerate(position)]

    def target(self, position: tuple[int, ...], key: tuple[int, int], mode: str) -> tuple[int, ...]:
        """Return the heaps after a click on pebble ``key`` of kind ``mode`` (legal or not).

        >>> from gamekit import LaskersNim
        >>> HeapBoard(LaskersNim(), (5,)).target((5,), (0, 2), "split")
        (2, 3)
        """
        i, j = key
        heaps = list(position)
        if not (0 <= i < len(heaps) and 0 <= j < heaps[i]):
            raise ValueError((_("there is no pin {pin} in row {row}") if self.name == "pins"
                              else _("there is no pebble {pebble} in heap {heap}")).format(
                pin=j + 1, pebble=j + 1, row=i + 1, heap=i + 1))
        h = heaps[i]
        if mode == "take":
            parts = [j]
        elif mode == "split":
            if j == 0:
                raise ValueError(_("to split a heap, click the pebble after which it splits (not the first)"))
            parts = [j, h - j]
        else:
            k = int(mode.split()[1])
            if j + k > h:
                raise ValueError(ngettext("there is no pin from pin {pin} on",
                                          "there are not {count} pins from pin {pin} on", k).format(count=k, pin=j + 1))
            parts = [j, h - j - k]
        if isinstance(self.game, OctalGame) or mode != "take":
            parts = [x for x in parts if x]
            return tuple(sorted(heaps[:i] + parts + heaps[i + 1:]))
        return tuple(heaps[:i] + parts + heaps[i + 1:])

    def refusal(self, position: tuple[int, ...], q: tuple[int, ...], mode: str) -> str:
        """Return why ``q`` is not a move from ``position``, in the words of heaps or of rows of pins.

        >>> from gamekit import Bachet, OctalGame
        >>> HeapBoard(Bachet(3), (10,)).refusal((10,), (6,), "take")
        'Bachet (take 1–3) takes 1, 2 or 3 from a heap of 10, not 4'
        >>> HeapBoard(OctalGame("0.75"), (3, 3, 3, 5)).refusal((3, 3, 3, 5), (1, 3, 3, 5), "knock 2")
        '·75 never knocks 2 pins off the end of a row: knocking down 2 pins, it takes a whole row of 2 or takes 2 \
pins from the middle of a row, which splits in two'
        """
        pins = self.name == "pins"
        before, after = Counter(h for h in position if h), Counter(h for h in q if h)
        gone, new = sorted((before - after).elements()), sorted((after - before).elements())
        if not gone and not new:
            return _("that leaves the position as it was: a move must change it")
        if len(gone) != 1:
            if pins:
                return ngettext("a move changes one row only, and that would change {count} row",
                                "a move changes one row only, and that would change {count} rows",
                                len(gone)).format(count=len(gone) or pgettext("a count of none", "no"))
            return ngettext("a move changes one heap only, and that would change {count} heap",
                            "a move changes one heap only, and that would change {count} heaps",
                            len(gone)).format(count=len(gone) or pgettext("a count of none", "no"))
        h, taken = gone[0], gone[0] - sum(new)
        if taken <= 0 and not (not pins and taken == 0 and len(new) > 1):
            return _("a move takes pins away, never adds any") if pins else \
                _("a move takes pebbles away, never adds any")
        if pins:
            return self._octal_refusal(h, taken, len(new))
        options = sorted({tuple(sorted(x for x in o if x)) for o in self.game.moves((h,))})
        if all(len(o) <= 1 for o in options):
            takes = [str(h - sum(o)) for o in reversed(options)]
            allowed = _joined(takes, _("or")) if takes else _("nothing")
            return _("{game} takes {allowed} from a heap of {heap}, not {taken}").format(
                game=repr(self.game), allowed=allowed, heap=h, taken=taken)
        shown = [f" {_('and')} ".join(map(str, o)) if o else _("nothing") for o in options[:8]]
        return _("{game} leaves {allowed} of a heap of {heap}, not {left}").format(
            game=repr(self.game), allowed=_joined(shown, _("or")) + (", …" if len(options) > 8 else ""), heap=h,
            left=f" {_('and')} ".join(map(str, new)) or _("nothing"))

    def _octal_refusal(self, h: int, taken: int, left: int) -> str:
        """Return why knocking ``taken`` pins of a row of ``h``, leaving ``left`` rows, is no move of the octal game."""
        rules, game = self.game.rules, self.game
        kinds = [k for k, digits in enumerate((rules.ones, rules.twos, rules.fours)) if taken in digits]
        pins = ngettext("{count} pin", "{count} pins", taken).format(count=taken)
        if not kinds:
            counts = sorted(set(rules.ones + rules.twos + rules.fours) - {0})
            return ngettext("{game} never knocks down {pins} at once: it knocks down {counts} pin",
                            "{game} never knocks down {pins} at once: it knocks down {counts} pins",
                            1 if counts == [1] else 2).format(
                game=repr(game), pins=pins, counts=_joined([str(k) for k in counts], _("or")))
        done = {0: _("a whole row of {count}"), 1: _("{pins} off the end of a row"),
                2: _("{pins} from the middle of a row")}[min(left, 2)].format(count=taken, pins=pins)
        may = {0: _("takes a whole row of {count}"), 1: _("knocks {pins} off the end of a row"),
               2: _("takes {pins} from the middle of a row, which splits in two")}
        if left in kinds:
            return _("{game} cannot knock down {pins} of a row of {count} that way").format(
                game=repr(game), pins=pins, count=h)
        return _("{game} never knocks {done}: knocking down {pins}, it {may}").format(
            game=repr(game), done=done, pins=pins,
            may=f" {_('or')} ".join(may[k].format(count=taken, pins=pins) for k in kinds))

    def describe(self, p: tuple[int, ...], q: tuple[int, ...], who: str | None = None) -> str:
        """Return the move in words: which heap, how many taken, or how a heap (a row of pins) was split.

        ``who`` made the move (see :meth:`Board.describe`).

        >>> from gamekit import Nim, Kayles, LaskersNim
        >>> HeapBoard(Nim(), (3, 4)).describe((3, 4), (3, 1)), HeapBoard(Nim(), (5,)).describe((5,), (2,))
        ('took 3 from the second heap (4 → 1)', 'took 3 from the heap (5 → 2)')
        >>> HeapBoard(Kayles, (4, 7)).describe((4, 7), (4, 2, 4))
        'knocked down 1 pin of the second row (7 pins), leaving rows of 2 and 4'
        >>> HeapBoard(LaskersNim(), (5, 3)).describe((5, 3), (3, 2, 3))
        'split the first heap (5) into 2 and 3'
        """
        before, after = list(p), list(q)
        for h in q:                               # what stays the same is not the move
            if h in before:
                before.remove(h)
                after.remove(h)
        if len(before) != 1:
            return _positions_in_words(p, q, who)
        h = before[0]
        i = list(p).index(h)
        changed = [k for k, (a, b) in enumerate(zip(p, q)) if a != b] if len(p) == len(q) else []
        if len(changed) == 1:
            i = changed[0]
        only = len(p) == 1
        which = the_ordinal(i + 1)
        parts = f" {_('and')} ".join(map(str, sorted(after)))
        if self.name == "pins":
            knocked = h - sum(after)
            left = _("nothing") if not after else _("a row of {count}").format(count=after[0]) if len(after) == 1 \
                else _("rows of {counts}").format(counts=parts)
            if only:
                said = said_by(who, _("you knocked down {pins} of the row ({row}), leaving {left}"),
                               _("the computer knocked down {pins} of the row ({row}), leaving {left}"),
                               _("knocked down {pins} of the row ({row}), leaving {left}"))
            else:
                said = said_by(who, _("you knocked down {pins} of {which} row ({row}), leaving {left}"),
                               _("the computer knocked down {pins} of {which} row ({row}), leaving {left}"),
                               _("knocked down {pins} of {which} row ({row}), leaving {left}"))
            return said.format(pins=ngettext("{count} pin", "{count} pins", knocked).format(count=knocked),
                               row=ngettext("{count} pin", "{count} pins", h).format(count=h), which=which,
                               left=left)
        if len(after) <= 1 and sum(after) < h:
            left = after[0] if after else 0
            if only:
                said = said_by(who, _("you took {count} from the heap ({old} → {new})"),
                               _("the computer took {count} from the heap ({old} → {new})"),
                               _("took {count} from the heap ({old} → {new})"))
            else:
                said = said_by(who, _("you took {count} from {which} heap ({old} → {new})"),
                               _("the computer took {count} from {which} heap ({old} → {new})"),
                               _("took {count} from {which} heap ({old} → {new})"))
            return said.format(count=h - left, which=which, old=h, new=left)
        if sum(after) == h:
            if only:
                said = said_by(who, _("you split the heap of {old} into {parts}"),
                               _("the computer split the heap of {old} into {parts}"),
                               _("split the heap of {old} into {parts}"))
            else:
                said = said_by(who, _("you split {which} heap ({old}) into {parts}"),
                               _("the computer split {which} heap ({old}) into {parts}"),
                               _("split {which} heap ({old}) into {parts}"))
            return said.format(which=which, old=h, parts=parts)
        if only:
            said = said_by(who, _("you took {count} from the heap of {old} and split the rest into {parts}"),
                           _("the computer took {count} from the heap of {old} and split the rest into {parts}"),
                           _("took {count} from the heap of {old} and split the rest into {parts}"))
        else:
            said = said_by(who, _("you took {count} from {which} heap ({old}) and split the rest into {parts}"),
                           _("the computer took {count} from {which} heap ({old}) and split the rest into {parts}"),
                           _("took {count} from {which} heap ({old}) and split the rest into {parts}"))
        return said.format(count=h - sum(after), which=which, old=h, parts=parts)


@draws(DynamicSubtraction)
class DynamicHeapBoard(Board):
    """One heap where each take is bounded by the last one (Fibonacci nim): click the pebble to take from.

    >>> from gamekit import FibonacciNim
    >>> DynamicHeapBoard(FibonacciNim(), (10, 9)).move((10, 9), (0, 7))   # take 3 of 10
    (7, 6)
    """

    name = "heap"

    def cells(self, position: tuple[int, int]) -> list[list[Cell]]:
        """Return one row: the most that may be taken now, then the pebbles, keyed ``(0, pebble)``.

        >>> from gamekit import FibonacciNim
        >>> [cell.label for cell in DynamicHeapBoard(FibonacciNim(), (3, 1)).cells((3, 1))[0]]
        ['≤1', '●', '●', '●']
        """
        n, limit = position
        return [[Cell(f"≤{min(limit, n)}", None, "label")] + [Cell("●", (0, j), "pebble") for j in range(n)]]

    def target(self, position: tuple[int, int], key: tuple[int, int], mode: str) -> tuple[int, int]:
        """Return the position after taking pebble ``key`` and every pebble after it (legal or not).

        >>> from gamekit import FibonacciNim
        >>> DynamicHeapBoard(FibonacciNim(), (10, 9)).target((10, 9), (0, 7), "take")
        (7, 6)
        """
        n, limit = position
        _row, j = key
        if not 0 <= j < n:
            raise ValueError(_("there is no pebble {pebble}").format(pebble=j + 1))
        take = n - j
        for q in self.game.moves(position):
            if q[0] == j:
                return q
        return (j, take)

    def refusal(self, position: tuple[int, int], q: tuple[int, int], mode: str) -> str:
        """Return why the take is no move: it is more than the limit.

        >>> from gamekit import FibonacciNim
        >>> DynamicHeapBoard(FibonacciNim(), (10, 2)).refusal((10, 2), (5, 10), "take")
        'you may take at most 2 now, not 5'
        """
        n, limit = position
        return _("you may take at most {limit} now, not {count}").format(limit=limit, count=n - q[0])

    def describe(self, p: tuple[int, int], q: tuple[int, int], who: str | None = None) -> str:
        """Return the take in words, with the limit of the next take (``who`` took: see :meth:`Board.describe`).

        >>> from gamekit import FibonacciNim
        >>> DynamicHeapBoard(FibonacciNim(), (10, 9)).describe((10, 9), (7, 6))
        'took 3 (10 → 7; the next take is at most 6)'
        """
        return said_by(who, _("you took {count} ({old} → {new}; the next take is at most {limit})"),
                       _("the computer took {count} ({old} → {new}; the next take is at most {limit})"),
                       _("took {count} ({old} → {new}; the next take is at most {limit})")).format(
            count=p[0] - q[0], old=p[0], new=q[0], limit=q[1])


#: The symbol of each piece on a board, by its game's class (any other piece: ●).
#:
#: :meta hide-value:
PIECES = [(Wythoff, "♛"), (Queen, "♛"), (Rook, "♜"), (King, "♚"), (Knight, "♞")]
PIECE_NAMES = {Queen: N_("the queen"), Rook: N_("the rook"), King: N_("the king"), Knight: N_("the knight")}


@draws(BoardGame, Wythoff)
class GridBoard(Board):
    """A chessboard (rook, queen, king, knight, the corner game) or Wythoff's two heaps as a queen.

    The piece's target corner is the top-left square (0, 0); click the square to move the piece to.

    >>> from gamekit import Queen
    >>> GridBoard(Queen(), (3, 5)).move((3, 5), (1, 3))      # diagonally, two squares
    (1, 3)
    """

    name = "chessboard"

    def __init__(self, game: Game, start: Hashable) -> None:
        super().__init__(game, start)
        r, c = start
        away = isinstance(game, BoardGame) and game.moves_away()
        self.rows, self.cols = (r + c + 1, r + c + 1) if away else (r + 1, c + 1)
        if isinstance(game, BoardGame) and game.board is not None:
            self.rows, self.cols = game.board

    def cells(self, position: tuple[int, int]) -> list[list[Cell]]:
        """Return the squares row by row, keyed ``(row, column)``: the piece, the target corner ◎, light or dark.

        >>> from gamekit import Rook
        >>> [[cell.label for cell in row] for row in GridBoard(Rook(), (1, 1)).cells((1, 1))]
        [['◎', ''], ['', '♜']]
        """
        piece = next((symbol for kind, symbol in PIECES if isinstance(self.game, kind)), "●")
        return [[Cell(piece if (i, j) == tuple(position) else ("◎" if (i, j) == (0, 0) else ""),
                      (i, j), "light" if (i + j) % 2 == 0 else "dark")
                 for j in range(self.cols)] for i in range(self.rows)]

    def target(self, position: tuple[int, int], key: tuple[int, int], mode: str) -> tuple[int, int]:
        """Return the square clicked: where the piece would go (legal or not).

        >>> from gamekit import Queen
        >>> GridBoard(Queen(), (3, 5)).target((3, 5), [1, 3], "move")
        (1, 3)
        """
        return tuple(key)

    def refusal(self, position: tuple[int, int], q: tuple[int, int], mode: str) -> str:
        """Return why the click on square ``q`` is no move: in heaps for Wythoff's game, else the piece's.

        >>> from gamekit import Queen, Wythoff
        >>> GridBoard(Wythoff(), (5, 8)).refusal((5, 8), (4, 6), "move")
        'take from one heap only, or the same number from both: this takes 1 from the first heap and 2 from \
the second'
        >>> GridBoard(Queen(), (5, 7)).refusal((5, 7), (4, 4), "move")
        'the queen cannot reach that square in one move (Hint colours the squares it can reach)'
        """
        (a, b), (c, d) = position, q
        if isinstance(self.game, Wythoff):
            if c > a or d > b:
                return _("a move takes from the heaps, never adds: click a square above or left of the queen")
            if (a, b) == (c, d):
                return _("that leaves both heaps as they are: a move takes at least one")
            return _("take from one heap only, or the same number from both: this takes {first} from the first "
                     "heap and {second} from the second").format(first=a - c, second=b - d)
        piece = self.piece()
        if (a, b) == (c, d):
            return _("{piece} is on that square already: click the square to move it to").format(piece=piece)
        return _("{piece} cannot reach that square in one move (Hint colours the squares it can reach)").format(
            piece=piece)

    def piece(self, moved: bool = False) -> str:
        """Return the piece in words, with its article ("the queen"), in the language spoken.

        ``moved``: the piece as a move names it ("moved the queen"), which Hungarian says in
        another case than the piece that stands or cannot go.

        >>> from gamekit import Knight
        >>> GridBoard(Knight(), (2, 3)).piece(), GridBoard(Knight(), (2, 3)).piece(moved=True)
        ('the knight', 'the knight')
        """
        name = next((name for kind, name in PIECE_NAMES.items() if isinstance(self.game, kind)), N_("the piece"))
        if not moved:
            return _(name)
        return {"the queen": pgettext("the piece moved", "the queen"),
                "the rook": pgettext("the piece moved", "the rook"),
                "the king": pgettext("the piece moved", "the king"),
                "the knight": pgettext("the piece moved", "the knight")}.get(
            name, pgettext("the piece moved", "the piece"))

    def describe(self, p: tuple[int, int], q: tuple[int, int], who: str | None = None) -> str:
        """Return the move in words: the heaps of Wythoff's game, or the piece's squares.

        ``who`` made the move (see :meth:`Board.describe`).

        >>> from gamekit import Queen, Wythoff
        >>> GridBoard(Queen(), (5, 7)).describe((5, 7), (3, 5))
        'moved the queen 2 squares diagonally up and left'
        >>> GridBoard(Wythoff(), (5, 8)).describe((5, 8), (3, 6))
        'took 2 from both heaps (5 → 3 and 8 → 6)'
        """
        (a, b), (c, d) = p, q
        if isinstance(self.game, Wythoff):
            if a != c and b != d:
                return said_by(who, _("you took {count} from both heaps ({a} → {c} and {b} → {d})"),
                               _("the computer took {count} from both heaps ({a} → {c} and {b} → {d})"),
                               _("took {count} from both heaps ({a} → {c} and {b} → {d})")).format(
                    count=a - c, a=a, b=b, c=c, d=d)
            i, old, new = (1, a, c) if a != c else (2, b, d)
            return said_by(who, _("you took {count} from {which} heap ({old} → {new})"),
                           _("the computer took {count} from {which} heap ({old} → {new})"),
                           _("took {count} from {which} heap ({old} → {new})")).format(
                count=old - new, which=the_ordinal(i), old=old, new=new)
        rows, cols = abs(a - c), abs(b - d)
        vertical = pgettext("direction", "up") if c < a else pgettext("direction", "down")
        horizontal = pgettext("direction", "left") if d < b else pgettext("direction", "right")
        squares = ngettext("{count} square", "{count} squares", max(rows, cols)).format(count=max(rows, cols))
        if not rows or not cols:
            said = said_by(who, _("you moved {piece} {squares} {direction}"),
                           _("the computer moved {piece} {squares} {direction}"),
                           _("moved {piece} {squares} {direction}"))
        elif rows == cols:
            said = said_by(who, _("you moved {piece} {squares} diagonally {vertical} and {horizontal}"),
                           _("the computer moved {piece} {squares} diagonally {vertical} and {horizontal}"),
                           _("moved {piece} {squares} diagonally {vertical} and {horizontal}"))
        else:
            said = said_by(who, _("you moved {piece} {rows} {vertical} and {cols} {horizontal}"),
                           _("the computer moved {piece} {rows} {vertical} and {cols} {horizontal}"),
                           _("moved {piece} {rows} {vertical} and {cols} {horizontal}"))
        return said.format(piece=self.piece(moved=True), squares=squares, direction=vertical if rows else horizontal,
                           vertical=vertical, horizontal=horizontal, rows=rows, cols=cols)


@draws(Chomp)
class ChompBoard(Board):
    """A chocolate bar with its poisoned square top left: click a square to bite it with all below-right.

    >>> from gamekit import Chomp
    >>> ChompBoard(Chomp(), (4, 4, 4)).move((4, 4, 4), (1, 2))
    (4, 2, 2)
    """

    name = "chocolate bar"

    def cells(self, position: tuple[int, ...]) -> list[list[Cell]]:
        """Return the bar row by row, keyed ``(row, column)``: chocolate (the poisoned square ☠) or eaten.

        >>> from gamekit import Chomp
        >>> [[cell.label for cell in row] for row in ChompBoard(Chomp(), (2, 1)).cells((2, 1))]
        [['☠', '▦'], ['▦', '']]
        """
        width = max(position, default=0)
        return [[Cell("☠" if (i, j) == (0, 0) else "▦", (i, j), "chocolate") if j < length
                 else Cell("", None, "eaten") for j in range(width)] for i, length in enumerate(position)]

    def target(self, position: tuple[int, ...], key: tuple[int, int], mode: str) -> tuple[int, ...]:
        """Return the rows left after biting square ``key`` and every square below and right of it.

        >>> from gamekit import Chomp
        >>> ChompBoard(Chomp(), (4, 4, 4)).target((4, 4, 4), (1, 2), "move")
        (4, 2, 2)
        """
        i, j = key
        if not (0 <= i < len(position) and 0 <= j < position[i]):
            raise ValueError(_("that square has been eaten already: click a square of chocolate"))
        rows = [length if r < i else min(length, j) for r, length in enumerate(position)]
        return tuple(x for x in rows if x)

    def describe(self, p: tuple[int, ...], q: tuple[int, ...], who: str | None = None) -> str:
        """Return the bite in words: how many squares, and the rows left (``who``: see :meth:`Board.describe`).

        >>> from gamekit import Chomp
        >>> ChompBoard(Chomp(), (3, 3, 3)).describe((3, 3, 3), (3, 1, 1))
        'bit off 4 squares, leaving rows of 3, 1 and 1'
        """
        eaten = sum(p) - sum(q)
        rows = _joined([str(x) for x in q], _("and")) if q else ""
        left = _("rows of {counts}").format(counts=rows) if len(q) > 1 else \
            _("a row of {count}").format(count=rows) if q else _("nothing")
        return said_by(who, _("you bit off {squares}, leaving {left}"),
                       _("the computer bit off {squares}, leaving {left}"),
                       _("bit off {squares}, leaving {left}")).format(
            squares=ngettext("{count} square", "{count} squares", eaten).format(count=eaten), left=left)


@draws(CoinTurningGame)
class CoinBoard(Board):
    """A row of coins, red (P) or blue (K) as the course writes them: choose the coins, then turn them.

    A position lists the red coins (counted from 1); a move turns one red coin blue, or turns
    coins of which the rightmost is red, as the game's rules allow.

    Here a click key is the set of coins chosen; ``gk.widgets.play`` collects it.

    >>> from gamekit import TurningTurtles
    >>> board = CoinBoard(TurningTurtles(), (2, 5))
    >>> board.move((2, 5), frozenset({1, 5}))                 # turn coins 1 and 5 (5 is red)
    (1, 2)
    """

    name = "coins"
    chooses = True

    def __init__(self, game: Game, start: Hashable) -> None:
        super().__init__(game, start)
        self.width = max(start, default=1)     # coins right of the last red one never turn

    def cells(self, position: tuple[int, ...]) -> list[list[Cell]]:
        """Return one row of coins keyed by their place (from 1): "P" red, "K" blue.

        >>> from gamekit import TurningTurtles
        >>> [cell.label for cell in CoinBoard(TurningTurtles(), (2, 3)).cells((2, 3))[0]]
        ['K', 'P', 'P']
        """
        return [[Cell("P" if k in position else "K", k, "red" if k in position else "blue")
                 for k in range(1, self.width + 1)]]

    def target(self, position: tuple[int, ...], key: frozenset[int], mode: str) -> tuple[int, ...]:
        """Return the red coins after turning the coins ``key`` (legal or not).

        >>> from gamekit import TurningTurtles
        >>> CoinBoard(TurningTurtles(), (2, 5)).target((2, 5), frozenset({1, 5}), "move")
        (1, 2)
        """
        chosen = frozenset(key)
        if not chosen:
            raise ValueError(_("choose the coins to turn first"))
        return tuple(sorted(set(position) ^ chosen))

    def refusal(self, position: tuple[int, ...], q: tuple[int, ...], mode: str) -> str:
        """Return why turning the chosen coins is no move: the game's rules do not allow it.

        >>> from gamekit import TurningTurtles
        >>> CoinBoard(TurningTurtles(), (2, 5)).refusal((2, 5), (2, 3, 5), "move")
        'turning those coins is not a move of FORDÍTÓ'
        """
        return _("turning those coins is not a move of {game}").format(game=repr(self.game))

    def targets(self, position: tuple[int, ...], mode: str | None = None) -> dict[frozenset[int], tuple[int, ...]]:
        """Return ``{coins turned: option}`` for every move (a coin board's clicks only choose coins).

        >>> from gamekit import TurningTurtles
        >>> CoinBoard(TurningTurtles(), (2,)).targets((2,))
        {frozenset({2}): (), frozenset({1, 2}): (1,)}
        """
        found = {}
        for q in options_by_key(self.game, position).values():
            found[frozenset(set(position) ^ set(q))] = q
        return found

    def describe(self, p: tuple[int, ...], q: tuple[int, ...], who: str | None = None) -> str:
        """Return the coins turned, in words (``who``: see :meth:`Board.describe`).

        >>> from gamekit import TurningTurtles
        >>> CoinBoard(TurningTurtles(), (2, 5)).describe((2, 5), (1, 2))
        'turned coins 1, 5'
        """
        turned = sorted(set(p) ^ set(q))
        if len(turned) == 1:
            said = said_by(who, _("you turned coin {coins}"), _("the computer turned coin {coins}"),
                           _("turned coin {coins}"))
        else:
            said = said_by(who, _("you turned coins {coins}"), _("the computer turned coins {coins}"),
                           _("turned coins {coins}"))
        return said.format(coins=", ".join(map(str, turned)))


@draws(Northcott)
class NorthcottBoard(Board):
    """Northcott's game: rows with a white and a black pawn; click the square your pawn moves to.

    >>> from gamekit import Northcott
    >>> p = (((0, 3), (1, 4)), "white")
    >>> NorthcottBoard(Northcott(), p).move(p, (0, 2))
    (((2, 3), (1, 4)), 'black')
    """

    name = "pawns"

    def cells(self, position: tuple[tuple[tuple[int, int], ...], str]) -> list[list[Cell]]:
        """Return one row of squares per row of the board, keyed ``(row, column)``: ♙ white, ♟ black.

        >>> from gamekit import Northcott
        >>> p = (((0, 3),), "white")
        >>> [cell.label for cell in NorthcottBoard(Northcott(width=4), p).cells(p)[0]]
        ['♙', '', '', '♟']
        """
        rows, mover = position
        return [[Cell("♙" if j == w else "♟" if j == b else "", (i, j), "light" if (i + j) % 2 == 0 else "dark")
                 for j in range(self.game.width)] for i, (w, b) in enumerate(rows)]

    def target(self, position: tuple[tuple[tuple[int, int], ...], str], key: tuple[int, int],
               mode: str) -> tuple[tuple[tuple[int, int], ...], str]:
        """Return the position after the mover's pawn of row ``key[0]`` goes to column ``key[1]`` (legal or not).

        >>> from gamekit import Northcott
        >>> p = (((0, 3), (1, 4)), "white")
        >>> NorthcottBoard(Northcott(), p).target(p, (0, 2), "move")
        (((2, 3), (1, 4)), 'black')
        """
        rows, mover = position
        i, j = key
        rows = list(rows)
        w, b = rows[i]
        rows[i] = (j, b) if mover == "white" else (w, j)
        return (tuple(rows), "black" if mover == "white" else "white")

    def refusal(self, position: tuple[tuple[tuple[int, int], ...], str], q: Hashable, mode: str) -> str:
        """Return why the pawn cannot go there: the rule of its moves.

        >>> from gamekit import Northcott
        >>> p = (((0, 3),), "white")
        >>> NorthcottBoard(Northcott(), p).refusal(p, (((3, 3),), "black"), "move")
        "white's pawn cannot go there: along its own row, never onto or over the other pawn"
        """
        return (_("white's pawn cannot go there: along its own row, never onto or over the other pawn")
                if position[1] == "white" else
                _("black's pawn cannot go there: along its own row, never onto or over the other pawn"))

    def describe(self, p: tuple[tuple[tuple[int, int], ...], str], q: tuple[tuple[tuple[int, int], ...], str],
                 who: str | None = None) -> str:
        """Return the pawn's move in words: which pawn, which row, from which column to which.

        ``who`` made the move (see :meth:`Board.describe`).

        >>> from gamekit import Northcott
        >>> NorthcottBoard(Northcott(), (((0, 3),), "white")).describe((((0, 3),), "white"), (((2, 3),), "black"))
        'moved the white pawn in row 1 from column 1 to column 3'
        """
        changed = [i for i, (a, b) in enumerate(zip(p[0], q[0])) if a != b]
        i = changed[0] if changed else 0
        col = 0 if p[1] == "white" else 1
        pawn = _("the white pawn") if p[1] == "white" else _("the black pawn")
        return said_by(who, _("you moved {pawn} in row {row} from column {old} to column {new}"),
                       _("the computer moved {pawn} in row {row} from column {old} to column {new}"),
                       _("moved {pawn} in row {row} from column {old} to column {new}")).format(
            pawn=pawn, row=i + 1, old=p[0][i][col] + 1, new=q[0][i][col] + 1)


@draws(GraphGame)
class MapBoard(Board):
    """A car on a road map (DUGÓ): click the town to drive to.

    >>> from gamekit.games.graphs.dugo import dugo
    >>> MapBoard(dugo(), "D").move("D", "E")
    'E'
    """

    name = "road map"
    shows_map = True

    def cells(self, position: Hashable) -> list[list[Cell]]:
        """Return one row: where the car is, then one road per town it can drive to, keyed by the town.

        >>> from gamekit.games.graphs.dugo import dugo
        >>> [cell.label for cell in MapBoard(dugo(), "D").cells("D")[0]][1:]
        ['→B', '→E']
        """
        return [[Cell(_("the car is in {town}: drive to").format(town=position), None, "title")]
                + [Cell(f"→{q}", q, "road") for q in self.game.moves(position)]]

    def target(self, position: Hashable, key: Hashable, mode: str) -> Hashable:
        """Return the town clicked: where the car would drive (legal or not)."""
        return key

    def refusal(self, position: Hashable, q: Hashable, mode: str) -> str:
        """Return why the car cannot drive there: no road.

        >>> from gamekit.games.graphs.dugo import dugo
        >>> MapBoard(dugo(), "D").refusal("D", "A", "move")
        'there is no road from D to A'
        """
        return _("there is no road from {start} to {end}").format(start=position, end=q)

    def describe(self, p: Hashable, q: Hashable, who: str | None = None) -> str:
        """Return the drive in words (``who``: see :meth:`Board.describe`).

        >>> from gamekit.games.graphs.dugo import dugo
        >>> MapBoard(dugo(), "D").describe("D", "E")
        'drove from D to E'
        """
        return said_by(who, _("you drove from {start} to {end}"), _("the computer drove from {start} to {end}"),
                       _("drove from {start} to {end}")).format(start=p, end=q)


class OptionsBoard(Board):
    """Any game without a picture of its own: one button per option (the :class:`Board` defaults)."""


@draws(Sum)
class SumBoard(Board):
    """A sum of games: each component on its own board; a click moves in one component.

    >>> from gamekit import Nim, Queen, Sum
    >>> board = SumBoard(Sum(Nim(), Queen()), ((3,), (2, 2)))
    >>> board.move(((3,), (2, 2)), (1, (1, 1)))            # the queen, diagonally
    ((3,), (1, 1))
    """

    name = "sum"

    def __init__(self, game: Sum, start: Hashable) -> None:
        super().__init__(game, start)
        self.parts = [board_for(g, s) for g, s in zip(game.components, start)]
        # the kinds of click of the heaps and rows of pins (a chessboard or a map needs none)
        self.modes = tuple(dict.fromkeys(m for b in self.parts for m in b.modes if m != "move")) or ("move",)

    def component_cells(self, position: tuple[Hashable, ...]) -> list[list[list[Cell]]]:
        """Return the rows of each component's board (a title row first), with keys ``(component, key)``."""
        return [[[Cell(_("game {number}: {game}").format(number=i + 1, game=repr(board.game)), None, "title")]]
                + [[Cell(c.label, None if c.key is None else (i, c.key), c.kind) for c in row]
                   for row in board.cells(p)] for i, (board, p) in enumerate(zip(self.parts, position))]

    def cells(self, position: tuple[Hashable, ...]) -> list[list[Cell]]:
        """Return the rows of every component's board, one after the other (see :meth:`component_cells`).

        >>> from gamekit import Nim, Sum
        >>> [cell.label for cell in SumBoard(Sum(Nim(), Nim()), ((1,), (2,))).cells(((1,), (2,)))[0]]
        ['game 1: Nim']
        """
        return [row for rows in self.component_cells(position) for row in rows]

    def target(self, position: tuple[Hashable, ...], key: tuple[int, Hashable], mode: str) -> tuple[Hashable, ...]:
        """Return the sum after the click ``key = (component, key in it)``: that component's move, checked by its board.

        >>> from gamekit import Nim, Queen, Sum
        >>> SumBoard(Sum(Nim(), Queen()), ((3,), (2, 2))).target(((3,), (2, 2)), (0, (0, 1)), "take")
        ((1,), (2, 2))
        """
        i, inner = key
        board = self.parts[i]
        part_mode = mode if mode in board.modes else board.modes[0]
        q = board.move(position[i], inner, part_mode)
        return position[:i] + (q,) + position[i + 1:]

    def describe(self, p: tuple[Hashable, ...], q: tuple[Hashable, ...], who: str | None = None) -> str:
        """Return the move in words, in the words of the component moved and its number.

        ``who`` made the move (see :meth:`Board.describe`).

        >>> from gamekit import Nim, Queen, Sum
        >>> SumBoard(Sum(Nim(), Queen()), ((3,), (2, 2))).describe(((3,), (2, 2)), ((3,), (1, 1)))
        'moved the queen 1 square diagonally up and left in game 2'
        """
        for i, (a, b) in enumerate(zip(p, q)):
            if a != b:
                return _("{move} in game {number}").format(move=self.parts[i].describe(a, b, who), number=i + 1)
        return super().describe(p, q, who)


def board_for(game: Game | str, start: Hashable) -> Board:
    """Return the board that draws ``game`` (a game, or an octal code) in its own picture, sized for ``start``.

    >>> from gamekit import Kayles, Queen, Nim
    >>> [board_for(g, p).name for g, p in [(Nim(), (3, 4)), (Kayles, (5,)), (Queen(), (3, 4)), ("0.07", 6)]]
    ['heaps', 'pins', 'chessboard', 'pins']

    See also: :func:`draws`, which registers a board for a family of games.
    """
    game = as_game(game, "board_for")
    start = game.position(start)
    for kind in type(game).__mro__:
        if kind in BOARDS:
            return BOARDS[kind](game, start)
    return OptionsBoard(game, start)
