"""The course in another language: message catalogs of the English notebooks, and the notebooks made from them.

Usage: python tools/translations.py extract|check|build [--finished] [LANGUAGE] [notebook … | gamekit]

The English notebooks in ``notebooks/`` are the one source.  Each markdown cell is cut into
blocks (paragraphs, lists, tables, headings, display formulas — the pieces between blank lines;
a fenced code block stays whole) and every block with words in it is one entry of a gettext
catalog, one catalog a notebook: ``locale/LANGUAGE/notebooks/<name>.po`` (solutions in
``locale/LANGUAGE/notebooks/solutions/``).  Translators edit only these catalogs.
The catalog also holds the prose of the code cells (msgctxt ``code``): their comments and the string
literals a student reads (what is printed or shown, titles and labels, docstrings), found by their
place in the syntax tree (``code_strings``); the built code cell differs from the English one in
those tokens only, and a translation whose ``{…}`` fields differ from the English is refused.

- ``extract`` brings the catalogs up to date with the English notebooks (Babel's catalog update:
  an entry whose English changed keeps its old translation marked *fuzzy*; a new one is empty).
- ``check`` changes nothing and exits 1, naming each notebook and how many of its entries are
  missing, untranslated or fuzzy (the tests run it).
- ``build`` writes ``notebooks-LANGUAGE/``: the same notebooks with every markdown block
  translated, the same code cells, no outputs (``make notebooks-hu`` then runs them in the
  language).  It refuses a notebook whose catalog is not complete, naming it (and exits 1);
  ``build --finished`` builds the finished ones, names the others and exits 0 — ``make notebooks-hu``
  runs the notebooks it printed.

The edition sits beside ``notebooks/`` (same depth), so every relative path in a notebook still
holds.  Without ``notebook`` arguments every chapter and solutions notebook is meant, and ``extract``
and ``check`` also take the package's own catalog, ``gamekit/locale/LANGUAGE/LC_MESSAGES/gamekit.po``
(the argument ``gamekit`` names it alone): the messages marked in the package's code with
``_()``, ``ngettext``, ``pgettext`` and ``N_`` (:mod:`gamekit.core.language`), found by Babel's
extractor, kept without line numbers so that an edit elsewhere in a module changes nothing.
"""
from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from collections.abc import Iterator
from pathlib import Path

import nbformat
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "notebooks"
PACKAGE = ROOT / "gamekit"
LANGUAGES = {"hu": "Hungarian"}
_DATE = datetime(2026, 11, 26, tzinfo=timezone.utc)    # the catalogs' header date: fixed, so extract is idempotent
_HEADER = ("# {language} translation of the course notebook {name}.\n"
           "# Made by `python tools/translations.py extract`: translate the msgstr entries, nothing else;\n"
           "# an entry marked fuzzy had its English changed: check it, then remove the fuzzy mark.")
_PACKAGE_HEADER = ("# {language} translation of the messages of the gamekit package.\n"
                   "# Made by `python tools/translations.py extract`: translate the msgstr entries, nothing else;\n"
                   "# keep every {{name}} of a message as it is (the values said), and the HTML tags.")
_FENCE = re.compile(r"^\s*(```|~~~)")
_BLANK = re.compile(r"\n[ \t]*\n")
# what is not a word of prose: display and inline formulas, code spans, HTML tags, link targets
_TEXT_IN_FORMULA = re.compile(r"\\(?:text|textrm|textit|mbox)\{([^{}]*)\}")   # words inside a formula
_NOT_PROSE = re.compile(r"\$\$.*?\$\$|\$[^$\n]*\$|`[^`]*`|<[^>]*>|\]\([^)]*\)|https?://\S+", re.S)


def package_catalog_path(language: str) -> Path:
    """Return where the catalog of the package's own messages in ``language`` is kept (package data)."""
    return PACKAGE / "locale" / language / "LC_MESSAGES" / "gamekit.po"


def package_template(language: str) -> Catalog:
    """Return the catalog of every message marked in the package's code, with no translations.

    A message keeps the modules it is said in (without line numbers) and its translators' comment
    (a ``# Translators:`` comment above it).
    """
    return messages_template(PACKAGE, language, _PACKAGE_HEADER.format(language=LANGUAGES[language]))


