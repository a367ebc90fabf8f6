"""Game nights' storage on each store (migration 0014): one open night per channel, what a
hub lists (the channel's tables and its threads'), the night's finished games, thread tables,
planned nights and their votes, and what /privacy forget-me removes."""

from __future__ import annotations

import json

import pytest

from bot.boot.registry import load_games
from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.nights import NightOpenError, NightStore, PlannedNight
from bot.store.records import GameStatus, NewLobby
from bot.store.stats import StatsStore
from bot.store.thread_tables import ThreadTableStore

GUILD, CHANNEL, THREAD, OTHER = 10, 20, 21, 30
GAMES = load_games()


async def _table(service: GameService, channel: int, host: int, players: int = 1) -> int:
    record = await service.new_lobby(
        NewLobby(
            guild_id=GUILD,
            channel_id=channel,
            host_id=host,
            host_name=f"u{host}",
            game="grimm",
            locale="en",
            turn_seconds=0,
        )
    )
    for seat in range(1, players):
        await service.join(record.id, host + seat, f"u{host + seat}")
    return record.id


async def _finish(db: Database, game_id: int, at: float, winners: list[int]) -> None:
    await db.execute(
        "UPDATE games SET status = ?, finished_at = ?, winners = ? WHERE id = ?",
        (GameStatus.FINISHED, at, json.dumps(winners), game_id),
    )


async def test_one_open_night_per_channel(db: Database) -> None:
    nights = NightStore(db)
    night = await nights.open(GUILD, CHANNEL, 1, 100.0, 200.0)
    with pytest.raises(NightOpenError):
        await nights.open(GUILD, CHANNEL, 2, 101.0, 201.0)
    assert await nights.open_in(CHANNEL) == night
    assert await nights.close(night.id, 150.0)
    assert not await nights.close(night.id, 151.0), "closed once"
    again = await nights.open(GUILD, CHANNEL, 2, 160.0, 260.0)
    assert [n.id for n in await nights.open_nights()] == [again.id]


async def test_a_hub_lists_its_channels_tables_and_its_threads_and_counts_the_nights_games(db: Database) -> None:
    service = GameService(GameStore(db), GAMES)
    nights, threads = NightStore(db), ThreadTableStore(db)
    here = await _table(service, CHANNEL, 100, 3)
    in_thread = await _table(service, THREAD, 200, 2)
    await threads.add(in_thread, CHANNEL, 999)
    elsewhere = await _table(service, OTHER, 300)
    listed = await nights.tables(CHANNEL)
    assert [t.game_id for t in listed] == [here, in_thread]
    assert [s.name for s in listed[0].seats] == ["u100", "u101", "u102"]
    assert elsewhere not in {t.game_id for t in listed}
    await _finish(db, here, 150.0, [101])
    await _finish(db, in_thread, 250.0, [200])
    await _finish(db, elsewhere, 150.0, [300])
    assert await nights.tables(CHANNEL) == []
    finished = await nights.finished(CHANNEL, 100.0, 200.0)
    assert [(g.game_id, g.winners) for g in finished] == [(here, (101,))], "only the night's hours count"
    assert [g.game_id for g in await nights.finished(CHANNEL, 100.0, 300.0)] == [here, in_thread]


async def test_thread_tables_are_listed_until_put_away(db: Database) -> None:
    service = GameService(GameStore(db), GAMES)
    threads = ThreadTableStore(db)
    game_id = await _table(service, THREAD, 100)
    await threads.add(game_id, CHANNEL, 555)
    found = await threads.get(game_id)
    assert found is not None
    assert (found.parent_id, found.line_message_id, found.closed) == (CHANNEL, 555, False)
    assert await threads.thread_ids() == {THREAD}
    [open_table] = await threads.open_tables()
    assert (open_table.thread_id, open_table.status) == (THREAD, GameStatus.LOBBY)
    assert await threads.in_parent(CHANNEL) == [game_id]
    await threads.close(game_id)
    assert await threads.thread_ids() == set()
    assert await threads.open_tables() == []


async def test_planned_nights_votes_and_forgetting(db: Database) -> None:
    nights = NightStore(db)
    planned = PlannedNight(7, GUILD, CHANNEL, 500.0, True, ("mascarade", "grimm"), "Friday")
    await nights.plan(planned)
    assert await nights.plans_due(499.0) == []
    assert await nights.plans_due(500.0) == [planned]
    await nights.vote(7, 1, ["mascarade", "grimm"])
    await nights.vote(7, 2, ["mascarade"])
    await nights.vote(7, 2, ["grimm"])  # a vote replaces the same person's earlier one
    assert await nights.votes(7) == {"mascarade": 1, "grimm": 2}
    night = await nights.open(GUILD, CHANNEL, 1, 100.0, 200.0)
    await StatsStore(db).forget(1)
    assert await nights.votes(7) == {"grimm": 1}
    reopened = await nights.get(night.id)
    assert reopened is not None
    assert reopened.opened_by == 0
    await nights.move_plan(7, 500.0 + 604800)
    assert await nights.votes(7) == {}, "a week on, the votes start again"
    await nights.drop_plan(7)
    assert await nights.planned(7) is None
