"""The Hungarian edition: its catalogs finished, notebooks-hu made from them, no English left from the package.

``tools/translations.py`` makes the edition (see its docstring); these tests hold it to the English
source and the catalogs.  nbval runs notebooks-hu in Hungarian as a second pytest run of ``make test``.
"""
from __future__ import annotations

import html
import re
import string
import sys
from pathlib import Path

import nbformat
import pandas as pd
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import translations  # noqa: E402

from gamekit.core import language as lang  # noqa: E402

EDITION = ROOT / "notebooks-hu"
BUILT = sorted(EDITION.glob("[0-9][0-9]-*.ipynb")) + sorted((EDITION / "solutions").glob("[0-9][0-9]-*.ipynb"))


def _english(built: Path) -> Path:
    return translations.SOURCE / built.relative_to(EDITION)


def _name(path: Path) -> str:
    return str(path.relative_to(EDITION))


def _package_catalog():
    return translations.read_catalog(translations.package_catalog_path("hu"))


def test_the_edition_has_every_notebook_whose_catalog_is_finished_and_no_other():
    finished = [p for p in translations.notebooks() if not any(translations.problems(p, "hu").values())]
    assert [_name(p) for p in BUILT] == [str(p.relative_to(translations.SOURCE)) for p in finished], \
        "notebooks-hu/ is not the notebooks whose catalogs are finished: make notebooks-hu"


@pytest.mark.parametrize("built", BUILT, ids=_name)
def test_a_notebook_of_the_edition_has_its_catalog_finished(built):
    assert translations.problems(_english(built), "hu") == {"missing": 0, "untranslated": 0, "fuzzy": 0}


@pytest.mark.parametrize("built", BUILT, ids=_name)
def test_a_notebook_of_the_edition_is_its_english_one_translated(built):
    """Code cells as in English, markdown as the catalog translates it: rebuild after any change of either."""
    expected = translations.translated_notebook(_english(built), "hu")
    book = nbformat.read(built, as_version=4)
    assert [c.cell_type for c in book.cells] == [c.cell_type for c in expected.cells]
    stale = [i for i, (c, e) in enumerate(zip(book.cells, expected.cells)) if c.source != e.source]
    assert stale == [], f"{_name(built)}: cells {stale} differ from the build: make notebooks-hu"
    moved = [i for i, (c, e) in enumerate(zip(book.cells, expected.cells))
             if c.metadata.get("slideshow") != e.metadata.get("slideshow")]
    assert moved == [], f"{_name(built)}: cells {moved} are not on the English chapter's slides: make notebooks-hu"
    assert book.metadata["gamekit"]["language"] == "hu"


@pytest.mark.parametrize("built", BUILT, ids=_name)
def test_a_notebook_of_the_edition_was_run(built):
    book = nbformat.read(built, as_version=4)
    code = [c for c in book.cells if c.cell_type == "code" and c.source.strip()]
    assert code and all(c.execution_count for c in code), f"{_name(built)} is saved without outputs: make notebooks-hu"


def test_the_package_catalog_has_every_marked_message_translated_and_none_fuzzy_or_left_over():
    assert translations.package_problems("hu") == {"missing": 0, "untranslated": 0, "fuzzy": 0, "obsolete": 0}


def test_the_package_catalog_would_see_a_message_marked_and_not_extracted(tmp_path, monkeypatch):
    module = tmp_path / "gamekit" / "said.py"
    module.parent.mkdir()
    module.write_text('from gamekit.core.language import gettext as _\nX = _("a sentence added today")\n')
    monkeypatch.setattr(translations, "PACKAGE", module.parent)
    ids = {m.id for m in translations.package_template("hu")}
    assert "a sentence added today" in ids


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _strings(message) -> list[str]:
    return list(message.string) if isinstance(message.string, tuple) else [message.string]


def test_each_translation_fills_only_the_values_its_message_names_and_keeps_its_tags():
    """A {name} the English does not give would raise when the message is said; a lost tag breaks the HTML.

    A value the English does not show but gives (``the_ordinal``'s {n}) is named in the message's
    translators' comment.
    """
    wrong = []
    for message in _package_catalog():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        named = set().union(*(_fields(i) for i in ids), *(set(re.findall(r"\{(\w+)\}", c))
                                                            for c in message.auto_comments))
        tags = sorted(re.findall(r"<[^>]+>", ids[0]))
        for text in _strings(message):
            if not _fields(text) <= named or sorted(re.findall(r"<[^>]+>", text)) != tags:
                wrong.append((ids[0], text))
    assert wrong == []


