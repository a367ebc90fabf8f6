"""The Mascarade game state. Secrets (who holds which card, the secret parts of the card
history, what a Spy saw) live here and are stripped by :mod:`views` before anyone sees them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.engine.core import SharedSinceState
from cogs.mascarade.rules.content import EditionId
from cogs.mascarade.rules.options import Answers

# Where a card lies: the only card of a seat (4+ players), a hand of the 2- and 3-player
# games (M-8.1, M-9.1; "middle" is the protected card), or the centre (M-1.3).
Hand = Literal["single", "left", "middle", "right", "centre"]

Phase = Literal["turn", "contest", "power", "over"]

StepKind = Literal["bishop", "witch", "fool", "spy_look", "spy_swap", "inquire", "guess", "princess", "puppet"]


class Slot(BaseModel):
    """A card position. ``owner`` None is a centre card."""

    model_config = ConfigDict(frozen=True)

    owner: int | None
    hand: Hand
    card: str


class Reveal(BaseModel):
    """A card seen face up (or by one player) at a moment: slot and what it showed."""

    model_config = ConfigDict(frozen=True)

    slot: int
    card: str


MarkKind = Literal["opening", "swap", "peek", "reveal", "fool", "spy_look", "spy_swap", "princess", "puppet"]


class Place(BaseModel):
    """Where a card lay when something happened to it: its owner then (None: the centre),
    the hand, and a centre card's number then."""

    model_config = ConfigDict(frozen=True)

    owner: int | None
    hand: Hand
    number: int | None = None


class Mark(BaseModel):
    """One fact of the game's history that a player may need to remember: a card seen, or
    a card that may have changed hands. The fact itself is public (every event says which
    cards were involved); ``cards`` (what the cards were, in ``places`` order) and
    ``swapped`` (whether a swap happened) are known only to ``knowers`` (None: everyone).
    The seat views build each player's timeline from these (M-10)."""

    model_config = ConfigDict(frozen=True)

    turn: int
    kind: MarkKind
    actor: int | None = None
    # The cards involved (indices into ``State.slots``, which never move) and where they
    # lay then, for the wording.
    slots: tuple[int, ...] = ()
    places: tuple[Place, ...] = ()
    # The two seats a Puppet Master moved.
    seats: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()
    swapped: bool | None = None
    knowers: tuple[int, ...] | None = None


class Contender(BaseModel):
    """A seat taking part in a claim, with the card it put its hand on (M-8.3)."""

    model_config = ConfigDict(frozen=True)

    seat: int
    slot: int


class Claim(BaseModel):
    """An announcement in progress (M-5)."""

    announcer: int
    character: str
    slot: int
    contesters: list[Contender] = Field(default_factory=list)
    # Seats still to be asked, clockwise from the announcer's left (M-5.2); all at once
    # (R5), every one of them is asked together.
    waiting: list[int] = Field(default_factory=list)
    # All at once (R5): the contests given so far, secret until the last answer is in.
    # Each is known to its contester alone; the views never show them.
    sealed: list[Contender] = Field(default_factory=list)
    # After the reveal: true holders (M-5.4) and those who will be fined.
    holders: list[Contender] = Field(default_factory=list)
    liars: list[int] = Field(default_factory=list)


class Step(BaseModel):
    """A choice inside a power that a seat must make before resolution continues."""

    kind: StepKind
    seat: int
    # The power's user and the card it acts from (the Spy's own card, M-6.6).
    actor: int
    slot: int
    # Bishop's tied richest seats (M-6.4).
    choices: list[int] = Field(default_factory=list)
    # The Spy's other card; the Inquisitor's target seat.
    target: int | None = None
    # What the Spy saw (private to the Spy, M-10.2).
    seen: list[Reveal] = Field(default_factory=list)


