"""The package's shape (docs/CONVENTIONS.md): no two modules import each other, directly
or through others, inside functions too (grimp reads every import); no package holds
more than about 15 modules. The layering between packages is import-linter's
(``lint-imports``, [tool.importlinter] in pyproject.toml; ``make test`` runs it)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

grimp = pytest.importorskip("grimp")  # installed with import-linter (the dev extra)

PACKAGE = Path(__file__).resolve().parents[2] / "automatch"
KNOWN: set[frozenset[str]] = set()  # no circle is allowed
MAX_MODULES = 15


def _cycles(graph) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[frozenset[str]] = []
    counter = iter(range(1 << 30))
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))

    def visit(v: str) -> None:
        index[v] = low[v] = next(counter)
        stack.append(v)
        on.add(v)
        for w in graph.find_modules_directly_imported_by(v):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(frozenset(comp))

    for m in sorted(graph.modules):
        if m not in index:
            visit(m)
    return out


def test_no_module_imports_itself_through_others():
    graph = grimp.build_graph("automatch")
    assert [sorted(c) for c in _cycles(graph) if c not in KNOWN] == []


def test_a_deliberate_circle_inside_functions_is_found():
    graph = grimp.build_graph("automatch")
    graph.add_import(importer="automatch.ir.loops", imported="automatch.ir.program")
    assert any({"automatch.ir.loops", "automatch.ir.program"} <= c for c in _cycles(graph))


def test_no_package_holds_more_than_about_15_modules():
    sizes = {}
    for init in PACKAGE.rglob("__init__.py"):
        mods = [p for p in init.parent.glob("*.py") if p.name != "__init__.py"]
        sizes[str(init.parent.relative_to(PACKAGE.parent))] = len(mods)
    assert {k: n for k, n in sizes.items() if n > MAX_MODULES} == {}
