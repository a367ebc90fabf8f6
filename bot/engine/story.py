"""The story of a finished game: what its end summary tells — a picture's data and two or
three facts worth telling — computed from the game replayed step by step (every secret
included: the game is over). Each game's ``story.py`` tells its own; this is what they share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from bot.engine.core import BaseState, Event
from bot.engine.text import Text

__all__ = ["Played", "Story"]

ChartT = TypeVar("ChartT")


class Played(Protocol):
    """One step of a replayed game (the service's ``ReplayStep``): the deal, or the action
    a seat made (None: the bot's), with the state after it and the events it made."""

    @property
    def seat(self) -> int | None: ...

    @property
    def state(self) -> BaseState: ...

    @property
    def events(self) -> tuple[Event, ...]: ...


@dataclass(frozen=True, slots=True)
class Story(Generic[ChartT]):
    """What the end summary tells: ``chart``, what its picture draws, and ``facts``, a few
    lines worth telling, each a catalogue Text."""

    chart: ChartT
    facts: tuple[Text, ...]
