"""Fixtures for every end-to-end test: the fake Discord server (``fake``), and the store the
bot runs on (``e2e_store``)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.e2e.fakediscord.pytest_plugin import fake
from tests.e2e.harness import CURRENT_STORE
from tests.postgres import fresh_postgres

__all__ = ["e2e_store", "fake"]

# A test marked both_stores runs twice: with the bot on SQLite and on PostgreSQL (the latter
# skips, saying why, unless tests/pg_server.sh provides a server). The others use SQLite's own
# tools or faults and run on SQLite only.
STORES = ("sqlite", "postgresql")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "both_stores: run once with the bot on SQLite and once on PostgreSQL")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "e2e_store" in metafunc.fixturenames and metafunc.definition.get_closest_marker("both_stores") is not None:
        metafunc.parametrize("e2e_store", STORES, indirect=True)


@pytest.fixture(autouse=True)
async def e2e_store(request: pytest.FixtureRequest) -> AsyncIterator[None]:
    if getattr(request, "param", "sqlite") == "sqlite":
        yield
        return
    async with fresh_postgres() as url:
        CURRENT_STORE.url = url
        try:
            yield
        finally:
            CURRENT_STORE.url = None
