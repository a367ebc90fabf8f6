"""``/gamenight``: a whole game night in one channel — its hub (open, close) and its plan."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.errors import UserError
from bot.i18n.commands import cmd, named_options
from cogs.gamenight.hub import HubJoinSelect, Hubs, HubWatchSelect
from cogs.gamenight.plan import Planner, VoteSelect, parse_start
from cogs.table.choices import game_choices
from cogs.table.common import Interaction, guard, is_moderator, send_ephemeral, translator
from cogs.table.lobby import require_game_channel

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = ["NIGHT_ITEMS", "GameNightCog"]

NIGHT_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (HubJoinSelect, HubWatchSelect, VoteSelect)


class GameNightCog(commands.Cog):
    def __init__(self, bot: GameBot, hubs: Hubs, planner: Planner) -> None:
        self.bot = bot
        self.hubs = hubs
        self.planner = planner
        games = game_choices(bot.services.presentations)
        app_commands.choices(game=games, second=games, third=games)(self.plan)

    async def cog_load(self) -> None:
        # Handed to the table through the services, which outlive a reload of either extension.
        additions = self.bot.services.additions
        self.bot.add_dynamic_items(*NIGHT_ITEMS)
        additions.items += NIGHT_ITEMS
        additions.timer_hooks += [self.hubs.tick, self.planner.tick]

    async def cog_unload(self) -> None:
        additions = self.bot.services.additions
        self.bot.remove_dynamic_items(*NIGHT_ITEMS)
        additions.items[:] = [item for item in additions.items if item not in NIGHT_ITEMS]
        ours = (self.hubs.tick, self.planner.tick)
        additions.timer_hooks[:] = [hook for hook in additions.timer_hooks if hook not in ours]

    async def interaction_check(self, interaction: Interaction) -> bool:
        if interaction.guild is None:
            await send_ephemeral(interaction, translator(interaction)("error-dm"))
            return False
        return True

    gamenight = app_commands.Group(
        name=cmd("gamenight", "cmd-gamenight"),
        description=cmd("A game night: many tables in one channel", "cmd-gamenight-desc"),
    )

    @gamenight.command(
        name=cmd("open", "cmd-gamenight-open"),
        description=cmd("Open the night's hub here: tables, seats, scores", "cmd-gamenight-open-desc"),
    )
    @guard
    async def open(self, interaction: Interaction) -> None:
        """One message listing this channel's lobbies and tables, to take a seat or watch; the night's scoreboard."""
        await require_game_channel(interaction)
        await self.hubs.open(interaction)

    @gamenight.command(
        name=cmd("close", "cmd-gamenight-close"),
        description=cmd("Close the night here: its final scoreboard", "cmd-gamenight-close-desc"),
    )
    @guard
    async def close(self, interaction: Interaction) -> None:
        """End this channel's night (whoever opened it, or a moderator): the final scoreboard is posted."""
        await self.hubs.close(interaction, is_moderator=await is_moderator(interaction))

    @gamenight.command(
        name=cmd("plan", "cmd-gamenight-plan"),
        description=cmd("Plan a night here as a server event; call who is interested", "cmd-gamenight-plan-desc"),
    )
    @app_commands.describe(
        title=cmd("The night's name", "cmd-plan-title"),
        start=cmd("When: 2025-06-13 19:30, 19:30 (the next), or a <t:…> timestamp", "cmd-plan-start"),
        utc_offset=cmd("Hours from UTC of that time (default 0)", "cmd-plan-offset"),
        hours=cmd("How long the event lasts, in hours", "cmd-plan-hours"),
        weekly=cmd("The same time every week", "cmd-plan-weekly"),
        game=cmd("A game to vote on (none chosen: every game)", "cmd-plan-game"),
        second=cmd("Another game to vote on", "cmd-plan-second"),
        third=cmd("Another game to vote on", "cmd-plan-third"),
    )
    @named_options
    @guard
    async def plan(
        self,
        interaction: Interaction,
        title: app_commands.Range[str, 1, 100],
        start: app_commands.Range[str, 1, 40],
        utc_offset: app_commands.Range[int, -12, 14] = 0,
        hours: app_commands.Range[int, 1, 12] = 4,
        weekly: bool = False,
        game: app_commands.Choice[str] | None = None,
        second: app_commands.Choice[str] | None = None,
        third: app_commands.Choice[str] | None = None,
    ) -> None:
        """A Discord event for a night in this channel (moderators): at its start the hub opens and the
        people interested in the event are called."""
        await require_game_channel(interaction)
        if not await is_moderator(interaction):
            raise UserError("error-mod-only")
        chosen = [c.value for c in (game, second, third) if c is not None]
        games = list(dict.fromkeys(chosen)) or list(self.bot.services.presentations)
        starts_at = parse_start(start, utc_offset, self.bot.services.clock())
        await self.planner.plan(interaction, title=title, starts_at=starts_at, hours=hours, weekly=weekly, games=games)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Counted, never read: messages push the hub up."""
        self.hubs.saw_message(message.channel.id, message.id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A deleted channel's night ends with it."""
        await self.hubs.channel_deleted(channel.id)
