"""Prometheus metrics, opt-in with ``METRICS_PORT``: ``GET /metrics`` in the text format,
served by aiohttp on the bot's own event loop (a hung loop stops answering scrapes too).

Counted as they happen: interactions by kind and outcome, and how long each took to answer
(cogs/table/metering.py, from the one error ladder and the command tree's error handler),
storage trouble answered to players. Read at each scrape: live games by status and the
outbox's unsent posts (one query each, bot/store/gauges.py), the gateway's latency. Every
series carries its ``shard`` (``0`` without sharding), so the processes of a sharded bot
add up.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Awaitable, Callable, Iterable

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from bot.core.shards import Shards, shard_of
from bot.store.gauges import GaugeStore
from bot.store.records import LIVE

__all__ = ["Metrics", "MetricsServer"]

log = logging.getLogger(__name__)

# Discord drops an interaction not answered within 3 s; the ladder defers after 1.5 s.
ANSWER_BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0)


class Metrics:
    """The bot's series, in a registry of its own (several bots in one test process must
    not share counters)."""

    def __init__(self, shards: Shards | None) -> None:
        self.shards = shards
        self.registry = CollectorRegistry()
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
            "The gateway's heartbeat round trip",
            ["shard"],
            registry=self.registry,
        )

        # The store's refusals exist from the start at 0, so that a rate() over them works
        # before the first one (others, if any, appear when they first happen).
        for shard in self._mine():
            for kind in ("busy", "full"):
                self.storage_errors.labels(str(shard), kind)

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

    def _mine(self) -> Iterable[int]:
        return (0,) if self.shards is None else self.shards.ids

    async def refresh(self, gauges: GaugeStore, latencies: Iterable[tuple[int, float]]) -> None:
        """Read what is counted at scrape time. Every shard and status is written, zero
        included, so a series never vanishes (a dashboard would show a gap, not a 0)."""
        games = await gauges.live_games()
        unsent = await gauges.unsent_posts()
        for shard in self._mine():
            for status in LIVE:
                self.games.labels(str(shard), status.value).set(games.get((shard, status.value), 0))
            self.outbox_backlog.labels(str(shard)).set(unsent.get(shard, 0))
        for shard, latency in latencies:
            if math.isfinite(latency):  # discord.py says inf before the first heartbeat
                self.gateway_latency.labels(str(shard)).set(latency)

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
