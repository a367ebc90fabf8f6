"""A plugin that breaks the games' contract, for the start-up test: the fourth game under
another id, its presentation drawing no board picture (as an untyped plugin could give)."""

from __future__ import annotations

import dataclasses

from cogs.table.presentation import GamePresentation
from tests.fourth_game.plugin import PLUGIN as GUESS
from tests.fourth_game.rules import Rules

__all__ = ["PLUGIN"]


class UndrawnRules(Rules):
    id = "undrawn"


def _presentation() -> GamePresentation:
    return dataclasses.replace(GUESS.presentation(), render_board=None)  # type: ignore[arg-type]


PLUGIN = dataclasses.replace(GUESS, id="undrawn", rules=UndrawnRules, presentation=_presentation)
