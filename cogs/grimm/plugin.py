"""Grimm Masquerade as the bot sees it: its rules, and how it is drawn (loaded when the bot starts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.content import read_content
from bot.engine import grimm
from bot.players.grimm import CasualGrimm
from bot.players.grimm_sharp import SharpGrimm
from cogs.game.plugin import DocsSample, GamePlugin

if TYPE_CHECKING:
    from cogs.game.presentation import GamePresentation

__all__ = ["PLUGIN"]


def _presentation() -> GamePresentation:
    # Imported on demand: see cogs.game.plugin (the registry is read without discord).
    from cogs.grimm.presentation import PRESENTATION

    return PRESENTATION


def _interesting(view: Any) -> bool:
    """Cards kept by everyone, and a player accused."""
    return sum(n for s in view.seats for _, n in s.tableau) >= 2 * view.players and any(s.marks for s in view.seats)


PLUGIN = GamePlugin(
    id="grimm",
    rules=lambda: grimm.Rules(read_content("grimm", grimm.Content)),
    presentation=_presentation,
    players={"casual": lambda rules: CasualGrimm(), "sharp": lambda rules: SharpGrimm()},
    docs_samples=(
        DocsSample("grimm.png", 4, 7, "mid", "en"),
        DocsSample("grimm-ru.png", 4, 7, "end", "ru"),
        DocsSample("grimm-phone-after.png", 5, 7, "end", "en", names="scripts", width=360),
        DocsSample("grimm-story.png", 4, 7, "end", "en", story=True),
    ),
    interesting=_interesting,
)
