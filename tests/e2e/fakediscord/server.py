"""``FakeDiscord``: the server object tests hold, and the users' side of every interaction."""

# Waiting helpers take a plain `timeout=` on purpose: it reads best in tests.
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import secrets
import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping
from typing import Any, TypeVar

from aiohttp import web

from .clock import Clock
from .errors import ApiError
from .gateway import INTENT_GUILD_MEMBERS, INTENT_GUILDS, Gateway, Session
from .interactions import (
    ANSWER_DEADLINE,
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    Interaction,
    ThreadArchivedError,
    UserActionError,
    build_options,
    check_command_allowed,
    check_select_values,
    find_command,
    modal_components,
    nest_options,
)
from .model import (
    JSON,
    MEMBER_DEFAULT,
    Channel,
    ChannelType,
    Guild,
    Member,
    Message,
    Modal,
    Permission,
    Role,
    Thread,
    User,
    snowflake,
    snowflake_on_shard,
)
from .rest import Block, RateLimit, RequestRecord, RestApi, ServerError
from .scheduled_events import (
    INTENT_GUILD_SCHEDULED_EVENTS,
    TRANSITIONS,
    EntityType,
    EventStatus,
    ScheduledEvent,
)
from .threads import add_thread_member, edit_thread, start_thread, thread_list_sync
from .world import World

T = TypeVar("T")

#: Discord's default upload limit, which discord.py reads from every interaction.
_UPLOAD_LIMIT = 10 * 1024 * 1024


