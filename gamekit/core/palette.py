"""The colours of gamekit's tables and figures (used by both :mod:`gamekit.tables` and :mod:`gamekit.plots`).

Every text is written in the colour of :func:`text_on` its background, so that it reads at the
contrast of WCAG AA (:data:`LEAST_CONTRAST`, 4.5:1) on a projector as on a screen.
"""
from __future__ import annotations

__all__ = ["PALETTE", "P_COLOUR", "N_COLOUR", "D_COLOUR", "INK", "LEAST_CONTRAST", "darkened",
           "relative_luminance", "contrast_ratio", "text_on", "cell_css"]

#: The Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
PALETTE = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000"]
#: The colour of P-positions: green, as the slides colour them.
P_COLOUR = "#009E73"
#: The colour of N-positions.
N_COLOUR = "#E69F00"
#: The colour of draws (loopy games).
D_COLOUR = "#999999"
#: The colour of text on white (15.9:1).
INK = "#222222"
#: The least contrast ratio of text and its background (WCAG 2.1 AA, normal text).
LEAST_CONTRAST = 4.5


_NAMES = {"white": "#ffffff", "black": "#000000"}


def _rgb(colour) -> tuple[float, float, float]:
    if not isinstance(colour, str):
        return tuple(float(c) for c in colour[:3])
    code = _NAMES.get(colour.lower(), colour).lstrip("#")
    if len(code) == 3:
        code = "".join(c * 2 for c in code)
    if len(code) != 6:
        raise ValueError(f"a colour is written #rrggbb, #rgb, white or black, got {colour!r}")
    return tuple(int(code[i:i + 2], 16) / 255 for i in (0, 2, 4))


def relative_luminance(colour) -> float:
    """Return the relative luminance of ``colour`` (#rrggbb, #rgb, white, black, or RGB in 0…1), as WCAG defines it.

    >>> relative_luminance("#ffffff"), relative_luminance("black")
    (1.0, 0.0)
    """
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(text, background) -> float:
    """Return the WCAG contrast ratio (1 to 21) of the colours ``text`` and ``background``.

    >>> round(contrast_ratio("white", P_COLOUR), 1), round(contrast_ratio("black", P_COLOUR), 1)
    (3.4, 6.1)
    """
    light, dark = sorted((relative_luminance(text), relative_luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_on(background) -> str:
    """Return the text colour, black or white, of the higher contrast on ``background``.

    >>> text_on(P_COLOUR), text_on("#0072B2"), text_on("#440154")
    ('#000000', '#ffffff', '#ffffff')
    """
    black, white = contrast_ratio("#000000", background), contrast_ratio("#ffffff", background)
    return "#000000" if black >= white else "#ffffff"


def cell_css(background: str, bold: bool = False) -> str:
    """Return the CSS of a table cell coloured ``background``, its text in the colour :func:`text_on` it.

    >>> cell_css(P_COLOUR, bold=True)
    'background-color: #009E73; color: #000000; font-weight: bold'
    """
    return f"background-color: {background}; color: {text_on(background)}" + ("; font-weight: bold" if bold else "")


def darkened(colour: str, background: str = "#ffffff") -> str:
    """Return ``colour`` (#rrggbb), mixed with black just enough to read on ``background`` at :data:`LEAST_CONTRAST`.

    Coloured text (a label in the colour of its line) keeps its hue and becomes legible.

    >>> darkened("#0072B2"), darkened("#E69F00")
    ('#0072B2', '#9C6C00')
    """
    r, g, b = _rgb(colour)
    for step in range(101):
        k = 1 - step / 100
        mixed = "#{:02X}{:02X}{:02X}".format(*(round(255 * c * k) for c in (r, g, b)))
        if contrast_ratio(mixed, background) >= LEAST_CONTRAST:
            return mixed if step else colour
    return "#000000"
