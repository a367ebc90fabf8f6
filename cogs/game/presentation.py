"""Each game's presentation module (``cogs/<game>/board.py``, optional ``render.py``),
looked up by game id so the shared adapter draws any game."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import discord

from bot.i18n import Translator

__all__ = ["Presentation", "presentation"]


@dataclass(frozen=True, slots=True)
class Presentation:
    board_embeds: Callable[[Any, Translator], list[discord.Embed]]
    panel_embed: Callable[[Any, Translator], discord.Embed]
    summary_embed: Callable[[Any, Translator], discord.Embed]
    rules_topics: tuple[str, ...]
    render_board: Callable[[Any, Translator], bytes] | None


@cache
def presentation(game_id: str) -> Presentation:
    board = importlib.import_module(f"cogs.{game_id}.board")
    try:
        render = importlib.import_module(f"cogs.{game_id}.render").render_board
    except ModuleNotFoundError:
        render = None
    return Presentation(
        board_embeds=board.board_embeds,
        panel_embed=board.panel_embed,
        summary_embed=board.summary_embed,
        rules_topics=tuple(board.RULES_TOPICS),
        render_board=render,
    )
