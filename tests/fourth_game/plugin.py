"""The guessing game's plugin: its rules, its computer player, its private notes (with their
own migrations), its catalogue, and how it is drawn."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from cogs.game.plugin import GamePlugin
from tests.fourth_game.engine import Rules
from tests.fourth_game.notes import NoteStore
from tests.fourth_game.players import GuessPlayer

if TYPE_CHECKING:
    from cogs.game.presentation import GamePresentation

__all__ = ["PLUGIN"]


def _presentation() -> GamePresentation:
    # Imported on demand, like every game's (the registry is read without discord).
    from tests.fourth_game.presentation import PRESENTATION

    return PRESENTATION


PLUGIN = GamePlugin(
    id="guess",
    rules=Rules,
    presentation=_presentation,
    players={"casual": lambda rules: GuessPlayer(), "sharp": lambda rules: GuessPlayer()},
    storage=NoteStore,
    migrations=Path(__file__).parent / "migrations",
    catalog_dir=Path(__file__).parent / "i18n",
)