def english_sentences() -> list[tuple[str, str, re.Pattern]]:
    """Return the package's English messages of three words or more: the text, its longest fixed piece, a pattern.

    A value ({name}) matches any short text, so "the computer took {count} from …" finds every
    move the computer made, said in English; a message of fewer words ("heap", "the second") may be
    a word a Hungarian text quotes, and is left out.
    """
    found = []
    for message in _package_catalog():
        if not message.id:
            continue
        for text in (message.id if isinstance(message.id, tuple) else (message.id,)):
            pieces = [" ".join(p.split()) for p in re.split(r"\{[^}]*\}", re.sub(r"<[^>]+>|&nbsp;", " ", text))]
            if len(re.findall(r"[A-Za-z]{2,}", " ".join(pieces))) < 3:
                continue
            pattern = r".{1,80}?".join(r"\s+".join(map(re.escape, piece.split())) for piece in pieces if piece)
            found.append((text, max(pieces, key=len), re.compile(rf"{_BEFORE}{pattern}{_AFTER}")))
    return found


# A message is said whole: at the start of a text or after a mark that ends what came before, and
# before the end or such a mark (so "…a heap of 0 the player to move wins (the opponent…", a check's
# own sentence, is not the message "the player to move wins").
_BEFORE = r"(?:^|(?<=[;:·—(\[,>|])\s*|(?<=[.!?✓✗*])\s+)"
_AFTER = r"(?=$|\s*[;:·—)\],.!?|<])"


def _output_texts(book: nbformat.NotebookNode) -> list[tuple[str, str]]:
    """Return every text a reader sees in the outputs and saved widgets of ``book`` (tags left out), each
    with the source of the cell that made it (a saved widget: no source)."""
    def seen(value: str) -> str:
        return " ".join(html.unescape(re.sub(r"<[^>]+>", "|", value)).split())

    texts = []
    for cell in book.cells:
        for output in cell.get("outputs", []):
            texts.append((seen(output.get("text", "")), cell.source))
            for kind, value in output.get("data", {}).items():
                if kind.startswith("text/"):
                    texts.append((seen(value if isinstance(value, str) else "".join(value)), cell.source))
    state = book.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    for model in state.values():
        if "Image" in model.get("model_name", ""):
            continue
        for key in ("description", "value", "_options_labels"):
            value = model.get("state", {}).get(key)
            if isinstance(value, str):
                texts.append((seen(value), ""))
            elif isinstance(value, list):
                texts.extend((seen(str(v)), "") for v in value)
    return [(text, source) for text, source in texts if text]


def test_the_scan_would_find_a_move_said_in_english():
    said = "elvettél 2 kavicsot; the computer took 3 from the second heap (4 → 1) · te jössz"
    assert [text for text, piece, pattern in english_sentences() if piece in said and pattern.search(said)] == [
        "the computer took {count} from {which} heap ({old} → {new})"]
    quoted = "with a heap of 0 the player to move wins (the opponent has taken the last token)"
    assert [text for text, piece, pattern in english_sentences() if piece in quoted and pattern.search(quoted)] == []


#: Notebooks whose outputs still hold an English sentence of the package, and why: each is expected to
#: fail (strict), so the entry goes as soon as the sentence is said in Hungarian.
AWAITING: dict[str, str] = {}


def _awaiting(built: Path):
    reason = AWAITING.get(_name(built))
    return pytest.param(built, marks=pytest.mark.xfail(reason=reason, strict=True)) if reason else built


@pytest.mark.parametrize("built", [_awaiting(p) for p in BUILT], ids=_name)
def test_no_english_sentence_of_the_package_is_left_in_the_outputs_of_the_edition(built):
    """A sentence the notebook's own code writes (its words are in the cell) is the code's, not the package's."""
    texts = _output_texts(nbformat.read(built, as_version=4))
    left = [message for message, piece, pattern in english_sentences()
            if any(piece in text and piece not in source and pattern.search(text) for text, source in texts)]
    assert left == [], f"{_name(built)} shows English: {left[:5]}"


