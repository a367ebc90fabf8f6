"""Fixtures shared by the store's tests: the same test against each store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.postgres import fresh_postgres


@pytest.fixture(params=["sqlite", "postgresql"])
async def store_location(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Path | str]:
    """Where ``open_database`` finds a new, empty database: an SQLite file, or a fresh
    PostgreSQL database (skipped, with the reason, where no server is available)."""
    if request.param == "sqlite":
        yield tmp_path / "db.sqlite3"
        return
    async with fresh_postgres() as url:
        yield url
