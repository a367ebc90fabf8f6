"""The Bot subclass: the composition root. ``__init__`` sets plain attributes; all async
set-up (database, migrations, extensions, command sync) happens in ``setup_hook``."""

from __future__ import annotations

import asyncio
import gc
import hashlib
import json
import logging
import time
from typing import Any

import discord
from discord.ext import commands

from bot.boot.gateway import GatewayWatch
from bot.boot.registry import (
    RegistryError,
    computer_names,
    game_migrations,
    load_catalog,
    load_games,
    load_plugins,
    load_tutorials,
)
from bot.boot.session_starts import SessionStarts
from bot.core.clock import WALL_CLOCK, TimerClock
from bot.core.config import ConfigError, Settings
from bot.core.errors import os_words
from bot.core.heartbeat import Heartbeat, fallback_path
from bot.core.logs import RepeatedLines
from bot.engine.core import Engine
from bot.i18n.commands import CatalogTranslator
from bot.service.computers import Computers
from bot.service.games import GameService
from bot.service.hints import Hints
from bot.service.metrics import Metrics, MetricsServer
from bot.service.moderation import Moderation
from bot.service.tutorials import TutorialService
from bot.store.db import open_database
from bot.store.faults import Fault
from bot.store.games import GameStore
from bot.store.gauges import GaugeStore
from bot.store.guilds import GuildSettingsStore, UserPrefsStore
from bot.store.meta import MetaStore
from bot.store.nights import NightStore
from bot.store.stats import StatsStore
from bot.store.thread_tables import ThreadTableStore
from bot.store.tutorials import TutorialStore
from cogs.gamenight import NIGHT_ITEMS
from cogs.table.drawing import LAYOUT_SAID, RAQM
from cogs.table.extension import table_items
from cogs.table.items import custom_id_overlaps
from cogs.table.limits import check_limits
from cogs.table.open_panels import OpenPanels
from cogs.table.permissions import invite_url
from cogs.table.plugin import GamePlugin
from cogs.table.presentation import GamePresentation, undrawn
from cogs.table.replays import Replays
from cogs.table.services import GameBot, Services
from cogs.table.spectators import Spectators
from cogs.table.table import Table
from cogs.table.threads import ThreadTables

__all__ = ["EXTENSIONS", "MasqueradeBot", "ShardedMasqueradeBot", "checked_presentations", "load_checked_games"]

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.table.extension", "cogs.gamenight", "cogs.mod", "cogs.settings", "cogs.stats", "cogs.help")


