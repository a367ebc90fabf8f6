"""The ``/game`` command group and the turn timer loop."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.errors import UserError
from bot.i18n import locale_for
from bot.i18n.commands import cmd
from cogs.game.common import Interaction, guarded, is_moderator, public_translator, send_ephemeral, translator
from cogs.game.lobby import lobby_message
from cogs.game.panel import open_panel
from cogs.game.presentation import presentation

if TYPE_CHECKING:
    from bot.app import MasqueradeBot

log = logging.getLogger(__name__)

# A deadline that passed while the bot was down is never held against the player.
RESTART_GRACE_SECONDS = 60


class GameCog(commands.Cog):
    def __init__(self, bot: MasqueradeBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.timers.start()

    async def cog_unload(self) -> None:
        self.timers.cancel()

    async def interaction_check(self, interaction: Interaction) -> bool:
        if interaction.guild is None:
            await send_ephemeral(interaction, translator(interaction)("error-dm"))
            return False
        return True

    game = app_commands.Group(
        name=cmd("game", "cmd-game"), description=cmd("Play a hidden-identity board game", "cmd-game-desc")
    )

    @game.command(name=cmd("new", "cmd-new"), description=cmd("Open a lobby for a new game here", "cmd-new-desc"))
    @app_commands.describe(game=cmd("Which game", "cmd-new-game"))
    @app_commands.choices(
        game=[
            app_commands.Choice(name=cmd("Mascarade", "cmd-choice-mascarade"), value="mascarade"),
            app_commands.Choice(name=cmd("Grimm Masquerade", "cmd-choice-grimm"), value="grimm"),
            app_commands.Choice(name=cmd("Suspicion", "cmd-choice-suspicion"), value="suspicion"),
        ]
    )
    async def new(self, interaction: Interaction, game: app_commands.Choice[str]) -> None:
        """Open a lobby for a new game in this channel."""

        async def work() -> None:
            assert interaction.guild_id is not None
            assert interaction.channel_id is not None
            record = await self.bot.service.new_lobby(
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                user_id=interaction.user.id,
                user_name=interaction.user.display_name,
                game=game.value,
                locale=locale_for(str(interaction.guild_locale))
                if interaction.guild_locale
                else self.bot.settings.default_locale,
                turn_seconds=self.bot.settings.turn_timer_seconds,
            )
            await interaction.response.send_message(
                **lobby_message(self.bot, record, public_translator(self.bot, record))
            )

        await guarded(interaction, work)

    async def _lobby_call(self, interaction: Interaction, op: str) -> None:
        async def work() -> None:
            record = await self.bot.service.channel_game(interaction.channel_id or 0)
            if record.status != "lobby":
                raise UserError("error-already-started")
            # A command has no lobby message to edit: answer with a fresh lobby message.
            if op == "join":
                record = await self.bot.service.join(record.id, interaction.user.id, interaction.user.display_name)
            elif op == "leave":
                record = await self.bot.service.leave(record.id, interaction.user.id)
            elif op == "cancel":
                record = await self.bot.service.cancel(record.id, interaction.user.id, is_moderator(interaction))
            elif op == "start":
                applied = await self.bot.service.start(record.id, interaction.user.id, is_moderator(interaction))
                await interaction.response.send_message(public_translator(self.bot, applied.record)("lobby-started"))
                await self.bot.table.post_board(applied.record)
                await self.bot.table.deliver(record.id)
                return
            t = public_translator(self.bot, record)
            if record.status == "cancelled":
                await interaction.response.send_message(t("lobby-cancelled"))
            else:
                await interaction.response.send_message(**lobby_message(self.bot, record, t))

        await guarded(interaction, work)

    @game.command(name=cmd("join", "cmd-join"), description=cmd("Take a seat in this channel's lobby", "cmd-join-desc"))
    async def join(self, interaction: Interaction) -> None:
        """Take a seat in this channel's lobby."""
        await self._lobby_call(interaction, "join")

    @game.command(name=cmd("leave", "cmd-leave"), description=cmd("Leave this channel's lobby", "cmd-leave-desc"))
    async def leave(self, interaction: Interaction) -> None:
        """Leave this channel's lobby."""
        await self._lobby_call(interaction, "leave")

    @game.command(name=cmd("start", "cmd-start"), description=cmd("Start the game (host)", "cmd-start-desc"))
    async def start(self, interaction: Interaction) -> None:
        """Start the game (host or moderator)."""
        await self._lobby_call(interaction, "start")

    @game.command(name=cmd("cancel", "cmd-cancel"), description=cmd("Cancel the lobby (host)", "cmd-cancel-desc"))
    async def cancel(self, interaction: Interaction) -> None:
        """Cancel the lobby (host or moderator)."""
        await self._lobby_call(interaction, "cancel")

    @game.command(name=cmd("board", "cmd-board"), description=cmd("Post the live board again here", "cmd-board-desc"))
    async def board(self, interaction: Interaction) -> None:
        """Post the live board again at the bottom of the channel."""

        async def work() -> None:
            record = await self.bot.service.channel_game(interaction.channel_id or 0)
            if record.state is None:
                raise UserError("error-not-started")
            await interaction.response.send_message(translator(interaction, record)("board-reposted"), ephemeral=True)
            await self.bot.table.post_board(record)

        await guarded(interaction, work)

    @game.command(name=cmd("panel", "cmd-panel"), description=cmd("Open your private panel", "cmd-panel-desc"))
    async def panel(self, interaction: Interaction) -> None:
        """Open your private panel: your secrets and your choices."""

        async def work() -> None:
            record = await self.bot.service.channel_game(interaction.channel_id or 0)
            await open_panel(interaction, record.id)

        await guarded(interaction, work)

    @game.command(name=cmd("rules", "cmd-rules"), description=cmd("Rules help, by topic", "cmd-rules-desc"))
    @app_commands.describe(
        game=cmd("Which game (default: the one in this channel)", "cmd-rules-game"),
        topic=cmd("A topic (leave empty for the list)", "cmd-rules-topic"),
    )
    @app_commands.choices(
        game=[
            app_commands.Choice(name=cmd("Mascarade", "cmd-choice-mascarade"), value="mascarade"),
            app_commands.Choice(name=cmd("Grimm Masquerade", "cmd-choice-grimm"), value="grimm"),
            app_commands.Choice(name=cmd("Suspicion", "cmd-choice-suspicion"), value="suspicion"),
        ]
    )
    async def rules(
        self, interaction: Interaction, game: app_commands.Choice[str] | None = None, topic: str | None = None
    ) -> None:
        """Rules help for the running game or a chosen one, ephemeral, by topic."""

        async def work() -> None:
            game_id = game.value if game else None
            if game_id is None:
                record = await self.bot.store.live_in_channel(interaction.channel_id or 0)
                if record is None:
                    raise UserError("error-rules-which-game")
                game_id = record.game
            t = translator(interaction)
            topics = presentation(game_id).rules_topics
            embed = discord.Embed(title=t(f"{game_id}-name"))
            if topic in topics:
                embed.add_field(name=t(f"{game_id}-rules-topic-{topic}"), value=t(f"{game_id}-rules-{topic}"))
            else:
                embed.description = (
                    t("rules-topics-intro")
                    + "\n"
                    + "\n".join(f"• `{name}` — {t(f'{game_id}-rules-topic-{name}')}" for name in topics)
                )
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await guarded(interaction, work)

    @rules.autocomplete("topic")
    async def _topic_autocomplete(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        t = translator(interaction)
        record = await self.bot.store.live_in_channel(interaction.channel_id or 0)
        chosen = getattr(interaction.namespace, "game", None) or (record.game if record else "mascarade")
        choices = []
        for name in presentation(chosen).rules_topics:
            title = t(f"{chosen}-rules-topic-{name}")
            if current.lower() in title.lower() or current.lower() in name:
                choices.append(app_commands.Choice(name=title[:100], value=name))
        return choices[:25]

    # -- timers ----------------------------------------------------------------------

    @tasks.loop(seconds=1.0)
    async def timers(self) -> None:
        """Remind at half time, then apply the game's timeout ruling at the deadline."""
        now = time.time()
        async with self.bot.db.execute(
            "SELECT id, deadline_at, turn_seconds, reminded FROM games "
            "WHERE status = 'running' AND deadline_at IS NOT NULL"
        ) as cur:
            due = list(await cur.fetchall())
        for game_id, deadline, turn_seconds, reminded in due:
            try:
                if deadline <= now:
                    if await self.bot.service.expire(game_id):
                        await self.bot.table.deliver(game_id)
                elif not reminded and deadline - now <= turn_seconds / 2:
                    await self._remind(game_id, int(deadline - now))
            except Exception:
                log.exception("timer for game %s failed", game_id)

    @timers.before_loop
    async def _before_timers(self) -> None:
        await self.bot.wait_until_ready()
        now = time.time()
        await self.bot.db.execute(
            "UPDATE games SET deadline_at = MAX(deadline_at, ? + MIN(turn_seconds, ?)) "
            "WHERE status = 'running' AND deadline_at IS NOT NULL",
            (now, RESTART_GRACE_SECONDS),
        )
        for record in await self.bot.store.live_games():
            try:
                await self.bot.table.deliver(record.id)
            except discord.HTTPException:
                log.warning("could not resume game %s in channel %s", record.id, record.channel_id, exc_info=True)

    async def _remind(self, game_id: int, seconds_left: int) -> None:
        record = await self.bot.service.game(game_id)
        await self.bot.service.mark_reminded(game_id)
        state = self.bot.service.state(record)
        seats = {d.seat for d in self.bot.service.rules(record).pending(state)}
        users = [s.user_id for s in record.seats if s.seat in seats]
        if not users:
            return
        t = public_translator(self.bot, record)
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        await channel.send(
            t("timer-reminder", who=", ".join(f"<@{u}>" for u in users), n=seconds_left),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
