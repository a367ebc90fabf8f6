"""A seat's share of a game's events (what a computer seat decides from), on each store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games import load_games
from bot.service import GameService
from bot.store.db import Database, open_database
from bot.store.games import GameStore
from tests.store.playing import running_game


@pytest.fixture
async def db(store_location: Path | str) -> AsyncIterator[Database]:
    database = await open_database(store_location)
    yield database
    await database.close()


async def test_a_seat_sees_public_events_and_its_own_never_another_seats(db: Database) -> None:
    store = GameStore(db)
    game_id = await running_game(GameService(store, load_games()), 3, game="grimm")
    everything = await store.all_events(game_id)
    assert any(e.audience is not None and 0 not in e.audience for e in everything), "others have secrets"
    assert any(e.audience is not None and 0 in e.audience for e in everything), "seat 0 has its own"

    seen = await store.events_seen_by(game_id, 0)

    assert seen == [e for e in everything if e.audience is None or 0 in e.audience]