def messages_template(folder: Path, language: str, header: str) -> Catalog:
    """Return the catalog of every message marked in the Python code under ``folder`` (``_()``, ``N_`` …),
    with no translations: the package's (:func:`package_template`) and the tools' (tools/editions.py)."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    catalog = Catalog(locale=language, project="gamekit", version="0.1", copyright_holder="the gamekit authors",
                      msgid_bugs_address="the gamekit issue tracker", last_translator="the gamekit authors",
                      language_team=LANGUAGES[language], revision_date=_DATE, creation_date=_DATE, fuzzy=False,
                      header_comment=header)
    found = extract_from_dir(str(folder), method_map=[("**.py", "python")], keywords=DEFAULT_KEYWORDS,
                             comment_tags=("Translators:",), strip_comment_tags=True)
    for filename, _line, message, comments, context in sorted(found, key=lambda m: (m[0], m[1])):
        catalog.add(message, locations=[(f"{folder.name}/{filename}", None)], auto_comments=comments,
                    context=context)
    return catalog


def extract_package(language: str) -> Path:
    """Bring the package's catalog up to date with the messages marked in its code; return its path."""
    return _updated(package_catalog_path(language), package_template(language), include_lineno=False,
                    sort_by_file=True)


def package_problems(language: str) -> dict[str, int]:
    """Return how many of the package's marked messages are missing, untranslated or fuzzy in its catalog."""
    return messages_problems(package_catalog_path(language), package_template(language))


def messages_problems(path: Path, fresh: Catalog) -> dict[str, int]:
    """Return how many messages of the template ``fresh`` are missing, untranslated or fuzzy in the catalog
    at ``path``, and how many of its entries no message wants any more (obsolete)."""
    wanted = [(message.id, message.context) for message in fresh if message.id]
    counts = {"missing": 0, "untranslated": 0, "fuzzy": 0, "obsolete": 0}
    if not path.exists():
        counts["missing"] = len(wanted)
        return counts
    catalog = read_catalog(path)
    for key, context in wanted:
        message = catalog.get(key, context)
        if message is None:
            counts["missing"] += 1
        elif message.fuzzy:
            counts["fuzzy"] += 1
        elif not (all(message.string) if isinstance(message.string, tuple) else message.string):
            counts["untranslated"] += 1
    ids = {(key if isinstance(key, str) else key[0], context) for key, context in wanted}
    counts["obsolete"] = sum(1 for message in catalog if message.id
                             and (message.id if isinstance(message.id, str) else message.id[0], message.context)
                             not in ids)
    return counts


def notebooks() -> list[Path]:
    """Return the English chapter and solutions notebooks, in the order of their numbers."""
    source = SOURCE
    return sorted(source.glob("[0-9][0-9]-*.ipynb")) + sorted((source / "solutions").glob("[0-9][0-9]-*.ipynb"))


def blocks(text: str) -> list[tuple[str, str]]:
    """Return the blocks of a markdown text, each with the separator that follows it.

    Joining ``block + separator`` over the list gives the text back exactly.  Blocks are separated
    by blank lines, except inside a fenced code block or a display formula (``$$`` … ``$$``).

    >>> blocks("# Title\\n\\nOne line,\\nthe same paragraph.\\n\\n$$\\na\\n\\nb\\n$$")
    [('# Title', '\\n\\n'), ('One line,\\nthe same paragraph.', '\\n\\n'), ('$$\\na\\n\\nb\\n$$', '')]
    """
    pieces: list[tuple[str, str]] = []
    start = 0
    position = 0
    while True:
        match = _BLANK.search(text, position)
        if match is None:
            pieces.append((text[start:], ""))
            return pieces
        head = text[start:match.start()]
        if _open(head):
            position = match.end()
            continue
        pieces.append((head, match.group()))
        start = position = match.end()


def _open(head: str) -> bool:
    """Return whether ``head`` ends inside a fenced code block or a display formula."""
    fences = sum(1 for line in head.splitlines() if _FENCE.match(line))
    return fences % 2 == 1 or head.count("$$") % 2 == 1


def translatable(block: str) -> bool:
    """Return whether a block has words to translate (a formula, code or a bare link has none).

    Words a formula writes with ``\\text{…}`` are words to translate.

    >>> translatable("$$G(n) = \\\\operatorname{mex}\\\\{G(n-1)\\\\}$$")
    False
    >>> translatable("The mex of $\\\\{0, 1\\\\}$ is 2.")
    True
    >>> translatable("$$G \\\\equiv H \\\\text{ for every } X$$")
    True
    """
    if _FENCE.match(block):
        return False
    prose = _NOT_PROSE.sub(" ", block) + " " + " ".join(_TEXT_IN_FORMULA.findall(block))
    return re.search(r"[^\W\d_]{2,}", prose) is not None


