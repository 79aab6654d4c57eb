"""What a student reads from the package in Hungarian: check verdicts, hints and error messages.

The English messages stay the source (the other tests assert them word for word); here the same
wrong answers and bad inputs are given under ``gk.language("hu")``, and each sentence must come out
whole in Hungarian — the verdict's word, the sentence, the names of what was given — and in English
again once the language is switched back.
"""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import gamekit as gk
from gamekit.core import language as lang
from gamekit.course.exercises import ch01, ch02, ch05, checks

#: English words that no Hungarian message of the package may keep (a sentence left half-translated).
ENGLISH_WORDS = ("your", "the", "is not", "position", "heaps?", "moves?", "should", "must", "got", "winning",
                 "list", "number", "text", "whole", "Correct", "Not yet")


def _english_left(text: str) -> list[str]:
    return [word for word in ENGLISH_WORDS if re.search(rf"\b{word}\b", text)]


# ---------------------------------------------------------------------------------------------- verdicts
#: Wrong answers to chapter 1's exercises (and the shared checks they run on), each with the Hungarian
#: verdict a student reads: the slides' words — jó/rossz állás, rákövetkező, mex-szabály, Kezdő/Második.
CHAPTER_1_WRONG = [
    (lambda: checks.check_kernel_rule(gk.SubtractionGame({1, 2}), lambda n: n % 2 == 0, range(30)),
     "✗ Még nem jó: a szabályod szerint 2 jó állás (P), de a lépés, 2 → 0, egy másik olyan állásba vezet, "
     "amelyet a szabályod szintén jónak nevez."),
    (lambda: checks.check_values(gk.SubtractionGame({1, 2}), lambda n: n % 2, range(10)),
     "✗ Még nem jó: a képleted 0 értéket ad ebben az állásban: 2; de a lépés, 2 → 0, olyan állásba vezet, "
     "ahol szintén 0 értéket ad, és ezt a mex-szabály tiltja."),
    (lambda: ch01.check_relative_prime_winning_moves(lambda n: list(range(0, n, 2)) if n % 2 else []),
     "✗ Még nem jó: ha a kupac mérete 3, a listád szerint 0 kavics marad, de 3 kavics elvétele nem szabályos "
     "lépés: 1 és 3 között kell lennie, és relatív prímnek a kupac méretéhez (3)."),
    (lambda: ch01.check_relative_prime_winning_moves(lambda n: [n - 1] if n % 2 else []),
     "✗ Még nem jó: ha a kupac mérete 5, a listádból hiányzik 1 nyerő lépés."),
    (lambda: ch01.check_knight_bound(6),
     "✗ Még nem jó: igaz, de nem éles: egyetlen mezőről sincs 6 lépés; keresd meg, legfeljebb hány lépés "
     "lehet egy mezőről."),
    (lambda: ch01.check_second_player_strategy(gk.Rook(), (1, 2), lambda p: (0, 0)),
     "✗ Még nem jó: miután a Kezdő ide lépett: (1, 1), a válaszod, (0, 0), nem szabályos lépés."),
    (lambda: ch01.check_queen_winning_moves([(8, 13)]),
     "✗ Még nem jó: a lépéseid nyerők, de hiányzik még 2 nyerő lépés."),
    (lambda: ch01.check_winning_moves(gk.Bachet(2), 7, [5]),
     "✗ Még nem jó: a listád olyan állást hagy az ellenfelednek, ahonnan ő nyerni tud."),
    (lambda: ch01.check_komal_2881b(lambda r, c: r % 4 == c % 5),
     "✗ Még nem jó: feketének mondod a célmezőt, (0, 0), de aki oda lép, veszít."),
    (lambda: ch01.check_relative_prime_winning_moves(lambda n: ["0"] if n else []),
     "✗ Még nem jó: 1 kavicsból megmaradó kupac mérete egész szám legyen, nem ez: '0' (szöveg)."),
    (lambda: ch01.check_relative_prime_winning_moves(...),
     "✗ Még nem jó: még nincs válasz: írd a sajátodat a fenti `...` helyére, aztán futtasd újra ezt a cellát."),
]


