"""Finished games replayed step by step, kept for the replay view's next press.

A replay is rebuilt from the game's seed and stored actions (``GameService.replay_steps``),
which for a long game takes a fraction of a second: every ◀ ▶ press would pay it again, so
the few most recently opened replays are kept. A finished game never changes, so what is
kept never goes stale; a game that is not finished is never replayed here (its secrets).
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from dataclasses import dataclass

from bot.core.errors import UserError
from bot.service.games import GameService
from bot.service.replay import ReplayStep
from bot.store.records import GameRecord, GameStatus

__all__ = ["REPLAYS_KEPT", "Replay", "Replays"]

REPLAYS_KEPT = 8  # a few tables looking at their last game at once


@dataclass(frozen=True, slots=True)
class Replay:
    """A finished game's steps, and the turn each step was played in (0: the deal, then 1,
    2, … — a turn is a run of steps played while the game's ``Progress.turn`` stayed the
    same)."""

    steps: tuple[ReplayStep, ...]
    turns: tuple[int, ...]

    @property
    def last(self) -> int:
        """The number of the last step (the end of the game)."""
        return len(self.steps) - 1

    def turn_starts(self) -> list[int]:
        """The first step of every turn, the deal's (0) first."""
        return [n for n, turn in enumerate(self.turns) if n == 0 or turn != self.turns[n - 1]]


class Replays:
    def __init__(self, service: GameService, kept: int = REPLAYS_KEPT) -> None:
        self._service = service
        self._kept = kept
        self._replays: OrderedDict[int, Replay] = OrderedDict()

    async def of(self, record: GameRecord) -> Replay:
        """``record``'s replay; refused unless the game is finished (checked here too, so no
        caller can replay a running game's secrets by forgetting to)."""
        if record.status != GameStatus.FINISHED:
            raise UserError("error-replay-not-finished")
        found = self._replays.get(record.id)
        if found is not None:
            self._replays.move_to_end(record.id)
            return found
        steps = tuple(await self._service.replay_steps(record.id))
        rules = self._service.rules(record)
        # A step belongs to the turn it was played in: the turn of the state before it.
        played_in = [rules.progress(step.state).turn for step in steps[:-1]]
        turns = [0, *([1] if played_in else [])]
        for before, now in itertools.pairwise(played_in):
            turns.append(turns[-1] + int(now != before))
        found = self._replays[record.id] = Replay(steps, tuple(turns))
        while len(self._replays) > self._kept:
            self._replays.popitem(last=False)
        return found
