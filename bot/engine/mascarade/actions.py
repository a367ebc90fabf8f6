"""Player actions: a discriminated union on ``kind``. Slots are indices into
``State.slots``; seats are player numbers."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True)


class Swap(_Action):
    """M-2.1, M-3.1: take your card ``mine`` and ``other``; swap them or not."""

    kind: Literal["swap"] = "swap"
    mine: int
    other: int
    swap: bool


class Peek(_Action):
    """M-4.1: look at one of your cards."""

    kind: Literal["peek"] = "peek"
    slot: int


class Announce(_Action):
    """M-5.1: claim to be ``character``, hand on ``slot`` (M-8.3, M-9.3)."""

    kind: Literal["claim"] = "claim"
    character: str
    slot: int


class Contest(_Action):
    """M-5.2: claim the same character, with the card at ``slot``."""

    kind: Literal["contest"] = "contest"
    slot: int


class Pass(_Action):
    """M-5.2: let the claim stand."""

    kind: Literal["pass"] = "pass"


class BishopTake(_Action):
    """M-6.4: the tied richest player the Bishop takes from."""

    kind: Literal["bishop"] = "bishop"
    target: int


class WitchSwap(_Action):
    """M-6.7: swap fortunes with ``target``, or ``None`` for no swap."""

    kind: Literal["witch"] = "witch"
    target: int | None


class FoolSwap(_Action):
    """M-6.5: swap or not the cards at ``first`` and ``second``."""

    kind: Literal["fool"] = "fool"
    first: int
    second: int
    swap: bool


class SpyLook(_Action):
    """M-6.6: the other card the Spy looks at."""

    kind: Literal["spy_look"] = "spy_look"
    target: int


class SpySwap(_Action):
    """M-6.6: having looked, swap the two cards or not."""

    kind: Literal["spy_swap"] = "spy_swap"
    swap: bool


class Inquire(_Action):
    """M-6.12: the player the Inquisitor (Guru) points at."""

    kind: Literal["inquire"] = "inquire"
    target: int


class Guess(_Action):
    """M-6.12: the target names their character; ``None`` stays silent (counts as wrong, R4)."""

    kind: Literal["guess"] = "guess"
    character: str | None


class PrincessTarget(_Action):
    """M-6.13: the player who must reveal their card to everyone else."""

    kind: Literal["princess"] = "princess"
    target: int


class PuppetSwap(_Action):
    """M-6.13: the two other players who pay 1 coin each and swap seats."""

    kind: Literal["puppet"] = "puppet"
    first: int
    second: int


Action = Annotated[
    Swap
    | Peek
    | Announce
    | Contest
    | Pass
    | BishopTake
    | WitchSwap
    | FoolSwap
    | SpyLook
    | SpySwap
    | Inquire
    | Guess
    | PrincessTarget
    | PuppetSwap,
    Field(discriminator="kind"),
]

_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def parse_action(data: Any) -> Action:
    """An action from JSON-like data (a stored log entry, a button payload)."""
    if isinstance(data, str | bytes):
        return _ADAPTER.validate_json(data)
    return _ADAPTER.validate_python(data)
