"""Redraw time of the chapter 1 explorers: each render function at its default size (target ≤ 100 ms).

Run by hand: ``.venv/bin/python benchmarks/widgets.py``.  Prints the median and worst of 20
redraws after one warm-up call (which compiles the numba fill on a fresh cache).
"""
from __future__ import annotations

import statistics
import time

import matplotlib

matplotlib.use("Agg")

import gamekit as gk  # noqa: E402


def timed(label: str, render, repeats: int = 20) -> None:
    render()  # warm-up
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = render()
        if hasattr(result, "to_html"):
            result.to_html()            # what Jupyter does to show a Styler
        elif hasattr(result, "_repr_html_"):
            result._repr_html_()
        elif hasattr(result, "savefig"):
            import io
            result.savefig(io.BytesIO(), format="png")
        times.append((time.perf_counter() - start) * 1000)
    verdict = "ok" if max(times) <= 100 else "OVER 100 ms"
    print(f"{label:58s} median {statistics.median(times):6.1f} ms   worst {max(times):6.1f} ms   {verdict}")


if __name__ == "__main__":
    timed("bachet_table(10, 24)", lambda: gk.tables.bachet_table(10, 24))
    timed("subtraction_view('1, 3, 4', 24)", lambda: gk.widgets.subtraction_view("1, 3, 4", 24))
    timed("heap_fill_view(2, 12, 7)", lambda: gk.widgets.heap_fill_view(2, 12, 7))
    for piece in ("rook", "king", "queen", "knight", "corner 4/3"):
        timed(f"board_view({piece!r}, 8, 8, step 40)", lambda p=piece: gk.widgets.board_view(p, 8, 8, 40))
    timed("board_view('queen', 16, 16, step 256) (largest)", lambda: gk.widgets.board_view("queen", 16, 16, 256))
    timed("game_graph(RelativePrime(), 5) (figure, PNG)", lambda: gk.plots.game_graph(gk.RelativePrime(), 5))
    timed("board_heatmap(Queen(), 12, 12) (figure, PNG)", lambda: gk.plots.board_heatmap(gk.Queen(), 12, 12))
