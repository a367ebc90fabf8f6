"""The ``cogs.gamenight`` extension: a whole game night in one server — a channel's hub (its
tables, seats to take, tables to watch, the night's scoreboard) and nights planned as Discord
scheduled events. Tables in threads and spectators are the table's own (``cogs.table``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.gamenight.hub import HubJoinSelect, Hubs, HubWatchSelect
from cogs.gamenight.night import GameNightCog
from cogs.gamenight.plan import Planner, VoteSelect
from cogs.table.commands import GameCog
from cogs.table.fallback import InteractionFallback

if TYPE_CHECKING:
    from cogs.table.services import GameBot

NIGHT_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (HubJoinSelect, HubWatchSelect, VoteSelect)


async def setup(bot: GameBot) -> None:
    services = bot.services
    hubs = Hubs(bot, services.nights, services.clock)
    planner = Planner(bot, services.nights, hubs, services.clock)
    bot.add_dynamic_items(*NIGHT_ITEMS)
    fallback = bot.get_cog("InteractionFallback")
    if isinstance(fallback, InteractionFallback):
        fallback.also(NIGHT_ITEMS)
    table = bot.get_cog("GameCog")
    if isinstance(table, GameCog):
        table.timer_hooks += [hubs.tick, planner.tick]
    await bot.add_cog(GameNightCog(bot, hubs, planner))
