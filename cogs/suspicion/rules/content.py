"""The Suspicion components, validated from ``cogs/suspicion/data/content.json``.

The JSON carries ids, numbers and geometry only; every name in every language lives in
``data/i18n/<locale>/suspicion.ftl`` (``suspicion-guest-<id>``, ``suspicion-gem-<id>``…).
The validators cross-check what the component list states (S-1.1, S-1.2, S-1.4): a
malformed file stops start-up instead of producing an unplayable game.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Gem = Literal["ruby", "emerald", "diamond"]
GEMS: tuple[Gem, ...] = ("ruby", "emerald", "diamond")
# S-1.4 variants: quick games use 1 or 2 fewer gems per kind, long games 1 or 2 more.
Length = Literal["short2", "short1", "standard", "long1", "long2"]
UNKNOWN_FACE = "?"


#: The game's components, read by its plugin (the engine itself never reads files).
CONTENT_FILE = Path(__file__).resolve().parents[1] / "data" / "content.json"


class Guest(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    die: Literal["A", "B"]


class Room(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    row: int
    col: int
    gems: tuple[Gem, ...] = Field(min_length=1, max_length=2)
    inner: bool


class CardAction(BaseModel):
    """One half of an action card, parsed from ``search``, ``tip:<gem>``, ``passage``,
    ``peek`` or ``ask:<guest>``."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["search", "tip", "passage", "peek", "ask"]
    gem: Gem | None = None
    guest: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _parse(cls, raw: object) -> object:
        if not isinstance(raw, str):
            return raw
        kind, _, arg = raw.partition(":")
        if kind == "tip":
            return {"kind": kind, "gem": arg}
        if kind == "ask":
            return {"kind": kind, "guest": arg}
        return {"kind": kind}

    @model_validator(mode="after")
    def _argument_matches_kind(self) -> CardAction:
        if (self.gem is not None) != (self.kind == "tip"):
            raise ValueError(f"{self.kind}: only a tip names a gem")
        if (self.guest is not None) != (self.kind == "ask"):
            raise ValueError(f"{self.kind}: only an ask names a guest")
        return self


class Card(BaseModel):
    model_config = ConfigDict(frozen=True)

    number: int
    actions: tuple[CardAction, CardAction]

    @model_validator(mode="after")
    def _distinct_kinds(self) -> Card:
        # The engine names a card's half by its kind, so the two halves must differ.
        if self.actions[0].kind == self.actions[1].kind:
            raise ValueError(f"card {self.number} has two {self.actions[0].kind} actions")
        return self

    def action(self, kind: str) -> CardAction | None:
        return next((a for a in self.actions if a.kind == kind), None)


class Scoring(BaseModel):
    model_config = ConfigDict(frozen=True)

    correct_guess: int
    gem_set: int
    loose_gem: int


class Totals(BaseModel):
    """Counts the component list states, checked against the lists above them."""

    model_config = ConfigDict(frozen=True)

    doors: int
    cards: int
    search: int
    tip: int
    peek: int
    passage: int
    ask: int
    ask_per_guest: int
    tip_per_gem: int


