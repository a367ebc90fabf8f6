"""``/gamenight``: a whole game night in one channel — its hub (open, close) and its plan."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n.commands import cmd
from cogs.gamenight.hub import Hubs
from cogs.table.common import Interaction, guard, is_moderator, send_ephemeral, translator
from cogs.table.lobby import require_game_channel

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = ["GameNightCog"]


class GameNightCog(commands.Cog):
    def __init__(self, bot: GameBot, hubs: Hubs) -> None:
        self.bot = bot
        self.hubs = hubs

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

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Counted, never read: messages push the hub up."""
        self.hubs.saw_message(message.channel.id, message.id)
