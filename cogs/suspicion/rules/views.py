"""Per-seat projections of the state (S-6).

:class:`PublicView` is the board everybody sees (S-6.1) and has no field that could hold a
secret. :class:`SeatView` adds one seat's own secrets (S-6.2). Once the game is over the
invitations are revealed (S-5.3), so the public view then carries the scores too.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from bot.engine.core import Decision, Outcome, SeatViewModel
from cogs.suspicion.rules.content import Gem, Length
from cogs.suspicion.rules.state import GuestMove, Phase, Score, State


class SeatBoard(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: int
    removed: bool
    gems: dict[Gem, int]
    hand_size: int
    # Guessing phase: whether this seat has submitted (never what).
    guessed: bool


class Waiting(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: int
    kind: str


class PublicView(BaseModel):
    model_config = ConfigDict(frozen=True)

    version: int
    players: int
    length: Length
    phase: Phase
    current: int
    positions: dict[str, str]
    bank: dict[Gem, int]
    start_bank: int
    seats: list[SeatBoard]
    deck: int
    discard: int
    invitations: int
    dice: list[str]
    dice_left: list[str]
    card: int | None
    card_left: list[str]
    # Guests moved in the most recent turn that rolled (for the villa picture's arrows).
    moves: list[GuestMove]
    halves_per_card: int
    waiting: list[Waiting]
    scores: list[Score]
    outcome: Outcome | None


class AnswerSeen(BaseModel):
    """An answer the seat received (S-4.5), with the room the asked-about guest stood in
    then: an answer is true of the board at that moment only (S-4.1)."""

    model_config = ConfigDict(frozen=True)

    target: int
    guest: str
    answer: bool
    room: str


class SeatView(SeatViewModel[PublicView]):
    guest: str
    hand: list[int]
    peeks: list[str]
    answers: list[AnswerSeen]
    guesses: dict[int, str | None] | None


def open_decisions(state: State) -> list[Decision]:
    """Who must answer what in a game that is not over. A turn's steps share the turn's
    ``began`` (R1); each guess sheet is a decision of its own, answered simultaneously."""
    if state.phase == "guess":
        return [
            Decision(seat=s, kind="guess", since=state.since, began=state.began)
            for s in state.seated()
            if state.secrets[s].guesses is None
        ]
    return [Decision(seat=state.current, kind=state.phase, since=state.since, began=state.began)]


def waiting(state: State) -> list[Waiting]:
    if state.finished:
        return []
    return [Waiting(seat=d.seat, kind=d.kind) for d in open_decisions(state)]


def public_view(state: State) -> PublicView:
    return PublicView(
        version=state.version,
        players=state.players,
        length=state.options.length,
        phase=state.phase,
        current=state.current,
        positions=dict(state.positions),
        bank=dict(state.bank),
        start_bank=state.start_bank,
        seats=[
            SeatBoard(
                seat=s,
                removed=s in state.removed,
                gems=dict(state.gems[s]),
                hand_size=len(state.secrets[s].hand),
                guessed=state.phase == "guess" and state.secrets[s].guesses is not None,
            )
            for s in range(state.players)
        ],
        deck=len(state.deck),
        discard=len(state.discard),
        invitations=len(state.invitations),
        dice=list(state.dice),
        dice_left=[state.dice[i] for i in state.dice_left],
        card=state.card,
        card_left=list(state.card_left),
        moves=list(state.moves),
        halves_per_card=1 if state.players == 2 else 2,
        waiting=waiting(state),
        scores=[s.model_copy(deep=True) for s in state.scores],
        outcome=state.outcome,
    )


def seat_view(state: State, seat: int) -> SeatView:
    mine = state.secrets[seat]
    return SeatView(
        board=public_view(state),
        seat=seat,
        guest=mine.guest,
        hand=list(mine.hand),
        peeks=list(mine.peeks),
        answers=[
            AnswerSeen(target=a.target, guest=a.guest, answer=a.answer, room=a.positions[a.guest]) for a in mine.asks
        ],
        guesses=None if mine.guesses is None else dict(mine.guesses),
    )