def english_words() -> list[tuple[str, re.Pattern]]:
    """Return the package's English words and names of one or two words — game names, table headers, status
    words ("Dawson's Kayles", "rank", "still growing ↑") — with a pattern that finds one said whole, as a word.

    A word the Hungarian says the same ("Mock Turtles", "genus", "mex"), a word that is Hungarian too or only
    letters and signs ("γ", "P"), and a word a Hungarian message quotes (an English gloss in its msgstr)
    in brackets are left out; a word the notebook's own code writes is the code's (as for sentences).
    """
    catalog = _package_catalog()
    glosses = " ".join(gloss for message in catalog if message.id for text in _strings(message)
                       for gloss in re.findall(r"\(([^(){}]*)\)", text or ""))     # "(misère quotient)"
    found = []
    for message in catalog:
        if not message.id or isinstance(message.id, tuple) or "{" in message.id or "<" in message.id:
            continue
        words = re.findall(r"[A-Za-z][A-Za-z']+", message.id)
        if not 1 <= len(message.id.split()) <= 2 or not words or len(max(words, key=len)) < 3:
            continue
        pattern = re.compile(rf"(?<![\w'-]){re.escape(message.id)}(?![\w'-])")
        if message.id in _strings(message) or pattern.search(glosses):
            continue
        found.append((message.id, pattern))
    return found


def test_the_word_scan_would_find_a_game_name_and_a_header_said_in_english():
    said = "| code | status | quotient | · Dawson's Kayles (·07) · Bachet-játék (elvétel: 1–3) · még nő ↑"
    assert {word for word, pattern in english_words() if pattern.search(said)} == {"code", "status", "quotient",
                                                                                   "Dawson's Kayles"}


#: Notebooks whose outputs still show an English word or name of the package, and why (strict, as AWAITING).
AWAITING_WORDS: dict[str, str] = {}


def _awaiting_words(built: Path):
    reason = AWAITING_WORDS.get(_name(built))
    return pytest.param(built, marks=pytest.mark.xfail(reason=reason, strict=True)) if reason else built


def _shown_texts(book: nbformat.NotebookNode) -> list[tuple[str, str]]:
    """Return what a reader sees of each output of ``book`` (its HTML or markdown, else its text; not a
    widget's plain-text stand-in, not the CSS of a table), each with the source of its cell."""
    texts = []
    for cell in book.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            shown = output.get("text") or data.get("text/html") or data.get("text/markdown") or (
                "" if "application/vnd.jupyter.widget-view+json" in data else data.get("text/plain", ""))
            shown = re.sub(r"<style.*?</style>", " ", shown if isinstance(shown, str) else "".join(shown), flags=re.S)
            texts.append((" ".join(html.unescape(re.sub(r"<[^>]+>", "|", shown)).split()), cell.source))
    return [(text, source) for text, source in texts if text]


@pytest.mark.parametrize("built", [_awaiting_words(p) for p in BUILT], ids=_name)
def test_no_english_word_or_name_of_the_package_is_left_in_the_outputs_of_the_edition(built):
    texts = _shown_texts(nbformat.read(built, as_version=4))
    left = sorted({word for word, pattern in english_words()
                   if any(word not in source and pattern.search(text) for text, source in texts)})
    assert left == [], f"{_name(built)} shows English: {left[:12]}"


def test_a_board_made_in_hungarian_says_hungarian_things():
    from gamekit import Nim
    from gamekit.play.session import Session
    from gamekit.widgets.play import history_html

    before = lang.language()
    try:
        lang.language("hu")
        session = Session(Nim(), (1, 2))
        assert session.announce() == "te jössz: 2 saját lépésben nyerhetsz"
        said = session.click((1, 0))
        assert said == ("elvettél 2 kavicsot a második kupacból (2 → 0); "
                        "a gép 1 kavicsot vett el az első kupacból (1 → 0)")
        assert session.announce() == "a gép nyert"
        assert "2 korábbi lépés" in history_html(session.history() * 2, shown=2)
    finally:
        lang.language(before)
    assert Session(Nim(), (1, 2)).announce() == "your move: you can win in 2 moves of yours"   # English again


def test_tables_plots_and_explorers_made_in_hungarian_say_hungarian_things():
    import gamekit as gk
    from gamekit.widgets.nim import misere_nim_view, nim_position_view

    before = lang.language()
    try:
        lang.language("hu")
        fill = gk.tables.sequence_fill(gk.SubtractionGame({1, 2}), 6, 4)
        assert fill.caption == "mex {1, 2} = 0"               # the slides write mex in Hungarian too
        assert "lépés: 4 / 6; mex {1, 2} = 0" in fill._repr_html_()
        assert str(gk.Kayles.period(200)) == "12 hosszú periódus, n ≥ 71"
        figure = gk.plots.values_plot(gk.Kayles.grundy_sequence(24), title="KUGLI")
        assert figure.axes[0].get_xlabel() == "kupacméret, n"
        assert nim_position_view(1, 2, 3).verdict.endswith("jó állás — minden lépés után s ≠ 0.")
        assert list(misere_nim_view("1, 1, 2").index)[:2] == ["osztály", "nim-összeg"]
    finally:
        lang.language(before)
    assert "step 4 of 6: mex {1, 2} = 0" in gk.tables.sequence_fill(gk.SubtractionGame({1, 2}), 6, 4)._repr_html_()


