"""The Suspicion game state: public board plus per-seat secrets.

Everything public sits on :class:`State` itself; everything one seat may know sits in its
:class:`Secrets`. Views copy from these, so a secret can only leak if a view names it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, field_validator

from bot.engine.core import BaseOptions, SharedSinceState
from cogs.suspicion.rules.content import Gem, Length

# "roll" is reached only by games stored before the automatic roll (``DiceRoll.PLAYER``).
Phase = Literal["roll", "move", "play", "act", "guess", "over"]


AssistantRule = Literal["allowed", "forbidden"]

# Values stored before round two: the ±2 variants were "quick" and "long", and the
# assistant was one switch for the whole table (true: on for everyone).
_OLD_LENGTHS = {"quick": "short2", "long": "long2"}


class DiceRoll(StrEnum):
    """Who rolls the dice at the start of a turn (S-2.1)."""

    # The engine, as the turn begins (the roll decides nothing): every game created since.
    AUTO = "auto"
    # The player, with a Roll action: games started before the automatic roll (migration
    # 0009 marked them). They keep it, so that their stored actions (a Roll opening every
    # turn) replay to the stored state.
    PLAYER = "player"


class Options(BaseOptions):
    """Host options. ``length`` (S-1.4 variants) and ``notepad_assistant`` (S-7.2: whether
    players may turn the assistant on for themselves) are drawn by the lobby as select
    menus; ``first_seat`` (S-1.8) is set by the host directly. ``dice`` is no host choice
    (the lobby draws only bools and Literals): it tells a game stored before the automatic
    roll (marked by migration 0009) from a new one."""

    length: Length = "standard"
    notepad_assistant: AssistantRule = "allowed"
    dice: DiceRoll = DiceRoll.AUTO

    @field_validator("length", mode="before")
    @classmethod
    def _old_length(cls, value: object) -> object:
        return _OLD_LENGTHS.get(value, value) if isinstance(value, str) else value

    @field_validator("notepad_assistant", mode="before")
    @classmethod
    def _old_assistant(cls, value: object) -> object:
        # An old "off" table agreed on no assistant: it stays without one.
        if isinstance(value, bool):
            return "allowed" if value else "forbidden"
        return value


class _Record(BaseModel):
    """A fact about the past. Never changed once made, so every later state shares the
    same object instead of deep-copying a board snapshot on each action."""

    model_config = ConfigDict(frozen=True)

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Self:
        return self


class Ask(_Record):
    """One answered question, kept for the asker's notepad assistant. ``positions`` is the
    board when it was asked: an answer is true of that moment only (S-4.1)."""

    target: int
    guest: str
    answer: bool
    positions: dict[str, str]


class Search(_Record):
    """A public Search (S-3.1): ``seat``'s guest stood in a room showing ``gem``."""

    seat: int
    gem: Gem
    positions: dict[str, str]


class GuestMove(_Record):
    """A guest moved this turn (a die or a Secret Passage), public (S-6.1): for the villa picture."""

    seat: int
    guest: str
    origin: str
    room: str


class Secrets(BaseModel):
    """What one seat knows and nobody else does (S-6.2)."""

    guest: str
    hand: list[int]
    peeks: list[str] = Field(default_factory=list)
    asks: list[Ask] = Field(default_factory=list)
    # None until submitted; then a guess (guest id or None) for every other seat.
    guesses: dict[int, str | None] | None = None


class Score(BaseModel):
    """S-5.3 breakdown for one seat, public once the invitations are revealed."""

    seat: int
    guest: str
    correct: list[int]
    sets: int
    loose: int
    points: int
    guessed_by: int
    gems: int


class State(SharedSinceState):
    options: Options
    phase: Phase
    # The version at which the turn (or the guessing) began: Decision.began. A turn's steps
    # are one decision for the timer (R1); the guess sheets are decisions of their own.
    began: int = 0
    current: int
    removed: list[int] = Field(default_factory=list)
    positions: dict[str, str]
    bank: dict[Gem, int]
    start_bank: int
    gems: list[dict[Gem, int]]
    deck: list[int]
    discard: list[int] = Field(default_factory=list)
    invitations: list[str]
    dice: list[str] = Field(default_factory=list)
    # Indices into ``dice`` still to be used this turn (S-2.1).
    dice_left: list[int] = Field(default_factory=list)
    card: int | None = None
    # Guests moved during the turn that rolled ``dice``, in order (kept until the next roll).
    moves: list[GuestMove] = Field(default_factory=list)
    # Kinds of the played card's halves still to carry out (S-2.2, S-2.4).
    card_left: list[str] = Field(default_factory=list)
    searches: list[Search] = Field(default_factory=list)
    secrets: list[Secrets]
    scores: list[Score] = Field(default_factory=list)

    def seated(self) -> list[int]:
        """Seats still playing (R3 removes seats)."""
        return [s for s in range(self.players) if s not in self.removed]
