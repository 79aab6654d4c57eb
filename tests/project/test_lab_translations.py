"""JupyterLab's own words in Hungarian (``make lab-hu``): tools/lab_translations.py and gamekit.jupyterlab_hu.

Our catalogs locale/hu/jupyterlab/<domain>.po are the one source: every entry translated, none fuzzy,
each keeping its placeholders, each still a message of the installed JupyterLab.  The language pack
gamekit registers (gamekit/jupyterlab_hu) is what ``build`` makes of them, it is the only Hungarian
pack installed, and jupyterlab_server — the code that serves JupyterLab's translations to the page —
hands out our Hungarian for the menus a course user clicks.  Nothing here starts a server.
"""
from __future__ import annotations

import json
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import lab_translations  # noqa: E402

LOCALE = lab_translations.LANGUAGES["hu"][1]


def catalog(domain: str) -> dict:
    """Return our catalog of ``domain`` as {(context, English singular): translations}."""
    read = lab_translations.read_catalog(lab_translations.catalog_path("hu", domain))
    return {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id):
            list(m.string) if isinstance(m.string, tuple) else [m.string] for m in read if m.id}


@pytest.mark.parametrize("domain", lab_translations.DOMAINS)
def test_every_entry_of_our_jupyterlab_catalogs_is_translated_and_keeps_its_placeholders(domain):
    assert lab_translations.problems("hu", domain) == [], \
        f"fix locale/hu/jupyterlab/{domain}.po (python tools/lab_translations.py check hu)"


def test_the_catalog_of_jupyterlab_translates_every_message_jupyterlab_says():
    done, total = lab_translations.share("hu", "jupyterlab")
    assert total > 1000 and done == total, \
        f"{total - done} messages of JupyterLab {lab_translations.jupyterlab_version()} are not in " \
        "locale/hu/jupyterlab/jupyterlab.po: python tools/lab_translations.py extract hu, then add them"


@pytest.mark.parametrize("domain", lab_translations.DOMAINS)
def test_the_language_pack_is_what_build_makes_of_the_catalogs(domain):
    path = lab_translations.json_path("hu", domain)
    assert path.exists() and path.read_text(encoding="utf-8") == lab_translations.pack_text("hu", domain), \
        f"{path.relative_to(ROOT)} is stale: python tools/lab_translations.py build hu"


def test_gamekit_is_the_one_hungarian_language_pack_installed():
    packs = [(e.value, e.dist.name if e.dist else "?") for e in entry_points(group="jupyterlab.languagepack")
             if e.name == LOCALE]
    assert packs == [("gamekit.jupyterlab_hu", "gamekit")], \
        f"JupyterLab takes either of two packs for {LOCALE}: {packs}; pip uninstall jupyterlab-language-pack-hu-HU"


def test_jupyterlab_server_serves_the_run_menu_in_hungarian():
    from jupyterlab_server.translation_utils import get_language_pack, get_language_packs

    packs, message = get_language_packs()
    assert LOCALE in packs and message == "", message
    served, message = get_language_pack(LOCALE)
    assert message == "", message
    ours = catalog("jupyterlab")
    for key, (context, english) in {"Run All Cells": (None, "Run All Cells"), "menu\x04Run": ("menu", "Run"),
                                    "menu\x04File": ("menu", "File"),
                                    "Restart Kernel and Run All Cells…": (None, "Restart Kernel and Run All Cells…")
                                    }.items():
        hungarian, said = ours[(context, english)], served["jupyterlab"].get(key)
        assert said == hungarian and hungarian != [english], (key, said)
    assert served["jupyterlab_widgets"] == lab_translations.pack_data("hu", "jupyterlab_widgets")


def test_a_newer_locale_of_an_extension_merges_into_our_pack():
    """jupyterlab_server merges a package's locale data (entry point jupyterlab.locale) of a newer version
    into the pack's; the PyPI pack's version "jupyterlab" made that merge raise.  Ours is a version number."""
    from jupyterlab_server.translation_utils import merge_locale_data

    pack = lab_translations.pack_data("hu", "jupyterlab")
    newer = {"": dict(pack[""], version="9999"), "Run All Cells": ["Mind fut"]}
    assert merge_locale_data(pack, newer)["Run All Cells"] == ["Mind fut"]
    assert merge_locale_data(pack, dict(newer, **{"": dict(pack[""], version="0.1")}))["Run All Cells"] \
        == pack["Run All Cells"]


