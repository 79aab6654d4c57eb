"""The misère column of the atlas: each row is the quotient of gk.misere_quotient, growing quotients
are told from steady ones, a time limit stops a game that explodes, and the census file resumes and
survives damage as the normal census does."""
from __future__ import annotations

import json
import resource
import signal
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

import gamekit as gk
from gamekit.atlas import (MISERE_CENSUS_COLUMNS, misere_census, misere_census_row, misere_steadiness, misere_stop,
                           read_misere_census, same_game_row)
from gamekit.games.heaps.same_game import same_game
from gamekit.tables.atlas import misere_atlas_frame, misere_atlas_table

pytestmark = pytest.mark.slow          # minutes of work: `make test-fast` leaves it out

FEW = ["0.75", "0.07", "0.6", "4.7", "0.37", "0.14"]


def _without_time(table):
    return table.drop(columns=["seconds"]).to_dict("records")


def test_each_row_is_the_quotient_heap_by_heap():
    table = misere_census(FEW, 8, workers=None).set_index("code")
    assert list(table.columns) == MISERE_CENSUS_COLUMNS[1:]
    for code in FEW:
        q = gk.misere_quotient(gk.OctalGame(code), 8, progress=False)
        row = table.loc[code]
        assert row["order"] == len(q) and row["heaps"] == 8
        assert row["orders"] == " → ".join(str(k) for k in dict.fromkeys(q.orders))
        assert row["P-portion"] == len(q.p_portion)
        assert row["presentation"] == q.presentation
        assert (row["since heap"], row["status"]) == misere_steadiness(q.orders)


def test_kayles_as_the_code_77_has_the_quotient_of_gk_kayles():
    row = misere_census_row("0.77", 7)
    assert row["orders"] == gk.misere_quotient(gk.Kayles, 7, progress=False).orders


def test_steady_and_growing_on_the_textbook_quotients():
    assert misere_steadiness([2, 6, 6, 6, 8, 8, 8, 8, 8]) == (5, "steady")        # ·75 settles at 8
    assert misere_steadiness([1, 2, 2, 6, 6, 6, 6, 6, 6, 12]) == (10, "growing")  # ·07 doubles at heap 10
    assert misere_steadiness([2, 6, 6, 6, 8, 8]) == (5, "growing")                # held for one heap only
    assert misere_steadiness([6] * 20) == (1, "steady")
    assert misere_steadiness([2] * 13 + [6] * 7) == (14, "steady")       # unchanged over the last six of 20
    assert misere_steadiness([2] * 14 + [6] * 6) == (15, "growing")      # changed at heap 15, within them
    assert misere_steadiness([]) == (None, "growing")


