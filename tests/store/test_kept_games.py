"""The live games' records a store keeps (bot/store/kept.py) are its rows: after each of its
writes — the lobby's, a start, moves with their strikes, the turn message's columns, the
reminder, the board message, a moderator's host change, pause, extension, resume and end — the record it
answers equals the one a store that keeps nothing reads from the database, on each store."""

from __future__ import annotations

from bot.boot.registry import load_games
from bot.core.time_control import TimeControl
from bot.service.games import GameService
from bot.service.moderation import Moderation
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.records import Call, GameRecord, NewLobby, NewPost, TurnUpdate
from tests.store.playing import a_move


async def same_as_stored(store: GameStore, db: Database, game_id: int) -> GameRecord:
    """The store's record of the game, checked against a fresh read of its rows."""
    answered = await store.get(game_id)
    assert answered is not None
    assert answered == await GameStore(db).get(game_id), "the kept record is not the stored row"
    assert await store.live_in_channel(answered.channel_id) == (answered if answered.live else None)
    return answered


async def test_every_write_leaves_the_kept_record_equal_to_the_rows(db: Database) -> None:
    store = GameStore(db)
    service = GameService(store, load_games())
    moderation = Moderation(service)
    lobby = await service.new_lobby(
        NewLobby(game="mascarade", guild_id=1, channel_id=10, host_id=1, host_name="ann", locale="en", turn_seconds=60)
    )
    game_id = lobby.id
    await same_as_stored(store, db, game_id)
    for user in (2, 3, 4):
        await service.join(game_id, user, f"p{user}")
        await same_as_stored(store, db, game_id)
    await service.leave(game_id, 4)
    await same_as_stored(store, db, game_id)
    await service.join(game_id, 4, "p4")
    await service.set_time_control(game_id, 1, False, TimeControl(90))
    await store.record_lobby_message(game_id, 500)
    await same_as_stored(store, db, game_id)
    await service.start(game_id, 1, False)
    await same_as_stored(store, db, game_id)

    for move in range(6):
        user, since, action = await a_move(service, game_id)
        applied = await service.act(game_id, user, since, action)
        assert applied.record == await same_as_stored(store, db, game_id)
        await store.plan_posts(
            game_id,
            [],
            [NewPost("turn", f"turn {move}")],
            0.0,
            TurnUpdate(
                0 if move % 2 else None, (user,), (f"line {move}",), move, move, (Call(7, (1, 2)),), (Call(0, (3,)),)
            ),
        )
        await same_as_stored(store, db, game_id)
    await store.mark_reminded(game_id)
    await store.record_board_message(game_id, 600)
    await same_as_stored(store, db, game_id)

    await service.expire(game_id)  # not due yet: nothing written
    service.clock = lambda: 10.0**12  # long past the deadline: the timeout ruling plays, with a strike
    await service.expire(game_id)
    assert any(s.strikes for s in (await same_as_stored(store, db, game_id)).seats)

    await moderation.transfer_host(game_id, 0, 2)
    await same_as_stored(store, db, game_id)
    await moderation.pause(game_id, 0)
    await same_as_stored(store, db, game_id)
    await moderation.extend(game_id, 0, 120)
    await same_as_stored(store, db, game_id)
    await moderation.resume(game_id, 0)
    await same_as_stored(store, db, game_id)
    await moderation.end(game_id, 0, "time is up")
    ended = await same_as_stored(store, db, game_id)
    assert not ended.live
