"""Tests of gamekit.core.palette: every text the course shows reads at WCAG AA (4.5:1) on its background."""
from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import gamekit as gk
import gamekit.tables
from gamekit.core.palette import LEAST_CONTRAST, P_COLOUR, contrast_ratio, darkened, text_on

JUPYTER_TEXT = "#212121"          # JupyterLab's text (black at 87 % on white), where a cell sets no colour


def _colour(value: str, under: str = "#ffffff") -> str:
    """The opaque colour of a CSS colour #rgb, #rrggbb or #rrggbbaa (blended on ``under``)."""
    value = value.strip().lower()
    names = {"white": "#ffffff", "black": "#000000"}
    value = names.get(value, value)
    code = value.lstrip("#")
    if len(code) == 3:
        code = "".join(c * 2 for c in code)
    if len(code) == 8:
        alpha = int(code[6:], 16) / 255
        base = [int(under[1 + 2 * i:3 + 2 * i], 16) for i in range(3)]
        mixed = [round(alpha * int(code[2 * i:2 * i + 2], 16) + (1 - alpha) * b) for i, b in enumerate(base)]
        return "#" + "".join(f"{c:02x}" for c in mixed)
    return "#" + code


def css_pairs(css: str) -> list[tuple[str, str]]:
    """The (text, background) colours of every declaration block of ``css`` that sets a background colour."""
    pairs = []
    for block in re.findall(r"\{([^{}]*)\}", css) + [css] * (";" in css and "{" not in css):
        background = re.search(r"background-color:\s*(#[0-9A-Fa-f]{3,8}|white|black)", block)
        if background:
            text = re.search(r"(?<![-\w])color:\s*(#[0-9A-Fa-f]{3,8}|white|black)", block)
            pairs.append((_colour(text.group(1)) if text else JUPYTER_TEXT, _colour(background.group(1))))
    return pairs


def test_the_textbook_pairs():
    """White on the P-position green was 3.4:1 (under AA); black on it is 6.1:1 and is what the tables use."""
    assert contrast_ratio("white", P_COLOUR) < LEAST_CONTRAST <= contrast_ratio(text_on(P_COLOUR), P_COLOUR)
    assert round(contrast_ratio("#000000", "#ffffff"), 1) == 21.0
    assert contrast_ratio("#777777", "#777777") == 1.0


@pytest.mark.parametrize("colour", gk.plots.PALETTE + ["#D6EAF8", "#999999", "#CCE8F4", "#440154", "#21918C"])
def test_text_on_any_palette_colour_reads(colour):
    assert contrast_ratio(text_on(colour), colour) >= LEAST_CONTRAST


@pytest.mark.parametrize("colour", gk.plots.PALETTE)
def test_coloured_text_is_darkened_until_it_reads_on_white(colour):
    dark = darkened(colour)
    assert contrast_ratio(dark, "#ffffff") >= LEAST_CONTRAST
    assert dark == colour or contrast_ratio(colour, "#ffffff") < LEAST_CONTRAST


def _table_styles() -> list[tuple[str, str]]:
    found = []
    for info in pkgutil.iter_modules(gamekit.tables.__path__):
        module = importlib.import_module(f"gamekit.tables.{info.name}")
        for name, value in vars(module).items():
            values = value.values() if isinstance(value, dict) else [value]
            for css in values:
                if isinstance(css, str) and "background-color" in css:
                    found.append((f"{info.name}.{name}", css))
    return found


@pytest.mark.parametrize("where, css", _table_styles(), ids=[w for w, _ in _table_styles()])
def test_every_coloured_cell_of_the_tables_reads(where, css):
    for text, background in css_pairs(css):
        assert contrast_ratio(text, background) >= LEAST_CONTRAST, (where, text, background)
