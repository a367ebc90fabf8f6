"""The PostgreSQL store (``DATABASE_URL=postgresql://…``) through asyncpg.

A pool of connections: reads and writes run side by side, each write in its own
transaction (READ COMMITTED: an ``UPDATE … WHERE version = ? AND status = ?`` waits for a
concurrent writer of the same row, then re-checks its condition against the committed row,
so a stale action is refused exactly as with SQLite). Several bot processes may share one
database; migrations are applied under an advisory lock, numbered like SQLite's, with the
applied number kept in ``schema_version``.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import re
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from bot.core.database_url import describe_url
from bot.core.errors import UserError, os_words
from bot.store.db import (
    GAME_SCHEMAS,
    MIGRATIONS_DIR,
    POSTGRES,
    WRITE_BUSY_MS,
    ConstraintError,
    Database,
    DatabaseUnusableError,
    GameMigrations,
    Params,
    Row,
    Transaction,
    migrations,
    newer_schema,
    topological,
)
from bot.store.faults import StorageFaults, os_cause

__all__ = ["PG_MIGRATIONS_DIR", "PostgresDatabase", "open_postgres"]

log = logging.getLogger(__name__)

PG_MIGRATIONS_DIR = MIGRATIONS_DIR / "postgresql"
POOL_SIZE = 10
CONNECT_TIMEOUT_S = 10.0
_BATCH = 1000
# pg_advisory_lock key: "MN" + "migr", so processes starting together migrate one at a time.
_MIGRATION_LOCK = 0x4D4E_6D69_6772
_VERSION_TABLE = "schema_version"

# SQLSTATE classes: 53 = insufficient resources (a full disk), 40 = a transaction rolled
# back by the server (deadlock, serialization), 55P03 = lock_timeout, 57P = the server
# going away (shutdown, restart), 08 = the connection broke.
_FULL = ("53",)
_BUSY = ("40", "55P03", "57P", "08")
_AWAY = ("57P", "08")


_CAUSES = (
    ("53100", "disk full"),
    ("53", "the server is out of resources"),
    ("55P03", "lock timeout: another transaction holds the rows"),
    ("40", "a transaction rolled back by the server (deadlock or conflict)"),
    ("57P", "the server is shutting down or restarting"),
    ("08", "the connection to the server broke"),
)


def _cause(exc: BaseException) -> str:
    """What failed, for the operator, in our words (never the server's message: it may
    quote data)."""
    if isinstance(exc, asyncpg.PostgresError):
        state = str(getattr(exc, "sqlstate", "") or "")
        words = next((w for prefix, w in _CAUSES if state.startswith(prefix)), "a server error")
        return f"{words} (SQLSTATE {state})"
    if isinstance(exc, TimeoutError):
        return "no connection in time (the server does not answer, or every connection is busy)"
    if isinstance(exc, OSError):
        return f"the server is unreachable ({os_cause(exc)})"
    return "the connection to the server broke"


@contextmanager
def _storage_errors(faults: StorageFaults, *, writing: bool, done: bool = True) -> Iterator[None]:
    """The server's condition, not a bug: a full disk, a lock held too long, a connection
    lost or the server restarting reach the user as "nothing was changed" (the
    transaction rolled back), exactly as SQLite's full disk and busy lock do. ``faults``
    hears each refusal, and each success when ``done``."""
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as exc:
        raise ConstraintError(str(exc)) from exc
    except asyncpg.PostgresError as exc:
        state = str(getattr(exc, "sqlstate", "") or "")
        # A server going away fails reads too: any success ends that fault. A full disk
        # or a lock held elsewhere still lets reads through: only a write ends it.
        away = state.startswith(_AWAY)
        if state.startswith(_FULL):
            faults.failed(_cause(exc), writing=writing)
            raise UserError("error-storage-full") from exc
        if state.startswith(_BUSY):
            faults.failed(_cause(exc), writing=writing and not away)
            raise UserError("error-storage-busy") from exc
        raise
    except (OSError, TimeoutError, asyncpg.InterfaceError) as exc:
        # A refused or dropped connection, a pool with no free connection in time.
        faults.failed(_cause(exc), writing=False)
        raise UserError("error-storage-busy") from exc
    if done:
        faults.succeeded(writing=writing)


@functools.lru_cache(maxsize=1024)
def placeholders(sql: str) -> str:
    """The stores' ``?`` placeholders as PostgreSQL's ``$1, $2, …`` (none inside quotes)."""
    out: list[str] = []
    number = 0
    quote: str | None = None
    for char in sql:
        if quote is not None:
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
        elif char == "?":
            number += 1
            out.append(f"${number}")
            continue
        out.append(char)
    return "".join(out)


def _changed(status: str) -> int:
    """Rows changed, from a command tag such as ``UPDATE 3`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresTransaction(Transaction):
    """Statements on one connection inside its transaction; a storage fault is heard of by
    the database's ``faults`` (its success, at the commit)."""

    def __init__(self, conn: Any, faults: StorageFaults) -> None:
        self._conn = conn
        self._faults = faults

    async def execute(self, sql: str, params: Params = ()) -> int:
        with _storage_errors(self._faults, writing=True, done=False):
            return _changed(await self._conn.execute(placeholders(sql), *params))

    async def insert(self, sql: str, params: Params = ()) -> int:
        with _storage_errors(self._faults, writing=True, done=False):
            return int(await self._conn.fetchval(placeholders(sql) + " RETURNING id", *params))

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        batch = [tuple(r) for r in rows]
        if batch:
            with _storage_errors(self._faults, writing=True, done=False):
                await self._conn.executemany(placeholders(sql), batch)

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        with _storage_errors(self._faults, writing=True, done=False):
            return list(await self._conn.fetch(placeholders(sql), *params))


class PostgresDatabase(Database):
    dialect = POSTGRES

    def __init__(self, pool: Any, where: str = "PostgreSQL") -> None:
        self.pool = pool
        self._closed = False
        self.faults = StorageFaults(where)

    @asynccontextmanager
    async def _connection(self, *, writing: bool) -> AsyncIterator[Any]:
        """A connection of the pool; whatever fails on it, the storage's fault (a read's
        success, or a write's commit, ends one)."""
        with _storage_errors(self.faults, writing=writing):
            async with self.pool.acquire(timeout=WRITE_BUSY_MS / 1000) as conn:
                yield conn

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        async with self._connection(writing=False) as conn:
            return list(await conn.fetch(placeholders(sql), *params))

    async def execute(self, sql: str, params: Params = ()) -> int:
        async with self._connection(writing=True) as conn:
            return _changed(await conn.execute(placeholders(sql), *params))

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self._connection(writing=True) as conn, conn.transaction():
            yield PostgresTransaction(conn, self.faults)

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            await asyncio.wait_for(self.pool.close(), timeout=10)
        except TimeoutError:
            self.pool.terminate()

    async def tables(self) -> list[str]:
        names = [
            str(r[0])
            for r in await self.fetchall(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
                "AND table_type = 'BASE TABLE' AND table_name NOT IN (?, ?)",
                (_VERSION_TABLE, GAME_SCHEMAS),
            )
        ]
        parents: dict[str, set[str]] = {}
        for child, parent in await self.fetchall(
            "SELECT conrelid::regclass::text, confrelid::regclass::text FROM pg_constraint "
            "WHERE contype = 'f' AND connamespace = current_schema()::regnamespace"
        ):
            parents.setdefault(str(child), set()).add(str(parent))
        return topological(names, parents)

    async def columns(self, table: str) -> list[str]:
        rows = await self.fetchall(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
            "AND table_name = ? ORDER BY ordinal_position",
            (table,),
        )
        return [str(r[0]) for r in rows]

    async def rows(self, table: str, columns: Sequence[str]) -> AsyncIterator[Sequence[Row]]:
        async with self._connection(writing=False) as conn, conn.transaction():
            cursor = await conn.cursor(f"SELECT {', '.join(columns)} FROM {table} ORDER BY 1")
            while batch := list(await cursor.fetch(_BATCH)):
                yield batch

    async def continue_ids(self) -> None:
        identities = await self.fetchall(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND is_identity = 'YES'"
        )
        for table, column in identities:
            await self.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), COALESCE(MAX({column}), 0) + 1, "
                f"false) FROM {table}"
            )


async def open_postgres(
    url: str,
    directory: Path = PG_MIGRATIONS_DIR,
    *,
    lock_timeout_ms: int = WRITE_BUSY_MS,
    games: Sequence[GameMigrations] = (),
) -> PostgresDatabase:
    """Connect, check the schema's version and bring it up to date. A server that cannot be
    reached or refuses us raises :class:`DatabaseUnusableError` (one line)."""
    try:
        where = describe_url(url)
    except ValueError as exc:
        raise DatabaseUnusableError(f"the PostgreSQL address {exc}") from None
    # While the server is away the pool retries its connection floor and logs each failure
    # with a traceback; the bot says once that the storage is unavailable, and once that it
    # is back (the timer loop), which is what an operator needs.
    logging.getLogger("asyncpg.pool").setLevel(logging.ERROR)
    try:
        pool = await asyncpg.create_pool(
            url,
            min_size=1,
            max_size=POOL_SIZE,
            timeout=CONNECT_TIMEOUT_S,
            # A write waits this long for a row another transaction holds, then the user
            # reads that the storage is busy (SQLite's busy_timeout).
            server_settings={"lock_timeout": str(lock_timeout_ms), "application_name": "masquerade-night"},
        )
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        raise DatabaseUnusableError(
            f"PostgreSQL at {where} cannot be used ({_reason(exc)}); check DATABASE_URL and that the server runs."
        ) from None
    try:
        async with pool.acquire() as conn:
            await _migrate(conn, where, directory, games)
    except BaseException:
        pool.terminate()
        raise
    return PostgresDatabase(pool, f"PostgreSQL at {where}")


def _reason(exc: BaseException) -> str:
    if isinstance(exc, TimeoutError):
        return "no answer in time"
    if isinstance(exc, OSError):
        return os_words(exc)
    first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return re.sub(r"\s+", " ", first).strip()


async def _migrate(conn: Any, where: str, directory: Path, games: Sequence[GameMigrations]) -> int:
    """Apply every migration newer than ``schema_version``, each in its own transaction, then
    each game's own newer than its row in ``game_schemas``, while holding an advisory lock
    (two processes starting together migrate once)."""
    known = migrations(directory)
    await conn.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
    try:
        await conn.execute(
            f"CREATE TABLE IF NOT EXISTS {_VERSION_TABLE} (only_row BOOLEAN PRIMARY KEY DEFAULT TRUE "
            "CHECK (only_row), version INTEGER NOT NULL)"
        )
        await conn.execute(f"INSERT INTO {_VERSION_TABLE} (version) VALUES (0) ON CONFLICT DO NOTHING")
        current = int(await conn.fetchval(f"SELECT version FROM {_VERSION_TABLE}"))
        if current > len(known):
            raise newer_schema(f"PostgreSQL at {where}", current, len(known))
        game_versions = {game.game: await _game_version(conn, game.game) for game in games}
        for game in games:
            if game_versions[game.game] > len(game.postgresql()):
                where_game = f"PostgreSQL at {where} (the game {game.game!r})"
                raise newer_schema(where_game, game_versions[game.game], len(game.postgresql()))
        for number, path in known:
            if number <= current:
                continue
            log.info("applying migration postgresql/%s", path.name)
            async with conn.transaction():
                await conn.execute(path.read_text(encoding="utf-8"))
                await conn.execute(f"UPDATE {_VERSION_TABLE} SET version = $1", number)
            current = number
        for game in games:
            for number, path in game.postgresql():
                if number <= game_versions[game.game]:
                    continue
                log.info("applying the game %s's migration postgresql/%s", game.game, path.name)
                async with conn.transaction():
                    await conn.execute(path.read_text(encoding="utf-8"))
                    await conn.execute(game.record(number))
        return current
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)


async def _game_version(conn: Any, game: str) -> int:
    """How far ``game``'s own migrations went (0: none yet, or a database older than the
    table that records it)."""
    if await conn.fetchval("SELECT to_regclass($1)", GAME_SCHEMAS) is None:
        return 0
    return int(await conn.fetchval(f"SELECT version FROM {GAME_SCHEMAS} WHERE game = $1", game) or 0)