class State(SharedSinceState):
    # A game stored before the public reveals were read from ``history`` still carries a
    # ``last_reveal`` list: it is ignored (the same reveals are in its history).
    model_config = ConfigDict(extra="ignore")

    edition: EditionId
    # The host's choice of how a claim is answered (M-5.2, R5); a game stored before the
    # choice existed answers one at a time.
    answers: Answers = Answers.ONE_AT_A_TIME
    cards: list[str]
    slots: list[Slot]
    coins: list[int]
    courthouse: int = 0
    # Seats still playing, clockwise (left neighbour = next); a Puppet Master reorders it.
    order: list[int]
    removed: list[int] = Field(default_factory=list)
    current: int
    # 1-based count of turns begun; turns 1–4 are preparatory (M-2.1).
    turn: int = 1
    phase: Phase = "turn"
    claim: Claim | None = None
    step: Step | None = None
    # Cards face up right now (public, M-5.4).
    faceup: list[Reveal] = Field(default_factory=list)
    # Seats revealed during this turn and during the previous one (the M-2.3 ban).
    revealed_now: list[int] = Field(default_factory=list)
    revealed_last: list[int] = Field(default_factory=list)
    # Bank flows, so conservation can be checked: coins + courthouse == start + paid - taken.
    bank_paid: int = 0
    bank_taken: int = 0
    # What happened to the cards, for each player's timeline of what they know (M-10).
    history: list[Mark] = Field(default_factory=list)
    # Cards that joined the centre when their player was removed, in that order: they are
    # numbered after the centre cards dealt there, so no centre card is ever renumbered.
    joined_centre: list[int] = Field(default_factory=list)

    def show(self, seat: int, slot: int) -> str:
        """Turn ``seat``'s card at ``slot`` face up for everyone; returns the card."""
        card = self.slots[slot].card
        self.faceup.append(Reveal(slot=slot, card=card))
        self.revealed_now.append(seat)
        self.remember("reveal", (slot,), actor=seat, seen=True)
        return card

    def remember(
        self,
        kind: MarkKind,
        slots: Sequence[int] = (),
        *,
        actor: int | None = None,
        seen: bool = False,
        swapped: bool | None = None,
        knowers: Sequence[int] | None = None,
        seats: Sequence[int] = (),
    ) -> None:
        """Add a fact to the history the timelines are built from: the cards at ``slots`` as
        they lie now (with what they are when ``seen``), on this turn (the opening: turn 0)."""
        self.history.append(
            Mark(
                turn=0 if kind == "opening" else self.turn,
                kind=kind,
                actor=actor,
                slots=tuple(slots),
                places=tuple(self.place_of(i) for i in slots),
                seats=tuple(seats),
                cards=tuple(self.slots[i].card for i in slots) if seen else (),
                swapped=swapped,
                knowers=None if knowers is None else tuple(knowers),
            )
        )

    def owned(self, seat: int) -> list[int]:
        """Slot indices of ``seat``'s cards, in hand order."""
        return [i for i, s in enumerate(self.slots) if s.owner == seat]

    def left_of(self, seat: int) -> int:
        return self.order[(self.order.index(seat) + 1) % len(self.order)]

    def right_of(self, seat: int) -> int:
        return self.order[(self.order.index(seat) - 1) % len(self.order)]

    def centre_slots(self) -> list[int]:
        """The centre cards in their numbering order: those dealt there (by position), then
        removed players' cards in the order they joined."""
        dealt = [i for i, s in enumerate(self.slots) if s.owner is None and i not in self.joined_centre]
        return dealt + self.joined_centre

    def centre_number(self, slot: int) -> int:
        """1-based number of a centre card; a card keeps its number for the whole game, so
        the history and the menus always name the same physical card."""
        return self.centre_slots().index(slot) + 1

    def place_of(self, slot: int) -> Place:
        sl = self.slots[slot]
        number = self.centre_number(slot) if sl.owner is None else None
        return Place(owner=sl.owner, hand=sl.hand, number=number)
