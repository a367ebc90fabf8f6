"""Mascarade component data: the model that validates ``cogs/mascarade/data/content.json``.

Names in every language live in the Fluent catalogues (``mascarade-card-<id>``); the
JSON holds only ids, powers, amounts and the set tables, cross-checked here so a typo
stops start-up instead of surfacing mid-game.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from cogs.mascarade.rules.sets import validate_set

EditionId = Literal["first", "second"]

Power = Literal[
    "bank",
    "judge",
    "bishop",
    "fool",
    "spy",
    "witch",
    "thief",
    "cheat",
    "widow",
    "peasant",
    "inquisitor",
    "princess",
    "puppet_master",
    "patron",
    "beggar",
]

# Powers whose ``amount`` is the number of coins they move (M-6.1, M-6.2, M-6.5, M-6.8,
# M-6.11, M-6.13); the others take their numbers from the game-wide constants.
AMOUNT_POWERS = frozenset({"bank", "fool", "thief", "peasant", "princess", "puppet_master", "patron", "beggar"})


#: The game's components, read by its plugin (the engine itself never reads files).
CONTENT_FILE = Path(__file__).resolve().parents[1] / "data" / "content.json"


class Character(BaseModel):
    """One character (mask) of an edition."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(pattern=r"^[a-z_]+$")
    power: Power
    amount: int = Field(default=0, ge=0)
    # A "money" character brings coins in from the bank (the M-1.4 composition rule).
    money: bool
    copies: int = Field(default=1, ge=1, le=2)
    min_players: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _amount_matches_power(self) -> Self:
        if (self.power in AMOUNT_POWERS) != (self.amount > 0):
            raise ValueError(f"{self.id}: amount must be set exactly for {sorted(AMOUNT_POWERS)}")
        if (self.power == "peasant") != (self.copies == 2):
            raise ValueError(f"{self.id}: only the Peasant comes in a pair (M-1.4)")
        return self


class Edition(BaseModel):
    """An edition: its characters, player range and the set for each table size."""

    model_config = ConfigDict(frozen=True)

    min_players: int = Field(ge=2)
    max_players: int
    # M-2.3: may a player revealed last turn peek (2nd edition) or only swap (1st)?
    revealed_may_peek: bool
    # M-6.12: does a wrong guess with fewer than 4 coins end the game (2nd edition Guru)?
    short_inquisition_ends: bool
    characters: tuple[Character, ...]
    # The fixed 2- and 3-player set (M-8.1, M-9.1); empty when the edition has no such game.
    small_set: tuple[str, ...]
    # Player count -> card ids (M-1.3 for the 1st edition, our "Court of N" for the 2nd).
    standard: dict[int, tuple[str, ...]]

    @model_validator(mode="after")
    def _cross_check(self) -> Self:
        ids = [c.id for c in self.characters]
        if len(ids) != len(set(ids)):
            raise ValueError("duplicate character id")
        known = set(ids)
        for cards in [self.small_set, *self.standard.values()]:
            unknown = set(cards) - known
            if unknown:
                raise ValueError(f"unknown character ids {sorted(unknown)}")
        counts = {c.id: c.copies for c in self.characters}
        for players, cards in self.standard.items():
            for card, n in Counter(cards).items():
                if n > counts[card]:
                    raise ValueError(f"standard set for {players}: too many {card}")
        expected = set(range(max(self.min_players, 4), self.max_players + 1))
        if set(self.standard) != expected:
            raise ValueError(f"standard sets must cover exactly {sorted(expected)} players")
        if self.small_set and (self.min_players > 3 or len(self.small_set) != 6):
            raise ValueError("the small set is six cards for the 2- and 3-player games")
        if not self.small_set and self.min_players < 4:
            raise ValueError("tables under 4 players need the fixed small set")
        return self

    def character(self, card: str) -> Character:
        for c in self.characters:
            if c.id == card:
                return c
        raise KeyError(card)


class Content(BaseModel):
    """All of Mascarade's data: game constants and both editions."""

    model_config = ConfigDict(frozen=True)

    start_coins: int = Field(gt=0)
    win_coins: int = Field(gt=0)
    cheat_coins: int = Field(gt=0)
    widow_coins: int = Field(gt=0)
    fine: int = Field(gt=0)
    inquisition_fine: int = Field(gt=0)
    bishop_take: int = Field(gt=0)
    # M-1.3/M-1.4: tables of 4 and 5 play with this many cards.
    small_table_cards: int = Field(gt=5)
    max_centre: int = Field(ge=0)
    editions: dict[EditionId, Edition]

    @model_validator(mode="after")
    def _standard_sets_are_valid(self) -> Self:
        if set(self.editions) != {"first", "second"}:
            raise ValueError("both editions must be present")
        for edition_id, edition in self.editions.items():
            for players, cards in edition.standard.items():
                check = validate_set(self, edition_id, cards, players)
                if check.errors:
                    keys = [e.key for e in check.errors]
                    raise ValueError(f"{edition_id} standard set for {players} breaks {keys}")
        return self
