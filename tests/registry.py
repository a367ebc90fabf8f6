"""Every game the tests play: the registry's, the tests' own fourth game (tests/fourth_game)
and any other named in ``MN_EXTRA_GAMES``, registered the way a deployment adds one (by
naming its plugin module). An "every game" test derives its list from here, so a new game
is tested the day it is registered."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from bot.boot.registry import EXTRA_GAMES_ENV, computer_names, load_catalog, load_games, load_plugins
from bot.engine.conformance import GameHooks
from bot.engine.core import ActionModel, BaseState, Engine, Event
from bot.players.base import ComputerPlayer, Level, Levels
from bot.players.base import computer_move as play
from cogs.table.plugin import GamePlugin

__all__ = [
    "CATALOG",
    "EXTRA_GAMES",
    "FOURTH_GAME",
    "NAMES",
    "PLAYERS",
    "PLUGINS",
    "RULES",
    "computer_move",
    "hooks_for",
    "player_for",
    "plugin",
]

FOURTH_GAME = "tests.fourth_game.plugin"
EXTRA_GAMES = ",".join(dict.fromkeys(filter(None, [*os.environ.get(EXTRA_GAMES_ENV, "").split(","), FOURTH_GAME])))
PLUGINS: tuple[GamePlugin, ...] = load_plugins(EXTRA_GAMES)
RULES: dict[str, Engine[Any, Any, Any]] = load_games(PLUGINS)
#: The shared catalogues with every game's own (each test may share it: a Catalog is read-only).
CATALOG = load_catalog(PLUGINS)
#: The names of every game's computer players that has its own, per locale, by game id.
NAMES = computer_names(PLUGINS)
#: The computer players of every game that has some, by game id.
PLAYERS: dict[str, Levels] = {p.id: p.players for p in PLUGINS if p.players}


def plugin(game: str) -> GamePlugin:
    return next(p for p in PLUGINS if p.id == game)


def hooks_for(game: str) -> GameHooks:
    """What the conformance harness knows of ``game`` beyond the engine contract: its
    plugin's hooks, or the generic checks alone when it names none."""
    load = plugin(game).conformance
    return GameHooks() if load is None else load()


def player_for(rules: Engine[Any, Any, Any], level: Level) -> ComputerPlayer:
    """The player of ``level`` for the game ``rules`` plays, from its plugin."""
    return PLAYERS[rules.id][level](rules)


def computer_move(
    rules: Engine[Any, Any, Any], level: Level, state: BaseState, seat: int, events: Sequence[Event]
) -> ActionModel:
    """The move the bot's player of ``level`` makes for ``seat`` now."""
    return play(player_for(rules, level), rules, state, seat, events)
