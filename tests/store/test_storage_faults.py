"""SQLite's disk failures reach the user as storage trouble (nothing changed), never as a
bug: a disk turned read-only, an I/O error, damaged pages; the operator reads the cause
once when the trouble begins and once when it ends."""

from __future__ import annotations

import errno
import logging
import sqlite3
from pathlib import Path

import pytest

from bot.core.errors import UserError, storage_trouble
from bot.store.faults import StorageFaults, os_cause
from bot.store.sqlite import _first_problem, _storage_errors, open_sqlite


async def test_a_read_only_disk_is_storage_trouble_named_once_when_it_begins_and_once_when_it_ends(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="bot.store.faults")
    db = await open_sqlite(tmp_path / "db.sqlite3")
    heard: list[object] = []
    db.faults.on_change = heard.append
    try:
        await db.execute("PRAGMA query_only = 1")  # what SQLite says on a read-only disk
        for _ in range(3):
            with pytest.raises(UserError) as refused:
                await db.execute("INSERT INTO meta (key, value) VALUES ('k', 'v')")
            assert refused.value.reason.key == "error-storage-failed"
            assert storage_trouble(refused.value)
            await db.fetchall("SELECT * FROM meta")  # reads still work: the fault goes on
        assert db.faults.current is not None
        assert db.faults.current.cause.startswith("read-only (attempt to write a readonly database")
        await db.execute("PRAGMA query_only = 0")
        await db.execute("INSERT INTO meta (key, value) VALUES ('k', 'v')")
        assert db.faults.current is None
    finally:
        await db.close()
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2, lines
    assert lines[0].startswith("storage unavailable: read-only (attempt to write a readonly database")
    assert f"SQLite at {tmp_path / 'db.sqlite3'}" in lines[0]
    assert lines[1].startswith("storage is back after ")
    assert "(it was: read-only" in lines[1]
    assert "3 operations were refused meanwhile" in lines[1]
    assert [r.levelname for r in caplog.records] == ["WARNING", "INFO"]
    assert len(heard) == 2, "the heartbeat hears the beginning and the end"
    assert heard[-1] is None


@pytest.mark.parametrize(
    ("error", "cause"),
    [
        (errno.EROFS, "read-only file system"),
        (errno.ENOSPC, "disk full"),
        (errno.EIO, "I/O error"),
        (errno.ECONNREFUSED, "connection refused"),
    ],
)
def test_an_operating_system_error_is_named_in_the_systems_words(error: int, cause: str) -> None:
    assert os_cause(OSError(error, "whatever the library said")) == cause


@pytest.mark.parametrize(
    ("code", "key"),
    [
        (sqlite3.SQLITE_IOERR | (3 << 8), "error-storage-failed"),  # SQLITE_IOERR_WRITE
        (sqlite3.SQLITE_CORRUPT, "error-storage-failed"),
        (sqlite3.SQLITE_FULL, "error-storage-full"),
        (sqlite3.SQLITE_BUSY | (1 << 8), "error-storage-busy"),  # SQLITE_BUSY_RECOVERY
    ],
)
def test_sqlite_failure_codes_are_storage_trouble(code: int, key: str) -> None:
    error = sqlite3.OperationalError("disk trouble")
    error.sqlite_errorcode = code
    faults = StorageFaults("SQLite")
    with pytest.raises(UserError) as refused, _storage_errors(faults, writing=True):
        raise error
    assert refused.value.reason.key == key
    assert faults.current is not None
    assert faults.current.cause.endswith("(disk trouble)")


def test_a_query_error_stays_a_bug() -> None:
    faults = StorageFaults("SQLite")
    with pytest.raises(sqlite3.OperationalError), _storage_errors(faults, writing=False):
        raise sqlite3.OperationalError("no such table: nothing")
    assert faults.current is None, "not the storage's trouble"


def test_a_damaged_database_is_described_in_one_line() -> None:
    problems = ["*** in database main ***\nPage 5: btreeInitPage() returns error code 11\nPage 6: never used"]
    problems += [f"Page {n}: never used" for n in range(7, 47)]
    line = _first_problem(problems)
    assert "\n" not in line
    assert line == "Page 5: btreeInitPage() returns error code 11; 42 problems in all"


async def test_a_database_file_removed_under_the_bot_is_noticed(tmp_path: Path) -> None:
    target = tmp_path / "db.sqlite3"
    db = await open_sqlite(target)
    try:
        assert db.lost() is None
        moved = tmp_path / "elsewhere.sqlite3"
        target.rename(moved)
        assert db.lost() == f"{target} was removed while the bot runs"
        target.write_bytes(b"")
        assert db.lost() == f"{target} was replaced by another file while the bot runs"
        target.unlink()
        moved.rename(target)
        assert db.lost() is None, "the same file back in its place"
    finally:
        await db.close()
