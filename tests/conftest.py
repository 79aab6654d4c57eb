"""Shared strategies: random finite games as directed acyclic graphs."""
from __future__ import annotations

import os

from hypothesis import settings, strategies as st

settings.register_profile("gamekit", max_examples=60, deadline=None)
settings.register_profile("thorough", max_examples=600, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "gamekit"))


@st.composite
def random_dags(draw, max_nodes: int = 12) -> dict[int, list[int]]:
    """Return a random finite game as ``{node: [options]}``; every edge goes to a smaller node."""
    n = draw(st.integers(1, max_nodes))
    return {i: sorted(draw(st.sets(st.integers(0, i - 1), max_size=i)) if i else []) for i in range(n)}
