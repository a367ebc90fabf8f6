"""Grimm Masquerade as the bot sees it: its rules, and how it is drawn (loaded when the bot starts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.content import read_content
from bot.engine import grimm
from bot.players.grimm import CasualGrimm
from bot.players.grimm_sharp import SharpGrimm
from cogs.game.plugin import GamePlugin

if TYPE_CHECKING:
    from cogs.game.presentation import GamePresentation

__all__ = ["PLUGIN"]


def _presentation() -> GamePresentation:
    # Imported on demand: see cogs.game.plugin (the registry is read without discord).
    from cogs.grimm.presentation import PRESENTATION

    return PRESENTATION


PLUGIN = GamePlugin(
    id="grimm",
    rules=lambda: grimm.Rules(read_content("grimm", grimm.Content)),
    presentation=_presentation,
    players={"casual": lambda rules: CasualGrimm(), "sharp": lambda rules: SharpGrimm()},
)
