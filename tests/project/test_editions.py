"""The editions of the course and what the tools write into them: tools/editions.py.

The tools' own words (an assignment's opening, the book's notes, the student folder's README) are
translated in locale/hu/LC_MESSAGES/tools.po: every message marked in tools/*.py is there, translated
and not fuzzy, each keeps the values it names, and the catalog is as ``extract`` writes it.
"""
from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import editions  # noqa: E402


def test_every_message_of_the_tools_is_translated_into_hungarian():
    assert editions.problems("hu") == {"missing": 0, "untranslated": 0, "fuzzy": 0, "obsolete": 0}, \
        "python tools/editions.py extract hu, then translate locale/hu/LC_MESSAGES/tools.po"


def test_each_translation_keeps_the_values_and_tags_it_names():
    from babel.messages.pofile import read_po

    with open(editions.catalog_path("hu"), "rb") as stream:
        catalog = read_po(stream)
    for message in catalog:
        if not message.id:
            continue
        for pattern in (r"\{\w+\}", r"</?\w+>", r"`[^`]*`"):
            wanted = sorted(re.findall(pattern, message.id))
            if pattern == r"`[^`]*`":          # a command may be the edition's own (make lab → make lab-hu)
                wanted = sorted(w for w in wanted if "{" in w)
                found = sorted(w for w in re.findall(pattern, message.string) if "{" in w)
            else:
                found = sorted(re.findall(pattern, message.string))
            assert found == wanted, (message.id[:60], pattern)


def test_the_catalog_is_as_extract_writes_it(tmp_path, monkeypatch):
    """Running ``extract`` changes nothing: the catalog holds exactly the tools' messages, laid out as extract does."""
    stored = editions.catalog_path("hu")
    copy = tmp_path / "tools.po"
    shutil.copy(stored, copy)
    monkeypatch.setattr(editions, "catalog_path", lambda language: copy)
    editions.extract("hu")
    assert _without_babel(copy.read_bytes()) == _without_babel(stored.read_bytes()), \
        "python tools/editions.py extract hu"


def _without_babel(catalog: bytes) -> bytes:
    """Return ``catalog`` without the header line naming the Babel that wrote it (a fresh install's may be newer)."""
    return re.sub(rb'"Generated-By: Babel [^"]*"\n', b"", catalog)


def test_an_edition_is_a_language_and_its_folder():
    assert editions.notebooks("en") == ROOT / "notebooks"
    assert editions.notebooks("hu") == ROOT / "notebooks-hu"
    assert editions.language_option(["--language", "hu", "x"]) == ("hu", ["x"])
    with pytest.raises(SystemExit, match="en \\(English\\) or hu \\(Hungarian\\); got 'fr'"):
        editions.language_option(["--language", "fr"])
    with pytest.raises(ValueError, match="the language must be one of the course's editions"):
        editions.notebooks("de")
