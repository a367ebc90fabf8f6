"""The ``/game`` command group and the turn timer loop."""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.core.errors import UserError, storage_trouble
from bot.i18n.commands import cmd, named_options
from bot.players.base import LEVELS
from bot.store.records import GameRecord, GameStatus, LiveGame, PauseReason
from cogs.table import away as away_commands
from cogs.table.choices import offer_games
from cogs.table.clock import relative
from cogs.table.common import (
    Interaction,
    guard,
    is_moderator,
    note_stuck_games,
    posted_message_id,
    public_translator,
    send_ephemeral,
    translator,
    unless_storage_fails,
    user_mention,
)
from cogs.table.computers import ComputerRunner
from cogs.table.lobby import (
    lobby_command,
    lobby_edit_lock,
    lobby_view,
    new_lobby_here,
    open_practice,
    set_clock,
    show_lobby,
    uses_threads,
)
from cogs.table.panel import open_panel
from cogs.table.permissions import REQUIRED_PERMISSIONS, THREAD_TABLE_PERMISSIONS, missing
from cogs.table.primer import tell_primer
from cogs.table.replay import finished_game, send_replay
from cogs.table.tutorial import open_lesson

if TYPE_CHECKING:
    from cogs.table.services import GameBot, Services

log = logging.getLogger(__name__)

# A deadline that passed while the bot was down is never held against the player.
RESTART_GRACE_SECONDS = 60
# The levels a computer player may be given (``bot.players.LEVELS``).
LEVEL_CHOICES = [app_commands.Choice(name=cmd(level, f"computer-level-{level}"), value=level) for level in LEVELS]
# How often the channels are compared with the database, and how long a lobby may miss its
# message (or a game its board) before that counts as lost — longer than any command takes.
RECONCILE_SECONDS = 60.0
RECONCILE_GRACE_SECONDS = 60.0
REPLAY_CHOICES = 25  # an autocomplete offers at most 25 choices


async def host_or_moderator_may_act_on(interaction: Interaction, record: GameRecord, user_id: int) -> bool:
    """/game replace and /game kick: a moderator may act on any player, the host only on
    one marked away; anyone else is refused with the reason. Returns whether the user is a
    moderator. Checked on ``record`` as read before the game's lock: a player who comes
    back in between is still acted on (the service does not repeat the away check)."""
    if await is_moderator(interaction):
        return True
    if interaction.user.id != record.host_id:
        raise UserError("error-host-only")
    seat = record.seat_of(user_id)
    if seat is None:
        raise UserError("error-target-not-seated")
    if not seat.away:
        raise UserError("error-not-away")
    return False


