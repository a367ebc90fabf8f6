"""``/help``: what a player, a host and a moderator can do, on one private page.

Each line is a command as the reader's Discord shows it (its name in their language) and
its own description, so the page says exactly what the command menu offers;
tests/e2e/test_help.py holds the list against the command tree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import Translator
from bot.i18n.commands import cmd
from cogs.table.common import Interaction, guard, translator

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = ["SECTIONS", "HelpCog"]

# A command is the catalogue keys of its name's parts; its description is its last key's "-desc".
Command = tuple[str, ...]
SECTIONS: dict[str, tuple[Command, ...]] = {
    "help-player": (
        ("cmd-game", "cmd-new"),
        ("cmd-game", "cmd-join"),
        ("cmd-game", "cmd-leave"),
        ("cmd-game", "cmd-panel"),
        ("cmd-game", "cmd-board"),
        ("cmd-game", "cmd-rules"),
        ("cmd-game", "cmd-reminders"),
        ("cmd-game", "cmd-practice"),
        ("cmd-game", "cmd-learn"),
        ("cmd-game", "cmd-history"),
        ("cmd-game", "cmd-log"),
        ("cmd-game", "cmd-replay"),
        ("cmd-game", "cmd-doctor"),
        ("cmd-stats",),
        ("cmd-leaderboard",),
        ("cmd-privacy", "cmd-forget"),
        ("cmd-help",),
    ),
    "help-days": (
        ("cmd-game", "cmd-away", "cmd-away-zone"),
        ("cmd-game", "cmd-away", "cmd-away-quiet"),
        ("cmd-game", "cmd-away", "cmd-away-holiday"),
        ("cmd-game", "cmd-away", "cmd-away-back"),
        ("cmd-settings", "cmd-settings-me"),
    ),
    "help-host": (
        ("cmd-game", "cmd-start"),
        ("cmd-game", "cmd-cancel"),
        ("cmd-game", "cmd-hints"),
        ("cmd-game", "cmd-clock"),
        ("cmd-game", "cmd-kick"),
        ("cmd-game", "cmd-replace"),
    ),
    "help-moderator": (
        ("cmd-mod", "cmd-mod-pause"),
        ("cmd-mod", "cmd-mod-resume"),
        ("cmd-mod", "cmd-mod-extend"),
        ("cmd-mod", "cmd-mod-skip"),
        ("cmd-mod", "cmd-mod-end"),
        ("cmd-mod", "cmd-mod-remove"),
        ("cmd-mod", "cmd-mod-replace"),
        ("cmd-mod", "cmd-mod-host"),
        ("cmd-mod", "cmd-mod-repair"),
        ("cmd-mod", "cmd-mod-log"),
    ),
    "help-settings": (
        ("cmd-settings", "cmd-settings-show"),
        ("cmd-settings", "cmd-settings-channel"),
        ("cmd-settings", "cmd-settings-modrole"),
        ("cmd-settings", "cmd-settings-timer"),
        ("cmd-settings", "cmd-settings-language"),
        ("cmd-settings", "cmd-settings-expiry"),
        ("cmd-settings", "cmd-settings-dm"),
        ("cmd-settings", "cmd-settings-pictures"),
        ("cmd-settings", "cmd-settings-threads"),
    ),
    "help-nights": (
        ("cmd-gamenight", "cmd-gamenight-open"),
        ("cmd-gamenight", "cmd-gamenight-close"),
        ("cmd-gamenight", "cmd-gamenight-plan"),
        ("cmd-game", "cmd-watch"),
    ),
}


def help_lines(commands: tuple[Command, ...], t: Translator) -> str:
    return "\n".join(f"`/{' '.join(t(key) for key in command)}` — {t(command[-1] + '-desc')}" for command in commands)


class HelpCog(commands.Cog):
    @app_commands.command(name=cmd("help", "cmd-help"), description=cmd("What you can do here", "cmd-help-desc"))
    @guard
    async def help(self, interaction: Interaction) -> None:
        """One ephemeral page: a player's, a host's and a moderator's commands."""
        t = translator(interaction)
        embed = discord.Embed(title=t("help-title"), description=t("help-intro"))
        for section, listed in SECTIONS.items():
            embed.add_field(name=t(f"{section}-title"), value=help_lines(listed, t), inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(HelpCog())
