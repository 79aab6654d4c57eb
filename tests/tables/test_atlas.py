"""The misère column beside normal play: each code counted once, where both columns put it."""
from __future__ import annotations

import functools
import re

import pandas as pd
import pytest

import gamekit as gk
from gamekit.tables.atlas import misere_normal_frame

CODES = ["0.75", "0.07", "0.6", "0.37", "0.64", "4.77"]


@functools.lru_cache(maxsize=None)
def tables() -> tuple[pd.DataFrame, pd.DataFrame]:
    return gk.misere_census(CODES, 6, workers=None, progress=False), gk.census(CODES, 2048, workers=None,
                                                                               progress=False)


def test_each_code_is_where_its_normal_play_and_its_quotient_put_it():
    misere, normal = tables()
    frame = misere_normal_frame(misere, normal)
    assert frame.index.name == "normal play" and frame.columns.name == "misère quotient"
    # 4·77's quotient with heaps up to 6 is proved infinite; Officers, ·37 and ·64 are open to 2048 values
    assert frame.loc["periodic", "proved infinite"] == "1 game: 4·77"
    assert frame.loc["periodic", "to 6 heaps or proved"] == "2 games: ·75, ·07"
    assert frame.loc["open to 2048 values", "to 6 heaps or proved"] == "3 games: ·6, ·37, ·64"
    assert frame.loc["open to 2048 values", "proved infinite"] == "–"
    counted = sum(int(cell.split()[0]) for cell in frame.to_numpy().ravel() if cell != "–")
    assert counted == len(CODES)


def test_a_stopped_game_is_counted_as_stopped_short():
    misere, normal = tables()
    stopped = misere.copy()
    stopped.loc[stopped["code"] == "0.6", "stopped"] = "stopped by the time limit of 30 s while heap 7 was added"
    frame = misere_normal_frame(stopped, normal, listed=2)
    assert frame.loc["open to 2048 values", "stopped short"] == "1 game: ·6"
    assert frame.loc["open to 2048 values", "to 6 heaps or proved"] == "2 games: ·37, ·64"
    assert misere_normal_frame(stopped, normal, listed=1).loc["periodic", "to 6 heaps or proved"] == "2 games"


def test_the_tables_are_checked():
    misere, normal = tables()
    with pytest.raises(TypeError, match="misere must be a table of gk.misere_census"):
        misere_normal_frame(normal, normal)
    with pytest.raises(TypeError, match="normal must be a table of gk.census, got the number 5"):
        misere_normal_frame(misere, 5)
    with pytest.raises(ValueError, match="normal must hold every code of misere; it lacks ·64"):
        misere_normal_frame(misere, normal[normal["code"] != "0.64"])


def test_the_stored_census_is_said_in_hungarian_where_a_table_shows_it():
    """Its stop reasons, proofs and same-game sentences are English data; misere_atlas_frame says them again."""
    from gamekit.core import language

    column = gk.stored_misere_census()
    before = language.language()
    try:
        language.language("hu")
        frame = gk.tables.misere_atlas_frame(column)
        styler = gk.tables.misere_atlas_table(column)
    finally:
        language.language(before)
    said = [text for name in ("stopped", "same game") for text in frame[name] if text]
    assert said and all(not re.search(r"\b(heap|the|stopped|same game as|since|infinite)\b", text) for text in said), \
        [text for text in said if re.search(r"\b(heap|the|since)\b", text)][:3]
    assert set(frame["quotient"]) == {"minden kupacra ugyanaz", "még nő ↑", "állandó", "végtelen (bizonyítottan)"}
    assert list(frame.columns[:3]) == ["code", "order", "quotient"]          # the keys code indexes stay English
    assert ">hányados<" in styler.to_html() and ">kód<" in styler.to_html()
    english = gk.tables.misere_atlas_frame(column)
    assert [t for t in english["stopped"] if t] == [t for t in column["stopped"] if t != "–"]   # English: the data
