"""How a proved period reads: in the course's words in a notebook, as Python in a repr."""
from __future__ import annotations

from IPython.core.formatters import DisplayFormatter

import gamekit as gk
from gamekit.engines.periods import Period


def test_kayles_period_reads_as_the_course_says_it():
    """The chapter showed ``Period(preperiod=71, period=12)``; a student reads the sentence."""
    found = gk.Kayles.period(200)
    shown, _ = DisplayFormatter().format(found)
    assert shown["text/markdown"] == "period 12 from the heap of 71 on" == str(found) == f"{found}"
    assert "Period(" not in shown["text/markdown"]


def test_the_repr_of_a_period_is_still_python():
    """Developers keep a faithful repr: evaluating it gives the same period back."""
    found = gk.OctalGame(".156").period(8000)
    assert repr(found) == "Period(preperiod=3479, period=349)"
    assert eval(repr(found), {"Period": Period}) == found == (3479, 349)


def test_period_summary_says_the_period_in_the_same_words():
    assert gk.Kayles.period_summary(168) == f"{gk.Kayles.period(168)}, proved from the first 168 values"
