"""What each viewer may know (M-10). The public board structurally lacks every card
identity except those face up right now; a seat's view adds only what that seat knows
(its timeline, its own cards as last seen) and what it is looking at during its own Spy
step."""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel, ConfigDict

from bot.engine.core import Outcome, SeatViewModel
from bot.engine.text import Text, text
from cogs.mascarade.rules.content import EditionId
from cogs.mascarade.rules.knowledge import TimelineEntry, own_cards, timeline
from cogs.mascarade.rules.legal import all_at_once, deciders
from cogs.mascarade.rules.state import Hand, Phase, State
from cogs.mascarade.rules.table import card_term, place


class Shown(BaseModel):
    """A card shown face up to everyone (contest or Inquisitor): who showed it, from which
    hand, on which turn. Public history (M-10.1), read from the state's ``history`` for the
    table picture."""

    model_config = ConfigDict(frozen=True)

    seat: int
    hand: Hand
    card: str
    turn: int


class CardView(BaseModel):
    """A card position; ``face_up`` is set only while the card is face up for everyone."""

    model_config = ConfigDict(frozen=True)

    slot: int
    hand: Hand
    face_up: str | None = None


class SeatInfo(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: int
    coins: int
    cards: tuple[CardView, ...]
    # M-2.3: this seat plays now and, revealed during the previous turn, may not announce.
    # Only the player whose turn it is is ever banned, so only that one is marked.
    announce_banned: bool


class CharacterCount(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    copies: int


class ClaimView(BaseModel):
    """A claim in progress. ``contesters``: the contests shown so far (none while answers
    are sealed, R5); ``waiting``: who is still to answer (all asked at once when
    ``sealed``: who has answered is public, what they answered is not)."""

    model_config = ConfigDict(frozen=True)

    announcer: int
    character: str
    contesters: tuple[int, ...]
    waiting: tuple[int, ...]
    sealed: bool = False


class PublicView(BaseModel):
    """The public board (M-10.1)."""

    model_config = ConfigDict(frozen=True)

    edition: EditionId
    version: int
    turn: int
    preparatory: bool
    phase: Phase
    current: int
    # Seats still playing, in turn order starting with the current player.
    seats: tuple[SeatInfo, ...]
    centre: tuple[CardView, ...]
    courthouse: int
    characters: tuple[CharacterCount, ...]
    claim: ClaimView | None
    # The most recent turn's public reveals (they stay known after the cards go face down).
    last_reveal: tuple[Shown, ...]
    pending_seat: int | None
    pending: Text | None
    removed: tuple[int, ...]
    outcome: Outcome | None


class SeenCard(BaseModel):
    model_config = ConfigDict(frozen=True)

    label: Text
    card: str


class SeatView(SeatViewModel[PublicView]):
    """One seat's panel: the board plus that seat's own secrets (M-10.2)."""

    cards: tuple[CardView, ...]
    # Per card held now: what it was when last seen, and whether it may have changed since.
    known: tuple[Text, ...]
    # Everything this seat saw and every fact that may have changed its cards, oldest first.
    timeline: tuple[TimelineEntry, ...]
    # What this seat sees during its own Spy step (M-6.6), until it decides.
    seen: tuple[SeenCard, ...]


def public_view(s: State) -> PublicView:
    faceup = {r.slot: r.card for r in s.faceup}
    i = s.order.index(s.current) if s.current in s.order else 0
    seats = []
    for seat in s.order[i:] + s.order[:i]:
        cards = tuple(CardView(slot=j, hand=s.slots[j].hand, face_up=faceup.get(j)) for j in s.owned(seat))
        banned = s.phase == "turn" and seat == s.current and seat in s.revealed_last
        seats.append(SeatInfo(seat=seat, coins=s.coins[seat], cards=cards, announce_banned=banned))
    centre = tuple(CardView(slot=j, hand="centre", face_up=faceup.get(j)) for j in s.centre_slots())
    claim = None
    if s.claim is not None:
        claim = ClaimView(
            announcer=s.claim.announcer,
            character=s.claim.character,
            contesters=tuple(c.seat for c in s.claim.contesters),
            waiting=tuple(s.claim.waiting),
            sealed=all_at_once(s),
        )
    asking = deciders(s)
    # The one seat asked; several answering all at once are the claim's ``waiting``.
    who = asking[0] if len(asking) == 1 else None
    return PublicView(
        edition=s.edition,
        version=s.version,
        turn=s.turn,
        preparatory=any(kind == "prep" for _, kind in asking),
        phase=s.phase,
        current=s.current,
        seats=tuple(seats),
        centre=centre,
        courthouse=s.courthouse,
        characters=tuple(CharacterCount(id=c, copies=n) for c, n in sorted(Counter(s.cards).items())),
        claim=claim,
        last_reveal=_last_reveal(s),
        pending_seat=who[0] if who else None,
        pending=pending_text(s),
        removed=tuple(s.removed),
        outcome=s.outcome,
    )


def seat_view(s: State, seat: int) -> SeatView:
    board = public_view(s)
    seen: tuple[SeenCard, ...] = ()
    if s.step is not None and s.step.seat == seat and s.step.kind == "spy_swap":
        seen = tuple(SeenCard(label=slot_label(s, r.slot, seat), card=r.card) for r in s.step.seen)
    cards = next((info.cards for info in board.seats if info.seat == seat), ())
    return SeatView(
        board=board,
        seat=seat,
        cards=cards,
        known=own_cards(s, seat),
        timeline=timeline(s, seat),
        seen=seen,
    )


def slot_label(s: State, slot: int, viewer: int) -> Text:
    """ "Your card", "Boris's left card", "Centre card 2"."""
    args = place(s, slot, "place")
    if s.slots[slot].owner == viewer:
        args["place"] = "own"
        args["hand"] = s.slots[slot].hand
        del args["place_seat"]
    return text("mascarade-slot", **args)


def pending_text(s: State) -> Text | None:
    """A one-line public description of what the table is waiting for."""
    asking = deciders(s)
    if not asking:
        return None
    seat, kind = asking[0]
    if kind == "contest" and all_at_once(s):
        assert s.claim is not None
        return text(
            "mascarade-pending-sealed",
            seat=s.claim.announcer,
            card_term=card_term(s.claim.character),
            n=len(asking),
        )
    if kind == "contest":
        assert s.claim is not None
        return text(
            "mascarade-pending-contest",
            seat=s.claim.announcer,
            card_term=card_term(s.claim.character),
            next_seat=seat,
        )
    key = f"mascarade-pending-{kind.replace('_', '-')}"
    if s.claim is not None:
        # Powers are named as in the edition being played (Inquisitor / Guru); the Fool's
        # line depends on the table size (M-6.5: at 2–3 players both cards may be one
        # opponent's).
        return text(key, seat=seat, card_term=card_term(s.claim.character), players=s.players)
    return text(key, seat=seat)


def _last_reveal(s: State) -> tuple[Shown, ...]:
    """The most recent turn's public reveals (contests, the Inquisitor), read from the
    history: kept after the cards go face down again, until a later turn shows a card."""
    reveals = [m for m in s.history if m.kind == "reveal" and m.actor is not None]
    latest = [m for m in reveals if m.turn == reveals[-1].turn] if reveals else []
    return tuple(
        Shown(seat=m.actor, hand=m.places[0].hand, card=m.cards[0], turn=m.turn) for m in latest if m.actor is not None
    )
