"""The PostgreSQL store's own conditions: its migrations mirror SQLite's, a row locked
elsewhere makes a write wait and then "busy", reads never wait for writes, and a server
that cannot be reached is one line at start-up. The shared behaviour (commits, outbox,
moderation, lifecycle) is covered by the store tests run against both stores."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]
import pytest

from bot.core.errors import UserError
from bot.core.time_control import TimeControl
from bot.store.db import MIGRATIONS_DIR, DatabaseUnusableError, migrations, open_database
from bot.store.games import GameStore
from bot.store.postgres import PG_MIGRATIONS_DIR, open_postgres, placeholders
from bot.store.records import GameStatus, NewAction, NewEvent, VersionConflictError
from bot.store.sqlite import open_sqlite
from tests.postgres import fresh_postgres, lock_waiters
from tests.store.playing import stored_lobby


def test_both_dialects_have_the_same_migration_numbers_and_names() -> None:
    sqlite = [path.name for _, path in migrations(MIGRATIONS_DIR)]
    postgres = [path.name for _, path in migrations(PG_MIGRATIONS_DIR)]
    assert postgres == sqlite


async def test_both_dialects_make_the_same_tables_columns_and_indexes(tmp_path: Path) -> None:
    lite = await open_sqlite(tmp_path / "db.sqlite3")
    try:
        # Column order is no part of the schema's contract (every statement names its
        # columns), and a PostgreSQL twin may add a column where SQLite rebuilt the table.
        lite_tables = {t: sorted(await lite.columns(t)) for t in await lite.tables()}
        lite_indexes = {
            str(r[0])
            for r in await lite.fetchall("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
        }
    finally:
        await lite.close()
    async with fresh_postgres() as url:
        pg = await open_database(url)
        try:
            pg_tables = {t: sorted(await pg.columns(t)) for t in await pg.tables()}
            pg_indexes = {
                str(r[0])
                for r in await pg.fetchall(
                    "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() "
                    "AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key'"
                )
            }
        finally:
            await pg.close()
    assert pg_tables == lite_tables
    assert pg_indexes == lite_indexes


async def test_migrations_bring_a_new_database_to_the_latest_version_once() -> None:
    async with fresh_postgres() as url:
        await (await open_database(url)).close()
        db = await open_database(url)  # would fail on CREATE TABLE if re-run
        row = await db.fetchone("SELECT version FROM schema_version")
        await db.close()
    assert row is not None
    assert row[0] == len(migrations(PG_MIGRATIONS_DIR))


async def test_a_database_from_a_newer_bot_is_refused_in_one_line() -> None:
    async with fresh_postgres() as url:
        db = await open_database(url)
        await db.execute("UPDATE schema_version SET version = 99")
        await db.close()
        with pytest.raises(DatabaseUnusableError) as refused:
            await open_database(url)
    message = str(refused.value)
    assert "newer version of the bot (schema 99" in message
    assert "\n" not in message


async def test_an_unreachable_server_is_one_line_without_the_password() -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(DatabaseUnusableError) as refused:
        await open_database(f"postgresql://bot:s3cret@127.0.0.1:{port}/games")
    message = str(refused.value)
    assert message.startswith(f"PostgreSQL at 127.0.0.1:{port}/games cannot be used (connection refused)")
    assert "check DATABASE_URL" in message
    assert "s3cret" not in message
    assert "\n" not in message


async def test_an_unreadable_address_is_refused_without_quoting_the_password() -> None:
    """``bot.ops.migrate --to`` passes an address no setting checked: a password with an
    unencoded "/" makes the port unreadable, and the library's error would quote it."""
    with pytest.raises(DatabaseUnusableError) as refused:
        await open_database("postgresql://bot:pw/s3cret#x@db.example:5432/games")
    message = str(refused.value)
    assert "percent-encode" in message
    assert "s3cret" not in message
    assert "\n" not in message


