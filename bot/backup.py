"""``python -m bot.backup DEST``: a consistent copy of the database while the bot runs.

Uses SQLite's online backup API, which copies a consistent snapshot even while another
process writes (WAL mode). Restore: stop the bot, copy DEST over DATABASE_PATH, remove
any ``-wal``/``-shm`` files beside it, start the bot.
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

from bot.config import ConfigError, load_settings


def backup(source: Path, destination: Path) -> int:
    """Copy ``source`` to ``destination``; returns the number of pages copied."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(f"file:{source}?mode=ro", uri=True) as src, sqlite3.connect(destination) as dst:
        src.backup(dst, pages=256)
        (pages,) = dst.execute("PRAGMA page_count").fetchone()
        (check,) = dst.execute("PRAGMA integrity_check").fetchone()
    if check != "ok":
        raise RuntimeError(f"backup failed its integrity check: {check}")
    return int(pages)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m bot.backup DESTINATION.sqlite3", file=sys.stderr)
        return 2
    try:
        settings = load_settings()
    except ConfigError as exc:
        print(f"masquerade-night: configuration error: {exc}", file=sys.stderr)
        return 2
    pages = backup(settings.database_path, Path(argv[0]))
    print(f"backed up {settings.database_path} to {argv[0]} ({pages} pages)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
