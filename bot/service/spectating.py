"""What someone who does not play may see of a running game: its public moments. No discord.

A moment is the game as the table sees it after one action: the public view
(``Engine.view(state, None)``), the public events of that action, who is asked something
and whose turn it is. Nothing else leaves this module: the states it replays (every
secret in them) stay here.

A spectator sees the moment the game is at; a caster (a streamed night) sees it a few
moves late, so that a stream cannot help anyone at the table. The late moments are
rebuilt from the game's seed and stored actions, once, then followed action by action.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from bot.core.errors import UserError
from bot.engine.core import BaseState, Engine, Event
from bot.engine.text import Text
from bot.service.commit import GAME_FINISHED, decode_text
from bot.service.games import GameService
from bot.store.records import GameRecord, GameStatus

__all__ = ["CASTER_DELAY", "PublicMoment", "PublicMoments"]

#: How many actions a caster's view is behind the game.
CASTER_DELAY = 3
#: The public events a view shows: the board's log shows as many.
LOG_LINES = 5
AnyRules = Engine[Any, Any, Any]


@dataclass(frozen=True, slots=True)
class PublicMoment:
    """The game as the table saw it after its action ``version`` (0: the deal)."""

    version: int
    view: BaseModel  # the engine's public view
    log: tuple[Text, ...]  # the last public events up to this moment, oldest first
    due: tuple[int, ...]  # the seats asked something
    owner: int | None  # whose turn it is
    finished: bool


def moment(rules: AnyRules, state: BaseState, log: tuple[Text, ...]) -> PublicMoment:
    """``state`` as the table sees it."""
    return PublicMoment(
        state.version,
        rules.view(state, None),
        log[-LOG_LINES:],
        tuple(sorted({d.seat for d in rules.pending(state)})),
        rules.progress(state).owner,
        state.finished,
    )


def public_lines(events: list[Event]) -> tuple[Text, ...]:
    return tuple(e.text for e in events if e.to is None)


@dataclass(eq=False)
class _Replayed:
    """A game replayed up to its ``applied``-th stored action, with its last moments."""

    rules: AnyRules
    state: BaseState
    applied: int
    log: tuple[Text, ...]
    moments: deque[PublicMoment]


class PublicMoments:
    """The public moments of the games being watched; a late view's replay is kept while
    its game is watched (:meth:`forget` drops it)."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._replays: dict[int, _Replayed] = {}

    async def now(self, record: GameRecord) -> PublicMoment:
        """The moment the game is at (its live state, the log as the board shows it)."""
        if record.state is None:
            raise UserError("error-not-started")
        service = self.service
        state = service.state(record)
        events = await service.store.public_events(record.id, LOG_LINES + 1)
        # As the board shows it: the end of the game is the summary's to tell.
        log = tuple(text for e in events if (text := decode_text(e.payload)).key != GAME_FINISHED)
        rules = service.rules(record)
        return PublicMoment(
            state.version,
            service.view(record, state, None),
            log[-LOG_LINES:],
            tuple(sorted({d.seat for d in service.pending(record, state)})),
            rules.progress(state).owner,
            state.finished or record.status == GameStatus.FINISHED,
        )

    async def late(self, record: GameRecord, moves: int) -> PublicMoment:
        """The moment ``moves`` actions before the one the game is at (the deal at most)."""
        replayed = await self._caught_up(record)
        moments = replayed.moments
        index = max(len(moments) - 1 - moves, 0)
        return moments[index]

    async def _caught_up(self, record: GameRecord) -> _Replayed:
        actions = await self.service.store.actions(record.id)
        replayed = self._replays.get(record.id)
        if replayed is None:
            # Hundreds of moves take tens of milliseconds: in a thread, as a replay does.
            replayed = await asyncio.to_thread(self._replay, record, actions)
            self._replays[record.id] = replayed
            return replayed
        _follow(replayed, actions)
        return replayed

    def _replay(self, record: GameRecord, actions: list[tuple[int | None, str, str]]) -> _Replayed:
        rules = self.service.rules(record)
        state, events = rules.setup(len(record.seats), record.seed, self.service.options(record))
        log = public_lines(events)
        replayed = _Replayed(rules, state, 0, log, deque([moment(rules, state, log)], maxlen=CASTER_DELAY + 1))
        _follow(replayed, actions)
        return replayed

    def forget(self, game_id: int) -> None:
        self._replays.pop(game_id, None)

    @property
    def games_in_memory(self) -> int:
        return len(self._replays)


def _follow(replayed: _Replayed, actions: list[tuple[int | None, str, str]]) -> None:
    """Apply the stored actions not yet applied, keeping each one's moment."""
    rules = replayed.rules
    for seat, kind, action in actions[replayed.applied :]:
        assert seat is not None
        if kind == "remove":
            replayed.state, events = rules.remove_seat(replayed.state, seat)
        else:
            replayed.state, events = rules.apply(replayed.state, seat, rules.parse_action(json.loads(action)))
        replayed.applied += 1
        replayed.log = (*replayed.log, *public_lines(events))[-LOG_LINES:]
        replayed.moments.append(moment(rules, replayed.state, replayed.log))