async def test_a_write_waiting_on_a_row_locked_elsewhere_says_the_storage_is_busy() -> None:
    async with fresh_postgres() as url:
        db = await open_postgres(url, lock_timeout_ms=200)  # the bot's 5 s, shortened for the test
        store = GameStore(db)
        game = await stored_lobby(store)
        other = await asyncpg.connect(url)  # another process (a manual query, a backup tool)
        try:
            async with other.transaction():
                await other.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", game)
                with pytest.raises(UserError) as refused:
                    await store.leave_lobby(game, 7, cancelled_at=1.0)
        finally:
            await other.close()
        assert refused.value.reason.key == "error-storage-busy"
        record = await store.get(game)
        assert record is not None
        assert (record.status, [s.user_id for s in record.seats]) == ("lobby", [7]), "the transaction rolled back"
        await store.leave_lobby(game, 7, cancelled_at=1.0)  # usable again
        await db.close()


async def test_reads_do_not_queue_behind_a_write_waiting_for_another_process() -> None:
    async with fresh_postgres() as url:
        db = await open_database(url)
        store = GameStore(db)
        first, other_game = await stored_lobby(store), await stored_lobby(store, channel=11)
        other = await asyncpg.connect(url)
        try:
            async with other.transaction():
                await other.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", first)
                waiting = asyncio.create_task(store.set_time_control(first, TimeControl(60)))
                await lock_waiters(other, 1)  # the write is sent and waits for the row
                record = await store.get(other_game)
                assert record is not None
                assert record.id == other_game
                assert not waiting.done(), "the read was answered while the write still waited"
        finally:
            await other.close()
        await waiting  # the row is free again: the waiting write goes through
        record = await store.get(first)
        assert record is not None
        assert record.turn_seconds == 60
        await db.close()


async def _commit(store: GameStore, game: int, expected: GameStatus) -> None:
    await store.commit_action(
        NewAction(
            game_id=game,
            expected_version=0,
            expected_status=expected,
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


async def test_two_processes_committing_on_the_same_version_one_wins_the_other_is_refused() -> None:
    """Two bot processes (two pools) commit an action on version 0 at the same moment:
    both wait for the row, the first commits, the second re-checks and is refused."""
    async with fresh_postgres() as url:
        one, two = await open_database(url), await open_database(url)
        game = await stored_lobby(GameStore(one))
        holder = await asyncpg.connect(url)
        try:
            async with holder.transaction():
                await holder.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", game)
                racing = [asyncio.create_task(_commit(GameStore(db), game, GameStatus.LOBBY)) for db in (one, two)]
                await lock_waiters(holder, 2)  # both are waiting for the row
            outcomes = await asyncio.gather(*racing, return_exceptions=True)
        finally:
            await holder.close()
        assert sorted(type(o).__name__ for o in outcomes) == ["NoneType", "VersionConflictError"]
        store = GameStore(one)
        assert len(await store.actions(game)) == 1
        assert len(await store.undelivered(game)) == 1, "the refused commit left no event behind"
        await one.close()
        await two.close()


async def test_a_commit_waiting_while_another_process_cancels_the_game_is_refused() -> None:
    async with fresh_postgres() as url:
        one, two = await open_database(url), await open_database(url)
        game = await stored_lobby(GameStore(one))
        holder = await asyncpg.connect(url)
        try:
            async with holder.transaction():
                await holder.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", game)
                cancel = asyncio.create_task(GameStore(one).cancel_for_deleted_channel(game, 1.0))
                await lock_waiters(holder, 1)  # the cancel is first in line for the row
                commit = asyncio.create_task(_commit(GameStore(two), game, GameStatus.LOBBY))
                await lock_waiters(holder, 2)
            await cancel
            with pytest.raises(VersionConflictError):
                await commit
        finally:
            await holder.close()
        record = await GameStore(one).get(game)
        assert record is not None
        assert (record.status, record.version) == ("cancelled", 0)
        await one.close()
        await two.close()


def test_placeholders_are_numbered_outside_quotes_only() -> None:
    assert placeholders("SELECT '?', \"a?\" FROM t WHERE a = ? AND b IN (?, ?)") == (
        "SELECT '?', \"a?\" FROM t WHERE a = $1 AND b IN ($2, $3)"
    )
