"""High card's plugin: its rules, its computer players, its catalogue, how it is drawn and
what the conformance harness must know of it. No storage of its own."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from cogs.table.plugin import GamePlugin
from tests.high_card.players import CasualPlayer, SharpPlayer
from tests.high_card.rules import Rules

if TYPE_CHECKING:
    from bot.engine.conformance import GameHooks
    from cogs.table.presentation import GamePresentation

__all__ = ["PLUGIN"]


def _presentation() -> GamePresentation:
    # Imported on demand, like every game's (the registry is read without discord).
    from tests.high_card.presentation import PRESENTATION

    return PRESENTATION


def _conformance() -> GameHooks:
    from tests.high_card.conformance import HOOKS

    return HOOKS


PLUGIN = GamePlugin(
    id="highcard",
    rules=Rules,
    presentation=_presentation,
    conformance=_conformance,
    players={"casual": lambda rules: CasualPlayer(), "sharp": lambda rules: SharpPlayer()},
    catalog_dir=Path(__file__).parent / "i18n",
)
