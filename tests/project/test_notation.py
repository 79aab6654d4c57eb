"""What a student reads writes powers as powers: no caret notation (γ^h, 0^120, 2^16) in messages, tables or plots.

The prose typesets them in MathJax; tables, plot labels and messages use Unicode superscripts
(γʰ, 0¹²⁰, 2¹⁶).  Docstrings and code comments are for developers and are not scanned; math
between dollar signs in a notebook's output is MathJax and is allowed.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# x^2, γ^h, 2^(k), 2^⟨a hole of an f-string⟩; not the ^{ of TeX
CARET = re.compile(r"[\wγ)\]}]\^[\w(⟨]")


def caret_strings(source: str) -> list[str]:
    """Return the string constants (f-strings joined, ``⟨⟩`` for each hole) of ``source`` that use caret notation."""
    tree = ast.parse(source)
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    found, inside = [], set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) else "⟨⟩" for v in node.values)
            inside.update(id(v) for v in node.values)
            if CARET.search(text):
                found.append(text)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs | inside:
            if CARET.search(node.value):
                found.append(node.value)
    return found


def test_the_scan_finds_caret_notation_and_passes_superscripts():
    assert sorted(caret_strings('label = "γ^h(n)"\nmessage = f"below 2^{bits}"')) == ["below 2^⟨⟩", "γ^h(n)"]
    assert caret_strings('tex = f"{normal}^{{{exponent}}}"') == []                    # TeX for MathJax
    assert caret_strings('"""γ^h in a docstring"""\nlabel = "γʰ(n)"\nx = a ^ b') == []


@pytest.mark.parametrize("path", sorted((ROOT / "gamekit").rglob("*.py")), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_package_message_or_label_uses_caret_notation(path):
    assert caret_strings(path.read_text(encoding="utf-8")) == []


NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb")) + \
    sorted((ROOT / "notebooks" / "solutions").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_notebook_output_uses_caret_notation(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    found = []
    for i, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            texts = [output.get("text", "")] + [value for kind, value in output.get("data", {}).items()
                                                if kind.startswith("text/") and kind != "text/latex"]
            for text in texts:
                text = re.sub(r"\$[^$]*\$", "", "".join(text) if isinstance(text, list) else text)   # MathJax
                found += [f"cell {i}: …{text[max(0, m.start() - 30):m.end() + 10]}…" for m in CARET.finditer(text)]
    assert found == []