@pytest.mark.parametrize("case", range(len(CHAPTER_1_WRONG)))
def test_a_wrong_answer_of_chapter_1_gets_its_verdict_and_hint_in_hungarian(case):
    check, hungarian_verdict = CHAPTER_1_WRONG[case]
    english = repr(check())
    try:
        gk.language("hu")
        said = repr(check())
    finally:
        gk.language("en")
    assert said == hungarian_verdict
    assert _english_left(said) == []
    assert english.startswith("✗ Not yet: ") and repr(check()) == english      # English again, word for word


def test_a_right_answer_is_praised_in_hungarian(hungarian):
    verdict = ch01.check_knight_bound(4)
    assert verdict.ok and repr(verdict).startswith("✓ Helyes: egyik mezőről sincs 4 lépésnél több")
    assert verdict._repr_markdown_().startswith("**✓ Helyes:** ")


def test_a_student_function_that_raises_is_reported_in_hungarian(hungarian):
    def f(n):
        return n // 0

    said = ch01.check_relative_prime_winning_moves(f).message
    assert said == ("a függvényed hívása, f(0), ZeroDivisionError hibát dobott: integer division or modulo by "
                    "zero.")


def test_checks_of_later_chapters_speak_hungarian_too(hungarian):
    said = [ch02.check_nim_sum_table([[0] * 8 for _ in range(8)]).message,
            ch02.check_nim_move((11, 22, 33, 44), (11, 22, 33, 40)).message,
            ch05.check_period(".77", 72, 12).message,
            ch05.check_kayles_move((5, 6, 7), "4, 6, 7").message]
    assert said[1] == "(11, 22, 33, 40) után a nim-összeg 20, nem 0: onnan az ellenfeled nyer."
    for text in said:
        assert _english_left(text) == [], text


# -------------------------------------------------------------------------------------------- errors
#: Bad inputs at the entry points a student calls in the chapters: each refused in one Hungarian sentence
#: that still names what was given, as the English one does.
BAD_CALLS = [
    (lambda: gk.mex([1, -2]), ValueError, "-2"),
    (lambda: gk.mex("012"), TypeError, "'012' (szöveg)"),
    (lambda: gk.nim_sum(3, 2.5), TypeError, "2.5 (tizedes tört)"),
    (lambda: gk.Nim().grundy("3, 5"), TypeError, "'3, 5' (szöveg)"),
    (lambda: gk.Nim().grundy((3, -1)), ValueError, "-1"),
    (lambda: gk.SubtractionGame({0, 2}), ValueError, "0"),
    (lambda: gk.OctalGame("0.78"), ValueError, "0.78"),
    (lambda: gk.Bachet(0), ValueError, "0"),
    (lambda: gk.Queen().grundy((2, "a")), TypeError, "'a' (szöveg)"),
    (lambda: gk.genus(3, 5), TypeError, "3 (szám)"),
    (lambda: gk.language("magyar"), ValueError, "'magyar'"),
    (lambda: gk.numeral("100"), TypeError, "'100'"),
    (lambda: gk.widgets.nim_position_view(), ValueError, "egy nim-állás"),
]


@pytest.mark.parametrize("case", range(len(BAD_CALLS)))
def test_a_bad_input_is_refused_in_one_hungarian_sentence(case):
    call, kind, shown = BAD_CALLS[case]
    with pytest.raises(kind) as english:
        call()
    try:
        gk.language("hu")
        with pytest.raises(kind) as hungarian_error:
            call()
    finally:
        gk.language("en")
    said = str(hungarian_error.value)
    assert said != str(english.value) and shown in said
    assert "\n" not in said and _english_left(said.replace(shown, "")) == [], said
    with pytest.raises(kind) as again:
        call()
    assert str(again.value) == str(english.value)


def test_the_names_of_what_was_given_are_hungarian(hungarian):
    from gamekit.core.validation import given
    assert [given(v) for v in ("3", 2.5, 3.0, True, [1, 2], None)] == [
        "'3' (szöveg)", "2.5 (tizedes tört)", "3.0 (tizedes törtként írva: írd így: 3)",
        "True (logikai érték, nem szám)", "[1, 2] (lista)", "semmi (None)"]


def test_heaps_are_said_in_hungarian(hungarian):
    from gamekit.core.words import heaps_in_words, listed
    assert heaps_in_words(()) == "az üres állás"
    assert heaps_in_words((3,)) == "egy 3 elemű kupac"
    assert heaps_in_words((1, 1, 7), "row", "pin") == "1, 1 és 7 bábus sorok"
    assert heaps_in_words((2,) * 9 + (5,)) == "10 kupac (9 darab 2 elemű és 1 darab 5 elemű)"
    assert listed([1, 2, 3], "or") == "1, 2 vagy 3"


