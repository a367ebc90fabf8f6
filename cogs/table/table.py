"""The public side of a game: the board message, the turn message, the outbox, the summary.
What a batch of announcements becomes (the plan) is :mod:`cogs.table.turn_plan`'s; this module
stores the plan, sends it and keeps the board.

Public events are committed with the action and delivered from the database, so an
announcement interrupted by a crash is sent on the next start. Each batch of events is first
planned as posts (rendered, stored, with what the turn message becomes, in one transaction),
then each post is sent with its nonce and its message id recorded: a resend after a crash or
a failed request never makes a second message (Discord answers a repeated nonce with the
message it already made; after its nonce window, the channel is searched for the post first).

One public *turn message* follows the play: it is edited (full content, so an edit may be
repeated safely) while whoever must act was already pinged by it, and replaced by a new one,
pinging only those not yet pinged, when someone else must act. Its controls are retired before
the next one is posted, and the board is posted again at such a turn boundary when the round
changed or enough messages pushed it up: at most the board and the turn message carry live
controls. Failed sends and board edits are retried in the background with backoff. Board
edits are coalesced: a burst of actions becomes at most one edit per second per game. What
the table keeps in memory for a game is dropped once the game is over and its last
announcement and board edit are done.
"""

from __future__ import annotations

import asyncio
import datetime
import hashlib
import io
import logging
from collections.abc import Coroutine
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.core.clock import TimerClock, within
from bot.core.errors import storage_trouble
from bot.i18n import Translator
from bot.service.commit import GAME_FINISHED, TABLE_DUE, decode_text
from bot.service.games import GameService
from bot.service.moderation import Moderation
from bot.store.games import GameStore
from bot.store.guilds import GuildSettings
from bot.store.records import Call, GameRecord, GameStatus, NewPost, Post, StoredEvent, TurnUpdate
from cogs.table.alt_text import picture_file
from cogs.table.clock import deadline_line, relative
from cogs.table.common import private_line, public_translator
from cogs.table.painter import Painter, Pictures, Render
from cogs.table.panel import PanelButton
from cogs.table.quick import quick_controls
from cogs.table.summary import Summary, summary
from cogs.table.threads import THREAD_ARCHIVED
from cogs.table.turn_plan import LIVE_BOARD, NO_REACH, Reach, TurnPlanner, clip_head, people_of

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = ["Table"]

log = logging.getLogger(__name__)

LOG_LINES_ON_BOARD = 5
# A move's lines are shown whole, however many (the opening's: every card of a 13-seat
# table): enough events are read to hold the longest move's.
LOG_EVENTS_READ = 40
LOG_DESCRIPTION = 4000
BOARD_PICTURE = "board.png"
BOARD_EDIT_INTERVAL = 1.0
# /game board posts the board again only once this many messages are below it.
BOARD_IN_VIEW = 3
# Discord honours a repeated nonce for "a few minutes"; a post first planned longer ago than
# this is looked for in the channel before it is sent again.
NONCE_WINDOW = 120.0
HISTORY_LOOKUP = 50  # messages searched for such a post
RETRY_FIRST = 1.0  # seconds before the first retry of a failed send or edit; doubles each time
RETRY_MAX = 60.0
UNKNOWN_CHANNEL = 10003  # Discord's error code: the channel is gone
UNKNOWN_MESSAGE = 10008  # Discord's error code: the message is gone (someone deleted it)
REFUSED = (400, 413)  # a post Discord will never take as it is (malformed, too large)


@dataclass(eq=False)
class _GameWork:
    """Everything the table keeps in memory for one game."""

    delivery_lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # Posting a new board and editing the current one must not interleave: an edit that
    # loaded the old board's id would otherwise bring a retired board back to life.
    board_lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    board_task: asyncio.Task[None] | None = None
    board_dirty: bool = False
    # The event loop's time before which the board is not edited again (the edit interval,
    # or a failed edit's backoff). Waited before an edit, not after it: a task whose edit
    # is done ends at once, and a later request waits out what is left.
    board_next_edit: float = 0.0
    retry: asyncio.Task[None] | None = None
    failures: int = 0  # consecutive failed deliveries: the backoff grows with them
    over: bool = False  # the game is finished or cancelled (seen by the last board refresh)
    # The picture the board message carries now: an unchanged one is neither drawn nor
    # uploaded again. Its PNG is kept in Table.pictures while there is room, not here: an
    # open game keeps a digest, not a picture.
    uploaded: tuple[int, str] | None = None  # (board message id, digest)
    # How many messages reached the channel below the current board (kept in memory: after
    # a restart the count starts again, which at worst delays a re-post by a few turns).
    board_id: int = 0
    below_board: int = 0
    # Set after each board refresh while deliver_in_turn waits for one.
    refreshed: asyncio.Event | None = None


