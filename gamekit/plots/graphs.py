"""The game graph of a small game: positions as nodes, moves as arrows, γ on every node."""
from __future__ import annotations

from collections.abc import Callable, Hashable

from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from gamekit.core.language import gettext as _
from gamekit.core.palette import N_COLOUR, P_COLOUR, text_on
from gamekit.games.graphs.graph import GraphGame
from gamekit.theory.game import Game, as_game, outcome_of
from gamekit.theory.misere import longest_play

__all__ = ["game_graph", "play_orders"]

NODE_SIZE = 1900          # points²: two lines of 11-point text (18 px on a slide) inside a node


def play_orders(edges: dict[Hashable, list[Hashable]]) -> dict[Hashable, int]:
    """Return o(p) for every node of a finite game graph: the length of the longest play from p.

    The graph is read as a :class:`gamekit.GraphGame` and each order is
    :func:`gamekit.theory.misere.longest_play`, which refuses a graph with a cycle.

    >>> play_orders({3: [2, 1], 2: [1, 0], 1: [0], 0: []})
    {0: 0, 1: 1, 2: 2, 3: 3}
    """
    game = GraphGame(edges)
    order = {p: longest_play(game, p) for p in edges}
    return dict(sorted(order.items(), key=lambda kv: (kv[1], repr(kv[0]))))


def _label(position: Hashable) -> str:
    if isinstance(position, tuple):
        return ",".join(map(str, position)) if position else "0"
    return str(position)


def game_graph(game: Game | str, start: Hashable, *, layout: str = "order", limit: int = 60,
               label: Callable[[Hashable], str] | None = None, size: tuple[float, float] | None = None,
               title: str | None = None) -> Figure:
    """Return a figure of the positions reachable from ``start``, each with its γ; P-positions green.

    ``game`` is a game or an octal code such as ``"0.77"``.  ``layout="order"`` puts positions in
    columns by o(p), the length of the longest play from them (terminal positions on the left),
    the order the proofs induct on; ``"circular"`` and ``"spring"`` (seeded) are networkx
    layouts.  More than ``limit`` positions raise ``ValueError``.

    >>> from gamekit.games.heaps.takeaway import Halom
    >>> fig = game_graph(Halom(), 5)
    >>> len(fig.axes), fig.axes[0].get_title()
    (1, 'HALOM from 5')
    """
    import networkx as nx

    game = as_game(game, "game_graph")
    edges = game.graph(start, limit=limit)
    graph = nx.DiGraph()
    graph.add_nodes_from(edges)
    graph.add_edges_from((p, q) for p, qs in edges.items() for q in qs)
    if layout == "order":
        orders = play_orders(edges)
        for node, o in orders.items():
            graph.nodes[node]["o"] = o
        pos = nx.multipartite_layout(graph, subset_key="o", align="vertical")
        columns: dict[int, list] = {}
        for node in sorted(graph.nodes, key=lambda n: (orders[n], repr(n))):
            columns.setdefault(orders[node], []).append(node)
        for o, nodes in columns.items():  # deterministic, evenly spread columns
            for i, node in enumerate(nodes):
                pos[node] = (float(o), (len(nodes) - 1) / 2 - i)
    elif layout == "circular":
        pos = nx.circular_layout(sorted(graph.nodes, key=repr))
    elif layout == "spring":
        pos = nx.spring_layout(graph, seed=1)
    else:
        raise ValueError(_("layout must be 'order', 'circular' or 'spring', got {layout}").format(layout=repr(layout)))
    values = {p: game.grundy(p) for p in edges}
    colours = [P_COLOUR if outcome_of(values[p]) == "P" else N_COLOUR for p in graph.nodes]
    name = label or _label
    xs = [x for x, _ in pos.values()]
    ys = [y for _, y in pos.values()]
    rad = 0.0 if layout != "order" else 0.25
    # an arc of curvature rad between columns dx apart rises about rad·dx/2 above them
    rise = max((rad * abs(pos[p][0] - pos[q][0]) / 2 for p, q in graph.edges), default=0.0)
    left, right = min(xs) - 0.6, max(xs) + 0.6
    bottom, top = min(ys) - 0.55, max(ys) + max(0.55, rise + 0.25)
    if size is None:
        if layout == "order":
            size = (min(max(1.4 * (right - left) + 0.8, 4.5), 9.2),     # at most a 1280 × 720 slide
                    min(max(1.4 * (top - bottom) + 1.7, 2.8), 4.6))
        else:
            size = (5.4, 4.6)
    fig = Figure(figsize=size, facecolor="white")
    ax = fig.add_subplot()
    nx.draw_networkx_edges(graph, pos, ax=ax, arrows=True, arrowstyle="-|>", arrowsize=14,
                           node_size=NODE_SIZE, edge_color="#555555", width=1.0,
                           connectionstyle=f"arc3,rad={rad}")
    nx.draw_networkx_nodes(graph, pos, ax=ax, node_color=colours, node_size=NODE_SIZE,
                           edgecolors="#222222")
    nx.draw_networkx_labels(graph, pos, ax=ax, font_size=11, font_color=text_on(P_COLOUR),
                            labels={p: f"{name(p)}\nγ={values[p]}" for p in graph.nodes})
    ax.set_title(title if title is not None else _("{game} from {start}").format(game=repr(game), start=name(start)))
    if layout == "order":
        ax.set_xlim(left, right)
        ax.set_ylim(bottom, top)
        ax.set_xticks(sorted({int(round(x)) for x in xs}))
        ax.set_xlabel(_("o(p): the length of the longest play from p"))
        ax.tick_params(left=False, labelleft=False, bottom=True, labelbottom=True)
        for side in ("left", "right", "top"):
            ax.spines[side].set_visible(False)
    else:
        ax.set_axis_off()
        ax.margins(0.12)
    fig.legend(handles=[Line2D([], [], marker="o", linestyle="", markersize=11, markerfacecolor=colour,
                               markeredgecolor="#222222", label=text)
                        for colour, text in ((P_COLOUR, _("P-position (γ = 0)")),
                                             (N_COLOUR, _("N-position (γ ≠ 0)")))],
               loc="lower center", ncol=2, frameon=False)
    fig.tight_layout(rect=(0, 0.45 / size[1], 1, 1))       # keep 0.45 inch at the bottom for the legend
    return fig
