"""``/stats``, ``/leaderboard`` and ``/privacy forget-me``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.skill import PROVISIONAL_GAMES, Skill
from bot.i18n.commands import cmd, named_options
from cogs.table.choices import offer_games
from cogs.table.common import Interaction, guard, send_ephemeral, translator

if TYPE_CHECKING:
    from cogs.table.services import GameBot, Services

LEADERBOARD_PAGE = 10
MIN_GAMES_TO_RANK = 3  # rated games in the scope shown


def shown(rating: Skill) -> int:
    """A rating as players see it: its points (``Skill.points``: 1000 for a newcomer, in the
    order the leaderboard ranks by) — never μ or σ, nor a negative number."""
    return rating.points


def provisional(rated: int) -> str:
    """ "provisional" after a rating with fewer rated games than ``PROVISIONAL_GAMES``, else
    "" (the catalogue's selector word)."""
    return "yes" if rated < PROVISIONAL_GAMES else "no"


def sign(change: float) -> str:
    """The sign a change of rating is shown with (the catalogue formats its size)."""
    return "+" if change > 0 else "−" if change < 0 else "±"


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

    @app_commands.command(
        name=cmd("stats", "cmd-stats"), description=cmd("Games played and won, and ratings", "cmd-stats-desc")
    )
    @app_commands.describe(
        user=cmd("Whose stats (default: yours)", "cmd-stats-user"),
        game=cmd("Which game", "cmd-new-game"),
        everywhere=cmd("Every server's games (default: this server's)", "cmd-stats-everywhere"),
    )
    @named_options
    @guard
    async def stats(
        self,
        interaction: Interaction,
        user: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
        everywhere: bool = False,
    ) -> None:
        """Games played, wins, win rate and rating per game, and the last rating changes."""
        assert interaction.guild_id is not None
        who = user or interaction.user
        t = translator(interaction)
        chosen = game.value if game else None
        reads = self.services.stats
        await self.services.service.ratings_settled()  # a game that just ended counts
        rows = await reads.player(interaction.guild_id, who.id, chosen, everywhere=everywhere)
        embed = discord.Embed(title=t("stats-title", name=t.name(who.display_name)))
        for row in rows:
            lines = [t("stats-line", played=row.played, wins=row.wins, rate=round(row.win_rate * 100))]
            if row.rating is not None:
                lines.append(t("stats-rating", points=shown(row.rating), provisional=provisional(row.rated)))
            embed.add_field(name=t(f"{row.game}-name"), value="\n".join(lines))
        changes = await reads.rating_history(interaction.guild_id, who.id, chosen, everywhere=everywhere)
        if changes:
            embed.add_field(
                name=t("stats-changes"),
                value="\n".join(
                    t(
                        "stats-change",
                        game=t(f"{c.game}-name"),
                        id=c.game_id,
                        before=shown(c.before),
                        after=shown(c.after),
                        sign=sign(shown(c.after) - shown(c.before)),
                        change=abs(shown(c.after) - shown(c.before)),
                        when=f"<t:{int(c.finished_at)}:d>",
                    )
                    for c in changes
                ),
                inline=False,
            )
        if not rows:
            embed.description = t("stats-none")
        scope = t("stats-everywhere" if everywhere else "stats-here")
        embed.set_footer(text=t("rating-explained", scope=scope, n=PROVISIONAL_GAMES))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(
        name=cmd("leaderboard", "cmd-leaderboard"),
        description=cmd("The server's top players by rating", "cmd-leaderboard-desc"),
    )
    @app_commands.describe(
        game=cmd("Which game", "cmd-new-game"),
        page=cmd("Page", "cmd-leaderboard-page"),
        everywhere=cmd("Bot-wide ratings of this server's players", "cmd-leaderboard-everywhere"),
    )
    @named_options
    @guard
    async def leaderboard(
        self,
        interaction: Interaction,
        game: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 100] = 1,
        everywhere: bool = False,
    ) -> None:
        """Players by rating (at least three rated games to rank), ten per page; without a
        game, one line per player and game."""
        assert interaction.guild_id is not None
        t = translator(interaction)
        offset = (page - 1) * LEADERBOARD_PAGE
        await self.services.service.ratings_settled()  # a game that just ended counts
        rows = await self.services.stats.leaderboard(
            interaction.guild_id,
            game.value if game else None,
            everywhere=everywhere,
            min_games=MIN_GAMES_TO_RANK,
            offset=offset,
            limit=LEADERBOARD_PAGE,
        )
        title = t("leaderboard-title", game=t(f"{game.value}-name") if game else t("leaderboard-all"))
        if everywhere:
            title = t("leaderboard-title-everywhere", title=title)
        lines = [
            t(
                "leaderboard-line" if game else "leaderboard-line-game",
                rank=offset + i + 1,
                name=t.name(r.name),
                points=shown(r.rating),
                provisional=provisional(r.played),
                game=t(f"{r.game}-name"),
                played=r.played,
            )
            for i, r in enumerate(rows)
        ]
        embed = discord.Embed(title=title, description="\n".join(lines) or t("leaderboard-empty", n=MIN_GAMES_TO_RANK))
        embed.set_footer(text=t("leaderboard-page", n=page, min=MIN_GAMES_TO_RANK, provisional=PROVISIONAL_GAMES))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    privacy = app_commands.Group(name=cmd("privacy", "cmd-privacy"), description=cmd("Your data", "cmd-privacy-desc"))

    @privacy.command(
        name=cmd("forget-me", "cmd-forget"),
        description=cmd("Delete your stats and ratings and your name from logs", "cmd-forget-desc"),
    )
    @guard
    async def forget_me(self, interaction: Interaction) -> None:
        """Delete your statistics and ratings and replace your name in stored game logs."""
        count = await self.services.stats.forget(interaction.user.id)
        await interaction.response.send_message(translator(interaction)("privacy-forgotten", n=count), ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(StatsCog(bot.services))