def entries(notebook: Path) -> Iterator[tuple[str, str, int]]:
    """Yield (block, cell id, index of the block in its cell) for each block to translate in ``notebook``."""
    book = nbformat.read(notebook, as_version=4)
    for cell in book.cells:
        if cell.cell_type != "markdown":
            continue
        for index, (block, _) in enumerate(blocks(cell.source)):
            if translatable(block):
                yield block, cell.get("id", ""), index


# --- the prose inside code cells -------------------------------------------------------------
# A code cell stays the same program in every language: only its comments and the string literals
# a student reads are catalog entries (msgctxt "code").  Which literals those are is decided by
# their place in the syntax tree (ast), never by their text; their exact places in the cell come
# from tokenize, so the build replaces those tokens and nothing else.

CODE = "code"                                   #: the msgctxt of every entry taken from a code cell
_SHOWN_CALLS = {"print", "Markdown", "display"}                 # what their arguments say is shown
_SHOWN_KEYWORDS = {"title", "xlabel", "ylabel", "label", "caption", "description"}
_LABEL_CALLS = {"rename_axis", "to_frame"}                      # a table's axis or column label
_CODE_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ɏ]{2,}")
_LOWER_WORD = re.compile(r"[a-zß-öø-ɏ]{2,}")
_NOT_PROSE_COMMENT = re.compile(r"^(noqa|type:|pragma|fmt:)")


class CodeString:
    """One catalog entry of a code cell: a comment or a string literal, where it is and what it says.

    ``text`` is the msgid: a comment's words after ``#``, a literal's source between its quotes (an
    f-string with its ``{…}`` fields as written; literals written side by side, which Python joins,
    are one entry).  ``spans`` are the (start, end) character offsets of its tokens in the cell.
    """

    def __init__(self, kind: str, text: str, spans: list[tuple[int, int]], tokens: list[str]):
        self.kind, self.text, self.spans, self.tokens = kind, text, spans, tokens

    def __repr__(self) -> str:
        return f"CodeString({self.kind!r}, {self.text!r})"


def _offsets(source: str) -> list[int]:
    starts, total = [], 0
    for line in source.splitlines(keepends=True):
        starts.append(total)
        total += len(line)
    starts.append(total)
    return starts


def _string_tokens(source: str) -> list[tuple[int, int, str]]:
    """Return the string tokens of ``source`` as (start, end, text), an f-string whole on any Python."""
    import io
    import tokenize

    lines = _offsets(source)
    found, depth, start = [], 0, None
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        name = tokenize.tok_name[token.type]
        here = lines[token.start[0] - 1] + token.start[1]
        there = lines[token.end[0] - 1] + token.end[1]
        if name == "FSTRING_START":                              # Python 3.12 splits an f-string up
            depth += 1
            if depth == 1:
                start = here
        elif name == "FSTRING_END":
            depth -= 1
            if depth == 0:
                found.append((start, there, source[start:there]))
        elif name == "STRING" and depth == 0:
            found.append((here, there, token.string))
    return found


def _comments(source: str) -> list[tuple[int, int, str]]:
    import io
    import tokenize

    lines = _offsets(source)
    return [(lines[t.start[0] - 1] + t.start[1], lines[t.end[0] - 1] + t.end[1], t.string)
            for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type == tokenize.COMMENT]


def _split_literal(token: str) -> tuple[str, str, str]:
    """Return (prefix, quote, body) of a string token such as ``f"n = {n}"``."""
    prefix = re.match(r"[A-Za-z]*", token).group()
    rest = token[len(prefix):]
    quote = rest[:3] if rest[:3] in ('"""', "'''") else rest[0]
    return prefix, quote, rest[len(quote):-len(quote)]


def code_prose(text: str) -> bool:
    """Return whether a comment or literal of a code cell says something in words.

    Fields of an f-string do not count; a word without a space and without small letters is a
    code (a row of coins "KPKPPKPK", a game's name "HALOM"), not prose.

    >>> code_prose("the kernel is the diagonal"), code_prose("{n} = {m}"), code_prose("KPKP"), code_prose("holds")
    (True, False, False, True)
    """
    words = re.sub(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}", " ", text)
    if not _CODE_WORD.search(words):
        return False
    return " " in words.strip() or _LOWER_WORD.search(words) is not None


