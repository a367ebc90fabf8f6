"""``/mod``: moderators run game nights without touching the host machine."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.errors import UserError
from bot.i18n.commands import cmd, named_options
from bot.service.moderation import USER_DETAIL_ACTIONS
from bot.store.records import GameRecord, GameStatus
from cogs.table.clock import relative
from cogs.table.commands import LEVEL_CHOICES
from cogs.table.common import (
    Interaction,
    guard,
    moderators_only,
    public_translator,
    translator,
)

if TYPE_CHECKING:
    from cogs.table.services import GameBot, Services

log = logging.getLogger(__name__)


class ModCog(commands.Cog):
    def __init__(self, bot: GameBot, services: Services) -> None:
        self.bot = bot
        self.services = services

    async def interaction_check(self, interaction: Interaction) -> bool:
        return await moderators_only(interaction)

    mod = app_commands.Group(name=cmd("mod", "cmd-mod"), description=cmd("Moderate games", "cmd-mod-desc"))

    async def _game(self, interaction: Interaction) -> GameRecord:
        return await self.services.service.channel_game(interaction.channel_id or 0)

    async def _done(self, interaction: Interaction, game_id: int) -> None:
        """Confirm to the moderator, then announce to the table through the outbox."""
        await interaction.response.send_message(translator(interaction)("mod-done"), ephemeral=True)
        self.services.table.soon(self.services.table.deliver(game_id))

    async def _close_lobby(self, record: GameRecord) -> None:
        """Tell the table: the lobby message says it was cancelled and loses its buttons."""
        if record.lobby_message_id is None:
            return
        t = public_translator(self.bot, record)
        message = self.bot.get_partial_messageable(record.channel_id).get_partial_message(record.lobby_message_id)
        try:
            await message.edit(content=t("lobby-cancelled"), embed=None, view=None)
        except discord.HTTPException:
            log.info("could not close the lobby message of game %s", record.id)

    @mod.command(name=cmd("end", "cmd-mod-end"), description=cmd("End the game here, no winner", "cmd-mod-end-desc"))
    @app_commands.describe(reason=cmd("Why (shown to the table)", "cmd-mod-reason"))
    @named_options
    @guard
    async def end(self, interaction: Interaction, reason: app_commands.Range[str, 1, 200]) -> None:
        """End this channel's game now, with no winner."""
        record = await self._game(interaction)
        if record.status == GameStatus.LOBBY:
            record = await self.services.moderation.end_lobby(record.id, interaction.user.id, reason)
            await interaction.response.send_message(translator(interaction)("mod-done"), ephemeral=True)
            self.services.table.soon(self._close_lobby(record))
            return
        await self.services.moderation.end(record.id, interaction.user.id, reason)
        await self._done(interaction, record.id)

    @mod.command(name=cmd("remove", "cmd-mod-remove"), description=cmd("Remove a player", "cmd-mod-remove-desc"))
    @app_commands.describe(
        player=cmd("The player to remove", "cmd-mod-player"),
        confirm=cmd("Remove them even if that ends the game", "cmd-remove-confirm"),
    )
    @named_options
    @guard
    async def remove(self, interaction: Interaction, player: discord.User, confirm: bool = False) -> None:
        """Remove a player; the game goes on where the rules allow."""
        record = await self._game(interaction)
        await self.services.moderation.remove(record.id, interaction.user.id, player.id, confirmed=confirm)
        await self._done(interaction, record.id)

    @mod.command(
        name=cmd("replace", "cmd-mod-replace"),
        description=cmd("A computer player takes over a seat", "cmd-mod-replace-desc"),
    )
    @app_commands.describe(
        player=cmd("The player to replace", "cmd-mod-player"),
        level=cmd("How the computer player plays", "cmd-computer-level"),
    )
    @named_options
    @app_commands.choices(level=LEVEL_CHOICES)
    @guard
    async def replace(self, interaction: Interaction, player: discord.User, level: app_commands.Choice[str]) -> None:
        """A computer player continues a player's seat with only that seat's knowledge."""
        record = await self._game(interaction)
        await self.services.computers.replace(record.id, interaction.user.id, player.id, level.value, audited=True)
        await self._done(interaction, record.id)

    @mod.command(name=cmd("skip", "cmd-mod-skip"), description=cmd("Skip the current turn", "cmd-mod-skip-desc"))
    @guard
    async def skip(self, interaction: Interaction) -> None:
        """Apply the timeout rule to whoever the game waits for, now."""
        record = await self._game(interaction)
        await self.services.moderation.skip(record.id, interaction.user.id)
        await self._done(interaction, record.id)

    @mod.command(name=cmd("pause", "cmd-mod-pause"), description=cmd("Pause the game", "cmd-mod-pause-desc"))
    @guard
    async def pause(self, interaction: Interaction) -> None:
        """Pause the game; timers freeze."""
        record = await self._game(interaction)
        await self.services.moderation.pause(record.id, interaction.user.id)
        await self._done(interaction, record.id)

    @mod.command(name=cmd("resume", "cmd-mod-resume"), description=cmd("Resume the game", "cmd-mod-resume-desc"))
    @guard
    async def resume(self, interaction: Interaction) -> None:
        """Resume a paused game; timers continue where they stopped."""
        record = await self._game(interaction)
        await self.services.moderation.resume(record.id, interaction.user.id)
        await self._done(interaction, record.id)

    @mod.command(name=cmd("extend", "cmd-mod-extend"), description=cmd("Add time to the turn", "cmd-mod-extend-desc"))
    @app_commands.describe(minutes=cmd("How many minutes to add", "cmd-mod-minutes"))
    @named_options
    @guard
    async def extend(self, interaction: Interaction, minutes: app_commands.Range[int, 1, 1440]) -> None:
        """Give the players the game is waiting for more time."""
        record = await self._game(interaction)
        await self.services.moderation.extend(record.id, interaction.user.id, minutes * 60)
        await self._done(interaction, record.id)

    @mod.command(name=cmd("host", "cmd-mod-host"), description=cmd("Make a player the host", "cmd-mod-host-desc"))
    @app_commands.describe(player=cmd("The new host", "cmd-mod-player"))
    @named_options
    @guard
    async def host(self, interaction: Interaction, player: discord.User) -> None:
        """Transfer the host role to another seated player."""
        record = await self._game(interaction)
        await self.services.moderation.transfer_host(record.id, interaction.user.id, player.id)
        await self._done(interaction, record.id)

    @mod.command(
        name=cmd("repair", "cmd-mod-repair"), description=cmd("Re-post the board, resend", "cmd-mod-repair-desc")
    )
    @guard
    async def repair(self, interaction: Interaction) -> None:
        """Re-post the board with live buttons and send any announcement not yet delivered."""
        record = await self._game(interaction)
        if record.state is None:
            raise UserError("error-not-started")
        await self.services.moderation.audit_repair(record.id, interaction.user.id)
        await interaction.response.send_message(translator(interaction)("mod-done"), ephemeral=True)
        self.services.table.soon(self.services.table.repair(record.id))

    @mod.command(name=cmd("log", "cmd-mod-log"), description=cmd("Recent moderator actions", "cmd-mod-log-desc"))
    @guard
    async def audit(self, interaction: Interaction) -> None:
        """The server's recent moderator actions."""
        assert interaction.guild_id is not None
        t = translator(interaction)
        entries = await self.services.moderation.audit_log(interaction.guild_id)
        lines = [
            t(
                "mod-log-line",
                when=relative(e.created_at),
                mod=f"<@{e.moderator_id}>" if e.moderator_id else "—",
                action=t(f"mod-action-{e.action}"),
                game=e.game_id or 0,
                detail=f"<@{e.detail}>" if e.action in USER_DETAIL_ACTIONS and e.detail.isdigit() else e.detail or "—",
            )
            for e in entries
        ]
        embed = discord.Embed(title=t("mod-log-title"), description="\n".join(lines)[:4000] or t("mod-log-empty"))
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(ModCog(bot, bot.services))
