"""The SQLite store: a write connection under one lock, a read-only reader, WAL, and
numbered migrations by ``PRAGMA user_version``."""

from __future__ import annotations

import asyncio
import contextlib
import glob
import json
import logging
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar, cast

import aiosqlite

from bot.core.errors import UserError
from bot.store.db import (
    GAME_SCHEMAS,
    MIGRATIONS_DIR,
    SQLITE,
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

__all__ = ["SqliteDatabase", "SqliteTransaction", "apply_game_migrations", "apply_migrations", "open_sqlite"]

log = logging.getLogger(__name__)

T = TypeVar("T")

_BATCH = 1000
# Copies kept before upgrades: the last few releases can be rolled back to.
SNAPSHOTS_KEPT = 3


# SQLite's primary result codes (an extended code keeps its primary one in the low byte)
# that say the disk or the file failed, not the query: a disk turned read-only, an I/O
# error, damaged pages, a file that cannot be opened any more.
_BROKEN_STORAGE = frozenset(
    {sqlite3.SQLITE_IOERR, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_CANTOPEN}
)


_CAUSES = {
    sqlite3.SQLITE_FULL: "disk full",
    sqlite3.SQLITE_BUSY: "lock timeout: another process holds the database",
    sqlite3.SQLITE_LOCKED: "lock timeout: another process holds the database",
    sqlite3.SQLITE_READONLY: "read-only",
    sqlite3.SQLITE_IOERR: "I/O error",
    sqlite3.SQLITE_CORRUPT: "the database file is damaged",
    sqlite3.SQLITE_CANTOPEN: "the database file cannot be opened",
}


def _cause(exc: sqlite3.DatabaseError, code: int) -> str:
    """What failed, for the operator: our words, then SQLite's (which never quote data)."""
    return f"{_CAUSES[code]} ({exc})" if code in _CAUSES else str(exc)


@contextmanager
def _storage_errors(faults: StorageFaults, *, writing: bool, done: bool = True) -> Iterator[None]:
    """A full disk, a lock held elsewhere or a failing disk is the storage's condition, not
    a bug: the user reads that nothing was changed (the transaction rolled back), and a
    game's timer is tried again rather than its ruling blamed. ``faults`` hears each
    refusal, and each success when ``done`` (a transaction's last trip)."""
    try:
        yield
    except sqlite3.IntegrityError as exc:
        raise ConstraintError(str(exc)) from exc
    except sqlite3.DatabaseError as exc:
        code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        if code in _CAUSES:
            faults.failed(_cause(exc, code), writing=writing)
        if code == sqlite3.SQLITE_FULL:
            raise UserError("error-storage-full") from exc
        if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
            raise UserError("error-storage-busy") from exc
        if code in _BROKEN_STORAGE:
            raise UserError("error-storage-failed") from exc
        raise
    except OSError as exc:
        faults.failed(os_cause(exc), writing=writing)
        raise UserError("error-storage-failed") from exc
    if done:
        faults.succeeded(writing=writing)


class SqliteTransaction(Transaction):
    """Statements inside one ``BEGIN IMMEDIATE … COMMIT``.

    Every statement is a trip to the connection's thread, and the transaction holds the one
    write lock of the bot for all of them (every game's writes wait on it). So the
    statements whose result nobody reads (``BEGIN``, :meth:`write`, :meth:`executemany`) are
    not sent on their own: they go with the next statement, or with the ``COMMIT``, in one
    trip. A move's commit is two trips instead of five."""

    def __init__(self, conn: aiosqlite.Connection, faults: StorageFaults) -> None:
        self._conn = conn
        self._faults = faults
        self._unsent: list[Callable[[sqlite3.Connection], object]] = [_begin]
        self.begun = False  # whether BEGIN has reached the database (so a ROLLBACK may be due)

    # Cursors are not closed explicitly: closing is one more trip to the connection's
    # thread, under the lock every writer waits on; a finished cursor holds nothing.

    async def _send(self, last: Callable[[sqlite3.Connection], T], *, done: bool = False) -> T:
        """The unsent statements, then ``last``, in one trip; what ``last`` returns
        (``done``: the transaction's last trip, whose success ends a storage fault)."""
        unsent, self._unsent = self._unsent, []
        self.begun = True

        def run(db: sqlite3.Connection) -> T:
            for statement in unsent:
                statement(db)
            return last(db)

        with _storage_errors(self._faults, writing=True, done=done):
            return await _in_thread(self._conn, run)

    async def execute(self, sql: str, params: Params = ()) -> int:
        values = tuple(params)
        return await self._send(lambda db: db.execute(sql, values).rowcount)

    async def insert(self, sql: str, params: Params = ()) -> int:
        values = tuple(params)
        return await self._send(lambda db: int(db.execute(sql, values).lastrowid or 0))

    async def write(self, sql: str, params: Params = ()) -> None:
        values = tuple(params)
        self._unsent.append(lambda db: db.execute(sql, values))

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        values = [tuple(r) for r in rows]
        self._unsent.append(lambda db: db.executemany(sql, values))

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        values = tuple(params)
        return await self._send(lambda db: list(db.execute(sql, values).fetchall()))

    async def commit(self) -> None:
        """What is left, and ``COMMIT``, in one trip."""
        await self._send(_commit, done=True)


def _begin(db: sqlite3.Connection) -> None:
    db.execute("BEGIN IMMEDIATE")


def _commit(db: sqlite3.Connection) -> None:
    db.execute("COMMIT")


async def _in_thread(conn: aiosqlite.Connection, work: Callable[[sqlite3.Connection], T]) -> T:
    """``work`` on the connection's own thread, with its sqlite3 connection: several
    statements for the price of one trip. aiosqlite runs every call this way
    (``Connection._execute``); it offers no public name for it."""
    run: Callable[[Callable[[], T]], Awaitable[object]] = conn._execute
    return cast(T, await run(lambda: work(conn._conn)))


class SqliteDatabase(Database):
    """The bot's SQLite connections: one for writes, one for reads.

    Writes go through one lock: on a single connection, two games' transactions would
    otherwise interleave (``BEGIN`` inside ``BEGIN``), and a plain write from one coroutine
    would silently join another's open transaction. Reads use a second, read-only
    connection and never take that lock: in WAL mode a reader sees the last commit and is
    never blocked by a writer, so a write waiting on a lock held by another process (a
    backup, a slow disk) does not stall every panel and board of every other game.
    Each read is one call (``execute_fetchall``), its own snapshot, so reads need no lock.
    """

    dialect = SQLITE

    def __init__(self, conn: aiosqlite.Connection, reader: aiosqlite.Connection, target: Path | None = None) -> None:
        self.conn = conn
        self.reader = reader
        self._target = target
        self._identity = _identity(target) if target is not None else None
        self._lock = asyncio.Lock()
        self._closed = False
        self.faults = StorageFaults(f"SQLite at {target}" if target is not None else "SQLite")

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        # execute_fetchall is one trip to the connection's thread instead of three.
        with _storage_errors(self.faults, writing=False):
            return list(await self.reader.execute_fetchall(sql, tuple(params)))

    async def execute(self, sql: str, params: Params = ()) -> int:
        async with self._lock:
            with _storage_errors(self.faults, writing=True):
                cursor = await self.conn.execute(sql, tuple(params))
            return cursor.rowcount

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; any exception rolls everything back."""
        async with self._lock:
            tx = SqliteTransaction(self.conn, self.faults)
            try:
                yield tx
                await tx.commit()
            except BaseException:
                # SQLite may already have rolled back (a full disk does): a second
                # ROLLBACK would fail and hide the real error. A transaction whose BEGIN
                # was never sent has nothing to roll back.
                if tx.begun and self.conn.in_transaction:
                    with _storage_errors(self.faults, writing=True, done=False):
                        await self.conn.execute("ROLLBACK")
                raise

    def lost(self) -> str | None:
        if self._target is None or self._identity is None:
            return None
        now = _identity(self._target)
        if now is None:
            return f"{self._target} was removed while the bot runs"
        if now != self._identity:
            return f"{self._target} was replaced by another file while the bot runs"
        return None

    async def close(self) -> None:
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self.reader.close()
                await self.conn.close()

    async def tables(self) -> list[str]:
        names = [
            str(r[0])
            for r in await self.fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != ?",
                (GAME_SCHEMAS,),
            )
        ]
        parents = {name: {str(r[2]) for r in await self.fetchall(f"PRAGMA foreign_key_list({name})")} for name in names}
        return topological(names, parents)

    async def columns(self, table: str) -> list[str]:
        return [str(r[1]) for r in await self.fetchall(f"PRAGMA table_info({table})")]

    async def rows(self, table: str, columns: Sequence[str]) -> AsyncIterator[Sequence[Row]]:
        async with self.reader.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY rowid") as cursor:
            while batch := list(await cursor.fetchmany(_BATCH)):
                yield batch

    async def continue_ids(self) -> None:
        """Nothing to do: SQLite's next rowid is always after the largest."""


async def open_sqlite(
    target: Path,
    directory: Path = MIGRATIONS_DIR,
    games: Sequence[GameMigrations] = (),
    *,
    witnesses: Sequence[Path] = (),
) -> SqliteDatabase:
    """Open (creating if needed) the database in WAL mode, check it and bring it up to
    date (the bot's migrations, then each game's). A file that cannot be used raises
    :class:`DatabaseUnusableError` (one line) with every connection closed: an open
    aiosqlite thread would keep the process alive. ``witnesses``: files that may tell that a
    database was here before (the heartbeat a crashed run left), for a missing one."""
    if await asyncio.to_thread(target.is_dir):
        raise DatabaseUnusableError(f"{target} is a folder, not a database file; point DATABASE_PATH at a file.")
    if not await asyncio.to_thread(target.exists):
        traces = await asyncio.to_thread(_traces_of, target, witnesses)
        if traces:
            # An unmounted volume, a wrong DATABASE_PATH, a file deleted by hand: the games
            # are elsewhere, and a new empty database would hide them.
            log.warning(
                "no database at %s, but %s: is its disk or volume mounted, and DATABASE_PATH right? Creating a "
                "new, empty one; stop the bot and put the old one back (python -m bot.ops.restore) if it had games",
                target,
                "; ".join(traces),
            )
        else:
            log.info("no database at %s: creating a new, empty one (a first start)", target)
    writer = await _connect(target)
    try:
        await _prepare(writer, target, directory, games)
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
    return SqliteDatabase(writer, reader, target)


async def _connect(target: Path) -> aiosqlite.Connection:
    try:
        conn = await aiosqlite.connect(str(target), isolation_level=None)
    except sqlite3.Error as exc:
        raise DatabaseUnusableError(f"{target} cannot be opened ({exc}); check that this user may read it.") from None
    conn.row_factory = aiosqlite.Row
    return conn


async def _prepare(db: aiosqlite.Connection, target: Path, directory: Path, games: Sequence[GameMigrations]) -> None:
    try:
        # WAL lets the backup command and readers run while the bot writes; NORMAL sync is
        # durable across process crashes (only an OS crash may lose the last commits).
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute(f"PRAGMA busy_timeout = {WRITE_BUSY_MS}")
        known = len(migrations(directory))
        current = await _user_version(db)
        if current > known:
            raise newer_schema(str(target), current, known)
        behind = False
        for game in games:
            game_known, game_current = len(game.sqlite()), await _game_version(db, game.game)
            if game_current > game_known:
                raise newer_schema(f"{target} (the game {game.game!r})", game_current, game_known)
            behind = behind or game_current < game_known
        # A valid header over corrupted pages opens fine and fails later, on every command.
        problems = [str(row[0]) for row in await db.execute_fetchall("PRAGMA quick_check")]
        if problems != ["ok"]:
            raise _damaged(target, _first_problem(problems))
        if current > 0 and (current < known or behind):
            await _snapshot_before_upgrade(db, target, current)
        await apply_migrations(db, directory)
        await apply_game_migrations(db, games)
    except sqlite3.DatabaseError as exc:
        if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_CORRUPT:
            raise _damaged(target, str(exc)) from None
        raise DatabaseUnusableError(
            f"{target} is not a usable SQLite database ({exc}); restore a backup or point DATABASE_PATH elsewhere."
        ) from None


def _first_problem(problems: list[str]) -> str:
    """SQLite's check lists every damaged page, a row may span lines: the start-up error
    stays one line, with the first problem and how many there are."""
    lines = [line.strip() for problem in problems for line in problem.splitlines()]
    found = [line for line in lines if line and not line.startswith("***")] or ["unknown damage"]
    return found[0] if len(found) == 1 else f"{found[0]}; {len(found)} problems in all"


def _snapshot_path(target: Path, schema: int, when: datetime) -> Path:
    """``masquerade.sqlite3.schema-9-before-upgrade-20261126T140000Z``: which schema it
    holds (the release that wrote it) and when, beside the database."""
    return target.with_name(f"{target.name}.schema-{schema}-before-upgrade-{when:%Y%m%dT%H%M%SZ}")


def _snapshots(target: Path) -> list[Path]:
    """The copies kept before upgrades, oldest first (their names end with the time)."""
    found = target.parent.glob(f"{glob.escape(target.name)}.schema-*-before-upgrade-*")
    return sorted(found, key=lambda p: p.name.rsplit("-", 1)[-1])


def _traces_of(target: Path, witnesses: Sequence[Path]) -> list[str]:
    """What says a database was at ``target`` though none is: what SQLite and the bot leave
    beside one (its ``-wal``, copies kept before an upgrade or a restore), or a witness
    naming it (the heartbeat file a crashed run left)."""
    traces = [
        f"{p.name} is beside it" for p in (target.with_name(target.name + s) for s in ("-wal", "-shm")) if p.exists()
    ]
    copies = [*_snapshots(target), *target.parent.glob(f"{glob.escape(target.name)}.replaced-*")]
    if copies:
        traces.append(f"{len(copies)} copies of it are beside it (such as {copies[-1].name})")
    for witness in witnesses:
        with contextlib.suppress(OSError, ValueError):
            said = json.loads(witness.read_text(encoding="utf-8"))
            if isinstance(said, dict) and said.get("database") == str(target):
                traces.append(f"the heartbeat file {witness} of a bot that used it says so")
    return traces


async def _snapshot_before_upgrade(db: aiosqlite.Connection, target: Path, schema: int) -> Path:
    """A copy of the database before its migrations run (SQLite's online backup API), so an
    upgrade can be rolled back: stop, ``python -m bot.ops.restore`` this file, start the release
    before. Without the copy the upgrade does not run: an upgrade nobody can undo is worse
    than a bot that waits for disk space. Only the newest :data:`SNAPSHOTS_KEPT` copies
    stay (an upgrade interrupted again and again would otherwise fill the disk)."""
    path = _snapshot_path(target, schema, datetime.now(UTC))
    try:
        copy = await asyncio.to_thread(sqlite3.connect, str(path), check_same_thread=False)
        try:
            await db.backup(copy)
        finally:
            await asyncio.to_thread(copy.close)
    except (OSError, sqlite3.Error) as exc:
        await asyncio.to_thread(path.unlink, missing_ok=True)
        raise DatabaseUnusableError(
            f"{target} needs an upgrade (schema {schema}), but no copy could be kept before it ({exc}); "
            f"free some space beside {target} and start again."
        ) from None
    kept, removed = await asyncio.to_thread(_keep_newest_snapshots, target)
    log.info(
        "schema %d: copied the database to %s before upgrading it; %d such copies kept (%s in all)%s",
        schema,
        path,
        len(kept),
        _size(sum(p.stat().st_size for p in kept)),
        f", {len(removed)} older removed" if removed else "",
    )
    return path


def _keep_newest_snapshots(target: Path) -> tuple[list[Path], list[Path]]:
    """Remove all but the newest :data:`SNAPSHOTS_KEPT` copies kept before upgrades; the
    copies kept and those removed."""
    copies = _snapshots(target)
    old, kept = copies[:-SNAPSHOTS_KEPT], copies[-SNAPSHOTS_KEPT:]
    for path in old:
        path.unlink(missing_ok=True)
    return kept, old


def _size(size: int) -> str:
    """``812 bytes``, ``3.4 MiB``: a size an operator reads at a glance."""
    amount, unit = float(size), "bytes"
    for bigger in ("KiB", "MiB", "GiB"):
        if amount < 1024:
            break
        amount, unit = amount / 1024, bigger
    return f"{size} bytes" if unit == "bytes" else f"{amount:.1f} {unit}"


def _damaged(target: Path, problem: str) -> DatabaseUnusableError:
    return DatabaseUnusableError(f"{target} is damaged ({problem}); restore a backup (see python -m bot.ops.backup).")


async def _user_version(db: aiosqlite.Connection) -> int:
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def apply_migrations(db: aiosqlite.Connection, directory: Path = MIGRATIONS_DIR) -> int:
    """Apply every migration newer than ``user_version``, each in its own transaction."""
    current = await _user_version(db)
    for number, path in migrations(directory):
        if number <= current:
            continue
        log.info("applying migration %s", path.name)
        script = path.read_text(encoding="utf-8")
        await db.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
        current = number
    return current


async def _game_version(db: aiosqlite.Connection, game: str) -> int:
    """How far ``game``'s own migrations went (0: none yet, or a database older than the
    table that records it)."""
    exists = await db.execute_fetchall("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (GAME_SCHEMAS,))
    if not exists:
        return 0
    rows = list(await db.execute_fetchall(f"SELECT version FROM {GAME_SCHEMAS} WHERE game = ?", (game,)))
    return int(rows[0][0]) if rows else 0


async def apply_game_migrations(db: aiosqlite.Connection, games: Sequence[GameMigrations]) -> None:
    """Apply each game's migrations newer than its recorded version, each with its record
    in one transaction (after the bot's own: a game's tables may reference the games)."""
    for game in games:
        current = await _game_version(db, game.game)
        for number, path in game.sqlite():
            if number <= current:
                continue
            log.info("applying the game %s's migration %s", game.game, path.name)
            script = path.read_text(encoding="utf-8")
            await db.executescript(f"BEGIN IMMEDIATE;\n{script}\n{game.record(number)};\nCOMMIT;")


def _identity(target: Path) -> tuple[int, int] | None:
    """Which file ``target`` is (device and inode), or None if there is none."""
    try:
        status = target.stat()
    except FileNotFoundError:
        return None
    return (status.st_dev, status.st_ino)
