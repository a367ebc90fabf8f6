"""Tables in threads: where a server allows it (``/settings threads``), ``/game new`` (and
``/game practice``) in a channel opens each table in a public thread of its own, so that many
tables share one channel without a moderator making a channel per table.

The game lives in its thread exactly as it lives in a channel: the thread's id is the game's
channel, one game per thread. The parent channel gets one line per table — the message the
thread is started from, so Discord shows the thread under it — which says what the table is
doing (lobby, playing, the winners) and, once it is over, carries its Replay and Rematch.

Discord archives a thread nobody posted in for its ``auto_archive_duration`` (a week at most),
and nothing can be clicked in an archived thread. A table's thread is made with the longest
duration; while its game is live the bot keeps it active (setting the duration to another
allowed value and back, which Discord counts as activity, a day before it would archive),
unarchives it the moment Discord or anyone archives it, and before it posts or edits there.
Once the table is over (its summary sent and its last board edit done, or its lobby closed)
its line says so and its thread is archived: the game and its log stay readable there.
"""

from __future__ import annotations

import contextlib
import json
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

import discord

from bot.core.clock import Clock
from bot.core.errors import UserError
from bot.i18n import Translator
from bot.service.rematch import invited, open_rematch
from bot.store.records import GameRecord, GameStatus, NewLobby
from bot.store.thread_tables import ThreadTable, ThreadTableStore
from cogs.table.common import (
    Interaction,
    LateAnswer,
    bot_of,
    names_for,
    public_translator,
    seat_mention,
    translator,
)
from cogs.table.lobby import lobby_edit_lock, lobby_message, lobby_view, open_board, show_lobby, started_line
from cogs.table.permissions import REQUIRED_PERMISSIONS, THREAD_TABLE_PERMISSIONS, missing
from cogs.table.summary import summary_view

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = [
    "AUTO_ARCHIVE_MINUTES",
    "THREAD_ARCHIVED",
    "ThreadTables",
    "table_line",
]

log = logging.getLogger(__name__)

#: A table's thread archives after this long without activity: the longest Discord allows.
AUTO_ARCHIVE_MINUTES: Final = 10080
#: Another duration Discord allows: set and set back, the thread's idle time starts again.
BUMP_MINUTES: Final = 4320
#: A live table's thread is kept active this long before it would archive.
KEEP_ACTIVE_MARGIN = 24 * 3600.0
#: How often the open tables are looked at (keeping threads active, putting tables away).
TICK_SECONDS = 5.0
#: How often a live table's thread discord.py does not know (archived?) is looked up.
LOOK_AGAIN_SECONDS = 3600.0
#: Discord's error code for a change to an archived thread.
THREAD_ARCHIVED = 50083
THREAD_NAME = 100  # Discord's limit for a thread's name
LIVE = (GameStatus.LOBBY, GameStatus.RUNNING, GameStatus.PAUSED)


def table_line(record: GameRecord, t: Translator) -> str:
    """The table's line in its parent channel, for the game as it is now."""
    args: dict[str, Any] = {
        "game": t(f"{record.game}-name"),
        "host": f"<@{record.host_id}>" if record.host_id > 0 else "—",
        "thread": f"<#{record.channel_id}>",
    }
    seated = [s for s in record.seats if not s.removed]
    if record.status == GameStatus.LOBBY:
        return t("table-line-lobby", n=len(seated), **args)
    if record.status in (GameStatus.RUNNING, GameStatus.PAUSED):
        return t("table-line-playing", n=len(seated), **args)
    if record.status == GameStatus.CANCELLED:
        return t("table-line-closed", **args)
    winners = set(json.loads(record.winners or "[]"))
    named = [seat_mention(s) for s in record.seats if s.user_id in winners]
    if not named:
        return t("table-line-no-winner", **args)
    return t("table-line-won", winners=", ".join(named), n=len(named), **args)


