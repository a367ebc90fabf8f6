"""What a scrape reads from the database: live games by status and the outbox's unsent
posts, per shard of this process only (the other processes report their own)."""

from __future__ import annotations

from bot.boot.registry import load_games
from bot.core.shards import Shards
from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.gauges import GaugeStore
from tests.store.test_shards import _lobby, _running, guild_on


async def test_games_and_backlog_are_counted_per_shard(db: Database) -> None:
    service = GameService(GameStore(db), load_games())
    running = await _running(service, guild_on(1, 2), 10)
    await _lobby(service, guild_on(0, 2), 20)
    await _lobby(service, guild_on(1, 2, salt=1), 21)
    await db.execute(
        "INSERT INTO posts (game_id, kind, content, created_at) VALUES (?, 'summary', '', 0), (?, 'summary', '', 0)",
        (running, running),
    )
    await db.execute(
        "INSERT INTO posts (game_id, kind, content, created_at, message_id) VALUES (?, 'summary', '', 0, 5)",
        (running,),
    )
    both = GaugeStore(db, Shards(2, (0, 1)))
    assert await both.live_games() == {(0, "lobby"): 1, (1, "lobby"): 1, (1, "running"): 1}
    assert await both.unsent_posts() == {1: 2}, "a sent post is no backlog"
    only_zero = GaugeStore(db, Shards(2, (0,)))
    assert await only_zero.live_games() == {(0, "lobby"): 1}
    assert await only_zero.unsent_posts() == {}
    unsharded = GaugeStore(db)
    assert await unsharded.live_games() == {(0, "lobby"): 2, (0, "running"): 1}
    assert await unsharded.unsent_posts() == {0: 2}
