"""Storage: migrations, WAL, one live game per channel enforced by the database — the
store's behaviour against both stores (``store_location``: SQLite, PostgreSQL)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store.db import MIGRATIONS_DIR, ConstraintError, Database, open_database
from bot.store.games import GameStore
from bot.store.records import ChannelBusyError, GameStatus, NewAction, NewEvent, VersionConflictError
from tests.store.playing import stored_lobby


async def test_migrations_bring_a_new_file_to_the_latest_version(tmp_path: Path) -> None:
    db = await open_database(tmp_path / "db.sqlite3")
    version_row = await db.fetchone("PRAGMA user_version")
    mode_row = await db.fetchone("PRAGMA journal_mode")
    assert version_row is not None
    assert mode_row is not None
    (version,), (mode,) = version_row, mode_row
    await db.close()
    assert version == len(list(MIGRATIONS_DIR.glob("*.sql")))
    assert mode == "wal"


async def test_reopening_runs_no_migration_twice(tmp_path: Path) -> None:
    await (await open_database(tmp_path / "db.sqlite3")).close()
    db = await open_database(tmp_path / "db.sqlite3")  # would fail on CREATE TABLE if re-run
    await db.close()


async def test_one_live_game_per_channel_is_enforced_by_the_database(store_location: Path | str) -> None:
    db = await open_database(store_location)
    store = GameStore(db)
    first = await stored_lobby(store)
    with pytest.raises(ChannelBusyError):
        await stored_lobby(store)
    await stored_lobby(store, channel=11)  # another channel is fine
    await store.end_game(first, reason="over", announcement=NewEvent(None, "{}"), version=0, audit=None, now=1.0)
    await stored_lobby(store)  # a finished game frees the channel
    await db.close()


async def test_commit_refuses_a_stale_version_and_changes_nothing(store_location: Path | str) -> None:
    db = await open_database(store_location)
    store = GameStore(db)
    game = await stored_lobby(store)

    async def commit(events: list[NewEvent]) -> None:
        await store.commit_action(
            NewAction(
                game_id=game,
                expected_version=0,
                expected_status=GameStatus.LOBBY,
                new_version=1,
                state="{}",
                seat=0,
                kind="player",
                action="{}",
                events=events,
                status=GameStatus.RUNNING,
                deadline_at=None,
                now=1.0,
            )
        )

    await commit([NewEvent(None, "{}")])
    with pytest.raises(VersionConflictError):
        await commit([])
    record = await store.get(game)
    assert record is not None
    assert record.version == 1
    assert len(await store.actions(game)) == 1
    assert len(await store.undelivered(game)) == 1
    await db.close()


async def test_commit_refuses_a_game_whose_status_changed_and_leaves_it_as_it_is(store_location: Path | str) -> None:
    """A move checked against a running game must not bring back a game cancelled since."""
    db = await open_database(store_location)
    store = GameStore(db)
    game = await stored_lobby(store)
    await store.cancel_for_deleted_channel(game, 1.0)
    with pytest.raises(VersionConflictError):
        await store.commit_action(
            NewAction(
                game_id=game,
                expected_version=0,
                expected_status=GameStatus.RUNNING,
                new_version=1,
                state="{}",
                seat=0,
                kind="player",
                action="{}",
                events=[NewEvent(None, "{}")],
                status=GameStatus.RUNNING,
                deadline_at=None,
                now=1.0,
            )
        )
    record = await store.get(game)
    assert record is not None
    assert (record.status, record.version) == ("cancelled", 0)
    assert await store.actions(game) == []
    assert await store.undelivered(game) == []
    await db.close()


@pytest.fixture
async def batched(db: Database) -> AsyncIterator[Database]:
    await db.execute("CREATE TABLE IF NOT EXISTS batched (k INTEGER PRIMARY KEY, v TEXT)")
    yield db
    await db.execute("DROP TABLE batched")


async def test_a_transaction_commits_every_statement_batched_or_not(batched: Database) -> None:
    """SQLite sends BEGIN and each ``executemany`` with the next statement or the commit."""
    async with batched.transaction() as tx:
        await tx.executemany("INSERT INTO batched (k, v) VALUES (?, ?)", [(1, "a"), (2, "b")])
        assert await tx.execute("UPDATE batched SET v = ? WHERE k = ?", ("c", 2)) == 1
        await tx.executemany("INSERT INTO batched (k, v) VALUES (?, ?)", [(3, "d")])
        rows = await tx.fetchall("SELECT k, v FROM batched ORDER BY k")
        assert [tuple(r) for r in rows] == [(1, "a"), (2, "c"), (3, "d")]
        await tx.executemany("INSERT INTO batched (k, v) VALUES (?, ?)", [(4, "e")])  # sent with the commit
    assert [tuple(r) for r in await batched.fetchall("SELECT k FROM batched ORDER BY k")] == [(1,), (2,), (3,), (4,)]


async def _insert_then_clash(db: Database) -> None:
    async with db.transaction() as tx:
        await tx.execute("INSERT INTO batched (k, v) VALUES (?, ?)", (1, "a"))
        await tx.executemany("INSERT INTO batched (k, v) VALUES (?, ?)", [(2, "b"), (2, "again")])


async def test_a_batched_statement_that_fails_at_the_commit_rolls_the_whole_transaction_back(
    batched: Database,
) -> None:
    with pytest.raises(ConstraintError):
        await _insert_then_clash(batched)
    assert await batched.fetchall("SELECT k FROM batched") == []
    async with batched.transaction() as tx:  # the write lock and the connection are free again
        await tx.execute("INSERT INTO batched (k, v) VALUES (?, ?)", (5, "e"))
    assert [tuple(r) for r in await batched.fetchall("SELECT k FROM batched")] == [(5,)]


async def test_a_write_is_seen_by_the_transactions_next_read_and_committed_with_it(batched: Database) -> None:
    async with batched.transaction() as tx:
        await tx.write("INSERT INTO batched (k, v) VALUES (?, ?)", (1, "a"))
        assert [tuple(r) for r in await tx.fetchall("SELECT v FROM batched WHERE k = 1")] == [("a",)]
        await tx.write("UPDATE batched SET v = ? WHERE k = ?", ("b", 1))  # sent with the commit
    assert [tuple(r) for r in await batched.fetchall("SELECT v FROM batched")] == [("b",)]
