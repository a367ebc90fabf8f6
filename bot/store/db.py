"""The store's connection layer: one interface, two databases (SQLite, PostgreSQL).

Every repository (games.py, guilds.py, …) is written once against :class:`Database` and
:class:`Transaction`, with ``?`` placeholders; an implementation turns them into its own
(``$1`` for PostgreSQL). The few expressions the two dialects spell differently come from
:class:`Dialect`. Which database is used is decided by one setting (``DATABASE_URL``, else
``DATABASE_PATH``) in :func:`open_database`.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol

from bot.core.database_url import is_postgres_url
from bot.core.shards import Shards
from bot.store.faults import StorageFaults

__all__ = [
    "GAME_SCHEMAS",
    "MIGRATIONS_DIR",
    "POSTGRES",
    "SQLITE",
    "ConstraintError",
    "Database",
    "DatabaseUnusableError",
    "Dialect",
    "GameMigrations",
    "Params",
    "Row",
    "Transaction",
    "migrations",
    "open_database",
    "shard_filter",
]

Params = Sequence[object]

# How long a write waits for a lock held by someone else (a backup, another process) before
# the user is told the storage is busy. Reads never wait for writes.
WRITE_BUSY_MS = 5000

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "data" / "migrations"
_NUMBERED = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
#: How far each game's own migrations went: (game, version). Bookkeeping, like the bot's own
#: schema version: never copied from one database to another.
GAME_SCHEMAS = "game_schemas"


@dataclass(frozen=True, slots=True)
class GameMigrations:
    """A game's own migrations, for its private tables: numbered from 1 per game in
    ``directory`` (SQLite) and ``directory/postgresql`` (PostgreSQL), laid out like the bot's
    own (``data/migrations``), and applied after them; ``game_schemas`` records each game's
    version."""

    game: str
    directory: Path

    def sqlite(self) -> list[tuple[int, Path]]:
        return migrations(self.directory)

    def postgresql(self) -> list[tuple[int, Path]]:
        return migrations(self.directory / "postgresql")

    def record(self, version: int) -> str:
        """The statement that records ``version`` as this game's, in SQL both dialects read
        (a literal rather than a parameter: SQLite's scripts take none)."""
        game = self.game.replace("'", "''")
        return (
            f"INSERT INTO {GAME_SCHEMAS} (game, version) VALUES ('{game}', {int(version)}) "
            "ON CONFLICT (game) DO UPDATE SET version = excluded.version"
        )


class Row(Protocol):
    """A result row: indexable and iterable like a tuple (sqlite3.Row, asyncpg.Record)."""

    def __getitem__(self, index: int, /) -> Any: ...
    def __iter__(self) -> Iterator[Any]: ...
    def __len__(self) -> int: ...


class DatabaseUnusableError(Exception):
    """The database cannot be used; the message is one line saying what to do."""


class ConstraintError(Exception):
    """A write broke a constraint of the schema (a unique index, a foreign key, a check)."""


@dataclass(frozen=True, slots=True)
class Dialect:
    """The expressions the two databases spell differently. Everything else in the stores'
    SQL is written once, in the subset both understand."""

    name: Literal["sqlite", "postgresql"]
    greatest: str  # the larger of two values
    least: str

    def json_rows(self, columns: str, source: str, order: str) -> str:
        """A JSON array with one array of ``columns`` per row of ``source`` (a table and its
        WHERE clause), in ``order``; ``[]`` when there is none."""
        if self.name == "sqlite":
            return f"(SELECT json_group_array(json_array({columns})) FROM (SELECT * FROM {source} ORDER BY {order}))"
        return f"(SELECT COALESCE(json_agg(json_build_array({columns}) ORDER BY {order}), '[]') FROM {source})"

    def json_contains(self, array: str, value: str) -> str:
        """True if the JSON array of numbers ``array`` (NULL: false) contains ``value``."""
        if self.name == "sqlite":
            return f"EXISTS (SELECT 1 FROM json_each({array}) AS item WHERE item.value = {value})"
        return f"COALESCE(CAST({array} AS jsonb) @> to_jsonb(CAST({value} AS BIGINT)), FALSE)"

    def json_without(self, array: str, value: str) -> str:
        """The JSON array of numbers ``array`` without ``value``, as text."""
        if self.name == "sqlite":
            return f"(SELECT json_group_array(value) FROM json_each({array}) WHERE value != {value})"
        return (
            f"(SELECT CAST(COALESCE(jsonb_agg(item), '[]') AS TEXT) FROM jsonb_array_elements(CAST({array} AS jsonb))"
            f" AS item WHERE item != to_jsonb(CAST({value} AS BIGINT)))"
        )


SQLITE = Dialect("sqlite", greatest="MAX", least="MIN")
POSTGRES = Dialect("postgresql", greatest="GREATEST", least="LEAST")


class Transaction(ABC):
    """Statements inside one transaction (see :meth:`Database.transaction`)."""

    @abstractmethod
    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; returns the number of rows it changed."""

    @abstractmethod
    async def insert(self, sql: str, params: Params = ()) -> int:
        """Run an INSERT into a table with an ``id`` key; returns the new row's id."""

    async def write(self, sql: str, params: Params = ()) -> None:
        """Run a statement whose result nobody reads: a database may send it with the next
        statement or the commit (SQLite does, saving a trip to its connection's thread)."""
        await self.execute(sql, params)

    @abstractmethod
    async def executemany(self, sql: str, rows: Iterable[Params]) -> None: ...

    @abstractmethod
    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]: ...


