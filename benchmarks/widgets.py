"""Redraw time of every explorer of the course, at its defaults and at the heaviest setting its controls reach.

Run by hand: ``.venv/bin/python benchmarks/widgets.py``.  Each explorer is built as a chapter
builds it; a redraw is the function behind it (``box.render``) called with the controls' values,
plus what Jupyter does to show the result (a Styler's HTML, a DataFrame's HTML, a figure's PNG).
"defaults" is the median of 15 redraws after a warm-up; "heaviest" sets every slider to the end
of its range that costs most (its maximum, or its minimum where that is larger work) and reports
the worst of 5.  Targets: a median of at most 100 ms at the defaults, at most 1 s anywhere.
"""
from __future__ import annotations

import io
import statistics
import time

import matplotlib

matplotlib.use("Agg")

import gamekit as gk  # noqa: E402

EXPLORERS = {
    "chapter 1: heap_fill_explorer": lambda: gk.widgets.heap_fill_explorer(),
    "chapter 1: bachet_explorer": lambda: gk.widgets.bachet_explorer(),
    "chapter 1: subtraction_explorer": lambda: gk.widgets.subtraction_explorer(),
    "chapter 1: board_explorer": lambda: gk.widgets.board_explorer(),
    "chapter 2: nim_sum_explorer": lambda: gk.widgets.nim_sum_explorer(),
    "chapter 2: nim_position_explorer": lambda: gk.widgets.nim_position_explorer(),
    "chapter 3: sum_builder": lambda: gk.widgets.sum_builder(),
    "chapter 3: coin_row_explorer": lambda: gk.widgets.coin_row_explorer(),
    "chapter 4: misere_subtraction_explorer": lambda: gk.widgets.misere_subtraction_explorer(),
    "chapter 4: misere_nim_explorer": lambda: gk.widgets.misere_nim_explorer(),
    "chapter 5: octal_explorer": lambda: gk.widgets.octal_explorer(),
    "chapter 5: grundys_game_explorer": lambda: gk.widgets.grundys_game_explorer(game=chapter_5_grundys_game()),
    "chapter 6: cars_explorer": lambda: gk.widgets.cars_explorer(),
    "chapter 7: wythoff_explorer": lambda: gk.widgets.wythoff_explorer(),
    "chapter 7: fibonacci_nim_explorer": lambda: gk.widgets.fibonacci_nim_explorer(),
    "chapter 9: quotient_explorer": lambda: gk.widgets.quotient_explorer(),
    "chapter 9: quotient_explorer on ·64": lambda: gk.widgets.quotient_explorer("0.64", 4),
}


def chapter_5_grundys_game() -> gk.GrundysGame:
    """Grundy's game as chapter 5 leaves it before its explorer: values to 10⁶ computed (not timed)."""
    game = gk.GrundysGame()
    game.grundy_array(1_000_000, progress=False)
    return game


def shown(result: object) -> None:
    """Do what Jupyter does to show ``result``."""
    if hasattr(result, "to_html"):
        result.to_html()
    elif hasattr(result, "_repr_html_"):
        result._repr_html_()
    elif hasattr(result, "savefig"):
        result.savefig(io.BytesIO(), format="png")
        import matplotlib.pyplot as plt

        plt.close(result)
    elif hasattr(result, "_ipython_display_"):
        for part in vars(result).values():
            if hasattr(part, "to_html"):
                part.to_html()


def redraw_ms(box, values: dict) -> float:
    start = time.perf_counter()
    shown(gk.widgets.core.explorer_output(box.render, **values))
    return (time.perf_counter() - start) * 1000


def heaviest(controls: dict) -> dict:
    """Every numeric control at the end of its range that costs most (the larger count)."""
    values = {}
    for name, control in controls.items():
        if hasattr(control, "max") and isinstance(control.value, (int, float)) and not isinstance(control.value, bool):
            values[name] = control.max
        else:
            values[name] = control.value
    return values


def main() -> None:
    print(f"{'explorer':42s} {'defaults (median)':>18s} {'heaviest (worst)':>18s}  setting")
    for label, build in EXPLORERS.items():
        box = build()
        defaults = {name: c.value for name, c in box.controls.items()}
        redraw_ms(box, defaults)                                  # warm-up (compilation, caches)
        median = statistics.median(redraw_ms(box, defaults) for _ in range(15))
        heavy = heaviest(box.controls)
        worst = max(redraw_ms(box, heavy) for _ in range(5))
        changed = {k: v for k, v in heavy.items() if v != defaults[k]}
        verdict = "ok" if median <= 100 and worst <= 1000 else "SLOW"
        print(f"{label:42s} {median:15.1f} ms {worst:15.1f} ms  {changed or 'the defaults'}  {verdict}")


if __name__ == "__main__":
    main()
