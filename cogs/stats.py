"""``/stats``, ``/leaderboard`` and ``/privacy forget-me``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n.commands import cmd
from cogs.game.choices import offer_games
from cogs.game.common import Interaction, guard, send_ephemeral, translator

if TYPE_CHECKING:
    from cogs.game.services import GameBot, Services

LEADERBOARD_PAGE = 10
MIN_GAMES_TO_RANK = 3


class StatsCog(commands.Cog):
    def __init__(self, services: Services) -> None:
        self.services = services
        offer_games(services.presentations, self.stats, self.leaderboard)

    async def interaction_check(self, interaction: Interaction) -> bool:
        # /privacy forget-me works anywhere; ``interaction.command`` is the subcommand, so
        # compare its root (the group) — the subcommand's own name is "forget-me".
        command = interaction.command
        root = (command.root_parent or command) if isinstance(command, app_commands.Command) else command
        if interaction.guild is None and root is not None and root.name != "privacy":
            await send_ephemeral(interaction, translator(interaction)("error-dm"))
            return False
        return True

    @app_commands.command(name=cmd("stats", "cmd-stats"), description=cmd("Games played and won", "cmd-stats-desc"))
    @app_commands.describe(
        user=cmd("Whose stats (default: yours)", "cmd-stats-user"), game=cmd("Which game", "cmd-new-game")
    )
    @guard
    async def stats(
        self, interaction: Interaction, user: discord.User | None = None, game: app_commands.Choice[str] | None = None
    ) -> None:
        """Games played, wins and win rate, per game, in this server."""
        assert interaction.guild_id is not None
        who = user or interaction.user
        t = translator(interaction)
        rows = await self.services.stats.player(interaction.guild_id, who.id, game.value if game else None)
        embed = discord.Embed(title=t("stats-title", name=t.name(who.display_name)))
        for row in rows:
            embed.add_field(
                name=t(f"{row.game}-name"),
                value=t("stats-line", played=row.played, wins=row.wins, rate=round(row.win_rate * 100)),
            )
        if not rows:
            embed.description = t("stats-none")
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(
        name=cmd("leaderboard", "cmd-leaderboard"), description=cmd("The server's top players", "cmd-leaderboard-desc")
    )
    @app_commands.describe(game=cmd("Which game", "cmd-new-game"), page=cmd("Page", "cmd-leaderboard-page"))
    @guard
    async def leaderboard(
        self,
        interaction: Interaction,
        game: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 100] = 1,
    ) -> None:
        """Top players by wins (at least three games to rank), ten per page."""
        assert interaction.guild_id is not None
        t = translator(interaction)
        offset = (page - 1) * LEADERBOARD_PAGE
        rows = await self.services.stats.leaderboard(
            interaction.guild_id,
            game.value if game else None,
            min_games=MIN_GAMES_TO_RANK,
            offset=offset,
            limit=LEADERBOARD_PAGE,
        )
        title = t("leaderboard-title", game=t(f"{game.value}-name") if game else t("leaderboard-all"))
        lines = [
            t("leaderboard-line", rank=offset + i + 1, name=t.name(r.name), wins=r.wins, played=r.played)
            for i, r in enumerate(rows)
        ]
        embed = discord.Embed(title=title, description="\n".join(lines) or t("leaderboard-empty", n=MIN_GAMES_TO_RANK))
        embed.set_footer(text=t("leaderboard-page", n=page))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    privacy = app_commands.Group(name=cmd("privacy", "cmd-privacy"), description=cmd("Your data", "cmd-privacy-desc"))

    @privacy.command(
        name=cmd("forget-me", "cmd-forget"),
        description=cmd("Delete your stats and your name from logs", "cmd-forget-desc"),
    )
    @guard
    async def forget_me(self, interaction: Interaction) -> None:
        """Delete your statistics and replace your name in stored game logs."""
        count = await self.services.stats.forget(interaction.user.id)
        await interaction.response.send_message(translator(interaction)("privacy-forgotten", n=count), ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(StatsCog(bot.services))