class Table:
    def __init__(
        self, bot: GameBot, store: GameStore, service: GameService, moderation: Moderation, clock: TimerClock
    ) -> None:
        self.bot = bot
        self.store = store
        self.service = service
        self.moderation = moderation
        self.clock = clock
        self.turns = TurnPlanner(bot, service)
        self._games: dict[int, _GameWork] = {}
        self._channels: dict[int, int] = {}  # channel id -> the game whose table is in memory
        self._background: set[asyncio.Task[None]] = set()
        # Pictures are drawn off the event loop (a villa takes tens of milliseconds, and clicks
        # would queue behind it), in a process of their own (see cogs.table.painter).
        self._painter = Painter(bot.catalog)
        self.pictures = Pictures()
        # Whether each server shows pictures (its /settings pictures), read once and then
        # kept: a board edit reads it, and a server is played on by one process (its shard's).
        self._pictures_shown: dict[int, bool] = {}

    def _work(self, game_id: int) -> _GameWork:
        return self._games.setdefault(game_id, _GameWork())

    @property
    def games_in_memory(self) -> int:
        """How many games the table keeps state for (flat once games end; tested)."""
        return len(self._games)

    @property
    def busy(self) -> bool:
        """Whether announcement work scheduled with :meth:`soon` is still running."""
        return bool(self._background)

    @property
    def editing_boards(self) -> bool:
        """Whether a board edit is still scheduled or running."""
        return any(w.board_task is not None and not w.board_task.done() for w in self._games.values())

    def soon(self, work: Coroutine[Any, Any, None]) -> None:
        """Run announcement work after the interaction is answered, without holding it.
        Deliveries read the outbox under a per-game lock, so order is kept."""
        task = _spawn(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    # -- announcements ---------------------------------------------------------------

    async def deliver(self, game_id: int) -> None:
        """Send every unsent announcement of the game, then refresh its board. Never raises:
        a failure Discord or the disk may get over is retried in the background."""
        work = self._work(game_id)
        try:
            await self._deliver(game_id, work)
        except discord.Forbidden:
            await self._cannot_post(game_id)
        except discord.NotFound:
            await self._channel_gone(game_id)
            return
        except Exception as exc:
            self._retry_later(game_id, work, exc)
        else:
            work.failures = 0
        self.request_board(game_id)
        await self.bot.services.panels.follow(game_id)
        await self.bot.services.spectators.follow(game_id)

    async def _deliver(self, game_id: int, work: _GameWork) -> None:
        async with work.delivery_lock:
            store = self.store
            record = await store.get(game_id)
            if record is None:
                return
            t = public_translator(self.bot, record)
            pending = await store.undelivered(game_id, record.version)
            self._channels[record.channel_id] = game_id
            if work.board_id == 0 and record.board_message_id is not None:
                work.board_id = record.board_message_id
            if pending:
                reach = await self.reach(record)
                posts, turn = self.turns.plan(record, pending, t, work.below_board, reach)
                await store.plan_posts(game_id, [e.id for e in pending], posts, self.clock(), turn)
            await self.bot.services.threads.before_delivery(record)
            for post in await store.unsent_posts(game_id):
                try:
                    message_id = await self._send_to_thread_too(record, post, t, work)
                except discord.HTTPException as exc:
                    if exc.status not in REFUSED:
                        raise
                    # Discord refuses this post as it is: sending it again would fail again
                    # and hold back every announcement after it.
                    log.error(
                        "game=%s post %s refused by Discord (%s %s); dropped", game_id, post.id, exc.status, exc.code
                    )
                    await store.drop_post(post.id)
                    continue
                if message_id is None:
                    await store.drop_post(post.id)  # an edit of a turn message that is gone
                else:
                    await store.mark_sent(post.id, message_id)

    async def _send_to_thread_too(self, record: GameRecord, post: Post, t: Translator, work: _GameWork) -> int | None:
        """Send one planned post; in a table's thread that was archived behind the bot's
        back (it takes no edit then), unarchive it and send again."""
        try:
            return await self._send(record, post, t, work)
        except discord.HTTPException as exc:
            if exc.code != THREAD_ARCHIVED or not await self.bot.services.threads.unarchive(record.channel_id):
                raise
        return await self._send(record, post, t, work)

    async def deliver_in_turn(self, game_ids: list[int]) -> None:
        """Deliver each game's announcements and refresh its board, one game after the other
        (the start-up's look at every live game): thousands of deliveries and pictures at
        once would hold every click back until all were done."""
        for game_id in game_ids:
            if self.retrying(game_id):
                continue
            work = self._work(game_id)
            refreshed = work.refreshed = asyncio.Event()
            try:
                await self.deliver(game_id)
                board = work.board_task
                if board is not None and not board.done():
                    # Until the board has been looked at (not the pause that follows it).
                    waiter = asyncio.ensure_future(refreshed.wait())
                    try:
                        await asyncio.wait({waiter, board}, return_when=asyncio.FIRST_COMPLETED)
                    finally:
                        waiter.cancel()
            finally:
                work.refreshed = None

    async def reach(self, record: GameRecord) -> Reach:
        """How the people due in a time-bank game can be called now (see :class:`Reach`);
        in a game on the per-decision timer, everyone at once in the channel."""
        if not record.banked or record.status != GameStatus.RUNNING:
            return NO_REACH
        now = self.clock()
        people = people_of(self.turns.due(record))
        if not people:
            return NO_REACH
        services = self.bot.services
        dm_allowed = (await services.guild_settings.get(record.guild_id)).dm_reminders
        asleep, away, by_dm = {}, {}, set()
        for user in people:
            schedule = await self.service.away.schedule(user, now)
            if (wakes := schedule.wakes(now)) > now:
                asleep[user] = wakes
            if (until := schedule.away_until(now)) is not None:
                away[user] = until
            if dm_allowed and await services.prefs.dm_reminders(user):
                by_dm.add(user)
        return Reach(asleep, away, frozenset(by_dm))

    async def call_waiting(self, game_id: int) -> None:
        """Call whoever is due and was not called because they were in their quiet hours or
        on holiday, now that they are back (the timer loop, at the games row's ``call_at``):
        planned like any announcement, with no events, so it is sent once."""
        work = self._work(game_id)
        async with work.delivery_lock:
            record = await self.store.get(game_id)
            if record is None or record.call_at is None or record.call_at > self.clock():
                return
            t = public_translator(self.bot, record)
            if record.status != GameStatus.RUNNING or record.turn_post is None:
                posts: list[NewPost] = []
                turn = replace(_kept_turn(record), call_at=None)
            else:
                posts, turn = self.turns.plan(record, [], t, work.below_board, await self.reach(record))
            await self.store.plan_posts(game_id, [], posts, self.clock(), turn)
        await self.deliver(game_id)

    async def remind(self, game_id: int) -> None:
        """Half time: the turn message says that time is running out, and a call (a post:
        an edit would notify nobody) tells whoever must still act. Planned in the outbox
        like every post, so a crash does not lose it; deleted like any call once they acted."""
        work = self._work(game_id)
        async with work.delivery_lock:
            record = await self.store.get(game_id)
            if record is None or record.turn_post is None or record.status != GameStatus.RUNNING:
                return
            t = public_translator(self.bot, record)
            progress = self.turns.progress(record)
            due = self.turns.due(record)
            head = self.turns.head(record, progress, t, due)
            content = clip_head("\n".join([*head, *record.turn_lines]), keep=len(head))
            posts = [NewPost("turn-edit", content, with_panel=True, target=record.turn_post)]
            people = people_of(due)
            new_calls: tuple[Call, ...] = ()
            if people and record.deadline_at is not None:
                who = ", ".join(f"<@{u}>" for u in people)
                posts.append(
                    NewPost("call", t("turn-reminder", who=who, when=relative(record.deadline_at)), tuple(people))
                )
                new_calls = (Call(1, tuple(people)),)
            turn = replace(_kept_turn(record), new_calls=new_calls)
            await self.store.plan_posts(game_id, [], posts, self.clock(), turn)
        await self.deliver(game_id)

    def to_act(self, record: GameRecord) -> list[int]:
        """The people who must act now (computer players are not reminded)."""
        return people_of(self.turns.due(record))

    def _channel(self, record: GameRecord) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)

    async def _send(self, record: GameRecord, post: Post, t: Translator, work: _GameWork) -> int | None:
        """Send one planned post; returns its message id (an edit: the edited message's;
        None: the message to edit is gone)."""
        channel = self._channel(record)
        if post.kind == "turn-edit":
            return await self._edit_turn(record, post, t)
        if post.kind == "delete":
            return await self._delete_call(record, post)
        if post.kind == "dm":
            return await self._direct(record, post)
        if self.clock() - post.created_at > NONCE_WINDOW:
            found = await self._find_sent(record, post)
            if found is not None:
                if post.kind == "board":
                    await self._board_posted(record, work, found)
                return found
        if post.kind == "board":
            async with work.board_lock:
                return await self._post_board(await self.store.get(record.id) or record, work, nonce=post.nonce)
        if post.kind == "summary":
            told = await self._summary(record, t)
            # A thread table's thread is archived after its summary: its Replay and Rematch
            # go on the table's line in the parent channel instead (cogs.table.threads).
            in_thread = await self.bot.services.threads.table_of(record.id) is not None
            view = discord.utils.MISSING if in_thread else told.view
            message = await channel.send(embed=told.embed, files=told.files, view=view, nonce=post.nonce)
        else:
            mentions = (
                discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in post.mentions])
                if post.mentions
                else discord.AllowedMentions.none()
            )
            view = self._turn_view(record, t) if post.with_panel else discord.utils.MISSING  # "no view"
            message = await channel.send(post.content, view=view, allowed_mentions=mentions, nonce=post.nonce)
        return message.id

    async def _edit_turn(self, record: GameRecord, post: Post, t: Translator) -> int | None:
        """A turn message's new content (and its controls, drawn for the game as it is now),
        or, without content, only its controls retired. Edits notify nobody."""
        assert post.target is not None
        message_id = await self.store.post_message(post.target)
        if message_id is None:
            return None  # never sent (refused, or its channel went): nothing to edit
        message = self._channel(record).get_partial_message(message_id)
        view = self._turn_view(record, t) if post.with_panel else None
        try:
            if post.content:
                await message.edit(content=post.content, view=view, allowed_mentions=discord.AllowedMentions.none())
            else:
                await message.edit(view=view)
        except discord.NotFound as exc:
            if exc.code != UNKNOWN_MESSAGE:
                raise
            log.info("game=%s: turn message %s was deleted; not edited", record.id, message_id)
            return None
        return message_id

    async def _delete_call(self, record: GameRecord, post: Post) -> int | None:
        """Delete a call once its people are no longer due (already gone: nothing to do)."""
        assert post.target is not None
        message_id = await self.store.post_message(post.target)
        if message_id is None:
            return None
        try:
            await self._channel(record).get_partial_message(message_id).delete()
        except discord.NotFound as exc:
            if exc.code != UNKNOWN_MESSAGE:
                raise
        return message_id

    async def _direct(self, record: GameRecord, post: Post) -> int | None:
        """A call by direct message (the person asked for them). A refused one (DMs closed,
        the bot blocked) is dropped: the turn message still names them."""
        (user_id,) = post.mentions
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            message = await user.send(post.content, nonce=post.nonce)
        except discord.HTTPException as exc:
            log.info("game=%s: the call by DM to %s failed (%s)", record.id, user_id, exc.status)
            return None
        return message.id

    def _turn_view(self, record: GameRecord, t: Translator) -> discord.ui.View:
        """The controls of the current turn message, drawn again at every edit from the game
        as it is then: "My panel", and the quick buttons of whoever is asked something now
        (choices that reveal nothing secret; only that seat's player may press them)."""
        view = discord.ui.View(timeout=None)
        view.add_item(PanelButton(record.id, label=t("board-my-panel")))
        if record.state is not None:
            for item in quick_controls(self.bot.services, record, self.service.state(record), t):
                view.add_item(item)
        return view

    async def _find_sent(self, record: GameRecord, post: Post) -> int | None:
        """The message a post already made, if an earlier attempt got that far (searched
        among the bot's messages since the post was planned and the game's last sent post)."""
        me = self.bot.user
        if me is None:
            return None
        planned = datetime.datetime.fromtimestamp(post.created_at - 5, tz=datetime.UTC)
        after = max(discord.utils.time_snowflake(planned), await self.store.last_sent_message(record.id) or 0)
        try:
            async for message in self._channel(record).history(limit=HISTORY_LOOKUP, after=discord.Object(after)):
                if message.author.id != me.id:
                    continue
                if post.kind == "summary":
                    if any(a.filename == _log_name(record) for a in message.attachments):
                        return message.id
                elif post.kind == "board":
                    if message.embeds and _carries(message, PanelButton(record.id).custom_id):
                        return message.id
                elif message.content.strip() == post.content.strip():
                    return message.id
        except discord.Forbidden:
            log.info("game=%s cannot read its channel's history; post %s is sent again", record.id, post.id)
        return None

    async def _cannot_post(self, game_id: int) -> None:
        """The bot can no longer post there: pause rather than let timers run out on players
        who cannot see the game; the next command in the server says why. What was not
        sent stays in the outbox for when the game resumes."""
        try:
            if await self.moderation.pause_lost_permission(game_id):
                log.warning("game=%s cannot post in its channel; paused", game_id)
        except Exception:
            log.exception("game=%s could not be paused", game_id)

    async def _channel_gone(self, game_id: int) -> None:
        """Discord says the channel is gone: nothing more is sent or scheduled for it."""
        self._forget(game_id)
        try:
            dropped = await self.store.drop_unsent(game_id)
        except Exception:
            log.exception("game=%s: its channel is gone, but its outbox could not be closed", game_id)
            return
        log.info("game=%s: its channel is gone; %d announcements dropped", game_id, dropped)

    def _retry_later(self, game_id: int, work: _GameWork, exc: Exception) -> None:
        work.failures += 1
        delay = _backoff(work.failures)
        if storage_trouble(exc):
            # The timer loop says once that the storage is unavailable; every game need not.
            log.debug("game=%s announcements wait for the storage (%s)", game_id, exc)
        elif work.failures == 1:
            # The first failure of a run is worth a traceback unless Discord said what it was.
            trace = not isinstance(exc, discord.HTTPException)
            log.warning("game=%s announcements failed (%s); retrying in the background", game_id, exc, exc_info=trace)
        else:
            log.info("game=%s announcements failed again (%s); next try in %.0f s", game_id, exc, delay)
        if work.retry is None or work.retry.done():
            work.retry = _spawn(self._retry(game_id, delay))

    async def _retry(self, game_id: int, delay: float) -> None:
        await self.clock.sleep(delay)
        work = self._games.get(game_id)
        if work is not None:
            work.retry = None
        await self.deliver(game_id)

    def holds(self, game_id: int) -> bool:
        """Whether the table still keeps work for the game (announcements, board edits)."""
        return game_id in self._games

    def retrying(self, game_id: int) -> bool:
        """Whether a retry of the game's announcements is already scheduled."""
        work = self._games.get(game_id)
        return work is not None and work.retry is not None and not work.retry.done()

    async def full_log(self, record: GameRecord, t: Translator) -> str:
        """Every event of a finished game, private ones labelled with who saw them. A text
        file, not markdown: names appear as typed (bidi controls still dropped)."""
        t = t.for_labels()
        lines = []
        for event in await self.store.all_events(record.id):
            message = decode_text(event.payload)
            if message.key == TABLE_DUE:
                continue
            text = t.text(message)
            if event.audience is not None:
                text = private_line(t, event.audience, text)
            lines.append(text)
        return "\n".join(lines)

    async def _summary(self, record: GameRecord, t: Translator) -> Summary:
        """The end summary (its story drawn by the painter unless the server plays in text
        alone), the full log attached."""
        show = self.bot.services.presentations[record.game]
        draw = self._painter.draw if await self.pictures_shown(record.guild_id) else None
        told = await summary(record, self.service, self.bot.services.replays, show, t, draw)
        log_file = discord.File(io.BytesIO((await self.full_log(record, t)).encode()), filename=_log_name(record))
        return Summary(told.embed, [log_file, *told.files], told.view)

    # -- the board ----------------------------------------------------------------------

    def request_board(self, game_id: int) -> None:
        """Ask for a board refresh; bursts collapse into one edit per interval."""
        work = self._work(game_id)
        work.board_dirty = True
        if work.board_task is None or work.board_task.done():
            work.board_task = _spawn(self._board_loop(game_id, work))

    async def _board_loop(self, game_id: int, work: _GameWork) -> None:
        failures = 0
        try:
            while work.board_dirty:
                wait = work.board_next_edit - self.clock()
                if wait > 0:
                    await self.clock.sleep(wait)
                work.board_dirty = False
                try:
                    await self.refresh_board(game_id)
                except discord.Forbidden:
                    log.info("game=%s: the board cannot be edited (no permission)", game_id)
                    return
                except discord.NotFound:
                    await self._channel_gone(game_id)
                    return
                except discord.HTTPException as exc:
                    if exc.code == THREAD_ARCHIVED and await self._unarchive(game_id):
                        # A table's thread archived behind the bot's back: edited once it is
                        # active again, after the usual pause (a thread archived again at once
                        # is not unarchived in a tight loop).
                        work.board_dirty = True
                    elif exc.status != 429 and exc.status < 500:
                        log.error("game=%s: board edit refused by Discord (%s %s)", game_id, exc.status, exc.code)
                        return
                    else:
                        failures = self._board_failed(game_id, work, failures, exc)
                except Exception as exc:
                    failures = self._board_failed(game_id, work, failures, exc)
                else:
                    failures = 0
                if work.refreshed is not None:
                    work.refreshed.set()
                work.board_next_edit = self.clock() + (_backoff(failures) if failures else BOARD_EDIT_INTERVAL)
        finally:
            self._forget_if_done(game_id, work)

    async def _unarchive(self, game_id: int) -> bool:
        record = await self.store.get(game_id)
        return record is not None and await self.bot.services.threads.unarchive(record.channel_id)

    def _board_failed(self, game_id: int, work: _GameWork, failures: int, exc: Exception) -> int:
        """A board edit that may work later: try again after a growing pause, so the board
        ends up showing the latest version."""
        work.board_dirty = True
        if storage_trouble(exc):
            log.debug("game=%s board edit waits for the storage (%s)", game_id, exc)
        elif failures == 0:
            trace = not isinstance(exc, discord.HTTPException)
            log.warning("game=%s board edit failed (%s); retrying in the background", game_id, exc, exc_info=trace)
        return failures + 1

    def _forget_if_done(self, game_id: int, work: _GameWork) -> None:
        """A finished or cancelled game whose last edit and announcement are done needs
        nothing kept in memory (a later call starts afresh from the database)."""
        current = asyncio.current_task()
        busy = (
            work.board_dirty
            or work.delivery_lock.locked()
            or work.board_lock.locked()
            or (work.retry is not None and not work.retry.done())
            or (work.board_task is not None and work.board_task is not current and not work.board_task.done())
        )
        if work.over and not busy and self._games.get(game_id) is work:
            del self._games[game_id]
            self._drop_channel(game_id)
            # Nothing more is posted or edited for it: a thread table can be put away.
            self.soon(self.bot.services.threads.over(game_id))

    def _drop_channel(self, game_id: int) -> None:
        for channel_id in [c for c, g in self._channels.items() if g == game_id]:
            del self._channels[channel_id]

    def _forget(self, game_id: int) -> None:
        self._drop_channel(game_id)
        work = self._games.pop(game_id, None)
        if work is None:
            return
        current = asyncio.current_task()
        for task in (work.retry, work.board_task):
            if task is not None and task is not current:
                task.cancel()

    async def flush(self, *, boards: bool = True) -> None:
        """Wait until every scheduled announcement (and, with ``boards``, every board
        edit, which may wait out the edit interval) is done — for tests and shutdown.
        Retries waiting out their backoff are not waited for."""
        while True:
            waiting = [*self._background]
            if boards:
                waiting += [w.board_task for w in self._games.values() if w.board_task and not w.board_task.done()]
            if not waiting:
                return
            await asyncio.gather(*waiting, return_exceptions=True)

    async def close(self, grace: float = 5.0) -> None:
        """On shutdown: let work in flight finish briefly, then stop it. Whatever was not
        announced stays in the outbox and is sent on the next start."""
        try:
            await within(self.clock, grace, self.flush())
        except TimeoutError:
            log.warning("shutdown: stopping %d unfinished announcements", len(self._background))
        for task in [*self._background, *(t for w in self._games.values() for t in (w.board_task, w.retry) if t)]:
            task.cancel()
        await self._painter.close()

    async def board_message(self, record: GameRecord, *, shown: str | None = None) -> BoardMessage:
        """The board as it is now. ``shown``: the digest of the picture the message to edit
        already carries; an unchanged picture is then neither drawn nor attached again."""
        t = public_translator(self.bot, record)
        service = self.service
        state = service.state(record)
        public = service.view(record, state, None)
        show = self.bot.services.presentations[record.game]
        embeds = show.board_embeds(public, t)[:9]
        recent = await self.store.public_events(record.id, LOG_EVENTS_READ)
        said = [e for e in recent if decode_text(e.payload).key != GAME_FINISHED]
        lines = [t.text(decode_text(e.payload)) for e in latest_moves(said)]
        if lines:
            embeds.append(
                discord.Embed(title=t("board-log"), description=clip_lines([f"• {x}" for x in lines], LOG_DESCRIPTION))
            )
        embeds[-1].set_footer(text=t("board-footer", game=record.id, version=state.version))
        files: list[discord.File] = []
        picture = None
        if embeds and await self.pictures_shown(record.guild_id):
            picture = self._picture_digest(record.game, public, t)
            if picture != shown:
                image, words = await self._image(record.game, picture, public, t)
                files.append(picture_file(image, BOARD_PICTURE, words))
            embeds[0].set_image(url=f"attachment://{BOARD_PICTURE}")
        view = discord.ui.View(timeout=None)
        if record.status in LIVE_BOARD:
            view.add_item(PanelButton(record.id, label=t("board-my-panel")))
        content = t("board-paused") if record.status == GameStatus.PAUSED else deadline_line(record, t)
        return BoardMessage(content, embeds, view, files, picture)

    def _picture_digest(self, game: str, public: object, t: Translator) -> str:
        """What the board picture shows, as a digest: the same digest, the same picture."""
        show = self.bot.services.presentations[game]
        shown = show.picture_key(public, t)
        return hashlib.sha1(shown.encode(), usedforsecurity=False).hexdigest()

    async def _image(self, game: str, digest: str, public: object, t: Translator) -> tuple[bytes, str | None]:
        """The board picture showing ``digest`` and its alt text, made by the painter (off the
        event loop) only when they are not kept."""
        kept = self.pictures.get(digest)
        if kept is not None:
            return kept, self.pictures.words(digest)
        show = self.bot.services.presentations[game]
        drawn, words = await self._painter.draw_described(show.render_board, show.describe_board, public, t)
        self.pictures.put(digest, drawn, words)
        return drawn, words

    async def picture(self, game: str, public: object, t: Translator, guild_id: int | None) -> bytes | None:
        """The picture of any public view of ``game``'s (a replay's step, a lesson's board, as
        well as a live board), drawn off the event loop and kept by digest like the board's;
        None in a server that plays in text alone."""
        if guild_id is not None and not await self.pictures_shown(guild_id):
            return None
        drawn, _ = await self._image(game, self._picture_digest(game, public, t), public, t)
        return drawn

    async def drawn(self, record: GameRecord, render: Render, shown: object, t: Translator) -> bytes | None:
        """``render``'s picture of ``shown`` (a replay step's scene), drawn off the event loop
        and kept by what it shows; None for a server that plays in text alone."""
        if not await self.pictures_shown(record.guild_id):
            return None
        names = [t.for_labels().seat(s.seat) for s in record.seats]
        digest = hashlib.sha1(repr((render.__qualname__, t.locale, names, shown)).encode(), usedforsecurity=False)
        key = digest.hexdigest()
        picture = self.pictures.get(key)
        if picture is None:
            picture = await self._painter.draw(render, shown, t)
            self.pictures.put(key, picture)
        return picture

    async def pictures_shown(self, guild_id: int) -> bool:
        """Whether the server shows pictures (``/settings pictures``); False: every game is
        played in text alone."""
        shown = self._pictures_shown.get(guild_id)
        if shown is None:
            shown = self._pictures_shown[guild_id] = (await self.bot.services.guild_settings.get(guild_id)).pictures
        return shown

    def settings_changed(self, guild_id: int, settings: GuildSettings) -> None:
        """A server's settings were changed: its boards are drawn with them from now on."""
        self._pictures_shown[guild_id] = settings.pictures

    async def post_board(self, record: GameRecord) -> None:
        """Post a fresh board (start, /game board, repair, a board gone missing) and retire
        the old one, through the outbox like every post: planned (with its nonce) before it
        is sent, so a crash between Discord making it and the bot recording it never leaves
        a second board with live controls. Never raises: what fails is retried."""
        work = self._work(record.id)
        try:
            async with work.delivery_lock:
                if not any(p.kind == "board" for p in await self.store.unsent_posts(record.id)):
                    await self.store.plan_posts(record.id, [], [NewPost("board")], self.clock())
        except Exception as exc:
            # The refresh after the delivery below plans it again.
            log.info("game=%s: the board could not be planned (%s)", record.id, exc)
        await self.deliver(record.id)

    async def _post_board(self, record: GameRecord, work: _GameWork, *, nonce: str) -> int:
        """Post the board (a planned post, with its nonce) and retire the old one; returns
        the new board's message id."""
        channel = self._channel(record)
        board = await self.board_message(record)
        message = await channel.send(
            board.content,
            embeds=board.embeds,
            view=board.view,
            files=board.files,
            nonce=nonce,
        )
        if board.picture is not None:
            work.uploaded = (message.id, board.picture)
        await self._board_posted(record, work, message.id)
        return message.id

    async def _board_posted(self, record: GameRecord, work: _GameWork, message_id: int) -> None:
        """Record a new board and retire the old one (its controls removed, a link left)."""
        self._channels[record.channel_id] = record.id
        work.board_id, work.below_board = message_id, 0
        old = record.board_message_id
        if old == message_id:
            return
        await self.store.record_board_message(record.id, message_id)
        if old is not None:
            t = public_translator(self.bot, record)
            channel = self._channel(record)
            url = channel.get_partial_message(message_id).jump_url
            try:
                await channel.get_partial_message(old).edit(content=t("board-moved", url=url), view=None)
            except discord.HTTPException:
                log.info("old board %s of game %s could not be retired", old, record.id)

    def board_in_view(self, record: GameRecord) -> str | None:
        """The link to the game's board while it is still in view (fewer than
        :data:`BOARD_IN_VIEW` messages below it): ``/game board`` then points at it instead of
        posting another (fifteen uses would otherwise post fifteen boards)."""
        work = self._games.get(record.id)
        if work is None or work.board_id == 0 or work.below_board >= BOARD_IN_VIEW:
            return None
        return self._channel(record).get_partial_message(work.board_id).jump_url

    def saw_message(self, channel_id: int, message_id: int) -> None:
        """A message reached a channel (anyone's, ours too): one more below that game's board."""
        game_id = self._channels.get(channel_id)
        work = self._games.get(game_id) if game_id is not None else None
        if work is not None and message_id > work.board_id > 0:
            work.below_board += 1

    async def open(self, record: GameRecord) -> None:
        """A game just started: its first board, then its opening announcements (planned
        after it, and sent by the same delivery); a thread table's line says it started."""
        await self.post_board(record)
        await self.bot.services.threads.started(record)

    async def repair(self, game_id: int) -> None:
        """Send whatever was not announced, then a fresh board with live buttons."""
        await self.deliver(game_id)
        record = await self.store.get(game_id)
        if record is not None:
            await self.post_board(record)

    async def refresh_board(self, game_id: int) -> None:
        work = self._work(game_id)
        async with work.board_lock:
            await self._refresh_board(game_id, work)

    async def _refresh_board(self, game_id: int, work: _GameWork) -> None:
        record = await self.store.get(game_id)
        work.over = record is None or not record.live
        if record is None or record.state is None:
            return
        live = record.status in LIVE_BOARD
        if record.board_message_id is None:
            if live:
                # Through the outbox, outside this lock (a delivery sends boards under it).
                self.soon(self.post_board(record))
            return
        channel = self._channel(record)
        carried = work.uploaded[1] if work.uploaded and work.uploaded[0] == record.board_message_id else None
        board = await self.board_message(record, shown=carried)
        message = channel.get_partial_message(record.board_message_id)
        try:
            if board.picture is not None and work.uploaded == (message.id, board.picture):
                # Same picture: leave the attachment as it is (the embed still points at it).
                await message.edit(content=board.content, embeds=board.embeds, view=board.view)
            else:
                await message.edit(content=board.content, embeds=board.embeds, view=board.view, attachments=board.files)
                if board.picture is not None:
                    work.uploaded = (message.id, board.picture)
        except discord.NotFound as exc:
            if exc.code == UNKNOWN_CHANNEL:
                raise  # the channel is gone: the callers stop everything for the game
            # Only the message is gone (someone deleted it): a game still on gets a new board.
            if live:
                self.soon(self.post_board(record))


