"""The compiled check of a law of misère outcomes on a box of rows (gamekit.engines.outcome_law)."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamekit as gk
from gamekit.engines import outcome_law
from gamekit.games.heaps import infinite_quotient as iq


@pytest.fixture(scope="module")
def officers_class():
    """A small class of Officers (·6) rows beside its quotient of the heaps up to 16: 3ᵃ + 7ᵇ + … + 17."""
    below = gk.misere_quotient("0.6", 16, progress=False)
    leaves = {k: tuple(sorted({tuple(h for h in leave if h) for leave in gk.OctalGame("0.6").heap_options(k)}))
              for k in range(1, 18)}
    law = iq._class_law(17, leaves, below.times_heap.astype(np.int64), below.in_p_portion, (3, 7), (8,), 0)
    moves = iq._ClassMoves(law, leaves)
    return law, moves, iq._class_box(law, moves, iq.BOX_ROWS)


def _arguments(law, moves, box, outcomes):
    return (*box, 0, len(box[0]), law.threshold, law.period, law.group, law.pair_law, outcomes, moves.part_element,
            moves.powers, moves.pair_powers, moves.i_powers, moves.j_powers, moves.n_wins, moves.heap_source,
            moves.heap_change, moves.part_first, moves.part_target, moves.part_change)


def test_officers_box_check_is_the_same_compiled_and_plain(officers_class):
    """The numba kernel and its plain twin give the same status and the same table of outcomes."""
    law, moves, box = officers_class
    results = []
    for engine in ("numba", "python"):
        outcomes = np.full(law.types_in_all, -1, dtype=np.int8)
        results.append((outcome_law.law_check(*_arguments(law, moves, box, outcomes), engine=engine), outcomes))
    assert results[0][0] == results[1][0] == (outcome_law.DONE, len(box[0]))
    assert np.array_equal(results[0][1], results[1][1])
    assert (results[0][1] >= 0).sum() > 100


@settings(max_examples=30, deadline=None)
@given(rows=st.lists(st.integers(0, 30), min_size=8, max_size=8), part=st.integers(0, 3))
def test_officers_types_and_elements_are_the_same_compiled_and_plain(officers_class, rows, part):
    law, moves, _ = officers_class
    counts = np.array([[0] + rows[1:]], dtype=np.int64)
    parts = np.array([part % len(law.parts)])
    args = (parts, counts, law.threshold, law.period, law.group, law.pair_law)
    assert np.array_equal(outcome_law.law_types(*args, len(law.parts), engine="numba"),
                          outcome_law.law_types(*args, len(law.parts), engine="python"))
    more = (moves.part_element, moves.powers, moves.pair_powers, moves.i_powers, moves.j_powers)
    assert np.array_equal(outcome_law.law_elements(*args, *more, engine="numba"),
                          outcome_law.law_elements(*args, *more, engine="python"))


def test_officers_elements_read_from_types_are_the_rows_elements(officers_class):
    """The element read from a row's type is the element of the row itself in the quotient below 17."""
    law, moves, (parts, counts) = officers_class
    chosen = np.arange(0, len(parts), 97)
    read = moves.elements(law, parts[chosen], counts[chosen])
    for r, e in zip(chosen, read):
        row = law.parts[parts[r]] + tuple(h for h in range(1, law.free + 1) for _ in range(counts[r, h]))
        state = 0
        for h in row:
            state = law.delta[state, h]
        assert state == e, row
