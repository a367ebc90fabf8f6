"""pytest fixtures for the fake Discord: ``pytest_plugins = ["tests.e2e.fakediscord.pytest_plugin"]``."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio

from .client import pointed_at
from .server import FakeDiscord


@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A started fake with discord.py pointed at it; fails the test if the bot hit unknown
    routes or sent what Discord refuses for breaking a limit."""
    async with FakeDiscord() as server:
        with pointed_at(server):
            yield server
        if not server.allow_unhandled:
            routes = [f"{r.method} {r.path}" for r in server.unhandled]
            assert not routes, f"the bot called routes the fake does not model: {routes}"
        if not server.allow_invalid:
            refused = [f"{r.method} {r.path}: {errors}" for r, errors in server.invalid]
            assert not refused, f"the bot broke Discord's limits: {refused}"
