"""Fixtures for every end-to-end test: the fake Discord server (``fake``), and the store the
bot runs on (``e2e_store``)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest

from tests.e2e.fakediscord.pytest_plugin import fake
from tests.e2e.harness import CURRENT_STORE
from tests.postgres import fresh_postgres

__all__ = ["e2e_store", "fake"]

# MN_E2E_STORE=postgresql runs the tests marked both_stores with the bot on PostgreSQL (the
# others use SQLite's own tools or faults, and skip); unset, every test runs on SQLite.
E2E_STORE_ENV = "MN_E2E_STORE"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", f"both_stores: also run with the bot on PostgreSQL ({E2E_STORE_ENV}=postgresql -m both_stores)"
    )


@pytest.fixture(autouse=True)
async def e2e_store(request: pytest.FixtureRequest) -> AsyncIterator[None]:
    if os.environ.get(E2E_STORE_ENV, "sqlite") != "postgresql":
        yield
        return
    if request.node.get_closest_marker("both_stores") is None:
        pytest.skip(f"runs on SQLite only ({E2E_STORE_ENV}=postgresql runs the tests marked both_stores)")
    async with fresh_postgres() as url:
        CURRENT_STORE.url = url
        try:
            yield
        finally:
            CURRENT_STORE.url = None