@given(st.lists(st.integers(1, 4), min_size=1, max_size=40))
def test_growing_exactly_when_the_order_changed_in_the_last_third(values):
    orders = sorted(values)                                                  # nondecreasing, as orders are
    since, status = misere_steadiness(orders)
    m = len(orders)
    assert orders[since - 1:] == [orders[-1]] * (m - since + 1)
    assert since == 1 or orders[since - 2] != orders[-1]
    last_change = max((i + 1 for i in range(1, m) if orders[i] != orders[i - 1]), default=1)
    assert (status == "growing") == (m - last_change < max(2, m // 3))


def test_a_quotient_over_the_limit_is_marked_with_the_orders_before():
    row = misere_census_row("0.35", 8, largest=10)
    assert row["status"] == "over 10" and row["order"] is None
    assert row["heaps"] == 4 and row["orders"] == [2, 6, 6, "> 10"]                 # 14 elements at heap 4
    table = misere_census(["0.35", "0.75"], 8, largest=10, workers=None)
    assert list(table["order"]) == ["> 10", 8]
    assert list(misere_atlas_frame(table)["quotient"]) == ["over 10 elements", "steady"]


def test_the_limit_reaches_a_game_in_its_own_process():
    row = misere_census_row("0.35", 8, seconds=60, largest=10)
    assert "stopped" not in row and row["status"] == "over 10" and row["orders"] == [2, 6, 6, "> 10"]


def test_a_row_over_a_smaller_limit_is_computed_again(tmp_path):
    path = tmp_path / "misere.jsonl"
    misere_census(["0.35"], 5, largest=10, workers=None, path=path)
    assert read_misere_census(path).loc[0, "order"] == "> 10"
    table = misere_census(["0.35"], 5, largest=20, workers=None, path=path)
    assert table.loc[0, "order"] == 14 and table.loc[0, "status"] == "growing"
    assert read_misere_census(path).loc[0, "order"] == 14                     # the newer row wins
    again = misere_census(["0.35"], 5, largest=10, workers=None, path=path)     # a larger limit's row is kept
    assert again.loc[0, "order"] == 14


def test_a_time_limit_stops_a_quotient_that_explodes():
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    row = misere_census_row("0.64", 20, seconds=3)        # heap 15 grows past every candidate
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert row["stopped"] == "time" and row["time limit"] == 3
    # the limit is the game's own CPU time: however busy the machine, it got its 3 s of processor
    assert (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime) >= 3
    # the limit counts from the child's start, so even a busy machine computes the first heaps in it
    reached = row["heaps"]
    assert 1 <= reached < 17 and len(row["orders"]) == reached
    assert row["orders"] == gk.misere_quotient("0.64", reached, progress=False).orders
    assert row["status"] in ("steady", "growing")
    beyond = (f", with heap {reached + 1} at least {row['at least']}" if row.get("at least", 0) > row["orders"][-1]
              else "")
    assert misere_stop(row) == (f"stopped by the time limit of 3 s while heap {reached + 1} was added; up to heap "
                                f"{reached} the quotient has {row['orders'][-1]} elements" + beyond)


def test_a_game_stopped_by_its_time_limit_bounds_the_quotient_it_was_adding():
    # ·76: heaps up to 11 give 34 elements at once; at heap 12 the candidates are refuted one after
    # another (its heaps of 7 and 12 compare their counts), and the last one refuted shows more
    # than 34 rows that are different elements of the quotient with heap 12.
    row = misere_census_row("0.76", 30, seconds=3)
    assert row["stopped"] == "time" and row["heaps"] == 11 and row["orders"][-1] == 34
    assert row["at least"] > 34
    assert misere_stop(row).endswith(f"up to heap 11 the quotient has 34 elements, with heap 12 at least "
                                     f"{row['at least']}")
    assert "at least" not in misere_census_row("0.75", 12, seconds=30)


def test_the_same_game_is_computed_once_and_its_rows_are_those_computed():
    seen = []
    codes = ["0.6", "0.64", "0.37", "0.61", "0.65", "0.75"]
    table = misere_census(codes, 9, workers=None, progress=lambda done, total: seen.append(total))
    assert set(seen) == {3}                                      # ·37 (for ·6, ·61), ·64 (for ·65), ·75
    computed = {code: misere_census_row(code, 9) for code in codes}
    for record in table.to_dict("records"):
        row = computed[record["code"]]
        assert record["order"] == row["order"] and record["status"] == row["status"]
        assert record["orders"] == " → ".join(str(k) for k in dict.fromkeys(row["orders"]))
        assert record["since heap"] == row["since heap"] and record["P-portion"] == row["P-portion"]
    said = dict(zip(table["code"], table["same game"]))
    assert said == {"0.6": "the same game as ·37 with every heap one larger", "0.64": "–", "0.37": "–",
                    "0.61": "the same game as ·6", "0.65": "the same game as ·64", "0.75": "–"}
    assert list(table.loc[table["same game"] != "–", "seconds"]) == [0.0] * 3
    frame = misere_atlas_frame(table)
    assert frame.loc[0, "same game"] == "the same game as ·37 with every heap one larger"
    assert "same game: a code proved to be another's game" in misere_atlas_table(table).to_html()


def test_a_game_read_off_a_stopped_one_stops_a_heap_later():
    lead = {"code": "0.37", "asked": 30, "status": "growing", "order": 304, "heaps": 15, "since heap": 15,
            "P-portion": 38, "presentation": None, "orders": [2, 6, 6, 6, 6, 12, 12, 12, 12, 24, 48, 48, 48, 96, 304],
            "seconds": 30.0, "stopped": "time", "time limit": 3, "at least": 451}
    row = same_game_row(lead, same_game("0.6", "0.37"))
    assert row["heaps"] == lead["heaps"] + 1 and row["orders"] == [1] + lead["orders"]
    assert row["stopped"] == "time" and row.get("at least") == lead.get("at least")
    assert misere_stop(row).startswith(f"stopped by the time limit of 3 s while heap {lead['heaps'] + 2} was added")


def test_a_game_read_off_an_infinite_one_is_infinite_a_heap_later():
    lead = {"code": "0.37", "asked": 30, "status": "infinite", "order": None, "heaps": 16, "orders": [2] * 15 + ["∞"],
            "infinite": "infinite from heap 16 on (proved: …)"}
    row = same_game_row(lead, same_game("0.6", "0.37"))
    assert row["status"] == "infinite" and row["heaps"] == 17 and row["orders"] == [1] + [2] * 15 + ["∞"]
    assert misere_stop(row) == ("infinite from heap 17 on, since ·37 is infinite from heap 16 on (proved: …); up "
                                "to heap 16 the quotient has 2 elements")
    proved = same_game_row(misere_census_row("0.7", 12), same_game("4.2", "0.7"))
    assert proved["status"] == "proved" and proved["every heap"].startswith("images repeat from heap ")


def test_a_game_stopped_short_says_where_and_why_in_its_row_and_in_the_atlas_table(tmp_path):
    path = tmp_path / "misere.jsonl"
    stopped = {"code": "0.6", "asked": 30, "status": "steady", "order": 304, "heaps": 16, "since heap": 10,
               "P-portion": 16, "presentation": None, "orders": [2] * 9 + [304] * 7, "seconds": 31.0,
               "stopped": "memory", "time limit": 30.0}
    done = {"code": "0.75", "asked": 30, "status": "proved", "order": 8, "heaps": 30, "since heap": 5,
            "P-portion": 2, "presentation": None, "orders": [2, 6, 6, 6] + [8] * 26, "seconds": 0.1}
    path.write_text(json.dumps(stopped) + "\n" + json.dumps(done) + "\n")
    table = read_misere_census(path)
    sentence = ("stopped by the memory limit of 4 GiB while heap 17 was added; up to heap 16 the quotient has "
                "304 elements")
    assert list(table["stopped"]) == [sentence, "–"]
    frame = misere_atlas_frame(table)
    assert list(frame["stopped"]) == [sentence, ""]
    html = misere_atlas_table(table).to_html()
    assert sentence in html and "stopped: where and why a game stopped short" in html
    assert "stopped" not in misere_atlas_frame(read_misere_census(path).iloc[1:])


@pytest.mark.parametrize("code", ["0.6", "0.62"])
def test_officers_is_proved_infinite_from_heap_17_on_within_the_census_limits(code):
    """·6 (and ·61–·63, the same game) stop at 16 heaps no more: beside 11 + 12 + 17, 3ᵃ + 7ᵇ tell the powers
    of 3 apart, proved beside the quotient of the heaps up to 16 within the census's 30 s of CPU and 4 GiB."""
    row = misere_census_row(code, 30, seconds=30)
    assert row["status"] == "infinite" and row["heaps"] == 17 and row["orders"][-2:] == [304, "∞"]
    assert misere_stop(row) == ("infinite from heap 17 on (proved: beside 11 + 12 + 17, the rows 3ᵃ + 7ᵇ tell all "
                                "powers of a heap of 3 apart); up to heap 16 the quotient has 304 elements")


def test_4_77_is_proved_infinite_from_heap_6_on_in_its_row_and_in_the_atlas_table():
    row = misere_census_row("4.77", 30, seconds=30)
    assert row["status"] == "infinite" and row["heaps"] == 6 and row["orders"] == [2, 6, 10, 12, 30, "∞"]
    assert "stopped" not in row and row["order"] is None
    sentence = ("infinite from heap 6 on (proved: beside 3 + 6, the rows 2ᵃ + 5ᵇ tell all powers of a heap of 2 "
                "apart); up to heap 5 the quotient has 30 elements")
    assert misere_stop(row) == sentence
    table = misere_census(["4.77", "0.75"], 8, workers=None)
    frame = misere_atlas_frame(table)
    assert list(frame["quotient"]) == ["infinite (proved)", "steady"]
    assert list(frame["orders"]) == ["2 → 6 → 10 → 12 → 30 → ∞", "2 → 6 → 8"]
    assert list(frame["stopped"]) == [sentence, ""]
    assert "Infinite (proved)" in misere_atlas_table(table).to_html()


def test_a_quotient_proved_for_every_heap_is_marked_proved():
    row = misere_census_row("0.75", 20)
    assert row["status"] == "proved" and row["every heap"] == "images repeat from heap 8 with period 2"
    table = misere_census(["0.75", "0.07"], 20, workers=None)
    assert list(misere_atlas_frame(table)["quotient"]) == ["the same for every heap", "steady"]
    assert "proved for every heap size" in misere_atlas_table(table).to_html()


def test_a_game_with_a_time_limit_gives_the_row_without_one():
    fast = misere_census_row("0.75", 9, seconds=60)
    assert "stopped" not in fast
    slow = misere_census_row("0.75", 9)
    assert {k: v for k, v in fast.items() if k != "seconds"} == {k: v for k, v in slow.items() if k != "seconds"}


def _children() -> set[int]:
    import psutil

    return {child.pid for child in psutil.Process().children(recursive=True)}


def test_an_interrupt_ends_the_games_process():
    before = _children()

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, 1.5)
    try:
        with pytest.raises(KeyboardInterrupt):
            misere_census_row("0.6", 20, seconds=120)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert _children() - before == set()


def test_an_interrupted_misere_census_resumes_where_it_stopped(tmp_path):
    path = tmp_path / "misere.jsonl"

    def stop_after_three(done, total):
        if done >= 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        misere_census(FEW, 7, workers=None, path=path, progress=stop_after_three)
    kept = path.read_text().splitlines()
    assert len(kept) == 3
    seen = []
    table = misere_census(FEW, 7, workers=None, path=path, progress=lambda done, total: seen.append(done))
    assert seen[0] == 3                                          # the rows on disk are not computed again
    assert len(path.read_text().splitlines()) == len(FEW)
    assert _without_time(table) == _without_time(misere_census(FEW, 7, workers=None))
    assert _without_time(read_misere_census(path).set_index("code").loc[FEW].reset_index()) == _without_time(table)


def test_a_damaged_row_is_skipped_and_computed_again(tmp_path):
    path = tmp_path / "misere.jsonl"
    misere_census(FEW[:3], 6, workers=None, path=path)
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:2]) + "\n" + lines[2][:25])                  # cut short by a crash
    with pytest.warns(UserWarning, match="skipped 1 damaged line"):
        assert len(read_misere_census(path)) == 2
    table = misere_census(FEW[:3], 6, workers=None, path=path)
    assert _without_time(table) == _without_time(misere_census(FEW[:3], 6, workers=None))
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.startswith("{") and line.endswith("}")]
    assert sorted(row["code"] for row in rows) == sorted(gk.OctalGame(c).code for c in FEW[:3])


