"""The state of a Grimm Masquerade game: options, seats, decks, the turn's stage.

Secrets live in named fields (``Seat.characters``, ``hand``, ``bets``, ``peeked``,
``State.drawn``, the decks' order); :mod:`.views` copies everything else. The content table
is the rules object's (``Rules.content``), not the state's: snapshots stored before it
moved there still carry a copy, which loading ignores.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from bot.engine.core import BaseOptions, BaseState


class Options(BaseOptions):
    """Host options (G-10: advanced variants in any combination). ``first_seat`` None: the
    first player of round 1 is drawn from the seed (G-2.4)."""

    bets: bool = False
    treasures: bool = False
    abilities: bool = False


# Stages where the engine waits for a seat; the others are worked through at once by
# ``flow.proceed`` (they exist so a turn can pause for evidence requests and resume).
DecisionStage = Literal["draft", "humble", "keep", "give", "action", "extra", "devious", "toast", "hand_give", "over"]
AutoStage = Literal["turn_start", "draw_first", "second", "end_turn", "next_turn"]
Stage = DecisionStage | AutoStage


class Seat(BaseModel):
    characters: list[str] = Field(default_factory=list)  # secret until unmasked/won
    unmasked: list[str] = Field(default_factory=list)
    tableau: list[str] = Field(default_factory=list)
    hand: list[str] = Field(default_factory=list)  # secret; its size is public
    roses: int = 0
    trophies: list[int] = Field(default_factory=list)
    marks: list[str] = Field(default_factory=list)  # portraits carrying this seat's tokens
    treasure: bool = False
    bets: list[str] = Field(default_factory=list)  # secret; their number is public
    bet_pick: bool = False  # G-10.1: an unmasked player's one bet pick is still open
    ability: str | None = None
    peeked: list[str] = Field(default_factory=list)  # characters seen in the character deck

    @property
    def total(self) -> int:
        """Roses with trophies counted as roses (G-2.4, G-8.3)."""
        return self.roses + sum(self.trophies)


class Request(BaseModel):
    """A choice asked of a seat outside the turn order, answered simultaneously with the
    others (Eavesdrop, True Reflection: an evidence token; 2 players: which ability; an
    unmasked player: take a bet card now, G-10.1). Play waits until every request is answered."""

    seat: int
    kind: Literal["evidence", "ability", "bet"]
    since: int
    count: int = 1
    options: list[str] = Field(default_factory=list)  # ability: the characters to choose from
    reason: str  # catalogue key of the cause, shown with the prompt
    chosen: list[str] = Field(default_factory=list)

    @property
    def open(self) -> bool:
        return len(self.chosen) < self.count


class RoundResult(BaseModel):
    round: int
    winner: int | None
    trophy: int
    reason: str  # catalogue key
    characters: list[list[str]]  # every seat's characters: secret until the game ends
    revealed: list[list[str]]  # what the table saw (winner's and unmasked characters)


class State(BaseState):
    options: Options
    round: int = 0
    first_seat: int = 0
    active: int = 0
    stage: Stage = "draft"
    stage_since: int = 0
    # The version at which the active seat's turn began: Decision.began of its stages.
    turn_since: int = 0
    seats: list[Seat]
    char_deck: list[str] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    action_deck: list[str] = Field(default_factory=list)
    shown: list[str] = Field(default_factory=list)
    bet_deck: list[str] = Field(default_factory=list)
    row: list[str] = Field(default_factory=list)  # the face-up draft row (G-2.3)
    draft_order: list[int] = Field(default_factory=list)
    drawn: list[str] = Field(default_factory=list)  # cards only the active seat has seen
    first_kept: bool = False
    extra_next: Stage = "end_turn"
    turn_marked: bool = False  # the active seat placed a token this turn (Host of the Game)
    requests: list[Request] = Field(default_factory=list)
    history: list[RoundResult] = Field(default_factory=list)
    rng_counter: int = 0
