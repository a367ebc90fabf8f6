"""Fixtures shared by the store's tests: the same test against each store; and the
every-game tests' selection (``-m every_game --game ID``).

A test that covers every game the tests play (``tests/registry.py``) is marked
``every_game``. CI runs them once more with a throw-away game of another shape registered
through ``MN_EXTRA_GAMES`` (``.ci/run``): ``--game highcard`` keeps, of each test
parametrized by ``game``, that game's cases only (the others ran in the suite already),
and every test not parametrized by game whole (it loops over every game itself)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.postgres import fresh_postgres


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--game",
        action="append",
        default=[],
        metavar="ID",
        help="run the cases of tests parametrized by game for this game only (repeatable)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    wanted = set(config.getoption("--game"))
    if not wanted:
        return
    kept: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        game = getattr(item, "callspec", None) and item.callspec.params.get("game")  # type: ignore[attr-defined]
        (dropped if game and game not in wanted else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture(params=["sqlite", "postgresql"])
async def store_location(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Path | str]:
    """Where ``open_database`` finds a new, empty database: an SQLite file, or a fresh
    PostgreSQL database (skipped, with the reason, where no server is available)."""
    if request.param == "sqlite":
        yield tmp_path / "db.sqlite3"
        return
    async with fresh_postgres() as url:
        yield url
