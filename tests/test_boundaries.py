"""The layers' import boundaries, read from the source with ``ast``.

Every import counts — at module level, inside a function, under ``TYPE_CHECKING``: each is a
dependency someone will follow when reading or changing the code.
- the engines (``bot/engine``, each game's ``cogs/<game>/rules``) import no discord, no storage,
  no service and no adapter; a game's rules nothing of its other layers nor of another game;
- the computer players (``bot/players``, each game's ``players/``) import the same nothing;
- the store (``bot/store``, a game's ``storage.py``) imports no engine, no discord and no table;
- the service layer (``bot/service``) imports no discord and no adapter;
- the adapter (``cogs``) reads the store's records openly (``bot.store.records``' GameRecord,
  Post…, ``bot.store.guilds``' GuildSettings) and calls the repositories the wiring hands it
  (the table's outbox and the timer loop's reads on ``GameStore``, a game's private storage), but
  never opens a database: no driver (``bot.store.sqlite``, ``bot.store.postgres``, aiosqlite,
  asyncpg), no copying, no ``open_database``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

GAMES = sorted(path.parent.name for path in (ROOT / "cogs").glob("*/rules"))
PURE = ("discord", "aiosqlite", "asyncpg", "bot.store", "bot.service", "cogs.table")


def _files(*patterns: str) -> list[Path]:
    return sorted(path for pattern in patterns for path in ROOT.glob(pattern))


def _game_rules(game: str) -> tuple[str, list[Path], tuple[str, ...]]:
    """A game's rules import the engine contract and themselves: nothing of the game's other
    layers, nor of another game."""
    others = tuple(f"cogs.{other}" for other in GAMES if other != game)
    layers = tuple(f"cogs.{game}.{layer}" for layer in ("presentation", "players", "plugin", "storage", "conformance"))
    return (f"{game} rules", _files(f"cogs/{game}/rules/**/*.py"), (*PURE, *others, *layers))


# (what is checked, the files, the modules they must not import)
RULES = [
    ("engine", _files("bot/engine/**/*.py"), (*PURE, "cogs")),
    *(_game_rules(game) for game in GAMES),
    ("players", _files("bot/players/**/*.py", "cogs/*/players/**/*.py"), PURE),
    ("store", _files("bot/store/**/*.py", "cogs/*/storage.py"), ("bot.engine", "discord", "cogs.table")),
    ("service", _files("bot/service/**/*.py"), ("discord", "cogs")),
    (
        "adapter",
        _files("cogs/**/*.py"),
        (
            "bot.store.sqlite",
            "bot.store.postgres",
            "bot.store.copying",
            "bot.store.db.open_database",
            "aiosqlite",
            "asyncpg",
        ),
    ),
]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(source: str, module: str, is_package: bool = False) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in ``source``, relative ones resolved;
    ``from a import b`` yields ``a.b`` too, since ``b`` may be a module."""
    found: list[tuple[int, str]] = []
    package = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package[: len(package) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return sorted(found)


def violations(source: str, module: str, banned: tuple[str, ...], is_package: bool = False) -> list[str]:
    return [
        f"{module}:{line} imports {name}"
        for line, name in imported_modules(source, module, is_package)
        if any(name == b or name.startswith(b + ".") for b in banned)
    ]


@pytest.mark.parametrize(("layer", "files", "banned"), RULES, ids=[r[0] for r in RULES])
def test_layer_imports_stay_inside_its_boundary(layer: str, files: list[Path], banned: tuple[str, ...]) -> None:
    assert files, f"no files found for the {layer}"
    found = [
        v
        for path in files
        for v in violations(path.read_text(encoding="utf-8"), module_name(path), banned, path.name == "__init__.py")
    ]
    assert found == [], f"the {layer} crosses its boundary:\n" + "\n".join(found)


def test_the_check_sees_every_kind_of_import() -> None:
    """The checker itself: a function-level import, one under TYPE_CHECKING, a relative one
    and a ``from package import module`` are all seen."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from bot.store.games import GameRecord\n"
        "def f():\n    import discord.ui\n"
        "from ..store import games\n"
        "from bot import store\n"
    )
    found = violations(source, "bot.engine.x", ("bot.store", "discord"))
    assert found == [
        "bot.engine.x:3 imports bot.store.games",
        "bot.engine.x:3 imports bot.store.games.GameRecord",
        "bot.engine.x:5 imports discord.ui",
        "bot.engine.x:6 imports bot.store",
        "bot.engine.x:6 imports bot.store.games",
        "bot.engine.x:7 imports bot.store",
    ]
