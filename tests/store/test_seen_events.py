"""A seat's share of a game's events (what a computer seat decides from), and its private
events as its panels read them, on each store."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.boot.registry import load_games
from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from tests.store.playing import a_move, running_game


async def test_a_seat_sees_public_events_and_its_own_never_another_seats(db: Database) -> None:
    store = GameStore(db)
    game_id = await running_game(GameService(store, load_games()), 3, game="grimm")
    everything = await store.all_events(game_id)
    assert any(e.audience is not None and 0 not in e.audience for e in everything), "others have secrets"
    assert any(e.audience is not None and 0 in e.audience for e in everything), "seat 0 has its own"

    seen = await store.events_seen_by(game_id, 0)

    assert seen == [e for e in everything if e.audience is None or 0 in e.audience]


async def test_panels_asking_at_once_share_a_read_of_private_events_but_not_across_a_move(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = GameStore(db)
    service = GameService(store, load_games())
    game_id = await running_game(service, 3, game="grimm")
    reads: list[str] = []
    read = [asyncio.Event() for _ in range(4)]  # read[n]: the n-th read was made
    held = asyncio.Event()  # the second read's answer waits for it
    fetchall = db.fetchall

    async def counted(sql: str, params: Any = ()) -> list[Any]:
        rows = await fetchall(sql, params)
        if "audience IS NOT NULL" in sql:
            reads.append(sql)
            read[min(len(reads), 3)].set()
            if len(reads) == 2:
                await held.wait()
        return rows

    monkeypatch.setattr(db, "fetchall", counted)
    everything = await store.all_events(game_id)
    together = await asyncio.gather(*(store.private_events(game_id, seat) for seat in range(3)))
    assert len(reads) == 1, "the three panels shared one read"
    assert together == [[e for e in everything if e.audience and seat in e.audience] for seat in range(3)]

    await service.act(game_id, *await a_move(service, game_id))  # what was kept is dropped
    early = asyncio.ensure_future(store.private_events(game_id, 0))
    await read[2].wait()
    # The early read holds the rows from before the next move; an ask after it reads again.
    await service.act(game_id, *await a_move(service, game_id))
    late = asyncio.ensure_future(store.private_events(game_id, 0))
    # Joined to the early read, it would wait for it: no third read within the bound.
    await asyncio.wait_for(read[3].wait(), 30)
    held.set()
    await early
    assert len(reads) == 3, "an ask after a move joined a read begun before it"
    now = await store.all_events(game_id)
    assert await late == [e for e in now if e.audience and 0 in e.audience]
