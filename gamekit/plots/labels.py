"""Labels beside the points of a plot that never overlap, and the check that no text of a figure does."""
from __future__ import annotations

from collections.abc import Sequence

__all__ = ["label_points", "overlapping_texts", "shown_texts"]

# where a label may go, in points from its dot: right and above first, then around it, then farther right
OFFSETS = tuple((dx, dy) for reach in (5, 40, 75) for dx, dy in
                ((reach, 4), (reach, -14), (-reach, 4), (-reach, -14), (reach, 14), (reach, -24),
                 (-reach, 14), (-reach, -24), (reach, 24), (-reach, 24)))

def _canvas(fig):
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    if fig.canvas is None or not hasattr(fig.canvas, "get_renderer"):
        FigureCanvasAgg(fig)
    return fig.canvas


def label_points(ax, xs: Sequence[float], ys: Sequence[float], texts: Sequence[str], **style) -> list:
    """Return the annotations writing ``texts`` beside the points (``xs``, ``ys``) of ``ax``, none over another.

    Each label takes the first place around its dot (right and above first, then farther away)
    where it overlaps no label placed before it and stays inside the axes; without such a place,
    the one that overlaps fewest labels.

    >>> from matplotlib.figure import Figure
    >>> ax = Figure(figsize=(4, 3)).add_subplot()
    >>> _ = ax.plot([1, 1.001], [1, 1.001], "o")
    >>> _ = ax.set(xticks=[], yticks=[])       # the labels alone: tick labels depend on the style in force
    >>> labels = label_points(ax, [1, 1.001], [1, 1.001], ["·055", "·057"])
    >>> overlapping_texts(ax.figure)
    []
    """
    fig = ax.figure
    canvas = _canvas(fig)
    fig.tight_layout()
    canvas.draw()                     # the limits and the layout as they will be drawn
    renderer = canvas.get_renderer()
    inside = ax.get_window_extent(renderer)
    placed, boxes = [], []
    for x, y, text in zip(xs, ys, texts):
        best = None
        for dx, dy in OFFSETS:
            label = ax.annotate(text, (x, y), textcoords="offset points", xytext=(dx, dy),
                                ha="left" if dx > 0 else "right", **style)
            box = label.get_window_extent(renderer)
            outside = not (box.x0 >= inside.x0 and box.x1 <= inside.x1 and box.y0 >= inside.y0
                           and box.y1 <= inside.y1)
            score = (sum(box.overlaps(b) for b in boxes), outside)
            if best is None or score < best[0]:
                if best is not None:
                    best[1].remove()
                best = (score, label, box)
            else:
                label.remove()
            if score == (0, False):
                break
        placed.append(best[1])
        boxes.append(best[2])
    return placed


def shown_texts(fig) -> list:
    """Return the texts ``fig`` shows once drawn: titles, labels, legends, and the tick labels of the ticks drawn.

    >>> from matplotlib.figure import Figure
    >>> fig = Figure(); ax = fig.add_subplot(); _ = ax.set_yticks([]); _ = ax.set_title("t")
    >>> [t.get_text() for t in shown_texts(fig) if t.get_text() in ("t", "0.0", "1.0")]
    ['t', '0.0', '1.0']
    """
    from matplotlib.text import Text

    canvas = _canvas(fig)
    canvas.draw()
    ticks, drawn = set(), []
    for ax in fig.axes:
        if not ax.get_visible():
            continue
        for axis in (ax.xaxis, ax.yaxis):
            low, high = sorted(axis.get_view_interval())
            slack = 1e-9 * max(1.0, abs(low), abs(high))
            for tick in axis.get_major_ticks() + axis.get_minor_ticks():
                ticks.update((id(tick.label1), id(tick.label2)))
                if low - slack <= tick.get_loc() <= high + slack:      # a tick outside the view is not drawn
                    drawn += [tick.label1, tick.label2]
    texts = [t for t in fig.findobj(Text) if id(t) not in ticks] + drawn
    return [t for t in texts if t.get_visible() and t.get_text().strip()
            and (t.axes is None or t.axes.get_visible())]


def overlapping_texts(fig) -> list[tuple[str, str]]:
    """Return the pairs of visible texts of ``fig`` whose boxes overlap (tick labels, titles, labels, legends).

    >>> from matplotlib.figure import Figure
    >>> fig = Figure(); ax = fig.add_subplot()
    >>> _ = ax.text(0.5, 0.5, "one"); _ = ax.text(0.5, 0.5, "two")
    >>> overlapping_texts(fig)
    [('one', 'two')]
    """
    shown = shown_texts(fig)
    renderer = fig.canvas.get_renderer()
    drawn = []
    for t in shown:
        box = t.get_window_extent(renderer)
        if box.width > 0 and box.height > 0:
            drawn.append((t.get_text(), box))
    found = []
    for i, (a, box_a) in enumerate(drawn):
        for b, box_b in drawn[i + 1:]:
            if box_a.overlaps(box_b) and box_a.intersection(box_a, box_b).width > 1 \
                    and box_a.intersection(box_a, box_b).height > 1:
                found.append((a, b))
    return found