class ThreadTables:
    """Opens thread tables, keeps their lines up to date and their threads active while
    their games are live, and puts them away when they are over."""

    def __init__(self, bot: GameBot, store: ThreadTableStore, clock: Clock) -> None:
        self.bot = bot
        self.store = store
        self.clock = clock
        self._archived: set[int] = set()  # threads of live tables Discord said are archived
        self._bumped: dict[int, float] = {}  # thread -> when the bot last made it active
        self._live: set[int] | None = None  # threads of live tables (None: not read yet)
        self._next_tick = 0.0
        self._closing: set[int] = set()  # games being put away now
        self._looked: dict[int, float] = {}  # thread -> when Discord was last asked how it is

    # -- opening --------------------------------------------------------------------------

    async def open_lobby(self, interaction: Interaction, lobby: NewLobby) -> None:
        """/game new here: the line, its thread, the lobby in the thread."""
        services = bot_of(interaction).services
        line, thread = await self._open_thread(interaction, lobby)
        record = await services.service.new_lobby(replace(lobby, channel_id=thread.id))
        await self._opened(record, interaction, line, thread)
        t = public_translator(self.bot, record)
        async with lobby_edit_lock(record.id):
            message = await thread.send(**await lobby_view(self.bot, record, t), nonce=f"ml{record.id}")
            await services.store.record_lobby_message(record.id, message.id)
        await self._show_line(record, line)

    async def open_practice(self, interaction: Interaction, lobby: NewLobby, players: int, level: str) -> None:
        """/game practice here: the line, its thread, the table started at once in it (offering 💡
        with ``hints``)."""
        services = bot_of(interaction).services
        services.computers.check_practice(lobby.game, players, level)  # before a thread is made for nothing
        line, thread = await self._open_thread(interaction, lobby)
        applied = await services.computers.practice(replace(lobby, channel_id=thread.id), players=players, level=level)
        record = applied.record
        await self._opened(record, interaction, line, thread)
        t = public_translator(self.bot, record)
        await thread.send(content=started_line(self.bot, t), embed=lobby_message(self.bot, record, t)["embed"])
        open_board(interaction, record)
        await self._show_line(record, line)

    async def _open_thread(self, interaction: Interaction, lobby: NewLobby) -> tuple[discord.Message, discord.Thread]:
        """Answer with the table's line (public), and start the table's thread from it.
        Refused, in one line, when the bot lacks a permission it needs for that."""
        lacking = missing(interaction.app_permissions, (*REQUIRED_PERMISSIONS, *THREAD_TABLE_PERMISSIONS))
        if lacking:
            t = Translator(self.bot.services.catalog, lobby.locale, names_for(None))
            raise UserError("thread-error-permissions", missing=", ".join(t(f"perm-{p}") for p in lacking))
        t = Translator(self.bot.services.catalog, lobby.locale, names_for(None))
        name = t("table-thread-name", game=t(f"{lobby.game}-name"), host=" ".join(lobby.host_name.split()))
        await interaction.response.send_message(
            t("table-line-opening", game=t(f"{lobby.game}-name"), host=f"<@{lobby.host_id}>")
        )
        line = await _posted_message(interaction)
        try:
            thread = await line.create_thread(name=name[:THREAD_NAME], auto_archive_duration=AUTO_ARCHIVE_MINUTES)
        except discord.HTTPException as exc:
            log.info("a table's thread could not be started (%s %s)", exc.status, exc.code)
            with contextlib.suppress(discord.HTTPException):
                await line.delete()
            raise UserError("thread-error-not-started") from None
        return line, thread

    async def _opened(
        self, record: GameRecord, interaction: Interaction, line: discord.Message, thread: discord.Thread
    ) -> None:
        await self.store.add(record.id, interaction.channel_id or 0, line.id)
        self._bumped[thread.id] = self.clock()
        if self._live is not None:
            self._live.add(thread.id)

    async def _show_line(self, record: GameRecord, line: discord.PartialMessage | discord.Message) -> None:
        t = public_translator(self.bot, record)
        try:
            await line.edit(content=table_line(record, t), allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("game=%s: its line could not be edited (%s)", record.id, exc.status)

    async def rematch(
        self, interaction: Interaction, old: GameRecord, found: ThreadTable, rematch_id: int | None
    ) -> int | None:
        """The Rematch on a finished thread table's line (``old`` as ``finished_table`` gave
        it): the clicker takes a seat in the rematch lobby an earlier press opened (None is
        returned), or opens the rematch at a new table, a new line and thread of its own (its
        game id is returned; the clicked line's button then carries it)."""
        services = bot_of(interaction).services
        user = interaction.user
        if interaction.channel_id != found.parent_id:
            raise UserError("error-wrong-channel")
        if rematch_id is not None:
            current = await services.store.get(rematch_id)
            if current is not None and current.status == GameStatus.LOBBY:
                if current.seat_of(user.id) is None:
                    current = await services.service.join(rematch_id, user.id, user.display_name)
                await interaction.response.send_message(
                    translator(interaction)("rematch-answer-seated-there", thread=f"<#{current.channel_id}>"),
                    ephemeral=True,
                )
                await show_lobby(self.bot, current.id)
                return None
        lobby = NewLobby(
            game=old.game,
            guild_id=old.guild_id,
            channel_id=found.parent_id,
            host_id=user.id,
            host_name=user.display_name,
            locale=old.locale,
            turn_seconds=old.turn_seconds,
        )
        line, thread = await self._open_thread(interaction, lobby)
        record, _ = await open_rematch(
            services.service, old, user.id, user.display_name, rematch_id=None, channel_id=thread.id
        )
        await self._opened(record, interaction, line, thread)
        t = public_translator(self.bot, record)
        calls = invited(old, record)
        lines = [t("rematch-opened", game=old.id, host=f"<@{user.id}>")]
        if calls:
            lines.append(t("rematch-invite", players=" ".join(f"<@{u}>" for u in calls)))
        async with lobby_edit_lock(record.id):
            message = await thread.send(
                **{**await lobby_view(self.bot, record, t), "content": "\n".join(lines)},
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in calls]),
                nonce=f"ml{record.id}",
            )
            await services.store.record_lobby_message(record.id, message.id)
        await self._show_line(record, line)
        return record.id

    # -- the line as the table goes ---------------------------------------------------------

    async def table_of(self, game_id: int) -> ThreadTable | None:
        return await self.store.get(game_id)

    async def started(self, record: GameRecord) -> None:
        """A thread table's game started: its line says so."""
        found = await self.store.get(record.id)
        if found is not None and found.line_message_id is not None:
            await self._show_line(record, self._line(record, found))

    def _line(self, record: GameRecord, found: ThreadTable) -> discord.PartialMessage:
        assert found.line_message_id is not None
        parent = self.bot.get_partial_messageable(found.parent_id, guild_id=record.guild_id)
        return parent.get_partial_message(found.line_message_id)

    async def over(self, game_id: int) -> None:
        """The table is over (its last announcement and board edit done, or its lobby
        closed): its line shows the end (and Replay and Rematch after a game), and its
        thread is archived. Done once; never raises (what fails is tried again by the tick)."""
        if game_id in self._closing:
            return
        self._closing.add(game_id)
        try:
            await self._over(game_id)
        except Exception as exc:
            log.info("game=%s: its thread table could not be put away yet (%s)", game_id, exc)
        finally:
            self._closing.discard(game_id)

    async def _over(self, game_id: int) -> None:
        found = await self.store.get(game_id)
        if found is None or found.closed:
            return  # a channel table (nearly every game), or put away already
        record = await self.bot.services.store.get(game_id)
        if record is None or record.live:
            return
        if found.line_message_id is not None:
            t = public_translator(self.bot, record)
            view = self._line_view(record, t)
            # A line someone deleted: the thread is put away all the same.
            with contextlib.suppress(discord.NotFound):
                await self._line(record, found).edit(
                    content=table_line(record, t),
                    view=view,
                    allowed_mentions=discord.AllowedMentions.none(),
                )
        await self.store.close(game_id)
        self._forget_thread(record.channel_id)
        try:
            await self.bot.http.edit_channel(record.channel_id, archived=True)
        except discord.NotFound:
            return
        except discord.HTTPException as exc:
            log.info("game=%s: its thread could not be archived (%s %s)", game_id, exc.status, exc.code)

    def _line_view(self, record: GameRecord, t: Translator) -> discord.ui.View | None:
        """A finished game's Replay and Rematch, on its line (its thread is archived)."""
        if record.status != GameStatus.FINISHED:
            return None
        return summary_view(record, t)

    # -- keeping threads active -------------------------------------------------------------

    def _forget_thread(self, thread_id: int) -> None:
        self._archived.discard(thread_id)
        self._bumped.pop(thread_id, None)
        self._looked.pop(thread_id, None)
        if self._live is not None:
            self._live.discard(thread_id)

    async def live_threads(self) -> set[int]:
        """The threads of every live thread table of this process (read once, then kept)."""
        if self._live is None:
            self._live = {t.thread_id for t in await self.store.open_tables() if t.status in LIVE}
        return self._live

    async def before_delivery(self, record: GameRecord) -> None:
        """Before the table posts or edits in a thread Discord said is archived: unarchive it."""
        if record.channel_id in self._archived:
            await self.unarchive(record.channel_id)

    async def unarchive(self, thread_id: int) -> bool:
        """Make a live table's archived thread active again; False if Discord refused (a
        thread a moderator locked needs Manage Threads)."""
        try:
            await self.bot.http.edit_channel(thread_id, archived=False)
        except discord.HTTPException as exc:
            log.warning("thread %s of a live table could not be unarchived (%s %s)", thread_id, exc.status, exc.code)
            return False
        self._archived.discard(thread_id)
        self._bumped[thread_id] = self.clock()
        log.info("thread %s of a live table was archived; unarchived", thread_id)
        return True

    async def thread_updated(self, payload: discord.RawThreadUpdateEvent) -> None:
        """Discord (or someone) archived a thread: a live table's is unarchived at once."""
        metadata = payload.data.get("thread_metadata") or {}
        if not metadata.get("archived"):
            self._archived.discard(payload.thread_id)
            return
        if payload.thread_id not in await self.live_threads():
            return
        self._archived.add(payload.thread_id)
        await self.unarchive(payload.thread_id)

    async def tick(self, now: float) -> None:
        """Every few seconds (the timer loop): keep live tables' threads active, and put away
        the tables that are over and that nothing is still announcing."""
        if now < self._next_tick:
            return
        self._next_tick = now + TICK_SECONDS
        live: set[int] = set()
        for table in await self.store.open_tables():
            if table.status in LIVE:
                live.add(table.thread_id)
                await self._keep_active(table.guild_id, table.thread_id, now)
            elif not self.bot.services.table.holds(table.game_id):
                await self.over(table.game_id)
        self._live = live

    async def _keep_active(self, guild_id: int, thread_id: int, now: float) -> None:
        guild = self.bot.get_guild(guild_id)
        thread = guild.get_thread(thread_id) if guild is not None else None
        if thread is None or thread.archived or thread_id in self._archived:
            # discord.py keeps no archived thread: ask Discord how it is (an archive it
            # announced was undone at once; this is for one the bot did not hear of).
            if now - self._looked.get(thread_id, 0.0) < LOOK_AGAIN_SECONDS:
                return
            self._looked[thread_id] = now
            try:
                fetched = await self.bot.fetch_channel(thread_id)
            except discord.HTTPException as exc:
                log.info("thread %s of a live table could not be read (%s)", thread_id, exc.status)
                return
            if isinstance(fetched, discord.Thread) and fetched.archived:
                await self.unarchive(thread_id)
            return
        active = max(
            discord.utils.snowflake_time(thread.last_message_id or thread.id).timestamp(),
            thread.archive_timestamp.timestamp(),
            self._bumped.get(thread_id, 0.0),
        )
        if now - active < thread.auto_archive_duration * 60 - KEEP_ACTIVE_MARGIN:
            return
        try:
            await thread.edit(auto_archive_duration=BUMP_MINUTES)
            await thread.edit(auto_archive_duration=AUTO_ARCHIVE_MINUTES)
        except discord.HTTPException as exc:
            log.warning("thread %s of a live table could not be kept active (%s %s)", thread_id, exc.status, exc.code)
            return
        self._bumped[thread_id] = now
        log.info("thread %s of a live table kept active", thread_id)


async def _posted_message(interaction: Interaction) -> discord.Message:
    """The public message that answered the interaction (see ``posted_message_id``)."""
    answer = interaction.response
    if isinstance(answer, LateAnswer) and answer.posted is not None:
        return answer.posted
    return await interaction.original_response()
