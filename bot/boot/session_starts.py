"""Discord's session-start allowance, spent with care.

Discord lets a bot start (IDENTIFY) a limited number of gateway sessions a day, shared by
all its processes (``GET /gateway/bot``'s ``session_start_limit``: 1,000 for most bots).
Starting one beyond it terminates every session and **resets the bot token**: the bot is
then down until someone pastes a new token. A process in a crash loop (a bad upgrade, a
machine out of memory, restarted every few seconds by systemd or Docker) spends the
allowance in a couple of hours. So before it connects, the bot

1. backs off when the runs before it crashed quickly and repeatedly (the heartbeat file a
   crash leaves behind counts them: bot/core/heartbeat.py): no wait for the first
   :data:`BACKOFF_AFTER` - 1 quick crashes in a row, then 30 s, doubling up to 15 minutes;
2. reads the allowance and, when fewer than its own shards plus :data:`RESERVE` starts are
   left, waits for the reset Discord names instead of spending the rest.

Each wait is one WARNING line and is in the heartbeat file (``python -m bot.ops.health``
names it, and turns unhealthy once it lasts beyond ``HEALTH_GRACE_SECONDS``). The waits run
on the bot's clock, in steps of a second, so a test lets the time pass at once.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime

import discord

from bot.core.clock import Clock
from bot.core.heartbeat import Heartbeat

__all__ = ["BACKOFF_AFTER", "RESERVE", "SessionStarts", "crash_backoff"]

log = logging.getLogger(__name__)

# Starts kept back for the processes and reconnects that follow (a resumed session spends none).
RESERVE = 10
# Quick crashes in a row before the first wait: a crash, or two, restarts at once.
BACKOFF_AFTER = 3
BACKOFF_FIRST = 30.0
BACKOFF_LONGEST = 900.0


def crash_backoff(quick_crashes: int) -> float:
    """Seconds to wait before connecting after ``quick_crashes`` quick crashes in a row."""
    if quick_crashes < BACKOFF_AFTER:
        return 0.0
    return float(min(BACKOFF_FIRST * 2 ** (quick_crashes - BACKOFF_AFTER), BACKOFF_LONGEST))


def _at(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


class SessionStarts:
    """The checks before a process identifies its ``needed`` shards."""

    def __init__(self, bot: discord.Client, heartbeat: Heartbeat, clock: Clock, needed: int) -> None:
        self.bot, self.heartbeat, self.clock, self.needed = bot, heartbeat, clock, needed

    async def before_connecting(self) -> None:
        crashes = self.heartbeat.quick_crashes
        backoff = crash_backoff(crashes)
        if backoff:
            why = f"{crashes} quick crashes in a row: waiting {backoff:.0f} s before connecting to Discord"
            log.warning("%s (each start spends one of Discord's daily session starts)", why)
            await self._wait(backoff, why)
        while not self.bot.is_closed():
            try:
                _, _, limit = await self.bot.http.get_bot_gateway()
            except discord.HTTPException as exc:
                log.warning("cannot read Discord's session-start allowance (HTTP %s): connecting anyway", exc.status)
                break
            remaining, total = int(limit["remaining"]), int(limit["total"])
            if remaining >= self.needed + RESERVE:
                break
            seconds = max(float(limit["reset_after"]) / 1000, 1.0)
            why = (
                f"Discord allows {remaining} more session starts of {total} until {_at(self.clock() + seconds)}: "
                "waiting for the reset instead of spending them (a start beyond them resets the bot token)"
            )
            log.warning("%s", why)
            await self._wait(seconds + 1.0, why)
        self.heartbeat.update("waiting", None)

    async def _wait(self, seconds: float, why: str) -> None:
        until = self.clock() + seconds
        self.heartbeat.update("waiting", {"until": until, "why": why})
        self.heartbeat.status(why)
        while not self.bot.is_closed():
            left = until - self.clock()
            if left <= 0:
                return
            await asyncio.sleep(min(1.0, left))
