"""The ``cogs.table.extension`` extension: the shared adapter's cogs, the table, and every
persistent component — the adapter's own and those of each registered game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.table.commands import GameCog
from cogs.table.computers import ComputerButton
from cogs.table.fallback import InteractionFallback, on_app_command_error
from cogs.table.game_log import GameLogButton
from cogs.table.glossary import GlossaryButton, GlossarySelect
from cogs.table.lobby import LobbyButton, LobbyOptionSelect
from cogs.table.notes import NotesButton
from cogs.table.panel import ActButton, ActSelect, PanelButton
from cogs.table.quick import QuickButton, QuickSelect
from cogs.table.rematch import RematchButton
from cogs.table.replay import ReplayButton, ReplayJumpSelect, ShowReplayButton

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = ["ADAPTER_ITEMS", "setup"]

ADAPTER_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActButton,
    ActSelect,
    PanelButton,
    QuickButton,
    QuickSelect,
    NotesButton,
    GameLogButton,
    GlossaryButton,
    GlossarySelect,
    LobbyButton,
    LobbyOptionSelect,
    ComputerButton,
    RematchButton,
    ReplayButton,
    ReplayJumpSelect,
    ShowReplayButton,
)


async def setup(bot: GameBot) -> None:
    games = bot.services.presentations.values()
    items = (*(item for p in games for item in p.items), *ADAPTER_ITEMS)
    bot.add_dynamic_items(*items)
    await bot.add_cog(GameCog(bot, bot.services))
    await bot.add_cog(InteractionFallback(items, [form for p in games for form in p.forms]))
    bot.tree.error(on_app_command_error)
