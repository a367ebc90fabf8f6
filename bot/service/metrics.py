"""Prometheus metrics, opt-in with ``METRICS_PORT``: ``GET /metrics`` in the text format,
served by aiohttp on the bot's own event loop (a hung loop stops answering scrapes too).

Counted as they happen: interactions by kind and outcome, and how long each took to answer
(cogs/table/metering.py, from the one error ladder and the command tree's error handler),
storage trouble answered to players, games started, finished and abandoned, timed-out
decisions and computer moves, per game. Read at each scrape: live games by status and the
outbox's unsent posts (one query each, bot/store/gauges.py), each gateway connection's
state (connected, latency, seconds since Discord last sent anything). Every bot series
carries its ``shard`` (``0`` without sharding), so the processes of a sharded bot add up;
the process's own (``process_*``: memory, CPU, open files; ``python_*``) are
prometheus-client's standard collectors.

``deploy/grafana-dashboard.json`` graphs these names (tests/test_metrics.py checks that every
name it queries is here).
"""

from __future__ import annotations

import contextlib
import logging
import math
import re
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.gc_collector import GCCollector
from prometheus_client.platform_collector import PlatformCollector
from prometheus_client.process_collector import ProcessCollector

from bot.core.shards import Shards, shard_of
from bot.store.gauges import GaugeStore
from bot.store.records import LIVE

__all__ = ["GatewayReading", "Metrics", "MetricsServer"]

log = logging.getLogger(__name__)

# Discord drops an interaction not answered within 3 s; the ladder defers after 1.5 s.
ANSWER_BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0)


OTHER = "other"  # the kind of an interaction none of the bot's commands, items or forms takes


@dataclass(frozen=True, slots=True)
class GatewayReading:
    """One gateway connection at a scrape: whether it has a session, its heartbeat round
    trip (inf before the first), and seconds since Discord last sent anything on it."""

    shard: int
    connected: bool
    latency: float
    quiet: float | None


