"""The guessing game's plugin: its rules, its computer player, its private notes (with their
own migrations), its catalogue, and how it is drawn."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from cogs.table.plugin import GamePlugin
from tests.fourth_game.players import GuessPlayer
from tests.fourth_game.rules import Rules
from tests.fourth_game.storage import NoteStore

if TYPE_CHECKING:
    from bot.engine.conformance import GameHooks
    from cogs.table.presentation import GamePresentation

__all__ = ["PLUGIN"]


def _presentation() -> GamePresentation:
    # Imported on demand, like every game's (the registry is read without discord).
    from tests.fourth_game.presentation import PRESENTATION

    return PRESENTATION


def _conformance() -> GameHooks:
    from tests.fourth_game.conformance import HOOKS

    return HOOKS


PLUGIN = GamePlugin(
    id="guess",
    rules=Rules,
    presentation=_presentation,
    conformance=_conformance,
    players={"casual": lambda rules: GuessPlayer(), "sharp": lambda rules: GuessPlayer()},
    storage=NoteStore,
    migrations=Path(__file__).parent / "migrations",
    catalog_dir=Path(__file__).parent / "i18n",
)
