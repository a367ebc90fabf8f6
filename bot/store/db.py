"""Opening the database and running numbered migrations (``PRAGMA user_version``)."""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import aiosqlite

from bot.errors import UserError

__all__ = [
    "MIGRATIONS_DIR",
    "Database",
    "DatabaseUnusableError",
    "Transaction",
    "apply_migrations",
    "open_database",
]

Params = Sequence[object]

# How long a write waits for a lock held by another process (a backup, a slow disk) before
# the user is told the storage is busy. Reads never wait: they use their own connection.
WRITE_BUSY_MS = 5000


class DatabaseUnusableError(Exception):
    """The database file cannot be used; the message is one line saying what to do."""


@contextmanager
def _storage_errors() -> Iterator[None]:
    """A full disk or a lock held elsewhere is the storage's condition, not a bug: the
    user reads that nothing was changed (the transaction rolled back)."""
    try:
        yield
    except sqlite3.OperationalError as exc:
        code = getattr(exc, "sqlite_errorcode", None)
        if code == sqlite3.SQLITE_FULL:
            raise UserError("error-storage-full") from exc
        if code == sqlite3.SQLITE_BUSY:
            raise UserError("error-storage-busy") from exc
        raise


class Transaction:
    """Statements inside one ``BEGIN IMMEDIATE … COMMIT`` (see :meth:`Database.transaction`)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    # Cursors are not closed explicitly: closing is one more trip to the connection's
    # thread, under the lock every writer waits on; a finished cursor holds nothing.

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
    """The bot's SQLite connections: one for writes, one for reads.

    Writes go through one lock: on a single connection, two games' transactions would
    otherwise interleave (``BEGIN`` inside ``BEGIN``), and a plain write from one coroutine
    would silently join another's open transaction. Reads use a second, read-only
    connection and never take that lock: in WAL mode a reader sees the last commit and is
    never blocked by a writer, so a write waiting on a lock held by another process (a
    backup, a slow disk) does not stall every panel and board of every other game.
    Each read is one call (``execute_fetchall``), its own snapshot, so reads need no lock.
    """

    def __init__(self, conn: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        self.conn = conn
        self.reader = reader
        self._lock = asyncio.Lock()
        self._closed = False

    async def fetchall(self, sql: str, params: Params = ()) -> list[aiosqlite.Row]:
        # execute_fetchall is one trip to the connection's thread instead of three.
        return list(await self.reader.execute_fetchall(sql, tuple(params)))

    async def fetchone(self, sql: str, params: Params = ()) -> aiosqlite.Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement in its own (autocommit) transaction; returns rows changed."""
        async with self._lock:
            with _storage_errors():
                cursor = await self.conn.execute(sql, tuple(params))
            return cursor.rowcount

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; any exception rolls everything back."""
        async with self._lock:
            with _storage_errors():
                await self.conn.execute("BEGIN IMMEDIATE")
                try:
                    yield Transaction(self.conn)
                    await self.conn.execute("COMMIT")
                except BaseException:
                    # SQLite may already have rolled back (a full disk does): a second
                    # ROLLBACK would fail and hide the real error.
                    if self.conn.in_transaction:
                        await self.conn.execute("ROLLBACK")
                    raise

    async def close(self) -> None:
        """Close once; later calls do nothing (shutdown paths may call it twice)."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self.reader.close()
                await self.conn.close()


log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "data" / "migrations"
_NUMBERED = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


async def open_database(path: Path | str, directory: Path = MIGRATIONS_DIR) -> Database:
    """Open (creating if needed) the database in WAL mode, check it and bring it up to
    date. A file that cannot be used raises :class:`DatabaseUnusableError` (one line)
    with every connection closed: an open aiosqlite thread would keep the process alive."""
    target = Path(path)
    if await asyncio.to_thread(target.is_dir):
        raise DatabaseUnusableError(f"{target} is a folder, not a database file; point DATABASE_PATH at a file.")
    writer = await _connect(target)
    try:
        await _prepare(writer, target, directory)
        reader = await _connect(target)
    except BaseException:
        await writer.close()
        raise
    try:
        # A read-only reader: a write sent to it by mistake fails loudly instead of
        # bypassing the write lock.
        await reader.execute("PRAGMA query_only = ON")
        await reader.execute(f"PRAGMA busy_timeout = {WRITE_BUSY_MS}")
    except BaseException:
        await reader.close()
        await writer.close()
        raise
    return Database(writer, reader)


async def _connect(target: Path) -> aiosqlite.Connection:
    try:
        conn = await aiosqlite.connect(str(target), isolation_level=None)
    except sqlite3.Error as exc:
        raise DatabaseUnusableError(f"{target} cannot be opened ({exc}); check that this user may read it.") from None
    conn.row_factory = aiosqlite.Row
    return conn


async def _prepare(db: aiosqlite.Connection, target: Path, directory: Path) -> None:
    try:
        # WAL lets the backup command and readers run while the bot writes; NORMAL sync is
        # durable across process crashes (only an OS crash may lose the last commits).
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute(f"PRAGMA busy_timeout = {WRITE_BUSY_MS}")
        known = len(_migrations(directory))
        current = await _user_version(db)
        if current > known:
            raise DatabaseUnusableError(
                f"{target} was written by a newer version of the bot (schema {current}, this version knows "
                f"{known}); run the newer version or restore a backup."
            )
        # A valid header over corrupted pages opens fine and fails later, on every command.
        problems = [str(row[0]) for row in await db.execute_fetchall("PRAGMA quick_check")]
        if problems != ["ok"]:
            raise _damaged(target, problems[0])
        await apply_migrations(db, directory)
    except sqlite3.DatabaseError as exc:
        if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_CORRUPT:
            raise _damaged(target, str(exc)) from None
        raise DatabaseUnusableError(
            f"{target} is not a usable SQLite database ({exc}); restore a backup or point DATABASE_PATH elsewhere."
        ) from None


def _damaged(target: Path, problem: str) -> DatabaseUnusableError:
    return DatabaseUnusableError(f"{target} is damaged ({problem}); restore a backup (see python -m bot.backup).")


async def _user_version(db: aiosqlite.Connection) -> int:
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


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
    current = await _user_version(db)
    for number, path in _migrations(directory):
        if number <= current:
            continue
        log.info("applying migration %s", path.name)
        script = path.read_text(encoding="utf-8")
        await db.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
        current = number
    return current
