"""The package layering, read from the source with ``ast`` (every import counts, as in
tests/test_boundaries.py): each module of ``bot/`` and ``cogs/`` belongs to one layer and
imports only from its own layer or the ones below; no two packages import each other, even
through others. The tree shows the layers: ``bot/`` holds one folder per layer, and each game's
folder (``cogs/<game>/``) one per layer of its own. From the bottom:

- engine: the pure rules — the contract (``bot/engine``) and each game's (``cogs/<game>/rules``);
- foundation: what every layer reads — settings, errors, content files, logs, shards, the clock,
  the rating math (``bot/core``) and the catalogues (``bot/i18n``);
- players: the computer players, pure functions of a seat's knowledge (``bot/players``, each
  game's ``players/``);
- store: the SQL (``bot/store``, a game's private ``storage``);
- service: the game service, moderation, computer seats, rematches, metrics (``bot/service``);
- adapter: Discord (``cogs``): the shared table (``cogs/table``) is handed what it needs
  (``cogs.table.services``); each game's plugin, presentation and conformance hooks;
- root: the composition root — the bot, the registry of games (``bot/boot``), ``python -m bot``;
- tools: what runs beside the bot on the same registry and database (``bot/ops``: migrate, backup…).

The database tools stay light: ``python -m bot.ops.migrate`` loads neither discord nor Pillow.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from bot.boot.registry import PLUGINS
from tests.test_boundaries import ROOT, imported_modules, module_name

# A ``*`` stands for any one name: each game's folder has the same layers.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("engine", ("bot.engine", "cogs.*.rules")),
    ("foundation", ("bot.core", "bot.i18n")),
    ("players", ("bot.players", "cogs.*.players")),
    ("store", ("bot.store", "cogs.*.storage")),
    ("service", ("bot.service",)),
    ("adapter", ("cogs",)),
    ("root", ("bot.boot", "bot.__main__")),
    ("tools", ("bot.ops",)),
)
#: Each shipped game's folder: the package of the module its registry line imports.
GAME_FOLDERS = {
    name.rpartition(".")[0]
    for name, module in list(sys.modules.items())
    if name.startswith("cogs.") and any(getattr(module, "PLUGIN", None) is plugin for plugin in PLUGINS)
}
RANK = {name: rank for rank, (name, _) in enumerate(LAYERS)}


def _names(module: str, prefix: str) -> bool:
    """Whether ``prefix`` (``*``: any one name) is ``module`` or one of its parents."""
    parts, wanted = module.split("."), prefix.split(".")
    return len(parts) >= len(wanted) and all(w in ("*", p) for w, p in zip(wanted, parts, strict=False))


def layer_of(module: str) -> str | None:
    """The layer whose longest prefix names ``module``; None outside bot/ and cogs/ (or a
    module nobody placed yet)."""
    best: tuple[int, str] | None = None
    for name, prefixes in LAYERS:
        for prefix in prefixes:
            depth = prefix.count(".")
            if _names(module, prefix) and (best is None or depth > best[0]):
                best = (depth, name)
    return None if best is None else best[1]


def package_of(module: str, packages: set[str]) -> str:
    """A subpackage (``bot.store``, ``cogs.table``, ``cogs.grimm.rules``) is one node; a module
    directly in a folder that holds several layers (``bot/``, ``cogs/``, a game's folder: its
    plugin beside its private storage) is a node of its own."""
    parts = module.split(".")
    for end in range(len(parts), 1, -1):
        candidate = ".".join(parts[:end])
        if candidate in packages and end > 1 and (candidate not in GAME_FOLDERS or end == len(parts)):
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


def test_every_shipped_game_has_a_folder_of_its_own() -> None:
    assert {f"cogs.{plugin.id}" for plugin in PLUGINS} == GAME_FOLDERS


def test_the_checks_see_a_cycle_and_an_upward_import() -> None:
    """The checkers themselves, on a made-up graph."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    assert layer_of("cogs.table.table") == "adapter"
    assert layer_of("bot.store.games") == "store"
    assert layer_of("bot.boot.registry") == "root"
    assert layer_of("cogs.grimm.rules.flow") == "engine"
    assert layer_of("cogs.grimm.players.sharp") == "players"
    assert layer_of("cogs.grimm.presentation.board") == "adapter"
    assert layer_of("cogs.rules") == "adapter"
    assert RANK["adapter"] > RANK["service"] > RANK["store"] > RANK["engine"]


@pytest.mark.parametrize("tool", ["bot.ops.migrate"])
def test_a_database_tool_loads_neither_discord_nor_pillow(tool: str) -> None:
    probe = (
        f"import sys, {tool}\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'discord', 'PIL', 'aiohttp'}))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
