"""Grimm Masquerade component data, validated (G-1).

The boon/bane table is partly reconstructed, so it is data: a group owning the printed cards
corrects ``cogs/grimm/data/content.json`` and nothing here changes. The validators enforce only
what the rules state (G-1.2: every artifact is exactly one character's boon and exactly one
other character's bane). Display names live in the Fluent catalogues, never here.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property
from pathlib import Path
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, model_validator

# The abilities the engine knows how to run (G-10.3); which character carries which is data.
AbilityId = Literal[
    "true_reflection",
    "curiosity",
    "gambler",
    "power_over_time",
    "big_eyes",
    "devious_accusation",
    "humble_gifts",
    "host_of_the_game",
]
ActionId = Literal["point_finger", "eavesdrop", "guest_list", "dance", "toast", "pickpocket", "gift", "secrets"]
ENGINE_ACTIONS: frozenset[str] = frozenset(get_args(ActionId))
ENGINE_ABILITIES: frozenset[str] = frozenset(get_args(AbilityId))


#: The game's components, read by its plugin (the engine itself never reads files).
CONTENT_FILE = Path(__file__).resolve().parents[1] / "data" / "content.json"


class _Frozen(BaseModel):
    # Frozen so one Content instance can be shared by every copy of a game state.
    model_config = ConfigDict(frozen=True, extra="forbid")


class CharacterSpec(_Frozen):
    id: str
    boon: str
    bane: str
    ability: AbilityId


class ArtifactSpec(_Frozen):
    id: str
    copies: int
    # A symbol for compact lists (a recipient's holdings in a menu line); names are in Fluent.
    icon: str


class ActionSpec(_Frozen):
    id: ActionId
    deck: Literal["permanent", "basic", "bets"]
    two_players: bool


class AbilitySpec(_Frozen):
    id: AbilityId
    # Artifacts whose gift triggers the ability (True Reflection, Curiosity).
    triggers: tuple[str, ...] = ()
    # Power over Time: how many different artifacts win the round.
    distinct: int = 0


class Content(_Frozen):
    note: str = ""
    characters: tuple[CharacterSpec, ...]
    artifacts: tuple[ArtifactSpec, ...]
    actions: tuple[ActionSpec, ...]
    abilities: tuple[AbilitySpec, ...]
    evidence_tokens: int
    trophies: tuple[int, ...]
    rose_goal: int
    shown_actions: int
    two_player_row: int
    two_player_picks: int

    @model_validator(mode="after")
    def _cross_check(self) -> Content:
        self._check_characters_and_artifacts()
        self._check_abilities()
        if sorted(a.id for a in self.actions) != sorted(ENGINE_ACTIONS):
            raise ValueError("actions must list each engine action once")
        if [a.id for a in self.actions if a.deck == "permanent"] != ["point_finger"]:
            raise ValueError("Point the Finger is the one permanent action (G-2.2)")
        if len(self.trophies) != 3:
            raise ValueError("three rounds, three trophies (G-1.1)")
        return self

    def _check_characters_and_artifacts(self) -> None:
        chars = [c.id for c in self.characters]
        arts = [a.id for a in self.artifacts]
        for label, ids in (("character", chars), ("artifact", arts)):
            dupes = [i for i, n in Counter(ids).items() if n > 1]
            if dupes:
                raise ValueError(f"duplicate {label} ids: {dupes}")
        if len(self.characters) < 6:
            raise ValueError("need at least 6 characters for 5 players (G-1.1)")
        boons = Counter(c.boon for c in self.characters)
        banes = Counter(c.bane for c in self.characters)
        for art in arts:
            # G-1.2: exactly one character's boon and exactly one other character's bane.
            if boons[art] != 1 or banes[art] != 1:
                raise ValueError(f"artifact {art!r} must be one boon and one bane (G-1.2)")
        for c in self.characters:
            if c.boon == c.bane:
                raise ValueError(f"{c.id}: boon and bane must differ (G-1.2)")
            if c.boon not in arts or c.bane not in arts:
                raise ValueError(f"{c.id}: unknown artifact")
        if sorted(boons) != sorted(arts):
            raise ValueError("every boon must be a listed artifact")

    def _check_abilities(self) -> None:
        ability_ids = [a.id for a in self.abilities]
        if sorted(ability_ids) != sorted(ENGINE_ABILITIES):
            raise ValueError("abilities must list each engine ability once")
        if sorted(c.ability for c in self.characters) != sorted(ability_ids):
            raise ValueError("each ability belongs to exactly one character (G-1.3)")
        by_ability = {c.ability: c for c in self.characters}
        for ability in self.abilities:
            owner = by_ability[ability.id]
            # The data file: an ability card names its owner's own boon and bane.
            if ability.triggers and sorted(ability.triggers) != sorted((owner.boon, owner.bane)):
                raise ValueError(f"{ability.id}: triggers must be {owner.id}'s boon and bane")

    @property
    def deck_size(self) -> int:
        return sum(a.copies for a in self.artifacts)

    @cached_property
    def boon(self) -> dict[str, str]:
        """character -> boon artifact."""
        return {c.id: c.boon for c in self.characters}

    @cached_property
    def bane(self) -> dict[str, str]:
        """character -> bane artifact."""
        return {c.id: c.bane for c in self.characters}

    @cached_property
    def boon_owner(self) -> dict[str, str]:
        """artifact -> the character whose boon it is."""
        return {c.boon: c.id for c in self.characters}

    @cached_property
    def bane_owner(self) -> dict[str, str]:
        """artifact -> the character whose bane it is."""
        return {c.bane: c.id for c in self.characters}

    @cached_property
    def ability_of(self) -> dict[str, str]:
        """character -> ability id."""
        return {c.id: c.ability for c in self.characters}

    @cached_property
    def ability(self) -> dict[str, AbilitySpec]:
        return {a.id: a for a in self.abilities}

    @cached_property
    def icon(self) -> dict[str, str]:
        """artifact -> its symbol."""
        return {a.id: a.icon for a in self.artifacts}

    @cached_property
    def character_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.characters)

    @cached_property
    def artifact_ids(self) -> tuple[str, ...]:
        return tuple(a.id for a in self.artifacts)
