"""Each game's presentation module (``cogs/<game>/board.py``, optional ``render.py``),
looked up by game id so the shared adapter draws any game."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import discord

from bot.engine.core import Decision
from bot.i18n import Translator

__all__ = ["Presentation", "presentation"]


@dataclass(frozen=True, slots=True)
class Presentation:
    board_embeds: Callable[[Any, Translator], list[discord.Embed]]
    panel_embed: Callable[[Any, Translator], discord.Embed]
    summary_embed: Callable[[Any, Translator], discord.Embed]
    rules_topics: tuple[str, ...]
    render_board: Callable[[Any, Translator], bytes] | None
    picture_key: Callable[[Any, Translator], str] | None
    # A game may draw some decisions itself (a form instead of a menu tree).
    panel_items: Callable[[Any, Decision, Translator], list[discord.ui.Item[Any]] | None] | None
    # Always-available panel tools (Suspicion's notepad).
    panel_extras: Callable[[Any, int, Translator], list[discord.ui.Item[Any]]] | None
    # Lobby extras: lines under the options, and components (a custom-set form).
    lobby_lines: Callable[[Any, Translator], list[str]] | None
    lobby_items: Callable[[Any, Translator], list[discord.ui.Item[Any]]] | None


@cache
def presentation(game_id: str) -> Presentation:
    board = importlib.import_module(f"cogs.{game_id}.board")
    render = _optional(f"cogs.{game_id}.render", "render_board")
    panel_items = _optional(f"cogs.{game_id}.guess", "panel_items")
    return Presentation(
        board_embeds=board.board_embeds,
        panel_embed=board.panel_embed,
        summary_embed=board.summary_embed,
        rules_topics=tuple(board.RULES_TOPICS),
        render_board=render,
        picture_key=_optional(f"cogs.{game_id}.render", "picture_key"),
        panel_items=panel_items,
        panel_extras=_optional(f"cogs.{game_id}.notepad", "panel_extras"),
        lobby_lines=_optional(f"cogs.{game_id}.lobby", "lobby_lines"),
        lobby_items=_optional(f"cogs.{game_id}.lobby", "lobby_items"),
    )


def _optional(module: str, name: str) -> Any:
    try:
        return getattr(importlib.import_module(module), name)
    except ModuleNotFoundError:
        return None
