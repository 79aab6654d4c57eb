"""One step of filling a table by the mex rule, to replay the slides' animations cell by cell."""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pandas as pd

from gamekit.core.language import gettext as _
from gamekit.core.palette import PALETTE, cell_css
from gamekit.tables.core import P_CELL_CSS, stable_styler

__all__ = ["FillStep", "mex_caption"]

CURRENT_CSS = "outline: 3px solid #D55E00; outline-offset: -3px; font-weight: bold"
OPTION_CSS = cell_css(PALETTE[4])


def mex_caption(option_values: tuple[int, ...], value: int) -> str:
    """Return the slides' caption of one step, such as ``"mex {0, 1} = 2"``.

    >>> mex_caption((), 0), mex_caption((1, 4), 0)
    ('mex ∅ = 0', 'mex {1, 4} = 0')
    """
    inside = "∅" if not option_values else "{" + ", ".join(map(str, option_values)) + "}"
    return _("mex {options} = {value}").format(options=inside, value=value)


@dataclass(frozen=True, repr=False)
class FillStep:
    """The state of a table after ``step`` cells, the last one filled being the current cell.

    ``frame`` holds the values filled so far (``<NA>`` elsewhere) in display layout; ``cell``
    is the current cell's (row label, column label), ``option_cells`` those of its options
    inside the table, and ``option_values`` the values of all its options, whose mex is
    ``value``.  It displays itself in Jupyter as a coloured table with the mex as caption.
    """

    frame: pd.DataFrame
    step: int
    total: int
    position: Hashable
    cell: tuple
    option_cells: tuple
    option_values: tuple[int, ...]
    value: int

    @property
    def caption(self) -> str:
        """Return the caption ``mex {…} = value`` of the current cell.

        >>> from gamekit import SubtractionGame
        >>> from gamekit.tables import sequence_fill
        >>> sequence_fill(SubtractionGame({1, 2}), 6, 4).caption
        'mex {1, 2} = 0'
        """
        return mex_caption(self.option_values, self.value)

    def styler(self) -> "pd.io.formats.style.Styler":
        """Return the Styler: P-positions green, the current cell outlined, its options blue.

        >>> from gamekit import SubtractionGame
        >>> from gamekit.tables import sequence_fill
        >>> "mex {0} = 1" in sequence_fill(SubtractionGame({1, 2}), 6, 2).styler().to_html()
        True
        """
        frame = self.frame

        def css(table: pd.DataFrame) -> pd.DataFrame:
            out = pd.DataFrame("", index=table.index, columns=table.columns)
            for i, row in enumerate(table.index):
                for j, col in enumerate(table.columns):
                    v = table.iat[i, j]
                    style = []
                    if (row, col) in self.option_cells:
                        style.append(OPTION_CSS)
                    elif not pd.isna(v) and v == 0:
                        style.append(P_CELL_CSS)
                    if (row, col) == self.cell:
                        style.append(CURRENT_CSS)
                    out.iat[i, j] = "; ".join(style)
            return out

        styler = frame.style.apply(css, axis=None).format(na_rep="")
        styler = styler.set_caption(_("step {step} of {total}: {caption}").format(
            step=self.step, total=self.total, caption=self.caption))
        return stable_styler(styler, "fill", self.step, self.total, frame.astype(object).where(
            frame.notna(), None).to_numpy().tolist())

    def __repr__(self) -> str:
        return f"FillStep(step {self.step} of {self.total}, {self.position!r}: {self.caption})"

    def _repr_html_(self) -> str:
        return self.styler().to_html()
