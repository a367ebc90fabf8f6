"""``/settings``: a server's defaults for game nights (moderators only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n.commands import cmd, named_options
from bot.store.guilds import GuildSettings
from cogs.table.away import my_settings
from cogs.table.common import Interaction, guard, moderators_only, translator
from cogs.table.lobby import timer_label
from cogs.table.permissions import THREAD_TABLE_PERMISSIONS, missing

if TYPE_CHECKING:
    from cogs.table.services import GameBot, Services


# Each language by its own name (as Discord's language menu shows them), not its code.
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}


class SettingsCog(commands.Cog):
    def __init__(self, services: Services) -> None:
        self.services = services

    async def interaction_check(self, interaction: Interaction) -> bool:
        # Everyone may see their own settings; the server's are the moderators'.
        if interaction.command is self.me:
            return True
        return await moderators_only(interaction)

    settings = app_commands.Group(
        name=cmd("settings", "cmd-settings"), description=cmd("Server settings for games", "cmd-settings-desc")
    )

    async def _update(self, interaction: Interaction, **changes: Any) -> None:
        assert interaction.guild_id is not None
        current = await self.services.guild_settings.get(interaction.guild_id)
        updated = GuildSettings.model_validate({**current.model_dump(), **changes})
        await self.services.guild_settings.put(interaction.guild_id, updated)
        self.services.table.settings_changed(interaction.guild_id, updated)
        await interaction.response.send_message(embed=self._embed(interaction, updated), ephemeral=True)

    def _embed(self, interaction: Interaction, s: GuildSettings) -> discord.Embed:
        t = translator(interaction)
        default_timer = s.turn_seconds if s.turn_seconds is not None else self.services.settings.turn_timer_seconds
        channels = ", ".join(f"<#{c}>" for c in s.game_channels) or t("settings-anywhere")
        embed = discord.Embed(title=t("settings-title"))
        embed.add_field(name=t("settings-channels"), value=channels, inline=False)
        embed.add_field(
            name=t("settings-modrole"),
            value=f"<@&{s.moderator_role_id}>" if s.moderator_role_id else t("settings-manage-server"),
            inline=False,
        )
        embed.add_field(name=t("settings-timer"), value=timer_label(t, default_timer))
        language = LANGUAGE_NAMES.get(s.locale, s.locale) if s.locale else t("settings-server-language")
        embed.add_field(name=t("settings-language"), value=language)
        embed.add_field(name=t("settings-lobby-expiry"), value=t("timer-minutes", n=s.lobby_expiry_minutes))
        embed.add_field(name=t("settings-dm"), value=t("settings-yes") if s.dm_reminders else t("settings-no"))
        embed.add_field(
            name=t("settings-pictures"), value=t("settings-pictures-on" if s.pictures else "settings-pictures-off")
        )
        threads = ", ".join(f"<#{c}>" for c in s.thread_channels) or t("settings-threads-nowhere")
        embed.add_field(name=t("settings-threads"), value=threads, inline=False)
        if problems := self._missing(interaction, s):
            embed.add_field(name=t("settings-missing"), value="\n".join(problems)[:1024], inline=False)
        return embed

    def _missing(self, interaction: Interaction, s: GuildSettings) -> list[str]:
        """What the bot lacks for what the settings turn on, one line each: thread tables
        in each listed place, and Create Events for planned game nights."""
        t = translator(interaction)
        guild = interaction.guild
        if guild is None:
            return []
        me = guild.me
        lines = []
        for place in s.thread_channels:
            channel = guild.get_channel(place)
            if channel is None:
                continue
            lacking = missing(channel.permissions_for(me), THREAD_TABLE_PERMISSIONS)
            if lacking:
                names = ", ".join(t(f"perm-{p}") for p in lacking)
                lines.append(t("settings-missing-in", channel=f"<#{place}>", missing=names))
        if not me.guild_permissions.create_events:
            lines.append(t("settings-missing-events", missing=t("perm-create_events")))
        return lines

    @settings.command(name=cmd("me", "cmd-settings-me"), description=cmd("Your own settings", "cmd-settings-me-desc"))
    @guard
    async def me(self, interaction: Interaction) -> None:
        """Your time zone, quiet hours, holidays and DM reminders (anyone may look)."""
        await my_settings(interaction)

    @settings.command(
        name=cmd("show", "cmd-settings-show"), description=cmd("Show the settings", "cmd-settings-show-desc")
    )
    @guard
    async def show(self, interaction: Interaction) -> None:
        """Show this server's effective settings."""
        assert interaction.guild_id is not None
        current = await self.services.guild_settings.get(interaction.guild_id)
        await interaction.response.send_message(embed=self._embed(interaction, current), ephemeral=True)

    @settings.command(
        name=cmd("channel", "cmd-settings-channel"),
        description=cmd("Allow or disallow games in a channel", "cmd-settings-channel-desc"),
    )
    @app_commands.describe(
        channel=cmd("A channel or category", "cmd-settings-channel-arg"),
        allowed=cmd("Allow games there (false removes it)", "cmd-settings-allowed"),
    )
    @named_options
    @guard
    async def channel(
        self, interaction: Interaction, channel: discord.TextChannel | discord.CategoryChannel, allowed: bool
    ) -> None:
        """Limit game creation to listed channels or categories (empty list: anywhere)."""
        assert interaction.guild_id is not None
        current = set((await self.services.guild_settings.get(interaction.guild_id)).game_channels)
        current = current | {channel.id} if allowed else current - {channel.id}
        await self._update(interaction, game_channels=tuple(sorted(current)))

    @settings.command(
        name=cmd("threads", "cmd-settings-threads"),
        description=cmd("Open each table in a thread of a channel", "cmd-settings-threads-desc"),
    )
    @app_commands.describe(
        channel=cmd("A channel or category", "cmd-settings-channel-arg"),
        allowed=cmd("One thread per table there (false: the channel itself)", "cmd-settings-threads-allowed"),
    )
    @named_options
    @guard
    async def threads(
        self, interaction: Interaction, channel: discord.TextChannel | discord.CategoryChannel, allowed: bool
    ) -> None:
        """/game new there opens each table in a public thread of its own (several tables at once)."""
        assert interaction.guild_id is not None
        current = set((await self.services.guild_settings.get(interaction.guild_id)).thread_channels)
        current = current | {channel.id} if allowed else current - {channel.id}
        await self._update(interaction, thread_channels=tuple(sorted(current)))

    @settings.command(
        name=cmd("modrole", "cmd-settings-modrole"),
        description=cmd("Set the moderator role", "cmd-settings-modrole-desc"),
    )
    @app_commands.describe(role=cmd("The role (empty: Manage Server only)", "cmd-settings-role"))
    @named_options
    @guard
    async def modrole(self, interaction: Interaction, role: discord.Role | None = None) -> None:
        """Members with this role may moderate games."""
        await self._update(interaction, moderator_role_id=role.id if role else None)

    @settings.command(
        name=cmd("timer", "cmd-settings-timer"), description=cmd("Default turn timer", "cmd-settings-timer-desc")
    )
    @app_commands.describe(seconds=cmd("Seconds (0 = no timer, 86400 = relaxed)", "cmd-settings-seconds"))
    @named_options
    @guard
    async def timer(self, interaction: Interaction, seconds: app_commands.Range[int, 0, 604800]) -> None:
        """The turn timer new games start with."""
        await self._update(interaction, turn_seconds=seconds)

    @settings.command(
        name=cmd("language", "cmd-settings-language"),
        description=cmd("Language of public messages", "cmd-settings-language-desc"),
    )
    @app_commands.describe(language=cmd("The language", "cmd-settings-language-arg"))
    @named_options
    @app_commands.choices(
        language=[app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()]
    )
    @guard
    async def language(self, interaction: Interaction, language: app_commands.Choice[str]) -> None:
        """The language boards and announcements use in this server."""
        await self._update(interaction, locale=language.value)

    @settings.command(
        name=cmd("lobby-expiry", "cmd-settings-expiry"),
        description=cmd("Minutes before an unstarted lobby closes", "cmd-settings-expiry-desc"),
    )
    @app_commands.describe(minutes=cmd("Minutes (1 to 10080, a week)", "cmd-settings-expiry-minutes"))
    @named_options
    @guard
    async def lobby_expiry(self, interaction: Interaction, minutes: app_commands.Range[int, 1, 10080]) -> None:
        """A lobby nobody starts closes after this long."""
        await self._update(interaction, lobby_expiry_minutes=minutes)

    @settings.command(
        name=cmd("dm-reminders", "cmd-settings-dm"),
        description=cmd("May players opt in to DM reminders", "cmd-settings-dm-desc"),
    )
    @app_commands.describe(allowed=cmd("Allow DM reminders (false stops them)", "cmd-settings-dm-allowed"))
    @named_options
    @guard
    async def dm_reminders(self, interaction: Interaction, allowed: bool) -> None:
        """Whether players may opt in to turn reminders by direct message."""
        await self._update(interaction, dm_reminders=allowed)

    @settings.command(
        name=cmd("pictures", "cmd-settings-pictures"),
        description=cmd("Draw pictures, or play in text alone", "cmd-settings-pictures-desc"),
    )
    @app_commands.describe(shown=cmd("Draw pictures (false: text alone)", "cmd-settings-pictures-shown"))
    @named_options
    @guard
    async def pictures(self, interaction: Interaction, shown: bool) -> None:
        """Boards, stories and replays as pictures, or every game in text alone."""
        await self._update(interaction, pictures=shown)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(SettingsCog(bot.services))
