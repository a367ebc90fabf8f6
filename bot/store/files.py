"""A SQLite database file as the tools (``python -m bot.ops.backup``, ``restore``) handle it,
outside the bot's connections: what the file is, an exclusive lock that proves no process
has it open, and a checked copy made with SQLite's online backup API. Synchronous (the
standard library's sqlite3): the tools run in a process of their own."""

from __future__ import annotations

import contextlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path

__all__ = ["FileFacts", "FileInUseError", "copy_file", "lock_exclusively", "read_facts"]


class FileInUseError(Exception):
    """Another process has the database open."""


@dataclass(frozen=True, slots=True)
class FileFacts:
    """What a database file says of itself: ``integrity`` is ``PRAGMA integrity_check``'s
    first line ("ok" for a sound file), ``schema`` its ``user_version``, ``tables`` its
    tables' names."""

    integrity: str
    schema: int
    tables: frozenset[str]


def read_facts(path: Path) -> FileFacts:
    """The file's facts, read only; :class:`sqlite3.DatabaseError` if it is no database."""
    with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        (check,) = db.execute("PRAGMA integrity_check").fetchone()
        (schema,) = db.execute("PRAGMA user_version").fetchone()
        tables = frozenset(str(r[0]) for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
    return FileFacts(str(check), int(schema), tables)


def lock_exclusively(database: Path) -> sqlite3.Connection | None:
    """A connection holding an exclusive lock on ``database`` (close it to let go), or
    :class:`FileInUseError` if another process has it open (a hung bot's heartbeat is stale,
    yet it holds its connections). None when there is no file, or one too broken to lock."""
    if not database.exists():
        return None
    conn = sqlite3.connect(database, timeout=0, isolation_level=None)
    try:
        # In WAL mode an exclusive locking mode needs every other connection gone.
        conn.execute("PRAGMA locking_mode = EXCLUSIVE")
        conn.execute("BEGIN EXCLUSIVE")
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        conn.execute("ROLLBACK")
        return conn
    except sqlite3.OperationalError as exc:
        conn.close()
        if getattr(exc, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
            raise FileInUseError(str(database)) from None
        return None
    except sqlite3.DatabaseError:
        conn.close()
        return None


def copy_file(source: Path, destination: Path, *, pages: int = -1) -> tuple[int, str]:
    """Copy ``source`` (read only) into ``destination`` with the online backup API, which
    copies a consistent snapshot even while another process writes (WAL mode), ``pages`` at
    a time (-1: all at once); returns the copy's page count and its integrity check's first
    line ("ok" for a sound copy)."""
    # closing(): a connection's own ``with`` only commits, and an open one would hold the
    # file until the collector runs (a restore right after would find it in use).
    with (
        contextlib.closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as src,
        contextlib.closing(sqlite3.connect(destination)) as dst,
    ):
        src.backup(dst, pages=pages)
        (count,) = dst.execute("PRAGMA page_count").fetchone()
        (check,) = dst.execute("PRAGMA integrity_check").fetchone()
    return int(count), str(check)
