"""The colours of gamekit's tables and figures (used by both :mod:`gamekit.tables` and :mod:`gamekit.plots`)."""

__all__ = ["PALETTE", "P_COLOUR", "N_COLOUR", "D_COLOUR"]

#: The Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
PALETTE = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000"]
#: The colour of P-positions: green, as the slides colour them.
P_COLOUR = "#009E73"
#: The colour of N-positions.
N_COLOUR = "#E69F00"
#: The colour of draws (loopy games).
D_COLOUR = "#999999"