# A number grouped by commas, as Python's f"{n:,}" writes it ("100,000"): a Hungarian reader takes the comma
# for the decimal mark and reads a hundred; the edition groups thousands with a space (gk.numeral).
_COMMA_GROUPED = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])")


def commas_grouping_thousands(text: str) -> list[str]:
    """Return the numbers of ``text`` whose thousands are grouped by commas ("100,000", "1,234,567")."""
    return _COMMA_GROUPED.findall(text)


def test_the_scan_would_find_a_number_grouped_by_commas():
    assert commas_grouping_thousands("a szabály és a mex-szabály 100,000 halomból 0 esetben tér el") == ["100,000"]
    assert commas_grouping_thousands("1,234,567 kupac; 100\u00a0000 kupac; 2,5 GiB; (1, 2, 3)") == ["1,234,567"]


@pytest.mark.parametrize("built", BUILT, ids=_name)
def test_no_number_in_the_outputs_of_the_edition_groups_its_thousands_by_commas(built):
    """Hungarian writes 100 000 (gk.numeral): "100,000" would read as a hundred, its comma the decimal mark."""
    texts = _output_texts(nbformat.read(built, as_version=4))
    found = [number for text, source in texts for number in commas_grouping_thousands(text) if number not in source]
    assert found == [], f"{_name(built)} groups thousands by commas: {found[:5]}"


#: Words of the English rule a graded statement adds (forbidden.in_words): none may be left in a Hungarian one.
_RULE_WORDS = re.compile(r"\b(?:Graded|your answer|may not use|the operators?|gamekit’s|nor Python|threads|processes|"
                         r"double underscores|set operation|is fine)\b")


def test_the_rule_a_hungarian_assignment_adds_to_each_statement_is_hungarian():
    """tools/grading.py writes the Hungarian course's statements under gk.language("hu"): the rule says it too."""
    import grading

    rules = []
    with grading.speaking("hu"):
        for chapter in (p for p in BUILT if p.parent == EDITION):
            solutions = EDITION / "solutions" / f"{chapter.stem}-solutions.ipynb"
            book = grading.assignment(chapter, solutions, "hu") if solutions.exists() else None
            for cell in book.cells if book else []:
                if cell.metadata["nbgrader"]["grade_id"].startswith("statement-") and cell.source.endswith("*"):
                    rules.append(cell.source.rsplit("\n\n", 1)[1])
    assert rules, "no statement of the Hungarian course says what its answer may not use"
    english = [rule for rule in rules if _RULE_WORDS.search(rule)]
    assert english == [], f"{len(english)} rules in English, e.g. {english[0]}"


def test_games_quotients_and_census_tables_made_in_hungarian_say_hungarian_names():
    import gamekit as gk

    census = pd.DataFrame({"code": ["0.77", "0.6"], "status": ["periodic", "open"],
                           "rare split": [None, "by value and heap parity"]})
    before = lang.language()
    try:
        lang.language("hu")
        names = [repr(g) for g in (gk.Bachet(3), gk.DawsonsKayles, gk.Chomp(), gk.Wythoff(), gk.LaskersNim())]
        assert names == ["Bachet-játék (elvétel: 1–3)", "Dawson-kugli (·07)", "harapás", "Wythoff-játék", "Lasker-nim"]
        assert gk.Kayles.period_summary(200) == "12 hosszú periódus, n ≥ 71, az első 200 értékből bizonyítva"
        assert gk.same_game("0.37", "0.6").sentence() == "ugyanaz a játék, mint ·6, minden kupac eggyel kisebb"
        shown = gk.tables.compact(census).to_html()
        assert all(word in shown for word in (">kód<", ">állapot<", ">periodikus<", ">nyitott<", "kupacparitás"))
        assert list(census.columns) == ["code", "status", "rare split"]             # the data keeps its keys
    finally:
        lang.language(before)
    assert repr(gk.Bachet(3)) == "Bachet (take 1–3)" and ">periodic<" in gk.tables.compact(census).to_html()
