"""Fixtures for every end-to-end test: the fake Discord server (``fake``), the store the
bot runs on (``e2e_store``), and the seed its games are dealt from (``deals``)."""

from __future__ import annotations

import os
import random
import zlib
from collections.abc import AsyncIterator

import pytest

from tests.e2e.fakediscord.pytest_plugin import fake
from tests.e2e.harness import CURRENT_DEALS, CURRENT_STORE
from tests.postgres import fresh_postgres

__all__ = ["deals", "e2e_store", "fake"]

# MN_E2E_DEALS: unset, each test deals from a seed of its own id (the same games every run);
# a number, every test deals from it; "random", from a fresh seed each run, to explore.
DEALS_VARIABLE = "MN_E2E_DEALS"

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


@pytest.fixture(autouse=True)
def deals(request: pytest.FixtureRequest) -> int:
    """The seed this test's bots deal their games from; a failure's report names it."""
    chosen = os.environ.get(DEALS_VARIABLE, "")
    if chosen == "random":
        seed = random.SystemRandom().getrandbits(32)
    elif chosen:
        seed = int(chosen)
    else:
        seed = zlib.crc32(request.node.nodeid.encode())
    CURRENT_DEALS.seed = seed
    request.node.add_report_section(
        "setup", "deals", f"games dealt from seed {seed}: replay with {DEALS_VARIABLE}={seed}"
    )
    return seed