def test_plural_messages_keep_both_forms_and_contexts_their_separator():
    data = json.loads(lab_translations.json_path("hu", "jupyterlab").read_text(encoding="utf-8"))
    assert data[""]["domain"] == "jupyterlab" and data[""]["plural_forms"].startswith("nplurals=2;")
    plurals = {k: v for k, v in data.items() if k and len(v) == 2}
    assert "%1 notification" in plurals and all(len(v) in (1, 2) for k, v in data.items() if k)
    assert "menu\x04Edit" in data and "Edit" in data


def test_messages_are_read_out_of_jupyterlabs_built_javascript():
    text = ('a.__("Run All Cells"),b._p("menu","File"),c._n("%1 cell","%1 cells",n),d.__(x),'
            "e.__('it\\'s'),f.__(`two\\nlines`),g.__(`${x} no`),h._np(\"c\",\"%1 a\",\"%1 b\",n)")
    assert list(lab_translations.script_messages(text)) == [
        (None, "Run All Cells"), ("menu", "File"), (None, ("%1 cell", "%1 cells")), (None, "it's"),
        (None, "two\nlines"), ("c", ("%1 a", "%1 b"))]


def test_make_lab_stays_english_and_make_lab_hu_chooses_hungarian():
    """JupyterLab's default language is the system's; the course's overrides make it English, and only
    `make lab-hu`'s user settings (which win over the overrides) choose Hungarian."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lab = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    lab_hu = makefile.split("\nlab-hu:", 1)[1].split("\n\n", 1)[0]
    assert "JUPYTERLAB_SETTINGS_DIR" not in lab and "JUPYTERLAB_SETTINGS_DIR=../lab/hu/user-settings" in lab_hu
    settings = ROOT / "lab/hu/user-settings/@jupyterlab/translation-extension/plugin.jupyterlab-settings"
    text = "\n".join(line for line in settings.read_text(encoding="utf-8").splitlines()
                     if not line.strip().startswith("//"))
    assert json.loads(text) == {"locale": LOCALE}
    import presenting                # the defaults `make lab` and `make lab-hu` share: English unless chosen

    assert presenting.with_overrides({})["@jupyterlab/translation-extension:plugin"] == {"locale": "en"}


def test_extract_keeps_a_changed_message_fuzzy_and_build_leaves_it_and_a_new_one_out(tmp_path, monkeypatch):
    """A JupyterLab release that rewords "Run All Cells" and adds "Run Everything": extract marks the
    first fuzzy (old translation kept), adds the second untranslated, drops what is gone; check names
    both; the pack says neither (JupyterLab shows the English), until a translator finishes them."""
    from babel.messages.catalog import Catalog

    def catalog_at(messages: dict) -> Catalog:
        made = lab_translations._empty("hu", "jupyterlab")
        for english, hungarian in messages.items():
            made.add(english, string=hungarian)
        return made

    path = tmp_path / "jupyterlab.po"
    lab_translations.write_catalog(catalog_at({"Run All Cells": "Összes cella futtatása", "Gone": "Elment"}), path)
    monkeypatch.setattr(lab_translations, "catalog_path", lambda language, domain: path)
    monkeypatch.setattr(lab_translations, "template", lambda language, domain: catalog_at(
        {"Run All the Cells": "", "Run Everything": ""}))
    lab_translations.extract("hu", "jupyterlab")
    read = lab_translations.read_catalog(path)
    assert [(m.id, m.string, m.fuzzy) for m in read if m.id] == [
        ("Run All the Cells", "Összes cella futtatása", True), ("Run Everything", "", False)]
    said = " ".join(lab_translations.problems("hu", "jupyterlab"))
    assert "'Run All the Cells' is fuzzy" in said and "'Run Everything' is not translated" in said
    assert list(lab_translations.pack_data("hu", "jupyterlab")) == [""]
