"""A finished Mascarade game's replay step as its picture shows it: the table after the
step with every card face up (the game is over), the step's turn as the replay numbers it,
what the step did in words (the table's lines, and the secret: swapped or not, the card
looked at), and what it touched: the seat that played, the seats and cards it named."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from bot.engine.text import Text, text
from cogs.mascarade.rules import State
from cogs.mascarade.rules import actions as a
from cogs.mascarade.rules.table import card_term
from cogs.mascarade.rules.views import CardView, PublicView, SeatInfo
from cogs.table.presentation import ReplayMoment

__all__ = ["HEADLINES", "Scene", "replay_scene"]

HEADLINES = 3  # the table's lines of a step the picture writes (its alt text says them all)


class Scene(BaseModel):
    """``view``: the public board after the step, every card's ``face_up`` set; ``shown``:
    the cards face up for everyone at that moment; ``headline``: what the step did."""

    model_config = ConfigDict(frozen=True)

    view: PublicView
    turn: int
    deal: bool
    headline: tuple[Text, ...]
    actor: int | None
    involved: tuple[int, ...]
    slots: tuple[int, ...]
    shown: tuple[int, ...]


def _face_up(cards: tuple[CardView, ...], state: State) -> tuple[CardView, ...]:
    return tuple(c.model_copy(update={"face_up": state.slots[c.slot].card}) for c in cards)


def _owners(state: State, slots: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(o for slot in slots if (o := state.slots[slot].owner) is not None)


def _touched(before: State, after: State, seat: int, action: a.Action) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The seats and the cards a move named (the seat that played aside)."""
    match action:
        case a.Swap(mine=mine, other=other):
            return _owners(before, (other,)), (mine, other)
        case a.Peek(slot=slot) | a.Announce(slot=slot) | a.Contest(slot=slot):
            return (), (slot,)
        case a.FoolSwap(first=first, second=second):
            return _owners(before, (first, second)), (first, second)
        case a.SpyLook(target=target):
            step = before.step
            return _owners(before, (target,)), ((step.slot,) if step else ()) + (target,)
        case a.SpySwap():
            step = before.step
            slots = (step.slot, step.target) if step is not None and step.target is not None else ()
            return _owners(before, slots[1:]), slots
        case a.BishopTake(target=target) | a.Inquire(target=target) | a.PrincessTarget(target=target):
            return (target,), ()
        case a.WitchSwap(target=target):
            return ((target,) if target is not None else ()), ()
        case a.PuppetSwap(first=first, second=second):
            return (first, second), ()
    return (), ()


def _secret(before: State, after: State, seat: int, action: a.Action) -> Text | None:
    """What only the player knew of the move, said now that the game is over."""
    match action:
        case a.Swap(swap=swapped) | a.FoolSwap(swap=swapped) | a.SpySwap(swap=swapped):
            return text("mascarade-replay-swapped" if swapped else "mascarade-replay-not-swapped")
        case a.Peek(slot=slot):
            return text("mascarade-replay-peeked", seat=seat, card_term=card_term(after.slots[slot].card))
        case a.SpyLook(target=target):
            step = before.step
            if step is None:
                return None
            return text(
                "mascarade-replay-spied",
                seat=seat,
                own_term=card_term(before.slots[step.slot].card),
                other_term=card_term(before.slots[target].card),
            )
    return None


def replay_scene(moment: ReplayMoment) -> Scene:
    after: State = moment.after
    before: State | None = moment.before
    view: PublicView = moment.view
    shown = tuple(c.slot for info in view.seats for c in info.cards if c.face_up) + tuple(
        c.slot for c in view.centre if c.face_up
    )
    seats = tuple(
        SeatInfo(seat=i.seat, coins=i.coins, cards=_face_up(i.cards, after), announce_banned=i.announce_banned)
        for i in view.seats
    )
    view = view.model_copy(update={"seats": seats, "centre": _face_up(view.centre, after)})
    said = tuple(e.text for e in moment.events if e.to is None)
    involved: tuple[int, ...] = ()
    slots: tuple[int, ...] = ()
    secret = None
    if before is not None and moment.seat is not None and moment.action is not None:
        involved, slots = _touched(before, after, moment.seat, moment.action)
        secret = _secret(before, after, moment.seat, moment.action)
    headline = said if secret is None else (*said[:1], secret, *said[1:])
    return Scene(
        view=view,
        turn=moment.turn,
        deal=before is None,
        headline=headline,
        actor=moment.seat if moment.action is not None else None,
        involved=tuple(s for s in dict.fromkeys(involved) if s != moment.seat),
        slots=slots,
        shown=shown,
    )
