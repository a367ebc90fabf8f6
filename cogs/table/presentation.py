"""How a game is drawn on Discord: one :class:`GamePresentation` per game package, loaded
through its :class:`~cogs.table.plugin.GamePlugin` when the bot starts. The adapter draws
any game through it and never imports a game."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.engine.core import Decision
from bot.engine.story import Played, Story
from bot.i18n import Translator
from bot.store.records import GameRecord
from cogs.table.common import Interaction
from cogs.table.glossary import Topic

__all__ = ["FormHandler", "GamePresentation"]

#: A modal form answered from its custom_id alone (so it survives a restart).
FormHandler = Callable[[Interaction, re.Match[str]], Awaitable[None]]


@dataclass(frozen=True, slots=True, kw_only=True)
class GamePresentation:
    #: The slash-command choice: its English name and its catalogue key.
    title: str
    choice_key: str
    board_embeds: Callable[[Any, Translator], list[discord.Embed]]
    panel_embed: Callable[[Any, Translator], discord.Embed]
    summary_embed: Callable[[Any, Translator], discord.Embed]
    #: ``/game rules`` topics: catalogue keys ``<id>-rules-<topic>``.
    rules_topics: tuple[str, ...]
    #: Every secret of a state, one line each (who holds what): drawn at each step of a
    #: finished game's replay. None: the game shows only its steps' events there.
    replay_secrets: Callable[[Any, Translator], list[str]] | None = None
    render_board: Callable[[Any, Translator], bytes] | None = None
    #: The table in one line at the top of every turn message (from the public view).
    table_line: Callable[[Any, Translator], str] | None = None
    picture_key: Callable[[Any, Translator], str] | None = None
    #: A game may draw some decisions itself (a form instead of a menu tree).
    panel_items: Callable[[GameRecord, Decision, Translator], list[discord.ui.Item[Any]] | None] | None = None
    #: "What does … do?": what is in play, from the game's rules (its engine) and the public
    #: board only, each with its paragraph (:mod:`cogs.table.glossary`). None: not offered.
    glossary: Callable[[Any, Any], list[Topic]] | None = None
    #: Always-available panel tools (Suspicion's notepad).
    panel_extras: Callable[[GameRecord, int, Translator], list[discord.ui.Item[Any]]] | None = None
    #: Lobby extras: lines under the options, and components (Mascarade's custom set): at
    #: most one button, beside Join/Leave/Start/Cancel (the other rows hold the selects;
    #: discord.py raises, rather than drops, an item that finds no room).
    lobby_lines: Callable[[Any, Translator], list[str]] | None = None
    lobby_items: Callable[[GameRecord, Translator], list[discord.ui.Item[Any]]] | None = None
    #: The story the end summary tells: computed from the replayed game (pure, in the game's
    #: engine package), and drawn (a picture of the story's chart, in the painter).
    story: Callable[[Sequence[Played]], Story[Any]] | None = None
    render_story: Callable[[Any, Translator], bytes] | None = None
    #: The game's own persistent components and modal forms.
    items: tuple[type[discord.ui.DynamicItem[Any]], ...] = ()
    forms: tuple[tuple[re.Pattern[str], FormHandler], ...] = ()