def latest_moves(events: list[StoredEvent]) -> list[StoredEvent]:
    """The board's "Latest": the last move's lines whole (the opening's too, however many),
    then whole earlier moves while the lines stay within :data:`LOG_LINES_ON_BOARD` — never a
    move cut in the middle (the opening's list of cards without its first line). Events of
    one move share its version."""
    moves: list[list[StoredEvent]] = []
    for event in events:
        if moves and moves[-1][0].version == event.version:
            moves[-1].append(event)
        else:
            moves.append([event])
    shown: list[StoredEvent] = []
    for move in reversed(moves):
        if shown and len(shown) + len(move) > LOG_LINES_ON_BOARD:
            break
        shown[:0] = move
    return shown


def clip_lines(lines: list[str], limit: int) -> str:
    """``lines`` joined, the oldest dropped while they are longer than ``limit`` (the newest
    are what the board is for); a single line too long is cut."""
    kept = list(lines)
    while len(kept) > 1 and len("\n".join(kept)) > limit:
        kept.pop(0)
    return "\n".join(kept)[:limit]


@dataclass(slots=True)
class BoardMessage:
    content: str | None
    embeds: list[discord.Embed]
    view: discord.ui.View
    files: list[discord.File]
    picture: str | None  # what the attached picture shows (None: no picture)


def _kept_turn(record: GameRecord) -> TurnUpdate:
    """What the games row says of the turn message, unchanged."""
    return TurnUpdate(
        None,
        record.turn_pinged,
        record.turn_lines,
        record.board_round,
        record.turn_key,
        record.turn_calls,
        call_at=record.call_at,
    )


def _carries(message: discord.Message, custom_id: str) -> bool:
    return any(
        getattr(child, "custom_id", None) == custom_id
        for row in message.components
        for child in getattr(row, "children", [row])
    )


def _log_name(record: GameRecord) -> str:
    return f"game-{record.id}-log.txt"


def _backoff(failures: int) -> float:
    return float(min(RETRY_MAX, RETRY_FIRST * 2 ** max(failures - 1, 0)))


def _spawn(work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
    """A background task whose failure is logged, never left unretrieved."""
    task = asyncio.create_task(work)
    task.add_done_callback(_log_failure)
    return task


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and (exc := task.exception()) is not None:
        log.error("background table work failed", exc_info=exc)
