"""Drawings of loopy games: the graph with every position coloured by its outcome (P, N, D)."""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence

from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from gamekit.core.language import gettext as _
from gamekit.core.palette import D_COLOUR, N_COLOUR, P_COLOUR

__all__ = ["DUGO_LAYOUT", "OUTCOME_COLOURS", "loopy_figure"]

#: The colour of each outcome in a drawing: P, N and D (a draw).
OUTCOME_COLOURS = {"P": P_COLOUR, "N": N_COLOUR, "D": D_COLOUR}

#: Where the towns of the (reconstructed) DUGÓ map are drawn: a made-up geography, west to east.
DUGO_LAYOUT: dict[str, tuple[float, float]] = {
    "P": (0.0, 1.6), "N": (1.2, 2.8), "M": (1.2, 0.6), "I": (2.4, 1.8), "J": (3.2, 0.2),
    "A": (4.4, 0.0), "K": (4.6, 1.3), "G": (4.4, 2.6), "D": (5.0, 3.8), "B": (6.4, 4.0),
    "E": (7.0, 2.6), "H": (5.8, 2.0), "F": (6.6, 0.6), "C": (8.2, 3.0), "L": (8.2, 1.2),
}

NODE_SIZE = 1400          # points²: two lines of 11-point text (18 px on a slide) inside a node

def loopy_figure(game, positions: Iterable[Hashable] | None = None, *,
                 layout: Mapping[Hashable, Sequence[float]] | None = None,
                 labels: str = "value", cars: Sequence[Hashable] = (),
                 moves: Iterable[tuple[Hashable, Hashable]] = (), title: str | None = None,
                 size: tuple[float, float] = (7.0, 3.9), seed: int = 1, coloured: bool = True) -> Figure:
    """Return a figure of a :class:`~gamekit.GraphGame`, positions coloured by outcome.

    ``labels`` is ``"value"`` (name and generalised value), ``"name"`` or ``"none"``; ``cars``
    are drawn as black rings (one per car, several may share a town); ``moves`` are drawn as
    thick arrows.  Without a ``layout`` networkx places the positions (``seed`` makes it stable).
    ``coloured=False`` draws every position alike, with no legend (a map to play on, which must not
    give the outcomes away).

    >>> from gamekit.games.graphs.dugo import dugo
    >>> fig = loopy_figure(dugo(), layout=DUGO_LAYOUT, cars=["A", "K", "P"])
    >>> len(fig.axes), fig.get_facecolor()[:3]
    (1, (1.0, 1.0, 1.0))
    """
    import networkx as nx

    if labels not in ("value", "name", "none"):
        raise ValueError(_("labels must be 'value', 'name' or 'none', got {labels}").format(labels=repr(labels)))
    graph = game.to_networkx()
    if positions is not None:
        graph = graph.subgraph([game.position(p) for p in positions]).copy()
    nodes = list(graph.nodes)
    if layout is None:
        layout = nx.spring_layout(graph, seed=seed)
    else:
        missing = [p for p in nodes if p not in layout]
        if missing:
            raise ValueError(_("the layout has no place for {missing}").format(missing=repr(missing[0])))
    fig = Figure(figsize=size, facecolor="white")
    ax = fig.add_subplot()
    ax.set_axis_off()
    colours = [OUTCOME_COLOURS[game.outcome(p)] if coloured else "#DDEEFF" for p in nodes]
    nx.draw_networkx_edges(graph, layout, ax=ax, arrows=True, arrowsize=14, width=1.0,
                           edge_color="#555555", node_size=NODE_SIZE, connectionstyle="arc3,rad=0.08")
    chosen = [(game.position(a), game.position(b)) for a, b in moves]
    for a, b in chosen:
        if b not in game.moves(a):
            raise ValueError(_("{a} → {b} is not a move of this game").format(a=repr(a), b=repr(b)))
    if chosen:
        nx.draw_networkx_edges(graph, layout, edgelist=chosen, ax=ax, arrows=True, arrowsize=22,
                               width=3.0, edge_color="#000000", node_size=NODE_SIZE,
                               connectionstyle="arc3,rad=0.08")
    nx.draw_networkx_nodes(graph, layout, ax=ax, node_color=colours, node_size=NODE_SIZE,
                           edgecolors="#333333", linewidths=1.0)
    if labels != "none":
        text = {p: (f"{p}\n{game.grundy(p)}" if labels == "value" else str(p)) for p in nodes}
        nx.draw_networkx_labels(graph, layout, labels=text, ax=ax, font_size=11)
    for k, car in enumerate(cars):
        x, y = layout[game.position(car)]
        ax.scatter([x], [y], s=2000 + 500 * sum(1 for c in cars[:k] if c == car),
                   facecolors="none", edgecolors="black", linewidths=1.6, zorder=3, clip_on=False)
    handles = [Line2D([], [], marker="o", linestyle="", markersize=10, markerfacecolor=c,
                      markeredgecolor="#333333", label=name)
               for name, c in ((_("P: previous player wins"), P_COLOUR), (_("N: next player wins"), N_COLOUR),
                               (_("D: draw"), D_COLOUR))]
    if title:
        ax.set_title(title)
    ax.margins(0.08)
    if not coloured:
        fig.tight_layout()
        return fig
    legend = ax.legend(handles=handles, loc="lower center", bbox_to_anchor=(0.5, 0), bbox_transform=fig.transFigure,
                       ncol=3, frameon=False, borderaxespad=0.2)
    legend.set_in_layout(False)                       # under the map, in a band of 0.4 inch kept for it
    fig.tight_layout(rect=(0, 0.4 / size[1], 1, 1))
    legend.set_in_layout(True)                        # and in the picture saved
    return fig
