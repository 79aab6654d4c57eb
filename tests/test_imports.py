"""The package's modules import each other without cycles and meet at public names."""
import ast
import pathlib

import networkx as nx

ROOT = pathlib.Path(__file__).resolve().parents[1] / "gamekit"


def _module(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports() -> tuple[nx.DiGraph, list[tuple[str, str, str]]]:
    """Return the graph of gamekit's imports (function-level ones too) and the underscore names imported."""
    modules = {_module(p): p for p in ROOT.rglob("*.py")}
    graph, private = nx.DiGraph(), []
    graph.add_nodes_from(modules)
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                candidates = [target] + [f"{target}.{a.name}" for a in node.names]
                if target in modules:
                    private += [(name, target, a.name) for a in node.names
                                if a.name.startswith("_") and not a.name.startswith("__")]
            elif isinstance(node, ast.Import):
                candidates = [a.name for a in node.names]
            else:
                continue
            graph.add_edges_from((name, t) for t in candidates if t in modules and t != name)
    return graph, private


def test_gamekit_has_no_import_cycles():
    graph, _ = _imports()
    assert len(graph) > 40                       # the walk found the package
    assert list(nx.simple_cycles(graph)) == []


def test_the_walk_would_see_a_cycle():
    graph, _ = _imports()
    graph.add_edge("gamekit.theory.arithmetic", "gamekit.theory.game")   # game imports arithmetic
    assert list(nx.simple_cycles(graph))


def test_modules_meet_at_public_names():
    """No module imports another's underscore name outside its own subpackage."""
    _, private = _imports()
    assert len(list(ROOT.rglob("*.py"))) > 40
    crossing = [(m, t, n) for m, t, n in private if m.rpartition(".")[0] != t.rpartition(".")[0]]
    assert crossing == []


def test_the_layers_hold():
    """import-linter's contracts (pyproject.toml): a layer imports only the layers below it."""
    import subprocess
    import sys

    lint = pathlib.Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint)], cwd=ROOT.parent, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:]
    assert "0 broken" in result.stdout
