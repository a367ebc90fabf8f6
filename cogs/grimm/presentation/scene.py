"""A finished Grimm Masquerade game's replay step as its picture shows it: the table after
the step with every secret shown (the game is over) — who each player secretly is, the
cards in their hands, their bet cards — the step's turn as the replay numbers it, what the
step did in words (the table's lines, and a card kept in hand named), and who it touched:
the player who played framed as the active one, the players it named framed in blue."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from bot.engine.text import Text, text
from cogs.grimm.rules import PublicView, State
from cogs.grimm.rules import actions as a
from cogs.table.presentation import ReplayMoment

__all__ = ["HEADLINES", "Scene", "replay_scene"]

HEADLINES = 3  # the table's lines of a step the picture writes (its alt text says them all)


class Secrets(BaseModel):
    """One player's secrets at that moment: the characters still masked, the hand, the bets."""

    model_config = ConfigDict(frozen=True)

    characters: tuple[str, ...]
    hand: tuple[str, ...]
    bets: tuple[str, ...]


class Scene(BaseModel):
    model_config = ConfigDict(frozen=True)

    view: PublicView
    secrets: tuple[Secrets, ...]
    turn: int
    deal: bool
    headline: tuple[Text, ...]
    actor: int | None
    involved: tuple[int, ...]


def _involved(action: a.Action) -> tuple[int, ...]:
    match action:
        case a.Give(to=to) | a.HandGive(to=to) | a.Gift(to=to):
            return (to,)
        case a.ToastGive(first=first, second=second):
            return (first, second)
        case a.PointFinger(target=target):
            return (target,)
        case a.Eavesdrop(targets=targets):
            return tuple(targets)
    return ()


def _secret(before: State, seat: int, action: a.Action, said: tuple[Text, ...]) -> Text | None:
    """A card that went where the table could not see it (into an unmasked player's hand)."""
    if isinstance(action, a.Keep) and before.drawn and any(t.key == "grimm-event-kept-hidden" for t in said):
        return text("grimm-replay-kept", seat=seat, card_term=f"grimm-card-{before.drawn[-1]}")
    return None


def replay_scene(moment: ReplayMoment) -> Scene:
    after: State = moment.after
    before: State | None = moment.before
    secrets = tuple(
        Secrets(
            characters=tuple(c for c in seat.characters if c not in seat.unmasked),
            hand=tuple(seat.hand),
            bets=tuple(seat.bets),
        )
        for seat in after.seats
    )
    said = tuple(e.text for e in moment.events if e.to is None)
    secret = None
    involved: tuple[int, ...] = ()
    if before is not None and moment.seat is not None and moment.action is not None:
        secret = _secret(before, moment.seat, moment.action, said)
        involved = tuple(s for s in dict.fromkeys(_involved(moment.action)) if s != moment.seat)
    return Scene(
        view=moment.view,
        secrets=secrets,
        turn=moment.turn,
        deal=before is None,
        headline=said if secret is None else (*said[:1], secret, *said[1:]),
        actor=moment.seat if moment.action is not None else None,
        involved=involved,
    )
