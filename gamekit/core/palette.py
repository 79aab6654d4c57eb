"""The colours of gamekit's tables and figures (used by both :mod:`gamekit.tables` and :mod:`gamekit.plots`)."""

__all__ = ["PALETTE", "P_COLOUR", "N_COLOUR", "D_COLOUR"]

# Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
PALETTE = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000"]
P_COLOUR = "#009E73"   # P-positions: green, as the slides colour them
N_COLOUR = "#E69F00"   # N-positions
D_COLOUR = "#999999"   # draws (loopy games)