class _Shown:
    """Find the string literals of a notebook's code that a student reads, by their place in the tree."""

    def __init__(self, trees: list[ast.Module]):
        self.assigned: dict[str, list[ast.expr]] = {}
        self.functions: dict[str, list[ast.FunctionDef]] = {}
        self.appended: dict[str, list[ast.expr]] = {}
        self.loop_keys: dict[str, list[str]] = {}
        self.loop_firsts: dict[str, list[ast.expr]] = {}
        self.found: set[int] = set()            # id() of the literal nodes shown
        self.labels: list[ast.Constant] = []    # table labels, kept if their text is said once
        self.seen: set[str] = set()
        for tree in trees:
            for node in ast.walk(tree):
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    self.assigned.setdefault(node.targets[0].id, []).append(node.value)
                elif isinstance(node, ast.FunctionDef):
                    self.functions.setdefault(node.name, []).append(node)
                elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                      and node.func.attr == "append" and isinstance(node.func.value, ast.Name) and node.args):
                    self.appended.setdefault(node.func.value.id, []).append(node.args[0])
                elif isinstance(node, ast.For):
                    self._loop(node)
        for tree in trees:
            for node in ast.walk(tree):
                self._root(node)

    def _loop(self, node: ast.For) -> None:
        """Remember ``for key, value in table.items()``: the keys of a dict written out are said."""
        target = node.target.elts[0] if isinstance(node.target, ast.Tuple) and node.target.elts else node.target
        source = node.iter
        if (isinstance(source, ast.Call) and isinstance(source.func, ast.Attribute)
                and source.func.attr in {"items", "keys"}):
            source = source.func.value
        if isinstance(target, ast.Name) and isinstance(source, ast.Name):
            self.loop_keys.setdefault(target.id, []).append(source.id)
        elif isinstance(target, ast.Name) and isinstance(source, (ast.Tuple, ast.List)):
            # for name, game in (("ruler", ruler), ...): the first of each pair written out is said
            firsts = [e.elts[0] for e in source.elts if isinstance(e, ast.Tuple) and e.elts]
            self.loop_firsts.setdefault(target.id, []).extend(firsts)

    def _root(self, node: ast.AST) -> None:
        if isinstance(node, ast.FunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and _is_text(first.value):
                self.found.add(id(first.value))                                 # a docstring
        elif isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            for argument in node.exc.args:
                self.shown(argument)
        elif isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else (
                node.func.attr if isinstance(node.func, ast.Attribute) else "")
            if name in _SHOWN_CALLS:
                for argument in node.args:
                    self.shown(argument)
            for keyword in node.keywords:
                if keyword.arg in _SHOWN_KEYWORDS:
                    self.shown(keyword.value)
            if name == "DataFrame":
                self._table(node)
            elif _in_plots(node.func) and node.args:
                # a dict of curves given to a plot: its keys are the legend
                curves = [node.args[0]] if isinstance(node.args[0], ast.Dict) else (
                    self.assigned.get(node.args[0].id, []) if isinstance(node.args[0], ast.Name) else [])
                for value in curves:
                    if isinstance(value, ast.Dict):
                        self.labels += [key for key in value.keys if _is_text(key)]
            elif name == "Index":
                self.labels += [k.value for k in node.keywords if k.arg == "name" and _is_text(k.value)]
            elif name in _LABEL_CALLS and node.args and _is_text(node.args[0]):
                self.labels.append(node.args[0])

    def _table(self, call: ast.Call) -> None:
        """The labels of a DataFrame written out in the cell (its dict's keys, ``columns=``) and its words.

        A row built in a list comprehension shows the words of an ``if``/``else`` in it, and the items of
        a list of tuples written out in the notebook that the comprehension runs over.
        """
        rows = [(call.args[0], [])] if call.args else []
        if rows and isinstance(rows[0][0], ast.ListComp):
            rows = [(rows[0][0].elt, rows[0][0].generators)]
        elif rows and isinstance(rows[0][0], ast.Name):
            name = rows[0][0].id
            rows = [(v.elt, v.generators) for v in self.assigned.get(name, []) if isinstance(v, ast.ListComp)]
            rows += [(row, []) for row in self.appended.get(name, [])]
        for row, generators in rows:
            if isinstance(row, ast.Dict):
                self.labels += [key for key in row.keys if _is_text(key)]
            cells = row.values if isinstance(row, ast.Dict) else row.elts if isinstance(row, ast.Tuple) else []
            for cell in cells:
                if isinstance(cell, ast.IfExp):
                    self.shown(cell)
                elif isinstance(cell, ast.Name):
                    self._written_items(cell.id, generators)
        for keyword in call.keywords:
            if keyword.arg == "columns" and isinstance(keyword.value, (ast.List, ast.Tuple)):
                self.labels += [e for e in keyword.value.elts if _is_text(e)]

    def _written_items(self, name: str, generators: list[ast.comprehension]) -> None:
        """Mark the items ``name`` takes in ``for …, name, … in table``, ``table`` a list of tuples written out."""
        for generator in generators:
            target = generator.target
            places = [i for i, e in enumerate(target.elts) if isinstance(e, ast.Name) and e.id == name] \
                if isinstance(target, ast.Tuple) else []
            if not places or not isinstance(generator.iter, ast.Name):
                continue
            for table in self.assigned.get(generator.iter.id, []):
                if isinstance(table, (ast.List, ast.Tuple)):
                    for item in table.elts:
                        if isinstance(item, ast.Tuple) and len(item.elts) == len(target.elts):
                            self.shown(item.elts[places[0]])

    def shown(self, node: ast.AST) -> None:
        """Mark the literals whose text ends up in what ``node`` shows."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            self.found.add(id(node))
        elif isinstance(node, ast.JoinedStr):
            self.found.add(id(node))
            for value in node.values:                    # names and calls inside its fields
                if isinstance(value, ast.FormattedValue):
                    self._inside(value.value)
        elif isinstance(node, ast.IfExp):
            self.shown(node.body)
            self.shown(node.orelse)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
            self.shown(node.left)
            if isinstance(node.op, ast.Add):
                self.shown(node.right)
        elif isinstance(node, ast.BoolOp):
            for value in node.values:
                self.shown(value)
        elif isinstance(node, (ast.Name, ast.Call)):
            self._inside(node)

    def _inside(self, node: ast.AST) -> None:
        """Follow a name or a call inside something shown to the literals it stands for."""
        if isinstance(node, ast.Name):
            if node.id in self.seen:
                return
            self.seen.add(node.id)
            for value in self.assigned.get(node.id, []):
                if _is_join(value) or isinstance(value, (ast.Constant, ast.JoinedStr, ast.IfExp, ast.BinOp,
                                                         ast.BoolOp)):
                    self.shown(value)
            for first in self.loop_firsts.get(node.id, []):
                self.shown(first)
            for table in self.loop_keys.get(node.id, []):
                for value in self.assigned.get(table, []):
                    if isinstance(value, ast.Dict):
                        for key in value.keys:
                            if _is_text(key):
                                self.found.add(id(key))
        elif isinstance(node, ast.Call):
            if _is_join(node):
                self.shown(node.func.value)
                for argument in node.args:
                    if isinstance(argument, (ast.GeneratorExp, ast.ListComp)):
                        self.shown(argument.elt)
            elif isinstance(node.func, ast.Name) and node.func.id in self.functions and node.func.id not in self.seen:
                self.seen.add(node.func.id)
                for function in self.functions[node.func.id]:
                    for inner in ast.walk(function):
                        if isinstance(inner, ast.Return) and inner.value is not None:
                            self.shown(inner.value)
            elif isinstance(node.func, ast.Name) and node.func.id == "str" and node.args:
                self.shown(node.args[0])
        elif isinstance(node, (ast.IfExp, ast.BinOp, ast.BoolOp, ast.JoinedStr)):
            self.shown(node)


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _in_plots(function: ast.expr) -> bool:
    """Return whether a called function is one of ``gk.plots``."""
    return isinstance(function, ast.Attribute) and isinstance(function.value, ast.Attribute) \
        and function.value.attr == "plots"


def _is_join(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "join"
            and _is_text(node.func.value))


def _literal_nodes(tree: ast.Module) -> list[ast.expr]:
    """Return the outermost string literals of a tree (a literal inside an f-string's field is part of it)."""
    outer: list[ast.expr] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.JoinedStr) or _is_text(node):
            outer.append(node)
            return
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return outer


def code_strings(cells: list[str]) -> list[list[CodeString]]:
    """Return, for each code cell of a notebook, its comments and the literals a student reads, in order.

    Shown literals: the arguments of ``print``/``Markdown``/``display`` and of a ``raise``; display
    keywords (``title=``, ``xlabel=``, ``label=`` …); what a name or a function of the notebook
    printed there stands for (its assignments of text, its returns, the keys of the dict its loop
    runs over); the separator of a ``str.join`` shown; the docstrings of functions; the column
    labels of a DataFrame written out in a cell (and the words of its rows: an ``if``/``else`` of
    words, the items of a written list of tuples its rows run over), the keys of a dict of curves given to a plot,
    unless their text is also written elsewhere in the notebook as data (a column indexed later, a
    value compared).  Everything else is left as it is.

    >>> [s.text for s in code_strings(['x = {"a": 1}  # the table\\nprint(f"{x} is the table", x["a"])'])[0]]
    ['the table', '{x} is the table']
    """
    trees = [ast.parse(cell) for cell in cells]
    shown = _Shown(trees)
    labels = {id(label) for label in shown.labels}
    data = {node.value for tree in trees for node in ast.walk(tree)
            if _is_text(node) and id(node) not in shown.found and id(node) not in labels}
    once = Counter(label.value for label in shown.labels)
    chosen = set(shown.found) | {id(label) for label in shown.labels
                                 if label.value not in data and once[label.value] == 1}
    result = []
    for cell, tree in zip(cells, trees):
        lines = _offsets(cell)
        tokens = _string_tokens(cell)
        found = []
        for node in _literal_nodes(tree):
            if id(node) not in chosen:
                continue
            start = lines[node.lineno - 1] + _column(cell, node.lineno, node.col_offset)
            end = lines[node.end_lineno - 1] + _column(cell, node.end_lineno, node.end_col_offset)
            group = [(a, b, t) for a, b, t in tokens if start <= a and b <= end]
            parts = [_split_literal(t) for _, _, t in group]
            text = "".join(body for _, _, body in parts)
            if group and code_prose(" ".join(_words(node))):
                found.append(CodeString("literal", text, [(a, b) for a, b, _ in group], [t for _, _, t in group]))
        for start, end, comment in _comments(cell):
            words = comment.lstrip("#").strip()
            if words and code_prose(words) and not _NOT_PROSE_COMMENT.match(words):
                found.append(CodeString("comment", words, [(start, end)], [comment]))
        result.append(sorted(found, key=lambda s: s.spans[0]))
    return result


def _words(node: ast.expr) -> list[str]:
    """Return the texts a literal shows: its own, and those a field of an f-string shows."""
    if _is_text(node):
        return [node.value]
    said = []
    for value in node.values:
        if _is_text(value):
            said.append(value.value)
        elif isinstance(value, ast.FormattedValue):
            shown = _blank_shown(value)
            said += [a.value for a, b in zip(ast.walk(value.value), ast.walk(shown.value))
                     if _is_text(a) and _is_text(b) and a.value != b.value]
    return said


def _column(source: str, line: int, offset: int) -> int:
    """Return the character column of ``ast``'s column ``offset`` (counted in UTF-8 bytes) on ``line``."""
    return len(source.splitlines()[line - 1].encode()[:offset].decode())


def _fields(literal: str) -> list[str]:
    """Return the {…} fields of a literal's source as code, sorted; words a field shows are blanked.

    A field may show words of its own (``{'holds' if holds else 'fails'}``): those are translated
    with the literal.  Every other string in a field (a key, an argument) must stay as it is.
    """
    tree = ast.parse(literal, mode="eval").body
    return sorted(ast.dump(_blank_shown(node)) for node in ast.walk(tree) if isinstance(node, ast.FormattedValue))


def _blank_shown(field: ast.FormattedValue) -> ast.FormattedValue:
    """Return a copy of ``field`` with the words it shows (its literal, a branch of an if) made empty."""
    import copy

    field = copy.deepcopy(field)

    def blank(node: ast.AST) -> None:
        if _is_text(node):
            node.value = ""
        elif isinstance(node, ast.IfExp):
            blank(node.body)
            blank(node.orelse)
        elif isinstance(node, ast.BoolOp):
            for value in node.values:
                blank(value)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            blank(node.left)
            blank(node.right)

    blank(field.value)
    return field


def translated_code(string: CodeString, translation: str) -> list[str]:
    """Return the tokens that say ``translation`` in place of ``string``'s tokens.

    Raises ``ValueError`` when the translation does not make a literal of the same kind or its
    ``{…}`` fields are not the English ones.
    """
    if string.kind == "comment":
        if "\n" in translation:
            raise ValueError(f"a comment is one line, but the translation of {string.text!r} has several")
        token = string.tokens[0]
        return [token[:len(token) - len(token.lstrip("#").lstrip())] + translation]
    parts = [_split_literal(token) for token in string.tokens]
    english = "".join(token for token in string.tokens)
    pieces = _cut(translation, [len(body) for _, _, body in parts])
    formatted = any("f" in prefix.lower() for prefix, _, _ in parts)
    tokens = []
    for (prefix, quote, _), piece in zip(parts, pieces):
        prefix = prefix.replace("f", "").replace("F", "")
        if formatted and "{" in piece:
            prefix += "f"
        tokens.append(prefix + quote + piece + quote)
    try:
        written = _fields(" ".join(tokens))
    except SyntaxError:
        raise ValueError(f"the translation of {string.text!r} does not make a Python literal: "
                         f"{translation!r} (a quote or a backslash?)") from None
    if written != _fields(english):
        lost = [field for field in _field_texts(string.text) if field not in translation]
        raise ValueError(f"the translation of {string.text!r} must keep its {{…}} fields as the English writes them"
                         + (f" ({', '.join(lost)} missing)" if lost else "") + f", but it is {translation!r}")
    return tokens


def _field_texts(body: str) -> list[str]:
    """Return the {…} fields of an f-string's source body as written, e.g. ``['{n}', '{len(x)}']``."""
    fields, depth, start = [], 0, 0
    for i, character in enumerate(body):
        if character == "{":
            if depth == 0:
                start = i
            depth += 1
        elif character == "}" and depth:
            depth -= 1
            if depth == 0:
                fields.append(body[start:i + 1])
    return [field for field in fields if field != "{}" and not field.startswith("{{")]


def _cut(text: str, lengths: list[int]) -> list[str]:
    """Cut ``text`` into len(lengths) pieces in proportion to ``lengths``, after spaces outside fields."""
    if len(lengths) == 1:
        return [text]
    spaces, depth = [], 0
    for i, character in enumerate(text):
        depth += {"{": 1, "}": -1}.get(character, 0)
        if character == " " and depth == 0:
            spaces.append(i + 1)
    total, pieces, start, done = sum(lengths) or 1, [], 0, 0
    for length in lengths[:-1]:
        done += length
        goal = round(len(text) * done / total)
        cuts = [s for s in spaces if s > start]
        cut = min(cuts, key=lambda s: abs(s - goal)) if cuts else len(text)
        pieces.append(text[start:cut])
        start = cut
    pieces.append(text[start:])
    return pieces


def translated_cell(source: str, strings: list[CodeString], translate) -> str:
    """Return ``source`` with each of ``strings`` said as ``translate(string)`` gives it, all else the same."""
    for string in sorted(strings, key=lambda s: s.spans[0], reverse=True):
        tokens = translated_code(string, translate(string))
        spans = string.spans
        between = [source[spans[i][1]:spans[i + 1][0]] for i in range(len(spans) - 1)]
        kept = [t for t in tokens if t[-1:] not in "\"'" or _split_literal(t)[2]] or tokens[:1]
        joined = kept[0] + "".join(gap + token for gap, token in zip(between, kept[1:]))
        source = source[:spans[0][0]] + joined + source[spans[-1][1]:]
    return source


def code_entries(notebook: Path) -> Iterator[tuple[str, str, int]]:
    """Yield (text, cell id, index of the entry in its cell) for each comment and shown literal of ``notebook``."""
    book = nbformat.read(notebook, as_version=4)
    cells = [cell for cell in book.cells if cell.cell_type == "code"]
    for cell, strings in zip(cells, code_strings([cell.source for cell in cells])):
        for index, string in enumerate(strings):
            yield string.text, cell.get("id", ""), index


def catalog_path(notebook: Path, language: str) -> Path:
    """Return where the catalog of ``notebook`` in ``language`` is kept."""
    return ROOT / "locale" / language / "notebooks" / notebook.relative_to(SOURCE).with_suffix(".po")


def template(notebook: Path, language: str) -> Catalog:
    """Return the catalog of ``notebook``'s blocks with no translations (the template)."""
    catalog = Catalog(locale=language, project="gamekit", version="0.1", copyright_holder="the gamekit authors",
                      msgid_bugs_address="the gamekit issue tracker", last_translator="the gamekit authors",
                      language_team=LANGUAGES[language], revision_date=_DATE, creation_date=_DATE, fuzzy=False,
                      header_comment=_HEADER.format(language=LANGUAGES[language], name=notebook.name))
    for block, cell, index in entries(notebook):
        catalog.add(block, locations=[(f"{notebook.name}#{cell}", index)])
    for text, cell, index in code_entries(notebook):
        catalog.add(text, locations=[(f"{notebook.name}#{cell}", index)], context=CODE)
    return catalog


def read_catalog(path: Path) -> Catalog:
    """Return the catalog stored at ``path``."""
    with open(path, "rb") as stream:
        return read_po(stream)


def extract(notebook: Path, language: str) -> Path:
    """Bring the catalog of ``notebook`` up to date with its English text; return its path."""
    return _updated(catalog_path(notebook, language), template(notebook, language), sort_output=False)


def _updated(path: Path, fresh: Catalog, **layout: bool) -> Path:
    """Merge the template ``fresh`` into the catalog at ``path`` (Babel's update: changed English turns fuzzy)."""
    if path.exists():
        catalog = read_catalog(path)
        catalog.update(fresh, update_header_comment=False)
    else:
        catalog = fresh
    catalog.fuzzy = False
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as stream:
        write_po(stream, catalog, width=100, ignore_obsolete=True, **layout)
    return path


def problems(notebook: Path, language: str) -> dict[str, int]:
    """Return how many entries of ``notebook``'s catalog are missing, untranslated and fuzzy.

    A translated code text that cannot stand in the code (its ``{…}`` fields changed, its literal
    broken) is counted as "broken", a key present only when there is one (``code_problems`` says which).
    """
    path = catalog_path(notebook, language)
    wanted = [(message.id, message.context) for message in template(notebook, language) if message.id]
    if not path.exists():
        return {"missing": len(wanted), "untranslated": 0, "fuzzy": 0}
    catalog = read_catalog(path)
    counts = {"missing": 0, "untranslated": 0, "fuzzy": 0}
    for block, context in wanted:
        message = catalog.get(block, context)
        if message is None:
            counts["missing"] += 1
        elif message.fuzzy:
            counts["fuzzy"] += 1
        elif not message.string:
            counts["untranslated"] += 1
    broken = len(code_problems(notebook, catalog))
    return {**counts, "broken": broken} if broken else counts


def code_problems(notebook: Path, catalog: Catalog) -> list[str]:
    """Return a sentence for each translated code entry of ``notebook`` that cannot stand in the code."""
    book = nbformat.read(notebook, as_version=4)
    cells = [cell.source for cell in book.cells if cell.cell_type == "code"]
    said = []
    for strings in code_strings(cells):
        for string in strings:
            message = catalog.get(string.text, CODE)
            if message is not None and message.string and not message.fuzzy:
                try:
                    translated_code(string, message.string)
                except ValueError as problem:
                    said.append(str(problem))
    return said


def translated_notebook(notebook: Path, language: str) -> nbformat.NotebookNode:
    """Return ``notebook`` with its markdown translated, its code cells the same and no outputs."""
    catalog = read_catalog(catalog_path(notebook, language))
    book = nbformat.read(notebook, as_version=4)
    code = [cell for cell in book.cells if cell.cell_type == "code"]
    for cell, strings in zip(code, code_strings([cell.source for cell in code])):
        cell.source = translated_cell(cell.source, strings,
                                      lambda string: _translation(catalog, string.text, notebook, CODE))
    for cell in book.cells:
        if cell.cell_type == "markdown":
            cell.source = "".join((_translation(catalog, block, notebook) if translatable(block) else block) + separator
                                  for block, separator in blocks(cell.source))
        elif cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    book.metadata["gamekit"] = {**book.metadata.get("gamekit", {}), "language": language}
    return book


def _translation(catalog: Catalog, block: str, notebook: Path, context: str | None = None) -> str:
    message = catalog.get(block, context)
    if message is None or message.fuzzy or not message.string:
        raise ValueError(f"the catalog of {notebook.name} has no finished translation of: {block[:60]!r}")
    return message.string


def build(notebook: Path, language: str) -> Path:
    """Write the translated ``notebook`` into ``notebooks-LANGUAGE/``; return its path."""
    target = ROOT / f"notebooks-{language}" / notebook.relative_to(SOURCE)
    target.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(translated_notebook(notebook, language), target)
    return target


def main(arguments: list[str]) -> int:
    if not arguments or arguments[0] not in {"extract", "check", "build"}:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    command, rest = arguments[0], [a for a in arguments[1:] if a != "--finished"]
    finished_only = "--finished" in arguments
    language = rest.pop(0) if rest and rest[0] in LANGUAGES else "hu"
    package = not rest or "gamekit" in rest
    chosen = [Path(name).resolve() for name in rest if name != "gamekit"] or ([] if rest else notebooks())
    failed = []
    if package and command == "extract":
        print(extract_package(language).relative_to(ROOT))
    elif package and command == "check":
        counts = package_problems(language)
        if any(counts.values()):
            failed.append(PACKAGE)
            print(f"{package_catalog_path(language).relative_to(ROOT)}: "
                  + ", ".join(f"{n} {what}" for what, n in counts.items() if n))
    for notebook in chosen:
        if command == "extract":
            print(extract(notebook, language).relative_to(ROOT))
        elif command == "check":
            counts = problems(notebook, language)
            if any(counts.values()):
                failed.append(notebook)
                print(f"{notebook.relative_to(SOURCE)}: " + ", ".join(f"{n} {what}" for what, n in counts.items() if n))
                if counts.get("broken"):
                    catalog = read_catalog(catalog_path(notebook, language))
                    for sentence in code_problems(notebook, catalog):
                        print(f"  {sentence}")
        else:
            counts = problems(notebook, language)
            if any(counts.values()):
                if not finished_only:
                    failed.append(notebook)
                print(f"{notebook.relative_to(SOURCE)}: not built, its catalog is not finished", file=sys.stderr)
            else:
                print(build(notebook, language).relative_to(ROOT))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
