"""``python -m bot.ops.restore`` and the copy kept before an upgrade: a restore checks the
backup, refuses while the bot runs, keeps what it replaces; an upgrade keeps the old schema's
database, which restores as it was (the rollback the README describes)."""

from __future__ import annotations

import json
import logging
import os
import random
import re
import shutil
import sqlite3
import time
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite
import pytest

import bot.store.sqlite
from bot.ops.backup import backup
from bot.ops.restore import RestoreRefusedError, main, restore
from bot.store.db import MIGRATIONS_DIR, DatabaseUnusableError, open_database
from bot.store.guilds import GuildSettings, GuildSettingsStore
from bot.store.sqlite import apply_migrations

TOKEN = "MTA4NjQ1NzE5ODc2NTQzMjEwOA.GhQx1a.abcdefghijklmnopqrstuvwxyz0123456789AB"
KNOWN = len(list(MIGRATIONS_DIR.glob("*.sql")))
NOW = datetime(2026, 11, 26, 14, 0, tzinfo=UTC)


async def _database(path: Path, turn_seconds: int) -> None:
    db = await open_database(path)
    await GuildSettingsStore(db).put(1, GuildSettings(turn_seconds=turn_seconds))
    await db.close()


async def _turn_seconds(path: Path) -> int:
    db = await open_database(path)
    try:
        return (await GuildSettingsStore(db).get(1)).turn_seconds or 0
    finally:
        await db.close()


def _files(folder: Path, pattern: str = "*") -> list[Path]:
    return sorted(folder.glob(pattern))


def _schema(path: Path) -> int:
    with sqlite3.connect(path) as db:
        (version,) = db.execute("PRAGMA user_version").fetchone()
    db.close()
    return int(version)


async def test_restore_puts_the_backup_in_place_and_keeps_the_replaced_database(tmp_path: Path) -> None:
    live, copy = tmp_path / "live.sqlite3", tmp_path / "backups" / "monday.sqlite3"
    await _database(live, 90)
    backup(live, copy)
    await _database(live, 300)  # played on after the backup
    _crash_leftovers(live)
    kept = restore(copy, live, now=NOW)
    assert kept == tmp_path / "live.sqlite3.replaced-20261126T140000Z"
    assert await _turn_seconds(live) == 90
    assert await _turn_seconds(kept) == 300, "the replaced database is whole, and can be restored in turn"
    assert _files(tmp_path, "*restoring*") == []
    assert not (tmp_path / "live.sqlite3-wal").exists()


def _crash_leftovers(path: Path) -> None:
    """The -wal and -shm a killed process leaves beside the database."""
    with sqlite3.connect(path, isolation_level=None) as conn:
        conn.execute("PRAGMA wal_autocheckpoint = 0")
        conn.execute("UPDATE guild_settings SET settings = settings")
        saved = {suffix: path.with_name(path.name + suffix).read_bytes() for suffix in ("-wal", "-shm")}
    conn.close()
    for suffix, data in saved.items():
        path.with_name(path.name + suffix).write_bytes(data)


async def test_restore_refuses_while_the_database_is_open(tmp_path: Path) -> None:
    """A hung bot beats no more, yet holds its connections: the lock tells."""
    live, copy = tmp_path / "live.sqlite3", tmp_path / "copy.sqlite3"
    await _database(live, 90)
    backup(live, copy)
    bot_connections = await open_database(live)
    try:
        with pytest.raises(RestoreRefusedError, match="open in another process"):
            restore(copy, live, now=NOW)
    finally:
        await bot_connections.close()
    left = [p.name for p in _files(tmp_path) if not p.name.startswith("copy.sqlite3-")]
    assert left == ["copy.sqlite3", "live.sqlite3"], "nothing changed"


