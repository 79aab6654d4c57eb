"""Cross-references of the API reference: every name a docstring mentions leads to where it is documented.

The reference documents each object once, in the module that defines it
(``gamekit.games.heaps.nim.Nim``), while a docstring may call it by the name a reader types
(``gamekit.Nim``, ``gk.Nim``), by a name of its own module or class (``Tantrum``, ``grundy``),
or through a subclass (``Bachet.grundy`` is ``Game.grundy``).  :func:`resolve` finds the object
such a name means, as ``tests/test_docstring_references.py`` reads it too; Sphinx's
``missing-reference`` event then links it to the one place where that very object is documented.

A name of another library (``numpy.ndarray``, ``pandas.DataFrame``) is shown as written, without
a link, once it is checked to name something that exists: the book is built offline, so there is
no inventory of those libraries to link to.  A name that resolves to nothing, or to an object of
gamekit that the reference does not document, stays a broken reference: with ``nitpicky`` and
``-W`` it fails the build.

The ``gamekit-namespace`` directive lists what ``import gamekit as gk`` gives, each name linked
to its documentation, grouped by the subpackage that defines it.
"""
from __future__ import annotations

import ast
import builtins
import functools
import importlib
import inspect
import re
import sys
from types import ModuleType
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

_MISSING = object()


def _walk(obj: Any, names: list[str]) -> Any:
    """Return ``obj.a.b…`` for ``names`` a, b, …, or _MISSING when an attribute is absent.

    A submodule not yet imported (``pandas.io.formats.style``) is imported on the way.
    """
    for name in names:
        try:
            obj = getattr(obj, name)
        except AttributeError:
            if not isinstance(obj, ModuleType):
                return _MISSING
            try:
                obj = importlib.import_module(f"{obj.__name__}.{name}")
            except ImportError:
                return _MISSING
        except Exception:          # a property that refuses to run on the class
            return _MISSING
    return obj


