"""Mascarade as the bot sees it: its rules, and how it is drawn (loaded when the bot starts)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.core.content import read_content
from bot.engine.core import Engine
from cogs.mascarade import rules as mascarade
from cogs.mascarade.players.casual import CasualMascarade
from cogs.mascarade.players.hints import MascaradeHints
from cogs.mascarade.players.sharp import SharpMascarade
from cogs.table.plugin import DocsSample, GamePlugin

if TYPE_CHECKING:
    from bot.engine.conformance import GameHooks
    from bot.engine.tutorial import Tutorial
    from cogs.table.presentation import GamePresentation

__all__ = ["PLUGIN"]

GAME_DIR = Path(__file__).parent


def _presentation() -> GamePresentation:
    # Imported on demand: see cogs.table.plugin (the registry is read without discord).
    from cogs.mascarade.presentation import PRESENTATION

    return PRESENTATION


def _tutorial() -> Tutorial:
    from cogs.mascarade.tutorial import TUTORIAL

    return TUTORIAL


def _conformance() -> GameHooks:
    # Only the tests load it (the hooks' checks are theirs).
    from cogs.mascarade.conformance import HOOKS

    return HOOKS


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
    catalog_dir=GAME_DIR / "i18n",
    computer_names=GAME_DIR / "data" / "computer-names.json",
    rules=lambda: mascarade.Rules(read_content(mascarade.CONTENT_FILE, mascarade.Content)),
    presentation=_presentation,
    conformance=_conformance,
    tutorial=_tutorial,
    players={
        "casual": lambda rules: CasualMascarade(_content(rules)),
        "sharp": lambda rules: SharpMascarade(_content(rules)),
    },
    hints=lambda rules: MascaradeHints(_content(rules)),
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