def _foreign(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
        db.execute("PRAGMA user_version = 3")
    db.close()


def _newer(path: Path) -> None:
    shutil.copy(path.with_name("live.sqlite3"), path)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 999")
    db.close()


def _noise(path: Path) -> None:
    path.write_bytes(random.Random(3).randbytes(8192))


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        (_noise, "is not a usable SQLite database"),
        (_foreign, "is not a Masquerade Night database"),
        (_newer, "newer version of the bot (schema 999"),
    ],
)
async def test_restore_refuses_a_backup_that_is_not_ours(tmp_path: Path, spoil: object, reason: str) -> None:
    live, bad = tmp_path / "live.sqlite3", tmp_path / "bad.sqlite3"
    await _database(live, 90)
    assert callable(spoil)
    spoil(bad)
    with pytest.raises(RestoreRefusedError, match=re.escape(reason)):
        restore(bad, live, now=NOW)
    assert await _turn_seconds(live) == 90
    with pytest.raises(RestoreRefusedError, match="is not a file"):
        restore(tmp_path / "missing.sqlite3", live, now=NOW)


async def test_restore_into_a_vanished_database(tmp_path: Path) -> None:
    live, copy = tmp_path / "live.sqlite3", tmp_path / "copy.sqlite3"
    await _database(live, 90)
    backup(live, copy)
    live.unlink()
    assert restore(copy, live, now=NOW) is None
    assert await _turn_seconds(live) == 90


def _settings_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, **extra: str) -> None:
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "live.sqlite3"))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    for name, value in extra.items():
        monkeypatch.setenv(name, value)


