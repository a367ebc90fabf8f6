"""The outbox's posts on each store: a sent post's message, as the turn message's edits and
the calls' deletions look it up (kept in memory once sent), and a dropped post's none."""

from __future__ import annotations

from bot.boot.registry import load_games
from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.records import NewPost
from tests.store.playing import running_game


async def planned(store: GameStore, game_id: int, count: int) -> list[int]:
    await store.plan_posts(game_id, [], [NewPost("call", f"call {n}") for n in range(count)], 0.0)
    return [p.id for p in await store.unsent_posts(game_id)][-count:]


async def test_a_sent_post_names_its_message_in_this_store_and_a_fresh_one(db: Database) -> None:
    store = GameStore(db)
    game_id = await running_game(GameService(store, load_games()), 3, game="grimm")
    first, second = await planned(store, game_id, 2)
    await store.mark_sent(first, 1001)

    assert await store.post_message(first) == 1001
    assert await store.post_message(second) is None, "not sent yet"
    assert await GameStore(db).post_message(first) == 1001, "read from the database by a store that did not send it"


async def test_a_dropped_post_names_no_message(db: Database) -> None:
    store = GameStore(db)
    game_id = await running_game(GameService(store, load_games()), 3, game="grimm")
    (post,) = await planned(store, game_id, 1)
    await store.mark_sent(post, 1002)
    await store.drop_post(post)

    assert await store.post_message(post) is None
    assert await GameStore(db).post_message(post) is None
