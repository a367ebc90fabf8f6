"""Mascarade as the bot sees it: its rules, and how it is drawn (loaded when the bot starts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.content import read_content
from bot.engine import mascarade
from bot.engine.core import Engine
from bot.players.mascarade import CasualMascarade
from bot.players.mascarade_sharp import SharpMascarade
from cogs.game.plugin import GamePlugin

if TYPE_CHECKING:
    from cogs.game.presentation import GamePresentation

__all__ = ["PLUGIN"]


def _presentation() -> GamePresentation:
    # Imported on demand: see cogs.game.plugin (the registry is read without discord).
    from cogs.mascarade.presentation import PRESENTATION

    return PRESENTATION


def _content(rules: Engine[Any, Any, Any]) -> mascarade.Content:
    assert isinstance(rules, mascarade.Rules)
    return rules.content


PLUGIN = GamePlugin(
    id="mascarade",
    rules=lambda: mascarade.Rules(read_content("mascarade", mascarade.Content)),
    presentation=_presentation,
    players={
        "casual": lambda rules: CasualMascarade(_content(rules)),
        "sharp": lambda rules: SharpMascarade(_content(rules)),
    },
)
