"""The repository stands alone: its documents point into docs/, and every work a docstring cites is in
the bibliography."""
from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import gamekit

ROOT = Path(__file__).resolve().parents[2]
BIBLIOGRAPHY = " ".join((ROOT / "docs" / "bibliography.md").read_text(encoding="utf-8").split())


def cited_works() -> list[tuple[str, str]]:
    """Return (module, title) for every entry of every References section in the package."""
    works = []
    for info in pkgutil.walk_packages(gamekit.__path__, "gamekit."):
        module = importlib.import_module(info.name)
        doc = module.__doc__ or ""
        if "References\n----------" not in doc:
            continue
        block = doc.split("References\n----------", 1)[1]
        for entry in re.split(r"\n(?=\.\. \[\d+\])", block.strip()):
            text = " ".join(entry.split())
            title = re.search(r'"([^"]+)"', text) or re.search(r"\*([^*]+)\*", text)
            works.append((info.name, title.group(1) if title else re.split(r" \(|, ", text.split("] ", 1)[1])[0]))
    return works


def test_every_work_a_docstring_cites_is_in_the_bibliography():
    works = cited_works()
    assert len(works) > 20
    missing = [(module, title) for module, title in works if title not in BIBLIOGRAPHY]
    assert not missing


def test_readme_and_contributing_point_into_docs_not_outside_the_repository():
    for name in ("README.md", "CONTRIBUTING.md"):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert "../shared" not in text and "seed 00" not in text, name
        for link in re.findall(r"\]\((docs/[^)#]+)\)|`(docs/[^`]+)`", text):
            path = next(part for part in link if part)
            assert (ROOT / path).exists(), (name, path)
