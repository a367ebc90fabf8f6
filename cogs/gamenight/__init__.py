"""The ``cogs.gamenight`` extension: a whole game night in one server — a channel's hub (its
tables, seats to take, tables to watch, the night's scoreboard) and nights planned as Discord
scheduled events. Tables in threads and spectators are the table's own (``cogs.table``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.gamenight.hub import Hubs
from cogs.gamenight.night import NIGHT_ITEMS, GameNightCog
from cogs.gamenight.plan import Planner

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = ["NIGHT_ITEMS", "setup"]


async def setup(bot: GameBot) -> None:
    """The cog registers its persistent components and timer work as it loads, and takes them
    back as it unloads."""
    services = bot.services
    hubs = Hubs(bot, services.nights, services.clock)
    await bot.add_cog(GameNightCog(bot, hubs, Planner(bot, services.nights, hubs, services.clock)))
