"""gamekit.engines.graphs: the array engines agree with each other and refuse malformed graphs."""
import pytest

from gamekit.engines.graphs import OUTCOME_NAMES, csr_arrays, generalised_grundy, retrograde


def test_a_two_cycle_with_an_exit_is_a_draw_then_a_win():
    # 0 ↔ 1, 2 is terminal, 3 → 2 and 3 → 0
    codes, remoteness = retrograde([0, 1, 2, 2, 4], [1, 0, 2, 0])
    assert [OUTCOME_NAMES[int(c)] for c in codes] == ["D", "D", "P", "N"]
    assert generalised_grundy([0, 1, 2, 2, 4], [1, 0, 2, 0]).tolist() == [-1, -1, 0, -1]


@pytest.mark.parametrize("indptr, indices, message", [
    ([0, 2], [0], "indptr must start at 0"),
    ([0, 1], [1], "successor 1 is not a position"),
    ([[0, 1]], [0], "one-dimensional"),
    ([0.0, 1.0], [0], "integers"),
])
def test_malformed_graphs_are_refused_by_name(indptr, indices, message):
    with pytest.raises(ValueError, match=message):
        csr_arrays(indptr, indices)
