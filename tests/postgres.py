"""Throw-away PostgreSQL databases for the tests, on the server ``tests/pg_server.sh``
starts (``MN_POSTGRES_URL``). Without one, a test that needs PostgreSQL skips, saying why."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import urlsplit, urlunsplit

import asyncpg  # type: ignore[import-untyped]
import pytest

from tests.waiting import until

__all__ = ["fresh_postgres", "lock_waiters", "postgres_server", "require_postgres"]


def postgres_server() -> str | None:
    return os.environ.get("MN_POSTGRES_URL") or None


def require_postgres() -> str:
    """The server's URL, or skip the test with the reason (shown by ``pytest -rs``)."""
    url = postgres_server()
    if url is None:
        reason = os.environ.get("MN_POSTGRES_SKIPPED") or (
            "MN_POSTGRES_URL is not set (tests/pg_server.sh pytest … starts a server and sets it)"
        )
        pytest.skip(f"PostgreSQL tests skipped: {reason}")
    return url


def _with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


@asynccontextmanager
async def fresh_postgres() -> AsyncIterator[str]:
    """A new, empty database on the test server (dropped afterwards); yields its URL."""
    server = require_postgres()
    name = f"mn_test_{uuid.uuid4().hex[:16]}"
    admin = await asyncpg.connect(server)
    try:
        await admin.execute(f"CREATE DATABASE {name}")
    finally:
        await admin.close()
    try:
        yield _with_database(server, name)
    finally:
        admin = await asyncpg.connect(server)
        try:
            await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        finally:
            await admin.close()


async def lock_waiters(conn: asyncpg.Connection, count: int) -> None:
    """Until ``count`` sessions of ``conn``'s database wait for a lock (a row another
    session holds): the statements the test sent are queued behind it, in the order they
    began waiting."""
    waiting = "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"

    async def queued() -> bool:
        return int(await conn.fetchval(waiting)) >= count

    await until(queued, f"{count} sessions waiting for a lock")
