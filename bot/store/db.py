"""Opening the database and running numbered migrations (``PRAGMA user_version``)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import aiosqlite

__all__ = ["MIGRATIONS_DIR", "apply_migrations", "open_database"]

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "data" / "migrations"
_NUMBERED = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


async def open_database(path: Path | str) -> aiosqlite.Connection:
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
    return db


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
