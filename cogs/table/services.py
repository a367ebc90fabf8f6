"""What the adapter is given: one typed object, built once by the composition root
(``MasqueradeBot.setup_hook``) and handed to every cog's constructor, and the bot that
carries it. The adapter declares here what it needs; it never imports the root."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord.ext import commands

from bot.core.clock import TimerClock
from bot.core.config import Settings
from bot.core.logs import RepeatedLines
from bot.engine.core import Engine
from bot.i18n import Catalog
from bot.service.computers import Computers
from bot.service.games import GameService
from bot.service.hints import Hints
from bot.service.metrics import Metrics
from bot.service.moderation import Moderation
from bot.service.tutorials import TutorialService
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.guilds import GuildSettingsStore, UserPrefsStore
from bot.store.nights import NightStore
from bot.store.stats import StatsStore

if TYPE_CHECKING:
    from cogs.table.open_panels import OpenPanels
    from cogs.table.presentation import GamePresentation
    from cogs.table.replays import Replays
    from cogs.table.spectators import Spectators
    from cogs.table.table import Table
    from cogs.table.threads import ThreadTables

__all__ = ["Additions", "GameBot", "Services"]

T = TypeVar("T")


@dataclass(slots=True)
class Additions:
    """What other extensions add to the table's work. It is kept with the services, not on a
    cog, so that reloading the table's extension keeps it."""

    # Their persistent components: theirs to answer, never "out of date" to the table.
    items: list[type[discord.ui.DynamicItem[Any]]] = field(default_factory=list)
    # More work for each run of the timer loop, each given the loop's "now"; one hook's
    # failure holds up neither the others nor the table's timers.
    timer_hooks: list[Callable[[float], Awaitable[None]]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Services:
    settings: Settings
    # The bot's one "now" (the service has the same): timers, the outbox, open panels; and
    # every pause the adapter takes waits on it (board edits, retries, computer players).
    clock: TimerClock
    catalog: Catalog
    games: Mapping[str, Engine[Any, Any, Any]]
    service: GameService
    moderation: Moderation
    computers: Computers  # computer seats: adding, replacing, practice tables, their moves
    hints: Hints  # the 💡 in a player's panel: the sharp player's move for their seat, and why
    store: GameStore  # the outbox and the timers' reads (the table and the timer loop)
    guild_settings: GuildSettingsStore
    prefs: UserPrefsStore
    stats: StatsStore
    presentations: Mapping[str, GamePresentation]  # how each game is drawn, by id, in registry order
    game_storage: Mapping[str, object]  # each game's private storage (``GamePlugin.storage``), by id
    table: Table
    panels: OpenPanels  # players' open panels, edited when they are next asked something
    replays: Replays  # finished games' replays, the most recently opened kept
    metrics: Metrics  # counted whether or not METRICS_PORT serves them
    refusals: RepeatedLines  # refusals logged at most once a minute per kind, with a count
    threads: ThreadTables  # tables in threads: their lines, their threads kept active, put away
    spectators: Spectators  # people who do not play following a table's public view, privately
    nights: NightStore  # game nights: hubs, their tables and scoreboards, planned nights
    tutorials: TutorialService  # /game learn: each person's guided first game of each game
    additions: Additions = field(default_factory=Additions)  # other extensions' items and timer work

    @property
    def first_game(self) -> str:
        """The game offered first (the registry's first line): what a command that may name a
        game assumes when nothing says which."""
        return next(iter(self.presentations))

    def rules(self, game: str, kind: type[T]) -> T:
        """``game``'s rules, as the type the game's own code knows them by (its content)."""
        found = self.games[game]
        if not isinstance(found, kind):
            raise TypeError(f"the game {game!r} is played by a {type(found).__name__}, not a {kind.__name__}")
        return found

    def storage(self, game: str, kind: type[T]) -> T:
        """``game``'s private storage, as the type the game's own code knows it by."""
        found = self.game_storage[game]
        if not isinstance(found, kind):
            raise TypeError(f"the game {game!r} keeps a {type(found).__name__}, not a {kind.__name__}")
        return found


class GameBot(commands.Bot):
    """The bot the adapter runs in: discord.py's bot carrying the :class:`Services` it was
    built with (the composition root's ``MasqueradeBot`` is one)."""

    services: Services
    catalog: Catalog  # set before the services: the table's picture worker starts with it
    db: Database  # the timer loop says when its file goes away under the running bot
