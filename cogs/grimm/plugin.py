"""Grimm Masquerade as the bot sees it: its rules, and how it is drawn (loaded when the bot starts)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.core.content import read_content
from cogs.grimm import rules as grimm
from cogs.grimm.players.casual import CasualGrimm
from cogs.grimm.players.hints import GrimmHints
from cogs.grimm.players.sharp import SharpGrimm
from cogs.table.plugin import DocsSample, GamePlugin

if TYPE_CHECKING:
    from bot.engine.conformance import GameHooks
    from bot.engine.tutorial import Tutorial
    from cogs.table.presentation import GamePresentation

__all__ = ["PLUGIN"]

GAME_DIR = Path(__file__).parent


def _presentation() -> GamePresentation:
    # Imported on demand: see cogs.table.plugin (the registry is read without discord).
    from cogs.grimm.presentation import PRESENTATION

    return PRESENTATION


def _tutorial() -> Tutorial:
    from cogs.grimm.tutorial import TUTORIAL

    return TUTORIAL


def _conformance() -> GameHooks:
    # Only the tests load it (the hooks' checks are theirs).
    from cogs.grimm.conformance import HOOKS

    return HOOKS


def _interesting(view: Any) -> bool:
    """Cards kept by everyone, and a player accused."""
    return sum(n for s in view.seats for _, n in s.tableau) >= 2 * view.players and any(s.marks for s in view.seats)


PLUGIN = GamePlugin(
    id="grimm",
    catalog_dir=GAME_DIR / "i18n",
    computer_names=GAME_DIR / "data" / "computer-names.json",
    rules=lambda: grimm.Rules(read_content(grimm.CONTENT_FILE, grimm.Content)),
    presentation=_presentation,
    conformance=_conformance,
    tutorial=_tutorial,
    players={"casual": lambda rules: CasualGrimm(), "sharp": lambda rules: SharpGrimm()},
    hints=lambda rules: GrimmHints(),
    docs_samples=(
        DocsSample("grimm.png", 4, 7, "mid", "en"),
        DocsSample("grimm-ru.png", 4, 7, "end", "ru"),
        DocsSample("grimm-phone-after.png", 5, 7, "end", "en", names="scripts", width=360),
        DocsSample("grimm-story.png", 4, 7, "end", "en", story=True),
    ),
    interesting=_interesting,
)
