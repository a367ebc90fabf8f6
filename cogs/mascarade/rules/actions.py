"""Player actions: a discriminated union on ``kind``. Slots are indices into
``State.slots``; seats are player numbers."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from bot.engine.core import ActionModel, ActionParser


class Swap(ActionModel):
    """M-2.1, M-3.1: take your card ``mine`` and ``other``; swap them or not."""

    kind: Literal["swap"] = "swap"
    mine: int
    other: int
    swap: bool


class Peek(ActionModel):
    """M-4.1: look at one of your cards."""

    kind: Literal["peek"] = "peek"
    slot: int


class Announce(ActionModel):
    """M-5.1: claim to be ``character``, hand on ``slot`` (M-8.3, M-9.3)."""

    kind: Literal["claim"] = "claim"
    character: str
    slot: int


class Contest(ActionModel):
    """M-5.2: claim the same character, with the card at ``slot``."""

    kind: Literal["contest"] = "contest"
    slot: int


class Pass(ActionModel):
    """M-5.2: let the claim stand."""

    kind: Literal["pass"] = "pass"


class BishopTake(ActionModel):
    """M-6.4: the tied richest player the Bishop takes from."""

    kind: Literal["bishop"] = "bishop"
    target: int


class WitchSwap(ActionModel):
    """M-6.7: swap fortunes with ``target``, or ``None`` for no swap."""

    kind: Literal["witch"] = "witch"
    target: int | None


class FoolSwap(ActionModel):
    """M-6.5: swap or not the cards at ``first`` and ``second``."""

    kind: Literal["fool"] = "fool"
    first: int
    second: int
    swap: bool


class SpyLook(ActionModel):
    """M-6.6: the other card the Spy looks at."""

    kind: Literal["spy_look"] = "spy_look"
    target: int


class SpySwap(ActionModel):
    """M-6.6: having looked, swap the two cards or not."""

    kind: Literal["spy_swap"] = "spy_swap"
    swap: bool


class Inquire(ActionModel):
    """M-6.12: the player the Inquisitor (Guru) points at."""

    kind: Literal["inquire"] = "inquire"
    target: int


class Guess(ActionModel):
    """M-6.12: the target names their character; ``None`` stays silent (counts as wrong, R4)."""

    kind: Literal["guess"] = "guess"
    character: str | None


class PrincessTarget(ActionModel):
    """M-6.13: the player who must reveal their card to everyone else."""

    kind: Literal["princess"] = "princess"
    target: int


class PuppetSwap(ActionModel):
    """M-6.13: the two other players who pay 1 coin each and swap seats."""

    kind: Literal["puppet"] = "puppet"
    first: int
    second: int


# The answers to a power's step (M-6).
PowerAction = BishopTake | WitchSwap | FoolSwap | SpyLook | SpySwap | Inquire | Guess | PrincessTarget | PuppetSwap

Action = Annotated[Swap | Peek | Announce | Contest | Pass | PowerAction, Field(discriminator="kind")]

# An action from JSON-like data (a stored log entry, a button payload).
parse_action: ActionParser[Action] = ActionParser(Action)
