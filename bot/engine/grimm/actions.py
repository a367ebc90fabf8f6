"""What a player can do: pydantic models, a discriminated union on ``kind``.

Actions paid for by discarding (G-5) carry the payment: ``pay`` is the artifact discarded
twice, or once together with the treasure token when ``treasure`` is set (G-10.2).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Pick(_Action):
    """Take one artifact of the face-up row (G-2.3, G-9.2)."""

    kind: Literal["pick"] = "pick"
    card: str


class ChooseAbility(_Action):
    """2 players: take the ability of one of last round's two characters (G-10.3)."""

    kind: Literal["choose_ability"] = "choose_ability"
    character: str


class Mark(_Action):
    """Place an evidence token on a character you are not (G-5.2, True Reflection)."""

    kind: Literal["mark"] = "mark"
    character: str


class Keep(_Action):
    """Keep the drawn card (G-3.1)."""

    kind: Literal["keep"] = "keep"


class Give(_Action):
    """Give the drawn card to a player who is not unmasked (G-3.1, G-3.6)."""

    kind: Literal["give"] = "give"
    to: int


class Draw(_Action):
    """Use an optional draw (Humble Gifts, Devious Accusation)."""

    kind: Literal["draw"] = "draw"


class Skip(_Action):
    """Decline an optional step: take no action, or do not use an optional draw."""

    kind: Literal["skip"] = "skip"


class HandGive(_Action):
    """An unmasked player's gift from the hand (G-6.4)."""

    kind: Literal["hand_give"] = "hand_give"
    card: str
    to: int


class TakeBet(_Action):
    """An unmasked player's one bet pick (G-10.1)."""

    kind: Literal["take_bet"] = "take_bet"
    character: str


class ToastGive(_Action):
    """Hand out the two Toast cards, in the order drawn (G-5.5)."""

    kind: Literal["toast_give"] = "toast_give"
    first: int
    second: int


class _Paid(_Action):
    pay: str
    treasure: bool = False


class PointFinger(_Paid):
    kind: Literal["point_finger"] = "point_finger"
    target: int
    character: str


class Eavesdrop(_Paid):
    kind: Literal["eavesdrop"] = "eavesdrop"
    targets: tuple[int, ...]  # one or two seats, ascending


class GuestList(_Paid):
    kind: Literal["guest_list"] = "guest_list"


class Dance(_Paid):
    kind: Literal["dance"] = "dance"
    card: str
    # Play goes clockwise; "left" passes to the next player in turn order.
    direction: Literal["left", "right"]


class Toast(_Paid):
    kind: Literal["toast"] = "toast"


class Pickpocket(_Paid):
    kind: Literal["pickpocket"] = "pickpocket"


class Gift(_Paid):
    kind: Literal["gift"] = "gift"
    card: str
    to: int


class Secrets(_Paid):
    kind: Literal["secrets"] = "secrets"
    character: str


Paid = PointFinger | Eavesdrop | GuestList | Dance | Toast | Pickpocket | Gift | Secrets
Action = Annotated[
    Pick
    | ChooseAbility
    | Mark
    | Keep
    | Give
    | Draw
    | Skip
    | HandGive
    | TakeBet
    | ToastGive
    | PointFinger
    | Eavesdrop
    | GuestList
    | Dance
    | Toast
    | Pickpocket
    | Gift
    | Secrets,
    Field(discriminator="kind"),
]
PAID_KINDS: frozenset[str] = frozenset(
    ("point_finger", "eavesdrop", "guest_list", "dance", "toast", "pickpocket", "gift", "secrets")
)

_adapter: TypeAdapter[Action] = TypeAdapter(Action)


def parse_action(data: Any) -> Action:
    """Validate an action from JSON-like data (stored log, button payload)."""
    if isinstance(data, str | bytes):
        return _adapter.validate_json(data)
    return _adapter.validate_python(data)
