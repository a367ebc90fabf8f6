"""The games this bot offers: the registry of game plugins, two lines per game (the import of
its ``PLUGIN`` and its place in :data:`PLUGINS`).

Everything else — the engines, the slash-command choices, the DynamicItems, the forms and
the presentation — is derived from :data:`PLUGINS`. Extra plugins (a game used only by the
tests) can be named at start-up by dotted module path in ``MN_EXTRA_GAMES`` (comma-separated);
each such module exposes ``PLUGIN``.

Reading the registry loads neither discord nor Pillow (see :mod:`cogs.table.plugin`): the
database tools read it too.
"""

from __future__ import annotations

import importlib
import os
from typing import Any

from bot.engine.core import Engine
from bot.engine.tutorial import Tutorial
from bot.i18n import Catalog
from bot.players.base import LEVELS
from bot.service.computers import read_names
from bot.store.db import GameMigrations
from cogs.grimm.plugin import PLUGIN as GRIMM
from cogs.mascarade.plugin import PLUGIN as MASCARADE
from cogs.suspicion.plugin import PLUGIN as SUSPICION
from cogs.table.plugin import GamePlugin

__all__ = [
    "EXTRA_GAMES_ENV",
    "PLUGINS",
    "RegistryError",
    "computer_names",
    "game_migrations",
    "load_catalog",
    "load_games",
    "load_plugins",
    "load_tutorials",
]

EXTRA_GAMES_ENV = "MN_EXTRA_GAMES"

MAX_GAMES = 25  # a slash-command option offers at most 25 choices

# One entry per game (and its import above); order is the order the commands offer them in.
PLUGINS: tuple[GamePlugin, ...] = (MASCARADE, GRIMM, SUSPICION)


class RegistryError(RuntimeError):
    """A plugin the registry refuses at start-up (duplicate id, some levels of computer
    players only, or beyond Discord's limits)."""


def load_plugins(extra: str | None = None) -> tuple[GamePlugin, ...]:
    """The registered plugins plus the modules named in ``extra`` (comma-separated; by
    default ``MN_EXTRA_GAMES``), checked."""
    listed = os.environ.get(EXTRA_GAMES_ENV, "") if extra is None else extra
    names = [n.strip() for n in listed.split(",") if n.strip()]
    plugins = (*PLUGINS, *(_extra(name) for name in names))
    ids = [p.id for p in plugins]
    if len(set(ids)) != len(ids):
        raise RegistryError(f"two game plugins share an id: {ids}")
    if len(plugins) > MAX_GAMES:
        raise RegistryError(f"{len(plugins)} games, but a slash command offers at most {MAX_GAMES} choices")
    for plugin in plugins:
        # The lobby, /game practice and /game replace offer every level for a game that has
        # computer players at all.
        if plugin.players and set(plugin.players) != set(LEVELS):
            raise RegistryError(
                f"game {plugin.id!r} has computer players of the levels {sorted(plugin.players)}; "
                f"a game has every level ({', '.join(LEVELS)}) or none"
            )
    return plugins


def load_games(plugins: tuple[GamePlugin, ...] | None = None) -> dict[str, Engine[Any, Any, Any]]:
    """Build every engine (from its content file); a malformed file stops start-up with
    the reason. (Whether Discord can show each game is checked when the bot is built.)"""
    games: dict[str, Engine[Any, Any, Any]] = {}
    for plugin in load_plugins() if plugins is None else plugins:
        rules = plugin.rules()
        if rules.id != plugin.id:
            raise RegistryError(f"plugin {plugin.id!r} built the engine {rules.id!r}")
        games[rules.id] = rules
    return games


def load_catalog(plugins: tuple[GamePlugin, ...] | None = None) -> Catalog:
    """The shared catalogues with every game's own."""
    chosen = load_plugins() if plugins is None else plugins
    return Catalog(extra=[p.catalog_dir for p in chosen if p.catalog_dir is not None])


def computer_names(plugins: tuple[GamePlugin, ...] | None = None) -> dict[str, dict[str, list[str]]]:
    """The names each game's computer players take, per locale, by game id (a game that
    names none is left out: its computer players take plain names)."""
    chosen = load_plugins() if plugins is None else plugins
    return {p.id: read_names(p.computer_names) for p in chosen if p.computer_names is not None}


def game_migrations(plugins: tuple[GamePlugin, ...] | None = None) -> list[GameMigrations]:
    """The migrations of every game's private tables, for ``open_database``."""
    chosen = load_plugins() if plugins is None else plugins
    return [GameMigrations(p.id, p.migrations) for p in chosen if p.migrations is not None]


def load_tutorials(plugins: tuple[GamePlugin, ...] | None = None) -> dict[str, Tutorial]:
    """Every game's tutorial (``/game learn``), by game id (a game without one is left out)."""
    chosen = load_plugins() if plugins is None else plugins
    return {p.id: p.tutorial() for p in chosen if p.tutorial is not None}


def _extra(name: str) -> GamePlugin:
    plugin = getattr(importlib.import_module(name), "PLUGIN", None)
    if not isinstance(plugin, GamePlugin):
        raise RegistryError(f"{EXTRA_GAMES_ENV}: module {name!r} has no PLUGIN")
    return plugin
