"""Computer players: seats the bot plays, through the same interface as people.

A computer seat decides from what that seat may know and nothing else: the engine's
view for the seat, every event the seat saw (public ones and those addressed to it),
oldest first, and the actions the rules allow it now. It never receives the state, so it
cannot read a secret; ``tests/players`` scramble everything the seat may not know and
check that its choice does not change.

A choice is a pure function of that knowledge and a random generator seeded from the
game's seed, the state's version and the seat, so replaying a game's stored actions
rebuilds every computer move, and a restart in the middle of a computer turn makes the
same move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from pydantic import BaseModel

from bot.engine.core import ActionModel, BaseState, Decision, Engine, Event

__all__ = [
    "LEVELS",
    "ComputerPlayer",
    "Knowledge",
    "Level",
    "Levels",
    "PlayerFactory",
    "computer_move",
    "knowledge_for",
    "move_rng",
    "seen_by",
]

Level = Literal["casual", "sharp"]
LEVELS: tuple[Level, ...] = ("casual", "sharp")


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Everything a seat may use to decide."""

    seat: int
    view: BaseModel  # engine.view(state, seat): the board plus this seat's own secrets
    seen: tuple[Event, ...]  # every event this seat saw since the game began, oldest first
    # engine.legal_actions(state, seat), never empty; kept as the engine gives it, since a
    # space may be enumerated lazily (Suspicion's 11**5 final guesses)
    legal: Sequence[ActionModel]
    decision: Decision  # the seat's open decision (its kind says what is asked)


class ComputerPlayer(Protocol):
    """One level of play for one game."""

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        """One of ``knowledge.legal``."""
        ...


#: Builds a game's player of one level; it receives the game's engine for the rules' fixed
#: content (a Suspicion card's question, the villa's sight lines) — never a state.
PlayerFactory = Callable[[Engine[Any, Any, Any]], ComputerPlayer]
#: A game's computer players, one per level (a game may have none): its plugin's ``players``.
Levels = Mapping[Level, PlayerFactory]


def seen_by(events: Iterable[Event], seat: int) -> tuple[Event, ...]:
    """The events ``seat`` saw: public ones and those addressed to it."""
    return tuple(e for e in events if e.to is None or seat in e.to)


def knowledge_for(engine: Engine[Any, Any, Any], state: BaseState, seat: int, events: Sequence[Event]) -> Knowledge:
    """What ``seat`` may know now, from the state and the game's whole event history.
    The only place a computer seat's input touches the state."""
    decision = next(d for d in engine.pending(state) if d.seat == seat)
    return Knowledge(
        seat=seat,
        view=engine.view(state, seat),
        seen=seen_by(events, seat),
        legal=engine.legal_actions(state, seat),
        decision=decision,
    )


def move_rng(state: BaseState, seat: int) -> random.Random:
    """The generator for ``seat``'s move at this version: the same move on every replay."""
    return random.Random(f"{state.seed}:{state.version}:{seat}:computer")


def computer_move(
    player: ComputerPlayer, engine: Engine[Any, Any, Any], state: BaseState, seat: int, events: Sequence[Event]
) -> ActionModel:
    """The move ``player`` makes for ``seat`` now, given the game's whole event history
    (``seat`` sees only its share): the same on every replay."""
    return player.choose(knowledge_for(engine, state, seat, events), move_rng(state, seat))
