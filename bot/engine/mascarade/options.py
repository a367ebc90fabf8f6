"""Host options for a Mascarade game."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict

from bot.engine.core import BaseOptions
from bot.engine.mascarade.content import EditionId


class Options(BaseOptions):
    """``edition`` and ``preset`` are drawn by the lobby as select menus (catalogue keys
    ``mascarade-option-<field>[-<value>]``); ``custom_set`` and ``first_seat`` are set by
    dedicated host commands."""

    model_config = ConfigDict(frozen=True)

    edition: EditionId = "first"
    # "standard": M-1.3's recommended set (1st ed.) or our Court of N (2nd ed.);
    # "random": a fresh set drawn from the seed that obeys M-1.4.
    preset: Literal["standard", "random"] = "standard"
    # Character ids, Peasants listed twice; overrides ``preset`` for 4+ players (M-1.4).
    custom_set: tuple[str, ...] | None = None
    # ``first_seat`` None: chosen at random from the seed (M-1.6).
