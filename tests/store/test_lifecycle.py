"""Lifecycle under one lock: the service against a real database (each store).

The resurrection race, deterministically: a move has been checked and is about to commit
when the game's channel is deleted. The seam is a store whose commit waits for the test;
nothing of the service's own logic is replaced.
"""

from __future__ import annotations

import asyncio
import gc

import pytest

from bot.boot.registry import load_games
from bot.core.errors import UserError
from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.records import NewAction, NewLobby
from tests.store.playing import a_move, running_game


class HeldCommitStore(GameStore):
    """Commits wait at the door until the test opens it."""

    def __init__(self, db: Database) -> None:
        super().__init__(db)
        self.at_commit = asyncio.Event()
        self.go = asyncio.Event()

    async def commit_action(self, new: NewAction) -> None:
        self.at_commit.set()
        await self.go.wait()
        await super().commit_action(new)


async def test_a_move_committing_after_its_channel_was_deleted_does_not_revive_the_game(db: Database) -> None:
    store = HeldCommitStore(db)
    service = GameService(store, load_games())
    store.go.set()
    game_id = await running_game(service)
    store.go.clear()
    user, since, action = await a_move(service, game_id)

    move = asyncio.create_task(service.act(game_id, user, since, action))
    await store.at_commit.wait()  # checked against a running game; not committed yet
    deleted = asyncio.create_task(service.end_for_deleted_channel(game_id))
    await asyncio.wait({deleted}, timeout=0.5)  # give the delete every chance to slip in
    store.go.set()
    outcome = await asyncio.gather(move, return_exceptions=True)
    assert await deleted

    record = await service.game(game_id)
    assert record.status == "cancelled"
    assert record.end_reason == "channel deleted"
    assert record.deadline_at is None
    # The move either went in before the cancel (one action stored) or was refused as over.
    stored = len(await store.actions(game_id))
    if isinstance(outcome[0], UserError):
        assert outcome[0].reason.key == "error-game-over"
        assert stored == 0
    else:
        assert stored == 1
    assert await store.undelivered(game_id) == [], "nothing left to post into a deleted channel"


async def test_a_status_change_outside_the_lock_is_caught_by_the_commit(db: Database) -> None:
    """Another process (or a path that forgot the lock) cancels the game between the
    move's check and its commit: the commit refuses and the game stays cancelled."""
    store = HeldCommitStore(db)
    service = GameService(store, load_games())
    store.go.set()
    game_id = await running_game(service)
    store.go.clear()
    user, since, action = await a_move(service, game_id)

    move = asyncio.create_task(service.act(game_id, user, since, action))
    await store.at_commit.wait()
    await service.store.cancel_for_deleted_channel(game_id, 1.0)  # behind the service's lock
    store.go.set()
    with pytest.raises(UserError) as refused:
        await move
    assert refused.value.reason.key == "error-game-over"
    record = await service.game(game_id)
    assert record.status == "cancelled"
    assert await store.actions(game_id) == []


async def test_an_ended_game_leaves_nothing_in_the_service(db: Database) -> None:
    service = GameService(GameStore(db), load_games())
    game_id = await running_game(service)
    user, since, action = await a_move(service, game_id)
    await service.act(game_id, user, since, action)
    assert game_id in service._parsed
    await service.end_for_deleted_channel(game_id)
    gc.collect()
    assert game_id not in service._parsed
    assert game_id not in service._locks
    # Reading an ended game (its summary, its log) does not bring it back.
    service.state(await service.game(game_id))
    assert game_id not in service._parsed


async def test_lobby_expiry_happens_under_the_lock_and_never_cancels_a_started_game(db: Database) -> None:
    clock = [1_000.0]
    service = GameService(GameStore(db), load_games(), clock=lambda: clock[0])
    game_id = await running_game(service)
    clock[0] += 3_600
    assert await service.expire_lobby(game_id, 30) is None  # started meanwhile: left alone
    assert (await service.game(game_id)).status == "running"
    lobby = await service.new_lobby(
        NewLobby(game="mascarade", guild_id=1, channel_id=11, host_id=1, host_name="ann", locale="en", turn_seconds=0)
    )
    assert await service.expire_lobby(lobby.id, 30) is None  # not old enough
    clock[0] += 1_801
    expired = await service.expire_lobby(lobby.id, 30)
    assert expired is not None
    assert (expired.status, expired.end_reason) == ("cancelled", "lobby expired")
