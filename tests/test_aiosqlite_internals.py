"""What the SQLite store (bot/store/sqlite.py) takes from aiosqlite beyond its public API,
checked against the installed aiosqlite, so that an upgrade which changes it fails here,
naming what changed, instead of breaking every transaction of the bot.

A transaction sends the statements whose result nobody reads together with the next one, in
one trip to the connection's thread (``_in_thread``). aiosqlite runs each of its own calls
that way, through ``Connection._execute(fn)``, on the ``sqlite3.Connection`` it keeps as
``Connection._conn``; it offers no public name for either. The store tests (tests/store) run
the transactions themselves; CI runs this file at aiosqlite's lowest allowed version too."""

from __future__ import annotations

import inspect
import sqlite3
import threading
from pathlib import Path

import aiosqlite

from bot.store.sqlite import _in_thread

UPGRADE = "aiosqlite changed what bot/store/sqlite.py relies on: "


def test_a_connection_runs_a_function_on_its_thread_through_execute() -> None:
    run = getattr(aiosqlite.Connection, "_execute", None)
    assert run is not None, UPGRADE + "Connection has no '_execute'"
    assert inspect.iscoroutinefunction(run), UPGRADE + "Connection._execute is no longer a coroutine function"
    parameters = list(inspect.signature(run).parameters.values())
    assert parameters[1].name == "fn", UPGRADE + f"Connection._execute takes {parameters[1:]}, not the function first"


def test_a_connection_keeps_its_sqlite3_connection_as_conn() -> None:
    assert hasattr(aiosqlite.Connection, "_conn"), UPGRADE + "Connection has no '_conn'"


async def test_work_in_the_connections_thread_uses_the_connection_aiosqlite_uses(tmp_path: Path) -> None:
    async with aiosqlite.connect(str(tmp_path / "db.sqlite3"), isolation_level=None) as conn:
        assert isinstance(conn._conn, sqlite3.Connection), UPGRADE + "Connection._conn is not a sqlite3.Connection"

        def work(db: sqlite3.Connection) -> tuple[int, int]:
            db.execute("CREATE TABLE t (x INTEGER)")
            db.execute("INSERT INTO t VALUES (7)")
            return threading.get_ident(), db.execute("SELECT x FROM t").fetchone()[0]

        thread, value = await _in_thread(conn, work)
        assert value == 7, UPGRADE + "Connection._execute does not return what the function returns"
        assert thread != threading.get_ident(), UPGRADE + "Connection._execute runs the function on the event loop"
        # What the function wrote is what aiosqlite's own calls read: the same connection.
        async with conn.execute("SELECT x FROM t") as cursor:
            assert await cursor.fetchone() == (7,), UPGRADE + "Connection._conn is not the connection it uses"
