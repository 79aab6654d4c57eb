"""The figure of how misère quotients grow with the heaps allowed."""
from __future__ import annotations

import pytest

import gamekit as gk


def test_the_growth_of_0_75_and_misere_nim_as_step_lines():
    orders = {"·75": gk.misere_quotient("0.75", 8, progress=False).orders,
              "misère nim": gk.misere_quotient(gk.Nim(), 7, progress=False).orders}
    fig = gk.plots.quotient_growth_plot(orders)
    ax = fig.axes[0]
    assert [line.get_label() for line in ax.get_lines()] == ["·75", "misère nim"]
    assert [list(line.get_ydata()) for line in ax.get_lines()] == [orders["·75"], orders["misère nim"]]
    assert [t.get_text() for t in ax.texts] == ["8", "10"]          # each game's last order at its end


@pytest.mark.parametrize("bad", [{}, [2, 6, 8], None])
def test_anything_but_named_orders_is_refused_in_one_sentence(bad):
    with pytest.raises(TypeError, match="orders must map game names to their orders heap by heap"):
        gk.plots.quotient_growth_plot(bad)
