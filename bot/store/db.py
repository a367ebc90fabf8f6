"""Opening the database and running numbered migrations (``PRAGMA user_version``)."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

__all__ = ["MIGRATIONS_DIR", "Database", "Transaction", "apply_migrations", "open_database"]

Params = Sequence[object]


class Transaction:
    """Statements inside one ``BEGIN IMMEDIATE … COMMIT`` (see :meth:`Database.transaction`)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    # Cursors are not closed explicitly: closing is one more trip to the connection's
    # thread, under the lock every game waits on; a finished cursor holds nothing.

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; returns the number of rows it changed."""
        cursor = await self._conn.execute(sql, tuple(params))
        return cursor.rowcount

    async def insert(self, sql: str, params: Params = ()) -> int:
        """Run an INSERT; returns the new row's id."""
        cursor = await self._conn.execute(sql, tuple(params))
        return int(cursor.lastrowid or 0)

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        await self._conn.executemany(sql, [tuple(r) for r in rows])

    async def fetchall(self, sql: str, params: Params = ()) -> list[aiosqlite.Row]:
        return list(await self._conn.execute_fetchall(sql, tuple(params)))


class Database:
    """The bot's one SQLite connection, shared by every game.

    All access goes through one lock: on a single connection, two games' transactions
    would otherwise interleave (``BEGIN`` inside ``BEGIN``), and a plain write from one
    coroutine would silently join another's open transaction.
    """

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn
        self._lock = asyncio.Lock()
        self._closed = False

    async def fetchall(self, sql: str, params: Params = ()) -> list[aiosqlite.Row]:
        # execute_fetchall is one trip to the connection's thread instead of three.
        async with self._lock:
            return list(await self.conn.execute_fetchall(sql, tuple(params)))

    async def fetchone(self, sql: str, params: Params = ()) -> aiosqlite.Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement in its own (autocommit) transaction; returns rows changed."""
        async with self._lock:
            cursor = await self.conn.execute(sql, tuple(params))
            return cursor.rowcount

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; any exception rolls everything back."""
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield Transaction(self.conn)
            except BaseException:
                await self.conn.execute("ROLLBACK")
                raise
            await self.conn.execute("COMMIT")

    async def close(self) -> None:
        """Close once; later calls do nothing (shutdown paths may call it twice)."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self.conn.close()


log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "data" / "migrations"
_NUMBERED = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


async def open_database(path: Path | str) -> Database:
    """Open (creating if needed) the database in WAL mode and bring it up to date."""
    db = await aiosqlite.connect(str(path), isolation_level=None)
    db.row_factory = aiosqlite.Row
    # WAL lets the backup command and readers run while the bot writes; NORMAL sync is
    # durable across process crashes (only an OS crash may lose the last commits).
    await db.execute("PRAGMA journal_mode = WAL")
    await db.execute("PRAGMA synchronous = NORMAL")
    await db.execute("PRAGMA foreign_keys = ON")
    await db.execute("PRAGMA busy_timeout = 5000")
    await apply_migrations(db)
    return Database(db)


def _migrations(directory: Path) -> list[tuple[int, Path]]:
    found = []
    for path in sorted(directory.glob("*.sql")):
        match = _NUMBERED.match(path.name)
        if match is None:
            raise RuntimeError(f"migration file name must look like 0001_name.sql: {path.name}")
        found.append((int(match.group(1)), path))
    numbers = [n for n, _ in found]
    if numbers != list(range(1, len(numbers) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps: {numbers}")
    return found


async def apply_migrations(db: aiosqlite.Connection, directory: Path = MIGRATIONS_DIR) -> int:
    """Apply every migration newer than ``user_version``, each in its own transaction."""
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    current = int(row[0]) if row else 0
    for number, path in _migrations(directory):
        if number <= current:
            continue
        log.info("applying migration %s", path.name)
        script = path.read_text(encoding="utf-8")
        await db.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
        current = number
    return current
