"""The general impartial game: positions, moves, and everything derived from the moves.

A :class:`Game` knows only its moves.  The Sprague–Grundy value, the outcome, the winning
moves and the kernel are all derived from them by an evaluation with an explicit stack and a
memo, so deep games (a subtraction game at heap 200 000) need no Python recursion.  The two
transforms of a game live beside it: ``+`` makes the :class:`Sum`, and :meth:`Game.misere`
the tantrum variant :class:`Tantrum` that decides misère play.

References
----------
.. [1] Sprague, R. (1935). "Über mathematische Kampfspiele". *Tôhoku Mathematical Journal* 41, 438–444.
.. [2] Grundy, P. M. (1939). "Mathematics and games". *Eureka* 2, 6–8.
.. [3] *Egyszerű játék magja, Sprague–Grundy-függvénye* (The kernel and the Sprague–Grundy function of
   a simple game), lecture slides of the course.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from enum import Enum
from functools import reduce
from itertools import islice
from numbers import Number
from operator import xor
from typing import Any

from gamekit.core.language import gettext
from gamekit.core.language import N_, numeral
from gamekit.core.language import gettext as _
from gamekit.core.progress import Progress
from gamekit.core.validation import fixed_row, given, is_integer
from gamekit.theory.arithmetic import mex

__all__ = ["Game", "Compound", "Sum", "Tantrum", "TANTRUM_END", "outcome_of", "as_game", "game_name_reader"]

Position = Hashable

MAX_DEPTH = 10_000
"""How deeply positions may nest (tuples in tuples): deeper ones would crash Python while being hashed."""


def nesting_depth(value: object, limit: int = MAX_DEPTH) -> int:
    """Return how deeply tuples, lists and frozensets nest in ``value`` (0 for a plain value), up to ``limit`` + 1.

    Counted with an explicit stack, so it never recurses; the count stops once it passes ``limit``.

    >>> nesting_depth(5), nesting_depth((1, 2)), nesting_depth(((),))
    (0, 1, 2)

    See also: :func:`gamekit.games.graphs.trees.stalk`, whose stalk of n edges nests n + 1 deep.
    """
    containers = (tuple, list, frozenset)
    if not isinstance(value, containers):
        return 0
    deepest, todo, seen = 0, [(value, 1)], set()
    while todo:
        node, depth = todo.pop()
        if depth > deepest:
            deepest = depth
            if deepest > limit:
                return deepest
        if isinstance(node, list):
            if id(node) in seen:       # a list met again: shared or contains itself; count it once
                continue
            seen.add(id(node))
        todo.extend((c, depth + 1) for c in node if isinstance(c, containers))
    return deepest


def _check_depth(position: object, what: str = N_("a position")) -> None:
    """Raise ``ValueError`` if ``position`` nests deeper than :data:`MAX_DEPTH` (hashing it could crash)."""
    if isinstance(position, (tuple, frozenset)) and any(isinstance(c, (tuple, frozenset)) for c in position):
        depth = nesting_depth(position)
        if depth > MAX_DEPTH:
            raise ValueError(_("{what} nests tuples more than {MAX_DEPTH} deep; positions this deep cannot be "
                               "hashed safely: use a flatter representation (a stalk of n edges as the number n, "
                               "for instance)").format(what=_(what), MAX_DEPTH=MAX_DEPTH))


def _check_value(position: object) -> None:
    """Raise ``TypeError`` unless ``position`` is safe to remember: an unchanging value equal only to itself."""
    todo = [position]
    while todo:
        part = todo.pop()
        if isinstance(part, bool) or (isinstance(part, Number) and not is_integer(part)):
            raise TypeError(_("a position cannot hold {given}: it equals a whole number, so the game would take "
                              "it for that number; use whole numbers, strings and tuples of them").format(
                                given=given(part)))
        if isinstance(part, (tuple, frozenset)):
            todo.extend(part)
            continue
        if isinstance(part, (list, set, dict, bytearray)) or (
                not isinstance(part, (int, str, bytes, Number, Enum)) and part is not None
                and type(part).__hash__ in (None, object.__hash__)):
            raise TypeError(_("a position must be a value that cannot change, like 3 or (1, 2); got {given}, "
                              "which can: the game remembers the value of each position, and a changed position "
                              "would keep its old value (use a tuple for a list, a frozenset for a set)").format(
                                given=given(part)))


def outcome_of(value: Any) -> str:
    """Return the outcome ``"P"``, ``"N"`` or ``"D"`` that a Sprague–Grundy value stands for.

    A finite value is a P-position exactly when it is 0.  Infinite values of loopy games carry
    their own outcome (``"N"`` or ``"D"``) as an attribute.

    See also: :meth:`Game.outcome`.

    >>> outcome_of(0), outcome_of(3)
    ('P', 'N')
    """
    own = getattr(value, "outcome", None)
    if own is not None:
        return own
    return "P" if value == 0 else "N"


class Game:
    """An impartial game given by its moves; every other notion is derived from them.

    Build one from a move function, or subclass and override :meth:`moves`.  Play is assumed
    finite and acyclic (use :class:`gamekit.GraphGame` for games with cycles).

    A search visits at most :attr:`max_positions` new positions (200 000 unless changed); a
    move function that never ends (one that forgets ``k <= n``) is refused when it passes it.
    Raise it on one game with ``game.max_positions = 5_000_000`` when play is finite but long.

    Parameters
    ----------
    moves : callable, optional
        The rules: a function from a position to its options (a list, or any iterable of
        hashable positions).  A subclass overrides :meth:`moves` instead.
    name : str, optional
        The name the game is shown by.

    Raises
    ------
    TypeError
        If ``moves`` is not a function, or ``name`` not a text.

    See Also
    --------
    grundy : the Sprague–Grundy value of a position.
    outcome : "P" or "N".
    winning_moves : the moves to P-positions.
    misere : the tantrum game, whose outcome is the misère outcome.
    gamekit.games.graphs.graph.GraphGame : a game with cycles.

    Examples
    --------
    >>> mini_bachet = Game(lambda n: [n - k for k in (1, 2) if k <= n])
    >>> [mini_bachet.grundy(n) for n in range(7)]
    [0, 1, 2, 0, 1, 2, 0]
    >>> mini_bachet.outcome(9), mini_bachet.winning_moves(7)
    ('P', [6])
    """

    max_positions: int = 200_000
    """The most new positions one search may visit before it is refused with a ``ValueError``."""

    loopy: bool = False
    """Whether play can go on for ever (a position can come back): such a game has no misère play here."""

    def __init__(self, moves: Callable[[Position], Iterable[Position]] | None = None,
                 name: str | None = None) -> None:
        if moves is not None and not callable(moves):
            raise TypeError(_("Game(moves) needs a function position -> options, got {given}").format(
                                given=given(moves)))
        if name is not None and not isinstance(name, str):
            raise TypeError(_("a game's name must be a string, got {given}").format(given=given(name)))
        self._moves_function = moves
        self._name = name
        self._memo: dict[Hashable, Any] = {}
        self._derived: dict[str, Any] = {}

    # ----------------------------------------------------------------- the rules
    def moves(self, position: Position) -> Iterable[Position]:
        """Return the options (successors) of ``position``.

        A move function that fails is reported as a ``ValueError`` naming the position, with the
        function's own error chained to it (its traceback shows where the function went wrong).

        >>> Game(lambda n: range(n)).moves(3)
        [0, 1, 2]
        >>> Game(lambda p: {"a": ["b"]}[p]).moves("b")
        Traceback (most recent call last):
        ...
        ValueError: Game: the move function raised KeyError at the position 'b'
        """
        if self._moves_function is None:
            raise ValueError(_("{__name__} has no moves: pass a move function to Game(moves) or override moves() "
                               "in a subclass").format(__name__=type(self).__name__))
        try:
            result = self._moves_function(position)
        except Exception as error:
            raise ValueError(_("{self}: the move function raised {__name__} at the position {value}").format(
                                 self=repr(self), __name__=type(error).__name__, value=_short(position))) from error
        return _list_moves(self, position, result)

    def position(self, position: Position) -> Position:
        """Return ``position`` in the game's own form, or raise ``TypeError`` if it cannot be one.

        The game remembers the value of every position it meets, so a position must be a value
        that cannot change and that equals only itself: whole numbers, strings, and tuples or
        frozensets of them.  ``1.0`` and ``True`` are refused (both equal ``1``, so the memo would
        take them for the heap of one), and so is a list (it can change after its value is
        remembered) or an object compared by identity (changing it would not change its key).

        >>> Game(lambda p: []).position((1, 2))
        (1, 2)
        >>> Game(lambda p: []).position([1, 2])
        Traceback (most recent call last):
        ...
        TypeError: a position must be a value that cannot change, like 3 or (1, 2); got the list [1, 2], which can: ...
        """
        _check_depth(position)
        _check_value(position)
        return position

    def _options(self, position: Position) -> list[Position]:
        """Return the options of ``position`` as a list, or raise ``ValueError`` naming the move function."""
        options = _list_moves(self, position, self.moves(position))
        for q in options:
            try:
                hash(q)
            except TypeError:
                raise ValueError(_("{self}: every option must be hashable (a tuple, not a list), but {value} has "
                                   "the option {value2}").format(
                                     self=repr(self), value=_short(position), value2=_short(q))) from None
            _check_depth(q, _("the option {option} of {position}").format(option=_short(q), position=_short(position)))
        return options

    def canonical(self, position: Position) -> Hashable:
        """Return the canonical form of a position: positions with equal forms have equal values.

        The memo, misère play, Every-SG and the exercises compare positions by this form; a
        heap game forgets the order of the heaps and its empty heaps.

        >>> from gamekit import Kayles
        >>> Game(lambda n: range(n)).canonical(3), Kayles.canonical((3, 0, 1))
        (3, (1, 3))

        See also: :meth:`position`, which checks a position and puts it in the game's own form.
        """
        return position

    def canonical_options(self, position: Position) -> Iterator[tuple[Hashable, Position]]:
        """Yield ``(canonical form, option)`` for the options of ``position``, each form once.

        Searches that only care about values (the misère outcome engine) walk these instead
        of :meth:`moves`; a heap game yields each distinct heap's options once, already sorted.

        >>> list(Game(lambda n: [n - 1, n - 1, n - 2]).canonical_options(3))
        [(2, 2), (1, 1)]

        See also: :meth:`canonical`, :meth:`moves`.
        """
        seen: set = set()
        for q in _list_moves(self, position, self.moves(position)):
            k = self.canonical(q)
            if k not in seen:
                seen.add(k)
                yield k, q

    def derived(self, name: str, build: Callable[[], Any]) -> Any:
        """Return the helper kept on this game under ``name``, made by ``build()`` on first use.

        Misère play, the genus, longest plays and Every-SG keep their engines and memos here, so
        they live exactly as long as the game and :meth:`cache_clear` empties them too.

        >>> g = Game(lambda n: range(n))
        >>> g.derived("squares", dict) is g.derived("squares", dict)
        True
        """
        helper = self._derived.get(name)
        if helper is None:
            helper = self._derived[name] = build()
        return helper

    def known_values(self) -> dict[Hashable, Any]:
        """Return a copy of the values this game has computed so far, keyed by canonical position.

        A search stores a value only once it is complete, so after an interrupt (Ctrl-C) every
        value here is right; ``cache_clear`` empties it.

        See also: :meth:`grundy`, :meth:`cache_clear`.

        >>> g = Game(lambda n: range(n)); g.grundy(2); g.known_values()
        2
        {0: 0, 1: 1, 2: 2}
        """
        return dict(self._memo)

    # ----------------------------------------------------------------- derived notions
    def grundy(self, position: Position) -> int:
        """Return the Sprague–Grundy value γ(position): the mex of the values of the options.

        The values are computed by an explicit stack, without Python's recursion limit, and kept
        in the game's memo (:meth:`cache_clear` empties it); a game with a rule of its own (nim,
        an octal game, the queen) answers by it.  γ is 0 exactly at the P-positions, and the value
        of a sum of games is the nim-sum of the values of its parts (the Sprague–Grundy
        theorem [1]_).

        Parameters
        ----------
        position : hashable
            A position of the game; in a heap game a row of heap sizes such as ``(3, 5)``, or one
            heap ``n``.

        Returns
        -------
        int
            γ(position), a non-negative integer.  (A loopy :class:`~gamekit.games.graphs.graph.GraphGame`
            may answer Smith's infinite value instead, an :class:`~gamekit.theory.infinite.Infinite`.)

        Raises
        ------
        ValueError
            If play can return to a position (a cycle: use :class:`~gamekit.games.graphs.graph.GraphGame`),
            if the search passes :attr:`max_positions` new positions, or if the move function
            gives something that is not a collection of hashable positions.

        See Also
        --------
        outcome : "P" or "N", from γ.
        winning_moves : the options whose γ is 0.
        gamekit.theory.arithmetic.mex : the rule itself.
        gamekit.theory.arithmetic.nim_sum : the value of a sum.

        References
        ----------
        .. [1] Sprague, R. (1935–36). "Über mathematische Kampfspiele". *Tôhoku Mathematical
           Journal* 41, 438–444; Grundy, P. M. (1939). "Mathematics and games". *Eureka* 2, 6–8.

        Examples
        --------
        >>> Game(lambda n: range(n)).grundy(5)
        5
        >>> mini_bachet = Game(lambda n: [n - k for k in (1, 2) if k <= n])
        >>> [mini_bachet.grundy(n) for n in range(7)]
        [0, 1, 2, 0, 1, 2, 0]
        """
        return self._evaluate(self.position(position))

    def outcome(self, position: Position) -> str:
        """Return ``"P"`` if the previous player wins from ``position``, else ``"N"``.

        See also: :meth:`grundy`, :meth:`misere`, :func:`outcome_of`.

        >>> bachet = Game(lambda n: [n - k for k in range(1, 11) if k <= n])
        >>> bachet.outcome(22), bachet.outcome(23)
        ('P', 'N')
        """
        return outcome_of(self.grundy(position))

    def winning_moves(self, position: Position) -> list[Position]:
        """Return the options of ``position`` that are P-positions, without repeats, in move order.

        See also: :meth:`outcome`, :meth:`kernel`.

        >>> Game(lambda n: [n - k for k in (1, 2) if k <= n]).winning_moves(4)
        [3]
        """
        position = self.position(position)
        found: list[Position] = []
        seen: set = set()
        for option in self.moves(position):
            if option not in seen:
                seen.add(option)
                if self.outcome(option) == "P":
                    found.append(option)
        return found

    def kernel(self, positions: Iterable[Position]) -> set:
        """Return the P-positions among ``positions`` (the kernel restricted to them), as a set.

        See also: :meth:`winning_moves`, :meth:`outcome`.

        >>> sorted(Game(lambda n: [n - k for k in (1, 2) if k <= n]).kernel(range(10)))
        [0, 3, 6, 9]
        """
        return {p for p in positions if self.outcome(p) == "P"}

    def graph(self, start: Position, limit: int | None = None) -> dict[Position, list[Position]]:
        """Return the positions reachable from ``start`` as ``{position: [options]}``.

        ``limit`` bounds the number of positions; exceeding it raises ``ValueError``.

        >>> Game(lambda n: [n - k for k in (1, 2) if k <= n]).graph(3)
        {3: [2, 1], 2: [1, 0], 1: [0], 0: []}
        """
        start = self.position(start)
        edges: dict[Position, list[Position]] = {}
        todo = [start]
        while todo:
            p = todo.pop(0) if len(todo) < 64 else todo.pop()
            if p in edges:
                continue
            if limit is not None and len(edges) >= limit:
                raise ValueError(_("more than {limit} positions are reachable from {start}").format(
                                     limit=limit, start=repr(start)))
            edges[p] = list(dict.fromkeys(self._options(p)))
            todo.extend(q for q in edges[p] if q not in edges)
        return edges

    def misere(self) -> "Game":
        """Return the tantrum variant 𝒥ʰ: its ``grundy`` is γʰ and its ``outcome`` the misère outcome.

        See also: :class:`Tantrum`, :func:`gamekit.misere_outcome`.

        >>> Game(lambda n: range(n)).misere().outcome(1)
        'P'
        """
        return Tantrum(self)

    def cache_clear(self) -> None:
        """Forget every memoised value (the next query recomputes from the moves).

        >>> g = Game(lambda n: range(n)); g.grundy(3); g.cache_clear(); len(g.known_values())
        3
        0
        """
        self._memo.clear()
        for helper in self._derived.values():   # tantrum games in use keep seeing the same memos
            if hasattr(helper, "cache_clear"):
                helper.cache_clear()
            elif hasattr(helper, "clear"):
                helper.clear()
        self._derived.clear()

    def __add__(self, other: "Game") -> "Sum":
        if not isinstance(other, Game):
            return NotImplemented
        parts = (self.components if isinstance(self, Sum) else (self,)) + \
                (other.components if isinstance(other, Sum) else (other,))
        return Sum(*parts)

    def __repr__(self) -> str:
        return gettext(self._name or type(self).__name__)     # a name the catalog has is said in the language

    # ----------------------------------------------------------------- the engine
    def _value(self, option_values: list) -> Any:
        """Return the value of a position from the values of its options (the mex rule)."""
        return mex(option_values)

    def _evaluate(self, start: Position) -> Any:
        """Return the value of ``start`` by depth-first search with an explicit stack and the memo."""
        memo, key = self._memo, self.canonical
        start_key = key(start)
        if start_key in memo:
            return memo[start_key]
        on_path: set = {start_key}
        # frame: [position key, its options, index of the next option to look at]
        stack: list[list] = [[start_key, start, self._options(start), 0]]
        report = Progress("auto", None, N_("positions evaluated"))
        try:
            self._search(stack, on_path, report)
        finally:
            report.finish()
        return memo[start_key]

    def _search(self, stack: list[list], on_path: set, report: Progress) -> None:
        """Run the depth-first search of :meth:`_evaluate` until ``stack`` is empty.

        Every value enters the memo complete, so an interrupt (Ctrl-C) leaves the memo
        consistent; runs longer than a few seconds report progress on stderr.
        """
        memo, key = self._memo, self.canonical
        steps = visited = 0
        limit = self.max_positions
        while stack:
            steps += 1
            if not steps & 0x3F:          # often enough when a step lists thousands of options
                report(len(memo) + visited)
            frame = stack[-1]
            options, i = frame[2], frame[3]
            while i < len(options):
                k = key(options[i])
                if k not in memo:
                    break
                i += 1
            frame[3] = i
            if i < len(options):
                child = options[i]
                k = key(child)
                if k in on_path:
                    raise ValueError(
                        _("play can return to position {child}: this game has a cycle, and a Game assumes finite "
                          "acyclic play; use gk.GraphGame for loopy games").format(child=repr(child)))
                visited += 1
                if visited > limit:
                    raise ValueError(
                        _("{self}: {visited} positions reached from {value} and play has not ended (the deepest "
                          "line is {count} moves long); if the move function is right and play is finite, raise "
                          "the limit with game.max_positions = {value2}").format(
                            self=repr(self),
                            visited=numeral(visited),
                            value=_short(stack[0][1]),
                            count=numeral(len(stack)),
                            value2=f"{2 * limit:_}"))
                on_path.add(k)
                stack.append([k, child, self._options(child), 0])
                continue
            memo[frame[0]] = self._value([memo[key(q)] for q in options])
            on_path.discard(frame[0])
            stack.pop()


_NAME_READERS: list[Callable[[str], Game | None]] = []


def game_name_reader(read: Callable[[str], Game | None]) -> Callable[[str], Game | None]:
    """Return ``read`` registered as a reader of game names (a decorator).

    ``read(text)`` returns the game the string ``text`` names, ``None`` when ``text`` is not its
    kind of name, and raises ``ValueError`` (one sentence) for a name of its kind that is
    malformed.  The games below this layer register theirs where they are defined: an octal code
    such as ``"0.77"`` is read in :mod:`gamekit.games.heaps.octal`, so every function taking a game
    (:func:`as_game`) accepts one without this layer knowing octal games.

    See also: :func:`as_game`.
    """
    if not callable(read):
        raise TypeError(_("a reader of game names is a function of a string, got {given}").format(given=given(read)))
    _NAME_READERS.append(read)
    return read


def as_game(game: object, caller: str) -> Game:
    """Return ``game`` itself when it is a :class:`Game`, else the game its name stands for.

    A name is a string a reader registered by :func:`game_name_reader` reads, such as the octal
    code ``"0.77"`` (Kayles).  Anything else is refused in one sentence naming ``caller``: a
    ``TypeError`` for what is no game, a ``ValueError`` for a malformed name.

    >>> import gamekit as gk
    >>> as_game("0.77", "genus").code, as_game(gk.Kayles, "genus") is gk.Kayles
    ('0.77', True)
    >>> as_game(3, "genus")
    Traceback (most recent call last):
    ...
    TypeError: genus needs a game such as gk.Kayles, or an octal code such as '0.77', got the number 3

    See also: :func:`game_name_reader`.
    """
    if isinstance(game, Game):
        return game
    wanted = _("{caller} needs a game such as gk.Kayles, or an octal code such as '0.77', got {given}").format(
        caller=caller, given=given(game))
    if isinstance(game, str):
        for read in _NAME_READERS:
            try:
                found = read(game)
            except ValueError as error:
                raise ValueError(_("{wanted}: {error}").format(wanted=wanted, error=error)) from None
            if found is not None:
                return found
        raise ValueError(_("{wanted}, which names no game").format(wanted=wanted))
    raise TypeError(wanted)


def _list_moves(game: Game, position: Position, result: object) -> list:
    """Return the moves ``result`` of ``position`` as a list, or raise an error saying what is wrong.

    They must be an iterable (``TypeError`` otherwise), listed without error, and at most ``game.max_positions`` long (a
    move function such as ``range(n)`` on a huge n would be listed for ever).
    """
    if isinstance(result, list) and len(result) <= game.max_positions:
        return result
    try:
        options = iter(result)
    except TypeError:
        raise TypeError(_("{game}: the moves of {value} must be an iterable of positions (a list, say), got "
                          "{value2}").format(game=repr(game), value=_short(position), value2=_short(result))) from None
    try:
        listed = list(islice(options, game.max_positions + 1))
    except Exception as error:
        raise ValueError(_("{game}: listing the moves of {value} raised {__name__}").format(
                             game=repr(game), value=_short(position), __name__=type(error).__name__)) from error
    if len(listed) > game.max_positions:
        raise ValueError(_("{game}: the position {value} has more than {max_positions} moves, too many to "
                           "search; raise the limit with game.max_positions = {value2} if that is right").format(
                             game=repr(game),
                             value=_short(position),
                             max_positions=numeral(game.max_positions),
                             value2=f"{2 * game.max_positions:_}"))
    return listed


def _short(value: object, width: int = 80) -> str:
    """Return ``repr(value)`` cut to ``width`` characters (deep or huge positions stay readable)."""
    try:
        text = repr(value)
    except RecursionError:
        return f"a {type(value).__name__} nested too deeply to print"
    return text if len(text) <= width else text[:width - 1] + "…"


class Compound(Game):
    """A game made of component games; a position is a tuple with one position per component.

    Subclasses say how a turn acts on the components (:class:`Sum`: one component moves;
    ``EverySG``: every component that can move does).  A component may be given by its octal
    code (``Sum("0.77", "0.07")``: Kayles beside Dawson's Kayles).

    >>> Compound(Game(lambda n: range(n)), Game(lambda n: range(n))).position([2, 3])
    (2, 3)
    """

    kind = "compound"

    def __init__(self, *games: Game | str) -> None:
        name = type(self).__name__
        if not games:
            raise ValueError(_("{name}() needs at least one game").format(name=name))
        games = tuple(as_game(g, f"{name}()") for g in games)
        super().__init__()
        self.components: tuple[Game, ...] = tuple(games)

    def position(self, position: Position) -> tuple:
        """Return ``position`` as a tuple of component positions, or raise ``ValueError``.

        >>> Sum(Game(lambda n: range(n))).position([4])
        (4,)
        """
        row = fixed_row(position, len(self.components), _("a position of a {kind} of {count} games is a tuple "
                                                          "with one position per component").format(
                                                            kind=self.kind, count=len(self.components)))
        return tuple(g.position(p) for g, p in zip(self.components, row))

    def cache_clear(self) -> None:
        super().cache_clear()
        for g in self.components:
            g.cache_clear()


class Sum(Compound):
    """The disjoint sum of games: a move is a move in exactly one component.

    A position is a tuple with one component position per summand.  Its value is the nim-sum
    of the component values (the Sprague–Grundy theorem for sums).

    See also: :class:`Game`, :func:`gamekit.nim_sum`, :class:`gamekit.EverySG`.

    >>> g = Sum(Game(lambda n: range(n)), Game(lambda n: range(n)))
    >>> g.grundy((6, 5)), g.winning_moves((6, 5))
    (3, [(5, 5)])
    """

    kind = "sum"

    def moves(self, position: tuple) -> Iterable[tuple]:
        for i, (g, p) in enumerate(zip(self.components, position)):
            for q in g.moves(p):
                yield position[:i] + (q,) + position[i + 1:]

    def grundy(self, position: tuple) -> Any:
        position = self.position(position)
        return reduce(xor, (g.grundy(p) for g, p in zip(self.components, position)), 0)

    def component_winning_moves(self, position: tuple) -> list[list[Position]]:
        """Return, for each component, the positions it can move to that make the sum a P-position.

        A winning move changes one component into a position whose value is the nim-sum of the
        other components' values (the Sprague–Grundy theorem), so that the sum's value becomes 0.
        The same holds for loopy components under Smith's rules: the other components' values
        must then add up to a finite value.  At a P-position there is none.  Moves are listed in
        each component's move order, without repeats.

        >>> nim = Game(lambda n: range(n))
        >>> Sum(nim, nim, nim).component_winning_moves((3, 4, 5))
        [[1], [], []]
        >>> from gamekit.games.graphs.dugo import dugo
        >>> Sum(dugo(), dugo(), dugo()).component_winning_moves(("A", "K", "P"))
        [['B'], [], ['N']]

        See also: :meth:`Game.winning_moves` (whole positions of the sum), :func:`gamekit.nim_sum`,
        :func:`gamekit.theory.infinite.smith_sum`.
        """
        position = self.position(position)
        values = [g.grundy(p) for g, p in zip(self.components, position)]
        if outcome_of(reduce(xor, values, 0)) == "P":
            return [[] for _ in position]
        found = []
        for i, (g, p) in enumerate(zip(self.components, position)):
            rest = reduce(xor, values[:i] + values[i + 1:], 0)
            if getattr(rest, "outcome", None) is not None:     # an infinite value: no move helps
                found.append([])
                continue
            found.append(list(dict.fromkeys(q for q in g.moves(p) if g.grundy(q) == rest)))
        return found

    def __repr__(self) -> str:
        return " + ".join(repr(g) for g in self.components)


class _TantrumEnd:
    """The extra end position h of a tantrum game (a singleton)."""

    _instance = None

    def __new__(cls) -> "_TantrumEnd":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "h"

    def __reduce__(self):
        return (_TantrumEnd, ())


#: The one position after the last move of a tantrum game: whoever reaches it has lost.
TANTRUM_END = _TantrumEnd()

class _TantrumMemo:
    """The values of a game's tantrum variant, kept on the game so all its tantrum games share them."""

    def __init__(self) -> None:
        self.grundy: dict[Hashable, Any] = {}
        self.wins: dict[Hashable, bool] = {}     # misère: does the player to move win?

    def cache_clear(self) -> None:
        self.grundy.clear()
        self.wins.clear()


class Tantrum(Game):
    """The tantrum variant 𝒥ʰ of a game: its grundy is γʰ, its outcome the misère outcome.

    ``outcome`` does not need the whole of γʰ: it searches for a winning move with an early
    exit, on canonical positions (for heap games the sorted non-empty heaps), so misère Kayles
    on four rows of twelve pins is decided in well under a second.

    >>> from gamekit import Nim
    >>> t = Nim().misere()
    >>> t.grundy((0, 0)), t.grundy((1, 0)), t.outcome((1, 1)), t.outcome((1, 1, 1))
    (1, 0, 'N', 'P')
    >>> t.moves((0, 0)), t.winning_moves((2, 2, 1))
    ([h], [(2, 2, 0)])
    """

    def __init__(self, game: Game) -> None:
        game = as_game(game, "the tantrum variant")
        super().__init__()
        self.base = game
        # Every tantrum game of the same base shares one memo, kept on the base game, so that
        # game.misere().outcome(p) in a loop does not start from scratch each time.
        shared = game.derived("tantrum", _TantrumMemo)
        self._memo = shared.grundy
        self._wins = shared.wins

    def position(self, position: object) -> Hashable:
        return position if position is TANTRUM_END else self.base.position(position)

    def canonical(self, position: Hashable) -> Hashable:
        return position if position is TANTRUM_END else self.base.canonical(position)

    def moves(self, position: Hashable) -> list:
        """Return the options of ``position`` in 𝒥ʰ: those of 𝒥, or ``[h]`` at a terminal position.

        >>> from gamekit import SubtractionGame
        >>> SubtractionGame({1}).misere().moves(0)
        [h]
        """
        if position is TANTRUM_END:
            return []
        options = list(self.base.moves(position))
        return options if options else [TANTRUM_END]

    def outcome(self, position: Hashable) -> str:
        """Return the misère outcome: ``"N"`` if the player to move wins misère play, else ``"P"``.

        The terminal positions of 𝒥 are N (the player to move has no move and wins); h is P.

        >>> from gamekit import Kayles
        >>> Kayles.misere().outcome((1, 1)), Kayles.misere().outcome((2, 2)), Kayles.misere().outcome(0)
        ('N', 'P', 'N')
        """
        position = self.position(position)
        if position is TANTRUM_END:
            return "P"
        return "N" if self._solve(position) else "P"

    def winning_moves(self, position: Hashable) -> list:
        """Return the misère winning moves from ``position``, one per canonical position, in move order.

        Options that differ only in the order of the heaps (Kayles: splitting the first or the
        third of four equal rows) are one move; the first in move order stands for them.

        See also: :meth:`outcome`, :meth:`Game.canonical`.

        >>> from gamekit import Kayles
        >>> Kayles.misere().winning_moves((12, 12, 12, 12))
        [(1, 9, 12, 12, 12)]
        """
        position = self.position(position)
        found: list = []
        seen: set = set()
        for option in self.moves(position):
            key = self.canonical(option)
            if key not in seen:
                seen.add(key)
                if self.outcome(option) == "P":
                    found.append(option)
        return found

    def cache_clear(self) -> None:
        super().cache_clear()
        self._wins.clear()

    def __repr__(self) -> str:
        return _("misère {game}").format(game=repr(self.base))

    # ---------------------------------------------------------------- the outcome engine
    def _solve(self, position: Hashable) -> bool:
        """Return whether the player to move wins misère play (explicit stack, early exit)."""
        base = self.base
        start = base.canonical(position)
        memo = self._wins
        if start in memo:
            return memo[start]
        expand = base.canonical_options
        on_path = {start}
        stack: list[list] = [[start, expand(position), False]]   # key, options, moved?
        with Progress("auto", None, N_("misère positions solved")) as report:
            self._solve_stack(stack, on_path, memo, expand, report)
        return memo[start]

    @staticmethod
    def _solve_stack(stack: list[list], on_path: set, memo: dict, expand: Callable, report: Progress) -> None:
        """Run the misère search of :meth:`_solve` until its stack is empty (results go to ``memo``)."""
        steps = 0
        while stack:
            steps += 1
            if not steps & 0x3F:
                report(len(memo))
            frame = stack[-1]
            result = None
            for k, q in frame[1]:
                frame[2] = True
                known = memo.get(k)
                if known is None:
                    if k in on_path:
                        raise ValueError(_("play can return to position {q}: misère outcomes need finite acyclic "
                                           "play").format(q=repr(q)))
                    on_path.add(k)
                    stack.append([k, expand(q), False])
                    break
                if not known:
                    result = True
                    break
            else:
                # no option is a misère P-position; with no option at all the mover has won
                result = not frame[2]
            if result is None:
                continue
            while True:
                k = stack.pop()[0]
                memo[k] = result
                on_path.discard(k)
                if result or not stack:
                    break
                result = True            # a P option: the parent wins, and its search stops
