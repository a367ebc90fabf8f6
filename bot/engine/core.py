"""The contract every game engine follows.

Engines are pure: no discord, no asyncio, no I/O, no global randomness. A game is a
pydantic ``State``; players act through pydantic actions (a discriminated union on
``kind``); ``apply`` returns the next state and the events it produced, each tagged
with who may see it. Everything a player reads is a :class:`Text` — a translation key
plus arguments — so the engine never formats a sentence in any language.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from bot.engine.errors import IllegalAction
from bot.engine.text import Text, text

__all__ = [
    "BaseState",
    "Choice",
    "Decision",
    "Event",
    "GameRules",
    "IllegalAction",
    "Menu",
    "Outcome",
    "Text",
    "rng_for",
    "text",
]


class Event(BaseModel):
    """Something that happened. ``to`` is ``None`` for the whole table, else the seats
    that may see it. The adapter sends non-public events only ephemerally."""

    model_config = ConfigDict(frozen=True)

    text: Text
    to: tuple[int, ...] | None = None

    @property
    def public(self) -> bool:
        return self.to is None


class Decision(BaseModel):
    """A seat that must answer something now (a turn, a contest window, a choice).

    ``since`` is the state version at which this step was opened. Buttons carry it, so
    a click is accepted only while the step it was drawn for is still open: a button
    from an earlier turn is stale even if the same kind of choice is open again, while a
    simultaneous decision (two players answering at once) stays valid when the other
    player answers first. A seat has at most one open decision at a time.

    ``began`` says which decision this step belongs to, for the timer: the version at
    which the decision's first step opened (it defaults to ``since``: a decision of one
    step). A decision the rules play as a whole keeps its ``began`` across its steps: a
    Suspicion turn (roll, moves, card, its halves), a Grimm turn (keep or give, the
    second card, the action). Everything else is a decision of its own: another seat's
    answer (a contest, an Inquisition, a True Reflection token), and what opens next for
    the same seat (the next Mascarade turn, the Mascarade Spy's swap after its look, a
    Suspicion guess sheet). A seat's decision is never interrupted by another decision
    of the same seat: what the seat is asked meanwhile is part of it.

    The service relies on this (``GameService.expire``): a timeout applies
    ``timeout_action`` to the seat while its open decision continues the one whose
    deadline passed — one decision, one strike, one notice — and stops at the first
    decision that does not, which gets a deadline and an announcement of its own. A
    decision interrupted by another seat's (a Grimm turn waiting for a True Reflection
    token) reopens with the same ``began``; a timed-out one is then finished by the
    timeout ruling at once.
    """

    model_config = ConfigDict(frozen=True)

    seat: int
    kind: str
    since: int
    began: int = Field(default_factory=lambda data: data["since"])

    def continues(self, other: Decision) -> bool:
        """Whether this step belongs to the same decision as ``other``."""
        return self.seat == other.seat and self.began == other.began


class Outcome(BaseModel):
    """How a game ended. ``winners`` may be empty (a game ended with no winner)."""

    model_config = ConfigDict(frozen=True)

    winners: tuple[int, ...]
    reason: Text


class Choice(BaseModel):
    """One option of a :class:`Menu`: either a final action or a sub-menu."""

    label: Text
    action: Any = None
    menu: Menu | None = None
    style: Literal["primary", "secondary", "success", "danger"] = "secondary"


class Menu(BaseModel):
    """What a seat may do right now, as a tree of choices the adapter can draw as
    buttons or select menus. Built from ``legal_actions``; never persisted."""

    prompt: Text
    choices: list[Choice]


class BaseState(BaseModel):
    """Fields every game state has. ``version`` counts accepted actions; it is part of
    every button so a stale click is recognised."""

    seed: int
    version: int = 0
    players: int
    outcome: Outcome | None = None

    @property
    def finished(self) -> bool:
        return self.outcome is not None


def rng_for(state: BaseState, salt: str = "") -> random.Random:
    """The only source of randomness: derived from the seed and the version, so the
    same actions replayed from the same seed give the same results."""
    return random.Random(f"{state.seed}:{state.version}:{salt}")


S = TypeVar("S", bound=BaseState)
A = TypeVar("A")
Opt = TypeVar("Opt", bound=BaseModel)


class GameRules(Protocol, Generic[S, A, Opt]):
    """What a game module offers to the service layer. One instance per game."""

    id: str
    state_model: type[S]
    options_model: type[Opt]

    def player_range(self, options: Opt) -> tuple[int, int]:
        """Smallest and largest table for these options."""
        ...

    def setup(self, players: int, seed: int, options: Opt) -> tuple[S, list[Event]]:
        """A new game; the events describe the opening (public deals, private cards)."""
        ...

    def parse_action(self, data: Any) -> A:
        """Validate an action from JSON (stored log, custom_id payload)."""
        ...

    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Every action ``seat`` may take now (empty when nothing is asked of it)."""
        ...

    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]:
        """Apply one action; raise :class:`IllegalAction` and change nothing if it is
        not legal. Returns a new state (the input is never mutated)."""
        ...

    def pending(self, state: S) -> list[Decision]:
        """Who must answer what now; empty when the game is over."""
        ...

    def timeout_action(self, state: S, seat: int) -> A:
        """The action the rules' timeout ruling takes for ``seat``."""
        ...

    def remove_seat(self, state: S, seat: int) -> tuple[S, list[Event]]:
        """A moderator removes a player: continue where the rules allow, otherwise
        end the game with no winner and say why."""
        ...

    def menu(self, state: S, seat: int) -> Menu | None:
        """The choices to show ``seat`` in their private panel, or None."""
        ...

    def view(self, state: S, seat: int | None) -> BaseModel:
        """What ``seat`` may know (``None``: the public board). Structurally lacks
        every secret the viewer may not see."""
        ...
