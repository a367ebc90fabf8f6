"""Waiting on something a test can observe, instead of sleeping "long enough": poll a
condition, and fail naming it once a bound far beyond its usual moment has passed (a loaded
machine gets that long; a condition still false then is a bug)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from bot.store.db import Database
from bot.store.sqlite import SqliteDatabase

__all__ = ["LIMIT", "until", "write_locked"]

LIMIT = 30.0  # seconds
POLL = 0.005


async def until(condition: Callable[[], Awaitable[bool]], what: str, limit: float = LIMIT) -> None:
    """Return as soon as ``condition()`` is true; fail saying ``what`` was awaited after ``limit`` s."""
    deadline = time.monotonic() + limit
    while not await condition():
        assert time.monotonic() < deadline, f"not within {limit:.0f} s: {what}"
        await asyncio.sleep(POLL)


async def write_locked(db: Database) -> None:
    """Until a write holds the bot's SQLite write lock: every writer waits on it, so a write
    waiting for SQLite's own lock (held by another process) holds it meanwhile."""
    assert isinstance(db, SqliteDatabase), "the write lock is SQLite's store's"

    async def held() -> bool:
        return db._lock.locked()

    await until(held, "a write holding the bot's write lock")