async def test_the_command_refuses_while_the_heartbeat_is_fresh(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    await _database(tmp_path / "live.sqlite3", 90)
    backup(tmp_path / "live.sqlite3", tmp_path / "copy.sqlite3")
    _settings_env(monkeypatch, tmp_path)
    beat = tmp_path / "live.sqlite3.heartbeat"
    beat.write_text('{"pid": 4242, "interval": 5}', encoding="utf-8")
    assert main([str(tmp_path / "copy.sqlite3")]) == 1
    said = capsys.readouterr().err.strip().splitlines()
    assert said == [said[0]]
    assert said[0].startswith("masquerade-night: nothing restored: the bot is running (heartbeat 0 s ago, pid 4242)")
    stale = time.time() - 60  # a bot killed a minute ago
    os.utime(beat, (stale, stale))
    assert main([str(tmp_path / "copy.sqlite3")]) == 0
    assert capsys.readouterr().out.startswith(f"restored {tmp_path / 'copy.sqlite3'} to {tmp_path / 'live.sqlite3'}")


def test_with_postgresql_it_prints_the_pg_restore_way(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _settings_env(monkeypatch, tmp_path, DATABASE_URL="postgresql://bot:s3cret@db.example/games")
    assert main(["games.dump"]) == 1
    said = capsys.readouterr().err
    assert said.startswith("masquerade-night: nothing restored: this command restores SQLite files only.")
    assert 'pg_restore --clean --if-exists --dbname="$DATABASE_URL" games.dump' in said
    assert "s3cret" not in said


async def _old_release_database(path: Path, tmp_path: Path, schema: int) -> None:
    """A database as an earlier release (``schema`` migrations) left it, with a setting."""
    old = tmp_path / "old-migrations"
    old.mkdir()
    for script in sorted(MIGRATIONS_DIR.glob("*.sql"))[:schema]:
        shutil.copy(script, old)
    conn = await aiosqlite.connect(str(path), isolation_level=None)
    await apply_migrations(conn, old)
    await conn.execute("INSERT INTO guild_settings (guild_id, settings) VALUES (1, '{\"turn_seconds\": 45}')")
    await conn.close()


async def test_an_upgrade_keeps_the_old_schemas_database_which_rolls_back(tmp_path: Path) -> None:
    live = tmp_path / "live.sqlite3"
    await _old_release_database(live, tmp_path, KNOWN - 2)
    db = await open_database(live)  # the new release starts: two migrations to apply
    await db.close()
    (snapshot,) = _files(tmp_path, "live.sqlite3.schema-*")
    assert snapshot.name.startswith(f"live.sqlite3.schema-{KNOWN - 2}-before-upgrade-")
    assert (_schema(snapshot), _schema(live)) == (KNOWN - 2, KNOWN)
    # Rolling back: the snapshot restores as the old release left it.
    restore(snapshot, live, now=NOW, known=KNOWN - 2)
    assert _schema(live) == KNOWN - 2
    with sqlite3.connect(live) as conn:
        assert conn.execute("SELECT settings FROM guild_settings").fetchone() == ('{"turn_seconds": 45}',)
    conn.close()


async def test_only_the_newest_copies_before_upgrades_are_kept_and_their_size_is_told(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Every start of an upgrade interrupted again and again would keep one more full copy."""
    caplog.set_level(logging.INFO, logger="bot.store.sqlite")
    live = tmp_path / "live.sqlite3"
    await _old_release_database(live, tmp_path, KNOWN - 1)
    older = [
        live.with_name(f"live.sqlite3.schema-{KNOWN - 1}-before-upgrade-2026110{day}T120000Z") for day in (1, 2, 3)
    ]
    for path in older:
        shutil.copy(live, path)
    db = await open_database(live)
    await db.close()
    kept = _files(tmp_path, "live.sqlite3.schema-*")
    assert len(kept) == bot.store.sqlite.SNAPSHOTS_KEPT == 3
    assert older[0] not in kept, "the oldest goes"
    assert older[1:] == kept[:2]
    (said,) = [r.getMessage() for r in caplog.records if "before upgrading" in r.getMessage()]
    size = bot.store.sqlite._size(sum(p.stat().st_size for p in kept))
    assert said.endswith(f"; 3 such copies kept ({size} in all), 1 older removed"), said
    assert re.fullmatch(r"[0-9.]+ KiB", size), "a size an operator reads at a glance"


async def test_a_missing_database_that_left_traces_is_a_warning_naming_it(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """An unmounted volume or a wrong DATABASE_PATH looks like a first start; what the bot
    leaves beside a database, or a heartbeat naming it, says it is not."""
    caplog.set_level(logging.INFO, logger="bot.store.sqlite")
    first = tmp_path / "first.sqlite3"
    await (await open_database(first)).close()
    assert [(r.levelname, r.getMessage()) for r in caplog.records if "no database" in r.getMessage()] == [
        ("INFO", f"no database at {first}: creating a new, empty one (a first start)")
    ]
    caplog.clear()
    lost = tmp_path / "lost.sqlite3"
    lost.with_name("lost.sqlite3.replaced-20261126T140000Z").write_bytes(b"")
    await (await open_database(lost)).close()
    (warning,) = [r for r in caplog.records if r.levelname == "WARNING"]
    assert warning.getMessage().startswith(
        f"no database at {lost}, but 1 copies of it are beside it (such as lost.sqlite3.replaced-20261126T140000Z): "
        "is its disk or volume mounted"
    )
    caplog.clear()
    elsewhere = tmp_path / "volume" / "games.sqlite3"
    elsewhere.parent.mkdir()
    heartbeat = tmp_path / "games.heartbeat"
    heartbeat.write_text(json.dumps({"pid": 1, "interval": 5, "database": str(elsewhere)}))
    await (await open_database(elsewhere, witnesses=[heartbeat, tmp_path / "none.heartbeat"])).close()
    (warning,) = [r for r in caplog.records if r.levelname == "WARNING"]
    assert f"the heartbeat file {heartbeat} of a bot that used it says so" in warning.getMessage()


async def test_no_copy_for_a_new_database_or_one_already_up_to_date(tmp_path: Path) -> None:
    live = tmp_path / "live.sqlite3"
    for _ in range(2):
        db = await open_database(live)
        await db.close()
    assert _files(tmp_path, "*.schema-*") == []
    assert _schema(live) == KNOWN


async def test_without_room_for_the_copy_the_upgrade_does_not_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    live = tmp_path / "live.sqlite3"
    await _old_release_database(live, tmp_path, KNOWN - 1)
    nowhere = tmp_path / "gone" / "copy"  # as unwritable as a full disk

    def _nowhere(target: Path, schema: int, when: datetime) -> Path:
        return nowhere

    monkeypatch.setattr(bot.store.sqlite, "_snapshot_path", _nowhere)
    with pytest.raises(DatabaseUnusableError, match=f"needs an upgrade \\(schema {KNOWN - 1}\\), but no copy"):
        await open_database(live)
    assert _schema(live) == KNOWN - 1, "nothing migrated"
