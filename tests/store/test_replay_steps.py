"""A stored game replayed step by step: the deal, then one step per stored action, each
with the state after it and the events it produced, ending on the stored state."""

from __future__ import annotations

import pytest

from bot.boot.registry import load_games
from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from tests.store.playing import a_move, running_game


@pytest.mark.parametrize("game", ["mascarade", "grimm", "suspicion"])
async def test_replay_steps_rebuild_each_stored_action_and_end_on_the_stored_state(db: Database, game: str) -> None:
    service = GameService(GameStore(db), load_games())
    game_id = await running_game(service, 4, game=game)
    for _ in range(6):
        user, since, action = await a_move(service, game_id)
        await service.act(game_id, user, since, action)

    steps = await service.replay_steps(game_id)
    record = await service.game(game_id)
    stored = await service.store.actions(game_id)

    assert [s.number for s in steps] == list(range(len(stored) + 1))
    assert (steps[0].kind, steps[0].seat) == ("setup", None)
    assert steps[0].events, "the deal tells each seat its secrets"
    assert [(s.seat, s.kind) for s in steps[1:]] == [(seat, kind) for seat, kind, _ in stored]
    assert steps[-1].state == service.state(record)
    assert all(s.events for s in steps[1:]), "every move tells someone something"
