"""Whether each gateway connection has a session, for the health check and the metrics.

discord.py reconnects by itself, so a Discord outage is silent in the bot: the event loop
beats on, interactions simply stop coming. From discord.py's events (``connect`` on READY,
``resumed``, ``disconnect``; their ``shard_`` twins when sharded) this keeps, per shard,
whether a session is up and since when it is (or is not); the heartbeat file carries it to
``python -m bot.ops.health`` (unhealthy after ``HEALTH_GRACE_SECONDS`` without a session)
and each scrape reads it (``masquerade_gateway_connected``, the latency cleared while
disconnected, the seconds since Discord last sent anything).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from typing import Any

import discord
from discord.ext import commands

from bot.core.clock import Clock
from bot.core.heartbeat import Heartbeat
from bot.service.metrics import GatewayReading

__all__ = ["GatewayWatch", "last_heard"]

log = logging.getLogger(__name__)


def last_heard(socket: Any) -> float | None:
    """When (``time.perf_counter``) Discord last sent anything on a gateway socket: its
    keep-alive's record of the last frame received (discord.py keeps it for its own
    heartbeat timeout and offers no public name for it; tests/test_discord_internals.py
    fails if an upgrade moves it). None without a socket or a keep-alive yet."""
    keep_alive = getattr(socket, "_keep_alive", None)
    heard = getattr(keep_alive, "_last_recv", None)
    return float(heard) if isinstance(heard, int | float) else None


class GatewayWatch:
    """Each of ``shards``' connection state, written to ``heartbeat`` on every change."""

    def __init__(self, bot: commands.Bot, shards: Iterable[int], heartbeat: Heartbeat, clock: Clock) -> None:
        self.bot = bot
        self.heartbeat = heartbeat
        self.clock = clock
        started = clock()
        self._state: dict[int, dict[str, Any]] = {
            shard: {"ready": False, "since": started, "ready_once": False} for shard in shards
        }
        self._heard: dict[int, float] = {}
        self._publish()
        if isinstance(bot, discord.AutoShardedClient):
            bot.add_listener(self.ready, "on_shard_connect")
            bot.add_listener(self.ready, "on_shard_resumed")
            bot.add_listener(self.lost, "on_shard_disconnect")
        else:
            bot.add_listener(self._ready_one, "on_connect")
            bot.add_listener(self._ready_one, "on_resumed")
            bot.add_listener(self._lost_one, "on_disconnect")

    async def _ready_one(self) -> None:
        await self.ready(0)

    async def _lost_one(self) -> None:
        await self.lost(0)

    async def ready(self, shard: int) -> None:
        self._set(shard, ready=True)

    async def lost(self, shard: int) -> None:
        if not self.bot.is_closed():  # closing on purpose is no outage
            self._set(shard, ready=False)

    def _set(self, shard: int, *, ready: bool) -> None:
        state = self._state.setdefault(shard, {"ready": False, "since": self.clock(), "ready_once": False})
        if state["ready"] == ready:
            return
        now = self.clock()
        if ready:
            down = now - state["since"]
            log.info("shard=%d gateway session ready after %.0f s without one", shard, down)
        else:
            log.warning("shard=%d gateway connection lost: reconnecting", shard)
        self._state[shard] = {"ready": ready, "since": now, "ready_once": state["ready_once"] or ready}
        self._publish()

    def _publish(self) -> None:
        self.heartbeat.update("gateway", {str(shard): dict(state) for shard, state in self._state.items()})

    def _socket(self, shard: int) -> Any:
        if isinstance(self.bot, discord.AutoShardedClient):
            info = self.bot.get_shard(shard)
            return None if info is None else getattr(getattr(info, "_parent", None), "ws", None)
        return self.bot.ws

    def poll(self) -> None:
        """Note when each connection last heard from Discord (with every heartbeat: a socket
        closed by an outage forgets it, and the metric must keep counting from it)."""
        for shard in self._state:
            heard = last_heard(self._socket(shard))
            if heard is not None:
                self._heard[shard] = max(heard, self._heard.get(shard, heard))

    def readings(self) -> list[GatewayReading]:
        self.poll()
        now = time.perf_counter()
        latencies = (
            dict(self.bot.latencies) if isinstance(self.bot, discord.AutoShardedClient) else {0: self.bot.latency}
        )
        return [
            GatewayReading(
                shard,
                bool(state["ready"]),
                latencies.get(shard, float("inf")),
                None if shard not in self._heard else max(0.0, now - self._heard[shard]),
            )
            for shard, state in self._state.items()
        ]
