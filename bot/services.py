"""What the adapter is given: one typed object, built once in ``MasqueradeBot.setup_hook``
and handed to every cog's constructor (the bot is not a service locator)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.clock import Clock
from bot.computers import Computers
from bot.config import Settings
from bot.engine.core import Engine
from bot.i18n import Catalog
from bot.metrics import Metrics
from bot.moderation import Moderation
from bot.service import GameService
from bot.store.games import GameStore
from bot.store.guilds import GuildSettingsStore, UserPrefsStore
from bot.store.stats import StatsStore

if TYPE_CHECKING:
    from cogs.game.open_panels import OpenPanels
    from cogs.game.plugin import GamePlugin
    from cogs.game.table import Table

__all__ = ["Services"]


@dataclass(frozen=True, slots=True)
class Services:
    settings: Settings
    clock: Clock  # the bot's one "now" (the service has the same): timers, the outbox, open panels
    catalog: Catalog
    games: Mapping[str, Engine[Any, Any, Any]]
    service: GameService
    moderation: Moderation
    computers: Computers  # computer seats: adding, replacing, practice tables, their moves
    store: GameStore  # the outbox and the timers' reads (the table and the timer loop)
    guild_settings: GuildSettingsStore
    prefs: UserPrefsStore
    stats: StatsStore
    plugins: Mapping[str, GamePlugin]
    game_storage: Mapping[str, object]  # each game's private storage (``GamePlugin.storage``), by id
    table: Table
    panels: OpenPanels  # players' open panels, edited when they are next asked something
    metrics: Metrics  # counted whether or not METRICS_PORT serves them
