"""``python -m bot.ops.backup DEST``: a consistent copy of the database while the bot runs.

Uses SQLite's online backup API, which copies a consistent snapshot even while another
process writes (WAL mode). Restore: stop the bot, copy DEST over DATABASE_PATH, remove
any ``-wal``/``-shm`` files beside it, start the bot.

With PostgreSQL (``DATABASE_URL``) it prints PostgreSQL's own way instead (``pg_dump``,
``pg_restore``); asked for a copy (DEST given) it also exits non-zero, so a scheduled
backup left over from SQLite days does not silently stop making copies.
"""

from __future__ import annotations

import sys
from pathlib import Path

from bot.core.database_url import describe_url
from bot.core.store_config import ConfigError, StoreSettings, load_store_settings
from bot.store.files import copy_file


def backup(source: Path, destination: Path) -> int:
    """Copy ``source`` to ``destination``; returns the number of pages copied."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    pages, check = copy_file(source, destination, pages=256)
    if check != "ok":
        raise RuntimeError(f"backup failed its integrity check: {check}")
    return pages


def postgres_way(where: str, destination: str) -> str:
    """How to back up and restore the PostgreSQL database; the URL is named, never shown
    (it may hold a password)."""
    return (
        f"The games are kept in PostgreSQL ({where}): back them up with PostgreSQL's own tools.\n"
        f'  backup:  pg_dump --format=custom --file={destination} "$DATABASE_URL"\n'
        f'  restore: stop the bot, then pg_restore --clean --if-exists --dbname="$DATABASE_URL" {destination}\n'
        "A managed database's point-in-time recovery, where your provider offers it, needs neither."
    )


def sqlite_settings(argv: list[str], *, refusal: str, usage: str) -> StoreSettings | int:
    """The settings of a command that works on the SQLite file given one path in ``argv``
    (``python -m bot.ops.backup``, ``python -m bot.ops.restore``), or the exit code once it has
    said why not: a setting to fix (2); PostgreSQL, whose own tools it names (0 when only
    asked, 1 when a file was given: a scheduled job left over from SQLite days must not
    pass silently); not one path (2). Only the database's settings are read: no token."""
    try:
        settings = load_store_settings()
    except ConfigError as exc:
        print(f"masquerade-night: configuration error: {exc}", file=sys.stderr)
        return 2
    if settings.database_url is not None:
        way = postgres_way(describe_url(settings.database_url), argv[0] if argv else "masquerade.dump")
        if not argv:
            print(way)
            return 0
        print(f"masquerade-night: {refusal}\n{way}", file=sys.stderr)
        return 1
    if len(argv) != 1:
        print(f"usage: {usage}", file=sys.stderr)
        return 2
    return settings


def main(argv: list[str]) -> int:
    settings = sqlite_settings(
        argv,
        refusal="no copy made: this command copies SQLite files only.",
        usage="python -m bot.ops.backup DESTINATION.sqlite3",
    )
    if isinstance(settings, int):
        return settings
    if not settings.database_path.is_file():
        print(
            f"masquerade-night: no copy made: there is no database at {settings.database_path}; set DATABASE_PATH "
            "(in .env or the environment) to the bot's database file.",
            file=sys.stderr,
        )
        return 2
    pages = backup(settings.database_path, Path(argv[0]))
    print(f"backed up {settings.database_path} to {argv[0]} ({pages} pages)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
