"""The package's import graph has no cycle: arrows point one way (ARCHITECTURE.md).

The graph is read from the source with ``ast``: every module's top-level imports (those run when the
module is imported; ``if TYPE_CHECKING:`` blocks excluded) of other ``ireval_teach`` modules, importing
``a.b.c`` also importing its packages ``a.b`` and ``a``. Imports inside functions are deferred and not
part of the import order; the one that made the cycle (``Trace.plot`` importing the displays) is gone
everywhere in ``trace.py``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import ireval_teach

ROOT = Path(ireval_teach.__file__).parent


def _modules() -> dict[str, Path]:
    out = {}
    for p in ROOT.rglob("*.py"):
        rel = p.relative_to(ROOT.parent).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or \
        (isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def _top_level_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []

    def walk(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found.append(node)
            elif isinstance(node, ast.If) and not _is_type_checking(node):
                walk(node.body)
                walk(node.orelse)
            elif isinstance(node, ast.Try):
                walk(node.body)
                for h in node.handlers:
                    walk(h.body)
                walk(node.orelse)
                walk(node.finalbody)

    walk(tree.body)
    return found


def _targets(mod: str, is_pkg: bool, node: ast.Import | ast.ImportFrom, known: set[str]) -> set[str]:
    names: list[str] = []
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        if node.level:
            base = mod.split(".") if is_pkg else mod.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        names = [prefix] + [f"{prefix}.{a.name}" for a in node.names]
    out = set()
    for n in names:
        parts = n.split(".")
        for i in range(1, len(parts) + 1):            # importing a.b.c runs a, a.b and a.b.c
            candidate = ".".join(parts[:i])
            if candidate in known:
                out.add(candidate)
    return out


def import_graph() -> dict[str, set[str]]:
    mods = _modules()
    known = set(mods)
    graph: dict[str, set[str]] = {}
    for mod, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_pkg = path.name == "__init__.py"
        edges: set[str] = set()
        for node in _top_level_imports(tree):
            edges |= _targets(mod, is_pkg, node, known)
        edges.discard(mod)
        # a package's own __init__ runs before its submodules: that edge is the import order, not a cycle
        graph[mod] = {e for e in edges if not mod.startswith(e + ".")}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def test_the_package_has_no_import_cycle():
    graph = import_graph()
    assert len(graph) > 60 and "ireval_teach.measures" in graph["ireval_teach.trec.evaluator"]
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph) or [])


def test_the_cycle_finder_finds_a_cycle():
    """The check can fail: a graph with a loop is reported with the loop's path."""
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_traces_and_measures_import_no_display():
    """trace.py and the registry name no display module anywhere, not even inside a function: the
    displays register their drawing function with the traces (``set_display``), arrows point one way."""
    for path in [ROOT / "trace.py", *(ROOT / "measures").glob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [a.name for a in node.names]
                assert not any("display" in n or "widgets" in n for n in names), (path.name, ast.dump(node))
