"""Tables of the nim-field: Conway's nim-products from their mex definition."""
from __future__ import annotations

import pandas as pd

from gamekit.theory.nimfield import nim_product_table

__all__ = ["nim_product_frame"]


def nim_product_frame(size: int = 16) -> pd.DataFrame:
    """Return the size × size table of nim-products a ⊗ b from Conway's mex definition.

    >>> nim_product_frame(4)
    b  0  1  2  3
    a
    0  0  0  0  0
    1  0  1  2  3
    2  0  2  3  1
    3  0  3  1  2
    """
    table = nim_product_table(size, progress=False)
    return pd.DataFrame(table, index=pd.Index(range(size), name="a"),
                        columns=pd.Index(range(size), name="b"))
