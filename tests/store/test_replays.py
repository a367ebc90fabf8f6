"""Finished games' replays as the replay view reads them: each step's turn, the turns'
first steps, kept once replayed; a game not finished is never replayed."""

from __future__ import annotations

import pytest

from bot.core.errors import UserError
from bot.service.games import GameService
from bot.service.moderation import Moderation
from bot.store.db import Database
from bot.store.games import GameStore
from cogs.table.replays import Replays
from tests.registry import RULES
from tests.store.playing import moves_short_of_the_end, running_game, seats

pytestmark = pytest.mark.every_game


@pytest.mark.parametrize("game", sorted(RULES))
async def test_each_step_is_numbered_by_the_turn_it_was_played_in(db: Database, game: str) -> None:
    service = GameService(GameStore(db), RULES)
    replays = Replays(service)
    game_id = await running_game(service, seats(RULES[game], 4), game=game)
    moves = await moves_short_of_the_end(service, game_id, 12)
    assert moves >= 1

    with pytest.raises(UserError) as refused:
        await replays.of(await service.game(game_id))
    assert refused.value.reason.key == "error-replay-not-finished"

    await Moderation(service).end(game_id, 1, "closing time")
    record = await service.game(game_id)
    replay = await replays.of(record)
    rules = service.rules(record)
    steps = replay.steps
    assert len(replay.turns) == len(steps) == moves + 1
    assert replay.last == moves
    assert replay.turns[:2] == (0, 1), "the deal, then the first turn"
    for n in range(2, len(steps)):
        new_turn = rules.progress(steps[n - 1].state).turn != rules.progress(steps[n - 2].state).turn
        assert replay.turns[n] == replay.turns[n - 1] + new_turn, f"step {n}: a turn is the state before it"
    assert replay.turn_starts() == [0, *(n for n in range(1, len(steps)) if replay.turns[n] != replay.turns[n - 1])]
    assert await replays.of(record) is replay, "kept once replayed"