@functools.lru_cache(maxsize=None)
def _annotation_imports(module: ModuleType) -> dict[str, str]:
    """Return {name: dotted path} of what ``module`` imports under ``if TYPE_CHECKING:`` (for its annotations only)."""
    try:
        tree = ast.parse(inspect.getsource(module))
    except (OSError, TypeError, SyntaxError):
        return {}
    found = {}
    for block in tree.body:
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test):
            for statement in block.body:
                if isinstance(statement, ast.ImportFrom) and statement.module and not statement.level:
                    for alias in statement.names:
                        found[alias.asname or alias.name] = f"{statement.module}.{alias.name}"
                elif isinstance(statement, ast.Import):
                    for alias in statement.names:
                        found[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else \
                            alias.name.split(".")[0]
    return found


def resolve(target: str, module: ModuleType | None = None, owner: type | None = None) -> Any:
    """Return the object that the reference ``target`` names, read from ``module`` and class ``owner``.

    A dotted name is read from the top (the longest importable module, then attributes), then
    relative to ``owner`` and ``module``; ``gk.`` stands for ``gamekit.``; a single name may be a
    builtin.  Return ``_MISSING`` (this module's sentinel) when the name names nothing.
    """
    target = target.strip().removesuffix("()").lstrip("~.")
    if target.startswith("gk."):
        target = "gamekit." + target[3:]
    parts = target.split(".")
    for cut in range(len(parts), 0, -1):
        name = ".".join(parts[:cut])
        try:
            found = sys.modules.get(name) or importlib.import_module(name)
        except Exception:
            continue
        return _walk(found, parts[cut:])
    for base in ([owner] if owner is not None else []) + ([module] if module is not None else []):
        found = _walk(base, parts)
        if found is not _MISSING:
            return found
    if module is not None and parts[0] in (imported := _annotation_imports(module)):
        return resolve(".".join([imported[parts[0]], *parts[1:]]))
    if len(parts) == 1 and hasattr(builtins, parts[0]):
        return getattr(builtins, parts[0])
    return _MISSING


def missing(obj: Any) -> bool:
    """Whether :func:`resolve` found nothing."""
    return obj is _MISSING


def _is_gamekit(obj: Any) -> bool:
    """Whether ``obj`` is gamekit's own: a module, class or function of the package, or a member of one."""
    if isinstance(obj, ModuleType):
        return obj.__name__.split(".")[0] == "gamekit"
    if isinstance(obj, property):
        obj = obj.fget
    obj = getattr(obj, "__func__", obj)
    home = getattr(obj, "__module__", None) if (inspect.isclass(obj) or callable(obj)) else None
    if home is None:
        home = getattr(type(obj), "__module__", None)
    return isinstance(home, str) and home.split(".")[0] == "gamekit"


def _private(target: str) -> bool:
    """Whether the last part of a dotted name is private (``_Machine``)."""
    return target.rsplit(".", 1)[-1].startswith("_")


def _context(node: nodes.Element) -> tuple[ModuleType | None, type | None]:
    """Return the module and class a reference was written in (autodoc notes their names on it)."""
    module = sys.modules.get(node.get("py:module") or "")
    owner = _walk(module, node["py:class"].split(".")) if module and node.get("py:class") else None
    return module, owner if inspect.isclass(owner) else None


def _documented(app) -> dict[int, str]:
    """Return {id of object: its documented name} for every object of the Python domain, built once per build."""
    env = app.env
    cache = getattr(env, "_gamekit_documented", None)
    objects = env.get_domain("py").objects
    if cache is None or cache[0] != len(objects):
        table: dict[int, str] = {}
        for name in sorted(objects, key=len):
            obj = resolve(name)
            if not missing(obj):
                table.setdefault(id(obj), name)
        cache = (len(objects), table)
        env._gamekit_documented = cache
    return cache[1]


#: The words of numpydoc's type descriptions ("iterable of str", "int, optional", "str, default
#: 'auto'") that name no class of their own: each with what it stands for, checked to exist.
TYPE_WORDS = {"iterable": "collections.abc.Iterable", "sequence": "collections.abc.Sequence",
              "mapping": "collections.abc.Mapping", "hashable": "collections.abc.Hashable",
              "array_like": "numpy.typing.ArrayLike", "path-like": "os.PathLike", "optional": "None"}
VALUE = re.compile(r"""^(default\s.+|(['"]).*\2|-?\d+(\.\d+)?)$""")


def on_missing_reference(app, env, node, contnode):
    """Link a reference Sphinx did not find to where its object is documented; show an outside name as text."""
    if node.get("refdomain") != "py":
        return None
    target = node["reftarget"]
    if node.get("reftype") == "class" and not node.get("refexplicit"):
        if VALUE.match(target.strip("{} ")):    # a value in a type description: "auto", default 2, {"a", "b"}
            return contnode
        target = TYPE_WORDS.get(target, target)
    module, owner = _context(node)
    obj = resolve(target, module, owner)
    if missing(obj):
        return None
    plain = isinstance(obj, (bool, int, float, str, bytes, tuple, list, dict, set, frozenset))
    name = _documented(app).get(id(obj))
    if name is not None and plain and name.rsplit(".", 1)[-1] != target.rsplit(".", 1)[-1]:
        name = None                # an equal value documented under another name is not this one
    if name is None and _is_gamekit(obj) and _private(target) and node.get("reftype") == "class" \
            and not node.get("refexplicit"):
        return contnode            # a private helper class in a signature: nothing public to link to
    if name is None:
        return contnode if not plain and not _is_gamekit(obj) else None
    domain = env.get_domain("py")
    return domain.resolve_xref(env, node["refdoc"], app.builder, "obj", name, node, contnode)


class Namespace(SphinxDirective):
    """``.. gamekit-namespace::`` — what ``gk.`` gives, each name linked, grouped by where it is defined.

    Each group is a term of a definition list, its title, translated as the page's own words are
    (book/locale/); the list of its names beside it is code, left out of the catalogs.
    """

    GROUPS = [
        ("gamekit.theory", "Games in general, values, misère play"),
        ("gamekit.games.heaps", "Heap games"),
        ("gamekit.games.boards", "Board games"),
        ("gamekit.games.graphs", "Graph games"),
        ("gamekit.engines", "What the engines return (the period every heap game's period(max_n) proves)"),
        ("gamekit.play", "Play"),
        ("gamekit.atlas", "Census and atlas"),
        ("gamekit.course", "The notebook"),
        ("gamekit.core.language", "The language gamekit speaks"),
    ]

    def run(self) -> list[nodes.Node]:
        import gamekit

        rows: dict[str, list[str]] = {prefix: [] for prefix, _ in self.GROUPS}
        for name in gamekit.__all__:
            obj = getattr(gamekit, name)
            if name.startswith("_") or isinstance(obj, ModuleType):
                continue
            home = obj.__module__ if inspect.isclass(obj) or inspect.isfunction(obj) else None
            if home is None:       # a ready-made game or a constant: the module whose __all__ has it
                home = next(m.__name__ for m in list(sys.modules.values())
                            if isinstance(m, ModuleType) and m.__name__.startswith("gamekit.")
                            and name in getattr(m, "__all__", ()) and getattr(m, name, None) is obj
                            and not m.__name__.endswith(("gamekit.games", ".heaps", ".boards", ".graphs")))
            prefix = next((p for p, _ in self.GROUPS if home == p or home.startswith(p + ".")), None)
            if prefix is None:
                raise self.error(f"gk.{name} is defined in {home}, which no group of the namespace lists")
            rows[prefix].append(f":obj:`gk.{name} <gamekit.{name}>`")
        lines = []
        for prefix, title in self.GROUPS:
            if rows[prefix]:
                lines += [title, "   " + ", ".join(rows[prefix]), ""]
        container = nodes.container()
        source, _ = self.get_source_info()
        self.state.nested_parse(StringList(lines, source=source), self.content_offset, container)
        # a group's title is the page's text, translated with it (book/locale/); its names are code
        for definition in container.findall(nodes.definition):
            for paragraph in definition.findall(nodes.paragraph):
                paragraph["translatable"] = False
        return container.children


FOOTNOTE = re.compile(r"\[(\d+)\](?=_)|(?<=\.\. )\[(\d+)\]")


DEFINITION = re.compile(r"^(\s*)\.\. \[(\d+)\]\s*(.*)$")


def on_docstring(app, what, name, obj, options, lines) -> None:
    """Give the footnotes ``[1]`` of one docstring labels of their own: a page shows many docstrings.

    numpydoc's References are numbered from 1 in every docstring; on one page they would be the
    same targets.  A reference the docstring cites (``[1]_``) becomes an auto-numbered footnote
    labelled by the object's name, so the page numbers them in order and each citation leads to
    its own docstring's reference; one it only lists is an item of a list of works, without a
    number (its own "[3]" would be read as the page's footnote 3).
    """
    key = name.replace(".", "-")
    cited = {m.group(1) for line in lines for m in re.finditer(r"\[(\d+)\]_", line)}
    out: list[str] = []
    listed = False                     # the last line written is an item of a list of works
    i = 0
    while i < len(lines):
        m = DEFINITION.match(lines[i])
        if m and m.group(2) not in cited:
            if out and out[-1].strip() and not listed:
                out.append("")
            indent, text = m.group(1), [m.group(3)]
            i += 1
            while i < len(lines) and lines[i].strip() and len(lines[i]) - len(lines[i].lstrip()) > len(indent):
                text.append(lines[i].strip())
                i += 1
            out.append(f"{indent}- {' '.join(text)}")
            listed = True
            continue
        if listed and lines[i].strip():
            out.append("")
        listed = False
        out.append(FOOTNOTE.sub(lambda m: f"[#{key}-{m.group(1) or m.group(2)}]", lines[i]))
        i += 1
    lines[:] = out


def before_napoleon(app, what, name, obj, options, lines) -> None:
    """Keep an attribute's first sentence a sentence: napoleon would read ``text: more`` as ``type: description``.

    Napoleon takes the part before the first colon of a property's, attribute's or constant's
    docstring for its type ("Whether play can go on for ever: …" would become a type of four
    words).  gamekit's docstrings are sentences and a property's type is its annotation, so an
    empty type is written in front and the sentence stays whole.
    """
    if what in ("attribute", "data", "property") and lines and ":" in lines[0]:
        lines[0] = ": " + lines[0]


def setup(app):
    app.connect("missing-reference", on_missing_reference)
    app.connect("autodoc-process-docstring", before_napoleon, priority=400)
    app.connect("autodoc-process-docstring", on_docstring)
    app.add_directive("gamekit-namespace", Namespace)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
