"""Suspicion as the bot sees it: its rules, and how it is drawn (loaded when the bot starts)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.core.content import read_content
from bot.engine.core import Engine
from cogs.suspicion import rules as suspicion
from cogs.suspicion.players.casual import CasualSuspicion
from cogs.suspicion.players.hints import SuspicionHints
from cogs.suspicion.players.sharp import SharpSuspicion
from cogs.suspicion.storage import NotepadStore
from cogs.table.plugin import DocsSample, GamePlugin

if TYPE_CHECKING:
    from bot.engine.conformance import GameHooks
    from bot.engine.tutorial import Tutorial
    from cogs.table.presentation import GamePresentation

__all__ = ["PLUGIN"]

GAME_DIR = Path(__file__).parent


def _presentation() -> GamePresentation:
    # Imported on demand: see cogs.table.plugin (the registry is read without discord).
    from cogs.suspicion.presentation import PRESENTATION

    return PRESENTATION


def _tutorial() -> Tutorial:
    from cogs.suspicion.tutorial import TUTORIAL

    return TUTORIAL


def _conformance() -> GameHooks:
    # Only the tests load it (the hooks' checks are theirs).
    from cogs.suspicion.conformance import HOOKS

    return HOOKS


def _content(rules: Engine[Any, Any, Any]) -> suspicion.Content:
    assert isinstance(rules, suspicion.Rules)
    return rules.content


def _interesting(view: Any) -> bool:
    """Two moves made in play, and gems taken."""
    return len(view.moves) >= 2 and view.phase in ("play", "act") and any(sum(s.gems.values()) for s in view.seats)


PLUGIN = GamePlugin(
    id="suspicion",
    catalog_dir=GAME_DIR / "i18n",
    computer_names=GAME_DIR / "data" / "computer-names.json",
    rules=lambda: suspicion.Rules(read_content(suspicion.CONTENT_FILE, suspicion.Content)),
    presentation=_presentation,
    conformance=_conformance,
    tutorial=_tutorial,
    players={
        "casual": lambda rules: CasualSuspicion(_content(rules)),
        "sharp": lambda rules: SharpSuspicion(_content(rules)),
    },
    hints=lambda rules: SuspicionHints(_content(rules)),
    storage=NotepadStore,
    docs_samples=(
        DocsSample("suspicion.png", 4, 7, "mid", "en"),
        DocsSample("suspicion-ru.png", 4, 7, "mid", "ru"),
        DocsSample("suspicion-phone-after.png", 4, 7, "mid", "en", names="scripts", width=360),
        DocsSample("suspicion-story.png", 5, 7, "end", "en", story=True),
    ),
    interesting=_interesting,
)
