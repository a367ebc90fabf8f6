"""``python -m bot.ops.restore FILE``: put a backup (``python -m bot.ops.backup``, or the copy the
bot keeps before upgrading its schema) in place of the SQLite database, with the bot
stopped.

It refuses, changing nothing, when the bot still runs (its heartbeat is fresh, or any
process has the database open: SQLite's exclusive lock is the proof no heartbeat can
give), and when FILE is not a sound database of ours with a schema this release knows
(``PRAGMA integrity_check``, ``PRAGMA user_version``). The database it replaces is kept
as ``<db>.replaced-<time>`` (its ``-wal``, if one was left, beside it), so a restore can
itself be undone. The bot upgrades an older schema at its next start, as usual.

With PostgreSQL (``DATABASE_URL``) it prints PostgreSQL's own way (``pg_restore``).
"""

from __future__ import annotations

import os
import sqlite3
import sys
from datetime import UTC, datetime
from pathlib import Path

from bot.core.store_config import StoreSettings
from bot.ops.backup import sqlite_settings
from bot.ops.health import read_pulse
from bot.store.db import MIGRATIONS_DIR, migrations
from bot.store.files import FileInUseError, copy_file, lock_exclusively, read_facts

__all__ = ["RestoreRefusedError", "main", "restore"]

# Tables every release since the first has: a database without them is not ours.
_OUR_TABLES = {"games", "seats", "actions", "events"}


class RestoreRefusedError(Exception):
    """Nothing was changed; the message (one line) says why and what to do."""


def check_backup(path: Path, known: int) -> int:
    """The backup's schema version, once it proved a sound database of ours that this
    release can run (it upgrades older ones)."""
    if not path.is_file():
        raise RestoreRefusedError(f"{path} is not a file")
    try:
        facts = read_facts(path)
    except sqlite3.DatabaseError as exc:
        raise RestoreRefusedError(f"{path} is not a usable SQLite database ({exc})") from None
    check, schema = facts.integrity, facts.schema
    if check != "ok":
        raise RestoreRefusedError(f"{path} is damaged ({check}); pick another backup")
    if not _OUR_TABLES.issubset(facts.tables) or schema < 1:
        raise RestoreRefusedError(f"{path} is not a Masquerade Night database")
    if schema > known:
        raise RestoreRefusedError(
            f"{path} was written by a newer version of the bot (schema {schema}, this version knows {known}); "
            "restore it with that version"
        )
    return schema


def _refuse_if_running(settings: StoreSettings) -> None:
    pulse = read_pulse(settings.heartbeat, settings.heartbeat_seconds)
    if pulse is not None and pulse.fresh:
        raise RestoreRefusedError(
            f"the bot is running (heartbeat {pulse.age:.0f} s ago, pid {pulse.pid}); stop it first"
        )


def restore(backup: Path, database: Path, *, now: datetime | None = None, known: int | None = None) -> Path | None:
    """Put ``backup`` in place of ``database``; returns where the replaced database was
    kept (None: there was none). Raises :class:`RestoreRefusedError`, changing nothing."""
    known = len(migrations(MIGRATIONS_DIR)) if known is None else known
    check_backup(backup, known)
    stamp = f"{(now or datetime.now(UTC)):%Y%m%dT%H%M%SZ}"
    incoming = database.with_name(f"{database.name}.restoring-{stamp}")
    # A copy beside the database first (same file system: the swap below is a rename), made
    # with the backup API so that a backup kept in WAL mode comes whole.
    try:
        _, check = copy_file(backup, incoming)
        if check != "ok":
            raise RestoreRefusedError(f"the copy of {backup} failed its integrity check ({check})")
        with open(incoming, "rb") as written:
            os.fsync(written.fileno())
    except (OSError, sqlite3.Error) as exc:
        incoming.unlink(missing_ok=True)
        raise RestoreRefusedError(f"cannot copy {backup} beside {database} ({exc})") from None
    except RestoreRefusedError:
        incoming.unlink(missing_ok=True)
        raise
    try:
        lock = lock_exclusively(database)
    except FileInUseError:
        incoming.unlink(missing_ok=True)
        raise RestoreRefusedError(f"{database} is open in another process (the bot?); stop it first") from None
    if lock is not None:
        # The last connection to close folds the -wal into the file: what is kept is whole.
        lock.close()
    kept: Path | None = None
    if database.exists():
        kept = database.with_name(f"{database.name}.replaced-{stamp}")
        database.rename(kept)
    for suffix in ("-wal", "-shm"):
        # Left by a crash: they belong to the replaced file, never to the restored one.
        stale = database.with_name(database.name + suffix)
        if stale.exists():
            if kept is not None and suffix == "-wal":
                stale.rename(kept.with_name(kept.name + suffix))
            else:
                stale.unlink()
    incoming.rename(database)
    return kept


def main(argv: list[str]) -> int:
    settings = sqlite_settings(
        argv,
        refusal="nothing restored: this command restores SQLite files only.",
        usage="python -m bot.ops.restore BACKUP.sqlite3",
    )
    if isinstance(settings, int):
        return settings
    backup, database = Path(argv[0]), settings.database_path
    try:
        _refuse_if_running(settings)
        kept = restore(backup, database)
    except RestoreRefusedError as exc:
        print(f"masquerade-night: nothing restored: {exc}.", file=sys.stderr)
        return 1
    print(f"restored {backup} to {database}" + (f"; the replaced database is kept as {kept}" if kept else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