class Content(BaseModel):
    model_config = ConfigDict(frozen=True)

    gems: tuple[Gem, ...]
    gem_tiles_per_kind: int
    guests: tuple[Guest, ...]
    rows: int
    cols: int
    rooms: tuple[Room, ...]
    doors: tuple[tuple[str, str], ...]
    dice: dict[Literal["A", "B"], tuple[str, ...]]
    cards: tuple[Card, ...]
    bank: dict[int, int]
    length_delta: dict[Length, int]
    scoring: Scoring
    totals: Totals

    @model_validator(mode="after")
    def _cross_check(self) -> Content:
        guest_ids = [g.id for g in self.guests]
        problems: list[str] = []
        if tuple(self.gems) != GEMS:
            problems.append("gems must be ruby, emerald, diamond")
        if len(guest_ids) != 10 or len(set(guest_ids)) != 10:
            problems.append("S-1.1: 10 distinct guests")
        problems.extend(self._check_rooms())
        problems.extend(self._check_dice())
        problems.extend(self._check_cards(guest_ids))
        if sorted(self.bank) != [2, 3, 4, 5, 6]:
            problems.append("S-1.4: a bank size for 2 to 6 players")
        longest = max(self.bank.values()) + max(self.length_delta.values())
        shortest = min(self.bank.values()) + min(self.length_delta.values())
        if longest > self.gem_tiles_per_kind or shortest < 1:
            problems.append("S-1.4: the bank must fit the gem tiles and hold at least one")
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def _check_rooms(self) -> list[str]:
        """S-1.2, S-1.3: the grid of rooms, its outer ring and its doorways."""
        problems: list[str] = []
        # S-1.2: a rows x cols grid, every cell exactly once.
        cells = sorted((r.row, r.col) for r in self.rooms)
        if cells != [(r, c) for r in range(self.rows) for c in range(self.cols)]:
            problems.append("S-1.2: rooms must fill the grid exactly once")
        if any(r.id != f"r{r.row}c{r.col}" for r in self.rooms):
            problems.append("room ids are r<row>c<col>")
        outer = [r for r in self.rooms if not r.inner]
        if len(outer) != len(self.guests):
            problems.append("S-1.3: one outer room per guest")
        if any(r.inner == self._on_edge(r) for r in self.rooms):
            problems.append("inner rooms are exactly the rooms off the edge")
        # Every orthogonal neighbour pair is a doorway; no diagonal doorways.
        expected = {
            frozenset((a.id, b.id))
            for a in self.rooms
            for b in self.rooms
            if abs(a.row - b.row) + abs(a.col - b.col) == 1
        }
        doors = {frozenset(d) for d in self.doors}
        if doors != expected or len(self.doors) != self.totals.doors:
            problems.append(f"S-1.2: {self.totals.doors} doorways between orthogonal neighbours")
        return problems

    def _check_dice(self) -> list[str]:
        problems: list[str] = []
        for name, faces in self.dice.items():
            named = [f for f in faces if f != UNKNOWN_FACE]
            if len(faces) != 6 or faces.count(UNKNOWN_FACE) != 1:
                problems.append(f"die {name}: 6 faces, one of them '?'")
            if sorted(named) != sorted(g.id for g in self.guests if g.die == name):
                problems.append(f"die {name}: faces must be the guests marked with it")
        return problems

    def _on_edge(self, room: Room) -> bool:
        return room.row in (0, self.rows - 1) or room.col in (0, self.cols - 1)

    def _check_cards(self, guest_ids: list[str]) -> list[str]:
        problems: list[str] = []
        totals = self.totals
        if [c.number for c in self.cards] != list(range(1, totals.cards + 1)):
            problems.append(f"cards numbered 1..{totals.cards}")
        halves = [a for c in self.cards for a in c.actions]
        kinds = Counter(a.kind for a in halves)
        for kind in ("search", "tip", "peek", "passage", "ask"):
            if kinds[kind] != getattr(totals, kind):
                problems.append(f"{getattr(totals, kind)} {kind} actions, found {kinds[kind]}")
        asked = Counter(a.guest for a in halves if a.kind == "ask")
        if any(asked[g] != totals.ask_per_guest for g in guest_ids) or set(asked) - set(guest_ids):
            problems.append(f"ask: {totals.ask_per_guest} per guest")
        tipped = Counter(a.gem for a in halves if a.kind == "tip")
        if any(tipped[g] != totals.tip_per_gem for g in GEMS):
            problems.append(f"tip: {totals.tip_per_gem} per gem")
        return problems

    # Lookups the rules use on every action; computed once per (frozen) content.
    @cached_property
    def guest_ids(self) -> tuple[str, ...]:
        return tuple(g.id for g in self.guests)

    @cached_property
    def room_by_id(self) -> dict[str, Room]:
        return {r.id: r for r in self.rooms}

    @cached_property
    def card_by_number(self) -> dict[int, Card]:
        return {c.number: c for c in self.cards}

    @cached_property
    def neighbours(self) -> dict[str, tuple[str, ...]]:
        adjacent: dict[str, list[str]] = {r.id: [] for r in self.rooms}
        for a, b in self.doors:
            adjacent[a].append(b)
            adjacent[b].append(a)
        return {room: tuple(sorted(ids)) for room, ids in adjacent.items()}

    @cached_property
    def outer_rooms(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.rooms if not r.inner)

    def sees(self, room_a: str, room_b: str) -> bool:
        """S-4.1: same row or same column, own room included; nothing blocks sight."""
        a, b = self.room_by_id[room_a], self.room_by_id[room_b]
        return a.row == b.row or a.col == b.col

    def bank_size(self, players: int, length: Length) -> int:
        """S-1.4, with the length variant's per-kind delta from the data file."""
        return self.bank[players] + self.length_delta[length]
