"""Player actions: a discriminated union on ``kind``. Frozen so a menu can hold them."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, SerializerFunctionWrapHandler, model_serializer

from bot.engine.core import ActionModel, ActionParser
from cogs.suspicion.rules.content import Gem


class Roll(ActionModel):
    """S-2.1: roll both dice."""

    kind: Literal["roll"] = "roll"


class Move(ActionModel):
    """S-2.1: move ``guest`` to the adjacent ``room``, using the die that shows the guest,
    else a '?' (the engine picks the die: see ``legal.die_for``). When both dice show a guest,
    ``then`` is the other die's move, made at once: both moves in one choice. A stored move
    without it (every one logged before it existed) still parses."""

    kind: Literal["move"] = "move"
    guest: str
    room: str
    then: Move | None = None

    @model_serializer(mode="wrap")
    def _alone_as_before(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # A single move is written as it always was: see Play's.
        data: dict[str, Any] = handler(self)
        if self.then is None:
            data.pop("then", None)
        return data


class SearchGem(ActionModel):
    """S-3.1: take ``gem`` shown in the room of one's own guest."""

    kind: Literal["search"] = "search"
    gem: Gem


class Tip(ActionModel):
    """S-3.2: take the gem printed on the card."""

    kind: Literal["tip"] = "tip"


class Passage(ActionModel):
    """S-3.3: move any guest to any other room."""

    kind: Literal["passage"] = "passage"
    guest: str
    room: str


class Peek(ActionModel):
    """S-3.4: look at the top invitation, then put it at the bottom."""

    kind: Literal["peek"] = "peek"


class AskSeat(ActionModel):
    """S-3.5: ask ``target`` whether their guest sees the card's guest."""

    kind: Literal["ask"] = "ask"
    target: int


# A half of a played card (S-3), as it is carried out.
Half = Annotated[SearchGem | Tip | Passage | Peek | AskSeat, Field(discriminator="kind")]


class Play(ActionModel):
    """S-2.2: play card ``card`` from the hand, face up; with ``first``, carry out that half
    of it at once (S-2.2 leaves the order to the player), as if it were the next action.
    A stored play without ``first`` (every one logged before it existed) still parses."""

    kind: Literal["play"] = "play"
    card: int
    first: Half | None = None

    @model_serializer(mode="wrap")
    def _alone_as_before(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # A card played alone is written as it always was ({"kind": "play", "card": n}): the
        # hash of a button drawn before the upgrade still matches, and an older bot still
        # reads the stored action.
        data: dict[str, Any] = handler(self)
        if self.first is None:
            data.pop("first", None)
        return data


class Guess(ActionModel):
    """S-5.2: one guess (a guest, or None) for every other seat, submitted once."""

    kind: Literal["guess"] = "guess"
    guesses: dict[int, str | None]


Action = Annotated[
    Roll | Move | Play | SearchGem | Tip | Passage | Peek | AskSeat | Guess,
    Field(discriminator="kind"),
]

# An action from JSON-like data (the stored log, a button payload, the guess form).
parse_action: ActionParser[Action] = ActionParser(Action)
