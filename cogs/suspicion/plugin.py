"""Suspicion as the bot sees it: its rules, and how it is drawn (loaded when the bot starts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.content import read_content
from bot.engine import suspicion
from bot.engine.core import Engine
from bot.players.suspicion import CasualSuspicion
from bot.players.suspicion_sharp import SharpSuspicion
from bot.store.notepad import NotepadStore
from cogs.game.plugin import DocsSample, GamePlugin

if TYPE_CHECKING:
    from cogs.game.presentation import GamePresentation

__all__ = ["PLUGIN"]


def _presentation() -> GamePresentation:
    # Imported on demand: see cogs.game.plugin (the registry is read without discord).
    from cogs.suspicion.presentation import PRESENTATION

    return PRESENTATION


def _content(rules: Engine[Any, Any, Any]) -> suspicion.Content:
    assert isinstance(rules, suspicion.Rules)
    return rules.content


def _interesting(view: Any) -> bool:
    """Two moves made in play, and gems taken."""
    return len(view.moves) >= 2 and view.phase in ("play", "act") and any(sum(s.gems.values()) for s in view.seats)


PLUGIN = GamePlugin(
    id="suspicion",
    rules=lambda: suspicion.Rules(read_content("suspicion", suspicion.Content)),
    presentation=_presentation,
    players={
        "casual": lambda rules: CasualSuspicion(_content(rules)),
        "sharp": lambda rules: SharpSuspicion(_content(rules)),
    },
    storage=NotepadStore,
    docs_samples=(
        DocsSample("suspicion.png", 4, 7, "mid", "en"),
        DocsSample("suspicion-ru.png", 4, 7, "mid", "ru"),
        DocsSample("suspicion-phone-after.png", 4, 7, "mid", "en", names="scripts", width=360),
        DocsSample("suspicion-story.png", 5, 7, "end", "en", story=True),
    ),
    interesting=_interesting,
)
