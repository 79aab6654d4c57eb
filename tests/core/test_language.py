"""The language switch: English by default, Hungarian on request, a wrong name refused in one sentence."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

import gamekit as gk
from gamekit.core import language as lang


@pytest.fixture
def hungarian():
    """Speak Hungarian for one test, then English again whatever happens."""
    before = lang.language()
    lang.language("hu")
    yield
    lang.language(before)


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
