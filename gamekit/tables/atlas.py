"""Tables of the atlas: the misère census, with the quotients that keep growing marked."""
from __future__ import annotations

import re
import string
from functools import cache

import pandas as pd

from gamekit.core.language import N_, gettext, ngettext
from gamekit.core.language import gettext as _
from gamekit.atlas.misere import MISERE_CENSUS_COLUMNS
from gamekit.atlas.normal import CENSUS_COLUMNS
from gamekit.core.palette import D_COLOUR, N_COLOUR, P_COLOUR, PALETTE, cell_css
from gamekit.core.validation import given
from gamekit.tables.core import stable_styler

__all__ = ["misere_atlas_frame", "misere_atlas_table", "misere_normal_frame"]

MISERE_STATUS_WORDS = {"proved": N_("the same for every heap"), "steady": N_("steady"),
                       "growing": N_("still growing ↑"), "infinite": N_("infinite (proved)")}
"""How the table words each status of :func:`gamekit.misere_census` (``"over 50"`` becomes "over 50 elements"),
said in the language spoken."""

MISERE_STATUS_CSS = {
    "proved": cell_css(P_COLOUR, bold=True),
    "steady": cell_css(P_COLOUR),
    "growing": cell_css(N_COLOUR, bold=True),
    "over": cell_css(PALETTE[5], bold=True),
    "infinite": cell_css(PALETTE[5], bold=True),
    "failed": cell_css(D_COLOUR),
}
"""The colour of each status of :func:`gamekit.misere_census` (a status beginning with a key takes its colour)."""

# The column labels of misere_atlas_frame, kept in English (code indexes them) and said in the language
# spoken where a table shows them (misere_atlas_table, gk.tables.compact).
_HEADERS = (N_("code"), N_("order"), N_("quotient"), N_("since heap"), N_("heaps"), N_("P-portion"), N_("orders"),
            N_("presentation"), N_("stopped"), N_("same game"))

# The sentences a misère census row says, English in the data (gamekit.atlas.misere.misere_stop, SameGame.sentence,
# InfiniteQuotientProof.sentence): misere_atlas_frame says them again in the language spoken.
_SENTENCES = (
    N_("stopped by the time limit of {seconds} s while heap {heap} was added"),
    N_("stopped by the memory limit of {memory} GiB while heap {heap} was added"),
    N_("no candidate could be proved while heap {heap} was added ({unproved})"),
    N_("passed the limit of {largest} elements at heap {heap} (it may be infinite)"),
    N_("nothing was proved"),
    N_("up to heap {heap} the quotient has {count} elements, with heap {next} at least {least}"),
    N_("up to heap {heap} the quotient has {count} element, with heap {next} at least {least}"),
    N_("up to heap {heap} the quotient has {count} elements"),
    N_("up to heap {heap} the quotient has {count} element"),
    N_("infinite (proved)"),
    N_("infinite from heap {heap} on, since {code} is {sentence}"),
    N_("infinite from heap {heap} on (proved: beside {beside}, the rows {told}ᵃ + {counted}ᵇ tell all powers of a "
       "heap of {told} apart)"),
    N_("the same game as {code}"),
    N_("the same game as {code} with every heap one smaller"),
    N_("the same game as {code} with every heap two smaller"),
    N_("the same game as {code} with every heap three smaller"),
    N_("the same game as {code} with every heap four smaller"),
    N_("the same game as {code} with every heap {by} smaller"),
    N_("the same game as {code} with every heap one larger"),
    N_("the same game as {code} with every heap two larger"),
    N_("the same game as {code} with every heap three larger"),
    N_("the same game as {code} with every heap four larger"),
    N_("the same game as {code} with every heap {by} larger"),
)

_FIGURES = {"seconds", "memory", "heap", "next", "count", "least", "largest", "by", "told", "counted"}  # numbers


@cache
def _sentence_patterns() -> list[tuple[re.Pattern, str]]:
    """Return a pattern of each English sentence of a census row, the most words first, with its message."""
    patterns = []
    for message in _SENTENCES:
        pieces, seen = [], set()
        for text, field, _spec, _conversion in string.Formatter().parse(message):
            pieces.append(re.escape(text))
            if field is not None:
                value = r"[\d.]+" if field in _FIGURES else r"\S+" if field == "code" else ".+?"
                pieces.append(f"(?P={field})" if field in seen else f"(?P<{field}>{value})")
                seen.add(field)
        patterns.append((re.compile("^" + "".join(pieces) + "$", re.S), message))
    return sorted(patterns, key=lambda pair: -len(re.sub(r"\{[^}]*\}", "", pair[1])))