class Database(ABC):
    """The bot's database. Reads never wait for writes; each write is one transaction
    (:meth:`execute` a transaction of one statement). A full disk or a lock held too long
    becomes a ``UserError`` ("nothing was changed"), a broken constraint :class:`ConstraintError`."""

    dialect: Dialect
    #: What the storage's refusals say about it: one line when a fault begins, one when it ends.
    faults: StorageFaults

    @abstractmethod
    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]: ...

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    @abstractmethod
    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement in its own transaction; returns rows changed."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """A transaction: committed when the block ends, rolled back by any exception."""

    @abstractmethod
    async def close(self) -> None:
        """Close once; later calls do nothing (shutdown paths may call it twice)."""

    @abstractmethod
    async def tables(self) -> list[str]:
        """The schema's tables (the migrations' bookkeeping excluded), parents before the
        tables whose foreign keys point at them."""

    @abstractmethod
    async def columns(self, table: str) -> list[str]: ...

    @abstractmethod
    def rows(self, table: str, columns: Sequence[str]) -> AsyncIterator[Sequence[Row]]:
        """Every row of ``table`` (its ``columns``), in batches — for copying a database."""

    @abstractmethod
    async def continue_ids(self) -> None:
        """After rows were copied in with their ids: new rows get ids after the largest."""

    def lost(self) -> str | None:
        """Why the database the bot opened is no longer where it was (a file removed or
        replaced while the bot runs), or None. The open file still works, but the next start
        would not find it: worth telling the operator before then."""
        return None


def migrations(directory: Path) -> list[tuple[int, Path]]:
    """The numbered migrations in ``directory`` (0001_name.sql …), checked to be 1..n."""
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


def newer_schema(where: str, current: int, known: int) -> DatabaseUnusableError:
    return DatabaseUnusableError(
        f"{where} was written by a newer version of the bot (schema {current}, this version knows "
        f"{known}); run the newer version or restore a backup."
    )


def topological(tables: Sequence[str], parents: dict[str, set[str]]) -> list[str]:
    """``tables`` with every table after the tables it references (names sorted otherwise)."""
    ordered: list[str] = []
    remaining = sorted(tables)
    while remaining:
        ready = [t for t in remaining if not (parents.get(t, set()) - {t}) - set(ordered)]
        if not ready:
            raise RuntimeError(f"foreign keys form a cycle among {remaining}")
        ordered += ready
        remaining = [t for t in remaining if t not in ready]
    return ordered


async def open_database(
    location: Path | str,
    directory: Path = MIGRATIONS_DIR,
    games: Sequence[GameMigrations] = (),
    *,
    witnesses: Sequence[Path] = (),
) -> Database:
    """Open the database at ``location`` — a ``postgresql://`` URL, else an SQLite file —
    check it and bring its schema up to date: the bot's migrations, then each game's own
    (``games``). A database that cannot be used raises :class:`DatabaseUnusableError` (one
    line) with every connection closed. ``witnesses``: files that may say an SQLite file was
    there before, when it is missing (see ``open_sqlite``)."""
    if isinstance(location, str) and is_postgres_url(location):
        from bot.store.postgres import open_postgres

        return await open_postgres(location, directory / "postgresql", games=games)
    from bot.store.sqlite import open_sqlite

    return await open_sqlite(Path(location), directory, games, witnesses=witnesses)


def shard_filter(shards: Shards | None) -> str:
    """SQL true for the games of ``shards``' servers (a games row's ``guild_id``), the same
    arithmetic as :func:`bot.core.shards.shard_of` in both dialects. The ids are validated
    integers from the settings, so they are written into the SQL as numbers."""
    if shards is None or shards.all:
        return "1 = 1"
    ids = ", ".join(str(int(i)) for i in shards.ids)
    return f"((guild_id >> 22) % {int(shards.count)}) IN ({ids})"
