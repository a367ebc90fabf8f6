"""Glue between discord.py and the fake: point the library at it, run a bot against it."""

# A plain `timeout=` keyword reads best in tests.
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator
from typing import TypeVar

import discord
import discord.gateway
import discord.http
import yarl

from .server import FakeDiscord

ClientT = TypeVar("ClientT", bound=discord.Client)


@contextlib.contextmanager
def pointed_at(fake: FakeDiscord) -> Iterator[None]:
    """Send discord.py's REST calls and gateway connections to ``fake``; restore on exit.

    Both are class attributes of discord.py, so this is process-wide: a bot in a subprocess
    must set them itself (``Route.BASE = api_base``, ``DEFAULT_GATEWAY = yarl.URL(gateway_url)``).
    """
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = fake.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    try:
        yield
    finally:
        discord.http.Route.BASE = base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway


@contextlib.asynccontextmanager
async def running(bot: ClientT, fake: FakeDiscord, *, timeout: float = 10.0) -> AsyncIterator[ClientT]:
    """Run a discord.py client against ``fake`` until the block ends, then close it.

    Yields once the bot has identified (its ``setup_hook``, and so any command sync, is done).
    A bot that crashes while starting fails here instead of hanging the test.
    """
    known = len(fake.sessions)
    task = asyncio.create_task(bot.start(fake.token))
    waiter = asyncio.create_task(fake.wait_for_bot(timeout, skip=known))
    try:
        done, _ = await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            task.result()  # re-raises the start-up error
            raise RuntimeError("the bot stopped before it connected")
        waiter.result()
        yield bot
    finally:
        waiter.cancel()
        # Let the bot finish what it was sending, so closing it does not log spurious errors:
        # the fake may be done with a request whose response the bot has not read yet, hence
        # a moment's grace between two checks that nothing is in flight.
        with contextlib.suppress(AssertionError):
            await fake.settle()
            await asyncio.sleep(0.02)
            await fake.settle()
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(task, timeout)
