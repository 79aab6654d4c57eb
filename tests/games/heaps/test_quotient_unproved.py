"""When no candidate can be proved: a sentence, not a search that never ends."""
import pytest

import gamekit as gk
from gamekit.atlas import misere
from gamekit.games.heaps import quotient


def test_dawsons_kayles_learned_when_recalibration_gives_up_on_a_small_candidate(monkeypatch):
    """A small refuted candidate that no recalibration fixes: the quotient is learned, the same one."""
    expected = gk.misere_quotient("0.07", 12).orders
    monkeypatch.setattr(quotient.extension, "recalibrated", lambda *args, **kwargs: None)
    assert quotient.misere_quotient(gk.OctalGame("0.07"), 12).orders == expected


def test_a_large_refuted_candidate_nothing_fixes_stops_with_one_sentence(monkeypatch):
    """Past LEARNABLE elements the exact searches never end (Officers at heap 17): it says so instead."""
    monkeypatch.setattr(quotient.extension, "recalibrated", lambda *args, **kwargs: None)
    monkeypatch.setattr(quotient, "LEARNABLE", 0)
    with pytest.raises(ValueError, match=r"^the misère quotient of ·07 with heaps up to \d+ found no candidate it "
                                         r"could prove: the last of \d+ elements was refuted.*; up to \d+ it has"):
        quotient.misere_quotient(gk.OctalGame("0.07"), 12)


def test_the_misere_census_row_says_no_candidate_could_be_proved(monkeypatch):
    monkeypatch.setattr(quotient.extension, "recalibrated", lambda *args, **kwargs: None)
    monkeypatch.setattr(quotient, "LEARNABLE", 0)
    row = misere.misere_census_row("0.07", 12)
    assert row["stopped"] == "unproved"
    assert misere.misere_stop(row).startswith(f"no candidate could be proved while heap {row['heaps'] + 1} was "
                                              "added (the last of ")
    ending = f"up to heap {row['heaps']} the quotient has {row['orders'][-1]} elements"
    if row.get("at least", 0) > row["orders"][-1]:      # a bound past the order is said, and only then
        ending += f", with heap {row['heaps'] + 1} at least {row['at least']}"
    assert misere.misere_stop(row).endswith(ending)
