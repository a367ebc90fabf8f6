"""Storage under faults: a write lock held by another process, a full disk.

Real SQLite files throughout; the other process is a plain ``sqlite3`` connection.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

import pytest

from bot.core.errors import UserError
from bot.core.time_control import TimeControl
from bot.store.games import GameStore
from bot.store.records import NewEvent
from bot.store.sqlite import open_sqlite
from tests.store.playing import stored_lobby
from tests.waiting import write_locked


async def test_reads_do_not_queue_behind_a_write_waiting_for_another_process(tmp_path: Path) -> None:
    db = await open_sqlite(tmp_path / "db.sqlite3")
    store = GameStore(db)
    first, other = await stored_lobby(store), await stored_lobby(store, channel=11)
    backup = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    backup.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        waiting = asyncio.create_task(store.set_time_control(first, TimeControl(60)))
        await write_locked(db)  # the write holds the bot's write lock and waits on SQLite's
        record = await store.get(other)  # another game's panel reads its game
        assert record is not None
        assert record.id == other
        assert not waiting.done(), "the read was answered while the write still waited"
    finally:
        backup.execute("COMMIT")
        backup.close()
    await waiting  # the lock is free again: the waiting write goes through
    record = await store.get(first)
    assert record is not None
    assert record.turn_seconds == 60
    await db.close()


async def test_a_write_refused_for_a_lock_held_too_long_says_the_storage_is_busy(tmp_path: Path) -> None:
    db = await open_sqlite(tmp_path / "db.sqlite3")
    store = GameStore(db)
    game = await stored_lobby(store)
    await db.conn.execute("PRAGMA busy_timeout = 100")  # the bot's 5 s, shortened for the test
    backup = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    backup.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(UserError) as refused:
            await store.leave_lobby(game, 7, cancelled_at=1.0)
    finally:
        backup.execute("COMMIT")
        backup.close()
    assert refused.value.reason.key == "error-storage-busy"
    await store.leave_lobby(game, 7, cancelled_at=1.0)  # usable again
    await db.close()


async def test_a_full_disk_changes_nothing_says_so_and_recovers_when_space_frees(tmp_path: Path) -> None:
    db = await open_sqlite(tmp_path / "db.sqlite3")
    store = GameStore(db)
    game = await stored_lobby(store)
    row = await db.fetchone("PRAGMA page_count")
    assert row is not None
    (pages,) = row
    await db.conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full
    big = "x" * 200_000

    def start() -> Coroutine[Any, Any, None]:  # several statements in one transaction
        return store.record_start(
            game,
            seat_order=[7],
            state="{}",
            version=0,
            options="{}",
            events=[NewEvent(None, big)],
            deadline_at=60.0,
            now=1.0,
        )

    for attempt in (start(), store.set_options(game, big)):
        with pytest.raises(UserError) as refused:
            await attempt
        assert refused.value.reason.key == "error-storage-full"
    record = await store.get(game)
    assert record is not None
    assert (record.status, record.deadline_at, record.options) == ("lobby", None, "{}")
    assert await store.undelivered(game) == []
    await db.conn.execute("PRAGMA max_page_count = 1073741823")  # space freed
    await start()
    record = await store.get(game)
    assert record is not None
    assert (record.status, record.deadline_at) == ("running", 60.0)
    assert len(await store.undelivered(game)) == 1
    await db.close()