class MasqueradeBot(GameBot):
    """The bot. ``MasqueradeBot(settings)`` is a :class:`ShardedMasqueradeBot` when the
    settings name shards: the same bot, only its gateway connections differ."""

    def __new__(cls, settings: Settings, clock: TimerClock = WALL_CLOCK) -> MasqueradeBot:
        # The class is chosen here so every caller (python -m bot, the tests, the benchmarks)
        # builds the bot one way and gets the sharded one exactly when the settings say so.
        if settings.shards is not None and not issubclass(cls, commands.AutoShardedBot):
            cls = ShardedMasqueradeBot
        return super().__new__(cls)

    def __init__(self, settings: Settings, clock: TimerClock = WALL_CLOCK) -> None:
        # The bot never joins a voice channel: discord.py's start-up warnings about the
        # missing voice libraries (PyNaCl, davey) would only be noise on a first start.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        # No privileged intents (no message content, no members): the guilds, and the guild
        # messages' events, which the table counts to keep the board in view.
        intents = discord.Intents.none()
        intents.guilds = True
        intents.guild_messages = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            # No members intent means no chunking to wait for: be ready soon after connecting.
            guild_ready_timeout=0.5,
            # Nothing pings unless a send names the users it means to ping.
            allowed_mentions=discord.AllowedMentions.none(),
            # Message events are only counted (cogs/table/table.py): none is kept in memory.
            max_messages=None,
            **_shard_options(settings),
        )
        self.settings = settings
        self.clock = clock  # the service's and the adapter's: one "now" for the whole bot
        self._ready_line: asyncio.Task[None] | None = None
        self.heartbeat = Heartbeat(settings.heartbeat, settings.heartbeat_seconds, clock=clock)
        if settings.database_url is None:
            self.heartbeat.update("database", str(settings.database_path))
        self.metrics = Metrics(settings.shards)
        shard_ids = settings.shards.ids if settings.shards is not None else (0,)
        self.gateway = GatewayWatch(self, shard_ids, self.heartbeat, clock)
        self.heartbeat.on_beat = self.gateway.poll
        self.session_starts = SessionStarts(self, self.heartbeat, clock, len(shard_ids))
        self._metrics_server: MetricsServer | None = None
        self.plugins = {p.id: p for p in load_plugins()}
        self.catalog = load_catalog(tuple(self.plugins.values()))

    async def setup_hook(self) -> None:
        games = load_checked_games(tuple(self.plugins.values()))
        # A crashed run's heartbeat names its database: a missing one is then worth a warning.
        witnesses = (self.settings.heartbeat, fallback_path(self.settings.heartbeat))
        migrations = game_migrations(tuple(self.plugins.values()))
        self.db = await open_database(self.settings.database, games=migrations, witnesses=witnesses)
        self.db.faults.clock = self.clock
        self.db.faults.on_change = self._storage_changed
        store = GameStore(self.db, self.settings.shards)
        service = GameService(store, games, clock=self.clock, counters=self.metrics)
        self.metrics.games_known(games)
        await self._rate_pending(service)
        moderation = Moderation(service)
        plugins = tuple(self.plugins.values())
        computers = Computers(service, {p.id: p.players for p in plugins}, computer_names(plugins))
        self.services = Services(
            settings=self.settings,
            clock=self.clock,
            catalog=self.catalog,
            games=games,
            service=service,
            moderation=moderation,
            computers=computers,
            hints=Hints(computers, {p.id: p.hints for p in plugins if p.hints is not None}),
            store=store,
            guild_settings=GuildSettingsStore(self.db),
            prefs=UserPrefsStore(self.db),
            stats=StatsStore(self.db),
            presentations=checked_presentations(tuple(self.plugins.values())),
            game_storage={p.id: p.storage(self.db) for p in self.plugins.values() if p.storage is not None},
            table=Table(self, store, service, moderation, self.clock),
            panels=OpenPanels(service, self.clock),
            replays=Replays(service),
            metrics=self.metrics,
            refusals=RepeatedLines(logging.getLogger("cogs.table.common"), self.clock),
            threads=ThreadTables(self, ThreadTableStore(self.db, self.settings.shards), self.clock),
            spectators=Spectators(service, self.clock),
            nights=NightStore(self.db, self.settings.shards),
            tutorials=TutorialService(
                TutorialStore(self.db), games, load_tutorials(tuple(self.plugins.values())), clock=self.clock
            ),
        )
        # How the pictures lay out text: without raqm, Indic and Thai names are drawn unshaped.
        log.log(logging.INFO if RAQM else logging.WARNING, "pictures: %s", LAYOUT_SAID)
        await self.tree.set_translator(CatalogTranslator(self.catalog))
        for extension in EXTENSIONS:
            try:
                await self.load_extension(extension)
            except Exception:
                # One broken cog must not keep the others (and running games) down.
                log.exception("failed to load extension %s", extension)
        await self.sync_commands_if_changed()
        self._ready_line = asyncio.create_task(self._say_when_ready())
        # Set up: from now on a silent event loop is a hang (python -m bot.ops.health, systemd).
        self.heartbeat.start()
        if self.settings.metrics_port is not None:
            await self._serve_metrics(self.settings.metrics_host, self.settings.metrics_port)
        # Everything loaded so far (libraries, catalogues, content) lives for the whole run:
        # keep it out of the collector's generations so collections stay short (tail latency).
        gc.freeze()

    def _storage_changed(self, fault: Fault | None) -> None:
        """The storage's trouble, for the health check (None: it is over)."""
        self.heartbeat.update("storage", None if fault is None else {"cause": fault.cause, "since": fault.since})

    async def connect(self, *, reconnect: bool = True) -> None:
        """Connect once Discord's session-start allowance and the crashes before this run
        allow it (bot/boot/session_starts.py); the heartbeat already beats meanwhile."""
        await self.session_starts.before_connecting()
        if not self.is_closed():
            await super().connect(reconnect=reconnect)

    async def _rate_pending(self, service: GameService) -> None:
        """Rate the finished games no rating took in yet — after an upgrade, every game finished
        before ratings existed; after a kill, the one whose rating it interrupted — before this
        process can finish another, so they are rated in the order they finished."""
        began = time.perf_counter()
        rated = await service.ratings.rate_pending()
        if rated:
            log.info("rated %d finished games in %.1f s", rated, time.perf_counter() - began)

    async def _serve_metrics(self, host: str, port: int) -> None:
        gauges = GaugeStore(self.db, self.settings.shards)

        async def refresh() -> None:
            self.metrics.read_gateway(self.gateway.readings())  # before the database, which may be away
            await self.metrics.refresh(gauges)

        server = MetricsServer(self.metrics, refresh, host, port)
        try:
            await server.start()
        except OSError as exc:
            # A port taken by another program is a setting to change, told in one line.
            raise ConfigError(
                f"METRICS_PORT: cannot listen on {host}:{port} ({os_words(exc)}); set METRICS_PORT to a free "
                "port, or leave it empty."
            ) from None
        self._metrics_server = server

    async def sync_commands_if_changed(self) -> None:
        """Sync the command tree only when its translated payload changed since the last
        sync (Discord rate-limits syncs; most restarts change nothing)."""
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        translator = self.tree.translator
        assert translator is not None
        payload = [await c.get_translated_payload(self.tree, translator) for c in self.tree.get_commands(guild=guild)]
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        key = f"commands:{guild.id if guild else 'global'}:{self.application_id}"
        meta = MetaStore(self.db)
        if await meta.synced_commands(key) == digest:
            log.info("command tree unchanged; not syncing")
            return
        synced = await self.tree.sync(guild=guild)
        await meta.record_synced_commands(key, digest)
        log.info("synced %d commands %s", len(synced), f"to guild {guild.id}" if guild else "globally")

    async def _say_when_ready(self) -> None:
        """One line for whoever runs the bot: who it is, where, and how to invite it.

        A task awaiting readiness rather than an ``on_ready`` handler: that event fires on
        every reconnect, and discord.py dispatches it even when the bot closes right then."""
        await self.wait_until_ready()
        if self.user is None:
            return
        servers = len(self.guilds)
        shards = self.settings.shards
        where = "" if shards is None else f" (shards {','.join(map(str, shards.ids))} of {shards.count})"
        log.info(
            "Logged in as %s in %d %s%s — invite: %s",
            self.user,
            servers,
            "server" if servers == 1 else "servers",
            where,
            invite_url(self.application_id or self.user.id),
        )
        self.heartbeat.status(f"logged in as {self.user} in {servers} servers{where}")

    async def close(self) -> None:
        if self.user is not None:  # a start-up that never logged in says why in one line
            log.info("shutting down")
        try:
            await self.heartbeat.stop()
            if self._metrics_server is not None:
                await self._metrics_server.close()
            # The table first: its last sends and board edits need discord.py's HTTP
            # session, which closing the client ends.
            if self._ready_line is not None:
                self._ready_line.cancel()
            services = getattr(self, "services", None)
            if services is not None:
                await services.table.close()
                # A game that ended just now is rated before the database closes (one a
                # kill interrupts is rated at the next start).
                await services.service.ratings_settled()
            await super().close()
        finally:
            # Always close the database: its worker thread would otherwise keep the
            # process alive after SIGTERM.
            db = getattr(self, "db", None)
            if db is not None:
                await db.close()


