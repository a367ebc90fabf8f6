"""The ``cogs.table.extension`` extension: the shared adapter's cogs, the table, and every
persistent component — the adapter's own and those of each registered game. Unloading it
takes back all it added (its cogs live in other modules, so discord.py would keep them)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord

from cogs.table.commands import GameCog
from cogs.table.computers import ComputerButton
from cogs.table.fallback import InteractionFallback, on_app_command_error
from cogs.table.game_log import GameLogButton
from cogs.table.glossary import GlossaryButton, GlossarySelect
from cogs.table.hints import HintButton
from cogs.table.lobby import LobbyButton, LobbyOptionSelect
from cogs.table.notes import NotesButton
from cogs.table.panel import ActButton, ActSelect, PanelButton
from cogs.table.quick import QuickButton, QuickSelect
from cogs.table.rematch import RematchButton
from cogs.table.replay import ReplayButton, ReplayJumpSelect, ShowReplayButton
from cogs.table.spectators import CasterButton
from cogs.table.tutorial import LESSON_FORM_SUBMIT, LESSON_ITEMS, submit_lesson_form

if TYPE_CHECKING:
    from cogs.table.presentation import GamePresentation
    from cogs.table.services import GameBot

__all__ = ["ADAPTER_ITEMS", "setup", "table_items", "teardown"]

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
    HintButton,
    LobbyButton,
    LobbyOptionSelect,
    ComputerButton,
    RematchButton,
    ReplayButton,
    ReplayJumpSelect,
    ShowReplayButton,
    CasterButton,
    *LESSON_ITEMS,
)


def table_items(presentations: Iterable[GamePresentation]) -> tuple[type[discord.ui.DynamicItem[Any]], ...]:
    """Every persistent component the table sends: each game's, then the adapter's own."""
    return (*(item for p in presentations for item in p.items), *ADAPTER_ITEMS)


async def setup(bot: GameBot) -> None:
    games = bot.services.presentations.values()
    items = table_items(games)
    forms = [*(form for p in games for form in p.forms), (LESSON_FORM_SUBMIT, submit_lesson_form)]
    bot.add_dynamic_items(*items)
    # An interaction is counted under its kind only when one of these takes its id.
    bot.services.metrics.register_components(
        [*(item.__discord_ui_compiled_template__ for item in items), *(pattern for pattern, _ in forms)]
    )
    await bot.add_cog(GameCog(bot, bot.services))
    await bot.add_cog(InteractionFallback(items, forms, bot.services.additions.items))
    bot.tree.error(on_app_command_error)


async def teardown(bot: GameBot) -> None:
    bot.remove_dynamic_items(*table_items(bot.services.presentations.values()))
    await bot.remove_cog(InteractionFallback.__cog_name__)
    await bot.remove_cog(GameCog.__cog_name__)
