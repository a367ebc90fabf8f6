"""Replays: a stored game rebuilt from its seed and its stored actions, step by step (the
deal, then each move or removal with the state after it and its events, every secret
included) — for a finished game's replay and story, never a running game's. The last step
must equal the stored snapshot (tested). No discord here."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass

from bot.engine.core import ActionModel, BaseOptions, BaseState, Event
from bot.service.reads import AnyRules, GameReads

__all__ = ["Replay", "ReplayStep"]


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One step of a replayed game: ``number`` 0 is the deal; ``kind`` is the stored
    action's kind ("remove" for a removal) or "setup"; ``action`` the move played (None for
    the deal and a removal)."""

    number: int
    seat: int | None
    kind: str
    state: BaseState
    events: tuple[Event, ...]
    action: ActionModel | None = None


class Replay(GameReads):
    """Stored games replayed from their seed."""

    async def replay(self, game_id: int) -> BaseState:
        """Rebuild a game's state from its seed and stored actions (must equal the
        stored snapshot; tested)."""
        steps = await self.replay_steps(game_id)
        return steps[-1].state

    async def replay_steps(self, game_id: int) -> list[ReplayStep]:
        """The game step by step from its seed: the deal, then each stored action (a move
        or a removal) with the state after it and the events it produced, every secret
        included — for a finished game's replay and story, never a running game's."""
        record = await self.game(game_id)
        rules, options = self.rules(record), self.options(record)
        actions = await self.store.actions(game_id)
        # Hundreds of moves take tens of milliseconds to replay: in a thread, so that the
        # clicks of the games being played are not kept waiting behind it. Engines are pure.
        return await asyncio.to_thread(_replayed, rules, len(record.seats), record.seed, options, actions)


def _replayed(
    rules: AnyRules, players: int, seed: int, options: BaseOptions, actions: list[tuple[int | None, str, str]]
) -> list[ReplayStep]:
    state: BaseState
    state, events = rules.setup(players, seed, options)
    steps = [ReplayStep(0, None, "setup", state, tuple(events))]
    for number, (seat, kind, action_json) in enumerate(actions, start=1):
        assert seat is not None
        action = None
        if kind == "remove":
            state, events = rules.remove_seat(state, seat)
        else:
            action = rules.parse_action(json.loads(action_json))
            state, events = rules.apply(state, seat, action)
        steps.append(ReplayStep(number, seat, kind, state, tuple(events), action))
    return steps