class ShardedMasqueradeBot(MasqueradeBot, commands.AutoShardedBot):
    """The bot over ``SHARD_IDS`` of ``SHARD_COUNT`` shards: discord.py's AutoShardedBot keeps
    one gateway connection per shard in this process. Nothing else differs."""


def load_checked_games(plugins: tuple[GamePlugin, ...]) -> dict[str, Engine[Any, Any, Any]]:
    """Every game's engine, each checked to fit what Discord can show (its lobby's selects
    and buttons) and to draw what every game draws (its board's picture, the story of a
    game at its end): a game that does not stops start-up with the reason."""
    games = load_games(plugins)
    for plugin in plugins:
        if problem := check_limits(games[plugin.id], computers=bool(plugin.players)) or _undrawn(plugin):
            raise RegistryError(f"game {plugin.id!r}: {problem}")
    return games


def _undrawn(plugin: GamePlugin) -> str | None:
    """What the game's presentation leaves out of what every game draws, or None."""
    try:
        shown = plugin.presentation()
    except TypeError as exc:  # a GamePresentation built without a field it requires
        return f"its presentation cannot be built ({exc})"
    if missing := undrawn(shown):
        return (
            f"its presentation gives no {', '.join(missing)}: every game draws its board as a picture "
            "and tells the story of a game at its end (README, Adding a game)"
        )
    return None


def checked_presentations(plugins: tuple[GamePlugin, ...]) -> dict[str, GamePresentation]:
    """How each game is drawn, by id, once no two of the table's persistent components (the
    adapter's and every game's) could claim one custom_id: a click must reach the component
    that sent it, so an overlap stops start-up naming both."""
    presentations = {p.id: p.presentation() for p in plugins}
    # Every extension's persistent components share the bot's one custom_id space.
    if problem := custom_id_overlaps([*table_items(presentations.values()), *NIGHT_ITEMS]):
        raise RegistryError(f"custom ids overlap: {problem}")
    return presentations


def _shard_options(settings: Settings) -> dict[str, Any]:
    shards = settings.shards
    if shards is None:
        return {}
    return {"shard_count": shards.count, "shard_ids": list(shards.ids)}