# ------------------------------------------------------------------------------- boards, engines, numbers
def test_a_board_refuses_a_click_with_hungarian_words_only(hungarian):
    """What play/boards.py puts into its sentences is Hungarian too: the modes as the buttons name them
    („1 bábu”, the chapter's words), the queen („királynő”, the article's word), a count of pins."""
    from gamekit.play.boards import HeapBoard, board_for
    from gamekit.play.match import option_reached

    board = HeapBoard(gk.Kayles, (5,))
    with pytest.raises(ValueError) as mode:
        board.move((5,), (0, 0), "take")
    assert str(mode.value) == ("a lépés fajtája ezek egyike lehet: knock 1, knock 2 (a gombokon: 1 bábu, 2 bábu); "
                               "ezt kaptam: 'take'")
    with pytest.raises(ValueError) as pins:
        board.move((5,), (0, 4), "knock 2")
    assert str(pins.value) == "ettől a bábutól (a sor 5. bábujától) kezdve nincs 2 bábu"
    queen = board_for(gk.Queen(), (5, 7))
    assert queen.refusal((5, 7), (4, 1), "move").startswith("a királynő egy lépésben nem jut el")
    assert queen.describe((5, 7), (5, 3), "student") == "a királynővel 4 mezőt léptél balra"
    with pytest.raises(ValueError) as unreachable:
        option_reached(gk.Nim(), (1, 2), (2, 2))
    assert str(unreachable.value) == "ide: (2, 2) nem lehet egy lépésben eljutni innen: (1, 2)"


def test_an_engine_and_a_table_too_large_are_refused_in_hungarian(hungarian):
    from gamekit.engines.dim import dim_values

    with pytest.raises(ValueError) as engine:
        gk.Dim().grundy_sequence(10, engine="fast")
    assert str(engine.value) == ("az engine értéke 'auto', 'numba', 'python' vagy 'plain' legyen; "
                                 "a megadott érték: 'fast'")
    with pytest.raises(ValueError) as size:
        dim_values(10**15)
    assert str(size.value).startswith("a D_0, …, D_{n−1} értékek táblázata 7,1 PiB memóriát igényelne (10¹⁵ érték)")


def test_the_sum_builder_names_its_games_in_hungarian(hungarian):
    builder = gk.widgets.sum_builder(("NIM", "Lasker's nim", "KUGLI (Kayles)"))
    labels = [label for label, _name in builder.controls["game2"].options]
    assert labels[-2:] == ["KUGLI", "Lasker-nim"] and builder.controls["game2"].value == "Lasker's nim"
    shown = gk.widgets.sum_view("KUGLI (Kayles)", 4, "Lasker's nim", 3, "NIM", 0).data.iloc[:3, 0].tolist()
    assert shown == ["KUGLI", "Lasker-nim", "NIM"]


def test_a_progress_bar_names_its_work_in_hungarian(hungarian, capsys):
    from gamekit.core.progress import Progress

    with Progress(True, None, "Grundy values") as report:
        report(5)
    assert "SG-értékek (a Ctrl-C vagy a leállító gomb megszakítja)" in capsys.readouterr().err


# ------------------------------------------------------------------------------------------- catalog
def _fields(text: str) -> set[str]:
    return {name for _text, name, _spec, _conversion in string.Formatter().parse(text) if name is not None}


def test_every_translation_keeps_the_values_its_message_says():
    """A translation with a ``{name}`` its message does not give would fail when said (a misspelt value)."""
    path = Path(lang.__file__).resolve().parents[1] / "locale" / "hu" / "LC_MESSAGES" / "gamekit.po"
    with path.open("rb") as stream:
        catalog = read_po(stream, locale="hu")
    wrong = []
    for message in catalog:
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        # the values the message says, and any other its translators' comment offers ("{n} the number alone")
        wanted = set().union(*(_fields(i) for i in ids), *(re.findall(r"\{(\w+)\}", c) for c in message.auto_comments))
        for text in strings:
            if not _fields(text) <= wanted:
                wrong.append(ids[0])
    assert wrong == []
