"""The backup command takes a consistent copy while the database is being written."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from bot.backup import backup


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
