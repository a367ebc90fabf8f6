"""The package layering, read from the source with ``ast`` (every import counts, as in
tests/test_boundaries.py): each module of ``bot/`` and ``cogs/`` belongs to one layer and
imports only from its own layer or the ones below; no two packages import each other, even
through others. From the bottom:

- engine: the pure rules (``bot.engine``);
- foundation: what every layer reads — errors, content files, catalogues, logs, shards, the clock;
- players: the computer players (``bot.players``), pure functions of a seat's knowledge;
- store: the SQL (``bot.store``);
- service: settings, the game service, moderation, computer seats, metrics;
- adapter: Discord (``cogs``): it is handed what it needs (``cogs.game.services``);
- root: the composition root — the bot (``bot.app``), the registry (``bot.games``), ``python -m bot``;
- tools: what runs beside the bot on the same registry and database (migrate, backup, …).

The database tools stay light: ``python -m bot.migrate`` loads neither discord nor Pillow.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from tests.test_boundaries import ROOT, imported_modules, module_name

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("engine", ("bot.engine",)),
    (
        "foundation",
        ("bot.errors", "bot.content", "bot.logs", "bot.shards", "bot.clock", "bot.heartbeat", "bot.i18n", "bot.skill"),
    ),
    ("players", ("bot.players",)),
    ("store", ("bot.store",)),
    ("service", ("bot.config", "bot.service", "bot.moderation", "bot.computers", "bot.metrics", "bot.rematch")),
    ("adapter", ("cogs",)),
    ("root", ("bot.app", "bot.games", "bot.__main__")),
    ("tools", ("bot.migrate", "bot.backup", "bot.restore", "bot.health", "bot.docs_pictures")),
)
RANK = {name: rank for rank, (name, _) in enumerate(LAYERS)}


def layer_of(module: str) -> str | None:
    """The layer whose longest prefix names ``module``; None outside bot/ and cogs/ (or a
    module nobody placed yet)."""
    best: tuple[int, str] | None = None
    for name, prefixes in LAYERS:
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and (best is None or len(prefix) > best[0]):
                best = (len(prefix), name)
    return None if best is None else best[1]


def package_of(module: str, packages: set[str]) -> str:
    """A subpackage (``bot.store``, ``cogs.game``, ``bot.engine.grimm``) is one node; a module
    directly in ``bot/`` or ``cogs/`` is a node of its own (``bot/`` holds several layers)."""
    parts = module.split(".")
    for end in range(len(parts), 1, -1):
        candidate = ".".join(parts[:end])
        if candidate in packages and end > 1:
            return candidate
    return module


def project_modules() -> dict[str, Path]:
    """Every module of bot/ and cogs/ but ``bot`` itself: an empty file that only makes
    ``bot`` a package (``cogs``' own says what the adapter is: the adapter's)."""
    found = {module_name(p): p for top in ("bot", "cogs") for p in sorted((ROOT / top).rglob("*.py"))}
    assert found.pop("bot").read_text(encoding="utf-8") == ""
    return found


def import_graph(modules: Mapping[str, Path]) -> dict[str, set[str]]:
    """module → the project modules it imports (``from a import b`` counts as importing the
    module ``a.b`` when there is one, else ``a``)."""
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        found: set[str] = set()
        for _, name in imported_modules(path.read_text(encoding="utf-8"), module, path.name == "__init__.py"):
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != module:
                found.add(name)
        graph[module] = found
    return graph


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected components with more than one node (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def package_graph(graph: Mapping[str, set[str]]) -> dict[str, set[str]]:
    packages = {m for m, path in project_modules().items() if path.name == "__init__.py"}
    result: dict[str, set[str]] = {}
    for module, targets in graph.items():
        source = package_of(module, packages)
        edges = result.setdefault(source, set())
        edges |= {t for t in (package_of(m, packages) for m in targets) if t != source}
    return result


MODULES = project_modules()
GRAPH = import_graph(MODULES)


def test_every_module_has_a_layer() -> None:
    assert [m for m in MODULES if layer_of(m) is None] == []


def test_no_module_imports_from_a_higher_layer() -> None:
    upward = [
        f"{module} ({layer_of(module)}) imports {target} ({layer_of(target)})"
        for module, targets in sorted(GRAPH.items())
        for target in sorted(targets)
        if RANK[layer_of(target) or ""] > RANK[layer_of(module) or ""]
    ]
    assert upward == []


def test_no_two_packages_import_each_other() -> None:
    assert cycles(package_graph(GRAPH)) == []


def test_the_checks_see_a_cycle_and_an_upward_import() -> None:
    """The checkers themselves, on a made-up graph."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    assert layer_of("cogs.game.table") == "adapter"
    assert layer_of("bot.store.games") == "store"
    assert layer_of("bot.games") == "root"
    assert RANK["adapter"] > RANK["service"] > RANK["store"] > RANK["engine"]


@pytest.mark.parametrize("tool", ["bot.migrate"])
def test_a_database_tool_loads_neither_discord_nor_pillow(tool: str) -> None:
    probe = (
        f"import sys, {tool}\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'discord', 'PIL', 'aiohttp'}))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