class Metrics:
    """The bot's series, in a registry of its own (several bots in one test process must
    not share counters), with the process's standard collectors."""

    def __init__(self, shards: Shards | None) -> None:
        self.shards = shards
        self.registry = CollectorRegistry()
        # Memory, CPU, open files; the interpreter and its garbage collector: what is graphed
        # first. prometheus-client registers these in its global registry only; ours gets its own.
        ProcessCollector(registry=self.registry)
        PlatformCollector(registry=self.registry)
        GCCollector(registry=self.registry)
        self._components: list[re.Pattern[str]] = []
        self.interactions = Counter(
            "masquerade_interactions",
            "Interactions handled, by kind (a command, or a component's prefix) and outcome",
            ["shard", "kind", "outcome"],
            registry=self.registry,
        )
        self.answer_seconds = Histogram(
            "masquerade_answer_seconds",
            "Time from an interaction's arrival to its answer (or its refusal) being sent",
            ["shard", "kind"],
            buckets=ANSWER_BUCKETS,
            registry=self.registry,
        )
        self.storage_errors = Counter(
            "masquerade_storage_errors",
            "Interactions answered 'nothing was changed' because of the database (busy, full, …)",
            ["shard", "kind"],
            registry=self.registry,
        )
        self.games = Gauge("masquerade_games", "Live games by status", ["shard", "status"], registry=self.registry)
        self.outbox_backlog = Gauge(
            "masquerade_outbox_unsent_posts",
            "Announcements planned but not yet confirmed by Discord",
            ["shard"],
            registry=self.registry,
        )
        self.gateway_latency = Gauge(
            "masquerade_gateway_latency_seconds",
            "The gateway's heartbeat round trip (no value while disconnected)",
            ["shard"],
            registry=self.registry,
        )
        self.gateway_connected = Gauge(
            "masquerade_gateway_connected",
            "1 while the gateway connection has a session (ready or resumed), else 0",
            ["shard"],
            registry=self.registry,
        )
        self.gateway_quiet = Gauge(
            "masquerade_gateway_last_event_seconds",
            "Seconds since Discord last sent anything on the gateway connection (events, heartbeat acks)",
            ["shard"],
            registry=self.registry,
        )
        self.games_started = Counter(
            "masquerade_games_started", "Games started (a lobby's Start)", ["shard", "game"], registry=self.registry
        )
        self.games_finished = Counter(
            "masquerade_games_finished",
            "Games played to their end (the rules named the winners)",
            ["shard", "game"],
            registry=self.registry,
        )
        self.games_abandoned = Counter(
            "masquerade_games_abandoned",
            "Started games that ended without being played out (a moderator's end, the last person leaving, "
            "the channel deleted)",
            ["shard", "game"],
            registry=self.registry,
        )
        self.timeouts = Counter(
            "masquerade_timeouts",
            "Decisions played by the game's timeout rule because a player's time ran out",
            ["shard", "game"],
            registry=self.registry,
        )
        self.computer_moves = Counter(
            "masquerade_computer_moves", "Moves made by computer players", ["shard", "game"], registry=self.registry
        )

        # The store's refusals exist from the start at 0, so that a rate() over them works
        # before the first one (others, if any, appear when they first happen).
        for shard in self._mine():
            for kind in ("busy", "full"):
                self.storage_errors.labels(str(shard), kind)

    def register_components(self, patterns: Iterable[re.Pattern[str]]) -> None:
        """The custom ids of the bot's own items and forms: an interaction carrying one is
        counted under its prefix, any other as :data:`OTHER`."""
        self._components.extend(patterns)

    def component_kind(self, custom_id: str) -> str:
        """``mn:a`` for a custom id one of the bot's items or forms takes, else ``other``."""
        if any(p.fullmatch(custom_id) for p in self._components):
            return ":".join(custom_id.split(":")[:2])
        return OTHER

    def shard(self, guild_id: int | None) -> str:
        """The shard label of a server's interaction (DMs come through shard 0)."""
        if self.shards is None or guild_id is None:
            return "0"
        return str(shard_of(guild_id, self.shards.count))

    def interaction(self, guild_id: int | None, kind: str, outcome: str, seconds: float | None = None) -> None:
        shard = self.shard(guild_id)
        self.interactions.labels(shard, kind, outcome).inc()
        if seconds is not None:
            self.answer_seconds.labels(shard, kind).observe(seconds)

    def storage_error(self, guild_id: int | None, kind: str) -> None:
        self.storage_errors.labels(self.shard(guild_id), kind).inc()

    # -- games (GameService's counters) --------------------------------------------------

    def started(self, guild_id: int, game: str) -> None:
        self.games_started.labels(self.shard(guild_id), game).inc()

    def finished(self, guild_id: int, game: str) -> None:
        self.games_finished.labels(self.shard(guild_id), game).inc()

    def abandoned(self, guild_id: int, game: str) -> None:
        self.games_abandoned.labels(self.shard(guild_id), game).inc()

    def timed_out(self, guild_id: int, game: str) -> None:
        self.timeouts.labels(self.shard(guild_id), game).inc()

    def computer_moved(self, guild_id: int, game: str) -> None:
        self.computer_moves.labels(self.shard(guild_id), game).inc()

    def games_known(self, games: Iterable[str]) -> None:
        """Every game's counters exist from the start at 0, so a rate() over them works
        before the first game."""
        for shard in self._mine():
            for game in games:
                for counter in (
                    self.games_started,
                    self.games_finished,
                    self.games_abandoned,
                    self.timeouts,
                    self.computer_moves,
                ):
                    counter.labels(str(shard), game)

    def _mine(self) -> Iterable[int]:
        return (0,) if self.shards is None else self.shards.ids

    def read_gateway(self, readings: Iterable[GatewayReading]) -> None:
        """Each connection's state now. The latency of a connection without a session is
        removed, not kept: a last value would claim a connection that is gone."""
        for reading in readings:
            shard = str(reading.shard)
            self.gateway_connected.labels(shard).set(1 if reading.connected else 0)
            if reading.quiet is not None:
                self.gateway_quiet.labels(shard).set(reading.quiet)
            if reading.connected and math.isfinite(reading.latency):  # inf before the first heartbeat
                self.gateway_latency.labels(shard).set(reading.latency)
            else:
                with contextlib.suppress(KeyError):  # never had one
                    self.gateway_latency.remove(shard)

    async def refresh(self, gauges: GaugeStore) -> None:
        """Read the database's gauges. Every shard and status is written, zero included, so
        a series never vanishes (a dashboard would show a gap, not a 0)."""
        games = await gauges.live_games()
        unsent = await gauges.unsent_posts()
        for shard in self._mine():
            for status in LIVE:
                self.games.labels(str(shard), status.value).set(games.get((shard, status.value), 0))
            self.outbox_backlog.labels(str(shard)).set(unsent.get(shard, 0))

    def text(self) -> bytes:
        return generate_latest(self.registry)


class MetricsServer:
    """``GET /metrics`` on ``host:port``; ``refresh`` runs before each answer."""

    def __init__(self, metrics: Metrics, refresh: Callable[[], Awaitable[None]], host: str, port: int) -> None:
        self.metrics = metrics
        self._refresh = refresh
        self._failing = False
        self.host, self.port = host, port
        app = web.Application()
        app.router.add_get("/metrics", self._scrape)
        self._runner = web.AppRunner(app, access_log=None)  # a scrape every 15 s is not news

    async def start(self) -> None:
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await site.start()
        except OSError:
            await self._runner.cleanup()
            raise
        log.info("metrics at http://%s:%d/metrics", self.host, self.port)

    async def _scrape(self, request: web.Request) -> web.Response:
        try:
            await self._refresh()
        except Exception as exc:
            # The database is down or busy: the counters still tell, the gauges keep their
            # last values. Once per outage: a scrape every 15 s must not flood the log.
            if not self._failing:
                log.warning("metrics: the database's gauges cannot be read (%s); serving the last values", exc)
            self._failing = True
        else:
            if self._failing:
                log.info("metrics: the database's gauges can be read again")
            self._failing = False
        return web.Response(body=self.metrics.text(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def close(self) -> None:
        await self._runner.cleanup()
