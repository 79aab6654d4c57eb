"""The game graph of a small game: positions as nodes, moves as arrows, γ on every node."""
from __future__ import annotations

from collections.abc import Callable, Hashable

from matplotlib.figure import Figure

from ..game import Game, outcome_of
from .style import N_COLOUR, P_COLOUR

__all__ = ["game_graph", "play_orders"]


def play_orders(edges: dict[Hashable, list[Hashable]]) -> dict[Hashable, int]:
    """Return o(p) for every node of a finite game graph: the length of the longest play from p.

    >>> play_orders({3: [2, 1], 2: [1, 0], 1: [0], 0: []})
    {0: 0, 1: 1, 2: 2, 3: 3}
    """
    order: dict[Hashable, int] = {}
    for root in edges:
        if root in order:
            continue
        stack = [(root, iter(edges[root]))]
        on_path = {root}
        while stack:
            node, children = stack[-1]
            for child in children:
                if child in order:
                    continue
                if child in on_path:
                    raise ValueError(f"the graph has a cycle through {child!r}: o(p) is not defined")
                if child not in edges:
                    raise ValueError(f"{child!r} is an option of {node!r} but not a node of the graph")
                on_path.add(child)
                stack.append((child, iter(edges[child])))
                break
            else:
                order[node] = 1 + max((order[q] for q in edges[node]), default=-1)
                on_path.discard(node)
                stack.pop()
    return dict(sorted(order.items(), key=lambda kv: (kv[1], repr(kv[0]))))


def columns_of(graph, pos) -> dict[float, int]:
    """Return how many nodes share each x coordinate of a layout."""
    counts: dict[float, int] = {}
    for node in graph.nodes:
        x = round(float(pos[node][0]), 6)
        counts[x] = counts.get(x, 0) + 1
    return counts


def _label(position: Hashable) -> str:
    if isinstance(position, tuple):
        return ",".join(map(str, position)) if position else "0"
    return str(position)


def game_graph(game: Game, start: Hashable, *, layout: str = "order", limit: int = 60,
               label: Callable[[Hashable], str] | None = None, size: tuple[float, float] | None = None,
               title: str | None = None) -> Figure:
    """Return a figure of the positions reachable from ``start``, each with its γ; P-positions green.

    ``layout="order"`` puts positions in columns by o(p), the length of the longest play from
    them (terminal positions on the left), the order the proofs induct on; ``"circular"`` and
    ``"spring"`` (seeded) are networkx layouts.  More than ``limit`` positions raise ``ValueError``.

    >>> from gamekit.takeaway import Halom
    >>> fig = game_graph(Halom(), 5)
    >>> len(fig.axes), fig.axes[0].get_title()
    (1, 'HALOM from 5')
    """
    import networkx as nx

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
        raise ValueError(f"layout must be 'order', 'circular' or 'spring', got {layout!r}")
    values = {p: game.grundy(p) for p in edges}
    colours = [P_COLOUR if outcome_of(values[p]) == "P" else N_COLOUR for p in graph.nodes]
    name = label or _label
    if size is None:
        width = 1.6 + 1.2 * (max(graph.nodes[p].get("o", 0) for p in graph.nodes) + 1) \
            if layout == "order" else 5.0
        tallest = max(list(columns_of(graph, pos).values()) or [1]) if layout == "order" else 5
        size = (min(max(width, 4.0), 12.0), 5.0 if layout != "order" else
                min(7.0, 2.4 + 0.7 * tallest))
    fig = Figure(figsize=size, facecolor="white")
    ax = fig.add_subplot()
    straight = layout != "order"
    nx.draw_networkx_edges(graph, pos, ax=ax, arrows=True, arrowstyle="-|>", arrowsize=12,
                           node_size=900, edge_color="#555555", width=1.0,
                           connectionstyle="arc3" if straight else "arc3,rad=0.25")
    nx.draw_networkx_nodes(graph, pos, ax=ax, node_color=colours, node_size=900,
                           edgecolors="#222222")
    nx.draw_networkx_labels(graph, pos, ax=ax, font_size=9,
                            labels={p: f"{name(p)}\nγ={values[p]}" for p in graph.nodes})
    ax.set_title(title if title is not None else f"{game!r} from {name(start)}")
    ax.set_axis_off()
    ax.margins(0.12)
    fig.tight_layout()
    return fig
