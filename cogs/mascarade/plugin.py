"""Mascarade as the bot sees it: its rules, and how it is drawn (loaded when the bot starts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.content import read_content
from bot.engine import mascarade
from bot.engine.core import Engine
from bot.players.mascarade import CasualMascarade
from bot.players.mascarade_sharp import SharpMascarade
from cogs.game.plugin import DocsSample, GamePlugin

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


def _interesting(view: Any) -> bool:
    """A card revealed, well after the preparatory turns."""
    return bool(view.last_reveal) and view.turn > 6


def _cards_face_up(view: Any) -> bool:
    """A contest being resolved: cards face up on the table."""
    return any(card.face_up for seat in view.seats for card in seat.cards)


PLUGIN = GamePlugin(
    id="mascarade",
    rules=lambda: mascarade.Rules(read_content("mascarade", mascarade.Content)),
    presentation=_presentation,
    players={
        "casual": lambda rules: CasualMascarade(_content(rules)),
        "sharp": lambda rules: SharpMascarade(_content(rules)),
    },
    docs_samples=(
        DocsSample("mascarade.png", 6, 7, "mid", "en"),
        DocsSample("mascarade-reveal.png", 5, 3, "mid", "en", _cards_face_up),
        DocsSample("mascarade-3p.png", 3, 7, "mid", "en"),
        DocsSample("mascarade-ru.png", 5, 7, "mid", "ru"),
        DocsSample("mascarade-phone-after.png", 6, 7, "mid", "en", names="scripts", width=360),
        DocsSample("mascarade-story.png", 6, 7, "end", "en", story=True),
    ),
    interesting=_interesting,
)
