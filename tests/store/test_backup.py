"""The backup command takes a consistent copy while the database is being written; with
PostgreSQL it prints PostgreSQL's own way, which works as printed."""

from __future__ import annotations

import asyncio
import os
import shutil
import sqlite3
import threading
from pathlib import Path

import pytest

from bot.ops.backup import backup, main
from bot.store.db import open_database
from bot.store.guilds import GuildSettings, GuildSettingsStore
from tests.postgres import fresh_postgres


def test_backup_while_a_writer_commits(tmp_path: Path) -> None:
    source = tmp_path / "live.sqlite3"
    with sqlite3.connect(source) as db:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("CREATE TABLE t (n INTEGER NOT NULL, pair INTEGER NOT NULL)")
    stop = threading.Event()
    wrote = threading.Event()

    def writer() -> None:
        db = sqlite3.connect(source, isolation_level=None)
        n = 0
        while not stop.is_set():
            # Two rows per transaction: a consistent copy never holds half a transaction.
            db.execute("BEGIN IMMEDIATE")
            db.executemany("INSERT INTO t VALUES (?, ?)", [(n, 0), (n, 1)])
            db.execute("COMMIT")
            wrote.set()
            n += 1
        db.close()

    thread = threading.Thread(target=writer)
    thread.start()
    assert wrote.wait(10)
    try:
        copies = [backup(source, tmp_path / f"copy{i}.sqlite3") for i in range(5)]
    finally:
        stop.set()
        thread.join()
    assert all(pages > 0 for pages in copies)
    for i in range(5):
        with sqlite3.connect(tmp_path / f"copy{i}.sqlite3") as copy:
            (rows,) = copy.execute("SELECT COUNT(*) FROM t").fetchone()
            (odd,) = copy.execute("SELECT COUNT(*) FROM (SELECT n FROM t GROUP BY n HAVING COUNT(*) != 2)").fetchone()
        assert rows % 2 == 0
        assert odd == 0
    with sqlite3.connect(tmp_path / "copy4.sqlite3") as copy:
        assert copy.execute("SELECT COUNT(*) FROM t").fetchone()[0] > 0


TOKEN = "MTA4NjQ1NzE5ODc2NTQzMjEwOA.GhQx1a.abcdefghijklmnopqrstuvwxyz0123456789AB"


def _postgres_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, url: str) -> None:
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_URL", url)


def test_with_postgresql_it_prints_the_pg_dump_way_without_the_password(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _postgres_settings(monkeypatch, tmp_path, "postgresql://bot:s3cret@db.example:5433/games")
    assert main([]) == 0
    way = capsys.readouterr().out
    assert "PostgreSQL (db.example:5433/games)" in way
    assert 'pg_dump --format=custom --file=masquerade.dump "$DATABASE_URL"' in way
    assert "pg_restore" in way
    assert "s3cret" not in way


def test_with_postgresql_a_scheduled_copy_fails_loudly_instead_of_copying_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _postgres_settings(monkeypatch, tmp_path, "postgresql://bot:s3cret@db.example/games")
    assert main([str(tmp_path / "nightly.sqlite3")]) == 1
    said = capsys.readouterr().err
    assert said.startswith("masquerade-night: no copy made:")
    assert f"--file={tmp_path / 'nightly.sqlite3'}" in said
    assert "s3cret" not in said


async def _shell(line: str, cwd: Path, database_url: str) -> int:
    """Run a printed command line as a self-hoster would, with DATABASE_URL set."""
    process = await asyncio.create_subprocess_exec(
        "bash", "-c", line, cwd=cwd, env={**os.environ, "DATABASE_URL": database_url}
    )
    return await process.wait()


@pytest.mark.skipif(shutil.which("pg_dump") is None, reason="PostgreSQL tests skipped: no pg_dump here")
async def test_the_printed_pg_dump_way_backs_up_and_restores(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The two printed lines, run as printed, make a copy that restores the games."""
    async with fresh_postgres() as url, fresh_postgres() as restored_url:
        db = await open_database(url)
        await GuildSettingsStore(db).put(1, GuildSettings(turn_seconds=90))
        await db.close()
        _postgres_settings(monkeypatch, tmp_path, url)
        assert main(["games.dump"]) == 1
        lines = capsys.readouterr().err.splitlines()
        dump = next(line.split("backup:", 1)[1] for line in lines if "backup:" in line)
        restore = next(line.split("then", 1)[1] for line in lines if "restore:" in line)
        assert await _shell(dump, tmp_path, url) == 0
        assert await _shell(restore, tmp_path, restored_url) == 0
        db = await open_database(restored_url)
        settings = await GuildSettingsStore(db).get(1)
        await db.close()
    assert settings.turn_seconds == 90
