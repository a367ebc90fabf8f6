"""Shards across processes: a process's store looks for work only among the
games of its own shards, so no two processes ever run one game's timers or deliveries.
Against both stores (several processes share a PostgreSQL database)."""

from __future__ import annotations

import pytest

from bot.boot.registry import load_games
from bot.core.shards import Shards, shard_of
from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.records import NewLobby

# Snowflakes as Discord makes them: milliseconds since 2015 above bit 22.
NOW_MS = 380_000_000_000
LARGEST = (1 << 63) - 1  # the highest snowflake a signed 64-bit column holds


def guild_on(shard: int, count: int, salt: int = 0) -> int:
    guild_id = ((NOW_MS + salt * count + shard) << 22) | 0x2A5
    assert shard_of(guild_id, count) == shard
    return guild_id


async def _lobby(service: GameService, guild_id: int, channel_id: int, turn_seconds: int = 60) -> int:
    record = await service.new_lobby(
        NewLobby(
            game="mascarade",
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=1,
            host_name="ann",
            locale="en",
            turn_seconds=turn_seconds,
        )
    )
    return record.id


async def _running(service: GameService, guild_id: int, channel_id: int) -> int:
    game_id = await _lobby(service, guild_id, channel_id)
    for user in range(2, 5):
        await service.join(game_id, user, f"p{user}")
    await service.start(game_id, 1, False)
    return game_id


async def test_each_process_finds_only_its_own_shards_work(db: Database) -> None:
    service = GameService(GameStore(db), load_games())
    running = {shard: await _running(service, guild_on(shard, 2), 10 + shard) for shard in (0, 1)}
    lobbies = {shard: await _lobby(service, guild_on(shard, 2, salt=1), 20 + shard) for shard in (0, 1)}
    for shard in (0, 1):
        store = GameStore(db, Shards(2, (shard,)))
        assert {r.id for r in await store.live_games()} == {running[shard], lobbies[shard]}
        assert [t.game_id for t in await store.due_timers()] == [running[shard]]
        assert [lobby.game_id for lobby in await store.open_lobbies()] == [lobbies[shard]]
        assert await store.games_with_unsent_announcements() == [running[shard]]
    for whole in (GameStore(db), GameStore(db, Shards(2, (0, 1)))):
        assert len(await whole.live_games()) == 4
        assert len(await whole.due_timers()) == 2
        assert await whole.games_with_unsent_announcements() == sorted(running.values())


async def test_a_restarted_process_gives_grace_only_to_its_own_games(db: Database) -> None:
    service = GameService(GameStore(db), load_games())
    running = {shard: await _running(service, guild_on(shard, 2), 10 + shard) for shard in (0, 1)}
    before = {t.game_id: t.deadline_at or 0.0 for t in await GameStore(db).due_timers()}
    later = max(before.values()) + 3600  # every deadline passed while "the process was down"
    await GameStore(db, Shards(2, (1,))).grant_restart_grace(later, 30)
    after = {t.game_id: t.deadline_at for t in await GameStore(db).due_timers()}
    assert after[running[1]] == later + 30
    assert after[running[0]] == before[running[0]], "the other process's game kept its deadline"


@pytest.mark.parametrize("count", [2, 3, 16])
@pytest.mark.parametrize("guild_id", [guild_on(0, 1), guild_on(0, 1) + (5 << 22), LARGEST, 1 << 22, 4194303])
async def test_the_sql_puts_a_server_on_the_shard_discord_does(db: Database, guild_id: int, count: int) -> None:
    service = GameService(GameStore(db), load_games())
    await _lobby(service, guild_id, 10)
    owners = [s for s in range(count) if [g.id for g in await GameStore(db, Shards(count, (s,))).live_games()]]
    assert owners == [shard_of(guild_id, count)]
