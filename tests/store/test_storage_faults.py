"""SQLite's disk failures reach the user as storage trouble (nothing changed), never as a
bug: a disk turned read-only, an I/O error, damaged pages."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.core.errors import UserError, storage_trouble
from bot.store.sqlite import _first_problem, _storage_errors, open_sqlite


async def test_a_read_only_disk_is_storage_trouble(tmp_path: Path) -> None:
    db = await open_sqlite(tmp_path / "db.sqlite3")
    try:
        await db.execute("PRAGMA query_only = 1")  # what SQLite says on a read-only disk
        with pytest.raises(UserError) as refused:
            await db.execute("INSERT INTO meta (key, value) VALUES ('k', 'v')")
        assert refused.value.reason.key == "error-storage-failed"
        assert storage_trouble(refused.value)
    finally:
        await db.close()


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
    with pytest.raises(UserError) as refused, _storage_errors():
        raise error
    assert refused.value.reason.key == key


def test_a_query_error_stays_a_bug() -> None:
    with pytest.raises(sqlite3.OperationalError), _storage_errors():
        raise sqlite3.OperationalError("no such table: nothing")


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