def test_a_row_stopped_by_a_shorter_time_limit_is_computed_again(tmp_path):
    path = tmp_path / "misere.jsonl"
    row = {"code": "0.75", "asked": 9, "status": "growing", "order": 6, "heaps": 3, "since heap": 2,
           "P-portion": 2, "presentation": None, "orders": [2, 6, 6], "seconds": 1.0, "stopped": "time",
           "time limit": 1.0}
    path.write_text(json.dumps(row) + "\n")
    assert read_misere_census(path).loc[0, "heaps"] == 3
    table = misere_census(["0.75"], 9, seconds=60, workers=None, path=path)
    assert table.loc[0, "heaps"] == 9 and table.loc[0, "order"] == 8
    assert read_misere_census(path).loc[0, "heaps"] == 9                      # the newer row wins


def test_the_reader_refuses_what_is_not_a_misere_census(tmp_path):
    with pytest.raises(ValueError, match="there is no misère census"):
        read_misere_census(tmp_path / "none.jsonl")
    normal = tmp_path / "census.jsonl"
    gk.census(["0.77"], 100, workers=None, path=normal)
    with pytest.raises(ValueError, match="holds no misère census row"):
        read_misere_census(normal)
    path = tmp_path / "misere.jsonl"
    misere_census(["0.75"], 5, workers=None, path=path)
    with pytest.raises(ValueError, match="holds censuses to heaps = 5"):
        read_misere_census(path, 6)


