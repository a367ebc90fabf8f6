"""Host options for a Mascarade game."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import ConfigDict

from bot.engine.core import BaseOptions
from cogs.mascarade.rules.content import EditionId


class Answers(StrEnum):
    """How the other players answer a claim (M-5.2, ruling R5)."""

    # Clockwise from the announcer's left, each answer public before the next is asked.
    ONE_AT_A_TIME = "one_at_a_time"
    # Everyone at once, in any order; each answer sealed until the last is in (slow tables).
    ALL_AT_ONCE = "all_at_once"


class Options(BaseOptions):
    """``edition`` and ``preset`` are drawn by the lobby as select menus (catalogue keys
    ``mascarade-option-<field>[-<value>]``); ``custom_set`` and ``first_seat`` are set by
    dedicated host commands. ``answers`` is an enum, not a Literal, so that the shared
    lobby does not draw it as a select: Mascarade's lobby already fills Discord's five
    rows (two of buttons with its custom-set button, and three selects), so its own lobby
    button switches it (catalogue keys ``mascarade-option-answers[-<value>]``)."""

    model_config = ConfigDict(frozen=True)

    edition: EditionId = "first"
    # "standard": M-1.3's recommended set (1st ed.) or our Court of N (2nd ed.);
    # "random": a fresh set drawn from the seed that obeys M-1.4.
    preset: Literal["standard", "random"] = "standard"
    # Character ids, Peasants listed twice; overrides ``preset`` for 4+ players (M-1.4).
    custom_set: tuple[str, ...] | None = None
    answers: Answers = Answers.ONE_AT_A_TIME
    # ``first_seat`` None: chosen at random from the seed (M-1.6).
