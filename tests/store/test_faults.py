"""Storage under faults (issue 13 §3): a write lock held by another process, a full disk.

Real SQLite files throughout; the other process is a plain ``sqlite3`` connection.
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.errors import UserError
from bot.store.db import open_database
from bot.store.games import GameStore


async def _lobby(store: GameStore, channel: int = 10) -> int:
    return await store.create_lobby(
        guild_id=1, channel_id=channel, game="mascarade", host_id=7, host_name="Ann",
        options="{}", seed=42, turn_seconds=0, locale="en", now=0.0,
    )  # fmt: skip


async def test_reads_do_not_queue_behind_a_write_waiting_for_another_process(tmp_path: Path) -> None:
    db = await open_database(tmp_path / "db.sqlite3")
    store = GameStore(db)
    first, other = await _lobby(store), await _lobby(store, channel=11)
    backup = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    backup.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        waiting = asyncio.create_task(store.write("UPDATE games SET turn_seconds = 60 WHERE id = ?", (first,)))
        await asyncio.sleep(0.2)  # let the write take the bot's write lock and wait on SQLite's
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
    db = await open_database(tmp_path / "db.sqlite3")
    store = GameStore(db)
    game = await _lobby(store)
    await db.conn.execute("PRAGMA busy_timeout = 100")  # the bot's 5 s, shortened for the test
    backup = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    backup.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(UserError) as refused:
            await store.transaction([("UPDATE games SET turn_seconds = 60 WHERE id = ?", [game])])
    finally:
        backup.execute("COMMIT")
        backup.close()
    assert refused.value.reason.key == "error-storage-busy"
    await store.transaction([("UPDATE games SET turn_seconds = 60 WHERE id = ?", [game])])  # usable again
    await db.close()


async def test_a_full_disk_changes_nothing_says_so_and_recovers_when_space_frees(tmp_path: Path) -> None:
    db = await open_database(tmp_path / "db.sqlite3")
    store = GameStore(db)
    game = await _lobby(store)
    (pages,) = await db.fetchone("PRAGMA page_count")  # type: ignore[misc]
    await db.conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full
    big = "x" * 200_000
    statements: list[tuple[str, list[object]]] = [
        ("UPDATE games SET turn_seconds = 60 WHERE id = ?", [game]),
        ("INSERT INTO events (game_id, version, audience, payload, delivered) VALUES (?, 0, NULL, ?, 0)", [game, big]),
    ]
    one_statement = store.write("UPDATE games SET options = ? WHERE id = ?", (big, game))
    for attempt in (store.transaction(statements), one_statement):
        with pytest.raises(UserError) as refused:
            await attempt
        assert refused.value.reason.key == "error-storage-full"
    record = await store.get(game)
    assert record is not None
    assert (record.turn_seconds, record.options) == (0, "{}")
    assert await store.undelivered(game) == []
    await db.conn.execute("PRAGMA max_page_count = 1073741823")  # space freed
    await store.transaction(statements)
    record = await store.get(game)
    assert record is not None
    assert record.turn_seconds == 60
    assert len(await store.undelivered(game)) == 1
    await db.close()