class FakeDiscord:
    """A Discord REST + gateway server on 127.0.0.1; see the package docstring for the API."""

    def __init__(self, *, bot_name: str = "Masquerade Night", host: str = "127.0.0.1") -> None:
        self.clock = Clock()
        self.world = World(bot_name=bot_name, clock=self.clock)
        self.gateway = Gateway(self.world.ready_payloads, self.world.members_payload, self.clock)
        self.rest = RestApi(self.world, self.gateway, clock=self.clock)
        self.token = "fake-" + secrets.token_hex(12)
        self.host = host
        self.port = 0
        #: Set True in a test that expects the bot to call routes the fake does not model.
        self.allow_unhandled = False
        #: Set True in a test that expects the bot to break one of Discord's limits.
        self.allow_invalid = False
        #: How long the bot has to acknowledge an interaction before it is refused with 10062
        #: (Discord: 3 s); a test can shorten it to exercise late answers quickly.
        self.answer_deadline = ANSWER_DEADLINE
        self._runner: web.AppRunner | None = None
        #: Announcements of what ``advance`` made due, still being sent.
        self._catching_up: set[asyncio.Task[None]] = set()

    # --- lifecycle ----------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest.handle)
        # The same API behind any path prefix, as a shared REST proxy presents Discord.
        app.router.add_route("*", "/{prefix:.+?}/api/v10/{tail:.*}", self.rest.handle)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/attachments/{channel}/{attachment}/{filename}", self.rest.serve_attachment)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, 0)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]
        root = f"http://{self.host}:{self.port}"
        self.rest.gateway_url = f"ws://{self.host}:{self.port}/gateway"
        self.gateway.resume_url = self.rest.gateway_url
        self.world.attachment_base = f"{root}/attachments"

    async def close(self) -> None:
        for block in self.rest.blocks:
            block.release()
        if self._runner is not None:
            await self.gateway.drop(code=1001)
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- what tests read --------------------------------------------------------------------

    @property
    def api_base(self) -> str:
        """Assign to ``discord.http.Route.BASE`` before the bot starts."""
        return f"http://{self.host}:{self.port}/api/v10"

    def api_base_under(self, prefix: str) -> str:
        """The REST base behind a path prefix (``"proxy"`` → ``http://127.0.0.1:PORT/proxy/api/v10``),
        as a REST proxy in front of Discord presents it; each request records its ``prefix``."""
        return f"http://{self.host}:{self.port}/{prefix.strip('/')}/api/v10"

    @property
    def gateway_url(self) -> str:
        """Assign ``yarl.URL(...)`` of it to ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY``.

        A plain ``Client``/``Bot`` never asks ``GET /gateway/bot`` (only AutoShardedClient does):
        it dials that class attribute, so it must point here too (see ``client.pointed_at``).
        """
        return self.rest.gateway_url

    @property
    def application_id(self) -> int:
        return self.world.application_id

    @property
    def bot_user(self) -> User:
        return self.world.bot_user

    @property
    def requests(self) -> list[RequestRecord]:
        return self.rest.requests

    @property
    def unhandled(self) -> list[RequestRecord]:
        return self.rest.unhandled

    @property
    def invalid(self) -> list[tuple[RequestRecord, JSON]]:
        """Requests refused with 400 50035 for breaking a limit, with Discord's errors tree."""
        return self.rest.invalid

    @property
    def shard_count(self) -> int:
        """The shards ``GET /gateway/bot`` recommends, and what ``add_guild(shard=…)`` counts."""
        return self.gateway.shard_count

    @shard_count.setter
    def shard_count(self, count: int) -> None:
        self.gateway.shard_count = count

    def advance(self, seconds: float) -> None:
        """Move Discord's clock on: interaction tokens age (3 s to answer, 15 min to follow up),
        threads idle for their ``auto_archive_duration`` are archived and external events start
        or end at their scheduled times (at once; their gateway events are on their way, and
        ``settle()`` waits for them), and the session start limit resets when its time comes."""
        self.clock.skipped += seconds
        self._catch_up_soon()

    def _catch_up_soon(self) -> None:
        """Make what Discord's clock made due now, and announce it in the background (the
        callers are synchronous; ``settle()`` waits for the announcements)."""
        self.rest.catch_up_now()
        if self.world.outbox:
            task = asyncio.get_running_loop().create_task(self.rest.flush())
            self._catching_up.add(task)
            task.add_done_callback(self._catching_up.discard)

    @property
    def abandoned(self) -> list[RequestRecord]:
        return self.rest.abandoned

    @property
    def interactions(self) -> list[Interaction]:
        return list(self.rest.interactions.values())

    @property
    def sessions(self) -> list[Session]:
        return list(self.gateway.sessions.values())

    @property
    def dms_blocked(self) -> bool:
        return self.world.dms_blocked

    @dms_blocked.setter
    def dms_blocked(self, value: bool) -> None:
        self.world.dms_blocked = value

    def commands(self, guild: Guild | None = None) -> list[JSON]:
        """What the bot registered: global commands, or one guild's."""
        return self.world.commands_for(None if guild is None else guild.id)

    def message(self, message_id: int) -> Message:
        return self.world.messages[message_id]

    def visible_to(self, user: User, channel: Channel) -> list[Message]:
        """Public messages in ``channel`` (if the user can view it) plus ephemerals sent to them."""
        return self.world.visible_to(user, channel)

    def channel_messages(self, channel: Channel, *, include_deleted: bool = False) -> list[Message]:
        """The channel's public messages, oldest first: undeleted ones, or every one ever
        posted with ``include_deleted`` (a deleted message still notified whom it mentioned)."""
        return self.world.channel_messages(channel, include_deleted=include_deleted)

    def dm_messages(self, user: User) -> list[Message]:
        channel = self.world.dm_channels.get(user.id)
        return [] if channel is None else self.world.channel_messages(channel)

    def all_text_seen_by(self, user: User) -> str:
        """Every string ``user`` could have read, old versions and deleted messages included."""
        return self.world.all_text_seen_by(user)

    def unanswered(self) -> list[Interaction]:
        return [ix for ix in self.interactions if ix.callback is None]

    def assert_all_answered(self, deadline: float = ANSWER_DEADLINE) -> None:
        """Fail if any interaction so far got no callback, or got it after ``deadline`` s."""
        bad = [
            ix.label if ix.latency is None else f"{ix.label} after {ix.latency:.2f}s"
            for ix in self.interactions
            if ix.latency is None or ix.latency > deadline
        ]
        assert not bad, f"interactions not answered within {deadline} s: {bad}"

    # --- building the world -----------------------------------------------------------------

    async def add_guild(
        self,
        name: str = "Test Server",
        *,
        locale: str = "en-US",
        bot_permissions: int = int(MEMBER_DEFAULT),
        shard: int | None = None,
    ) -> Guild:
        """A guild (on ``shard`` of ``shard_count``, if given: its id is picked to land there)."""
        guild_id = None if shard is None else snowflake_on_shard(shard, self.shard_count)
        guild = self.world.add_guild(name, locale=locale, bot_permissions=bot_permissions, guild_id=guild_id)
        await self.gateway.dispatch("GUILD_CREATE", guild.create_payload(), guild_id=guild.id, intent=INTENT_GUILDS)
        return guild

    async def add_channel(self, guild: Guild, name: str = "games", *, kind: ChannelType = ChannelType.TEXT) -> Channel:
        """A text channel, or ``kind=ChannelType.VOICE``/``STAGE`` (for scheduled events)."""
        channel = self.world.add_channel(guild, name, kind)
        await self.gateway.dispatch("CHANNEL_CREATE", channel.payload(), guild_id=guild.id, intent=INTENT_GUILDS)
        return channel

    async def delete_channel(self, channel: Channel) -> None:
        """CHANNEL_DELETE (its threads go with it), or THREAD_DELETE for a thread."""
        self.world.delete_channel(channel)
        await self.rest.flush()

    async def set_bot_permissions(self, channel: Channel, **flags: bool) -> None:
        """E.g. ``send_messages=False, embed_links=False``: a channel overwrite for the bot.
        Gaining View Channel brings THREAD_LIST_SYNC of the channel's active threads."""
        could_see = self.world.can_see_channel(self.world.bot_user, channel)
        self.world.set_bot_overwrite(channel, flags)
        await self.gateway.dispatch(
            "CHANNEL_UPDATE", channel.payload(), guild_id=channel.guild_id, intent=INTENT_GUILDS
        )
        if not could_see and self.world.can_see_channel(self.world.bot_user, channel):
            sync = thread_list_sync(self.world, channel)
            if sync is not None:
                self.world.outbox.append(sync)
                await self.rest.flush()

    async def add_role(self, guild: Guild, name: str, *, permissions: int = 0) -> Role:
        role = Role(guild.id, name, int(permissions), position=len(guild.roles))
        guild.roles[role.id] = role
        data = {"guild_id": str(guild.id), "role": role.payload()}
        await self.gateway.dispatch("GUILD_ROLE_CREATE", data, guild_id=guild.id, intent=INTENT_GUILDS)
        return role

    async def add_user(
        self,
        name: str,
        *,
        locale: str = "en-US",
        global_name: str | None = None,
        guilds: Iterable[Guild] | None = None,
        roles: Iterable[Role] = (),
        dms_open: bool = True,
    ) -> User:
        """A user who joins ``guilds`` (default: every guild so far) with ``roles`` there."""
        user = User(name, locale=locale, global_name=global_name, dms_open=dms_open)
        self.world.users[user.id] = user
        role_list = list(roles)
        for guild in self.world.guilds.values() if guilds is None else guilds:
            await self.add_member(guild, user, [r for r in role_list if r.guild_id == guild.id])
        return user

    async def add_member(self, guild: Guild, user: User, roles: Iterable[Role] = ()) -> Member:
        """Join ``user`` to ``guild`` or, if already there, set their roles."""
        self.world.users[user.id] = user
        known = guild.members.get(user.id)
        member = Member(user, list(roles)) if known is None else known
        member.roles = list(roles)
        guild.members[user.id] = member
        event = "GUILD_MEMBER_ADD" if known is None else "GUILD_MEMBER_UPDATE"
        data = {**member.payload(), "guild_id": str(guild.id)}
        await self.gateway.dispatch(event, data, guild_id=guild.id, intent=INTENT_GUILD_MEMBERS)
        return member

    def dm_channel(self, user: User) -> Channel:
        return self.world.dm_channel(user)

    # --- fault injection --------------------------------------------------------------------

    def inject_429(self, pattern: str, *, retry_after: float = 0.05, count: int = 1) -> RateLimit:
        """Answer the next ``count`` requests matching ``pattern`` with 429 (see ``matches``)."""
        limit = RateLimit(pattern, retry_after, count)
        self.rest.rate_limits.append(limit)
        return limit

    def inject_error(self, pattern: str, *, status: int = 503, count: int = 1) -> ServerError:
        """Answer the next ``count`` requests matching ``pattern`` with ``status`` (a 5xx,
        say), changing nothing. discord.py itself retries 500/502/504; 503 reaches the bot."""
        fault = ServerError(pattern, status, count)
        self.rest.server_errors.append(fault)
        return fault

    @property
    def nonce_window(self) -> float:
        """Seconds a message nonce sent with ``enforce_nonce`` is honoured (0: forgotten at once)."""
        return self.rest.nonce_window

    @nonce_window.setter
    def nonce_window(self, seconds: float) -> None:
        self.rest.nonce_window = seconds

    def block(self, pattern: str, *, applied: bool = False) -> Block:
        """Hold requests matching ``pattern`` open until ``release()``/``unblock()``.

        A held request whose client has gone when released is dropped and listed in ``abandoned``.
        With ``applied=True`` the request is carried out first and only its response is held
        (a crash there: Discord made the message, the bot never heard of it).
        """
        block = Block(pattern, applied=applied)
        self.rest.blocks.append(block)
        return block

    def unblock(self) -> None:
        for block in self.rest.blocks:
            block.release()

    async def drop_gateway(self, code: int = 4000) -> None:
        """Cut the bot's gateway socket; a 4000 close lets discord.py RESUME."""
        await self.gateway.drop(code)

    # --- threads ----------------------------------------------------------------------------

    def threads(self, channel: Channel | None = None) -> list[Thread]:
        """Every thread not deleted (of ``channel``), archived ones included, oldest first."""
        return [t for t in self.world.threads() if channel is None or t.parent is channel]

    def thread_is_archived(self, thread: Thread) -> bool:
        """Whether ``thread`` is archived now, by its own clock too (a thread idle for its
        ``auto_archive_duration`` is archived on this call if nothing else noticed yet)."""
        self._catch_up_soon()
        return thread.archived

    async def start_thread(
        self,
        user: User,
        channel: Channel,
        name: str,
        *,
        message: Message | None = None,
        private: bool = False,
        auto_archive_minutes: int = 1440,
    ) -> Thread:
        """``user`` starts a thread in ``channel`` (from ``message``, if given), as Discord lets
        them (Create Public/Private Threads); the bot gets THREAD_CREATE."""
        body: JSON = {"name": name, "auto_archive_duration": auto_archive_minutes, "type": 12 if private else 11}
        try:
            thread = start_thread(self.world, channel, user, body, message=message)
        except ApiError as err:
            raise UserActionError(f"{user.name} cannot start a thread in {channel!r}: {err}") from None
        await self.rest.flush()
        return thread

    async def edit_thread(self, user: User, thread: Thread, **changes: Any) -> None:
        """``user`` edits ``thread`` as through Discord's client: ``archived=True``,
        ``locked=True``, ``name=...``, ``auto_archive_duration=60``; Discord's rules apply
        (Manage Threads, or being its creator; a locked one only for moderators)."""
        try:
            edit_thread(self.world, thread, user, changes)
        except ApiError as err:
            raise UserActionError(f"{user.name} cannot edit {thread!r}: {err}") from None
        await self.rest.flush()

    async def join_thread(self, user: User, thread: Thread) -> None:
        """``user`` joins ``thread`` (or is added to a private one); THREAD_MEMBERS_UPDATE."""
        try:
            add_thread_member(self.world, thread, user)
        except ApiError as err:
            raise UserActionError(f"{user.name} cannot join {thread!r}: {err}") from None
        await self.rest.flush()

    # --- scheduled events -------------------------------------------------------------------

    def scheduled_events(self, guild: Guild) -> list[ScheduledEvent]:
        """``guild``'s scheduled events not deleted (finished ones included), oldest first."""
        return [e for e in self.world.scheduled_events.values() if e.guild_id == guild.id and not e.deleted]

    async def create_event(
        self,
        guild: Guild,
        creator: User,
        name: str,
        *,
        starts_in: float = 3600.0,
        lasts: float | None = 3600.0,
        location: str | None = "Online",
        channel: Channel | None = None,
        description: str | None = None,
    ) -> ScheduledEvent:
        """A member schedules an event ``starts_in`` seconds from Discord's now: external at
        ``location``, or in the voice/stage ``channel`` if given; the bot gets
        GUILD_SCHEDULED_EVENT_CREATE. (No permission check: the test decides who may.)"""
        start = self.clock.wall() + dt.timedelta(seconds=starts_in)
        if channel is None:
            kind = EntityType.EXTERNAL
        else:
            kind = EntityType.STAGE_INSTANCE if channel.type is ChannelType.STAGE else EntityType.VOICE
        event = ScheduledEvent(
            guild_id=guild.id,
            name=name,
            creator=creator,
            entity_type=kind,
            scheduled_start_time=start.isoformat(),
            scheduled_end_time=None if lasts is None else (start + dt.timedelta(seconds=lasts)).isoformat(),
            channel_id=None if channel is None else channel.id,
            location=location if channel is None else None,
            description=description,
        )
        self.world.scheduled_events[event.id] = event
        self.rest.events.announce("GUILD_SCHEDULED_EVENT_CREATE", event)
        await self.rest.flush()
        return event

    async def subscribe_to_event(self, user: User, event: ScheduledEvent) -> None:
        """``user`` marks themselves interested: GUILD_SCHEDULED_EVENT_USER_ADD."""
        if event.deleted or event.finished:
            raise UserActionError(f"{event!r} is over or deleted")
        if user.id not in self.world.guilds[event.guild_id].members:
            raise UserActionError(f"{user.name} is not a member of the event's guild")
        if user.id not in event.subscribers:
            event.subscribers[user.id] = user
            await self._event_user("GUILD_SCHEDULED_EVENT_USER_ADD", user, event)

    async def unsubscribe_from_event(self, user: User, event: ScheduledEvent) -> None:
        """``user`` is no longer interested: GUILD_SCHEDULED_EVENT_USER_REMOVE."""
        if event.subscribers.pop(user.id, None) is not None:
            await self._event_user("GUILD_SCHEDULED_EVENT_USER_REMOVE", user, event)

    async def _event_user(self, name: str, user: User, event: ScheduledEvent) -> None:
        data = {"guild_scheduled_event_id": str(event.id), "user_id": str(user.id), "guild_id": str(event.guild_id)}
        await self.gateway.dispatch(name, data, guild_id=event.guild_id, intent=INTENT_GUILD_SCHEDULED_EVENTS)

    async def start_event(self, event: ScheduledEvent) -> None:
        """The event begins (scheduled → active), as its host starting it: GUILD_SCHEDULED_EVENT_UPDATE."""
        await self._move_event(event, EventStatus.ACTIVE)

    async def end_event(self, event: ScheduledEvent) -> None:
        """The event ends (active → completed): GUILD_SCHEDULED_EVENT_UPDATE."""
        await self._move_event(event, EventStatus.COMPLETED)

    async def cancel_event(self, event: ScheduledEvent) -> None:
        """The event is canceled (scheduled → canceled): GUILD_SCHEDULED_EVENT_UPDATE."""
        await self._move_event(event, EventStatus.CANCELED)

    async def _move_event(self, event: ScheduledEvent, status: EventStatus) -> None:
        if event.deleted or (event.status, status) not in TRANSITIONS:
            raise UserActionError(f"Discord does not move {event!r} to {status.name}")
        self.rest.events.set_status(event, status)
        await self.rest.flush()

    # --- the gateway: outages and the session start limit -----------------------------------

    async def begin_gateway_outage(self, *, sessions_lost: bool = False) -> None:
        """Discord's gateway goes down: every bot's socket is cut as by a network failure
        and every new connection is answered HTTP 503 (discord.py retries with backoff) until
        ``end_gateway_outage``. ``sessions_lost``: the sessions are gone too, so the bot
        IDENTIFYs anew (spending a session start) instead of resuming. REST keeps working."""
        await self.gateway.begin_outage(sessions_lost=sessions_lost)

    def end_gateway_outage(self) -> None:
        """The gateway accepts connections again (discord.py's next retry gets through)."""
        self.gateway.end_outage()

    @contextlib.asynccontextmanager
    async def gateway_outage(self, *, sessions_lost: bool = False) -> AsyncIterator[None]:
        """``async with fake.gateway_outage(): ...``: the gateway is down inside the block."""
        await self.begin_gateway_outage(sessions_lost=sessions_lost)
        try:
            yield
        finally:
            self.end_gateway_outage()

    @property
    def gateway_refusals(self) -> int:
        """How many gateway connections outages refused (discord.py's retries)."""
        return self.gateway.refused

    @property
    def session_start_limit(self) -> JSON:
        """What ``GET /gateway/bot`` reports now: total, remaining, reset_after (ms), max_concurrency."""
        return self.gateway.session_start_limit.payload()

    def set_session_start_limit(
        self,
        *,
        remaining: int | None = None,
        total: int | None = None,
        reset_after: float | None = None,
        max_concurrency: int | None = None,
    ) -> None:
        """Set the IDENTIFY allowance, e.g. ``remaining=2``; ``reset_after`` seconds from now
        (on Discord's clock, default a day) it is back to ``total``. An IDENTIFY with none left
        is what Discord documents: every session is terminated and the token reset, so the
        bot's connections close with 4004 (Authentication failed) and its token stops working
        (REST answers 401) — see ``revoked_tokens``."""
        limit = self.gateway.session_start_limit
        limit.total = limit.total if total is None else total
        limit.remaining = limit.remaining if remaining is None else remaining
        limit.max_concurrency = limit.max_concurrency if max_concurrency is None else max_concurrency
        limit.resets_at = self.clock.now() + (limit.window if reset_after is None else reset_after)

    @property
    def revoked_tokens(self) -> set[str]:
        """Bot tokens Discord reset after the session start limit ran out."""
        return self.gateway.revoked_tokens

    # --- waiting ----------------------------------------------------------------------------

    async def wait_for_bot(self, timeout: float = 10.0, *, skip: int = 0, guild: Guild | None = None) -> Session:
        """Until a bot has identified (READY and GUILD_CREATEs sent) and is still connected;
        with ``guild``, a bot on that guild's shard.

        ``skip=n`` ignores the first n sessions: ``skip=len(fake.sessions)`` taken before a
        restart waits for the restarted bot, not the one going away.
        """
        if guild is None:
            return await self.gateway.wait_for_session(timeout, skip=skip)
        return await self.gateway.wait_for_session(timeout, skip=skip, guild_id=guild.id, any_guild=False)

    async def wait_for(self, predicate: Callable[[], T | None], timeout: float = 5.0) -> T:
        """Until ``predicate()`` is truthy (re-checked after every REST request); returns it."""
        deadline = time.monotonic() + timeout
        cond = self.rest.changed
        async with cond:
            while not (result := predicate()):
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(f"timed out after {timeout} s waiting for {predicate!r}")
                with contextlib.suppress(TimeoutError):
                    # A short cap so predicates that depend on time or gateway state re-run too.
                    await asyncio.wait_for(cond.wait(), min(remaining, 0.1))
            return result

    async def settle(self, timeout: float = 2.0) -> None:
        """Until no request is being handled (held ones aside) and what ``advance`` made due
        is announced, e.g. before closing a bot."""
        await self.wait_for(lambda: not self.rest.busy and not self._catching_up, timeout)

    async def wait_for_message(
        self,
        channel: Channel,
        predicate: Callable[[Message], bool] = lambda m: True,
        *,
        user: User | None = None,
        timeout: float = 5.0,
    ) -> Message:
        """The newest settled (not "thinking") message in ``channel`` matching ``predicate``.

        Public messages only, unless ``user`` is given: then what that user sees.
        """

        def find() -> Message | None:
            pool = self.visible_to(user, channel) if user else self.channel_messages(channel)
            found = [m for m in pool if not m.loading and predicate(m)]
            return found[-1] if found else None

        return await self.wait_for(find, timeout)

    # --- the users' side --------------------------------------------------------------------

    async def say(self, user: User, channel: Channel, content: str) -> Message:
        """``user`` posts a message in ``channel``: a bot with the guild messages intent gets
        its MESSAGE_CREATE (its content only with the message content intent). In a thread
        it takes Send Messages in Threads, and unarchives an archived thread (THREAD_UPDATE
        first) unless it is locked."""
        await self.rest.catch_up()
        if isinstance(channel, Thread):
            perms = self.world.permissions(user, channel)
            if not self.world.can_see_channel(user, channel) or not perms & Permission.SEND_MESSAGES_IN_THREADS:
                raise UserActionError(f"{user.name} cannot post in {channel!r}")
        try:
            message = self.world.new_message(channel, {"content": content}, [], author=user)
        except ApiError as err:
            raise UserActionError(f"{user.name} cannot post in {channel!r}: {err}") from None
        await self.rest.announce_user_message(message)
        return message

    async def slash(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: Mapping[str, Any] | None = None,
    ) -> Interaction:
        """Run ``/command`` ("game new", localised names accepted) as ``user`` in ``channel``."""
        data, resolved = self._command_data(user, channel, command, options or {}, None)
        if resolved:
            data["resolved"] = resolved
        return await self._dispatch(APPLICATION_COMMAND, user, channel, data, f"/{command}")

    async def autocomplete(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: Mapping[str, Any],
        focused: str,
    ) -> Interaction:
        """The user typing into ``focused``; the answer's ``choices`` are on ``response()``."""
        data, _ = self._command_data(user, channel, command, options, focused)
        label = f"/{command} autocomplete {focused}"
        return await self._dispatch(AUTOCOMPLETE, user, channel, data, label)

    async def click(
        self,
        user: User,
        message: Message,
        custom_id: str | None = None,
        *,
        label: str | None = None,
    ) -> Interaction:
        """Press a button, found by ``custom_id`` or ``label``, on the current ``message``."""
        self._check_can_use(user, message)
        button = message.button(label, custom_id=custom_id)
        if button.get("disabled"):
            raise UserActionError(f"button {button.get('label')!r} is disabled")
        if "custom_id" not in button:
            raise UserActionError(f"button {button.get('label')!r} is a link, not clickable")
        data = {"custom_id": button["custom_id"], "component_type": 2}
        what = f"click {button.get('label') or button['custom_id']!r}"
        return await self._dispatch(MESSAGE_COMPONENT, user, message.channel, data, what, message=message)

    async def forged_click(self, user: User, message: Message, custom_id: str) -> Interaction:
        """A button press with a hand-crafted ``custom_id`` that is not on ``message`` — what a
        modified client could send. The bot must trust only the interacting user."""
        self._check_can_use(user, message)
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._dispatch(MESSAGE_COMPONENT, user, message.channel, data, f"forged {custom_id!r}", message)

    async def forged(
        self,
        user: User,
        channel: Channel,
        data: JSON,
        *,
        kind: int = MESSAGE_COMPONENT,
        message: Message | None = None,
    ) -> Interaction:
        """Any interaction a modified client could send: ``data`` as given (a custom_id in an
        unknown format, select values never offered, a modal the bot never showed), in any
        channel the user can see (a DM too), from ``message`` or from no message at all."""
        if message is not None:
            self._check_can_use(user, message)
        what = f"forged {kind} {str(data.get('custom_id'))!r}"
        return await self._dispatch(kind, user, channel, data, what, message)

    async def forged_select(
        self, user: User, message: Message, custom_id: str, values: Iterable[str], *, component_type: int = 3
    ) -> Interaction:
        """A select on ``message`` answered with ``values`` it may never have offered."""
        data = {"custom_id": custom_id, "component_type": component_type, "values": list(values)}
        return await self.forged(user, message.channel, data, message=message)

    async def forged_modal(
        self,
        user: User,
        channel: Channel,
        custom_id: str,
        values: Mapping[str, list[str]],
        *,
        message: Message | None = None,
    ) -> Interaction:
        """A modal submit the bot never opened: one labelled string select per ``values`` entry."""
        components = [
            {"type": 18, "component": {"type": 3, "custom_id": cid, "values": list(chosen)}}
            for cid, chosen in values.items()
        ]
        data = {"custom_id": custom_id, "components": components}
        return await self.forged(user, channel, data, kind=MODAL_SUBMIT, message=message)

    async def select(self, user: User, message: Message, custom_id: str, values: Iterable[str]) -> Interaction:
        """Choose ``values`` in the select ``custom_id`` on ``message``."""
        self._check_can_use(user, message)
        menu = message.select(custom_id)
        if menu.get("disabled"):
            raise UserActionError(f"select {custom_id!r} is disabled")
        chosen = list(values)
        check_select_values(menu, chosen)
        data = {"custom_id": custom_id, "component_type": menu["type"], "values": chosen}
        return await self._dispatch(MESSAGE_COMPONENT, user, message.channel, data, f"select {custom_id!r}", message)

    async def submit_modal(
        self,
        user: User,
        source: Interaction | Modal,
        values: Mapping[str, str | list[str]],
    ) -> Interaction:
        """Submit the modal the bot showed (``source``: the interaction or the Modal itself)."""
        modal = source.modal if isinstance(source, Interaction) else source
        if modal is None:
            raise UserActionError(f"{source!r} did not open a modal")
        if modal.user is not user:
            raise UserActionError(f"the modal was shown to {modal.user.name}, not {user.name}")
        data = {"custom_id": modal.custom_id, "components": modal_components(modal, values)}
        label = f"modal {modal.custom_id!r}"
        return await self._dispatch(MODAL_SUBMIT, user, modal.channel, data, label, modal.message)

    # --- payload building --------------------------------------------------------------------

    def _command_data(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: Mapping[str, Any],
        focused: str | None,
    ) -> tuple[JSON, JSON]:
        guild = self.world.guild_of(channel)
        # Guild commands shadow global ones of the same name, as in Discord's picker.
        pool = [*(self.world.commands_for(guild.id) if guild else []), *self.world.global_commands]
        top, path, leaf = find_command(pool, command.split())
        perms = self.world.permissions(user, channel)
        check_command_allowed(top, perms=perms, in_dm=guild is None)
        leaf_options, resolved = build_options(leaf, options, self._resolve, focused=focused)
        data: JSON = {
            "id": top["id"],
            "name": top["name"],
            "type": 1,
            "options": nest_options(path, leaf_options, top),
        }
        if guild is not None and top.get("guild_id"):
            data["guild_id"] = top["guild_id"]
        return data, resolved

    def _resolve(self, value: Any, kind: int) -> tuple[int, JSON]:
        """Users (6), channels (7), roles (8), mentionables (9) for ``resolved``."""
        if isinstance(value, User):
            entries: JSON = {"users": value.payload()}
            for guild in self.world.guilds.values():
                member = guild.members.get(value.id)
                if member is not None:
                    entries["members"] = {k: v for k, v in member.payload().items() if k != "user"}
                    break
            return value.id, entries
        if isinstance(value, Channel):
            return value.id, {"channels": {**value.payload(), "permissions": "0"}}
        if isinstance(value, Role):
            return value.id, {"roles": value.payload()}
        raise UserActionError(f"option type {kind} needs a User, Channel or Role, not {value!r}")

    def _check_can_use(self, user: User, message: Message) -> None:
        if message.deleted:
            raise UserActionError(f"{message!r} was deleted")
        if message not in self.world.visible_to(user, message.channel):
            raise UserActionError(f"{user.name} cannot see {message!r}")

    async def _dispatch(
        self,
        kind: int,
        user: User,
        channel: Channel,
        data: JSON,
        what: str,
        message: Message | None = None,
    ) -> Interaction:
        world = self.world
        await self.rest.catch_up()
        if channel.deleted:
            raise UserActionError(f"{channel!r} was deleted")
        if not world.can_see_channel(user, channel):
            raise UserActionError(f"{user.name} cannot see {channel!r}")
        if isinstance(channel, Thread) and channel.archived:
            raise ThreadArchivedError(
                f"{what} by {user.name}: {channel!r} is archived; Discord delivers nothing from it"
            )
        if self.gateway.outage:
            raise UserActionError(f"{what} by {user.name}: Discord's gateway is down, so the interaction fails")
        guild = world.guild_of(channel)
        await self.gateway.wait_for_session(10.0, guild_id=None if guild is None else guild.id, any_guild=False)
        ident, token = snowflake(), "ix-" + secrets.token_urlsafe(24)
        payload: JSON = {
            "id": str(ident),
            "application_id": str(world.application_id),
            "type": kind,
            "data": data,
            "token": token,
            "version": 1,
            "locale": user.locale,
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "app_permissions": str(world.permissions(world.bot_user, channel)),
            "entitlements": [],
            "attachment_size_limit": _UPLOAD_LIMIT,
        }
        if guild is not None:
            member = guild.members[user.id]
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                guild_locale=guild.locale,
                member=member.payload(permissions=world.permissions(user, channel)),
                context=0,
                authorizing_integration_owners={"0": str(guild.id)},
            )
        else:
            payload.update(
                user=user.payload(),
                context=1,
                authorizing_integration_owners={"0": "0"},
            )
        if message is not None:
            payload["message"] = message.payload()
        label = f"{what} by {user.name}"
        ix = Interaction(
            ident,
            token,
            kind,
            user,
            channel,
            label,
            payload,
            0.0,
            message=message,
            deadline=self.answer_deadline,
            clock=self.rest.clock,
        )
        self.rest.interactions[ident] = ix
        ix.dispatched_at = time.monotonic()
        ix.born = self.rest.clock.now()
        await self.gateway.dispatch_interaction(payload, None if guild is None else guild.id)
        return ix
