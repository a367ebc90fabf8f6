"""A stored game replayed step by step: the deal, then one step per stored action, each
with the state after it and the events it produced, ending on the stored state."""

from __future__ import annotations

import pytest

from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from tests.registry import RULES
from tests.store.playing import moves_short_of_the_end, running_game, seats

pytestmark = pytest.mark.every_game


@pytest.mark.parametrize("game", sorted(RULES))
async def test_replay_steps_rebuild_each_stored_action_and_end_on_the_stored_state(db: Database, game: str) -> None:
    service = GameService(GameStore(db), RULES)
    game_id = await running_game(service, seats(RULES[game], 4), game=game)
    assert await moves_short_of_the_end(service, game_id, 6) >= 1

    steps = await service.replay_steps(game_id)
    record = await service.game(game_id)
    stored = await service.store.actions(game_id)

    assert [s.number for s in steps] == list(range(len(stored) + 1))
    assert (steps[0].kind, steps[0].seat) == ("setup", None)
    assert steps[0].events, "the deal tells each seat its secrets"
    assert [(s.seat, s.kind) for s in steps[1:]] == [(seat, kind) for seat, kind, _ in stored]
    assert steps[-1].state == service.state(record)
    assert all(s.events for s in steps[1:]), "every move tells someone something"