def test_bad_input_is_refused_in_one_sentence():
    with pytest.raises(ValueError, match="heaps must be from 1 to 200"):
        misere_census(["0.75"], 500, workers=None)
    with pytest.raises(TypeError, match="heaps"):
        misere_census(["0.75"], "8", workers=None)
    with pytest.raises(ValueError, match="seconds must be a positive number"):
        misere_census(["0.75"], 8, seconds=-1, workers=None)
    with pytest.raises(TypeError, match="seconds must be a number"):
        misere_census(["0.75"], 8, seconds="60", workers=None)
    with pytest.raises(ValueError, match="largest must be"):
        misere_census(["0.75"], 8, largest=0, workers=None)
    with pytest.raises(TypeError, match="largest"):
        misere_census(["0.75"], 8, largest=2.5, workers=None)
    with pytest.raises(TypeError, match="single string"):
        misere_census("0.75", 8, workers=None)
    with pytest.raises(ValueError, match="digits 0–7"):
        misere_census(["0.8"], 8, workers=None)
    with pytest.raises(TypeError, match="table of gk.misere_census"):
        misere_atlas_table([1, 2])


def test_the_table_marks_growing_quotients_in_the_course_colours():
    table = misere_census(["0.75", "0.07", "0.6"], 10, workers=None)
    frame = misere_atlas_frame(table)
    assert list(frame["code"]) == ["·75", "·07", "·6"]
    words = dict(zip(frame["code"], frame["quotient"]))
    statuses = dict(zip(frame["code"], table["status"]))
    for code, status in statuses.items():
        assert words[code] == {"steady": "steady", "growing": "still growing ↑"}[status]
    assert "seconds" not in frame.columns
    html = misere_atlas_table(table).to_html()
    assert html == misere_atlas_table(misere_census(["0.75", "0.07", "0.6"], 10, workers=None)).to_html()
    for status, colour in (("growing", "#E69F00"), ("steady", "#009E73")):
        assert (colour in html) == (status in statuses.values())
    assert "Still growing ↑ (orange)" in html                                  # the caption explains