class GameCog(commands.Cog):
    def __init__(self, bot: GameBot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self._resumed = False  # the start-up work of the timer loop is done
        self._next_reconcile = 0.0
        # Why the timer loop's last run failed ("storage", "bug"; logged once per run of failures).
        self._failing = False  # a run of timer failures that are bugs is under way
        self._database_lost = False  # said once (see _check_database_file)
        # Lobbies older than this were opened by an earlier run; the restart grace is measured
        # from here too, so a game started before the timer loop's first tick keeps its deadline.
        self._loaded_at = services.clock()
        # One run of the timer loop's work at a time: the loop's, or one a test asked for.
        self._timers_running = asyncio.Lock()
        self.runner = ComputerRunner(services)
        offer_games(services.presentations, self.new, self.practice, self.learn, self.rules)

    async def cog_load(self) -> None:
        self.services.service.changed = self.runner.wake
        self.timers.start()

    async def cog_unload(self) -> None:
        self.timers.cancel()
        self.runner.stop()

    async def interaction_check(self, interaction: Interaction) -> bool:
        if interaction.guild is None:
            await send_ephemeral(interaction, translator(interaction)("error-dm"))
            return False
        await note_stuck_games(interaction)
        return True

    game = app_commands.Group(
        name=cmd("game", "cmd-game"), description=cmd("Play a hidden-identity board game", "cmd-game-desc")
    )

    @game.command(name=cmd("new", "cmd-new"), description=cmd("Open a lobby for a new game here", "cmd-new-desc"))
    @app_commands.describe(game=cmd("Which game", "cmd-new-game"))
    @named_options
    @guard
    async def new(self, interaction: Interaction, game: app_commands.Choice[str]) -> None:
        """Open a lobby for a new game in this channel."""
        lobby, in_thread = await new_lobby_here(interaction, game.value)
        if in_thread:
            await self.services.threads.open_lobby(interaction, lobby)
        else:
            record = await self.services.service.new_lobby(lobby)
            # A /game join right behind this waits for the message's id, so it can edit it.
            async with lobby_edit_lock(record.id):
                await interaction.response.send_message(
                    **await lobby_view(self.bot, record, public_translator(self.bot, record))
                )
                await self.services.store.record_lobby_message(record.id, await posted_message_id(interaction))
        await tell_primer(interaction, game.value)  # the host took the first seat

    @game.command(
        name=cmd("practice", "cmd-practice"),
        description=cmd("Play at once against computer players", "cmd-practice-desc"),
    )
    @app_commands.describe(
        game=cmd("Which game", "cmd-new-game"),
        players=cmd("Players at the table, you included", "cmd-practice-players"),
        level=cmd("How the computer players play", "cmd-computer-level"),
        hints=cmd("Offer hints (💡) in your panel; a game with hints is not rated", "cmd-practice-hints"),
    )
    @named_options
    @app_commands.choices(level=LEVEL_CHOICES)
    @guard
    async def practice(
        self,
        interaction: Interaction,
        game: app_commands.Choice[str],
        players: app_commands.Range[int, 2, 13],
        level: app_commands.Choice[str],
        hints: bool = True,
    ) -> None:
        """Start a table of you and computer players here, at once (no lobby)."""
        await open_practice(interaction, game.value, players, level.value, hints)

    @game.command(
        name=cmd("learn", "cmd-learn"),
        description=cmd("Learn a game: a guided first game, just for you", "cmd-learn-desc"),
    )
    @app_commands.describe(
        game=cmd("Which game", "cmd-new-game"),
        again=cmd("Start the lesson over", "cmd-learn-again"),
    )
    @named_options
    @guard
    async def learn(self, interaction: Interaction, game: app_commands.Choice[str], again: bool = False) -> None:
        """A guided first game against computer players, shown to you alone (it resumes where you left it)."""
        await open_lesson(interaction, game.value, again=again)

    @game.command(
        name=cmd("replace", "cmd-replace"),
        description=cmd("A computer player takes over an away player's seat (host)", "cmd-replace-desc"),
    )
    @app_commands.describe(
        player=cmd("The player", "cmd-mod-player"), level=cmd("How the computer player plays", "cmd-computer-level")
    )
    @named_options
    @app_commands.choices(level=LEVEL_CHOICES)
    @guard
    async def replace(self, interaction: Interaction, player: discord.User, level: app_commands.Choice[str]) -> None:
        """A computer player continues the seat of a player marked away (host), or of any player (moderator)."""
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        moderator = await host_or_moderator_may_act_on(interaction, record, player.id)
        await self.services.computers.replace(record.id, interaction.user.id, player.id, level.value, audited=moderator)
        await interaction.response.send_message(translator(interaction)("mod-done"), ephemeral=True)
        self.services.table.soon(self.services.table.deliver(record.id))

    @guard
    async def _lobby_call(self, interaction: Interaction, op: str, first: int | None = None) -> None:
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        await lobby_command(interaction, record.id, op, first)

    @game.command(name=cmd("join", "cmd-join"), description=cmd("Take a seat in this channel's lobby", "cmd-join-desc"))
    @guard
    async def join(self, interaction: Interaction) -> None:
        """Take a seat in this channel's lobby."""
        await self._lobby_call(interaction, "join")

    @game.command(name=cmd("leave", "cmd-leave"), description=cmd("Leave this channel's lobby", "cmd-leave-desc"))
    @guard
    async def leave(self, interaction: Interaction) -> None:
        """Leave this channel's lobby, or a practice table you play alone (it ends)."""
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        if record.status == GameStatus.LOBBY:
            await lobby_command(interaction, record.id, "leave")
            return
        await self.services.moderation.abandon(record.id, interaction.user.id)
        await interaction.response.send_message(translator(interaction)("game-abandoned-done"), ephemeral=True)
        self.services.table.soon(self.services.table.deliver(record.id))

    @game.command(name=cmd("start", "cmd-start"), description=cmd("Start the game (host)", "cmd-start-desc"))
    @app_commands.describe(first=cmd("Who plays first (default: random)", "cmd-start-first"))
    @named_options
    @guard
    async def start(self, interaction: Interaction, first: discord.User | None = None) -> None:
        """Start the game (host or moderator); optionally pick the first player."""
        await self._lobby_call(interaction, "start", first.id if first else None)

    @game.command(
        name=cmd("hints", "cmd-hints"),
        description=cmd(
            "Allow hints (💡) at this table, or not (host); a game with hints is not rated", "cmd-hints-desc"
        ),
    )
    @app_commands.describe(allowed=cmd("Whether players may ask for hints", "cmd-hints-allowed"))
    @named_options
    @guard
    async def hints(self, interaction: Interaction, allowed: bool) -> None:
        """Allow hints at this table, or not (host or moderator, before the start)."""
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        if not self.services.hints.supported(record.game):
            raise UserError("hint-error-unsupported")
        await self.services.service.set_hints(record.id, interaction.user.id, await is_moderator(interaction), allowed)
        answer = "lobby-answer-hints-on" if allowed else "lobby-answer-hints-off"
        await interaction.response.send_message(translator(interaction)(answer), ephemeral=True)
        await show_lobby(self.bot, record.id)

    @game.command(name=cmd("cancel", "cmd-cancel"), description=cmd("Cancel the lobby (host)", "cmd-cancel-desc"))
    @guard
    async def cancel(self, interaction: Interaction) -> None:
        """Cancel the lobby (host or moderator)."""
        await self._lobby_call(interaction, "cancel")

    @game.command(name=cmd("board", "cmd-board"), description=cmd("Post the live board again here", "cmd-board-desc"))
    @guard
    async def board(self, interaction: Interaction) -> None:
        """Post the live board again at the bottom of the channel."""
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        if record.state is None:
            raise UserError("error-not-started")
        if (url := self.services.table.board_in_view(record)) is not None:
            raise UserError("error-board-in-view", url=url)
        await interaction.response.send_message(translator(interaction, record)("board-reposted"), ephemeral=True)
        self.services.table.soon(self.services.table.post_board(record))

    @game.command(name=cmd("panel", "cmd-panel"), description=cmd("Open your private panel", "cmd-panel-desc"))
    @guard
    async def panel(self, interaction: Interaction) -> None:
        """Open your private panel: your secrets and your choices."""
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        await open_panel(interaction, record.id, record)

    @game.command(
        name=cmd("watch", "cmd-watch"), description=cmd("Follow this table privately (not a player)", "cmd-watch-desc")
    )
    @app_commands.describe(
        caster=cmd("Cast it for a stream: a few moves late (the host allows it)", "cmd-watch-caster")
    )
    @named_options
    @guard
    async def watch(self, interaction: Interaction, caster: bool = False) -> None:
        """What the table sees — the board, the log, whose turn — privately, kept up to date; never a secret."""
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        await self.services.spectators.watch(interaction, record, caster=caster)

    @game.command(name=cmd("rules", "cmd-rules"), description=cmd("Rules help, by topic", "cmd-rules-desc"))
    @app_commands.describe(
        game=cmd("Which game (default: the one in this channel)", "cmd-rules-game"),
        topic=cmd("A topic (leave empty for the list)", "cmd-rules-topic"),
    )
    @named_options
    @guard
    async def rules(
        self, interaction: Interaction, game: app_commands.Choice[str] | None = None, topic: str | None = None
    ) -> None:
        """Rules help for the running game or a chosen one, ephemeral, by topic."""
        game_id = game.value if game else None
        if game_id is None:
            record = await self.services.store.live_in_channel(interaction.channel_id or 0)
            if record is None:
                raise UserError("error-rules-which-game")
            game_id = record.game
        t = translator(interaction)
        topics = self.services.presentations[game_id].rules_topics
        titles = {name: t(f"{game_id}-rules-topic-{name}") for name in topics}
        # The autocomplete gives a topic's id; a topic typed by hand may be its title, in the reader's language.
        typed = (topic or "").strip().casefold()
        by_title = next((name for name, title in titles.items() if title.casefold() == typed), None)
        chosen = topic if topic in titles else by_title
        embed = discord.Embed(title=t(f"{game_id}-name"))
        if chosen is not None:
            embed.add_field(name=titles[chosen], value=t(f"{game_id}-rules-{chosen}"))
        else:
            lines = [t("rules-topic-line", topic=name, title=title) for name, title in titles.items()]
            embed.description = t("rules-topics-intro") + "\n" + "\n".join(lines)
        embed.set_footer(text=t("rules-rulings-footer"))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @rules.autocomplete("topic")
    async def _topic_autocomplete(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        t = translator(interaction)
        # The topics are built in: with the storage away, the first game's are offered.
        record = await unless_storage_fails(self.services.store.live_in_channel(interaction.channel_id or 0), None)
        # The game asked about, else this channel's, else the first the registry offers.
        chosen = getattr(interaction.namespace, "game", None) or (record.game if record else self.services.first_game)
        if chosen not in self.services.presentations:
            return []
        choices = []
        for name in self.services.presentations[chosen].rules_topics:
            title = t(f"{chosen}-rules-topic-{name}")
            if current.lower() in title.lower() or current.lower() in name:
                choices.append(app_commands.Choice(name=title[:100], value=name))
        return choices[:25]

    @game.command(name=cmd("kick", "cmd-kick"), description=cmd("Remove an away player (host)", "cmd-kick-desc"))
    @app_commands.describe(
        player=cmd("The player", "cmd-mod-player"),
        confirm=cmd("Remove them even if that ends the game", "cmd-remove-confirm"),
    )
    @named_options
    @guard
    async def kick(self, interaction: Interaction, player: discord.User, confirm: bool = False) -> None:
        """Remove a player marked away (host), or any player (moderator)."""
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        await host_or_moderator_may_act_on(interaction, record, player.id)
        await self.services.moderation.remove(record.id, interaction.user.id, player.id, confirmed=confirm)
        await interaction.response.send_message(translator(interaction)("mod-done"), ephemeral=True)
        self.services.table.soon(self.services.table.deliver(record.id))

    @game.command(name=cmd("doctor", "cmd-doctor"), description=cmd("Check my permissions here", "cmd-doctor-desc"))
    @guard
    async def doctor(self, interaction: Interaction) -> None:
        """List the permissions the bot is missing in this channel, in plain words."""
        t = translator(interaction)
        wanted: tuple[str, ...] = REQUIRED_PERMISSIONS
        assert interaction.guild_id is not None
        if uses_threads(await self.services.guild_settings.get(interaction.guild_id), interaction):
            wanted += THREAD_TABLE_PERMISSIONS
        lacking = missing(interaction.app_permissions, wanted)
        if lacking:
            lines = "\n".join(f"❌ {t(f'perm-{name}')}" for name in lacking)
            text = t("doctor-missing") + "\n" + lines
        else:
            text = "✅ " + t("doctor-ok")
        await interaction.response.send_message(text, ephemeral=True)

    @game.command(name=cmd("history", "cmd-history"), description=cmd("Recent finished games here", "cmd-history-desc"))
    @guard
    async def history(self, interaction: Interaction) -> None:
        """The server's recent finished games."""
        assert interaction.guild_id is not None
        t = translator(interaction)
        games = await self.services.stats.history(interaction.guild_id)
        lines = []
        for g in games:
            winners = ", ".join(user_mention(w) for w in g.winners) or t("history-no-winner")
            when = relative(g.finished_at or 0)
            lines.append(
                t("history-line", game=g.id, name=t(f"{g.game}-name"), n=g.players, winners=winners, when=when)
            )
        embed = discord.Embed(title=t("history-title"), description="\n".join(lines)[:4000] or t("history-empty"))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @game.command(name=cmd("log", "cmd-log"), description=cmd("The full log of a finished game", "cmd-log-desc"))
    @app_commands.describe(game_id=cmd("The game number (see /game history)", "cmd-log-id"))
    @named_options
    @guard
    async def log_(self, interaction: Interaction, game_id: int) -> None:
        """The complete log of a finished game, every secret revealed."""
        record = await self.services.service.game(game_id)
        # Secrets of an unfinished game are never shown, and other servers' games not at all.
        if record.guild_id != interaction.guild_id or record.status != GameStatus.FINISHED:
            raise UserError("error-log-unavailable")
        t = translator(interaction, record)
        content = await self.services.table.full_log(record, t)
        await interaction.response.send_message(
            t("log-title", game=record.id, name=t(f"{record.game}-name")),
            file=discord.File(io.BytesIO(content.encode()), filename=f"game-{record.id}-log.txt"),
            ephemeral=True,
        )

    @game.command(name=cmd("replay", "cmd-replay"), description=cmd("Step through a finished game", "cmd-replay-desc"))
    @app_commands.describe(game=cmd("A finished game of this server", "cmd-replay-game"))
    @named_options
    @guard
    async def replay(self, interaction: Interaction, game: int) -> None:
        """A finished game of this server step by step, every secret revealed, ephemeral."""
        await send_replay(interaction, await finished_game(interaction, game), 0)

    @replay.autocomplete("game")
    async def _replay_autocomplete(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        """This server's recent finished games, by number, game and the day they ended."""
        t = translator(interaction)
        choices = []
        history = self.services.stats.history(interaction.guild_id or 0, limit=REPLAY_CHOICES)
        for g in await unless_storage_fails(history, []):
            ended = datetime.datetime.fromtimestamp(g.finished_at or 0, tz=datetime.UTC)
            name = t("replay-choice", game=g.id, name=t(f"{g.game}-name"), n=g.players, when=ended.strftime("%Y-%m-%d"))
            if current.strip().lstrip("#") in str(g.id) or current.lower() in name.lower():
                choices.append(app_commands.Choice(name=name[:100], value=g.id))
        return choices

    @game.command(
        name=cmd("clock", "cmd-clock"), description=cmd("Set the lobby's clock by hand (host)", "cmd-clock-desc")
    )
    @app_commands.describe(
        turn=cmd("A timer per decision, e.g. 3m (no time bank)", "cmd-clock-turn"),
        answer=cmd("The answer timer, e.g. 45s", "cmd-clock-answer"),
        bank=cmd("A time bank to start with, e.g. 3d", "cmd-clock-bank"),
        increment=cmd("Added after each decision, e.g. 12h", "cmd-clock-increment"),
        cap=cmd("The most a bank may hold, e.g. 5d", "cmd-clock-cap"),
    )
    @named_options
    @guard
    async def clock(
        self,
        interaction: Interaction,
        turn: str | None = None,
        answer: str | None = None,
        bank: str | None = None,
        increment: str | None = None,
        cap: str | None = None,
    ) -> None:
        """Set this channel's lobby clock: a turn timer or a time bank, and the answer timer (host)."""
        record = await self.services.service.channel_game(interaction.channel_id or 0)
        await set_clock(interaction, record.id, turn=turn, answer=answer, bank=bank, increment=increment, cap=cap)

    away = app_commands.Group(
        name=cmd("away", "cmd-away"),
        description=cmd("Your time zone, quiet hours and holidays", "cmd-away-desc"),
        parent=game,
    )

    @away.command(name=cmd("zone", "cmd-away-zone"), description=cmd("Set your time zone", "cmd-away-zone-desc"))
    @app_commands.describe(zone=cmd("A time zone, e.g. Europe/Berlin", "cmd-away-zone-arg"))
    @named_options
    @guard
    async def away_zone(self, interaction: Interaction, zone: str) -> None:
        """Your time zone: your quiet hours and holidays are in its local time."""
        await away_commands.set_zone(interaction, zone)

    @away_zone.autocomplete("zone")
    async def _zone_autocomplete(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        return away_commands.zone_choices(current)

    @away.command(
        name=cmd("quiet", "cmd-away-quiet"), description=cmd("Hours when nobody calls you", "cmd-away-quiet-desc")
    )
    @app_commands.describe(
        start=cmd("From this hour, local time (0-23)", "cmd-away-quiet-start"),
        end=cmd("Until this hour (the same hour: no quiet hours)", "cmd-away-quiet-end"),
    )
    @named_options
    @guard
    async def away_quiet(
        self, interaction: Interaction, start: app_commands.Range[int, 0, 23], end: app_commands.Range[int, 0, 23]
    ) -> None:
        """Quiet hours: in games played over days, nobody calls you and your time bank stops."""
        await away_commands.quiet(interaction, start, end)

    @away.command(
        name=cmd("holiday", "cmd-away-holiday"),
        description=cmd("Stop your clocks for some days", "cmd-away-holiday-desc"),
    )
    @app_commands.describe(
        days=cmd("How many days", "cmd-away-holiday-days"),
        start=cmd("From this date, YYYY-MM-DD (default: now)", "cmd-away-holiday-start"),
    )
    @named_options
    @guard
    async def away_holiday(
        self, interaction: Interaction, days: app_commands.Range[int, 1, 14], start: str | None = None
    ) -> None:
        """A holiday: in games played over days your clock stops and the table sees you away."""
        await away_commands.holiday(interaction, days, start)

    @away.command(name=cmd("back", "cmd-away-back"), description=cmd("End your holiday now", "cmd-away-back-desc"))
    @guard
    async def away_back(self, interaction: Interaction) -> None:
        """Back early: your holiday ends now."""
        await away_commands.back(interaction)

    @game.command(name=cmd("reminders", "cmd-reminders"), description=cmd("Turn reminders by DM", "cmd-reminders-desc"))
    @app_commands.describe(on=cmd("True to get reminders by DM, False to stop them", "cmd-reminders-on"))
    @named_options
    @guard
    async def reminders(self, interaction: Interaction, on: bool) -> None:
        """Opt in or out of turn reminders by direct message (if this server allows them)."""
        assert interaction.guild_id is not None
        settings = await self.services.guild_settings.get(interaction.guild_id)
        if on and not settings.dm_reminders:
            raise UserError("error-dm-reminders-off")
        await self.services.prefs.set_dm_reminders(interaction.user.id, on)
        await interaction.response.send_message(
            translator(interaction)("reminders-on" if on else "reminders-off"), ephemeral=True
        )

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Counted, never read (no message content intent): messages push the board up."""
        self.services.table.saw_message(message.channel.id, message.id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A deleted channel ends its game, and the games of its threads: no ghost games."""
        record = await self.services.store.live_in_channel(channel.id)
        if record is not None:
            await self.services.service.end_for_deleted_channel(record.id)
        for game_id in await self.services.threads.store.in_parent(channel.id):
            await self.services.service.end_for_deleted_channel(game_id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A deleted thread ends the game in it."""
        record = await self.services.store.live_in_channel(payload.thread_id)
        if record is not None:
            await self.services.service.end_for_deleted_channel(record.id)

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A live table's thread archived (by Discord's clock or by someone) is unarchived."""
        await self.services.threads.thread_updated(payload)

    async def _channel_is_gone(self, record: GameRecord | LiveGame) -> bool:
        """True only when the server is known and Discord says the channel is not in it (a
        server in an outage is unavailable and proves nothing). A channel or an active thread
        discord.py knows is there; one it does not know is asked of Discord: discord.py keeps
        no archived thread, and a table's thread may have been archived while the bot was down."""
        guild = self.bot.get_guild(record.guild_id)
        if guild is None or guild.unavailable or guild.get_channel_or_thread(record.channel_id) is not None:
            return False
        try:
            await self.bot.fetch_channel(record.channel_id)
        except discord.NotFound:
            return True
        except discord.HTTPException:
            return False  # not to be seen (Forbidden) is not gone: the table pauses on its own
        return False

    # -- timers ----------------------------------------------------------------------

    @tasks.loop(seconds=1.0)
    async def timers(self) -> None:
        await self.run_timers()

    async def run_timers(self) -> None:
        """Remind at half time, then apply the game's timeout ruling at the deadline;
        close lobbies nobody started; now and then, make the channels match the database.
        The loop runs this every second; a test that moved the clock on runs it at once.

        No exception ends the loop (a full disk or a locked database goes away again), and a
        failing timer never holds up the reconciliation. A storage outage is told by the
        store (bot/store/faults.py: its cause, when it begins and when it ends); any other
        failure is logged with its traceback once per run of failures."""
        async with self._timers_running:
            now = self.services.clock()
            self.services.refusals.flush()
            failures: list[Exception] = []
            try:
                if not self._resumed:
                    await self._resume_after_restart(self._loaded_at)
                    self._resumed = True
                await self._tick(now)
            except Exception as exc:
                failures.append(exc)
            for hook in (self.services.threads.tick, *self.services.additions.timer_hooks):
                try:
                    await hook(now)
                except Exception as exc:
                    failures.append(exc)
            if self._resumed and now >= self._next_reconcile:
                self._check_database_file()
                try:
                    await self._reconcile(now, startup=self._next_reconcile == 0.0)
                    self._next_reconcile = now + RECONCILE_SECONDS
                except Exception as exc:
                    failures.append(exc)
            self._note(failures)

    def _note(self, failures: list[Exception]) -> None:
        """Log a run of failures that are bugs once: its start, and its end (the storage's
        own trouble is the store's to tell)."""
        bugs = [f for f in failures if not storage_trouble(f)]
        if not bugs:
            if self._failing:
                log.warning("timer loop recovered")
            self._failing = False
            return
        if not self._failing:
            log.error("timer loop failed; trying again every second", exc_info=bugs[0])
        self._failing = True

    @timers.before_loop
    async def _before_timers(self) -> None:
        await self.bot.wait_until_ready()

    async def _resume_after_restart(self, loaded_at: float) -> None:
        await self.services.store.grant_restart_grace(loaded_at, RESTART_GRACE_SECONDS)
        for record in await self.services.store.live_overview():
            if await self._channel_is_gone(record):
                # Deleted while the bot was down: no ghost games.
                await self.services.service.end_for_deleted_channel(record.id)

    async def _tick(self, now: float) -> None:
        failed: Exception | None = None
        try:
            await self._expire_lobbies(now)
        except Exception as exc:
            failed = exc  # turn timers still run
        for timer in await self.services.store.due_timers():
            # One game's failure never holds up the others' timers.
            try:
                deadline = timer.deadline_at
                if deadline is not None and deadline <= now:
                    await self.services.service.expire(timer.game_id)
                    # What the ruling played, or the pause of a game whose ruling failed.
                    self.services.table.soon(self.services.table.deliver(timer.game_id))
                elif deadline is not None and not timer.reminded and deadline - now <= timer.turn_seconds / 2:
                    await self._remind(timer.game_id, deadline - now)
                if timer.call_at is not None and timer.call_at <= now:
                    # Someone's quiet hours or holiday ended while they are due: their call.
                    self.services.table.soon(self.services.table.call_waiting(timer.game_id))
            except Exception as exc:
                failed = failed or exc
        if failed is not None:
            raise failed

    def _check_database_file(self) -> None:
        """Say once, loudly, that the database file went away under the running bot: the
        games go on in the open file, but the next start would make a new, empty one."""
        lost = self.bot.db.lost()
        if lost is not None and not self._database_lost:
            log.error("%s: back it up now (python -m bot.ops.backup FILE) and restore it before restarting", lost)
        self._database_lost = lost is not None

    async def _reconcile(self, now: float, *, startup: bool) -> None:
        """Make what the channels show match what the database says: every announcement not
        yet sent goes out (finished and cancelled games' too), every game on has a board,
        every lobby a message. At start-up everything an earlier run left counts; later,
        only what has been missing longer than any command takes to finish."""
        table = self.services.table
        owed = set(await self.services.store.games_with_unsent_announcements())
        games = set(owed)
        lost = self._loaded_at if startup else now - RECONCILE_GRACE_SECONDS
        for record in await self.services.store.live_overview():
            if record.status == GameStatus.LOBBY:
                if record.lobby_message_id is None and record.created_at < lost:
                    full = await self.services.store.get(record.id)
                    if full is not None and full.status == GameStatus.LOBBY:
                        await self._restore_lobby(full)
            elif (
                record.status == GameStatus.PAUSED and record.pause_reason == PauseReason.NO_PERMISSION and not startup
            ):
                # Resuming it sends what waits; until then a try a minute would only be refused.
                games.discard(record.id)
            elif startup or (record.board_message_id is None and (record.started_at or now) < lost):
                games.add(record.id)
            if startup and record.status != GameStatus.LOBBY and record.lobby_message_id is not None:
                # A start committed just before a crash may have left its lobby's buttons live.
                table.soon(show_lobby(self.bot, record.id))
        if startup:
            # Every live game, thousands maybe: one at a time in the background, the games
            # owing announcements first, so the clicks that come meanwhile are not queued
            # behind all of them.
            table.soon(table.deliver_in_turn([*sorted(owed), *sorted(games - owed)]))
        else:
            for game_id in sorted(games):
                if not table.retrying(game_id):
                    table.soon(table.deliver(game_id))
        # Every game a computer seat waits in is woken: at start-up, a computer turn cut short
        # by the restart is played now (the same move: move_rng); later, one whose wake-up
        # was lost.
        await self.runner.resume_all()

    async def _restore_lobby(self, record: GameRecord) -> None:
        """A lobby whose message was never recorded (a crash right after ``/game new``
        committed): find its message in the channel or post a new one; a lobby that cannot
        be shown any more is cancelled rather than block the channel."""
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        try:
            message_id = await self._find_lobby_message(channel, record)
            if message_id is None:
                message = await channel.send(
                    **await lobby_view(self.bot, record, public_translator(self.bot, record)), nonce=f"ml{record.id}"
                )
                message_id = message.id
        except (discord.Forbidden, discord.NotFound):
            log.info("game=%s: its lobby message is lost and cannot be posted again; cancelling", record.id)
            with contextlib.suppress(UserError):  # started or cancelled meanwhile
                await self.services.service.cancel(record.id, record.host_id, True)
            return
        except discord.HTTPException as exc:
            log.info("game=%s: restoring its lobby message failed (%s); trying again later", record.id, exc)
            return
        await self.services.store.restore_lobby_message(record.id, message_id)
        log.info("game=%s: lobby message restored", record.id)

    async def _find_lobby_message(self, channel: discord.PartialMessageable, record: GameRecord) -> int | None:
        """The lobby's message if it reached the channel (its buttons carry the game id)."""
        me = self.bot.user
        prefix = f"mn:l:{record.id}:"
        created = datetime.datetime.fromtimestamp(record.created_at - 5, tz=datetime.UTC)
        after = discord.Object(discord.utils.time_snowflake(created))
        try:
            async for message in channel.history(limit=50, after=after):
                if me is None or message.author.id != me.id:
                    continue
                for row in message.components:
                    for child in getattr(row, "children", [row]):
                        if str(getattr(child, "custom_id", "") or "").startswith(prefix):
                            return message.id
        except discord.Forbidden:
            log.info("game=%s: cannot read the channel's history to find its lobby", record.id)
        return None

    async def _expire_lobbies(self, now: float) -> None:
        for lobby in await self.services.store.open_lobbies():
            settings = await self.services.guild_settings.get(lobby.guild_id)
            if lobby.created_at + settings.lobby_expiry_minutes * 60 > now:
                continue
            record = await self.services.service.expire_lobby(lobby.game_id, settings.lobby_expiry_minutes)
            if record is None:
                continue  # started or cancelled meanwhile
            t = public_translator(self.bot, record)
            if lobby.lobby_message_id is not None:
                try:
                    channel = self.bot.get_partial_messageable(lobby.channel_id)
                    message = channel.get_partial_message(lobby.lobby_message_id)
                    await message.edit(content=t("lobby-expired"), embed=None, view=None)
                except discord.HTTPException:
                    log.info("could not edit expired lobby %s", lobby.game_id)
            # A thread table's line says it closed, and its thread is archived.
            self.services.table.soon(self.services.threads.over(record.id))

    async def _remind(self, game_id: int, left: float) -> None:
        """Half time: ``left`` seconds are left of what is asked now (an answer's timer is
        shorter than the turn's: its half comes later)."""
        record = await self.services.service.game(game_id)
        if left > self.services.service.decision_seconds(record) / 2:
            return
        await self.services.service.mark_reminded(game_id)
        users = self.services.table.to_act(record)
        if users:
            # Sent beside the timer loop: a slow or refusing Discord never holds up the deadlines.
            self.services.table.soon(self._send_reminder(record, users))

    async def _send_reminder(self, record: GameRecord, users: list[int]) -> None:
        await self.services.table.remind(record.id)
        if record.deadline_at is not None and (await self.services.guild_settings.get(record.guild_id)).dm_reminders:
            t = public_translator(self.bot, record)
            when = relative(record.deadline_at)  # a countdown, never a number of seconds gone stale
            for user_id in users:
                if await self.services.prefs.dm_reminders(user_id):
                    await self._dm(user_id, t("timer-dm", when=when, channel=f"<#{record.channel_id}>"))

    async def _dm(self, user_id: int, text: str) -> None:
        """A failed DM (closed DMs, blocked bot) never blocks the game."""
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(text)
        except discord.HTTPException:
            log.info("DM reminder to %s failed", user_id)
