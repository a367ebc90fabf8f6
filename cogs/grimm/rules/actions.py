"""What a player can do: pydantic models, a discriminated union on ``kind``.

Actions paid for by discarding (G-5) carry the payment: ``pay`` is the artifact discarded
twice, or once together with the treasure token when ``treasure`` is set (G-10.2).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from bot.engine.core import ActionModel, ActionParser


class Pick(ActionModel):
    """Take one artifact of the face-up row (G-2.3, G-9.2)."""

    kind: Literal["pick"] = "pick"
    card: str


class ChooseAbility(ActionModel):
    """2 players: take the ability of one of last round's two characters (G-10.3)."""

    kind: Literal["choose_ability"] = "choose_ability"
    character: str


class Mark(ActionModel):
    """Place an evidence token on a character you are not (G-5.2, True Reflection)."""

    kind: Literal["mark"] = "mark"
    character: str


class Keep(ActionModel):
    """Keep the drawn card (G-3.1)."""

    kind: Literal["keep"] = "keep"


class Give(ActionModel):
    """Give the drawn card to a player who is not unmasked (G-3.1, G-3.6).

    ``end_turn``: the second card given and no action taken (G-3.3 makes the action
    optional), in one step, so that a turn without an action takes two choices."""

    kind: Literal["give"] = "give"
    to: int
    end_turn: bool = False


class Draw(ActionModel):
    """Use an optional draw (Humble Gifts, Devious Accusation)."""

    kind: Literal["draw"] = "draw"


class Skip(ActionModel):
    """Decline an optional step: take no action, or do not use an optional draw."""

    kind: Literal["skip"] = "skip"


class HandGive(ActionModel):
    """An unmasked player's gift from the hand (G-6.4)."""

    kind: Literal["hand_give"] = "hand_give"
    card: str
    to: int


class TakeBet(ActionModel):
    """An unmasked player's one bet pick (G-10.1)."""

    kind: Literal["take_bet"] = "take_bet"
    character: str


class ToastGive(ActionModel):
    """Hand out the two Toast cards, in the order drawn (G-5.5)."""

    kind: Literal["toast_give"] = "toast_give"
    first: int
    second: int


class _Paid(ActionModel):
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

# An action from JSON-like data (the stored log, a button payload).
parse_action: ActionParser[Action] = ActionParser(Action)
