"""Tables of the atlas: the misère census, with the quotients that keep growing marked."""
from __future__ import annotations

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.atlas.misere import MISERE_CENSUS_COLUMNS
from gamekit.atlas.normal import CENSUS_COLUMNS
from gamekit.core.palette import D_COLOUR, N_COLOUR, P_COLOUR, PALETTE, cell_css
from gamekit.core.validation import given
from gamekit.tables.core import stable_styler

__all__ = ["misere_atlas_frame", "misere_atlas_table", "misere_normal_frame"]

MISERE_STATUS_WORDS = {"proved": "the same for every heap", "steady": "steady", "growing": "still growing ↑",
                       "infinite": "infinite (proved)"}
"""How the table words each status of :func:`gamekit.misere_census` (``"over 50"`` becomes "over 50 elements")."""

MISERE_STATUS_CSS = {
    "the same for every heap": cell_css(P_COLOUR, bold=True),
    "steady": cell_css(P_COLOUR),
    "still growing ↑": cell_css(N_COLOUR, bold=True),
    "over": cell_css(PALETTE[5], bold=True),
    "infinite": cell_css(PALETTE[5], bold=True),
    "failed": cell_css(D_COLOUR),
}


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
        return f"{status} elements" if status.startswith("over") else MISERE_STATUS_WORDS.get(status, status)

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
    stops = [text if isinstance(text, str) and text != "–" else "" for text in table["stopped"]]
    if any(stops):
        frame["stopped"] = stops
    same = [text if isinstance(text, str) and text != "–" else "" for text in table["same game"]]
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

    def css(value: object) -> str:
        text = str(value)
        for key, style in MISERE_STATUS_CSS.items():
            if text.startswith(key):
                return style
        return ""

    heaps = sorted({h for h in frame["heaps"] if isinstance(h, int)})
    over = sorted({s for s in frame["quotient"] if s.startswith("over")})
    red = _("Red: {status} (it may be infinite). ").format(status=over[0]) if over else ""
    if "infinite (proved)" in set(frame["quotient"]):
        red += _("Infinite (proved), red: the quotient is proved infinite from the heap shown on — two heaps' "
                 "counts compared tell all powers of a heap apart. ")
    reach = (_("heaps up to {heap}") if "stopped" not in frame else _("heaps computed up to {heap}")).format(
        heap=heaps[-1]) if heaps else _("no heap")
    proved = (_("The same for every heap (green, bold): proved for every heap size — the heap images repeat "
                "and a larger heap adds nothing to the proof. ")
              if "the same for every heap" in set(frame["quotient"]) else "")
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
    styler = (frame.style.map(css, subset=["quotient"]).hide(axis="index")
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
    play = {code: "periodic" if status == "periodic" else f"open to {size} values"
            for code, status in zip(normal["code"], normal["status"])}
    missing = [_code(code) for code in misere["code"] if code not in play]
    if missing:
        raise ValueError(f"normal must hold every code of misere; it lacks {', '.join(missing)}")
    heaps = max((n for n in misere["heaps"] if isinstance(n, int)), default=0)
    reached = f"to {heaps} heaps or proved"

    def quotient(status: str, stopped: object) -> str:
        if status == "infinite":
            return "proved infinite"
        return "stopped short" if isinstance(stopped, str) and stopped != "–" else reached

    cells: dict[tuple[str, str], list[str]] = {}
    for code, status, stopped in zip(misere["code"], misere["status"], misere["stopped"]):
        cells.setdefault((play[code], quotient(str(status), stopped)), []).append(_code(code))
    rows = [row for row in ("periodic", f"open to {size} values") if any(key[0] == row for key in cells)]
    columns = [column for column in (reached, "proved infinite", "stopped short") if any(key[1] == column
                                                                                          for key in cells)]

    def cell(codes: list[str]) -> str:
        if not codes:
            return "–"
        count = f"{len(codes)} game{'s' if len(codes) > 1 else ''}"
        return f"{count}: {', '.join(codes)}" if len(codes) <= listed else count

    frame = pd.DataFrame([[cell(cells.get((row, column), [])) for column in columns] for row in rows],
                         index=pd.Index(rows, name="normal play"), columns=pd.Index(columns, name="misère quotient"))
    return frame
