"""Figures of rooted trees: each node with the colon-principle value of the subtree above it."""
from __future__ import annotations

from matplotlib.figure import Figure

from gamekit.core.palette import P_COLOUR, text_on
from gamekit.games.graphs.trees import canonical_tree, colon_value

__all__ = ["tree_figure"]


def tree_figure(tree: object, title: str | None = None, size: tuple[float, float] = (5, 3.5)) -> Figure:
    """Return a drawing of a rooted tree (root at the bottom, on the ground), each node labelled
    with the value of the subtree above it; nodes of value 0 are green.

    >>> fig = tree_figure(((), ((),)))
    >>> fig.axes[0].get_title()
    'γ = 3'
    """
    tree = canonical_tree(tree)
    xs, ys, nodes, edges = {}, {}, [], []
    leaf_x = [0.0]

    def place(node, depth, key):                     # trees drawn here are small
        nodes.append((key, node))
        ys[key] = depth
        if not node:
            xs[key] = leaf_x[0]
            leaf_x[0] += 1
            return
        kids = []
        for i, child in enumerate(node):
            k = key + (i,)
            place(child, depth + 1, k)
            edges.append((key, k))
            kids.append(xs[k])
        xs[key] = sum(kids) / len(kids)

    place(tree, 0, ())
    fig = Figure(figsize=size)
    ax = fig.add_subplot()
    for u, v in edges:
        ax.plot([xs[u], xs[v]], [ys[u], ys[v]], color="#555555", lw=2.5, zorder=1)
    for key, node in nodes:
        value = colon_value(node)
        ax.scatter([xs[key]], [ys[key]], s=420, zorder=2, edgecolors="#333333",
                   color=P_COLOUR if value == 0 else "white")
        ax.annotate(str(value), (xs[key], ys[key]), ha="center", va="center", zorder=3,
                    color=text_on(P_COLOUR if value == 0 else "white"))
    ax.axhline(-0.35, color="#8B5A2B", lw=3)
    ax.set_xlim(min(xs.values()) - 0.8, max(xs.values()) + 0.8)
    ax.set_ylim(-0.6, max(ys.values()) + 0.6)
    ax.set_axis_off()
    ax.set_title(title or f"γ = {colon_value(tree)}")
    return fig
