"""The store's tests: ``db``, a new database opened on each store ``store_location`` gives."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store.db import Database, open_database


@pytest.fixture
async def db(store_location: Path | str) -> AsyncIterator[Database]:
    database = await open_database(store_location)
    yield database
    await database.close()