def test_a_local_cluster_gives_the_serial_misere_table():
    pytest.importorskip("distributed")
    serial = misere_census(FEW, 7, workers=None)
    assert _without_time(misere_census(FEW, 7, workers=2, progress=False)) == _without_time(serial)
    limited = misere_census(FEW, 7, seconds=60, workers=2, progress=False)
    assert _without_time(limited) == _without_time(serial)


def test_no_child_process_outlives_a_census():
    before = _children()
    misere_census(["0.75", "0.07"], 6, seconds=30, workers=None)
    deadline = time.monotonic() + 10
    while _children() - before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _children() - before == set()


def test_the_stored_column_holds_every_code_and_reads_the_same_games_off_their_first():
    from importlib.resources import files

    from gamekit.atlas.misere import STORED_MISERE_CENSUS

    codes = [code for digits in (1, 2) for code in gk.octal_codes(digits, splitting_zero=True)]
    table = gk.stored_misere_census()
    assert sorted(table["code"]) == sorted(codes) and list(table.columns) == MISERE_CENSUS_COLUMNS
    text = files("gamekit.atlas").joinpath("data", STORED_MISERE_CENSUS).read_text(encoding="utf-8")
    rows = {row["code"]: row for row in map(json.loads, text.splitlines())}
    assert all(row["asked"] == 30 for row in rows.values())
    for members in gk.same_game_classes(codes):
        assert "same game" not in rows[members[0]]
        for code in members[1:]:
            read_off = same_game_row(rows[members[0]], same_game(code, members[0]))
            said = ("same game", "same game as")
            assert {k: v for k, v in rows[code].items() if k not in said} == \
                   {k: v for k, v in read_off.items() if k not in said}
    # what the code computes now, on games quick enough for a test
    assert rows["0.77"]["orders"] == gk.stored_misere_orders("0.77")[:30]
    assert rows["0.75"]["orders"] == gk.misere_quotient("0.75", 30, progress=False).orders
