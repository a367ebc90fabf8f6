"""The games this bot offers: each engine built with its validated content from ``data/``."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from bot.content import read_content
from bot.engine import grimm, mascarade, suspicion
from bot.engine.core import Engine

__all__ = ["GAME_MODULES", "load_games"]

# Order is the order the lobby offers them in.
GAME_MODULES: tuple[ModuleType, ...] = (mascarade, grimm, suspicion)


def load_games() -> dict[str, Engine[Any, Any, Any]]:
    """Build every engine from its content file; a malformed file raises at start-up."""
    games: dict[str, Engine[Any, Any, Any]] = {}
    for module in GAME_MODULES:
        game_id = module.__name__.rsplit(".", 1)[-1]
        rules = module.Rules(read_content(game_id, module.Content))
        games[rules.id] = rules
    return games
