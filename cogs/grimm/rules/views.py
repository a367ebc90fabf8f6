"""Per-seat projections (G-11). The public board is built field by field from public facts
only, so it structurally lacks every secret; a seat's view adds that seat's own secrets."""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict

from bot.engine.core import Decision, Outcome, SeatViewModel
from cogs.grimm.rules.content import AbilitySpec, CharacterSpec, Content
from cogs.grimm.rules.moves import decision, decisions, open_request
from cogs.grimm.rules.state import Options, State
from cogs.grimm.rules.table import BANE_UNMASKS, BOON_WINS, broken, masked, masked_characters, tokens_left


class _View(BaseModel):
    model_config = ConfigDict(frozen=True)


class PublicSeat(_View):
    seat: int
    masked: bool
    tableau: list[tuple[str, int]]  # artifact, copies, in content order (G-11.1)
    hand_count: int
    unmasked: list[str]
    roses: int
    trophies: list[int]
    total: int
    marks: list[str]  # characters this seat ruled out
    tokens_left: int
    bet_count: int
    treasure: bool
    ability: str | None


class PublicRound(_View):
    round: int
    winner: int | None
    trophy: int
    reason: str
    revealed: list[list[str]]


class PublicView(_View):
    round: int
    rounds: int
    trophy: int
    players: int
    version: int
    first_seat: int
    active: int
    stage: str
    pending: list[Decision]
    shown: list[str]
    deck_size: int
    discard_size: int
    character_deck_size: int
    bet_deck_size: int
    row: list[str]
    broken: list[str]
    seats: list[PublicSeat]
    history: list[PublicRound]
    table: list[CharacterSpec]
    abilities: list[AbilitySpec]
    icons: dict[str, str]  # artifact -> its symbol
    options: Options
    outcome: Outcome | None


class Goal(_View):
    """How near one of the seat's own masked characters is to winning or to being unmasked:
    ``held`` copies of its charm (``threshold`` = 3 win the round, G-4.3) or of its curse
    (2 unmask it, G-4.1) in the seat's tableau."""

    character: str
    card: str
    role: Literal["boon", "bane"]
    held: int
    threshold: int


class SeatView(SeatViewModel[PublicView]):
    characters: list[str]
    goals: list[Goal]  # empty once unmasked: a hand is checked for nothing (G-6.4)
    hand: list[str]
    drawn: list[str]  # cards this seat drew and has not placed yet
    peeked: list[str]
    bets: list[str]
    decision: str | None
    chosen: list[str]  # answers already given to an open simultaneous request


def public_view(content: Content, st: State) -> PublicView:
    gone = broken(st)
    seats = []
    for s, seat in enumerate(st.seats):
        counts = Counter(seat.tableau)
        seats.append(
            PublicSeat(
                seat=s,
                masked=masked(seat),
                tableau=[(art, counts[art]) for art in content.artifact_ids if counts[art]],
                hand_count=len(seat.hand),
                unmasked=list(seat.unmasked),
                roses=seat.roses,
                trophies=list(seat.trophies),
                total=seat.total,
                marks=[c for c in content.character_ids if c in seat.marks],
                tokens_left=tokens_left(content, seat),
                bet_count=len(seat.bets),
                treasure=seat.treasure,
                ability=seat.ability,
            )
        )
    pending = decisions(st)
    return PublicView(
        round=st.round,
        rounds=len(content.trophies),
        trophy=content.trophies[st.round - 1],
        players=st.players,
        version=st.version,
        first_seat=st.first_seat,
        active=st.active,
        stage=st.stage,
        pending=pending,
        shown=list(st.shown),
        deck_size=len(st.deck),
        discard_size=len(st.discard),
        character_deck_size=len(st.char_deck),
        bet_deck_size=len(st.bet_deck),
        row=list(st.row),
        broken=[c for c in content.character_ids if c in gone],
        seats=seats,
        history=[
            PublicRound(
                round=r.round,
                winner=r.winner,
                trophy=r.trophy,
                reason=r.reason,
                revealed=[list(x) for x in r.revealed],
            )
            for r in st.history
        ],
        table=list(content.characters),
        abilities=list(content.abilities),
        icons=dict(content.icon),
        options=st.options.model_copy(),
        outcome=st.outcome,
    )


def seat_view(content: Content, st: State, seat: int) -> SeatView:
    me = st.seats[seat]
    open_now = decision(st, seat)
    req = open_request(st, seat)
    # Only the active seat ever holds drawn cards (G-11.2: the card before keep-or-give).
    drawn = list(st.drawn) if seat == st.active and st.outcome is None else []
    return SeatView(
        board=public_view(content, st),
        seat=seat,
        characters=list(me.characters),
        goals=goals(content, st, seat),
        hand=list(me.hand),
        drawn=drawn,
        peeked=list(me.peeked),
        bets=list(me.bets),
        decision=open_now[0] if open_now else None,
        chosen=list(req.chosen) if req else [],
    )


def goals(content: Content, st: State, seat: int) -> list[Goal]:
    """The seat's charm and curse counts for each of its characters still masked."""
    me = st.seats[seat]
    if not masked(me):
        return []
    counts = Counter(me.tableau)
    out = []
    for character in masked_characters(me):
        boon, bane = content.boon[character], content.bane[character]
        out.append(Goal(character=character, card=boon, role="boon", held=counts[boon], threshold=BOON_WINS))
        out.append(Goal(character=character, card=bane, role="bane", held=counts[bane], threshold=BANE_UNMASKS))
    return out
