"""Octal games and Grundy's game: take-and-break games on heaps, their values and their periods.

An octal code ``d₀.d₁d₂d₃…`` says, digit by digit, what a move that removes j tokens from a heap
may leave: d_j is a sum of 1 (nothing: the whole heap is taken), 2 (one non-empty heap) and
4 (two non-empty heaps).  A leading 4 (d₀ = 4) allows splitting a heap in two without removing
anything.  So ``.333…`` is nim, ``.77`` is Kayles and ``.07`` is Dawson's Kayles.

γ of a heap is computed by the fast engines of :mod:`gamekit.engines.octal` (the rare/common
method, compiled with numba, with a numpy fallback), and :meth:`OctalGame.period` proves a period
with the octal periodicity theorem of Guy and Smith.

References
----------
.. [1] *Grundy-számozás* (Grundy numbering), the course's Hungarian article.
.. [2] Guy, R. K., Smith, C. A. B. (1956). "The G-values of various games".
   *Proceedings of the Cambridge Philosophical Society* 52, 514–526.
.. [3] Kenyon, J. C. (1967). *Nim-like games and the Sprague–Grundy theory*. M.Sc. thesis,
   University of Calgary.
.. [4] Dudeney, H. E. (1907). *The Canterbury Puzzles*. Thomas Nelson and Sons.
.. [5] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982).
   *Winning Ways for your Mathematical Plays*. Academic Press, chapter 4 (taking and breaking).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache, reduce
from operator import xor
import numpy as np

from gamekit.core.language import N_, gettext
from gamekit.core.language import gettext as _
from gamekit.core.limits import sequence_length
from gamekit.core.validation import given
from gamekit.core.validation import heap as as_heap
from gamekit.core.validation import heap_position, positive
from gamekit.engines.jit import engine_choice
from gamekit.engines.octal import Rules, SparseState, parity_table, plain_values, sparse_values
from gamekit.engines.periods import Period, least_period
from gamekit.games.heaps.heap import HeapGame
from gamekit.theory.game import game_name_reader

__all__ = ["OctalGame", "GrundysGame", "TakeAndBreakGame", "parse_octal", "octal_game_named",
           "Kayles", "DawsonsKayles", "DawsonsChess", "exceptional_heaps"]

ENGINES = ("auto", "numba", "python", "plain")   # the package's one vocabulary (gamekit.engines.jit)
PERIOD_PROBE = 1 << 16   # values computed to look for a period before a heap too big to tabulate is refused


def parse_octal(code: str) -> tuple[int, ...]:
    """Return the digits (d₀, d₁, d₂, …) of an octal code such as ``"0.77"``, ``".156"`` or ``"4.7"``.

    Trailing zero digits are dropped.  A malformed code raises ``ValueError`` saying what is wrong.

    >>> parse_octal(".77"), parse_octal("·156"), parse_octal("4.7")
    ((0, 7, 7), (0, 1, 5, 6), (4, 7))
    >>> parse_octal("0.8")
    Traceback (most recent call last):
    ...
    ValueError: an octal code has digits 0–7 only, got '8' in '0.8'
    """
    if not isinstance(code, str):
        raise TypeError(_("an octal code is a string such as '0.77', got {given}").format(given=given(code)))
    text = code.strip().replace("·", ".").replace("•", ".")
    if text.count(".") != 1:
        raise ValueError(_("an octal code has exactly one point, as in '0.77' or '.77', got {code}").format(
                             code=repr(code)))
    head, tail = text.split(".")
    for ch in head + tail:
        if ch in "89":
            raise ValueError(_("an octal code has digits 0–7 only, got {ch} in {code}").format(
                                 ch=repr(ch), code=repr(code)))
        if ch not in "01234567":
            raise ValueError(_("an octal code has only digits and one point, got {ch} in {code}").format(
                                 ch=repr(ch), code=repr(code)))
    if not tail:
        raise ValueError(_("an octal code needs digits after the point, as in '0.77', got {code}").format(
                             code=repr(code)))
    if head not in ("", "0", "4"):
        raise ValueError(_("the digit before the point can only be 0 or 4 (splitting without removing), got "
                           "{head} in {code}").format(head=repr(head), code=repr(code)))
    digits = (int(head or "0"),) + tuple(int(ch) for ch in tail)
    while len(digits) > 1 and digits[-1] == 0:
        digits = digits[:-1]
    return digits


def _rules_of(digits: tuple[int, ...]) -> Rules:
    return Rules(ones=tuple(j for j, d in enumerate(digits) if d & 1),
                 twos=tuple(j for j, d in enumerate(digits) if d & 2),
                 fours=tuple(j for j, d in enumerate(digits) if d & 4))


class TakeAndBreakGame(HeapGame):
    """A heap game whose moves remove tokens and leave 0, 1 or 2 heaps (the fast engines' domain).

    >>> TakeAndBreakGame(Rules(ones=(1,), twos=(1,))).grundy_sequence(5)   # take one: nim to 1
    [0, 1, 0, 1, 0]
    """

    def __init__(self, rules: Rules, name: str | None = None) -> None:
        super().__init__(name=name)
        self.rules = rules
        self._state = SparseState(rules)

    # ---------------------------------------------------------------- the rules
    def heap_options(self, n: int) -> Iterable[tuple[int, ...]]:
        """Return what a heap of ``n`` can become: ``()``, ``(m,)`` or ``(a, b)`` with a ≤ b.

        >>> Kayles.heap_options(3)
        [(2,), (1, 1), (1,)]
        >>> Kayles.heap_options(2)
        [(1,), ()]
        """
        r, options = self.rules, []
        splits = sum(max(n - j, 0) // 2 for j in r.fours)
        if splits > self.max_positions:
            raise ValueError(_("{self}: a heap of {n} has about {splits} moves, more than the {max_positions} a "
                               "search takes; raise the limit with game.max_positions if that is right (values "
                               "come from grundy, which needs no moves)").format(
                                 self=repr(self),
                                 n=f"{n:,}",
                                 splits=f"{splits:,}",
                                 max_positions=f"{self.max_positions:,}"))
        for j in sorted(set(r.ones + r.twos + r.fours)):
            if j in r.twos and n > j:
                options.append((n - j,))
            if j in r.fours:
                rest = n - j
                for a in range(1, rest // 2 + 1):
                    if not (r.unequal and 2 * a == rest):
                        options.append((a, rest - a))
            if j in r.ones and n == j:
                options.append(())
        return options

    # ---------------------------------------------------------------- values
    def grundy_array(self, n: int, *, engine: str = "auto",
                     progress: bool | str | Callable[[int, int], None] = "auto",
                     cores: int | None = None) -> np.ndarray:
        """Return γ(0), …, γ(n−1) as a read-only numpy array (cached with the default engine).

        ``engine``: "auto" (the rare/common method, compiled with numba if available), "numba",
        "python" (the same method in NumPy, identical values) or "plain" (every option,
        vectorised; the reference).  Only "auto" uses and fills the cache.  ``progress``: "auto" (a bar
        once the run passes 2 s), True, False, or a function ``callback(done, total)``.  Ctrl-C stops the run and keeps
        every value computed so far.  ``cores``: how many cores share a long run ("auto" and "numba";
        None: every core this process may use; the values are the same for any number).

        >>> GrundysGame().grundy_array(10, engine="plain").tolist()
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
        """
        n = sequence_length(n, bytes_per_value=8)
        engine = engine_choice(engine, ENGINES)
        cores = None if cores is None else positive(cores, N_("cores"))
        if engine == "plain":
            out = plain_values(self.rules, n, progress=progress)
        elif engine in ("numba", "python"):
            out = sparse_values(self.rules, n, engine=engine, progress=progress, cores=cores)
        else:
            out = self._state.extend(n, progress=progress, cores=cores)
        out = out[:n]
        if out.dtype != np.int32:            # the engine keeps small values in 8 or 16 bits
            out = out.astype(np.int32)
        view = out.view()
        view.flags.writeable = False
        return view

    def grundy_sequence(self, n: int, *, engine: str = "auto",
                        progress: bool | str | Callable[[int, int], None] = "auto") -> list[int]:
        """Return ``[γ(0), …, γ(n−1)]`` for single heaps, by the fastest engine (see ``grundy_array``).

        >>> Kayles.grundy_sequence(12)
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
        """
        return self.grundy_array(n, engine=engine, progress=progress).tolist()

    def grundy(self, position: object) -> int:
        """Return γ of a row of heaps: the nim-sum of the values of its heaps.

        A heap beyond the values computed so far is answered from the period once the engine has
        proved one (an octal game's values are checked for a period as they are computed), so
        a heap of any size costs no more than the values that prove the period.

        >>> Kayles.grundy((4, 1, 3, 2))
        1
        >>> Kayles.grundy((10**15,))       # the period 12 from 71 on
        1
        """
        heaps = heap_position(position)
        if not heaps:
            return 0
        state, top = self._state, max(heaps)
        if top >= state.length and state.periodic is None and state.certifiable:
            state.extend(min(top + 1, PERIOD_PROBE))   # a period proved on the way answers any heap
        if top >= state.length and state.periodic is None:
            state.extend(sequence_length(top + 1, bytes_per_value=8))   # refused if it cannot fit in memory
        return reduce(xor, (state.value(h) for h in heaps), 0)

    def period(self, max_n: int = 10_000, *,
               progress: bool | str | Callable[[int, int], None] = "auto",
               cores: int | None = None) -> Period | None:
        """Return the least preperiod and period proved from γ(0), …, γ(max_n − 1), or ``None``.

        The proof is the octal periodicity theorem (Guy and Smith, 1956; Winning Ways ch. 4)
        for a finite code whose moves remove at most t tokens: if

            γ(n + p) = γ(n)  for all n with  n₀ ≤ n < 2·max(n₀, 1) + p + max(t, 1),

        then γ(n + p) = γ(n) for every n ≥ n₀.  (Writing max(n₀, 1) and max(t, 1) only
        strengthens the usual hypothesis 2n₀ + p + t; it covers the corner n₀ = 0, where a split
        into two heaps of p would be compared with a heap of 0.)  So a period is proved once
        ``max_n ≥ 2·max(n₀, 1) + 2p + max(t, 1)``; nothing is ever claimed that the values do not
        prove, and games whose period is not known (such as ·6) give ``None``.  The theorem needs a
        finite code: a game whose split must leave unequal heaps (Grundy's game) gives ``None``
        whatever ``max_n`` is, without computing anything.  ``cores`` as in :meth:`grundy_array`.

        See also: :class:`gamekit.Period`, :meth:`gamekit.SubtractionGame.period` (the same meaning).

        >>> Kayles.period(200)
        Period(preperiod=71, period=12)
        >>> OctalGame(".6").period(5000) is None
        True
        >>> GrundysGame().period(10**6) is None
        True
        """
        cores = None if cores is None else positive(cores, N_("cores"))
        if not self._state.certifiable:
            as_heap(max_n)                                  # checked, though nothing is computed
            return None
        max_n = sequence_length(max_n, bytes_per_value=8)
        values = self._state.extend(max_n, progress=progress, cores=cores)[:max_n]   # the engine's own narrow cells
        proved = self._state.periodic
        if proved is not None and max_n >= proved[2]:
            # proved from fewer values: the least pair stays the least (its period is the least of the
            # values beyond, and the least preperiod is the same for every period), no new proof needed
            return Period(proved[0], proved[1])
        return least_period(values, self.rules.largest_removal)

    @property
    def rare_mask(self) -> int:
        """Return the mask m of the engine's rare/common split: v is rare when ``v & m`` has even parity.

        0 until the engine has seen enough values to choose one (then no split is in use).  When
        the split is by heap parity too (:attr:`rare_split`), the heaps of one parity take the
        opposite rule.

        >>> g = GrundysGame(); g.cache_clear(); _ = g.grundy_array(20_000); g.rare_mask != 0
        True

        See also: :meth:`rare_heaps`, :meth:`common_values`, :attr:`rare_split`, :attr:`computed`.
        """
        return int(self._state.mask)

    @property
    def rare_split(self) -> str:
        """Return how the engine splits values into rare and common: "none", "by value" or "by value and heap parity".

        "by value and heap parity" is chosen automatically when it leaves fewer rare heaps, as for
        ·106, whose even and odd heaps have values of opposite parity under the mask.

        >>> g = OctalGame(".106"); _ = g.grundy_array(20_000); g.rare_split
        'by value and heap parity'

        See also: :attr:`rare_mask`, :meth:`rare_heaps`.
        """
        return self._state.split.describe()

    @property
    def computed(self) -> int:
        """Return how many values γ(0), γ(1), … the engine holds now (they are never recomputed).

        >>> g = OctalGame("0.77"); _ = g.grundy_array(100); g.computed >= 100
        True
        """
        return int(self._state.length)

    def rare_heaps(self, n: int) -> np.ndarray:
        """Return the heaps below n whose values are rare for the engine's current mask.

        The mask m is chosen by the engine (see :mod:`gamekit.engines.octal`); a value v is
        rare when ``v & m`` has an even number of 1 bits.

        >>> g = GrundysGame(); _ = g.grundy_array(20_000); g.rare_heaps(16)
        array([ 0,  1,  2,  3,  4,  6,  7,  9, 10, 12, 15])
        """
        values = self.grundy_array(as_heap(n))
        return np.flatnonzero(self._state.split.rare(values))

    def common_values(self, size: int, heap: int = 0) -> np.ndarray:
        """Return a boolean array: ``common[v]`` for v < size under the engine's current split.

        ``heap``: a heap of the parity asked about, when the split is by heap parity too (then
        the heaps of the other parity have the opposite table); otherwise it changes nothing.

        >>> g = GrundysGame(); _ = g.grundy_array(20_000); g.common_values(8).tolist()
        [False, False, True, True, True, True, False, False]
        """
        split = self._state.split
        rare_parity = split.alpha ^ (split.by_parity & as_heap(heap) & 1)
        return parity_table(split.mask, as_heap(size)) != rare_parity

    def cache_clear(self) -> None:
        super().cache_clear()
        self._state.clear()


class OctalGame(TakeAndBreakGame):
    """The octal game of a code such as ``"0.77"`` (Kayles), ``".07"``, ``"·156"`` or ``"4.7"``.

    Digit k after the point says how a move may remove k tokens from a heap: its bits 1, 2 and 4
    allow leaving no heap, one heap, or two heaps (the rest split in two); the digit before the
    point does the same for removing no token (a split alone) [1]_ [2]_.  A position is a row of
    heaps, played as a sum; the values come from the octal engine
    (:mod:`gamekit.engines.octal`), compiled when numba is installed.

    Parameters
    ----------
    code : str
        The code: octal digits 0–7 with exactly one point (``"0.77"``, ``".77"``, ``"·77"``);
        the ready-made :data:`Kayles`, :data:`DawsonsKayles` and :data:`DawsonsChess` are three
        of them.
    name : str, optional
        The name the game is shown by; its code (``·77``) if none.

    Raises
    ------
    TypeError
        If ``code`` is not a text.
    ValueError
        If ``code`` has a digit other than 0–7, or not exactly one point.

    See Also
    --------
    grundy_sequence : γ(0), …, γ(n − 1) by the engine.
    period : the period proved from the values, a :class:`Period`.
    GrundysGame : split a heap into two unequal heaps.
    gamekit.atlas.normal.census : the periods of many codes at once.
    gamekit.games.heaps.quotient.misere_quotient : the game's misère quotient.

    References
    ----------
    .. [1] Guy, R. K., Smith, C. A. B. (1956). "The G-values of various games".
       *Proceedings of the Cambridge Philosophical Society* 52, 514–526.
    .. [2] Berlekamp, E. R., Conway, J. H., Guy, R. K. (1982). *Winning Ways for your
       Mathematical Plays*. Academic Press, chapter 4 (taking and breaking).

    Examples
    --------
    >>> g = OctalGame("0.156")
    >>> g.grundy_sequence(12), g.code
    ([0, 1, 1, 0, 2, 2, 2, 4, 4, 1, 1, 1], '0.156')
    >>> OctalGame("0.77").misere().outcome((3, 4, 5))
    'N'
    >>> OctalGame("0.8")
    Traceback (most recent call last):
    ...
    ValueError: an octal code has digits 0–7 only, got '8' in '0.8'
    """

    def __init__(self, code: str, name: str | None = None) -> None:
        self.digits = parse_octal(code)
        super().__init__(_rules_of(self.digits), name=name)

    @property
    def code(self) -> str:
        """Return the code in the normal form ``d₀.d₁d₂…`` (e.g. ``"0.77"``).

        >>> OctalGame("·07").code
        '0.07'
        """
        return f"{self.digits[0]}." + ("".join(map(str, self.digits[1:])) or "0")

    @property
    def largest_removal(self) -> int:
        """Return t, the largest number of tokens a move removes (the length of the code).

        >>> OctalGame(".156").largest_removal
        3
        """
        return self.rules.largest_removal

    def period_summary(self, max_n: int = 10_000, *,
                       progress: bool | str | Callable[[int, int], None] = "auto") -> str:
        """Return a sentence saying what :meth:`period` proves from the first ``max_n`` values.

        Either the period and the heap it starts from, or that no period is proved (yet):
        the sentence a reader needs where :meth:`period` answers ``None``.

        See also: :meth:`period`, :class:`Period`.

        >>> Kayles.period_summary(200)
        'period 12 from the heap of 71 on, proved from the first 200 values'
        >>> OctalGame(".6").period_summary(20_000)
        'no period proved from the first 20 000 values'
        """
        max_n = as_heap(max_n)
        found = self.period(max_n, progress=progress)
        count = f"{max_n:,}".replace(",", " ")
        if found is None:
            return _("no period proved from the first {count} values").format(count=count)
        return _("{period}, proved from the first {count} values").format(period=found, count=count)

    def __repr__(self) -> str:
        code = self.code[1:] if self.code.startswith("0.") else self.code
        code = code.replace(".", "·")
        return f"{gettext(self._name)} ({code})" if self._name else code


class GrundysGame(TakeAndBreakGame):
    """Grundy's game: split one heap into two non-empty heaps of different sizes.

    Its values are not known to be periodic (an open problem), and the octal periodicity
    theorem does not apply to it, so its :meth:`period` proves nothing (``None``) from any
    number of values.

    See also: :class:`OctalGame`.

    >>> GrundysGame().grundy_sequence(12)
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
    >>> GrundysGame().winning_moves(8)
    [(1, 7)]
    """

    def __init__(self, name: str | None = None) -> None:
        super().__init__(Rules(fours=(0,), unequal=True), name=name)

    def __repr__(self) -> str:
        return gettext(self._name) if self._name else _("Grundy's game")


#: Kayles, the octal game ·77: knock down one pin or two neighbours.
Kayles = OctalGame("0.77", name=N_("Kayles"))
#: Dawson's Kayles, the octal game ·07: knock down two neighbouring pins.
DawsonsKayles = OctalGame("0.07", name=N_("Dawson's Kayles"))
#: Dawson's chess, the octal game ·137.
DawsonsChess = OctalGame("0.137", name=N_("Dawson's chess"))


@game_name_reader
def octal_game_named(text: str) -> OctalGame | None:
    """Return the octal game of the code ``text`` (``"0.77"``, ``"·07"``, ``"4.7"``), None for a text that is no code.

    The same code gives the same game, so what it computed is kept (Kayles, Dawson's Kayles and
    Dawson's chess are the package's own); a text that starts as a code but is malformed is refused
    with the sentence of :func:`parse_octal`.  Registered with
    :func:`gamekit.theory.game.game_name_reader`: every function taking a game accepts a code.

    >>> octal_game_named("·77") is Kayles, octal_game_named("0.75").code, octal_game_named("Kayles")
    (True, '0.75', None)

    See also: :class:`OctalGame`, :func:`gamekit.theory.game.as_game`.
    """
    if not isinstance(text, str) or not _LOOKS_LIKE_A_CODE.match(text):
        return None
    code = OctalGame(text).code
    return next((game for game in (Kayles, DawsonsKayles, DawsonsChess) if game.code == code), None) \
        or _octal_game(code)


_LOOKS_LIKE_A_CODE = re.compile(r"\s*[0-9]*\s*[.·]")


@lru_cache(maxsize=64)
def _octal_game(code: str) -> OctalGame:
    return OctalGame(code)


def exceptional_heaps(values: Sequence[int], preperiod: int, period: int) -> list[int]:
    """Return the heaps n < preperiod whose value differs from the periodic value γ(n + kp).

    ``values`` are γ(0), γ(1), … and (``preperiod``, ``period``) a period of them, as
    :meth:`OctalGame.period` proves it; a heap whose periodic partner is beyond ``values`` is
    not reported.

    >>> exceptional_heaps([5, 0, 1, 0, 1, 0, 1], 1, 2)
    [0]
    >>> exceptional_heaps(Kayles.grundy_sequence(200), *Kayles.period(200))
    [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]

    See also: :meth:`OctalGame.period`, :func:`gamekit.tables.octal_table` (marks them).
    """
    values = list(values)
    found = []
    for n in range(min(preperiod, len(values))):
        k = -(-(preperiod - n) // period)  # the least k with n + kp ≥ preperiod
        m = n + k * period
        if m < len(values) and values[m] != values[n]:
            found.append(n)
    return found
