"""The compiled kernels of gamekit, one module each, every one beside its plain twin.

Each engine fills a table of values by the mex rule with numba when it is installed and with the
same code run as plain Python/NumPy otherwise (identical results; the tests compare them).  One
vocabulary chooses between them everywhere, :func:`gamekit.engines.jit.engine_choice`:
``"auto"``, ``"numba"``, ``"python"`` and, where the definition itself can run, ``"plain"``.

- :mod:`~gamekit.engines.jit` — lazy compilation and the engine choice;
- :mod:`~gamekit.engines.atomics` — what threads of one compiled kernel share (atomic steps, waiting);
- :mod:`~gamekit.engines.octal` — octal and take-and-break games by the rare/common method;
- :mod:`~gamekit.engines.relative_prime` — RELATÍV PRÍM in chunks;
- :mod:`~gamekit.engines.dim` — DIM (take a divisor);
- :mod:`~gamekit.engines.boards` — chessboard games, row by row or diagonal by diagonal;
- :mod:`~gamekit.engines.graphs` — Smith's values and retrograde outcomes on a graph in CSR form;
- :mod:`~gamekit.engines.automata` — the automata of misère quotients: reachable part, minimal
  automaton, products with counters, predictions by the misère rule;
- :mod:`~gamekit.engines.quotient_proof` — the proof of a candidate misère quotient (the triples searched);
- :mod:`~gamekit.engines.outcome_law` — a law of misère outcomes checked by the misère rule on a box of rows
  (the proof that a misère quotient is infinite).

Engines import nothing of gamekit but :mod:`gamekit.core`: the games call them, never the reverse.
"""