def _said(text: str) -> str:
    """Return a sentence of a misère census row (English in the data) in the language spoken, clause by clause."""
    def clause(piece: str) -> str:
        for pattern, message in _sentence_patterns():
            found = pattern.match(piece)
            if found:
                return gettext(message).format(**{k: clause(v) for k, v in found.groupdict().items()})
        return piece
    return "; ".join(clause(piece) for piece in text.split("; "))


def misere_atlas_frame(table: pd.DataFrame) -> pd.DataFrame:
    """Return the misère census ``table`` as the chapter shows it: one row per code, times left out.

    Columns: the code, the quotient's order, whether it is steady or still growing ↑ (or over the
    size limit of :func:`gamekit.misere_quotient`), from which heap the order holds, how many heaps
    were computed, the size of its P-portion, the successive orders and the presentation when it
    is short; when some game stopped short of the heaps asked (its time or memory limit), a
    column says for each where and why, and when some code is the same game as another (read off
    its row, not computed: :func:`gamekit.atlas.misere.same_game_row`), a last column says which.

    >>> import gamekit as gk
    >>> frame = misere_atlas_frame(gk.misere_census(["0.75", "0.07"], 6, workers=None))
    >>> print(frame[["code", "order", "quotient", "orders"]].to_string(index=False))
    code order        quotient    orders
    ·75     8 still growing ↑ 2 → 6 → 8
    ·07     6          steady 1 → 2 → 6

    See also: :func:`misere_atlas_table`, :func:`gamekit.misere_census`.
    """
    if not isinstance(table, pd.DataFrame) or not set(MISERE_CENSUS_COLUMNS) <= set(table.columns):
        raise TypeError(_("table must be a table of gk.misere_census or gk.read_misere_census, got {given}").format(
                            given=given(table)))

    def word(status: object) -> str:
        status = str(status)
        if status.startswith("over "):
            return _("over {largest} elements").format(largest=status[5:])
        return gettext(MISERE_STATUS_WORDS[status]) if status in MISERE_STATUS_WORDS else status

    frame = pd.DataFrame({
        "code": [_code(code) for code in table["code"]],
        "order": list(table["order"]),
        "quotient": [word(status) for status in table["status"]],
        "since heap": list(table["since heap"]),
        "heaps": list(table["heaps"]),
        "P-portion": list(table["P-portion"]),
        "orders": list(table["orders"]),
        "presentation": list(table["presentation"]),
    }, dtype=object)
    stops = [_said(text) if isinstance(text, str) and text != "–" else "" for text in table["stopped"]]
    if any(stops):
        frame["stopped"] = stops
    same = [_said(text) if isinstance(text, str) and text != "–" else "" for text in table["same game"]]
    if any(same):
        frame["same game"] = same
    return frame


def _code(code: str) -> str:
    """Return an octal code as the course writes it: ``0.75`` is ·75, ``4.7`` stays 4·7."""
    head, _, tail = str(code).partition(".")
    return ("·" if head == "0" else head + "·") + tail


def misere_atlas_table(table: pd.DataFrame) -> "pd.io.formats.style.Styler":
    """Return :func:`misere_atlas_frame` of ``table`` coloured: steady green, still growing ↑ orange.

    A quotient *still growing* changed its order within the last third of the heaps computed (see
    :func:`gamekit.atlas.misere_steadiness`); *steady* means the order held since — on the heaps
    computed, not a proof that it stays.  Quotients over the size limit (they may be infinite) and
    quotients proved infinite are in red.  The caption says so under the table.

    >>> import gamekit as gk
    >>> html = misere_atlas_table(gk.misere_census(["0.75", "0.07"], 6, workers=None)).to_html()
    >>> "still growing ↑" in html and "#009E73" in html
    True

    See also: :func:`misere_atlas_frame`, :func:`gamekit.misere_census`.
    """
    frame = misere_atlas_frame(table)
    statuses = [str(status) for status in table["status"]]

    def css(status: str) -> str:
        return next((style for key, style in MISERE_STATUS_CSS.items() if status.startswith(key)), "")

    heaps = sorted({h for h in frame["heaps"] if isinstance(h, int)})
    over = sorted({word for word, status in zip(frame["quotient"], statuses) if status.startswith("over")})
    red = _("Red: {status} (it may be infinite). ").format(status=over[0]) if over else ""
    if "infinite" in statuses:
        red += _("Infinite (proved), red: the quotient is proved infinite from the heap shown on — two heaps' "
                 "counts compared tell all powers of a heap apart. ")
    reach = (_("heaps up to {heap}") if "stopped" not in frame else _("heaps computed up to {heap}")).format(
        heap=heaps[-1]) if heaps else _("no heap")
    proved = (_("The same for every heap (green, bold): proved for every heap size — the heap images repeat "
                "and a larger heap adds nothing to the proof. ")
              if "proved" in statuses else "")
    legend = [_("Orders: how the order grew as heaps were added; heaps: how far it was computed")]
    if "stopped" in frame:
        legend.append(_("stopped: where and why a game stopped short of the heaps asked"))
    if "same game" in frame:
        legend.append(_("same game: a code proved to be another's game, its heaps renumbered — its row is that "
                        "game's"))
    caption = (_("Misère quotients of {count} octal games, {reach}. Order: the number of elements. ").format(
        count=len(frame), reach=reach) + proved
        + _("Steady (green): the order has not changed for the last third of the heaps or more — on the "
            "heaps computed, not a proof. Still growing ↑ (orange): it changed within them. ") + red
        + "; ".join(legend) + ".")
    styler = (frame.style.apply(lambda column: [css(status) for status in statuses], subset=["quotient"])
              .hide(axis="index").format_index({c: gettext(c) for c in frame.columns}.get, axis="columns")
              .set_caption(caption)
              .set_table_styles([{"selector": "caption", "props": "caption-side: bottom; text-align: left"}]))
    return stable_styler(styler, "misere-atlas", frame.to_numpy().tolist())


