"""The shared Discord adapter for every game: lobby, board, panels, timers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.game.commands import GameCog
from cogs.game.fallback import InteractionFallback, on_app_command_error
from cogs.game.items import DYNAMIC_ITEMS

if TYPE_CHECKING:
    from bot.app import MasqueradeBot


async def setup(bot: MasqueradeBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(GameCog(bot, bot.services))
    await bot.add_cog(InteractionFallback(bot))
    bot.tree.error(on_app_command_error)
