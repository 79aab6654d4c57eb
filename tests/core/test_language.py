"""The language switch: English by default, Hungarian on request, a wrong name refused in one sentence."""
from __future__ import annotations

import os
from contextlib import contextmanager
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

import gamekit as gk
from gamekit.core import language as lang


def test_english_is_the_default_and_gk_language_switches():
    assert gk.language() == "en"
    assert lang.gettext("the computer wins") == "the computer wins"
    try:
        assert gk.language("hu") == "hu" and gk.language() == "hu"
        assert lang.gettext("the computer wins") == "a gép nyert"
    finally:
        gk.language("en")
    assert lang.gettext("the computer wins") == "the computer wins"


@pytest.mark.parametrize("name", ["fr", "HU", "hungarian", ""])
def test_a_language_gamekit_does_not_speak_is_named_with_those_it_does(name):
    with pytest.raises(ValueError) as error:
        gk.language(name)
    message = str(error.value)
    assert message == f"the language must be 'en' (English) or 'hu' (magyar), got {name!r}"
    assert gk.language() == "en"                   # nothing changed


@pytest.mark.parametrize("name", [1, None.__class__, ["hu"]])
def test_a_language_that_is_no_text_is_a_type_error(name):
    with pytest.raises(TypeError, match="the language must be a text"):
        gk.language(name)


def _imported_language(value: str | None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != lang.ENVIRONMENT}
    if value is not None:
        env[lang.ENVIRONMENT] = value
    return subprocess.run([sys.executable, "-W", "always", "-c",
                           "import gamekit as gk; from gamekit.core.language import gettext as _; "
                           "print(gk.language(), _('you win!'))"],
                          capture_output=True, text=True, env=env, check=True)


def test_the_environment_chooses_the_language_when_gamekit_is_imported():
    assert _imported_language("hu").stdout.split(maxsplit=1) == ["hu", "nyertél!\n"]
    assert _imported_language(None).stdout.strip() == "en you win!"


def test_a_wrong_environment_value_is_said_and_english_stays():
    run = _imported_language("klingon")
    assert run.stdout.strip() == "en you win!"
    assert "GAMEKIT_LANGUAGE is ignored: the language must be 'en' (English) or 'hu' (magyar), got 'klingon'" \
        in run.stderr


def test_plural_messages_count_in_hungarian_without_a_plural_noun(hungarian):
    # Hungarian says "3 bábut" (3 pin) where English says "3 pins": one form for every count
    assert [lang.ngettext("{count} pin", "{count} pins", n).format(count=n) for n in (1, 3)] == ["1 bábut", "3 bábut"]


def test_a_message_said_in_a_sense_is_translated_in_that_sense(hungarian):
    assert lang.pgettext("kind of move", "take") == "elvesz"
    assert lang.pgettext("direction", "left") == "balra"


def test_untranslated_messages_fall_back_to_english(hungarian):
    assert lang.gettext("a sentence no one has marked") == "a sentence no one has marked"


def _scopes(table):
    yield table
    for child in table.get_children():
        yield from _scopes(child)


def test_no_function_that_says_a_message_uses_the_underscore_as_a_name():
    """``for _, x in …`` in a function that also calls ``_("…")`` makes ``_`` a local: the message would fail."""
    import pathlib
    import symtable

    root = pathlib.Path(lang.__file__).resolve().parents[1]
    checked, wrong = 0, []
    for path in root.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        if "import gettext as _" not in source:
            continue
        checked += 1
        for scope in _scopes(symtable.symtable(source, str(path), "exec")):
            if scope.get_type() != "module" and "_" in scope.get_identifiers():
                symbol = scope.lookup("_")
                if symbol.is_assigned() and symbol.is_referenced():
                    wrong.append(f"{path.relative_to(root)}: {scope.get_name()}")
    assert checked >= 10
    assert wrong == []


# ---------------------------------------------------------------- numbers as each language writes them

@contextmanager
def _spoken(name):
    """Speak ``name`` inside the block (a fixture would last a whole hypothesis test, not one example)."""
    before = lang.language()
    lang.language(name)
    try:
        yield
    finally:
        lang.language(before)


@given(st.integers(-10**30, 10**30))
def test_a_number_in_english_is_written_as_python_writes_it(n):
    assert gk.numeral(n) == f"{n:,}"


@given(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e15, max_value=1e15), st.integers(0, 6))
def test_a_fraction_in_english_is_written_as_python_writes_it(x, decimals):
    assert gk.numeral(x, decimals) == f"{x:,.{decimals}f}"


@given(st.integers(-10**30, 10**30))
def test_a_hungarian_number_reads_back_as_itself_grouped_in_threes_by_no_break_spaces(n):
    with _spoken("hu"):
        written = gk.numeral(n)
    assert "," not in written and "." not in written       # a comma would be read as the decimal mark
    groups = written.lstrip("-").split("\u00a0")
    assert 1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:])
    assert int(written.replace("\u00a0", "")) == n


@given(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e15, max_value=1e15), st.integers(1, 6))
def test_a_hungarian_fraction_has_a_decimal_comma_and_the_english_digits(x, decimals):
    with _spoken("hu"):
        written = gk.numeral(x, decimals)
    english = f"{x:,.{decimals}f}"
    whole, fraction = written.split(",")
    assert fraction == english.split(".")[1]
    assert float(whole.replace("\u00a0", "") + "." + fraction) == float(english.replace(",", ""))


def test_the_hundred_thousand_heaps_of_chapter_one_read_in_both_languages(hungarian):
    assert gk.numeral(100_000) == "100\u00a0000" and gk.numeral(2**30 / 10**6, 1) == "1\u00a0073,7"
    gk.language("en")
    assert gk.numeral(100_000) == "100,000"


@pytest.mark.parametrize(("value", "decimals", "error", "said"), [
    ("100", None, TypeError, "the number to write must be a number, got '100'"),
    (True, None, TypeError, "the number to write must be a number, got True"),
    (2.5, 1.0, TypeError, "the decimals must be a whole number, got 1.0"),
    (2.5, -1, ValueError, "the decimals must be 0 or more, got -1"),
])
def test_numeral_refuses_what_is_no_number_in_one_sentence(value, decimals, error, said):
    with pytest.raises(error) as caught:
        gk.numeral(value, decimals)
    assert str(caught.value) == said