def misere_normal_frame(misere: pd.DataFrame, normal: pd.DataFrame, listed: int = 20) -> pd.DataFrame:
    """Return the codes of a misère census counted by what normal play and the misère quotient say of them.

    ``misere`` is a table of :func:`gamekit.misere_census` (or of :func:`gamekit.read_misere_census`),
    ``normal`` a table of :func:`gamekit.census` of the same codes.  Rows: the normal-play status,
    *periodic* (a period certified) or *open to n values*; columns: the misère quotient reached the
    heaps asked or was proved for every heap size, was proved infinite, or stopped short (a limit,
    or no candidate provable).  A cell counts its games and lists their codes when there are at
    most ``listed`` of them.

    >>> import gamekit as gk
    >>> codes = ["0.75", "0.07", "0.6"]
    >>> misere, normal = gk.misere_census(codes, 6, workers=None), gk.census(codes, 1024, workers=None)
    >>> frame = misere_normal_frame(misere, normal)
    >>> frame.index.tolist(), frame.columns.tolist()
    (['periodic', 'open to 1024 values'], ['to 6 heaps or proved'])
    >>> frame["to 6 heaps or proved"].tolist()
    ['2 games: ·75, ·07', '1 game: ·6']

    See also: :func:`misere_atlas_frame`, :func:`gamekit.atlas.misere_stop`.
    """
    for name, table, columns, maker in (("misere", misere, MISERE_CENSUS_COLUMNS, "gk.misere_census"),
                                        ("normal", normal, CENSUS_COLUMNS, "gk.census")):
        if not isinstance(table, pd.DataFrame) or not set(columns) <= set(table.columns):
            raise TypeError(f"{name} must be a table of {maker}, got {given(table)}")
    size = max((n for n in normal["computed to"] if isinstance(n, int)), default=0)
    periodic, open_to = _("periodic"), _("open to {count} values").format(count=size)
    play = {code: periodic if status == "periodic" else open_to
            for code, status in zip(normal["code"], normal["status"])}
    missing = [_code(code) for code in misere["code"] if code not in play]
    if missing:
        raise ValueError(f"normal must hold every code of misere; it lacks {', '.join(missing)}")
    heaps = max((n for n in misere["heaps"] if isinstance(n, int)), default=0)
    reached, infinite, short = (_("to {heaps} heaps or proved").format(heaps=heaps), _("proved infinite"),
                                _("stopped short"))

    def quotient(status: str, stopped: object) -> str:
        if status == "infinite":
            return infinite
        return short if isinstance(stopped, str) and stopped != "–" else reached

    cells: dict[tuple[str, str], list[str]] = {}
    for code, status, stopped in zip(misere["code"], misere["status"], misere["stopped"]):
        cells.setdefault((play[code], quotient(str(status), stopped)), []).append(_code(code))
    rows = [row for row in (periodic, open_to) if any(key[0] == row for key in cells)]
    columns = [column for column in (reached, infinite, short) if any(key[1] == column for key in cells)]

    def cell(codes: list[str]) -> str:
        if not codes:
            return "–"
        count = ngettext("{count} game", "{count} games", len(codes)).format(count=len(codes))
        return f"{count}: {', '.join(codes)}" if len(codes) <= listed else count

    frame = pd.DataFrame([[cell(cells.get((row, column), [])) for column in columns] for row in rows],
                         index=pd.Index(rows, name=_("normal play")),
                         columns=pd.Index(columns, name=_("misère quotient")))
    return frame
